"""German for the other pages (counter, history, statistics)
and the static text of web/*.html.

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # the static text of web/*.html and its scripts (boot.js, early-setup.js, embed.js)
    "That's Pretty Clever":
        'Ganz schön clever',
    'Clever 4Ever':
        'Clever hoch vier',
    'Language: {name}':
        'Sprache: {name}',
    'Pages':
        'Seiten',
    'Play the game':
        'Zum Spiel',
    'Play':
        'Spielen',
    'A new version of the game is ready.':
        'Eine neue Version des Spiels ist bereit.',
    'Reload to update':
        'Neu laden zum Aktualisieren',
    "Try reloading the page. If that does not help, use a current Chrome, Edge, Firefox or Safari, or clear this site's stored data and reload.":
        'Lade die Seite neu. Hilft das nicht, nimm einen aktuellen Chrome, Edge, Firefox oder Safari, oder lösche die gespeicherten Daten dieser Seite und lade sie neu.',
    'The game engine could not start ({detail}). {advice}':
        'Die Spiel-Engine konnte nicht starten ({detail}). {advice}',
    'The game engine could not start. {advice}':
        'Die Spiel-Engine konnte nicht starten. {advice}',
    'this browser has no WebAssembly, which the game engine needs':
        'diesem Browser fehlt WebAssembly, das die Spiel-Engine braucht',
    'could not load {file}':
        '{file} konnte nicht geladen werden',
    'unknown error':
        'unbekannter Fehler',
    'Loading the game rules…':
        'Die Spielregeln werden geladen…',
    'Still starting the game engine… The first visit downloads about 13 MB; a slow connection or device takes longer.':
        'Die Spiel-Engine startet noch… Beim ersten Besuch werden etwa 13 MB geladen; mit einer langsamen Verbindung oder einem langsamen Gerät dauert es länger.',
    'it did not finish starting within three minutes':
        'sie ist nach drei Minuten noch nicht gestartet',
    "The dice game That's Pretty Clever, in your browser. Works offline.":
        'Das Würfelspiel Ganz schön clever in deinem Browser. Funktioniert auch offline.',
    'Starting the game engine…':
        'Die Spiel-Engine startet…',
    'New solo game':
        'Neues Solospiel',
    'Score sheet':
        'Spielblatt',
    'Your game starts as soon as the engine is ready…':
        'Dein Spiel beginnt, sobald die Engine bereit ist…',
    'That opens as soon as the engine is ready…':
        'Das öffnet sich, sobald die Engine bereit ist…',
    "Score counter · That's Pretty Clever":
        'Punktezähler · Ganz schön clever',
    "Add up the scores of a paper game of That's Pretty Clever or Clever 4Ever. Works offline.":
        'Zählt die Punkte einer Partie Ganz schön clever oder Clever hoch vier auf Papier zusammen. Funktioniert auch offline.',
    'Score counter':
        'Punktezähler',
    'Starting the counter… you can type already.':
        'Der Zähler startet… du kannst schon tippen.',
    'For a game played on paper: enter the crosses where the sheet prints a scale, the points elsewhere, and the number of foxes.':
        'Für eine Partie auf Papier: Trag die Kreuze ein, wo das Spielblatt eine Skala hat, sonst die Punkte, und dazu die Zahl der Füchse.',
    'Ranking':
        'Rangliste',
    'Save to history':
        'Im Verlauf speichern',
    'History of games':
        'Verlauf der Partien',
    "History of games · That's Pretty Clever":
        'Verlauf der Partien · Ganz schön clever',
    'The games finished on this device: played, counted or played with real dice.':
        'Die auf diesem Gerät beendeten Partien: gespielt, gezählt oder mit echten Würfeln gespielt.',
    'Reading the history…':
        'Der Verlauf wird gelesen…',
    'Statistics':
        'Statistik',
    'Export and import':
        'Export und Import',
    'Export (JSON)':
        'Exportieren (JSON)',
    'Export (CSV, for a spreadsheet)':
        'Exportieren (CSV, für eine Tabellenkalkulation)',
    'Import a file…':
        'Datei importieren…',
    'Finished games':
        'Beendete Partien',
    "Statistics · That's Pretty Clever":
        'Statistik · Ganz schön clever',
    'Statistics of the games finished on this device: scores over time, areas, foxes, titles, best games.':
        'Statistik der auf diesem Gerät beendeten Partien: Punkte im Lauf der Zeit, Bereiche, Füchse, Titel, beste Partien.',
    'Figures from the games kept in the history on this device.':
        'Zahlen aus den Partien im Verlauf auf diesem Gerät.',
    "Rules demo: That's Pretty Clever":
        'Regel-Demo: Ganz schön clever',
    "A live rules demo of the dice games That's Pretty Clever and Clever 4Ever.":
        'Eine spielbare Regel-Demo der Würfelspiele Ganz schön clever und Clever hoch vier.',
    'Starting the rules engine…':
        'Die Regel-Engine startet…',
    'There is no demo called “{id}”.':
        'Es gibt keine Demo namens „{id}“.',
    'No demo chosen: the address must end with #demo=<id> (see demos.json).':
        'Keine Demo gewählt: Die Adresse muss auf #demo=<id> enden (siehe demos.json).',
    "Learn by playing: That's Pretty Clever":
        'Spielend lernen: Ganz schön clever',
    "Learn That's Pretty Clever by playing its first rounds, step by step.":
        'Lerne Ganz schön clever, indem du seine ersten Runden Schritt für Schritt spielst.',
    "Rules: That's Pretty Clever and Clever 4Ever":
        'Regeln: Ganz schön clever und Clever hoch vier',
    "The complete rules of That's Pretty Clever and Clever 4Ever, with live demos.":
        'Die vollständigen Regeln von Ganz schön clever und Clever hoch vier, mit spielbaren Demos.',
    'Rules':
        'Regeln',
    'The two games':
        'Die beiden Spiele',
    'Live rules demo':
        'Spielbare Regel-Demo',
    'Close the demo':
        'Demo schließen',
    'Find a rule':
        'Regel suchen',
    # index.html's new-game form as build.py draws it in (the game's own texts; listed here too so the page drawn before the engine reads in this language)
    'Game menu':
        'Spielmenü',
    'New game':
        'Neues Spiel',
    'Daily challenge':
        'Tägliche Herausforderung',
    'History':
        'Verlauf',
    'Game log':
        'Spielprotokoll',
    'Play solo now':
        'Jetzt solo spielen',
    'Learn by playing':
        'Spielend lernen',
    'Game':
        'Spiel',
    "Table options of That's Pretty Clever (all off in the standard rules)":
        'Tischregeln für Ganz schön clever (in den Standardregeln alle aus)',
    'Table options of Clever 4Ever (all off in the standard rules)':
        'Tischregeln für Clever hoch vier (in den Standardregeln alle aus)',
    'Same dice for everyone':
        'Gleiche Würfel für alle',
    "Each roll's dice depend only on the seed, the round, whose turn it is and how many dice were chosen and rerolled this turn, not on earlier choices: everyone playing the same seed gets the same dice in the same situation (as in the daily challenge).":
        'Die Würfel jedes Wurfs hängen nur vom Startwert ab, von der Runde, davon, wer am Zug ist, und wie viele Würfel in diesem Zug gewählt und neu geworfen wurden, nicht von früheren Entscheidungen: Wer denselben Startwert spielt, bekommt in derselben Lage dieselben Würfel (wie bei der täglichen Herausforderung).',
    'White may stand in for blue':
        'Weiß darf für Blau stehen',
    "The white die may be entered in blue too: it crosses the cell the blue die would (blue die's row, white die's column).":
        'Der weiße Würfel darf auch in Blau eingetragen werden: Er kreuzt das Feld an, das der blaue Würfel ankreuzen würde (Zeile des blauen, Spalte des weißen Würfels).',
    'Upper green triangle only above a filled lower one':
        'Oberes grünes Dreieck nur über einem gefüllten unteren',
    'A green value may go in an upper triangle only when the lower triangle of the same field is already filled.':
        'Ein grüner Wert darf nur dann in ein oberes Dreieck, wenn das untere Dreieck desselben Feldes schon gefüllt ist.',
    'Number of players':
        'Anzahl der Spieler',
    'Seats':
        'Plätze',
    'Seat 1 name':
        'Name auf Platz 1',
    'Seat 2 name':
        'Name auf Platz 2',
    'Seat 3 name':
        'Name auf Platz 3',
    'Seat 4 name':
        'Name auf Platz 4',
    'played by':
        'gespielt von',
    'a person':
        'einem Menschen',
    'the computer (Beginner)':
        'dem Computer (Anfänger)',
    'the computer (Skilled)':
        'dem Computer (Fortgeschritten)',
    'the computer (Expert)':
        'dem Computer (Experte)',
    'the computer (Master)':
        'dem Computer (Meister)',
    'A computer seat plays by itself.':
        'Ein Platz des Computers spielt von selbst.',
    'Options':
        'Optionen',
    'Seed (optional, a whole number: the same seed gives the same dice)':
        'Startwert (freiwillig, eine ganze Zahl: derselbe Startwert ergibt dieselben Würfel)',
    'Allow undo of one\'s last decision (untick for "honest dice")':
        'Rücknahme der letzten Entscheidung erlauben (abwählen für „ehrliche Würfel“)',
    'Play by link: each person on their own device':
        'Per Link spielen: jede Person auf ihrem eigenen Gerät',
    'This device plays seat 1; when your part is done you send the next player a link that carries the game, and they send it on. No server: friendly play only (no undo).':
        'Dieses Gerät spielt Platz 1; wenn dein Teil erledigt ist, schickst du dem nächsten Spieler einen Link mit der Partie, und der schickt ihn weiter. Kein Server: nur freundschaftliches Spiel (keine Rücknahme).',
    'Play with real dice: roll your own dice at the table and tap in the values':
        'Mit echten Würfeln spielen: Würfle am Tisch mit deinen eigenen Würfeln und tippe die Zahlen ein',
    'Start game':
        'Spiel starten',
}
