"""German for the other pages (counter, history, statistics, the frame of the
rules demos and of the lesson) and the static text of web/*.html.

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # the static text of web/*.html and its scripts (boot.js, early-setup.js, embed.js)
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
    'A file of the game engine did not arrive; trying again…':
        'Eine Datei der Spiel-Engine ist nicht angekommen; neuer Versuch…',
    'The game engine stumbled while starting; trying again…':
        'Die Spiel-Engine ist beim Start gestolpert; neuer Versuch…',
    'it did not finish starting within three minutes':
        'sie ist nach drei Minuten noch nicht gestartet',
    "That's Pretty Clever and the other dice games of its family in your browser: solo, with friends or against the computer. Works offline.":
        'Ganz schön clever und die anderen Würfelspiele seiner Familie in deinem Browser: allein, mit Freunden oder gegen den Computer. Funktioniert auch offline.',
    'Starting the game engine…':
        'Die Spiel-Engine startet…',
    'New solo game':
        'Neues Solospiel',
    'Your game starts as soon as the engine is ready…':
        'Dein Spiel beginnt, sobald die Engine bereit ist…',
    'That opens as soon as the engine is ready…':
        'Das öffnet sich, sobald die Engine bereit ist…',
    "Score counter · That's Pretty Clever":
        'Punktezähler · Ganz schön clever',
    "Add up the scores of a paper game of That's Pretty Clever or another game of its family. Works offline.":
        'Zählt die Punkte einer Partie Ganz schön clever oder eines anderen Spiels seiner Familie auf Papier zusammen. Funktioniert auch offline.',
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
    "A live rules demo of the dice games of the That's Pretty Clever family.":
        'Eine spielbare Regel-Demo der Würfelspiele der Familie von Ganz schön clever.',
    'Starting the rules engine…':
        'Die Regel-Engine startet…',
    'There is no demo called “{id}”.':
        'Es gibt keine Demo namens „{id}“.',
    'No demo chosen: the address must end with #demo=<id> (see demos.json).':
        'Keine Demo gewählt: Die Adresse muss auf #demo=<id> enden (siehe demos.json).',
    'This demo needs sandbox="allow-scripts allow-same-origin" on its iframe: without allow-same-origin, the browser keeps it from loading its rules engine.':
        'Diese Demo braucht sandbox="allow-scripts allow-same-origin" an ihrem iframe: Ohne allow-same-origin lässt der Browser sie ihre Regel-Engine nicht laden.',
    "Learn by playing: That's Pretty Clever":
        'Spielend lernen: Ganz schön clever',
    "Learn That's Pretty Clever by playing its first rounds, step by step.":
        'Lerne Ganz schön clever, indem du seine ersten Runden Schritt für Schritt spielst.',
    "Rules: That's Pretty Clever and its family":
        'Regeln: Ganz schön clever und seine Familie',
    "The complete rules of That's Pretty Clever and the other games of its family, with live demos.":
        'Die vollständigen Regeln von Ganz schön clever und den anderen Spielen seiner Familie, mit spielbaren Demos.',
    'Rules':
        'Regeln',
    'The games':
        'Die Spiele',
    'Live rules demo':
        'Live-Demo der Regeln',
    'Close the demo':
        'Demo schließen',
    'Find a rule':
        'Regel suchen',
    # index.html's new-game form as build.py draws it in (the game's own texts; listed here too so the page drawn before the engine reads in this language)
    'Game menu':
        'Spielmenü',
    'Menu':
        'Menü',
    'New game':
        'Neues Spiel',
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
    # counter, history and statistics pages
    'enter a whole number, not “{text}”':
        'gib eine ganze Zahl ein, nicht „{text}“',
    '{first}; {next}':
        '{first}; {next}',
    'Player {n}':
        'Spieler {n}',
    'Name of player {n}':
        'Name von Spieler {n}',
    'Players':
        'Spieler',
    'Area':
        'Bereich',
    'Total':
        'Summe',
    "{game}: enter each player's sheet":
        '{game}: Trag das Spielblatt jedes Spielers ein',
    'points, {lo} to {hi}':
        'Punkte, {lo} bis {hi}',
    'crosses, {lo} to {hi}':
        'Kreuze, {lo} bis {hi}',
    'boxes filled, {lo} to {hi}':
        'ausgefüllte Felder, {lo} bis {hi}',
    'foxes, {lo} to {hi}':
        'Füchse, {lo} bis {hi}',
    '= {n} points':
        ('= {n} Punkt', '= {n} Punkte'),
    '1st':
        '1.',
    '2nd':
        '2.',
    '3rd':
        '3.',
    '4th':
        '4.',
    '{names} and {last}':
        '{names} und {last}',
    '{name} wins.':
        '{name} gewinnt.',
    '{name} wins on the best single area ({points} points).':
        '{name} gewinnt mit dem besten einzelnen Bereich ({points} Punkte).',
    '{names} share the win on the best single area ({points} points).':
        '{names} teilen sich den Sieg mit dem besten einzelnen Bereich ({points} Punkte).',
    '{names} share the win (level on total and on best single area).':
        '{names} teilen sich den Sieg (gleich in der Summe und im besten einzelnen Bereich).',
    'Correct the marked entries to see the ranking.':
        'Korrigiere die markierten Einträge, dann siehst du die Rangliste.',
    "Enter each area's points (or crosses) to see the ranking.":
        'Trage die Punkte (oder Kreuze) jedes Bereichs ein, dann siehst du die Rangliste.',
    'Your title: {title}':
        'Dein Titel: {title}',
    '{player}: {total} points':
        '{player}: {total} Punkte',
    '{n} foxes × {value} (weakest area) = {points}; best area {best}':
        ('{n} Fuchs × {value} (schwächster Bereich) = {points}; bester Bereich {best}', '{n} Füchse × {value} (schwächster Bereich) = {points}; bester Bereich {best}'),
    'Saved to the history.':
        'Im Verlauf gespeichert.',
    'Not saved: {reason}.':
        'Nicht gespeichert: {reason}.',
    'The counter hit a problem: {error}':
        'Der Zähler hat ein Problem: {error}',
    'Ready: the totals update as you type.':
        'Bereit: Die Summen ändern sich beim Tippen.',
    'Ready.':
        'Bereit.',
    '{when}, {source}':
        '{when}, {source}',
    '{game}, solo: {name} {total} points ({title})':
        '{game}, solo: {name} {total} Punkte ({title})',
    '{game}: {names} wins ({others})':
        '{game}: {names} gewinnt ({others})',
    '{game}: {names} share the win ({others})':
        '{game}: {names} teilen sich den Sieg ({others})',
    'Scores':
        'Punkte',
    'Delete this game':
        'Diese Partie löschen',
    'No finished games yet.':
        'Noch keine beendeten Partien.',
    '{n} games, newest first':
        ('{n} Partie, neueste zuerst', '{n} Partien, neueste zuerst'),
    'Exported {n} games as JSON.':
        ('{n} Partie als JSON exportiert.', '{n} Partien als JSON exportiert.'),
    'Exported {n} games as CSV.':
        ('{n} Partie als CSV exportiert.', '{n} Partien als CSV exportiert.'),
    'Nothing was deleted: {reason}.':
        'Nichts wurde gelöscht: {reason}.',
    'Deleted: {game}.':
        'Gelöscht: {game}.',
    '{name} was not imported: {reason}. Nothing was changed.':
        '{name} wurde nicht importiert: {reason}. Nichts wurde geändert.',
    'Imported {n} games from {name}.':
        ('{n} Partie aus {name} importiert.', '{n} Partien aus {name} importiert.'),
    'Imported {n} games from {name} ({known} already in the history).':
        ('{n} Partie aus {name} importiert ({known} schon im Verlauf).', '{n} Partien aus {name} importiert ({known} schon im Verlauf).'),
    'Imported {n} games from {name}; skipped:':
        ('{n} Partie aus {name} importiert; übersprungen:', '{n} Partien aus {name} importiert; übersprungen:'),
    'Imported {n} games from {name} ({known} already in the history); skipped:':
        ('{n} Partie aus {name} importiert ({known} schon im Verlauf); übersprungen:', '{n} Partien aus {name} importiert ({known} schon im Verlauf); übersprungen:'),
    'The history cannot be used fully: {problem}.':
        'Der Verlauf ist nur eingeschränkt nutzbar: {problem}.',
    'this browser does not let the site store anything (private mode or blocked storage?), so the history cannot be kept':
        'dieser Browser lässt die Seite nichts speichern (privater Modus oder gesperrter Speicher?), daher kann der Verlauf nicht geführt werden',
    "the browser's storage for this site is full, so this game was not added to the history (delete old games or export and clear them)":
        'der Speicher des Browsers für diese Seite ist voll, daher wurde diese Partie nicht in den Verlauf aufgenommen (lösche alte Partien oder exportiere und entferne sie)',
    'some stored games could not be read: {games}':
        'einige gespeicherte Partien ließen sich nicht lesen: {games}',
    'the stored history could not be read ({reason})':
        'der gespeicherte Verlauf ließ sich nicht lesen ({reason})',
    'the stored history is damaged; export it or clear it first':
        'der gespeicherte Verlauf ist beschädigt; exportiere oder lösche ihn zuerst',
    'Showing {game}.':
        '{game} wird angezeigt.',
    '↑ up':
        '↑ steigend',
    '↓ down':
        '↓ fallend',
    '→ level':
        '→ gleich',
    'up':
        'steigend',
    'down':
        'fallend',
    'level':
        'gleich',
    '{n} scores':
        ('{n} Ergebnis', '{n} Ergebnisse'),
    '{n} games':
        ('{n} Partie', '{n} Partien'),
    '{n} sheets':
        ('{n} Spielblatt', '{n} Spielblätter'),
    '{n} foxes':
        ('{n} Fuchs', '{n} Füchse'),
    '{n} sheets with {foxes}':
        ('{n} Spielblatt mit {foxes}', '{n} Spielblätter mit {foxes}'),
    '{scores} from {games}, {first} to {last}: lowest {lo}, highest {hi}, average {average}.':
        '{scores} aus {games}, {first} bis {last}: niedrigstes {lo}, höchstes {hi}, Durchschnitt {average}.',
    'The last {n} average {average} ({change}, {trend}).':
        'Die letzten {n} im Schnitt {average} ({change}, {trend}).',
    'average {average}':
        'Durchschnitt {average}',
    'one score, oldest left':
        'ein Ergebnis, ältestes links',
    'Every score as a table':
        'Alle Ergebnisse als Tabelle',
    'Scores, newest first':
        'Ergebnisse, neueste zuerst',
    'Date':
        'Datum',
    'Player':
        'Spieler',
    'Points':
        'Punkte',
    'Scores over time':
        'Ergebnisse im Lauf der Zeit',
    'Average points per area over all {n} sheets: best {best} ({best_points}), weakest {weak} ({weak_points}).':
        ('Durchschnittliche Punkte je Bereich über {n} Spielblatt: am besten {best} ({best_points}), am schwächsten {weak} ({weak_points}).', 'Durchschnittliche Punkte je Bereich über alle {n} Spielblätter: am besten {best} ({best_points}), am schwächsten {weak} ({weak_points}).'),
    'Over the last {n}: up in {up}; down in {down}.':
        'In den letzten {n}: steigend bei {up}; fallend bei {down}.',
    'Over the last {n}: up in {up}.':
        'In den letzten {n}: steigend bei {up}.',
    'Over the last {n}: down in {down}.':
        'In den letzten {n}: fallend bei {down}.',
    'Over the last {n}: every area level.':
        'In den letzten {n}: alle Bereiche gleich.',
    'all games':
        'alle Partien',
    'last {n} (hatched)':
        'letzte {n} (schraffiert)',
    'Average points per area':
        'Durchschnittliche Punkte je Bereich',
    'All games':
        'Alle Partien',
    'Last {n}':
        'Letzte {n}',
    'Trend':
        'Trend',
    'Areas: averages and trend':
        'Bereiche: Durchschnitt und Trend',
    '{foxes} in {sheets}, {mean} per sheet: {counts}.':
        '{foxes} auf {sheets}, {mean} je Spielblatt: {counts}.',
    'foxes on a sheet':
        'Füchse auf einem Spielblatt',
    'Sheets by number of foxes':
        'Spielblätter nach Zahl der Füchse',
    'Sheets':
        'Spielblätter',
    'No solo games yet: titles are given in solo games only.':
        'Noch keine Solopartien: Titel gibt es nur im Solospiel.',
    '{n} solo games; the best title reached: “{title}”.':
        ('{n} Solopartie; der beste erreichte Titel: „{title}“.', '{n} Solopartien; der beste erreichte Titel: „{title}“.'),
    'under {points}':
        'unter {points}',
    'Solo titles, best first':
        'Solotitel, beste zuerst',
    'Title':
        'Titel',
    'Times reached':
        'So oft erreicht',
    'Solo titles':
        'Solotitel',
    'solo, “{title}”':
        'solo, „{title}“',
    '{n} players, won':
        '{n} Spieler, gewonnen',
    '{n} players, did not win':
        '{n} Spieler, nicht gewonnen',
    '{date}, {source}; {how}':
        '{date}, {source}; {how}',
    'The {n} best scores':
        ('Das beste Ergebnis', 'Die {n} besten Ergebnisse'),
    'Rank':
        'Platz',
    'Best games':
        'Beste Partien',
    '{game}: {games}, {sheets}; average {average} points, best {best}.':
        '{game}: {games}, {sheets}; im Schnitt {average} Punkte, bestes Ergebnis {best}.',
    "Every player's sheet counts: a game for three gives three scores.":
        'Jedes Spielblatt zählt: Eine Partie zu dritt ergibt drei Ergebnisse.',
    'No finished games yet, so there are no statistics. Finish a game in the app or save one from the score counter, and its figures appear here.':
        'Noch keine beendeten Partien, also noch keine Statistik. Beende eine Partie in der App oder speichere eine im Punktezähler, dann erscheinen ihre Zahlen hier.',
    'No finished games of {game} in the history yet; choose the other game above to see its figures.':
        'Noch keine beendeten Partien von {game} im Verlauf; wähle oben das andere Spiel, um seine Zahlen zu sehen.',
    # history: table options and one phone per player
    'Table options: {options}':
        'Tischoptionen: {options}',
    '{game}, table game, {n} players, your sheet only: {name} {total} points':
        '{game}, Partie am Tisch, {n} Spieler, nur dein Blatt: {name} {total} Punkte',
    'table game, {n} players, your sheet only':
        'Partie am Tisch, {n} Spieler, nur dein Blatt',
    # history: undo a delete
    'Undo':
        'Zurücknehmen',
    'Put back: {game}.':
        'Zurückgeholt: {game}.',
    'The game was not put back: {reason}.':
        'Die Partie wurde nicht zurückgeholt: {reason}.',
    # statistics per player, scores spaced by date (daily4)
    "Everyone": "Alle",
    "Points are spaced by the date of their game, oldest left.":
        "Die Punkte stehen nach dem Datum ihres Spiels, das älteste links.",
    "{game}, {name}: {games}, {sheets}; average {average} points, best {best}.":
        "{game}, {name}: {games}, {sheets}; im Schnitt {average} Punkte, bestes Ergebnis {best}.",
    "{name} has no finished games of {game} in the history yet; choose another player or "
    "the other game above.":
        "{name} hat noch keine beendeten Spiele von {game} in der Historie; wähle oben "
        "jemand anderen oder das andere Spiel.",
    "Showing the games of {name}.": "Die Spiele von {name} werden gezeigt.",
    "Showing everyone's games.": "Die Spiele aller werden gezeigt.",
    # --- history page: what was kept aside (store.py)
    'Downloaded {name}.':
        '{name} wurde heruntergeladen.',
    'Deleted what was kept aside ({what}).':
        'Das Beiseitegelegte wurde gelöscht ({what}).',
    'The game was not resumed: {reason}.':
        'Das Spiel wurde nicht fortgesetzt: {reason}.',
    'Nothing was set aside: {reason}.':
        'Nichts wurde beiseitegelegt: {reason}.',
    'The unreadable part was set aside: it is listed under Kept aside.':
        'Der unlesbare Teil wurde beiseitegelegt: Er steht unter „Beiseitegelegt“.',
    '{why}, so the unreadable games could not be set aside':
        '{why}, darum konnten die unlesbaren Spiele nicht beiseitegelegt werden',
    '{why}, so the history cannot be kept':
        '{why}, darum kann kein Spielverlauf geführt werden',
    '{why}, so the unreadable history could not be set aside':
        '{why}, darum konnte der unlesbare Spielverlauf nicht beiseitegelegt werden',
    'The history stored in this browser cannot be read in full (the message above says why).':
        'Der in diesem Browser gespeicherte Spielverlauf ist nicht ganz lesbar (warum, steht in der Meldung oben).',
    'Nothing of it was deleted. Download it as it is, then set it aside: the games that can be read stay in the history, and new games are added again (a finished game sets it aside by itself).':
        'Nichts davon wurde gelöscht. Lade ihn so herunter, wie er ist, und lege ihn dann beiseite: Die lesbaren Spiele bleiben im Spielverlauf, und neue Spiele kommen wieder hinzu (ein beendetes Spiel legt ihn von selbst beiseite).',
    'Download it as it is':
        'So herunterladen, wie er ist',
    'Set it aside':
        'Beiseitelegen',
    '{what}, kept aside on {when}: {why}.':
        '{what}, beiseitegelegt am {when}: {why}.',
    '{what}, kept aside: {why}.':
        '{what}, beiseitegelegt: {why}.',
    'Resume this game':
        'Dieses Spiel fortsetzen',
    'Add its games to the history':
        'Seine Spiele zum Spielverlauf hinzufügen',
    'Delete':
        'Löschen',
    'Download':
        'Herunterladen',
    'Kept aside':
        'Beiseitegelegt',
    'What this site could not read, and games that another game took the place of. Nothing here is deleted unless you delete it.':
        'Was diese Seite nicht lesen konnte, und Spiele, an deren Stelle ein anderes Spiel trat. Nichts hiervon wird gelöscht, außer du löschst es.',
    'Nothing was put back: {reason}.':
        'Nichts wurde zurückgelegt: {reason}.',
    'Put back what was kept aside.':
        'Das Beiseitegelegte ist wieder da.',
    # --- the rules demos and the lesson: their own frame (demo_view.py, learn_view.py, embed.py)
    'Lessons':
        'Lektionen',
    'Step {n} of {total}: {say}':
        'Schritt {n} von {total}: {say}',
    'Skip: play a normal game':
        'Überspringen: ein normales Spiel spielen',
    'Start the lesson again':
        'Lektion neu beginnen',
    'There is no demo called “{name}”.':
        'Es gibt keine Demo namens „{name}“.',
    'Done: {text}':
        'Geschafft: {text}',
    'Your task: {task}':
        'Deine Aufgabe: {task}',
    'Dice table':
        'Würfeltisch',
    'Try again':
        'Noch einmal',
    'Live demo:':
        'Live-Demo:',
    'Try it':
        'Ausprobieren',
    # --- rules.html: the article, its filter and its demo dialog (the page holds
    # the English; a heading of an area or an action reads as on the sheet)
    "The live demos use the game's own rules engine: try any move; a move the rules refuse is explained. A demo starts when you press its button; only one runs at a time. The rulings (R1–R12, C1–C11, T1–T16) settle points the printed rules leave open; this site plays by them.":
        'Die Live-Demos laufen mit demselben Regelwerk wie das Spiel: Probiere jeden Zug aus; verbieten die Regeln einen Zug, erfährst du, warum. Eine Demo startet, wenn du ihren Knopf drückst; es läuft immer nur eine. Die Regelentscheidungen (R1–R12, C1–C11, T1–T16) klären, was die gedruckten Regeln offenlassen; diese Seite spielt nach ihnen.',
    'Goal and material':
        'Ziel und Material',
    "1 to 4 players, each with a score sheet, share six dice: white, yellow, blue, green, orange and purple. Enter dice in the areas of your sheet to score points. Your total is the five areas' points plus, for each fox, the points of your weakest area.":
        '1 bis 4 Personen, jede mit einem Wertungsblatt, teilen sich sechs Würfel: weiß, gelb, blau, grün, orange und lila. Trage Würfel in die Bereiche deines Blatts ein, um Punkte zu sammeln. Deine Summe sind die Punkte der fünf Bereiche plus, für jeden Fuchs, die Punkte deines schwächsten Bereichs.',
    "The first active player is drawn at random (the game's seed decides, so a replay or a saved game has the same starter); the set-up may name one instead.":
        'Wer als Erstes aktiv ist, wird ausgelost (der Startwert der Partie entscheidet, daher hat eine Wiederholung oder ein gespeichertes Spiel denselben Startspieler); beim Einrichten kann man ihn auch festlegen.',
    'Your turn: three choices':
        'Dein Zug: drei Würfel wählen',
    'On your turn you are the active player. Roll the dice in the cup, choose one die, put it on one of your three die fields and enter it in the area of its colour. The white die counts as any colour. Then roll what is left and choose again: at most three choices per turn. After the third choice, or when no dice are left, the rest goes to the silver platter.':
        'In deinem Zug bist du aktiv. Würfle mit den Würfeln im Becher, wähle einen Würfel, lege ihn auf eines deiner drei Würfelfelder und trage ihn im Bereich seiner Farbe ein. Der weiße Würfel zählt als jede Farbe. Dann würfle mit dem Rest und wähle erneut: höchstens drei Würfel pro Zug. Nach der dritten Wahl, oder wenn keine Würfel mehr übrig sind, kommt der Rest auf das Silbertablett.',
    'You may only choose a die you can enter; while any die of the roll fits your sheet, you must choose one.':
        'Du darfst nur einen Würfel wählen, den du eintragen kannst; solange ein Würfel des Wurfs auf dein Blatt passt, musst du einen wählen.',
    'When no die of a roll fits anywhere, the roll is lost: nothing is entered, no die moves, and it uses up one of your three choices (you may spend a reroll first).':
        'Passt kein Würfel eines Wurfs irgendwohin, ist der Wurf verloren: Nichts wird eingetragen, kein Würfel bewegt sich, und er verbraucht eine deiner drei Wahlen (vorher darfst du einen Neuwurf einsetzen).',
    'When you choose the white die you also choose its colour; as blue it means blue + white.':
        'Wählst du den weißen Würfel, wählst du auch seine Farbe; als Blau bedeutet er Blau + Weiß.',
    'The silver platter':
        'Das Silbertablett',
    'Each time you choose a die, every other die of that roll showing a':
        'Jedes Mal, wenn du einen Würfel wählst, kommt jeder andere Würfel dieses Wurfs mit einer',
    'lower':
        'niedrigeren',
    'number goes to the silver platter: you cannot roll or choose it this turn. Equal and higher dice stay in play. The dice on the platter are for the other players.':
        'Zahl auf das Silbertablett: Du kannst ihn in diesem Zug weder würfeln noch wählen. Würfel mit gleicher oder höherer Zahl bleiben im Spiel. Die Würfel auf dem Tablett sind für die anderen.',
    "The others' turn: the passive pick":
        'Der Zug der anderen: die passive Wahl',
    "When the active player is done, every other player may take one die from the silver platter and enter it on their own sheet (several players may take the same die). Only when no platter die fits your sheet may you take one of the dice on the active player's die fields instead.":
        'Ist die aktive Person fertig, darf jede andere einen Würfel vom Silbertablett nehmen und auf ihrem eigenen Blatt eintragen (mehrere dürfen denselben Würfel nehmen). Nur wenn kein Tablett-Würfel auf dein Blatt passt, darfst du stattdessen einen der Würfel auf den Würfelfeldern der aktiven Person nehmen.',
    'The passive pick is optional: you may pass.':
        'Die passive Wahl ist freiwillig: Du darfst passen.',
    "Playing on one device, the passive players pick one after another in seat order; no pick depends on another's.":
        'Spielt ihr an einem Gerät, wählen die passiven Personen nacheinander in Sitzreihenfolge; keine Wahl hängt von einer anderen ab.',
    'Playing alone':
        'Allein spielen',
    'Six rounds, each one active turn and then one passive turn. For the passive turn roll all six dice: the three lowest go on the silver platter (equal numbers are decided at random). Take one of those three and enter it. There is no reroll in the passive turn, but you may use +1 actions after it.':
        'Sechs Runden, jede mit einem aktiven und dann einem passiven Zug. Im passiven Zug würfelst du mit allen sechs Würfeln: Die drei niedrigsten kommen auf das Silbertablett (bei gleichen Zahlen entscheidet der Zufall). Nimm einen dieser drei und trage ihn ein. Im passiven Zug gibt es keinen Neuwurf, aber danach darfst du +1-Aktionen nutzen.',
    'When none of the three platter dice fits your sheet, take one of the other three dice instead.':
        'Passt keiner der drei Tablett-Würfel auf dein Blatt, nimm stattdessen einen der anderen drei Würfel.',
    "Your solo score earns a title, from “Try harder!” under 140 to “You're so clever!” at 281 and more.":
        'Deine Solo-Punktzahl bringt dir einen Titel, von „Streng dich mehr an!“ unter 140 bis „Du bist so clever!“ ab 281.',
    'Reroll actions':
        'Neuwürfe',
    'A reroll action lets the active player roll again all the dice just rolled (not those on die fields or the platter). You may use several in a turn. The new roll counts even when it is worse. Rerolls left at the end of the game are worth nothing.':
        'Mit einem Neuwurf würfelt die aktive Person alle gerade geworfenen Würfel noch einmal (nicht die auf Würfelfeldern oder dem Tablett). Du darfst mehrere in einem Zug einsetzen. Der neue Wurf gilt, auch wenn er schlechter ist. Neuwürfe, die am Spielende übrig sind, zählen nichts.',
    'At the end of your own turn (active: after your choices; passive: after your pick) a +1 action enters any one of the six dice again, wherever it lies, even the one you just used. You may use several, but each die only once per turn with a +1.':
        'Am Ende deines eigenen Zugs (aktiv: nach deinen Wahlen; passiv: nach deiner Wahl) trägt eine +1-Aktion einen beliebigen der sechs Würfel noch einmal ein, wo immer er liegt, sogar den gerade benutzten. Du darfst mehrere nutzen, aber jeden Würfel nur einmal pro Zug mit einer +1.',
    "The active player's +1 comes after their choices, before the passive picks; a passive player's comes after their pick (or pass).":
        'Die +1 der aktiven Person kommt nach ihren Wahlen, vor den passiven Wahlen; die einer passiven Person nach ihrer Wahl (oder ihrem Passen).',
    'A +1 must be entered somewhere.':
        'Eine +1 muss irgendwo eingetragen werden.',
    "Cross a box that shows the die's number, in any order. Four boxes are crossed from the start. A full row gives its bonus (blue X, orange 4, green X, a fox); the diagonal from top left to bottom right gives a +1. Each full column scores 10, 14, 16 or 20.":
        'Kreuze ein Feld an, das die Zahl des Würfels zeigt, in beliebiger Reihenfolge. Vier Felder sind von Anfang an angekreuzt. Eine volle Reihe bringt ihren Bonus (blaues X, orange 4, grünes X, einen Fuchs); die Diagonale von oben links nach unten rechts bringt eine +1. Jede volle Spalte zählt 10, 14, 16 oder 20 Punkte.',
    'Blue always counts the blue die':
        'Blau zählt immer den blauen',
    'plus':
        'plus',
    'the white die, as they show now, wherever they lie: rolled, on a die field or on the silver platter. Cross the box with that sum. Choosing the white die as blue gives the same sum. Blue scores more the more boxes you cross: 1, 2, 4, 7, 11, … up to 56.':
        'den weißen Würfel, so wie sie gerade liegen, egal wo: geworfen, auf einem Würfelfeld oder auf dem Silbertablett. Kreuze das Feld mit dieser Summe an. Den weißen Würfel als Blau zu wählen ergibt dieselbe Summe. Blau zählt umso mehr, je mehr Felder du ankreuzt: 1, 2, 4, 7, 11, … bis 56.',
    'Fill the boxes from left to right; the die must be at least the number under the box (1 to 5, then 1 to 6). A green X bonus crosses the next box whatever it asks. Green scores by the number of boxes crossed, up to 66.':
        'Fülle die Felder von links nach rechts; der Würfel muss mindestens die Zahl unter dem Feld zeigen (1 bis 5, dann 1 bis 6). Ein grünes X als Bonus kreuzt das nächste Feld an, egal was es verlangt. Grün zählt nach der Zahl der Kreuze, bis 66.',
    "Write the die's number in the next box, from left to right; any number fits. Some boxes double or triple it. Number bonuses (orange 4, 5, 6) are multiplied too. Orange scores the sum of its numbers.":
        'Schreibe die Zahl des Würfels in das nächste Feld, von links nach rechts; jede Zahl passt. Manche Felder verdoppeln oder verdreifachen sie. Zahlen-Boni (orange 4, 5, 6) werden ebenfalls vervielfacht. Orange zählt die Summe seiner Zahlen.',
    "Write the die's number in the next box, from left to right; each must be":
        'Schreibe die Zahl des Würfels in das nächste Feld, von links nach rechts; jede muss',
    'higher':
        'höher',
    'than the one before, except after a 6: anything may follow a 6 (a 6 too). Purple scores the sum of its numbers.':
        'sein als die davor, außer nach einer 6: Nach einer 6 darf alles folgen (auch eine 6). Lila zählt die Summe seiner Zahlen.',
    'Bonuses and chains':
        'Boni und Ketten',
    'A bonus is taken the moment its box is filled or its row, column or diagonal is complete. An X or a number goes in its area at once (you choose the box where there is a choice); if it cannot go anywhere it is lost. Reroll and +1 actions are kept for later turns. A bonus can complete something else and earn a further bonus: a chain.':
        'Ein Bonus wird genommen, sobald sein Feld gefüllt oder seine Reihe, Spalte oder Diagonale vollständig ist. Ein X oder eine Zahl kommt sofort in ihren Bereich (du wählst das Feld, wenn es eine Wahl gibt); passt er nirgends, verfällt er. Neuwürfe und +1-Aktionen werden für spätere Züge aufgehoben. Ein Bonus kann etwas anderes vervollständigen und einen weiteren Bonus bringen: eine Kette.',
    'Several bonuses from one mark are taken one after another, in sheet order (yellow, blue, green, orange, purple; within an area the box, then the row, column, diagonal); each choice is asked as it comes.':
        'Mehrere Boni aus einem Kreuz werden nacheinander genommen, in der Reihenfolge des Blatts (gelb, blau, grün, orange, lila; innerhalb eines Bereichs das Feld, dann Reihe, Spalte, Diagonale); jede Wahl wird gefragt, wenn sie drankommt.',
    "Five places give a fox: yellow's bottom row, blue's bottom row, green's 7th box, orange's 8th, purple's 7th. At the end each fox scores as many points as your":
        'Fünf Stellen bringen einen Fuchs: die unterste Reihe von Gelb, die unterste Reihe von Blau, das 7. Feld von Grün, das 8. von Orange, das 7. von Lila. Am Ende zählt jeder Fuchs so viele Punkte wie dein',
    'weakest':
        'schwächster',
    'area, so an empty area makes every fox worth nothing.':
        'Bereich; ein leerer Bereich macht also jeden Fuchs wertlos.',
    'Rounds and round bonuses':
        'Runden und Rundenboni',
    '6 rounds with 1 or 2 players, 5 with 3, 4 with 4. At the start of round 1 everyone gains a reroll, round 2 a +1, round 3 a reroll, and round 4 a black X or black 6: an X in any open yellow or blue box or the next green box, or a 6 in the next orange or purple box.':
        '6 Runden bei 1 oder 2 Personen, 5 bei 3, 4 bei 4. Zu Beginn von Runde 1 bekommen alle einen Neuwurf, in Runde 2 eine +1, in Runde 3 einen Neuwurf und in Runde 4 ein schwarzes X oder eine schwarze 6: ein X in ein freies gelbes oder blaues Feld oder das nächste grüne Feld, oder eine 6 in das nächste orange oder lila Feld.',
    'Each player chooses and places the round 4 bonus at the start of round 4.':
        'Jede Person wählt und setzt den Bonus der 4. Runde zu Beginn der 4. Runde.',
    'End of the game and ties':
        'Spielende und Gleichstand',
    'The game ends after the last turn of the last round, once its passive picks and +1 actions are done; rerolls left expire. Total = yellow + blue + green + orange + purple + foxes × your weakest area. A tie goes to the player with the best single area; still level, the victory is shared.':
        'Das Spiel endet nach dem letzten Zug der letzten Runde, sobald dessen passive Wahlen und +1-Aktionen erledigt sind; übrige Neuwürfe verfallen. Summe = gelb + blau + grün + orange + lila + Füchse × dein schwächster Bereich. Bei Gleichstand gewinnt, wer den besten einzelnen Bereich hat; ist es dann noch gleich, teilt ihr euch den Sieg.',
    'A sheet entered as numbers (a saved game, the score counter) is checked against these rules before it is scored; whatever breaks them is named.':
        'Ein als Zahlen eingegebenes Blatt (ein gespeichertes Spiel, der Punktezähler) wird gegen diese Regeln geprüft, bevor es gewertet wird; was dagegen verstößt, wird benannt.',
    'What stays the same':
        'Was gleich bleibt',
    "Clever 4Ever plays like That's Pretty Clever: three choices per turn, lower dice to the silver platter, the passive pick and its fallback, rerolls, +1 actions, bonus chains, foxes worth your weakest area, the same ties and solo game. Its dice are white, yellow, blue, grey, green and pink; the white die stands in for yellow, grey, green and pink.":
        'Clever hoch vier spielt sich wie Ganz schön clever: drei Wahlen pro Zug, niedrigere Würfel auf das Silbertablett, die passive Wahl mit ihrem Ersatz, Neuwürfe, +1-Aktionen, Bonusketten, Füchse im Wert deines schwächsten Bereichs, dieselben Gleichstandsregeln und dasselbe Solospiel. Seine Würfel sind weiß, gelb, blau, grau, grün und rosa; der weiße Würfel steht für gelb, grau, grün und rosa.',
    'Everything not said here follows R1 to R12.':
        'Alles, was hier nicht steht, folgt R1 bis R12.',
    'A roll you can use cannot be given up at will (R2).':
        'Einen Wurf, den du nutzen kannst, darfst du nicht nach Belieben verfallen lassen (R2).',
    'Yellow: three rows':
        'Gelb: drei Reihen',
    "Three rows of five, each filled from left to right with the yellow die's number. The top row must rise: each number higher than the one before (after a 6 it is closed); it scores nothing but gives bonuses. The middle row takes any numbers, gives bonuses and its sum counts":
        'Drei Reihen zu fünf Feldern, jede von links nach rechts mit der Zahl des gelben Würfels gefüllt. Die obere Reihe muss steigen: jede Zahl höher als die davor (nach einer 6 ist sie geschlossen); sie zählt keine Punkte, bringt aber Boni. Die mittlere Reihe nimmt beliebige Zahlen, bringt Boni und ihre Summe zählt',
    'against':
        'gegen',
    'you. The bottom row takes any numbers and its sum counts for you. Each column with all three boxes filled scores 10, 10, 15, 15 or 20.':
        'dich. Die untere Reihe nimmt beliebige Zahlen und ihre Summe zählt für dich. Jede Spalte mit drei gefüllten Feldern zählt 10, 10, 15, 15 oder 20 Punkte.',
    'A top-row number must be strictly higher than the one before it.':
        'Eine Zahl der oberen Reihe muss echt höher sein als die davor.',
    'Blue: row and column':
        'Blau: Reihe und Spalte',
    "The blue die names the row and the white die the column, wherever the white die lies; the numbers are not added. A row's second cross gives its bonus; the diagonal's second cross gives a reroll. Each column with two crosses or more scores 7 to 12, the other diagonal 6 more.":
        'Der blaue Würfel nennt die Reihe und der weiße Würfel die Spalte, egal wo der weiße Würfel liegt; die Zahlen werden nicht addiert. Das zweite Kreuz einer Reihe bringt ihren Bonus; das zweite Kreuz der Diagonale bringt einen Neuwurf. Jede Spalte mit zwei oder mehr Kreuzen zählt 7 bis 12 Punkte, die andere Diagonale 6 mehr.',
    'The white die does not stand in for blue (it is only ever the column). A table option lets it.':
        'Der weiße Würfel steht nicht für Blau (er ist immer nur die Spalte). Eine Tischoption erlaubt es.',
    'Taking the blue die from the platter with polish, only the blue die is polished; the white die counts as it shows.':
        'Nimmst du den blauen Würfel vom Tablett und polierst ihn, wird nur der blaue Würfel poliert; der weiße zählt, wie er liegt.',
    'Grey: whole parts':
        'Grau: ganze Teile',
    'The grey area is made of parts: touching cells of the same shade. A grey die of':
        'Der graue Bereich besteht aus Teilen: zusammenhängenden Zellen derselben Schattierung. Ein grauer Würfel mit',
    'n':
        'n',
    'crosses one whole part of at most':
        'kreuzt einen ganzen Teil aus höchstens',
    'cells (the rest is lost). The first part must be one of the two at the left edge (top left or bottom left); every later part must touch a crossed cell. A part with a symbol gives that bonus. Each full column scores its points, and crossing every cell of one shade gives a fox.':
        'Zellen an (der Rest verfällt). Der erste Teil muss einer der beiden am linken Rand sein (oben links oder unten links); jeder spätere Teil muss an eine angekreuzte Zelle grenzen. Ein Teil mit Symbol bringt diesen Bonus. Jede volle Spalte zählt ihre Punkte, und wer jede Zelle einer Schattierung ankreuzt, bekommt einen Fuchs.',
    'The top-left cell is a part of its own, so a grey 1 can open the grey area.':
        'Die Zelle oben links ist ein eigener Teil, also kann eine graue 1 den grauen Bereich eröffnen.',
    'Green: triangles':
        'Grün: Dreiecke',
    "Each of the 11 fields has a lower and an upper triangle; write the die's number in one. Lower triangles fill from left to right, and so do upper ones. A lower triangle gives the field's bonus at once. A field with both triangles filled scores their sum, doubled from the 4th field on.":
        'Jedes der 11 Felder hat ein unteres und ein oberes Dreieck; schreibe die Zahl des Würfels in eines davon. Untere Dreiecke füllen sich von links nach rechts, obere ebenso. Ein unteres Dreieck bringt sofort den Bonus des Felds. Ein Feld mit beiden Dreiecken gefüllt zählt ihre Summe, ab dem 4. Feld doppelt.',
    'Lower and upper triangles are two rows of their own. A table option makes an upper triangle wait for the lower one beneath it.':
        'Untere und obere Dreiecke sind zwei eigene Reihen. Eine Tischoption lässt ein oberes Dreieck auf das untere darunter warten.',
    'Pink: numbers with effects':
        'Rosa: Zahlen mit Wirkung',
    'Write any number in the next box, from left to right. A 2 or a 4 scores that much extra; a 3 writes another 3 in the next box (with no effect of its own); a 5 takes the bonus under the box; a 6 takes the bonus and scores 3 extra. Pink scores the points above its last filled box plus the extras.':
        'Schreibe eine beliebige Zahl in das nächste Feld, von links nach rechts. Eine 2 oder 4 zählt so viel extra; eine 3 schreibt eine weitere 3 in das nächste Feld (ohne eigene Wirkung); eine 5 bringt den Bonus unter dem Feld; eine 6 bringt den Bonus und 3 Punkte extra. Rosa zählt die Punkte über dem letzten gefüllten Feld plus die Extras.',
    'Each polish action turns a die you take':
        'Jede Polier-Aktion dreht einen Würfel, den du',
    'from the silver platter':
        'vom Silbertablett',
    'one number up or down, for you only. You may spend several on one die, but 1 and 6 are not next to each other.':
        'nimmst, um eine Zahl nach oben oder unten, nur für dich. Du darfst mehrere für einen Würfel einsetzen, aber 1 und 6 liegen nicht nebeneinander.',
    'Polish works only on platter dice: a passive pick, the solo passive turn, or a +1 that takes a platter die.':
        'Polieren wirkt nur auf Tablett-Würfel: bei einer passiven Wahl, im passiven Solo-Zug oder bei einer +1, die einen Tablett-Würfel nimmt.',
    'For the passive fallback, a platter die counts as fitting if polish you hold would make it fit.':
        'Für den passiven Ersatz gilt ein Tablett-Würfel als passend, wenn dein Polieren ihn passend machen würde.',
    'An action or bonus gained on a full track is lost; polishing by zero is not an action.':
        'Eine Aktion oder ein Bonus auf einer vollen Leiste verfällt; um null polieren ist keine Aktion.',
    'Rounds, actions and foxes':
        'Runden, Aktionen und Füchse',
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Round 1 gives a reroll, round 2 a +1, round 3 a polish, round 4 a black “?”: any number in any area, as if rolled. A “?” bonus enters any number you choose in its area. The reroll and +1 tracks have 7 spaces, polish 9; filling the reroll track gives a pink “?”. Foxes come from yellow's top row, blue's 6th row, green's 10th field, pink's 8th box (on a 5 or 6) and each grey shade completed; each scores your weakest area (which may be negative).":
        '6 Runden bei 1 oder 2 Personen, 5 bei 3, 4 bei 4. Runde 1 bringt einen Neuwurf, Runde 2 eine +1, Runde 3 ein Polieren, Runde 4 ein schwarzes „?“: eine beliebige Zahl in einem beliebigen Bereich, als wäre sie gewürfelt. Ein „?“-Bonus trägt eine Zahl deiner Wahl in seinem Bereich ein. Die Leisten für Neuwurf und +1 haben 7 Plätze, Polieren 9; die volle Neuwurf-Leiste bringt ein rosa „?“. Füchse gibt es für die obere Reihe von Gelb, die 6. Reihe von Blau, das 10. Feld von Grün, das 8. Feld von Rosa (bei einer 5 oder 6) und jede vollständige graue Schattierung; jeder zählt deinen schwächsten Bereich (der auch negativ sein kann).',
    'There is no bonus for collecting all the actions, and no fox for completing a column, whatever some summaries say.':
        'Es gibt keinen Bonus dafür, alle Aktionen zu sammeln, und keinen Fuchs für eine volle Spalte, was manche Zusammenfassungen auch sagen.',
    'Table options are chosen when the game is set up, shown on the scoreboard and kept in the save; computer players play under them too.':
        'Tischoptionen werden beim Einrichten des Spiels gewählt, auf der Punktetafel gezeigt und im Spielstand gespeichert; Computer-Gegner spielen auch nach ihnen.',
    "Solo titles run from “Let's talk about something else” under 180 to “Clever 4ever!” at 450 and more.":
        'Die Solo-Titel reichen von „Reden wir über etwas anderes“ unter 180 bis „Clever hoch vier!“ ab 450.',
    'No rule matches. Try another word.':
        'Keine Regel passt. Versuch es mit einem anderen Wort.',
    'e.g. platter, fox, polish':
        'z. B. Silbertablett, Fuchs, Polieren',
    '{n} section matches.':
        '{n} Abschnitt passt.',
    '{n} sections match.':
        '{n} Abschnitte passen.',
    # --- rules.html: Twice as Clever
    'What stays the same, and what is new':
        'Was gleich bleibt und was neu ist',
    "Twice as Clever plays like That's Pretty Clever: three choices per turn, lower dice to the silver platter, the passive pick and its fallback, rerolls, +1 actions, bonus chains, foxes worth your weakest area, the same ties. Its dice are white, yellow, blue, green, pink and silver; the white die stands in for any colour, and in blue it always counts blue + white.":
        'Doppelt so clever spielt sich wie Ganz schön clever: drei Wahlen pro Zug, niedrigere Würfel auf das Silbertablett, die passive Wahl mit ihrem Ersatz, Neuwürfe, +1-Aktionen, Bonusketten, Füchse im Wert deines schwächsten Bereichs, dieselben Gleichstandsregeln. Seine Würfel sind weiß, gelb, blau, grün, rosa und silbern; der weiße Würfel steht für jede Farbe, und in Blau zählt immer Blau + Weiß.',
    'New: a third action, the return; a silver area that the platter feeds too; a yellow number is circled before it can be crossed; three action tracks, each with a bonus at its end; and the active player may skip a roll.':
        'Neu sind: eine dritte Aktion, das Rückholen; ein silberner Bereich, in den auch das Tablett Würfel schickt; eine gelbe Zahl wird eingekreist, bevor sie angekreuzt werden kann; drei Aktionsleisten mit je einem Bonus am Ende; und der aktive Spieler darf einen Wurf auslassen.',
    'You may skip a roll even when one of its dice would fit: nothing is entered, no die moves, and it uses up one of your three choices. This replaces R2 in this game; the table option “A usable roll must be used” brings R2 back.':
        'Du darfst einen Wurf auslassen, auch wenn einer seiner Würfel passen würde: Nichts wird eingetragen, kein Würfel bewegt sich, und er verbraucht eine deiner drei Wahlen. Das ersetzt R2 in diesem Spiel; die Tischoption „Ein nutzbarer Wurf muss genutzt werden“ bringt R2 zurück.',
    'Returning a die':
        'Einen Würfel zurückholen',
    'A return action takes one die from the silver platter back to the dice still to be rolled: it is rolled with them in your next roll, and the number it showed on the platter is never used. Only the active player returns dice, after a choice and before the next roll; once the dice are rolled it is too late.':
        'Eine Rückhol-Aktion holt einen Würfel vom Silbertablett zurück zu den Würfeln, die noch geworfen werden: Er wird mit ihnen im nächsten Wurf gewürfelt, und die Zahl, die er auf dem Tablett zeigte, zählt nie. Nur der aktive Spieler holt Würfel zurück, nach einer Wahl und vor dem nächsten Wurf; sind die Würfel geworfen, ist es zu spät.',
    'A return fits after a choice (and its bonuses) and before the next roll, while you have made fewer than three choices and the platter holds a die: so never before your first roll, after your third choice, in a passive turn, or between a roll and a reroll. You may return several dice before the same roll, and return one even when the cup is empty: it is then rolled alone. A returned die that a later choice sends to the platter again counts as sent by that choice.':
        'Zurückholen geht nach einer Wahl (und ihren Boni) und vor dem nächsten Wurf, solange du weniger als drei Wahlen getroffen hast und auf dem Tablett ein Würfel liegt: also nie vor deinem ersten Wurf, nach deiner dritten Wahl, in einem passiven Zug oder zwischen einem Wurf und einem Neuwurf. Du darfst vor demselben Wurf mehrere Würfel zurückholen, und auch dann einen, wenn der Becher leer ist: Er wird dann allein gewürfelt. Schickt eine spätere Wahl einen zurückgeholten Würfel wieder aufs Tablett, gilt er als von dieser Wahl geschickt.',
    'Silver and its chain':
        'Silber und seine Kette',
    'Four rows, one per colour (yellow, blue, green, pink), each holding the numbers 1 to 6. The silver die marks its number in any row where that number is still free. A number marked in all four rows gives the bonus under its column: a +1, a yellow “?”, a fox, a blue “?”, a green “?”, a pink “?”. Each row scores by its own marks, 2, 4, 7, 11, 16 or 22 for 1 to 6 of them; the four rows are added (up to 88).':
        'Vier Reihen, eine pro Farbe (gelb, blau, grün, rosa), jede mit den Zahlen 1 bis 6. Der silberne Würfel kreuzt seine Zahl in einer beliebigen Reihe an, in der sie noch frei ist. Eine Zahl, die in allen vier Reihen angekreuzt ist, bringt den Bonus unter ihrer Spalte: eine +1, ein gelbes „?“, einen Fuchs, ein blaues „?“, ein grünes „?“, ein rosa „?“. Jede Reihe zählt nach ihren eigenen Kreuzen, 2, 4, 7, 11, 16 oder 22 für 1 bis 6 davon; die vier Reihen werden addiert (bis zu 88).',
    'The chain: when your own choice goes into silver, every die that this choice sends to the platter may be marked in silver too, a coloured die in the row of its colour, the white or the silver die in any row.':
        'Die Kette: Geht deine eigene Wahl in Silber, darf jeder Würfel, den diese Wahl aufs Tablett schickt, auch in Silber angekreuzt werden, ein farbiger Würfel in der Reihe seiner Farbe, der weiße oder der silberne Würfel in einer beliebigen Reihe.',
    'Only the dice this very choice sends to the platter, because they are lower, chain. Dice already on the platter do not, nor the dice left after your third choice (they go to the platter only because the turn ends). The table option “Third-pick leftovers chain too” lets those leftovers chain as well.':
        'Zur Kette gehören nur die Würfel, die genau diese Wahl aufs Tablett schickt, weil sie niedriger sind. Würfel, die schon auf dem Tablett liegen, gehören nicht dazu, ebenso wenig die Würfel, die nach deiner dritten Wahl übrig sind (sie kommen nur aufs Tablett, weil der Zug endet). Die Tischoption „Reste der dritten Wahl auch in Silber“ nimmt auch diese Reste in die Kette auf.',
    'A coloured die marks the row of its own colour; the white and the silver die the row you choose. If that number is already marked there (in every row, for white or silver), the chain mark of that die is lost.':
        'Ein farbiger Würfel kreuzt in der Reihe seiner eigenen Farbe an, der weiße und der silberne Würfel in der Reihe deiner Wahl. Ist die Zahl dort schon angekreuzt (beim weißen oder silbernen Würfel: in jeder Reihe), verfällt das Kreuz dieses Würfels.',
    'Each chain mark is yours to take or leave, die by die; the game offers each one with a way to skip it.':
        'Jedes Kreuz der Kette darfst du machen oder lassen, Würfel für Würfel; das Spiel bietet jedes mit einer Möglichkeit zum Auslassen an.',
    'First the silver mark of your choice, then the chain marks in the order you like, then every bonus these marks earned, one after another (R6).':
        'Zuerst das Silber-Kreuz deiner Wahl, dann die Kreuze der Kette in der Reihenfolge, die du willst, dann jeder Bonus, den diese Kreuze gebracht haben, einer nach dem anderen (R6).',
    'The white die taken as silver chains the same way. A passive pick or a +1 into silver sends nothing to the platter: it makes one mark, in any row.':
        'Der weiße Würfel als Silber bildet die Kette genauso. Eine passive Wahl oder eine +1 in Silber schickt nichts aufs Tablett: Sie macht ein Kreuz, in einer beliebigen Reihe.',
    'A silver die whose number is already marked in all four rows cannot be chosen, nor the white die as silver with that number. When no die of a roll can be used, R1 applies.':
        'Ein silberner Würfel, dessen Zahl schon in allen vier Reihen angekreuzt ist, darf nicht gewählt werden, ebenso wenig der weiße Würfel als Silber mit dieser Zahl. Ist kein Würfel eines Wurfs nutzbar, gilt R1.',
    'Yellow: circle, then cross':
        'Gelb: einkreisen, dann ankreuzen',
    'Ten numbers on a staggered grid of five rows and four columns: 1 and 6 once, 2 to 5 twice. A yellow die circles a free number that matches it, or crosses a matching number already circled. A row or column gives its bonus once all its numbers are circled (a crossed number counts as circled): the rows a blue “?”, a return, a yellow “?”, a green “?”, a pink “?”; the columns a reroll, a +1, a silver “?”, a fox. Circles score nothing; crosses score 3, 10, 21, 36, 55, 75, 96, 118, 141 or 165 for 1 to 10 of them.':
        'Zehn Zahlen auf einem versetzten Raster aus fünf Zeilen und vier Spalten: 1 und 6 einmal, 2 bis 5 zweimal. Ein gelber Würfel kreist eine freie passende Zahl ein oder kreuzt eine passende, schon eingekreiste Zahl an. Eine Zeile oder Spalte bringt ihren Bonus, sobald alle ihre Zahlen eingekreist sind (eine angekreuzte Zahl gilt als eingekreist): die Zeilen ein blaues „?“, ein Rückholen, ein gelbes „?“, ein grünes „?“, ein rosa „?“; die Spalten einen Neuwurf, eine +1, ein silbernes „?“, einen Fuchs. Kreise zählen nichts; Kreuze zählen 3, 10, 21, 36, 55, 75, 96, 118, 141 oder 165 für 1 bis 10 davon.',
    'Rows and columns complete on circles: crossing a number later never gives their bonus again, and the circle of a yellow “?” can complete one. A yellow “?” circles any free number or crosses any circled one.':
        'Zeilen und Spalten werden durch Kreise vollständig: Eine Zahl später anzukreuzen bringt ihren Bonus nie noch einmal, und der Kreis eines gelben „?“ kann eine vervollständigen. Ein gelbes „?“ kreist eine beliebige freie Zahl ein oder kreuzt eine beliebige eingekreiste an.',
    'Blue: falling sums':
        'Blau: fallende Summen',
    'Write blue + white, as the two dice show now wherever they lie, in the next of 12 boxes, from left to right. The first box takes any sum from 2 to 12; each later sum must be at most the one before it. Blue scores by its boxes filled: 1, 3, 6, 10, 15 and so on up to 78. Boxes 2 and 10 give a return, box 9 a fox.':
        'Schreibe Blau + Weiß, wie die beiden Würfel jetzt liegen, egal wo, in das nächste von 12 Feldern, von links nach rechts. Das erste Feld nimmt jede Summe von 2 bis 12; jede spätere Summe darf höchstens so hoch sein wie die davor. Blau zählt nach den gefüllten Feldern: 1, 3, 6, 10, 15 und so weiter bis 78. Die Felder 2 und 10 bringen ein Rückholen, Feld 9 einen Fuchs.',
    'A blue “?”, and the white die taken as blue, keep the rule too: any sum from 2 to 12 that is not higher than the one before.':
        'Auch ein blaues „?“ und der weiße Würfel als Blau halten die Regel ein: eine beliebige Summe von 2 bis 12, die nicht höher ist als die davor.',
    'Green: pairs':
        'Grün: Paare',
    "Twelve boxes in six pairs, filled from left to right: write the green die times the multiplier printed on the box (×1 to ×4). Once both boxes of a pair are written it scores the first minus the second, which may be negative; a half-filled pair scores nothing. Green scores its pairs added up, so it can fall below zero. A box's bonus comes when it is written; box 7 gives a fox. A green “?” lets you choose 1 to 6, times the next box's multiplier.":
        'Zwölf Felder in sechs Paaren, von links nach rechts gefüllt: Schreibe den grünen Würfel mal dem Faktor, der auf dem Feld steht (×1 bis ×4). Sind beide Felder eines Paars beschrieben, zählt es das erste minus das zweite, was negativ sein kann; ein halb gefülltes Paar zählt nichts. Grün zählt die Summe seiner Paare und kann also unter null fallen. Der Bonus eines Felds kommt, wenn es beschrieben wird; Feld 7 bringt einen Fuchs. Bei einem grünen „?“ wählst du 1 bis 6, mal dem Faktor des nächsten Felds.',
    'Pink: a minimum for each bonus':
        'Rosa: ein Mindestwert für jeden Bonus',
    "Write any die in the next of 12 boxes, from left to right. From the third box on, a box's bonus needs at least the number printed under it (2 to 6): a lower number is written but takes no bonus. Pink scores the sum of its numbers (up to 72); box 8 gives a fox for a 2 or more. A pink “?” lets you choose 1 to 6, and the box's minimum still decides its bonus.":
        'Schreibe einen beliebigen Würfel in das nächste von 12 Feldern, von links nach rechts. Ab dem dritten Feld braucht der Bonus eines Felds mindestens die Zahl darunter (2 bis 6): Eine niedrigere Zahl wird eingetragen, bringt aber keinen Bonus. Rosa zählt die Summe seiner Zahlen (bis zu 72); Feld 8 bringt bei einer 2 oder mehr einen Fuchs. Bei einem rosa „?“ wählst du 1 bis 6, und der Mindestwert des Felds entscheidet weiter über seinen Bonus.',
    'Three action tracks':
        'Drei Aktionsleisten',
    "Rerolls, returns and +1 actions each have a track of six spaces. Gaining an action circles the next space; using one crosses a circled space. Circling the sixth space gives the track's end bonus at once: a fox for rerolls, a pink “?” for returns, a silver “?” for +1 actions. Rerolls and returns are the active player's; a +1 is used at the end of your own turn, active or passive, as in the base game.":
        'Neuwurf, Rückholen und +1 haben je eine Leiste mit sechs Plätzen. Eine gewonnene Aktion kreist den nächsten Platz ein; eine genutzte kreuzt einen eingekreisten Platz an. Wer den sechsten Platz einkreist, bekommt sofort den Bonus am Ende der Leiste: einen Fuchs beim Neuwurf, ein rosa „?“ beim Rückholen, ein silbernes „?“ bei der +1. Neuwürfe und Rückholen gehören dem aktiven Spieler; eine +1 nutzt du am Ende deines eigenen Zugs, aktiv oder passiv, wie im Grundspiel.',
    "With +1 actions each die may be entered once per turn, not once per round: the printed “round” there means the end of one player's turn.":
        'Mit +1-Aktionen darf jeder Würfel einmal pro Zug eingetragen werden, nicht einmal pro Runde: Die gedruckte „Runde“ meint dort das Ende des Zugs einer Person.',
    'An action gained on a full track is lost, which the sheet never causes (each track has exactly six sources); the end bonus comes exactly once.':
        'Eine Aktion auf einer vollen Leiste verfällt, was das Blatt nie verursacht (jede Leiste hat genau sechs Quellen); der Bonus am Ende kommt genau einmal.',
    'Rounds, round bonuses and foxes':
        'Runden, Rundenboni und Füchse',
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Round 1 gives a reroll, round 2 a +1, round 3 a return, round 4 a black “?”: a “?” in the area you choose. A “?” bonus is used at once, and lost if it cannot be placed. Six places give a fox: silver's column of 3s, yellow's last column, blue's box 9, green's box 7, pink's box 8 (for a 2 or more) and the end of the reroll track. Each fox scores your weakest area.":
        '6 Runden bei 1 oder 2 Personen, 5 bei 3, 4 bei 4. Runde 1 bringt einen Neuwurf, Runde 2 eine +1, Runde 3 ein Rückholen, Runde 4 ein schwarzes „?“: ein „?“ in dem Bereich deiner Wahl. Ein „?“-Bonus wird sofort genutzt und verfällt, wenn er nicht eingetragen werden kann. Sechs Stellen bringen einen Fuchs: die Spalte der 3 in Silber, die letzte Spalte in Gelb, Feld 9 in Blau, Feld 7 in Grün, Feld 8 in Rosa (bei einer 2 oder mehr) und das Ende der Neuwurf-Leiste. Jeder Fuchs zählt deinen schwächsten Bereich.',
    'Each player places the black “?” at the start of round 4 (as R9); a “?” that cannot be placed is lost.':
        'Jede Person trägt das schwarze „?“ zu Beginn von Runde 4 ein (wie R9); ein „?“, das nicht eingetragen werden kann, verfällt.',
    'A fox scores your weakest area as it stands: when green is below zero, every fox is worth less than nothing.':
        'Ein Fuchs zählt deinen schwächsten Bereich so, wie er ist: Liegt Grün unter null, ist jeder Fuchs weniger als nichts wert.',
    'Playing Twice as Clever alone':
        'Doppelt so clever allein spielen',
    'Six rounds, each one active turn and then one passive turn, as in the base game: roll all six dice, the three lowest go to the silver platter (equal numbers are decided at random) and you take one of those three. There is no reroll and no return in the passive turn, but you may use +1 actions after it.':
        'Sechs Runden, jede mit einem aktiven und dann einem passiven Zug, wie im Grundspiel: Würfle mit allen sechs Würfeln, die drei niedrigsten kommen auf das Silbertablett (bei gleichen Zahlen entscheidet der Zufall), und du nimmst einen dieser drei. Im passiven Zug gibt es keinen Neuwurf und kein Rückholen, aber danach darfst du +1-Aktionen nutzen.',
    'When none of the three platter dice fits your sheet, take one of the other three dice instead (R7).':
        'Passt keiner der drei Tablett-Würfel auf dein Blatt, nimm stattdessen einen der anderen drei Würfel (R7).',
    'Your solo score earns a title, from “Half as clever.” under 140 to “Twice as clever!” at 320 and more.':
        'Dein Solo-Ergebnis bringt dir einen Titel, von „Halb so clever.“ unter 140 bis „Doppelt so clever!“ ab 320.',
    'The end and the score':
        'Das Ende und die Wertung',
    'Total = silver + yellow + blue + green + pink + foxes × your weakest area. Actions left at the end are worth nothing. A tie goes to the player with the best single area; still level, the victory is shared.':
        'Summe = Silber + Gelb + Blau + Grün + Rosa + Füchse × dein schwächster Bereich. Am Ende übrige Aktionen zählen nichts. Bei Gleichstand gewinnt, wer den besten einzelnen Bereich hat; ist es dann noch gleich, wird der Sieg geteilt.',
    "A sheet entered as numbers is checked as in R12: blue sums never rise, each green value is a die times its box's multiplier, a yellow cross needs its circle, silver has 24 cells and pink takes 1 to 6.":
        'Ein als Zahlen eingegebenes Blatt wird wie in R12 geprüft: Blaue Summen steigen nie, jeder grüne Wert ist ein Würfel mal dem Faktor seines Felds, ein gelbes Kreuz braucht seinen Kreis, Silber hat 24 Felder und Rosa nimmt 1 bis 6.',
}
