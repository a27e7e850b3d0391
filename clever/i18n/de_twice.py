"""German for Twice as Clever's engine texts (clever/variants/twice_as_clever.py,
and what the turn flow says of its return action, silver chain and skipped
rolls: clever/game.py, clever/event_words.py).

Data only: English text (the key, exactly as the code writes it) -> German.
The printed German edition is "Doppelt so clever"; its return action is a
"Rückhol-Aktion", here "Rückholen" as "Polieren" is in Clever hoch vier."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- names: the game, its sixth colour, the new action
    "Twice as Clever": "Doppelt so clever",
    "silver": "Silber",
    "Silver": "Silber",
    "return": "Rückholen",
    "a return": "ein Rückholen",
    # --- what happened (the log)
    "{name} gained a return action.": "{name} erhält eine Rückhol-Aktion.",
    "{name} lost a return action: its track is full.":
        "{name} verliert eine Rückhol-Aktion: Die Leiste ist voll.",
    "{name} returned the {shown} from the silver platter to the cup.":
        "{name} holt {shown} vom Silbertablett zurück in den Becher.",
    "{name} also marked the {shown} in {box} (it went to the platter).":
        "{name} trägt auch {shown} in {box} ein (der Würfel kam aufs Tablett).",
    "{name} skipped roll {n}.": "{name} lässt Wurf {n} aus.",
    # --- what is asked now
    "{name}: mark the dice sent to the silver platter in silver (or finish)":
        "{name}: die aufs Silbertablett gelegten Würfel in Silber ankreuzen (oder beenden)",
    # --- refusals
    "This game has no return action.": "Dieses Spiel hat keine Rückhol-Aktion.",
    "A return is used by the active player after a choice, before the next roll. {now}":
        "Zurückholen darf nur der aktive Spieler, nach einer Wahl und vor dem nächsten Wurf. "
        "{now}",
    "{name} has no return action left.": "{name} hat keine Rückhol-Aktion mehr.",
    "After the third choice no die can be returned.":
        "Nach der dritten Wahl kann kein Würfel mehr zurückgeholt werden.",
    "Only a die on the silver platter can be returned; the {die} die is {where}.":
        "Nur ein Würfel auf dem Silbertablett kann zurückgeholt werden; der Würfel {die} ist "
        "{where}.",
    "Only the dice this choice sent to the silver platter may be marked in silver now; the "
    "{die} die is not one of them.":
        "Jetzt dürfen nur die Würfel in Silber angekreuzt werden, die diese Wahl aufs "
        "Silbertablett geschickt hat; der Würfel {die} gehört nicht dazu.",
    "These dice may be marked only in {area}.":
        "Diese Würfel dürfen nur in {area} angekreuzt werden.",
    "The {shown} has no free box in {area}.": "Für {shown} ist in {area} kein Feld frei.",
    # --- table options
    "Third-pick leftovers chain too": "Reste der dritten Wahl auch in Silber",
    "On the third pick into silver, the dice left over (equal or higher) that go to the "
    "platter as the turn ends may be marked in silver too, not only the lower dice.":
        "Geht die dritte Wahl in Silber, dürfen auch die übrigen Würfel (gleich oder höher), "
        "die am Ende des Zugs aufs Tablett kommen, in Silber angekreuzt werden, nicht nur die "
        "niedrigeren.",
    "A usable roll must be used": "Ein nutzbarer Wurf muss genutzt werden",
    "The active player may not skip a roll that has a die they could enter; only a roll with "
    "no usable die is lost.":
        "Der aktive Spieler darf keinen Wurf auslassen, von dem er einen Würfel eintragen "
        "könnte; nur ein Wurf ohne nutzbaren Würfel verfällt.",
    # --- solo titles (a faithful translation, not the printed German wording)
    "Twice as clever!": "Doppelt so clever!",
    "Points = IQ!": "Punkte = IQ!",
    "Respect!": "Respekt!",
    "This can't be luck!": "Das kann kein Glück sein!",
    "People, look at this!": "Leute, schaut euch das an!",
    "Pretty, pretty clever!": "Ganz, ganz schön clever!",
    "You've been training!": "Da hat jemand geübt!",
    "You should be happy!": "Damit kannst du zufrieden sein!",
    "On the right way.": "Auf dem richtigen Weg.",
    "You can do better.": "Da geht noch mehr.",
    "Half as clever.": "Halb so clever.",
    # --- rules sections (the link from the game's Rules dialog) and sheet notes
    "returning a die": "einen Würfel zurückholen",
    "the silver chain": "die Silberkette",
    "the silver die marks its number in any row":
        "der silberne Würfel kreuzt seine Zahl in einer beliebigen Reihe an",
    "circle a number, then cross a circled one":
        "eine Zahl einkreisen, später eine eingekreiste ankreuzen",
    "blue + white, each at most the one before": "Blau + Weiß, jede Summe höchstens die davor",
    "die times the multiplier; each pair: first minus second":
        "Würfel mal Faktor; jedes Paar: erstes minus zweites",
    "any die; a bonus needs the number under it":
        "beliebiger Würfel; ein Bonus braucht die Zahl darunter",
    # --- the rules in short (the game's Rules dialog)
    "Enter dice on your sheet to score in five areas. Total = the five areas plus each fox "
    "times your lowest area (which may be negative).":
        "Trage Würfel auf deinem Blatt ein, um in fünf Bereichen Punkte zu sammeln. Summe = die "
        "fünf Bereiche plus jeder Fuchs mal dein schwächster Bereich (der auch negativ sein "
        "kann).",
    "Roll the dice still in the cup. Choose one die and enter it in its colour (the white die "
    "counts as any colour; in blue it is always blue + white). The die goes on one of your "
    "three die fields.":
        "Würfle mit den Würfeln, die noch im Becher sind. Wähle einen Würfel und trage ihn in "
        "seiner Farbe ein (der weiße Würfel zählt als jede Farbe; in Blau ist es immer Blau + "
        "Weiß). Der Würfel kommt auf eines deiner drei Würfelfelder.",
    "Every other die of that roll showing a <strong>lower</strong> number goes to the silver "
    "platter. When your die went into silver, each die it sends to the platter may be marked "
    "in silver too: a coloured die in its own colour's row, the white or silver die in any "
    "row.":
        "Jeder andere Würfel dieses Wurfs mit einer <strong>niedrigeren</strong> Zahl kommt auf "
        "das Silbertablett. Ging dein Würfel in Silber, darf jeder Würfel, den er aufs Tablett "
        "schickt, auch in Silber angekreuzt werden: ein farbiger Würfel in der Reihe seiner "
        "Farbe, der weiße oder der silberne Würfel in einer beliebigen Reihe.",
    "Roll the rest again. At most three choices per turn; what is left goes to the platter. "
    "You may skip a roll you do not want: it is lost and uses up a choice.":
        "Würfle mit dem Rest noch einmal. Höchstens drei Wahlen pro Zug; was übrig bleibt, "
        "kommt auf das Tablett. Einen Wurf, den du nicht willst, darfst du auslassen: Er "
        "verfällt und verbraucht eine Wahl.",
    "A <em>reroll</em> action rerolls all the dice just rolled. Before a roll (after a choice) "
    "a <em>return</em> action takes a die from the platter back into the cup: it is rolled "
    "again with the others.":
        "Ein <em>Neuwurf</em> würfelt alle gerade geworfenen Würfel noch einmal. Vor einem Wurf "
        "(nach einer Wahl) holt eine <em>Rückhol</em>-Aktion einen Würfel vom Tablett zurück in "
        "den Becher: Er wird mit den anderen neu gewürfelt.",
    "At the end of your own turn (active or passive) a +1 action lets you enter any of the six "
    "dice again, each die once per turn. Each action track has six spaces; filling the sixth "
    "gives its bonus.":
        "Am Ende deines eigenen Zugs (aktiv oder passiv) lässt dich eine +1-Aktion einen der "
        "sechs Würfel noch einmal eintragen, jeden Würfel einmal pro Zug. Jede Aktionsleiste "
        "hat sechs Plätze; wer den sechsten einkreist, bekommt ihren Bonus.",
    "<strong>Silver (S)</strong>: the silver die marks its number in any of the four rows. A "
    "number marked in all four rows gives the bonus below it. Each row scores by its marks: 2, "
    "4, 7, 11, 16, 22.":
        "<strong>Silber</strong>: Der silberne Würfel kreuzt seine Zahl in einer der vier "
        "Reihen an. Eine Zahl, die in allen vier Reihen angekreuzt ist, bringt den Bonus "
        "darunter. Jede Reihe zählt nach ihren Kreuzen: 2, 4, 7, 11, 16, 22.",
    "<strong>Yellow (Y)</strong>: a die circles a free matching number, or crosses one already "
    "circled. Rows and columns give their bonus when all their numbers are circled; only "
    "crosses score.":
        "<strong>Gelb</strong>: Ein Würfel kreist eine freie passende Zahl ein oder kreuzt eine "
        "schon eingekreiste an. Reihen und Spalten bringen ihren Bonus, sobald alle ihre Zahlen "
        "eingekreist sind; Punkte zählen nur die Kreuze.",
    "<strong>Blue (B)</strong>: write blue + white, left to right, each sum at most the one "
    "before. Points grow with the boxes filled.":
        "<strong>Blau</strong>: Schreibe Blau + Weiß ein, von links nach rechts, jede Summe "
        "höchstens so hoch wie die davor. Die Punkte wachsen mit den gefüllten Feldern.",
    "<strong>Green (G)</strong>: write the die times the box's multiplier, left to right. Each "
    "pair scores its first box minus its second, which may be negative.":
        "<strong>Grün</strong>: Schreibe den Würfel mal dem Faktor des Feldes ein, von links "
        "nach rechts. Jedes Paar zählt sein erstes Feld minus sein zweites, was auch negativ "
        "sein kann.",
    "<strong>Pink (P)</strong>: write any die, left to right; a box's bonus needs at least the "
    "number printed under it. Points: the sum written.":
        "<strong>Rosa</strong>: Schreibe einen beliebigen Würfel ein, von links nach rechts; "
        "der Bonus eines Feldes braucht mindestens die Zahl darunter. Punkte: die Summe der "
        "Zahlen.",
    "Filling a box or completing a row or column with a symbol gives its bonus at once: a "
    "\"?\" (any number, entered in that area as if rolled), a reroll, a +1, a return or a fox. "
    "A bonus that completes something else earns that bonus too (a chain), one after another. "
    "Rounds 1 to 4 start with a reroll, a +1, a return and a black \"?\" (any area).":
        "Ein Feld zu füllen oder eine Reihe oder Spalte mit Symbol zu vervollständigen bringt "
        "sofort den Bonus: ein „?“ (eine beliebige Zahl, in diesem Bereich eingetragen wie "
        "gewürfelt), einen Neuwurf, eine +1, ein Rückholen oder einen Fuchs. Ein Bonus, der "
        "etwas anderes vervollständigt, bringt auch dessen Bonus (eine Kette), einen nach dem "
        "anderen. Die Runden 1 bis 4 beginnen mit Neuwurf, +1, Rückholen und einem schwarzen "
        "„?“ (beliebiger Bereich).",
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Actions left at the end are worth "
    "nothing. Ties: the best single area wins; still level, the victory is shared.":
        "6 Runden bei 1 oder 2 Personen, 5 bei 3, 4 bei 4. Am Ende übrige Aktionen zählen "
        "nichts. Gleichstand: Der beste einzelne Bereich gewinnt; ist es dann noch gleich, wird "
        "der Sieg geteilt.",
}
