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
    "not rolled": "noch im Becher",
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
    "{value} cannot go in {box} (bonus {bonus}): {why}":
        "{value} passt nicht in {box} (Bonus {bonus}): {why}",
    "The bonus {bonus} cannot go in {box}. {now}":
        "Der Bonus {bonus} passt nicht in {box}. {now}",
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
    # --- computer players (errors a page may show)
    "unknown bot {name}; known: {known}":
        "unbekannter Computergegner {name}; bekannt sind: {known}",
    "no {name} bot for {game} yet; it has: {offered}":
        "für {game} gibt es noch keinen Computergegner {name}; vorhanden: {offered}",
    "the {level} bot cannot rank actions": "der Computergegner {level} kann keine Züge bewerten",
    # --- setting up a game
    "players must be a list of 1 to 4 names": "Spieler müssen eine Liste von 1 bis 4 Namen sein",
    "the game is for 1 to 4 players, not {n}": "das Spiel ist für 1 bis 4 Spieler, nicht für {n}",
    "every player needs a name": "jeder Spieler braucht einen Namen",
    "the first player must be a seat from 0 to {last}":
        "der Startspieler muss ein Platz von 0 bis {last} sein",
    "unknown game variant {name}; known: {known}":
        "unbekannte Spielvariante {name}; bekannt sind: {known}",
    # --- saved games
    "the save has no version number": "der gespeicherte Spielstand hat keine Versionsnummer",
    "the save comes from a newer version of the game (format {version}, this one reads up to "
    "{known}); update the app":
        "der Spielstand stammt aus einer neueren Version des Spiels (Format {version}, diese "
        "Version liest bis {known}); aktualisiere die App",
    "unknown save version {version}": "unbekannte Version {version} des Spielstands",
    "the save is for an unknown game {game}": "der Spielstand gehört zu einem unbekannten Spiel {game}",
    "the seed must be a whole number, 0 or more": "der Startwert muss eine ganze Zahl ab 0 sein",
    "the save has no valid seed": "der Spielstand hat keinen gültigen Startwert",
    "the save's action list is missing or wrong": "die Zugliste des Spielstands fehlt oder ist falsch",
    "the save has no digest (its check value): it was cut or edited":
        "der Spielstand hat keine Prüfsumme: Er wurde gekürzt oder bearbeitet",
    "the save was changed after it was written (its check does not match)":
        "der Spielstand wurde nach dem Speichern verändert (seine Prüfsumme stimmt nicht)",
    "a save must be JSON text, not {type}": "ein Spielstand muss JSON-Text sein, nicht {type}",
    "the save is not a JSON object": "der Spielstand ist kein JSON-Objekt",
    "this is not a saved game of this app": "das ist kein gespeichertes Spiel dieser App",
    "the save's player list is missing or wrong: {error}":
        "die Spielerliste des Spielstands fehlt oder ist falsch: {error}",
    "the save does not say validly who started":
        "der Spielstand sagt nicht gültig, wer begonnen hat",
    "the save's game cannot be set up: {error}":
        "das Spiel des Spielstands lässt sich nicht aufbauen: {error}",
    "the save is not valid JSON (it may be cut short): {error}":
        "der Spielstand ist kein gültiges JSON (vielleicht ist er abgeschnitten): {error}",
    "the save's table options are wrong: {error}":
        "die Tischoptionen des Spielstands sind falsch: {error}",
    "action {n} ('{action}') of the save is not legal: {error}":
        "Zug {n} („{action}“) des Spielstands ist nicht erlaubt: {error}",
    "the save is not text": "der Spielstand ist kein Text",
    # --- JSON from storage, files and links (clever/safe_json.py)
    "it is not text": "es ist kein Text",
    "it is too long ({size} characters; at most {limit})":
        "es ist zu lang ({size} Zeichen; höchstens {limit})",
    "it is nested too deeply to be one of ours": "es ist zu tief verschachtelt, um von uns zu sein",
    "it is not valid JSON (it may be cut short): {error}":
        "es ist kein gültiges JSON (vielleicht ist es abgeschnitten): {error}",
    "it could not be read: {error}": "es ließ sich nicht lesen: {error}",
    # --- a history file that cannot be read at all, or one line of it (clever/history.py)
    "this file is not text (or not in UTF-8)": "diese Datei ist kein Text (oder nicht in UTF-8)",
    "this file is too long to be a history of games ({size} characters; at most {limit})":
        "diese Datei ist zu lang für einen Verlauf von Partien ({size} Zeichen; höchstens "
        "{limit})",
    "the line cannot be read (a cell in it is far too long)":
        "die Zeile lässt sich nicht lesen (eine Zelle darin ist viel zu lang)",
    "the save cannot be read: {reason}": "der Spielstand lässt sich nicht lesen: {reason}",
    # --- game codes (a game in a link)
    "the code is damaged (a table option in it is too long)":
        "der Code ist beschädigt (eine Tischoption darin ist zu lang)",
    "the code is damaged (a player's name in it is too long)":
        "der Code ist beschädigt (ein Spielername darin ist zu lang)",
    "the code is damaged (a move in it is too long)":
        "der Code ist beschädigt (ein Zug darin ist zu lang)",
    "the code is damaged (a table option in it is not text)":
        "der Code ist beschädigt (eine Tischoption darin ist kein Text)",
    "the code is damaged (a player's name in it is not text)":
        "der Code ist beschädigt (ein Spielername darin ist kein Text)",
    "the code is damaged (a move in it is not text)":
        "der Code ist beschädigt (ein Zug darin ist kein Text)",
    "a game code must be text, not {type}": "ein Spielcode muss Text sein, nicht {type}",
    "the code is far too long to be a game ({n} characters)":
        "der Code ist viel zu lang für ein Spiel ({n} Zeichen)",
    "the link carries no game (its code is empty)": "der Link enthält kein Spiel (sein Code ist leer)",
    "the code has a character that no game code contains ({char}); it may have been cut or "
    "changed when it was copied":
        "der Code enthält ein Zeichen, das in keinem Spielcode vorkommt ({char}); vielleicht "
        "wurde er beim Kopieren gekürzt oder verändert",
    "the code is cut short (part of the link is missing)":
        "der Code ist abgeschnitten (ein Teil des Links fehlt)",
    "the code comes from a newer version of the game (code version {version}, this one reads up "
    "to {known}); update the app":
        "der Code stammt aus einer neueren Version des Spiels (Codeversion {version}, diese "
        "Version liest bis {known}); aktualisiere die App",
    "the code is damaged (it has no valid version number)":
        "der Code ist beschädigt (er hat keine gültige Versionsnummer)",
    "the code is for a game this app does not know":
        "der Code gehört zu einem Spiel, das diese App nicht kennt",
    "the code is damaged (it does not hold 1 to 4 players)":
        "der Code ist beschädigt (er enthält nicht 1 bis 4 Spieler)",
    "the code is damaged (it names a first player who is not there)":
        "der Code ist beschädigt (er nennt einen Startspieler, den es nicht gibt)",
    "the code is damaged (it claims more moves than a game has)":
        "der Code ist beschädigt (er behauptet mehr Züge, als ein Spiel hat)",
    "the code was changed or damaged (it has bytes no game uses)":
        "der Code wurde verändert oder beschädigt (er enthält Bytes, die kein Spiel nutzt)",
    "the code was changed after it was made (its check does not match)":
        "der Code wurde nach dem Erstellen verändert (seine Prüfsumme stimmt nicht)",
    "the code's table options are wrong: {error}": "die Tischoptionen des Codes sind falsch: {error}",
    "the code's player list is wrong: {error}": "die Spielerliste des Codes ist falsch: {error}",
    "the code's game cannot be set up: {error}":
        "das Spiel des Codes lässt sich nicht aufbauen: {error}",
    "the code is damaged (a number in it is far too long)":
        "der Code ist beschädigt (eine Zahl darin ist viel zu lang)",
    "the code was changed or damaged: move {n} is not one the rules allow at that point":
        "der Code wurde verändert oder beschädigt: Zug {n} ist an dieser Stelle nach den Regeln "
        "nicht erlaubt",
    "the code was changed or damaged: move {n} ('{move}') is not legal: {error}":
        "der Code wurde verändert oder beschädigt: Zug {n} („{move}“) ist nicht erlaubt: {error}",
    # --- the end of the game
    "{name} scored {n} points.": ("{name} hat {n} Punkt erreicht.", "{name} hat {n} Punkte erreicht."),
    "{first} and {rest}": "{first} und {rest}",
    "Shared victory: {names} with {n} points each (and the same best area, {top}).":
        "Geteilter Sieg: {names} mit je {n} Punkten (und demselben besten Bereich, {top}).",
    "{name} wins: tied on {n} points, broken by the best single area ({top} points).":
        "{name} gewinnt: Gleichstand bei {n} Punkten, entschieden durch den besten einzelnen "
        "Bereich ({top} Punkte).",
    "{name} wins with {n} points.": "{name} gewinnt mit {n} Punkten.",
    "{name}: tap in the dice on the active player's silver platter":
        "{name}: Tippe die Würfel auf dem Silbertablett des aktiven Spielers ein",
    "{name}: tap in the dice on the active player's die fields":
        "{name}: Tippe die Würfel auf den Würfelfeldern des aktiven Spielers ein",
    "The {die} die's value was not tapped in, so it cannot be used.":
        "Die Zahl des Würfels {die} wurde nicht eingetippt, er kann also nicht genutzt werden.",
    "'{action}' is not possible now. Now {pending}.":
        "„{action}“ geht gerade nicht. Als Nächstes {pending}.",
    "First tap in the dice on {name}'s die fields.":
        "Tippe zuerst die Würfel auf den Würfelfeldern von {name} ein.",
    "Give {want} values, one per die in this order: {dice}; not {got}.":
        "Gib {want} Zahlen ein, eine pro Würfel in dieser Reihenfolge: {dice}; nicht {got}.",
    "A die shows 1 to 6, not {face}.":
        "Ein Würfel zeigt 1 bis 6, nicht {face}.",
    "On {name}'s silver platter: {dice}.":
        "Auf dem Silbertablett von {name}: {dice}.",
    "On {name}'s die fields: {dice}.":
        "Auf den Würfelfeldern von {name}: {dice}.",
    "First tap in the dice {name} left on the silver platter.":
        "Tippe zuerst die Würfel ein, die {name} auf dem Silbertablett gelassen hat.",
    "A die shows 1 to 6; 0 means it is not on the silver platter (not {face}).":
        "Ein Würfel zeigt 1 bis 6; 0 heißt, er liegt nicht auf dem Silbertablett (nicht {face}).",
    "At least {least} dice lie on the silver platter after a turn (at most {most} go on the die fields), not {on}.":
        "Nach einem Zug liegen mindestens {least} Würfel auf dem Silbertablett (höchstens {most} kommen auf die Würfelfelder), nicht {on}.",
    "One phone per player":
        "Ein Handy pro Person",
    "This device keeps only its owner's sheet (seat 1); the other players play their own sheets on their own phones.":
        "Dieses Gerät führt nur das Blatt seines Besitzers (Platz 1); die anderen spielen ihr eigenes Blatt auf ihrem eigenen Handy.",
    # --- a position as a starting point (clever/position.py), its saves and codes
    "a position must be a JSON object": "eine Stellung muss ein JSON-Objekt sein",
    "a position has no part named {names}": "eine Stellung hat keinen Teil namens {names}",
    "a game played one phone per player cannot start from a position":
        "ein Spiel mit einem Handy pro Person kann nicht bei einer Stellung beginnen",
    "a position needs a list of 1 to 4 sheets, one per player":
        "eine Stellung braucht eine Liste von 1 bis 4 Blättern, eines pro Person",
    "the round must be a whole number from 1 to {last}, not {value}":
        "die Runde muss eine ganze Zahl von 1 bis {last} sein, nicht {value}",
    "the active player must be a seat from 0 to {last}, not {value}":
        "der aktive Spieler muss ein Platz von 0 bis {last} sein, nicht {value}",
    "sheet {sheet}: {error}": "Blatt {sheet}: {error}",
    "the black bonus waits only at the start of round 4, before its first roll":
        "der schwarze Bonus wartet nur zu Beginn von Runde 4, vor ihrem ersten Wurf",
    "foxes, when given, must list one count per sheet":
        "Füchse müssen, wenn angegeben, eine Zahl pro Blatt nennen",
    "the bonuses waiting must be a list of [seat, bonus] pairs":
        "die wartenden Boni müssen eine Liste von Paaren [Platz, Bonus] sein",
    "each bonus waiting must be [seat, bonus], e.g. [0, [\"x\", \"blue\"]], not {entry}":
        "jeder wartende Bonus muss [Platz, Bonus] sein, z. B. [0, [\"x\", \"blue\"]], "
        "nicht {entry}",
    "{bonus} is not a bonus of {game} that can wait to be placed":
        "{bonus} ist kein Bonus von {game}, der auf das Eintragen warten kann",
    "the dice must be a list of {n} [face, place] pairs, one per die in this order: {dice}":
        "die Würfel müssen eine Liste von {n} Paaren [Augenzahl, Ort] sein, eines pro Würfel "
        "in dieser Reihenfolge: {dice}",
    "the {die} die must be given as [face, place], not {entry}":
        "der Würfel {die} muss als [Augenzahl, Ort] angegeben sein, nicht als {entry}",
    "the {die} die's face must be 1 to 6, not {face}":
        "die Augenzahl des Würfels {die} muss 1 bis 6 sein, nicht {face}",
    "the {die} die lies nowhere a die can be ({place}); the places are {places}":
        "der Würfel {die} liegt an keinem Ort, an dem ein Würfel sein kann ({place}); die "
        "Orte sind {places}",
    "a roll takes every die in the cup: no die can be in the cup while others lie just rolled":
        "ein Wurf nimmt jeden Würfel im Becher: kein Würfel kann im Becher sein, während andere "
        "gerade gewürfelt daliegen",
    "dice lie aside only for the passive half of a solo game":
        "Würfel liegen nur in der passiven Hälfte eines Solospiels beiseite",
    "after {n} dice on die fields the active player rolls no more":
        "nach {n} Würfeln auf den Würfelfeldern würfelt der aktive Spieler nicht mehr",
    "the {shown} on the silver platter is not lower than a die chosen this turn":
        "{shown} auf dem Silbertablett ist nicht niedriger als ein in diesem Zug gewählter "
        "Würfel",
    "in a solo game's passive half the {n} lowest dice lie on the silver platter and the "
    "others aside":
        "in der passiven Hälfte eines Solospiels liegen die {n} niedrigsten Würfel auf dem "
        "Silbertablett und die anderen beiseite",
    "a turn has at most {n} dice on die fields":
        "ein Zug hat höchstens {n} Würfel auf den Würfelfeldern",
    "a picker is named only while a passive player takes a die from the silver platter":
        "wer einen Würfel nimmt, wird nur genannt, solange ein passiver Spieler einen Würfel "
        "vom Silbertablett nimmt",
    "the player taking a die from the silver platter must be a passive player's seat, not "
    "{value}":
        "wer einen Würfel vom Silbertablett nimmt, muss der Platz eines passiven Spielers "
        "sein, nicht {value}",
    "sheet {sheet}: the bonus {bonus} waits, but the sheet was never given it":
        "Blatt {sheet}: der Bonus {bonus} wartet, aber das Blatt hat ihn nie erhalten",
    "sheet {sheet}: the {track} track should have {n} spaces circled (from the sheet's "
    "bonuses and the rounds so far), not {have}":
        ("Blatt {sheet}: die Leiste {track} sollte {n} eingekreistes Feld haben (aus den "
         "Boni des Blatts und den bisherigen Runden), nicht {have}",
         "Blatt {sheet}: die Leiste {track} sollte {n} eingekreiste Felder haben (aus den "
         "Boni des Blatts und den bisherigen Runden), nicht {have}"),
    "sheet {sheet}: {area} was given {n} bonuses, but only {filled} of its boxes are filled: "
    "a bonus is owed but not placed (list it among the bonuses waiting)":
        ("Blatt {sheet}: {area} hat {n} Bonus erhalten, aber nur {filled} seiner Kästchen "
         "sind ausgefüllt: ein Bonus fehlt noch (nenne ihn bei den wartenden Boni)",
         "Blatt {sheet}: {area} hat {n} Boni erhalten, aber nur {filled} seiner Kästchen "
         "sind ausgefüllt: ein Bonus fehlt noch (nenne ihn bei den wartenden Boni)"),
    "sheet {sheet}: the sheet earns {n} foxes, not {claimed}":
        ("Blatt {sheet}: das Blatt bringt {n} Fuchs, nicht {claimed}",
         "Blatt {sheet}: das Blatt bringt {n} Füchse, nicht {claimed}"),
    "a position cannot be taken at this moment of the game":
        "in diesem Moment des Spiels lässt sich keine Stellung festhalten",
    "the position has {sheets} sheets, but {players} players are named":
        "die Stellung hat {sheets} Blätter, aber {players} Personen sind genannt",
    "the save's starting position is wrong: {error}":
        "die Anfangsstellung des Spielstands ist falsch: {error}",
    "the save's starting position does not say who started as the save does":
        "die Anfangsstellung des Spielstands nennt einen anderen Startspieler als der "
        "Spielstand",
    "the code is damaged (its starting position is far too long)":
        "der Code ist beschädigt (seine Anfangsstellung ist viel zu lang)",
    "the code is damaged (its starting position cannot be read)":
        "der Code ist beschädigt (seine Anfangsstellung lässt sich nicht lesen)",
    "the code's starting position is wrong: {error}":
        "die Anfangsstellung des Codes ist falsch: {error}",
    "the code is damaged (its starting position does not say who started as the code does)":
        "der Code ist beschädigt (seine Anfangsstellung nennt einen anderen Startspieler als "
        "der Code)",
    # --- the kept games' records: their fields, checks and files (clever/history.py)
    'played in the app':
        'in der App gespielt',
    'counted':
        'gezählt',
    'played with real dice':
        'mit echten Würfeln gespielt',
    '{first}':
        '{first}',
    '{first}, {next}':
        '{first}, {next}',
    'a game must be a set of named fields':
        'eine Partie muss aus benannten Feldern bestehen',
    'unknown record version {found} (this app reads {version})':
        'unbekannte Version {found} (diese App liest {version})',
    'missing {fields}':
        'es fehlt: {fields}',
    "the game's id must be a short text":
        'die Kennung der Partie muss ein kurzer Text sein',
    'the date {date} is not a UTC time like {example}':
        'das Datum {date} ist keine UTC-Zeit wie {example}',
    'unknown source {source}':
        'unbekannte Herkunft {source}',
    'unknown game {game}':
        'unbekanntes Spiel {game}',
    'a game has 1 to 4 players':
        'eine Partie hat 1 bis 4 Spieler',
    'the winners do not match the totals':
        'die Sieger passen nicht zu den Summen',
    'the title should be {title}':
        'der Titel müsste {title} sein',
    'this file is not a history of games from this app':
        'diese Datei ist kein Verlauf von Partien aus dieser App',
    'this file is not a history of games from this app (its first line must name the columns)':
        'diese Datei ist kein Verlauf von Partien aus dieser App (ihre erste Zeile muss die Spalten benennen)',
    'this history has version {found}; this app reads version {version}':
        'dieser Verlauf hat Version {found}; diese App liest Version {version}',
    'this file is not readable as JSON ({error})':
        'diese Datei lässt sich nicht als JSON lesen ({error})',
    'game {n} skipped: {reason}':
        'Partie {n} übersprungen: {reason}',
    'the game on line {line} skipped: {reason}':
        'die Partie in Zeile {line} übersprungen: {reason}',
    'the same game appears twice':
        'dieselbe Partie kommt zweimal vor',
    'a line has not {n} columns':
        'eine Zeile hat nicht {n} Spalten',
    'player {seat} has no name':
        'Spieler {seat} hat keinen Namen',
    '{name}: the points of {areas} are needed':
        '{name}: die Punkte für {areas} fehlen',
    '{name}: foxes, fox value and total must be whole numbers':
        '{name}: Füchse, Fuchswert und Summe müssen ganze Zahlen sein',
    '{name}: a fox is worth the weakest area ({lowest}), not {got}':
        '{name}: ein Fuchs zählt so viel wie der schwächste Bereich ({lowest}), nicht {got}',
    '{name}: the total should be {total}, not {got}':
        '{name}: die Summe müsste {total} sein, nicht {got}',
    'seat':
        'Platz',
    "the players' seats are not 1, 2, ... in order":
        'die Plätze der Spieler sind nicht 1, 2, … der Reihe nach',
    '{what} {text} is not a whole number':
        '{what} {text} ist keine ganze Zahl',
    'fox value':
        'Fuchswert',
    'total':
        'Summe',
    'a game played with one phone per player keeps one sheet only':
        'eine Partie mit einem Handy pro Person behält nur ein Blatt',
    'the table options must be a list of option names':
        'die Tischoptionen müssen eine Liste von Optionsnamen sein',
    'the table options must be named once each, in order':
        'die Tischoptionen müssen je einmal und geordnet genannt sein',
    'a table game with one phone per player has 2 to 4 players, not {found}':
        'eine Partie mit einem Handy pro Person hat 2 bis 4 Spieler, nicht {found}',
    "only a game played with real dice can keep one player's sheet":
        'nur eine mit echten Würfeln gespielte Partie kann das Blatt einer einzelnen Person behalten',
    'players at the table':
        'Spieler am Tisch',
    '{option} is not a table option of {game}':
        '{option} ist keine Tischoption von {game}',
    # --- the score counter's messages (clever/counter.py)
    "Foxes": "Füchse",
    'foxes':
        'Füchse',
    '{area}: {reason}':
        '{area}: {reason}',
    '{name}: {reason}':
        '{name}: {reason}',
    'the entries must be given per area':
        'die Einträge müssen je Bereich angegeben werden',
    '{game} has no area named {names}':
        '{game} hat keinen Bereich namens {names}',
    'players must be a list of (name, entries) pairs':
        'die Spieler müssen eine Liste von Paaren (Name, Einträge) sein',
    'enter a whole number, not {value}':
        'gib eine ganze Zahl ein, nicht {value}',
    '{value} foxes is impossible with these areas: each fox needs the box that gives it, and these areas hold at most {most}':
        '{value} Füchse sind mit diesen Bereichen unmöglich: Jeder Fuchs braucht das Feld, das ihn gibt, und diese Bereiche haben höchstens {most}',
    '{value} foxes is impossible; it must be from {lo} to {hi}':
        '{value} Füchse sind unmöglich; erlaubt ist {lo} bis {hi}',
    '{value} crosses is impossible; it must be from {lo} to {hi}':
        '{value} Kreuze sind unmöglich; erlaubt ist {lo} bis {hi}',
    '{value} points is impossible; it must be from {lo} to {hi}':
        '{value} Punkte sind unmöglich; erlaubt ist {lo} bis {hi}',
    'no sheet scores exactly {value} points there':
        'kein Spielblatt erzielt dort genau {value} Punkte',
    # --- the variants' area titles and action tracks (the web's pages show them too)
    "+1 actions": "+1-Aktionen",
    "Yellow": "Gelb",
    "Blue": "Blau",
    "Green": "Grün",
    "Orange": "Orange",
    "Purple": "Lila",
    "Grey": "Grau",
    "Pink": "Rosa",
    # --- the variants' rules sections and sheet notes (the game page shows them)
    "your turn": "dein Zug",
    "write the die; an upper triangle only above a filled lower one":
        "Würfel eintragen; ein oberes Dreieck nur über einem gefüllten unteren",
    "each row fills left to right": "jede Reihe von links nach rechts",
    "cross the cell the two dice name": "das Feld ankreuzen, das die zwei Würfel nennen",
    "cross one whole part, at most the die's value in boxes":
        "ein ganzes Teil ankreuzen, höchstens so viele Felder wie die Augenzahl",
    "write the die; lower and upper fill left to right":
        "Würfel eintragen; unten und oben von links nach rechts",
    "write the die; the value has an effect": "Würfel eintragen; die Zahl hat eine Wirkung",
    "blue + white": "Blau + Weiß",
    "at least the number shown": "mindestens die gezeigte Zahl",
    "write the die": "Würfel eintragen",
    "each higher, 6 resets": "immer höher, nach 6 neu",
    'the passive pick':
        'die passive Wahl',
    'playing alone':
        'allein spielen',
    'the +1 actions':
        'die +1-Aktionen',
    'bonuses and chains':
        'Boni und Ketten',
    'round bonuses':
        'Rundenboni',
    'the end of the game':
        'das Spielende',
    'what stays the same':
        'was gleich bleibt',
    'polishing dice':
        'Polieren',
}
