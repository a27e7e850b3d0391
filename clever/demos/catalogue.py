"""The rules demos: one small scripted position per rule that players get wrong.

Data only (clever/demos/runner.py plays them). Each demo:
  id      stable name, used in embed.html#demo=<id> and demos.json
  game    the variant ("pretty-clever" or "clever-4ever")
  title   what the demo teaches, in a few words
  rule    the rulings it shows (shared/rules/*.md), may be empty
  task    the one line the player reads
  players (optional) how many play, 1 (solo) unless given; "You" is the first
  position (optional) where the demo starts (clever/position.py: the
          sheets, round, seats, bonuses waiting and dice on the table),
          checked against the rules; a new game when absent
  script  the actions that lead to the demo's position from there; every
          roll names its dice (`roll F F ...`: faces in the order of the
          game's dice, of the dice being rolled), so the position is always
          the same
  goal    `actions`: the action patterns that complete the task ('*' = any
          one word), `event` (optional): fields one of the action's events
          must have (clever/game.py Event), e.g. {"kind": "fox"}
  wrong   a tempting action the rules refuse (the demo shows why)
  done    what the player reads once the task is completed
title, task and done are Msgs: English here, translated by the views
(clever/i18n/*_rules.py holds their German and French).
"""

from __future__ import annotations

from ..i18n import Msg

PC, FE = "pretty-clever", "clever-4ever"
SIXES = "roll 6 6 6 6 6 6"
ONE_SIX = "roll 1 1 1 1 1 6"  # only the purple 6 is kept: the turn ends

