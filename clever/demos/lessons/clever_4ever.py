"""The lesson of Clever 4Ever: its first three rounds, solo, with scripted
dice, teaching what is new against That's Pretty Clever (yellow's three rows,
blue's row and column, grey's parts, green's triangles, pink's numbers, a "?"
bonus, polish); clever/demos/tutorial.py runs it. The dice were found by
playing the engine with given faces: each step's move is legal, and each die
that must reach the silver platter is lower than the die taken."""

from __future__ import annotations

from ...i18n import N_, Msg

LESSON_ID = "learn-4ever"
GAME = "clever-4ever"
TITLE = N_("Clever 4Ever, solo")  # the lesson's heading: the game, played alone
SEED = 16

# do: the step's action (a roll with its dice, in the order white, yellow,
# blue, grey, green, pink); say: what to do and why
STEPS = (
    {"do": "roll 2 5 1 4 3 6",
     "say": Msg("Clever 4Ever, alone: your turn. Roll all six dice. (Round 1 also gave you a "
                "reroll action.)")},
    {"do": "use grey grey r2c1",
     "say": Msg("Take the grey 4. A grey die crosses one whole part of at most that many boxes, "
                "and your first part must touch the left edge: cross the light grey part of 4 "
                "boxes. The dice lower than 4 go to the silver platter.")},
    {"do": "roll 4 3",
     "say": Msg("The white 2, blue 1 and green 3 went to the silver platter. Roll the two dice "
                "left: yellow and pink.")},
    {"do": "use pink pink 1",
     "say": Msg("Take the pink 3. In pink the number has an effect: a 3 writes another 3 in the "
                "next box, so one die fills two boxes.")},
    {"do": "roll 2",
     "say": Msg("The yellow 4 is higher than the 3, so it stayed with you. Roll it for your "
                "third choice.")},
    {"do": "use yellow yellow r1c1",
     "say": Msg("Yellow has three rows, each filled from the left. Write the 2 in the top row: "
                "its numbers must rise, so a low start leaves room. The top row scores nothing "
                "but gives bonuses.")},
    {"do": "roll 5 6 2 4 1 3",
     "say": Msg("Playing alone, the passive turn comes next: roll all six dice; the three lowest "
                "go on the silver platter.")},
    {"do": "use blue blue r2c5",
     "say": Msg("Take the blue 2 from the platter. The blue die gives the row and the white die "
                "the column, wherever it lies: cross row 2, column 5. The white die never counts "
                "as blue.")},
    {"do": "roll 6 2 1 4 1 5",
     "say": Msg("Round 2 starts and gives you a +1 action. Roll all six dice.")},
    {"do": "use yellow yellow r2c1",
     "say": Msg("Write the yellow 2 in yellow's middle row: that row's sum counts against you, "
                "so a low number costs little, and its first box earns a reroll.")},
    {"do": "roll 6 3 5",
     "say": Msg("The blue 1 and green 1 went to the platter. Roll the white, grey and pink "
                "dice.")},
    {"do": "use pink pink 3",
     "say": Msg("Take the pink 5: a 5 or a 6 in pink takes the bonus under its box, here a "
                "green ?.")},
    {"do": "bonus green l1 6",
     "say": Msg("With a ? bonus you choose the number: choose 6, then green's first lower "
                "triangle. A lower triangle gives its field's bonus at once: a reroll.")},
    {"do": "roll 5",
     "say": Msg("The grey 3 went to the platter. Roll the white die for your third choice.")},
    {"do": "use white green u1",
     "say": Msg("The white die stands in for any colour but blue: take the white 5 as green for "
                "the upper triangle above your 6. A field with both triangles scores their sum: "
                "11.")},
    {"do": "plus1 white yellow r3c1",
     "say": Msg("Your +1 action enters any die again at the end of your turn: take the white 5 "
                "again, as yellow, into the bottom row. The bottom row's sum counts for you, and "
                "a full column scores too: 10 for the first.")},
    {"do": "roll 6 5 4 2 1 3",
     "say": Msg("Your passive turn of round 2: roll all six dice.")},
    {"do": "use grey grey r4c2",
     "say": Msg("Take the grey 2 from the platter: every later grey part must touch a crossed "
                "box. Cross the dark grey part of 2 boxes next to your first part.")},
    {"do": "roll 3 4 2 1 5 6",
     "say": Msg("Round 3 starts and gives you a polish action. Roll all six dice.")},
    {"do": "use pink pink 4",
     "say": Msg("Take the pink 6: it takes the +1 under pink's fourth box and scores 3 points "
                "more at the end. Every other die is lower, so all of them go to the platter "
                "and your choices end early.")},
    {"do": "plus1 yellow yellow r1c2",
     "say": Msg("Use that +1 on the yellow 4 from the platter: the top row rises from 2 to 4, "
                "and its second box earns another polish.")},
    {"do": "roll 6 5 6 1 2 4",
     "say": Msg("Your passive turn of round 3: roll all six dice.")},
    {"do": "use pink pink 5 polish +1",
     "say": Msg("Polish changes a die you take from the platter by 1: select the pink 4, polish "
                "it up to 5 and write it in pink's fifth box. A 5 there takes its reroll.")},
)
DONE = Msg("You know what is new in Clever 4Ever! Round 4 begins with a black ?: any number in "
           "any area you choose. Play on from here, or start a normal game whenever you like.")
