"""The lesson of That's Pretty Clever: its first three rounds, solo, with
scripted dice, each step saying what to do and why (clever/demos/tutorial.py
runs it)."""

from __future__ import annotations

from ...i18n import N_, Msg

LESSON_ID = "learn"
GAME = "pretty-clever"
TITLE = N_("That's Pretty Clever, solo")  # the lesson's heading: the game, played alone
SEED = 16

# do: the step's action (a roll with its dice); say: what to do and why (a Msg:
# the views show it in the page's language, also inside another text).
STEPS = (
    {"do": "roll 2 4 5 1 3 6",
     "say": Msg("Your turn: roll all six dice. (Round 1 also gave you a reroll action.)")},
    {"do": "use yellow yellow r3c4",
     "say": Msg("Take the yellow 4 and cross a yellow 4. Watch the dice lower than 4: they go to "
                "the silver platter.")},
    {"do": "roll 3 6",
     "say": Msg("The white 2, green 1 and orange 3 went to the silver platter. Roll the two dice "
                "left: blue and purple.")},
    {"do": "use blue blue r2c1",
     "say": Msg("Take the blue 3. Blue counts blue + white, and the white 2 still counts from the "
                "platter: cross the 5.")},
    {"do": "roll 6",
     "say": Msg("The purple die is higher, so it stayed with you. Roll it for your third choice.")},
    {"do": "use purple purple 1",
     "say": Msg("Take the purple 6 into purple's first box. That was your third choice: your turn "
                "is over.")},
    {"do": "roll 1 2 4 3 5 6",
     "say": Msg("Playing alone, the passive turn comes next: roll all six dice; the three lowest "
                "go on the silver platter.")},
    {"do": "use green green 1",
     "say": Msg("Take one of the three platter dice: the green 3 fits green's first box (it needs "
                "1 or more).")},
    {"do": "roll 5 3 1 6 2 4",
     "say": Msg("Round 2 starts and gives you a +1 action. Roll all six dice.")},
    {"do": "use green green 2",
     "say": Msg("Take the green 6 into green's second box. Every other die is lower, so all of "
                "them go to the platter and your choices end early.")},
    {"do": "plus1 white yellow r2c4",
     "say": Msg("Your +1 action enters any die again at the end of your turn: take the white 5 "
                "as yellow and cross a yellow 5.")},
    {"do": "roll 2 5 6 3 1 4",
     "say": Msg("Your passive turn of round 2: roll all six dice.")},
    {"do": "use green green 3",
     "say": Msg("Take the green 3 from the platter for green's third box (it needs 3 or more): "
                "the green boxes after it hold bonuses.")},
    {"do": "roll 3 2 5 2 4 1",
     "say": Msg("Round 3 starts and gives you another reroll action: you now hold two. Roll all "
                "six dice.")},
    {"do": "use purple purple 2",
     "say": Msg("Purple numbers must rise, but after a 6 any number may follow: take the purple "
                "1. As the lowest die, it sends no die to the platter.")},
    {"do": "roll 1 1 3 2 1",
     "say": Msg("Roll the five dice left.")},
    {"do": "reroll 5 2 5 4 1",
     "say": Msg("Low numbers that help little. Use a reroll action: it rolls the five dice you "
                "just rolled again; the purple die stays on its die field.")},
    {"do": "use green green 4",
     "say": Msg("Take the green 4: green's fourth box earns a +1 action. The yellow 2 and "
                "orange 1 are lower, so they go to the platter.")},
    {"do": "roll 6 2",
     "say": Msg("Roll the white and blue dice for your third choice.")},
    {"do": "use white green 5",
     "say": Msg("The white die may stand in for any colour: take the white 6 as green for "
                "green's fifth box (it needs 5 or more).")},
    {"do": "plus1 green green 6",
     "say": Msg("Your choices are over, and you just earned a +1: enter the green 4 again, in "
                "green's sixth box. That box earns a blue X.")},
    {"do": "bonus blue r3c1",
     "say": Msg("A blue X crosses any open blue box: cross the 9. With the 5 it completes "
                "blue's first column, which earns a reroll: one bonus led to another.")},
    {"do": "roll 3 5 6 2 1 4",
     "say": Msg("Your passive turn of round 3: roll all six dice.")},
    {"do": "use green green 7",
     "say": Msg("Take the green 2 for green's seventh box: it earns a fox. At the end each fox "
                "scores as many points as your weakest area; orange is still empty, so for now "
                "your fox is worth 0.")},
)
DONE = Msg("You know the basics! Round 4 begins with a black X or a black 6 for you to place: "
           "play on from here, or start a normal game whenever you like.")

