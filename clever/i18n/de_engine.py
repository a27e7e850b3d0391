"""German for the engine's texts (clever/: rules explanations, log, titles, counter, history).

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- names from the variants' data: colours as nouns ("Blau 3", "in Gelb")
    "yellow": "Gelb",
    "blue": "Blau",
    "green": "Grün",
    "orange": "Orange",
    "purple": "Lila",
    "white": "Weiß",
    "grey": "Grau",
    "pink": "Rosa",
    "light grey": "Hellgrau",
    "dark grey": "Dunkelgrau",
    "top": "oben",
    "middle": "Mitte",
    "bottom": "unten",
    "That's Pretty Clever": "Ganz schön clever",
    "Clever 4Ever": "Clever hoch vier",
    "black X or black 6": "schwarzes X oder schwarze 6",
    "black ? (any area)": "schwarzes ? (beliebiger Bereich)",
    # solo titles (a faithful translation, not the printed German wording)
    "You're so clever!": "Du bist ja so clever!",
    "Are you Einstein?": "Bist du Einstein?",
    "What a genius!": "Was für ein Genie!",
    "Impressive!": "Beeindruckend!",
    "Hats off to you!": "Hut ab!",
    "Great result!": "Tolles Ergebnis!",
    "That was pretty good.": "Das war ganz gut.",
    "Not bad... you could do better.": "Nicht schlecht … das geht noch besser.",
    "Try harder!": "Streng dich mehr an!",
    "Clever 4ever!": "Clever hoch vier!",
    "Clever once again!": "Wieder einmal clever!",
    "Hey, Einstein!": "Hallo, Einstein!",
    "Your friends will envy you.": "Deine Freunde werden dich beneiden.",
    "That's pretty clever!": "Ganz schön clever!",
    "Prodigy in training": "Wunderkind in Ausbildung",
    "It's going up": "Es geht aufwärts",
    "Don't get upset!": "Nicht ärgern!",
    "There is still room to improve": "Da ist noch Luft nach oben",
    "Just bad luck": "Einfach Pech gehabt",
    "Let's talk about something else": "Reden wir über etwas anderes",
    # table options
    "Same dice for everyone": "Gleiche Würfel für alle",
    "Each roll's dice depend only on the seed, the round, whose turn it is and how many dice "
    "were chosen and rerolled this turn, not on earlier choices: everyone playing the same seed "
    "gets the same dice in the same situation (as in the daily challenge).":
        "Die Würfel jedes Wurfs hängen nur vom Startwert, von der Runde, davon, wer am Zug ist, "
        "und davon ab, wie viele Würfel in diesem Zug gewählt und neu geworfen wurden – nicht "
        "von früheren Entscheidungen: Wer mit demselben Startwert spielt, bekommt in derselben "
        "Lage dieselben Würfel (wie bei der Tagesaufgabe).",
    "White may stand in for blue": "Weiß darf für Blau stehen",
    "The white die may be entered in blue too: it crosses the cell the blue die would (blue "
    "die's row, white die's column).":
        "Der weiße Würfel darf auch in Blau eingetragen werden: Er kreuzt das Feld an, das der "
        "blaue Würfel ankreuzen würde (Zeile des blauen, Spalte des weißen Würfels).",
    "Upper green triangle only above a filled lower one":
        "Oberes grünes Dreieck nur über einem gefüllten unteren",
    "A green value may go in an upper triangle only when the lower triangle of the same field "
    "is already filled.":
        "Ein grüner Wert darf nur dann in ein oberes Dreieck, wenn das untere Dreieck desselben "
        "Feldes schon gefüllt ist.",
    "table options must be a list of option names":
        "Tischoptionen müssen eine Liste von Optionsnamen sein",
    "{option} is not a table option of {game} (options: {have})":
        "{option} ist keine Tischoption von {game} (Optionen: {have})",
    # --- pieces
    "{die} {face}": "{die} {face}",
    "{first}, {rest}": "{first}, {rest}",
    "{shown} ({value})": "{shown} ({value})",
    "{shown} ({area}: {value})": "{shown} ({area}: {value})",
    "{shown} polished to {face}": "{shown} (poliert auf {face})",
    "reroll": "Neuwurf",
    "+1": "+1",
    "polish": "Polieren",
    "fox": "Fuchs",
    "a reroll": "ein Neuwurf",
    "a +1": "eine +1",
    "a polish": "ein Polieren",
    "a fox": "ein Fuchs",
    "{colour} X": "X in {colour}",
    "{colour} {number}": "{number} in {colour}",
    "{colour} ?": "? in {colour}",
    "not rolled": "nicht geworfen",
    "just rolled": "gerade geworfen",
    "on a die field": "auf einem Würfelfeld",
    "on the silver platter": "auf dem Silbertablett",
    "not on the platter": "nicht auf dem Tablett",
    # --- boxes (a label without article: "in Feld 3 (Grün)")
    "{area} box {n}": "Feld {n} ({area})",
    "the {area} {number} box (row {row}, column {col})":
        "Kästchen {number} ({area}, Zeile {row}, Spalte {col})",
    "{area} row {row}, column {col}": "Zeile {row}, Spalte {col} ({area})",
    "row {row}, column {col}": "Zeile {row}, Spalte {col}",
    "{area} {row} row, box {col}": "Feld {col} ({area}, Reihe {row})",
    "{area} field {n}, lower triangle": "Feld {n} ({area}, unteres Dreieck)",
    "{area} field {n}, upper triangle": "Feld {n} ({area}, oberes Dreieck)",
    "the {shade} part of {n} boxes from row {row}, column {col}": (
        "Teil ({shade}, {n} Kästchen ab Zeile {row}, Spalte {col})",
        "Teil ({shade}, {n} Kästchen ab Zeile {row}, Spalte {col})"),
    # --- why a value cannot go in a box (after "…: ")
    "that cell is already crossed.": "dieses Feld ist schon angekreuzt.",
    "the {first} die names row {row} and the {second} die column {col}.":
        "der Würfel {first} bestimmt Zeile {row} und der Würfel {second} Spalte {col}.",
    "the first die names row {row} and the second die column {col}.":
        "der erste Würfel bestimmt Zeile {row} und der zweite Spalte {col}.",
    "boxes are filled left to right; the next one is box {n}.":
        "die Felder werden von links nach rechts gefüllt; als Nächstes ist Feld {n} dran.",
    "the area is full.": "der Bereich ist voll.",
    "the box shows {number}, the value is {value}.":
        "im Kästchen steht {number}, der Wert ist {value}.",
    "that box is already crossed.": "dieses Kästchen ist schon angekreuzt.",
    "that part has {n} boxes; the die shows only {value}.": (
        "dieser Teil hat {n} Kästchen; der Würfel zeigt nur {value}.",
        "dieser Teil hat {n} Kästchen; der Würfel zeigt nur {value}."),
    "that part is already crossed.": "dieser Teil ist schon angekreuzt.",
    "a part must touch a box already crossed.":
        "ein Teil muss an ein schon angekreuztes Kästchen grenzen.",
    "the first grey part must be one of the two start parts at the left.":
        "der erste graue Teil muss einer der beiden Startteile links sein.",
    "in the {row} row each entry must be higher than the one before ({prev}).":
        "in Reihe {row} muss jede Zahl höher sein als die vorige ({prev}).",
    "the {row} row is full.": "Reihe {row} ist voll.",
    "each row fills left to right; the next box of the {row} row is box {n}.":
        "jede Reihe wird von links nach rechts gefüllt; das nächste Feld in Reihe {row} ist "
        "Feld {n}.",
    "it must be higher than the previous {n} (anything may follow a 6).":
        "die Zahl muss höher sein als die vorige {n} (nach einer 6 darf alles folgen).",
    "it needs {n} or more.": "dafür braucht es mindestens eine {n}.",
    "with this table's option an upper triangle waits for the lower one of its field (field {n} "
    "has none yet).":
        "mit der Tischoption dieses Spiels wartet ein oberes Dreieck auf das untere seines "
        "Feldes (Feld {n} hat noch keins).",
    "every upper triangle is filled.": "alle oberen Dreiecke sind gefüllt.",
    "every lower triangle is filled.": "alle unteren Dreiecke sind gefüllt.",
    "upper triangles fill left to right; the next one is in field {n}.":
        "obere Dreiecke werden von links nach rechts gefüllt; das nächste ist in Feld {n}.",
    "lower triangles fill left to right; the next one is in field {n}.":
        "untere Dreiecke werden von links nach rechts gefüllt; das nächste ist in Feld {n}.",
    # --- what is asked now
    "{name}: roll the dice": "{name}: würfeln",
    "{name}: choose a die": "{name}: einen Würfel wählen",
    "{name}: take a die from the silver platter (or pass)":
        "{name}: einen Würfel vom Silbertablett nehmen (oder passen)",
    "{name}: use a +1 action (or finish the turn)":
        "{name}: eine +1-Aktion nutzen (oder den Zug beenden)",
    "{name}: place a bonus": "{name}: einen Bonus eintragen",
    "{name}: place the bonus {bonus}": "{name}: den Bonus {bonus} eintragen",
    "{name}: roll for the passive turn": "{name}: für den passiven Zug würfeln",
    "The game is over.": "Das Spiel ist vorbei.",
    # --- what happened (the log)
    "Round {n} begins.": "Runde {n} beginnt.",
    "{name} starts (drawn at random).": "{name} beginnt (ausgelost).",
    "{name} starts (chosen at set-up).": "{name} beginnt (beim Einrichten gewählt).",
    "Turn: {name}.": "Am Zug: {name}.",
    "{name} rolled {dice}.": "{name} würfelt {dice}.",
    "Passive roll: {dice}; on the silver platter: {platter}.":
        "Passiver Wurf: {dice}; auf dem Silbertablett: {platter}.",
    "To the silver platter: {dice}.": "Aufs Silbertablett: {dice}.",
    "{name} used a reroll action.": "{name} nutzt einen Neuwurf.",
    "{name} could not use any die: roll {n} is lost.":
        "{name} kann keinen Würfel nutzen: Wurf {n} verfällt.",
    "{name} passed.": "{name} passt.",
    "{name} can use no die and passes.": "{name} kann keinen Würfel nutzen und passt.",
    "{name} entered the {shown} in {box}.": "{name} trägt {shown} in {box} ein.",
    "{name} entered the {shown} as {area} in {box}.":
        "{name} trägt {shown} als {area} in {box} ein.",
    "{name} entered the {shown} in {box} with a +1 action.":
        "{name} trägt {shown} mit einer +1-Aktion in {box} ein.",
    "{name} entered the {shown} as {area} in {box} with a +1 action.":
        "{name} trägt {shown} mit einer +1-Aktion als {area} in {box} ein.",
    "{name} wrote an X in {box} (bonus).": "{name} trägt ein X in {box} ein (Bonus).",
    "{name} wrote a black X in {box} (bonus).":
        "{name} trägt ein schwarzes X in {box} ein (Bonus).",
    "{name} wrote a {value} in {box} (bonus).": "{name} trägt eine {value} in {box} ein (Bonus).",
    "{name} wrote a black {value} in {box} (bonus).":
        "{name} trägt eine schwarze {value} in {box} ein (Bonus).",
    "{name} crossed {box} (black ? bonus).": "{name} kreuzt {box} an (schwarzer ?-Bonus).",
    "{name} crossed {box} ({area} ? bonus).": "{name} kreuzt {box} an (?-Bonus in {area}).",
    "{name} wrote a {value} in {box} (black ? bonus).":
        "{name} trägt eine {value} in {box} ein (schwarzer ?-Bonus).",
    "{name} wrote a {value} in {box} ({area} ? bonus).":
        "{name} trägt eine {value} in {box} ein (?-Bonus in {area}).",
    "{name} gained a reroll action.": "{name} erhält einen Neuwurf.",
    "{name} gained a +1 action.": "{name} erhält eine +1-Aktion.",
    "{name} gained a polish action.": "{name} erhält eine Polier-Aktion.",
    "{name} lost a reroll action: its track is full.":
        "{name} verliert einen Neuwurf: Die Leiste ist voll.",
    "{name} lost a +1 action: its track is full.":
        "{name} verliert eine +1-Aktion: Die Leiste ist voll.",
    "{name} lost a polish action: its track is full.":
        "{name} verliert eine Polier-Aktion: Die Leiste ist voll.",
    "{name} gained a fox.": "{name} erhält einen Fuchs.",
    "{name} lost the bonus {bonus}: nowhere to put it.":
        "{name} verliert den Bonus {bonus}: Er passt nirgends hin.",
    "Bonus for {name}: {bonus}.": "Bonus für {name}: {bonus}.",
    # --- refusals
    "Now {pending}.": "Als Nächstes {pending}.",
    "'{action}' is not possible now. {now}": "„{action}“ geht gerade nicht. {now}",
    "The game is over: no more actions can be taken.":
        "Das Spiel ist vorbei: Es sind keine Aktionen mehr möglich.",
    "Only the active player may reroll, right after a roll. {now}":
        "Nur der aktive Spieler darf neu würfeln, direkt nach einem Wurf. {now}",
    "{name} has no reroll action left.": "{name} hat keinen Neuwurf mehr.",
    "A roll may only be given up when none of its dice can be used.":
        "Ein Wurf darf nur verfallen, wenn keiner seiner Würfel genutzt werden kann.",
    "This roll needs {n} faces from 1 to 6, one per die rolled ({dice}), not {given}.":
        "Dieser Wurf braucht {n} Augenzahlen von 1 bis 6, eine je geworfenem Würfel ({dice}), "
        "nicht {given}.",
    "The bonus {bonus} needs a value from 1 to 6 for that box.":
        "Der Bonus {bonus} braucht für dieses Feld einen Wert von 1 bis 6.",
    "The bonus {bonus} in {box} takes no value of its own: leave the value out.":
        "Der Bonus {bonus} in {box} hat keinen eigenen Wert: Lass den Wert weg.",
    "{value} cannot go in {box} (bonus {bonus}).": "{value} passt nicht in {box} (Bonus {bonus}).",
    "The bonus {bonus} cannot go in {area} {box}. {now}":
        "Der Bonus {bonus} passt nicht in {area} {box}. {now}",
    "There is no {die} die.": "Es gibt keinen Würfel {die}.",
    "There is no {area} area on the sheet.": "Auf dem Blatt gibt es keinen Bereich {area}.",
    "A +1 action is used at the end of one's turn. {now}":
        "Eine +1-Aktion wird am Ende eines Zuges genutzt. {now}",
    "{name} has no +1 action left.": "{name} hat keine +1-Aktion mehr.",
    "The {die} die was already used with a +1 this turn.":
        "Der Würfel {die} wurde in diesem Zug schon mit einer +1 genutzt.",
    "No die can be taken now. {now}": "Gerade kann kein Würfel genommen werden. {now}",
    "The {die} die is not among the dice just rolled (it is {where}).":
        "Der Würfel {die} ist nicht unter den gerade geworfenen Würfeln (er ist {where}).",
    "{area} has no box {box}.": "{area} hat kein Feld {box}.",
    "{value} cannot go in {box}: {why}": "{value} passt nicht in {box}: {why}",
    "The {die} die may stand in for {areas}, but not for {area} (a table option can allow it).":
        "Der Würfel {die} darf für {areas} stehen, aber nicht für {area} (eine Tischoption kann "
        "es erlauben).",
    "The {die} die can only be entered in {area}.":
        "Der Würfel {die} kann nur in {area} eingetragen werden.",
    "Polish can only change a die taken from the silver platter; the {die} die is {where}.":
        "Polieren ändert nur einen Würfel vom Silbertablett; der Würfel {die} ist {where}.",
    "{name} has {left} polish, not {steps}.": "{name} kann {left}-mal polieren, nicht {steps}-mal.",
    "Polish cannot take the {die} {face} to {to}: 1 and 6 are not next to each other.":
        "Polieren macht aus {die} {face} keine {to}: 1 und 6 liegen nicht nebeneinander.",
    "None of the silver platter dice can be used, so {name} may take one of the other three "
    "dice instead.":
        "Keiner der Würfel auf dem Silbertablett ist nutzbar, also darf {name} stattdessen "
        "einen der drei anderen Würfel nehmen.",
    "None of the silver platter dice can be used, so {name} may take a die from the active "
    "player's die fields instead.":
        "Keiner der Würfel auf dem Silbertablett ist nutzbar, also darf {name} stattdessen "
        "einen Würfel von den Würfelfeldern des aktiven Spielers nehmen.",
    "{name} must take a die from the silver platter (the {die} die is {where}).":
        "{name} muss einen Würfel vom Silbertablett nehmen (der Würfel {die} ist {where}).",
    "Roll the dice first. {now}": "Würfle zuerst. {now}",
    "First place the bonus {bonus} on the sheet.":
        "Trag zuerst den Bonus {bonus} auf dem Blatt ein.",
    "The {shown} cannot be entered anywhere on {name}'s sheet now.":
        "{shown} kann jetzt nirgends auf dem Blatt von {name} eingetragen werden.",
    "not an action: {action}": "keine Aktion: {action}",
    "seat {seat}": "Platz {seat}",
    "It is not {name}'s decision. {now}": "{name} ist nicht am Zug. {now}",
    "an action must be text, not {type}": "eine Aktion muss Text sein, nicht {type}",
    "'{text}' is not an action; expected e.g. 'roll', 'use green green 3', 'plus1 white yellow "
    "r1c2', 'bonus blue r2c3', 'pass' or 'done'":
        "„{text}“ ist keine Aktion; erwartet wird z. B. 'roll', 'use green green 3', "
        "'plus1 white yellow r1c2', 'bonus blue r2c3', 'pass' oder 'done'",
}
