"""The lesson of Twice as Clever: its first three rounds, solo, with scripted
dice, teaching what is new against That's Pretty Clever (the silver die and
the silver chain, circle-then-cross yellow, blue sums that may not rise,
green's pairs, pink's minimums, skipping a roll, the return action);
clever/demos/tutorial.py runs it. The dice were found by playing the engine
with given faces: each step's move is legal, and each die that must reach
the silver platter is lower than the die taken."""

from __future__ import annotations

from ...i18n import N_, Msg

LESSON_ID = "learn-twice"
GAME = "twice-as-clever"
TITLE = N_("Twice as Clever, solo")  # the lesson's heading: the game, played alone
SEED = 16

# do: the step's action (a roll with its dice, in the order white, yellow,
# blue, green, pink, silver); say: what to do and why
STEPS = (
    {"do": "roll 6 3 6 2 6 4",
     "say": Msg("Twice as Clever, alone: your turn. Roll all six dice; the silver die takes the "
                "place of orange and purple. (Round 1 also gave you a reroll action.)")},
    {"do": "use silver silver r4c4",
     "say": Msg("Take the silver 4. The silver die marks its number in any of silver's four "
                "rows: mark the 4 in the pink row. The yellow 3 and green 2 are lower, so they "
                "go to the silver platter.")},
    {"do": "use yellow silver r1c3",
     "say": Msg("Your die went into silver, so the dice it sent to the platter may follow it "
                "there, each in the row of its own colour: mark the yellow 3 in the yellow "
                "row.")},
    {"do": "use green silver r3c2",
     "say": Msg("And the green 2 in the green row. Each silver row scores by its marks: three "
                "rows of one mark already score 6.")},
    {"do": "roll 6 5 2",
     "say": Msg("The white, blue and pink dice were not lower than your 4: they are still "
                "yours. Roll them.")},
    {"do": "use blue blue 1",
     "say": Msg("Take the blue 5. Blue counts blue + white: 5 + 6 = 11 in its first box. "
                "Every later sum must be at most the one before it, so a high start leaves "
                "room.")},
    {"do": "roll 3",
     "say": Msg("The pink 2 went to the platter; the white 6 stayed with you. Roll it for your "
                "third choice.")},
    {"do": "use white yellow r1c2",
     "say": Msg("The white die counts as any colour: take the white 3 as yellow and circle a "
                "yellow 3. A yellow number is circled first and crossed later; only crosses "
                "score.")},
    {"do": "roll 6 5 6 3 2 1",
     "say": Msg("Playing alone, the passive turn comes next: roll all six dice; the three "
                "lowest go on the silver platter.")},
    {"do": "use green green 1",
     "say": Msg("Take the green 3 from the platter: green writes the die times the number of "
                "its box, here 3 \u00d7 2 = 6. Green's boxes go in pairs, each scoring its first "
                "box minus its second: a high first box is good.")},
    {"do": "roll 2 3 4 1 5 3",
     "say": Msg("Round 2 starts and gives you a +1 action. Roll all six dice.")},
    {"do": "use yellow yellow r1c2",
     "say": Msg("Take the yellow 3 and cross the 3 you circled: now it scores. The white 2 and "
                "green 1 go to the platter; the silver 3 is not lower, so it stays.")},
    {"do": "roll 6 6 3",
     "say": Msg("Roll the blue, pink and silver dice.")},
    {"do": "use blue blue 2",
     "say": Msg("Take the blue 6: with the white 2 from the platter it makes 8, not more than "
                "the 11 before it. Blue's second box gives a return action.")},
    {"do": "roll 1",
     "say": Msg("A return could now bring a platter die back into the cup; keep yours for "
                "later. Roll the pink die.")},
    {"do": "forfeit",
     "say": Msg("A pink 1 would score just 1. In Twice as Clever you may skip a roll you do "
                "not want: skip this one. It counts as your third roll.")},
    {"do": "plus1 green green 2",
     "say": Msg("Your +1 action enters any die again at the end of your turn, the platter's "
                "too: take the green 1 into green's second box. 1 \u00d7 2 = 2, so the pair "
                "scores 6 \u2212 2 = 4, and the box gives a reroll.")},
    {"do": "roll 5 6 4 6 3 2",
     "say": Msg("Your passive turn of round 2: roll all six dice.")},
    {"do": "use pink pink 1",
     "say": Msg("The blue 4 does not fit: with the white 5 it makes 9, more than blue's 8. Take "
                "the pink 3 instead: pink takes any number, and its first two boxes have no "
                "bonus.")},
    {"do": "roll 3 1 2 4 6 2",
     "say": Msg("Round 3 starts and gives you another return action: you now hold two. Roll "
                "all six dice.")},
    {"do": "use pink pink 2",
     "say": Msg("Take the pink 6 into pink's second box. Every other die is lower, so they all "
                "go to the platter and your cup is empty.")},
    {"do": "return green",
     "say": Msg("Your turn need not end: a return takes a die from the platter back into the "
                "cup. Return the green 4.")},
    {"do": "roll 5",
     "say": Msg("Roll the green die again.")},
    {"do": "use green green 3",
     "say": Msg("Take the green 5: 5 \u00d7 2 = 10 in the first box of green's second pair.")},
    {"do": "done",
     "say": Msg("Your cup is empty again. Keep your last return for a later turn: end your "
                "turn.")},
    {"do": "roll 2 5 6 3 1 6",
     "say": Msg("Your passive turn of round 3: roll all six dice.")},
    {"do": "use white pink 3",
     "say": Msg("Pink's third box gives a reroll, but only for a 2 or more: the pink 1 would "
                "earn nothing there. Take the white 2 as pink and earn the reroll.")},
)
DONE = Msg("You know what is new in Twice as Clever! Round 4 begins with a black ?: a ? in any "
           "area you choose. Play on from here, or start a normal game whenever you like.")