DEMOS = (
    # ---------------- That's Pretty Clever ----------------
    {
        "id": "yellow", "game": PC, "title": Msg("Yellow: cross a matching number"), "rule": "",
        "task": Msg("Enter the yellow 6: cross a yellow box that shows 6."),
        "script": ["roll 1 6 1 1 1 1"],
        "goal": {"actions": ["use yellow yellow *"]},
        "wrong": "use yellow yellow r1c3",
        "done": Msg("Yellow boxes may be crossed in any order; a full column scores its points."),
    },
    {
        "id": "blue-sum", "game": PC, "title": Msg("Blue: the blue die plus the white die"),
        "rule": "",
        "task": Msg("The white 2 is on the silver platter, yet it still counts: "
                    "enter the blue 5 in blue."),
        "script": ["roll 2 4 5 1 1 1", "use yellow yellow r3c4", "roll 5"],
        "goal": {"actions": ["use blue blue r2c3"]},
        "wrong": "use blue blue r2c1",
        "done": Msg("Blue always counts blue + white, wherever the white die lies: 5 + 2 = 7."),
    },
    {
        "id": "platter", "game": PC, "title": Msg("Lower dice go to the silver platter"),
        "rule": "",
        "task": Msg("Your orange 5 sent every lower die to the silver platter: "
                    "enter the only die left, the purple 6."),
        "script": ["roll 1 2 3 4 5 6", "use orange orange 1", "roll 6"],
        "goal": {"actions": ["use purple purple 1"]},
        "wrong": "use green green 1",
        "done": Msg("Dice lower than the one you choose go to the silver platter, "
                    "for the other players: you cannot roll them again this turn."),
    },
    {
        "id": "out-of-dice", "game": PC, "title": Msg("Three choices, or fewer when dice run out"),
        "rule": "",
        "task": Msg("Choose the purple 6: the other five dice are all lower, so they all go to "
                    "the silver platter and your turn ends early."),
        "script": ["roll 2 3 1 4 5 6"],
        "goal": {"actions": ["use purple purple 1"],
                 "event": {"kind": "to_platter", "dice": (
                     ("white", 2), ("yellow", 3), ("blue", 1), ("green", 4), ("orange", 5))}},
        "wrong": "use purple purple 2",
        "done": Msg("You may make up to three choices, but when no dice are left to roll your "
                    "turn ends: a high die early can cost you choices."),
    },
    {
        "id": "green", "game": PC, "title": Msg("Green: at least the number under the box"),
        "rule": "",
        "task": Msg("Green's third box needs a 3 or more: enter a die there."),
        "script": ["roll 3 3 3 1 3 3", "use green green 1", "roll 2 3 3 3 3",
                   "use white green 2", "roll 3 3 3 3", "use yellow yellow r4c2",
                   SIXES, "pass", "roll 4 1 1 2 1 1"],
        "goal": {"actions": ["use white green 3"]},
        "wrong": "use green green 3",
        "done": Msg("The white die may stand in for any colour: its 4 fills green's third box."),
    },
    {
        "id": "orange", "game": PC, "title": Msg("Orange: some boxes count double or triple"),
        "rule": "",
        "task": Msg("Orange's fourth box doubles its number: enter the orange 5."),
        "script": ["roll 1 1 1 1 1 1", "use orange orange 1", "roll 1 1 1 1 1",
                   "use white orange 2", "roll 1 1 1 1", "use yellow yellow r2c2",
                   "roll 6 6 6 6 1 6", "use orange orange 3", "roll 1 1 1 1 5 1"],
        "goal": {"actions": ["use orange orange 4"]},
        "wrong": "use orange orange 5",
        "done": Msg("Orange fills left to right with any number; box 4 scores it twice: 10."),
    },
    {
        "id": "purple-rising", "game": PC, "title": Msg("Purple: each number higher than the last"),
        "rule": "",
        "task": Msg("Purple shows a 3: enter a higher number after it."),
        "script": ["roll 1 1 1 1 1 3", "use purple purple 1", SIXES, "pass",
                   "roll 2 1 1 1 1 5"],
        "goal": {"actions": ["use purple purple 2"]},
        "wrong": "use white purple 2",
        "done": Msg("Each purple number must be higher than the one before it."),
    },
    {
        "id": "purple-six", "game": PC, "title": Msg("Purple: anything may follow a 6"),
        "rule": "",
        "task": Msg("Purple shows a 6: enter the white 2 in purple after it."),
        "script": [SIXES, "use purple purple 1", "roll 2 1 1 1 1"],
        "goal": {"actions": ["use white purple 2"]},
        "wrong": "use white purple 3",
        "done": Msg("After a 6 purple starts again: any number may follow it."),
    },
    {
        "id": "reroll", "game": PC, "title": Msg("Reroll: roll the same dice again"), "rule": "",
        "task": Msg("You hold a reroll action from round 1: use it on this roll."),
        "script": ["roll 1 1 1 1 1 1"],
        "goal": {"actions": ["reroll"]},
        "wrong": "pass",
        "done": Msg("A reroll rolls every die you just rolled again; it is spent "
                    "whether or not the new roll is better. Unused rerolls are lost at the end."),
    },
    {
        "id": "plus1", "game": PC, "title": Msg("+1: enter any die again at the end of your turn"),
        "rule": "R4, R5",
        "task": Msg("Your three choices are made: use your +1 action on any of the six dice."),
        "script": ["roll 1 1 1 1 1 6", "use purple purple 1", SIXES, "pass",
                   "roll 1 1 1 1 1 6", "use purple purple 2"],
        "goal": {"actions": ["plus1 * * *"]},
        "wrong": "plus1 yellow yellow r1c2",
        "done": Msg("A +1 enters one die again, from your fields or the silver platter; "
                    "it must be entered somewhere."),
    },
    {
        "id": "passive-pick", "game": PC,
        "title": Msg("The passive turn: one die from the platter"),
        "rule": "R3",
        "task": Msg("Solo passive turn: the three lowest dice are on the silver platter. "
                    "Take one of them."),
        "script": ["roll 1 2 3 4 5 6", "use orange orange 1", "roll 6",
                   "use purple purple 1", "roll 1 2 3 4 5 6"],
        "goal": {"actions": ["use * * *"]},
        "wrong": "use purple purple 2",
        "done": Msg("A passive player takes one silver-platter die (or passes)."),
    },
    {
        "id": "passive-fallback", "game": PC,
        "title": Msg("The passive fallback: no platter die fits"),
        "rule": "R7",
        "task": Msg("None of the three silver-platter dice fits your sheet: "
                    "take one of the other dice."),
        "script": ["roll 1 1 6 1 6 6", "use yellow yellow r2c2", "roll 1 6 1 6 5",
                   "use green green 1", "roll 1 6 6 5", "use white yellow r3c1",
                   "roll 6 6 6 6 6 5", "use purple purple 1", SIXES, "use orange orange 1",
                   "roll 6 6 6 6 6", "use white orange 2", "roll 6 6 6 6",
                   "use yellow yellow r1c2", "done", "roll 6 1 6 1 6 1"],
        "goal": {"actions": ["use * * *"]},
        "wrong": "use purple purple 2",
        "done": Msg("When no silver-platter die can be used, the passive player may take "
                    "any other die instead."),
    },
    {
        "id": "chain", "game": PC, "title": Msg("A bonus chain"), "rule": "R6",
        "task": Msg("Yellow's top row gave you a blue X: place it so it completes a blue "
                    "column and earns its bonus too."),
        "script": ["roll 6 3 6 6 6 6", "use yellow yellow r1c1", "roll 6 3 6 6 6",
                   "use blue blue r3c1", "roll 6 6 6 6", "use white yellow r1c2",
                   "roll 6 5 6 6 6 6", "use yellow yellow r1c3"],
        "goal": {"actions": ["bonus blue r2c1"],
                 "event": {"kind": "action_gained", "action": "reroll"}},
        "wrong": "pass",
        "done": Msg("One bonus led to another: blue's first column gave a reroll. "
                    "Chains resolve one bonus after another."),
    },
    {
        "id": "fox", "game": PC, "title": Msg("Foxes score your weakest area"), "rule": "",
        "task": Msg("Cross the last box of yellow's bottom row to earn its fox."),
        "script": ["roll 3 3 6 6 6 6", "use yellow yellow r4c2", "roll 4 6 6 6 6",
                   "use white yellow r4c3", "roll 6 6 6 6", "use orange orange 1",
                   SIXES, "pass", "roll 1 6 1 1 1 1"],
        "goal": {"actions": ["use yellow yellow r4c4"], "event": {"kind": "fox"}},
        "wrong": "use yellow yellow r1c3",
        "done": Msg("Each fox scores as many points as your weakest area at the end: "
                    "keep every area growing."),
    },
    {
        "id": "round-four", "game": PC, "title": Msg("Round 4's black bonus"), "rule": "R9",
        "task": Msg("Round 4 begins with a black X or black 6: place it in the area you choose."),
        # three rounds of a purple 6 a turn: the purple reroll and the rounds'
        # reroll, +1 and reroll are circled; round 4 has begun
        "position": {"round": 4, "sheets": [{"purple": [6, 6, 6], "rerolls": [3, 0],
                                             "plus1": [1, 0]}],
                     "bonuses": [[0, ["black"]]]},
        "script": [],
        "goal": {"actions": ["bonus * *", "bonus * * *"]},
        "wrong": "roll",
        "done": Msg("Rounds 1 to 4 each start with a bonus: a reroll, a +1, a reroll, "
                    "then this black X or 6."),
    },
    {
        "id": "end-of-game", "game": PC,
        "title": Msg("The end of the game: foxes and your weakest area"), "rule": "",
        "task": Msg("The game's last choice, and you have a fox: it scores your weakest area. "
                    "Take the silver-platter die that scores you the most."),
        # round 6's passive half: a yellow column, two blue and two green
        # crosses, a purple 6 in every box; blue (2) is the weakest area, so a
        # third blue cross lifts the fox too (68, not 66-67)
        "position": {"round": 6, "sheets": [{
            "yellow": ["r1c1", "r1c2", "r2c1", "r3c1"], "blue": ["r1c2", "r2c1"],
            "green": [1, 2], "orange": [5, 1], "purple": [6, 6, 6, 6, 6, 6, 6],
            "rerolls": [3, 0], "plus1": [2, 2]}],
            "dice": [[2, "platter"], [6, "aside"], [2, "platter"], [6, "aside"],
                     [1, "platter"], [6, "aside"]]},
        "script": [],
        "goal": {"actions": ["use * blue *"], "event": {"kind": "game_end"}},
        "wrong": "use yellow yellow r1c3",
        "done": Msg("The game is over: 68 points. The blue cross lifted blue from 2 to 4, so green "
                    "(3) became your weakest area and your fox scored 3, not 2. Rerolls left "
                    "unused are lost. With other players, a tie goes to the best single area."),
    },
    {
        "id": "tie-break", "game": PC, "players": 2,
        "title": Msg("The tie-break: the best single area"), "rule": "",
        "task": Msg("The game's last choice: Player 2 leads by 1 point. Take a silver-platter "
                    "die that draws level and wins the tie-break."),
        # two players who played the same moves (a purple 6 a turn, the rest to
        # the platter, no passive picks); in round 6 Player 2 also entered an
        # orange 1, so leads 42 to 41 when You take the last passive pick
        "position": {"round": 6, "active": 1, "sheets": [
            {"yellow": ["r1c1"], "blue": ["r1c2"], "green": [1, 0], "orange": [1],
             "purple": [6, 6, 6, 6, 6, 6], "rerolls": [3, 0], "plus1": [2, 2]},
            {"yellow": ["r1c1"], "blue": ["r1c2"], "green": [1, 0], "orange": [1, 1],
             "purple": [6, 6, 6, 6, 6, 6], "rerolls": [3, 0], "plus1": [2, 2]}],
            "dice": [[1, "platter"], [1, "platter"], [1, "platter"], [1, "platter"],
                     [1, "field"], [6, "field"]]},
        "script": [],
        "goal": {"actions": ["use white purple *"], "event": {"kind": "game_end"}},
        "wrong": "use purple purple 7",
        "done": Msg("Level at 42 points, and a tie goes to the best single area: your purple "
                    "(37) beats Player 2's (36). Drawing level anywhere else would have shared "
                    "the victory."),
    },
    # ---------------- Clever 4Ever ----------------
    {
        "id": "4ever-blue", "game": FE,
        "title": Msg("Blue: the blue die picks the row, white the column"),
        "rule": "C1",
        "task": Msg("Enter the blue 5 with the white 3: which cell does it cross?"),
        "script": ["roll 3 2 5 1 3 3"],
        "goal": {"actions": ["use blue blue r5c3"]},
        "wrong": "use blue blue r3c5",
        "done": Msg("Blue's row is the blue die and its column the white die; "
                    "the numbers are not added."),
    },
    {
        "id": "4ever-yellow", "game": FE,
        "title": Msg("Yellow: three rows, three rules"),
        "rule": "C4",
        "task": Msg("Yellow's top row shows a 3 and must rise. Enter the yellow 2 in the row "
                    "whose sum counts for you."),
        "script": ["roll 1 3 1 1 1 1", "use yellow yellow r1c1", SIXES, "pass",
                   "roll 1 2 1 1 1 1"],
        "goal": {"actions": ["use * yellow r3c1"]},
        "wrong": "use yellow yellow r1c2",
        "done": Msg("The top row must rise and scores only bonuses; the middle row's sum counts "
                    "against you; the bottom row's sum counts for you."),
    },
    {
        "id": "4ever-fox", "game": FE,
        "title": Msg("Foxes: worth your weakest area, even below zero"),
        "rule": "",
        "task": Msg("Blue's 6th row gives a fox on its second cross: enter the blue 6."),
        "script": ["roll 1 2 6 1 1 1", "use blue blue r6c1", SIXES, "pass",
                   "roll 2 1 6 1 1 1"],
        "goal": {"actions": ["use blue blue r6c2"], "event": {"kind": "fox"}},
        "wrong": "use blue blue r5c2",
        "done": Msg("Each fox scores your weakest area at the end, and in Clever 4Ever that can "
                    "be below zero. Each grey shade you cross completely gives a fox too."),
    },
    {
        "id": "4ever-shade-fox", "game": FE,
        "title": Msg("Grey: a whole shade crossed earns a fox"),
        "rule": "",
        "task": Msg("Every white cell of grey is crossed but two: enter the grey 2 there to "
                    "complete the white shade and earn a fox."),
        # four rounds of two grey parts a turn (the grey 6, then the white 6 as
        # grey), along a path of parts that reaches every white part; round 5
        "position": {"round": 5, "sheets": [{
            "yellow": [[1], [], []], "blue": ["r1c1", "r1c2", "r1c3"],
            "grey": ["r1c1", "r1c2", "r1c4", "r1c8", "r1c10", "r1c13", "r2c14", "r3c12"],
            "green": {"lower": [1, 1], "upper": []}, "rerolls": [3, 0], "plus1": [1, 0],
            "polish": [4, 0]}]},
        "script": ["roll 1 1 1 2 1 1"],
        "goal": {"actions": ["use grey grey r3c7"], "event": {"kind": "fox"}},
        "wrong": "use grey grey r2c1",
        "done": Msg("Each shade of grey (white, light grey, dark grey) whose cells are all "
                    "crossed earns a fox: up to three from grey alone."),
    },
    {
        "id": "4ever-grey", "game": FE, "title": Msg("Grey: one whole part, from the left edge"),
        "rule": "C11",
        "task": Msg("Enter the grey 4: cross a whole part of at most 4 boxes that starts "
                    "at the left edge."),
        "script": ["roll 2 2 2 4 2 2"],
        "goal": {"actions": ["use grey grey *"]},
        "wrong": "use grey grey r1c2",
        "done": Msg("A grey die of n crosses one whole part of up to n boxes; later parts "
                    "must touch a crossed box."),
    },
    {
        "id": "4ever-green", "game": FE,
        "title": Msg("Green: lower and upper triangles"),
        "rule": "C2",
        "task": Msg("Enter the green 3 in a green triangle."),
        "script": ["roll 3 2 5 1 3 3"],
        "goal": {"actions": ["use green green *"]},
        "wrong": "use green green l2",
        "done": Msg("Lower and upper triangles fill left to right as two rows; "
                    "a lower triangle gives its bonus at once."),
    },
    {
        "id": "4ever-pink", "game": FE, "title": Msg("Pink: the number has an effect"), "rule": "",
        "task": Msg("Enter the pink 3 in pink: a 3 writes another 3 after it."),
        "script": ["roll 3 2 5 1 3 3"],
        "goal": {"actions": ["use pink pink 1"]},
        "wrong": "use pink pink 2",
        "done": Msg("Pink takes any number: 2 and 4 score extra, 3 repeats, "
                    "5 and 6 give the bonus under the box."),
    },
    {
        "id": "4ever-polish", "game": FE, "title": Msg("Polish: change a platter die by 1"),
        "rule": "C3, C8",
        "task": Msg("You hold polish: take a silver-platter die and polish it up or down by 1."),
        "script": ["roll 6 6 6 1 6 6", "use grey grey r1c1", "roll 6 6 6 6 6",
                   "use pink pink 1", "roll 6 6 6 6", "use green green l1",
                   "roll 5 2 6 4 6 6"],
        "goal": {"actions": ["use * * * polish *"]},
        "wrong": "use pink pink 2 polish -1",
        "done": Msg("Polish changes only a die taken from the silver platter, "
                    "and 1 and 6 are not next to each other."),
    },
)
