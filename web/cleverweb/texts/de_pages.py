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
    'it did not finish starting within three minutes':
        'sie ist nach drei Minuten noch nicht gestartet',
    "The dice games That's Pretty Clever and Clever 4Ever in your browser: solo, with friends or against the computer. Works offline.":
        'Die Würfelspiele Ganz schön clever und Clever 4Ever in deinem Browser: allein, mit Freunden oder gegen den Computer. Funktioniert auch offline.',
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
    'This demo needs sandbox="allow-scripts allow-same-origin" on its iframe: without allow-same-origin, the browser keeps it from loading its rules engine.':
        'Diese Demo braucht sandbox="allow-scripts allow-same-origin" an ihrem iframe: Ohne allow-same-origin lässt der Browser sie ihre Regel-Engine nicht laden.',
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
    # history: table options and one phone per player (issue 17)
    'Table options: {options}':
        'Tischoptionen: {options}',
    '{game}, table game, {n} players, your sheet only: {name} {total} points':
        '{game}, Partie am Tisch, {n} Spieler, nur dein Blatt: {name} {total} Punkte',
    'table game, {n} players, your sheet only':
        'Partie am Tisch, {n} Spieler, nur dein Blatt',
    # history: undo a delete (issue 17)
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
}
