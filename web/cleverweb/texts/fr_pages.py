"""French for the other pages (counter, history, statistics, the frame of the
rules demos and of the lesson) and the static text of web/*.html.

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # the static text of web/*.html and its scripts (boot.js, early-setup.js, embed.js)
    'Language: {name}':
        'Langue : {name}',
    'Pages':
        'Pages',
    'Play the game':
        'Jouer',
    'Play':
        'Jouer',
    'A new version of the game is ready.':
        'Une nouvelle version du jeu est prête.',
    'Reload to update':
        'Recharger pour mettre à jour',
    "Try reloading the page. If that does not help, use a current Chrome, Edge, Firefox or Safari, or clear this site's stored data and reload.":
        'Rechargez la page. Si cela ne suffit pas, utilisez une version récente de Chrome, Edge, Firefox ou Safari, ou effacez les données enregistrées de ce site et rechargez.',
    'The game engine could not start ({detail}). {advice}':
        "Le moteur du jeu n'a pas pu démarrer ({detail}). {advice}",
    'The game engine could not start. {advice}':
        "Le moteur du jeu n'a pas pu démarrer. {advice}",
    'this browser has no WebAssembly, which the game engine needs':
        "ce navigateur n'a pas WebAssembly, dont le moteur du jeu a besoin",
    'could not load {file}':
        'impossible de charger {file}',
    'unknown error':
        'erreur inconnue',
    'Loading the game rules…':
        'Chargement des règles du jeu…',
    'Still starting the game engine… The first visit downloads about 13 MB; a slow connection or device takes longer.':
        "Le moteur du jeu démarre encore… La première visite télécharge environ 13 Mo ; avec une connexion ou un appareil lents, c'est plus long.",
    'A file of the game engine did not arrive; trying again…':
        "Un fichier du moteur du jeu n'est pas arrivé ; nouvel essai…",
    'The game engine stumbled while starting; trying again…':
        "Le moteur du jeu a trébuché au démarrage ; nouvel essai…",
    'it did not finish starting within three minutes':
        "il n'a pas fini de démarrer en trois minutes",
    "That's Pretty Clever and the other dice games of its family in your browser: solo, with friends or against the computer. Works offline.":
        "That's Pretty Clever et les autres jeux de dés de sa famille dans votre navigateur : en solo, entre amis ou contre l'ordinateur. Fonctionne hors ligne.",
    'Starting the game engine…':
        'Démarrage du jeu…',
    'New solo game':
        'Nouvelle partie solo',
    'Score sheet':
        'Feuille de score',
    'Your game starts as soon as the engine is ready…':
        'Votre partie commence dès que le moteur est prêt…',
    'That opens as soon as the engine is ready…':
        "Cela s'ouvre dès que le moteur est prêt…",
    "Score counter · That's Pretty Clever":
        "Compteur de points · That's Pretty Clever",
    "Add up the scores of a paper game of That's Pretty Clever or another game of its family. Works offline.":
        "Additionne les points d'une partie sur papier de That's Pretty Clever ou d'un autre jeu de sa famille. Fonctionne hors ligne.",
    'Score counter':
        'Compteur de points',
    'Starting the counter… you can type already.':
        'Démarrage du compteur… vous pouvez déjà saisir.',
    'For a game played on paper: enter the crosses where the sheet prints a scale, the points elsewhere, and the number of foxes.':
        'Pour une partie jouée sur papier : inscrivez les croix là où la feuille imprime une échelle, les points ailleurs, et le nombre de renards.',
    'Ranking':
        'Classement',
    'Save to history':
        "Enregistrer dans l'historique",
    'History of games':
        'Historique des parties',
    "History of games · That's Pretty Clever":
        "Historique des parties · That's Pretty Clever",
    'The games finished on this device: played, counted or played with real dice.':
        'Les parties terminées sur cet appareil : jouées, comptées ou jouées avec de vrais dés.',
    'Reading the history…':
        "Lecture de l'historique…",
    'Statistics':
        'Statistiques',
    'Export and import':
        'Export et import',
    'Export (JSON)':
        'Exporter (JSON)',
    'Export (CSV, for a spreadsheet)':
        'Exporter (CSV, pour un tableur)',
    'Import a file…':
        'Importer un fichier…',
    'Finished games':
        'Parties terminées',
    "Statistics · That's Pretty Clever":
        "Statistiques · That's Pretty Clever",
    'Statistics of the games finished on this device: scores over time, areas, foxes, titles, best games.':
        'Statistiques des parties terminées sur cet appareil : points au fil du temps, zones, renards, titres, meilleures parties.',
    'Figures from the games kept in the history on this device.':
        "Les chiffres des parties gardées dans l'historique de cet appareil.",
    "Rules demo: That's Pretty Clever":
        "Démo des règles : That's Pretty Clever",
    "A live rules demo of the dice games of the That's Pretty Clever family.":
        "Une démo jouable des règles des jeux de dés de la famille That's Pretty Clever.",
    'Starting the rules engine…':
        'Démarrage du moteur de règles…',
    'There is no demo called “{id}”.':
        "Il n'y a pas de démo appelée « {id} ».",
    'No demo chosen: the address must end with #demo=<id> (see demos.json).':
        "Aucune démo choisie : l'adresse doit se terminer par #demo=<id> (voir demos.json).",
    'This demo needs sandbox="allow-scripts allow-same-origin" on its iframe: without allow-same-origin, the browser keeps it from loading its rules engine.':
        'Cette démo a besoin de sandbox="allow-scripts allow-same-origin" sur son iframe : sans allow-same-origin, le navigateur l\'empêche de charger son moteur de règles.',
    "Learn by playing: That's Pretty Clever":
        "Apprendre en jouant : That's Pretty Clever",
    "Learn That's Pretty Clever by playing its first rounds, step by step.":
        "Apprenez That's Pretty Clever en jouant ses premières manches, pas à pas.",
    "Rules: That's Pretty Clever and its family":
        "Règles : That's Pretty Clever et sa famille",
    "The complete rules of That's Pretty Clever and the other games of its family, with live demos.":
        "Les règles complètes de That's Pretty Clever et des autres jeux de sa famille, avec des démos jouables.",
    'Rules':
        'Règles',
    'The games':
        'Les jeux',
    'Live rules demo':
        'Démo interactive des règles',
    'Close the demo':
        'Fermer la démo',
    'Find a rule':
        'Trouver une règle',
    # index.html's new-game form as build.py draws it in (the game's own texts; listed here too so the page drawn before the engine reads in this language)
    'Game menu':
        'Menu du jeu',
    'Menu':
        'Menu',
    'New game':
        'Nouvelle partie',
    'History':
        'Historique',
    'Game log':
        'Journal de la partie',
    'Play solo now':
        'Jouer en solo maintenant',
    'Learn by playing':
        'Apprendre en jouant',
    'Game':
        'Jeu',
    "Table options of That's Pretty Clever (all off in the standard rules)":
        "Options de table de That's Pretty Clever (toutes désactivées dans les règles standard)",
    'Table options of Clever 4Ever (all off in the standard rules)':
        'Options de table de Clever 4Ever (toutes désactivées dans les règles standard)',
    'Number of players':
        'Nombre de joueurs',
    'Seats':
        'Places',
    'Seat 1 name':
        'Nom à la place 1',
    'Seat 2 name':
        'Nom à la place 2',
    'Seat 3 name':
        'Nom à la place 3',
    'Seat 4 name':
        'Nom à la place 4',
    'played by':
        'jouée par',
    'a person':
        'une personne',
    'the computer (Beginner)':
        "l'ordinateur (Débutant)",
    'the computer (Skilled)':
        "l'ordinateur (Confirmé)",
    'the computer (Expert)':
        "l'ordinateur (Expert)",
    'the computer (Master)':
        "l'ordinateur (Maître)",
    'A computer seat plays by itself.':
        "Une place tenue par l'ordinateur joue toute seule.",
    'Options':
        'Options',
    'Seed (optional, a whole number: the same seed gives the same dice)':
        'Graine (facultative, un nombre entier : la même graine donne les mêmes dés)',
    'Allow undo of one\'s last decision (untick for "honest dice")':
        "Permettre d'annuler sa dernière décision (décochez pour des « dés honnêtes »)",
    'Play by link: each person on their own device':
        'Jouer par lien : chacun sur son propre appareil',
    'This device plays seat 1; when your part is done you send the next player a link that carries the game, and they send it on. No server: friendly play only (no undo).':
        "Cet appareil joue la place 1 ; quand votre part est faite, vous envoyez au joueur suivant un lien qui contient la partie, et il le transmet à son tour. Pas de serveur : jeu amical uniquement (pas d'annulation).",
    'Play with real dice: roll your own dice at the table and tap in the values':
        'Jouer avec de vrais dés : lancez vos propres dés à table et saisissez les valeurs',
    'Start game':
        'Commencer la partie',
    # counter, history and statistics pages
    'enter a whole number, not “{text}”':
        'saisissez un nombre entier, pas « {text} »',
    '{first}; {next}':
        '{first} ; {next}',
    'Player {n}':
        'Joueur {n}',
    'Name of player {n}':
        'Nom du joueur {n}',
    'Players':
        'Joueurs',
    'Area':
        'Zone',
    'Total':
        'Total',
    "{game}: enter each player's sheet":
        '{game} : inscrivez la feuille de chaque joueur',
    'points, {lo} to {hi}':
        'points, de {lo} à {hi}',
    'crosses, {lo} to {hi}':
        'croix, de {lo} à {hi}',
    'boxes filled, {lo} to {hi}':
        'cases remplies, de {lo} à {hi}',
    'foxes, {lo} to {hi}':
        'renards, de {lo} à {hi}',
    '= {n} points':
        ('= {n} point', '= {n} points'),
    '1st':
        '1er',
    '2nd':
        '2e',
    '3rd':
        '3e',
    '4th':
        '4e',
    '{names} and {last}':
        '{names} et {last}',
    '{name} wins.':
        '{name} gagne.',
    '{name} wins on the best single area ({points} points).':
        '{name} gagne grâce à sa meilleure zone ({points} points).',
    '{names} share the win on the best single area ({points} points).':
        '{names} se partagent la victoire grâce à leur meilleure zone ({points} points).',
    '{names} share the win (level on total and on best single area).':
        '{names} se partagent la victoire (à égalité au total et sur la meilleure zone).',
    'Correct the marked entries to see the ranking.':
        'Corrigez les valeurs signalées pour voir le classement.',
    "Enter each area's points (or crosses) to see the ranking.":
        'Saisissez les points (ou les croix) de chaque zone pour voir le classement.',
    'Your title: {title}':
        'Votre titre : {title}',
    '{player}: {total} points':
        '{player} : {total} points',
    '{n} foxes × {value} (weakest area) = {points}; best area {best}':
        ('{n} renard × {value} (zone la plus faible) = {points} ; meilleure zone {best}', '{n} renards × {value} (zone la plus faible) = {points} ; meilleure zone {best}'),
    'Saved to the history.':
        "Enregistrée dans l'historique.",
    'Not saved: {reason}.':
        'Non enregistrée : {reason}.',
    'The counter hit a problem: {error}':
        'Le compteur a rencontré un problème : {error}',
    'Ready: the totals update as you type.':
        'Prêt : les totaux se mettent à jour pendant la saisie.',
    'Ready.':
        'Prêt.',
    '{when}, {source}':
        '{when}, {source}',
    '{game}, solo: {name} {total} points ({title})':
        '{game}, en solo : {name} {total} points ({title})',
    '{game}: {names} wins ({others})':
        '{game} : {names} gagne ({others})',
    '{game}: {names} share the win ({others})':
        '{game} : {names} se partagent la victoire ({others})',
    'Scores':
        'Points',
    'Delete this game':
        'Supprimer cette partie',
    'No finished games yet.':
        "Aucune partie terminée pour l'instant.",
    '{n} games, newest first':
        ("{n} partie, la plus récente d'abord", "{n} parties, les plus récentes d'abord"),
    'Exported {n} games as JSON.':
        ('{n} partie exportée en JSON.', '{n} parties exportées en JSON.'),
    'Exported {n} games as CSV.':
        ('{n} partie exportée en CSV.', '{n} parties exportées en CSV.'),
    'Nothing was deleted: {reason}.':
        "Rien n'a été supprimé : {reason}.",
    'Deleted: {game}.':
        'Supprimée : {game}.',
    '{name} was not imported: {reason}. Nothing was changed.':
        "{name} n'a pas été importé : {reason}. Rien n'a été modifié.",
    'Imported {n} games from {name}.':
        ('{n} partie importée de {name}.', '{n} parties importées de {name}.'),
    'Imported {n} games from {name} ({known} already in the history).':
        ("{n} partie importée de {name} ({known} déjà dans l'historique).", "{n} parties importées de {name} ({known} déjà dans l'historique)."),
    'Imported {n} games from {name}; skipped:':
        ('{n} partie importée de {name} ; ignorées :', '{n} parties importées de {name} ; ignorées :'),
    'Imported {n} games from {name} ({known} already in the history); skipped:':
        ("{n} partie importée de {name} ({known} déjà dans l'historique) ; ignorées :", "{n} parties importées de {name} ({known} déjà dans l'historique) ; ignorées :"),
    'The history cannot be used fully: {problem}.':
        "L'historique n'est pas entièrement utilisable : {problem}.",
    'this browser does not let the site store anything (private mode or blocked storage?), so the history cannot be kept':
        "ce navigateur ne laisse le site rien enregistrer (navigation privée ou stockage bloqué ?), l'historique ne peut donc pas être conservé",
    "the browser's storage for this site is full, so this game was not added to the history (delete old games or export and clear them)":
        "le stockage du navigateur pour ce site est plein, cette partie n'a donc pas été ajoutée à l'historique (supprimez d'anciennes parties, ou exportez-les puis effacez-les)",
    'some stored games could not be read: {games}':
        "certaines parties enregistrées n'ont pas pu être lues : {games}",
    'the stored history could not be read ({reason})':
        "l'historique enregistré n'a pas pu être lu ({reason})",
    'the stored history is damaged; export it or clear it first':
        "l'historique enregistré est endommagé ; exportez-le ou effacez-le d'abord",
    'Showing {game}.':
        'Affichage de {game}.',
    '↑ up':
        '↑ en hausse',
    '↓ down':
        '↓ en baisse',
    '→ level':
        '→ stable',
    'up':
        'en hausse',
    'down':
        'en baisse',
    'level':
        'stable',
    '{n} scores':
        ('{n} score', '{n} scores'),
    '{n} games':
        ('{n} partie', '{n} parties'),
    '{n} sheets':
        ('{n} feuille', '{n} feuilles'),
    '{n} foxes':
        ('{n} renard', '{n} renards'),
    '{n} sheets with {foxes}':
        ('{n} feuille avec {foxes}', '{n} feuilles avec {foxes}'),
    '{scores} from {games}, {first} to {last}: lowest {lo}, highest {hi}, average {average}.':
        '{scores} sur {games}, du {first} au {last} : le plus bas {lo}, le plus haut {hi}, moyenne {average}.',
    'The last {n} average {average} ({change}, {trend}).':
        'Les {n} derniers : moyenne {average} ({change}, {trend}).',
    'average {average}':
        'moyenne {average}',
    'one score, oldest left':
        'un score, le 1er à gauche',
    'Every score as a table':
        'Tous les scores en tableau',
    'Scores, newest first':
        "Scores, les plus récents d'abord",
    'Date':
        'Date',
    'Player':
        'Joueur',
    'Points':
        'Points',
    'Scores over time':
        'Les scores au fil du temps',
    'Average points per area over all {n} sheets: best {best} ({best_points}), weakest {weak} ({weak_points}).':
        ('Points moyens par zone sur {n} feuille : meilleure zone {best} ({best_points}), la plus faible {weak} ({weak_points}).', 'Points moyens par zone sur les {n} feuilles : meilleure zone {best} ({best_points}), la plus faible {weak} ({weak_points}).'),
    'Over the last {n}: up in {up}; down in {down}.':
        'Sur les {n} dernières : en hausse en {up} ; en baisse en {down}.',
    'Over the last {n}: up in {up}.':
        'Sur les {n} dernières : en hausse en {up}.',
    'Over the last {n}: down in {down}.':
        'Sur les {n} dernières : en baisse en {down}.',
    'Over the last {n}: every area level.':
        'Sur les {n} dernières : toutes les zones stables.',
    'all games':
        'toutes les parties',
    'last {n} (hatched)':
        '{n} dernières (hachurées)',
    'Average points per area':
        'Points moyens par zone',
    'All games':
        'Toutes les parties',
    'Last {n}':
        '{n} dernières',
    'Trend':
        'Tendance',
    'Areas: averages and trend':
        'Zones : moyennes et tendance',
    '{foxes} in {sheets}, {mean} per sheet: {counts}.':
        '{foxes} sur {sheets}, {mean} par feuille : {counts}.',
    'foxes on a sheet':
        'renards sur une feuille',
    'Sheets by number of foxes':
        'Feuilles selon le nombre de renards',
    'Sheets':
        'Feuilles',
    'No solo games yet: titles are given in solo games only.':
        "Pas encore de partie en solo : les titres ne sont décernés qu'en solo.",
    '{n} solo games; the best title reached: “{title}”.':
        ('{n} partie en solo ; le meilleur titre obtenu : « {title} ».', '{n} parties en solo ; le meilleur titre obtenu : « {title} ».'),
    'under {points}':
        'moins de {points}',
    'Solo titles, best first':
        'Titres en solo, du meilleur au moins bon',
    'Title':
        'Titre',
    'Times reached':
        'Nombre de fois',
    'Solo titles':
        'Titres en solo',
    'solo, “{title}”':
        'en solo, « {title} »',
    '{n} players, won':
        '{n} joueurs, gagnée',
    '{n} players, did not win':
        '{n} joueurs, perdue',
    '{date}, {source}; {how}':
        '{date}, {source} ; {how}',
    'The {n} best scores':
        ('Le meilleur score', 'Les {n} meilleurs scores'),
    'Rank':
        'Rang',
    'Best games':
        'Meilleures parties',
    '{game}: {games}, {sheets}; average {average} points, best {best}.':
        '{game} : {games}, {sheets} ; moyenne {average} points, meilleur score {best}.',
    "Every player's sheet counts: a game for three gives three scores.":
        'Chaque feuille compte : une partie à trois donne trois scores.',
    'No finished games yet, so there are no statistics. Finish a game in the app or save one from the score counter, and its figures appear here.':
        "Aucune partie terminée pour l'instant, donc pas de statistiques. Terminez une partie dans l'appli ou enregistrez-en une depuis le compteur de points, et ses chiffres apparaîtront ici.",
    'No finished games of {game} in the history yet; choose the other game above to see its figures.':
        "Aucune partie terminée de {game} dans l'historique pour l'instant ; choisissez l'autre jeu ci-dessus pour voir ses chiffres.",
    # history: table options and one phone per player
    'Table options: {options}':
        'Options de table : {options}',
    '{game}, table game, {n} players, your sheet only: {name} {total} points':
        '{game}, partie à table, {n} joueurs, votre feuille seulement : {name} {total} points',
    'table game, {n} players, your sheet only':
        'partie à table, {n} joueurs, votre feuille seulement',
    # history: undo a delete
    'Undo':
        'Annuler',
    'Put back: {game}.':
        'Remise en place : {game}.',
    'The game was not put back: {reason}.':
        "La partie n'a pas été remise en place : {reason}.",
    # statistics per player, scores spaced by date (daily4)
    "Everyone": "Tout le monde",
    "Points are spaced by the date of their game, oldest left.":
        "Les points sont espacés selon la date de leur partie, la plus ancienne à gauche.",
    "{game}, {name}: {games}, {sheets}; average {average} points, best {best}.":
        "{game}, {name} : {games}, {sheets} ; moyenne {average} points, meilleur score {best}.",
    "{name} has no finished games of {game} in the history yet; choose another player or "
    "the other game above.":
        "{name} n'a encore aucune partie terminée de {game} dans l'historique ; choisissez "
        "un autre joueur ou l'autre jeu ci-dessus.",
    "Showing the games of {name}.": "Parties de {name} affichées.",
    "Showing everyone's games.": "Parties de tout le monde affichées.",
    # --- history page: what was kept aside (store.py)
    'Downloaded {name}.':
        '{name} téléchargé.',
    'Deleted what was kept aside ({what}).':
        'Donnée mise de côté supprimée ({what}).',
    'The game was not resumed: {reason}.':
        "La partie n'a pas été reprise : {reason}.",
    'Nothing was set aside: {reason}.':
        "Rien n'a été mis de côté : {reason}.",
    'The unreadable part was set aside: it is listed under Kept aside.':
        'La partie illisible a été mise de côté : elle figure sous « Mis de côté ».',
    '{why}, so the unreadable games could not be set aside':
        "{why}, les parties illisibles n'ont donc pas pu être mises de côté",
    '{why}, so the history cannot be kept':
        "{why}, l'historique ne peut donc pas être tenu",
    '{why}, so the unreadable history could not be set aside':
        "{why}, l'historique illisible n'a donc pas pu être mis de côté",
    'The history stored in this browser cannot be read in full (the message above says why).':
        "L'historique enregistré dans ce navigateur n'est pas entièrement lisible (le message ci-dessus dit pourquoi).",
    'Nothing of it was deleted. Download it as it is, then set it aside: the games that can be read stay in the history, and new games are added again (a finished game sets it aside by itself).':
        "Rien n'en a été supprimé. Téléchargez-le tel quel, puis mettez-le de côté : les parties lisibles restent dans l'historique, et les nouvelles parties y sont de nouveau ajoutées (une partie terminée le met de côté d'elle-même).",
    'Download it as it is':
        'Le télécharger tel quel',
    'Set it aside':
        'Le mettre de côté',
    '{what}, kept aside on {when}: {why}.':
        '{what}, mis de côté le {when} : {why}.',
    '{what}, kept aside: {why}.':
        '{what}, mis de côté : {why}.',
    'Resume this game':
        'Reprendre cette partie',
    'Add its games to the history':
        "Ajouter ses parties à l'historique",
    'Delete':
        'Supprimer',
    'Download':
        'Télécharger',
    'Kept aside':
        'Mis de côté',
    'What this site could not read, and games that another game took the place of. Nothing here is deleted unless you delete it.':
        "Ce que ce site n'a pas pu lire, et les parties dont une autre partie a pris la place. Rien ici n'est supprimé, sauf si vous le supprimez.",
    'Nothing was put back: {reason}.':
        "Rien n'a été remis : {reason}.",
    'Put back what was kept aside.':
        'La donnée mise de côté a été remise.',
    # --- the rules demos and the lesson: their own frame (demo_view.py, learn_view.py, embed.py)
    'Lessons':
        'Leçons',
    'Step {n} of {total}: {say}':
        'Étape {n} sur {total}\xa0: {say}',
    'Skip: play a normal game':
        'Passer\xa0: jouer une partie normale',
    'Start the lesson again':
        'Recommencer la leçon',
    'There is no demo called “{name}”.':
        "Il n'y a pas de démo nommée «\xa0{name}\xa0».",
    'Done: {text}':
        'Réussi\xa0: {text}',
    'Your task: {task}':
        'Votre tâche\xa0: {task}',
    'Dice table':
        'Table des dés',
    'Try again':
        'Recommencer',
    'Live demo:':
        'Démo interactive\xa0:',
    'Try it':
        'Essayer',
    # --- rules.html: the article, its filter and its demo dialog (the page holds
    # the English; a heading of an area or an action reads as on the sheet)
    "The live demos use the game's own rules engine: try any move; a move the rules refuse is explained. A demo starts when you press its button; only one runs at a time. The rulings (R1–R12, C1–C11, T1–T16) settle points the printed rules leave open; this site plays by them.":
        "Les démos interactives utilisent le moteur de règles du jeu lui-même\xa0: essayez n'importe quel coup\xa0; un coup que les règles refusent est expliqué. Une démo démarre quand vous appuyez sur son bouton\xa0; une seule tourne à la fois. Les précisions de règles (R1–R12, C1–C11, T1–T16) tranchent ce que les règles imprimées laissent ouvert\xa0; ce site les applique.",
    'Goal and material':
        'But et matériel',
    "1 to 4 players, each with a score sheet, share six dice: white, yellow, blue, green, orange and purple. Enter dice in the areas of your sheet to score points. Your total is the five areas' points plus, for each fox, the points of your weakest area.":
        'De 1 à 4 joueurs, chacun avec sa feuille de score, partagent six dés\xa0: blanc, jaune, bleu, vert, orange et violet. Inscrivez des dés dans les zones de votre feuille pour marquer des points. Votre total\xa0: les points des cinq zones plus, pour chaque renard, les points de votre zone la plus faible.',
    "The first active player is drawn at random (the game's seed decides, so a replay or a saved game has the same starter); the set-up may name one instead.":
        'Le premier joueur actif est tiré au sort (la graine de la partie décide, donc une rediffusion ou une partie sauvegardée a le même premier joueur)\xa0; la mise en place peut aussi le désigner.',
    'Your turn: three choices':
        'Votre tour\xa0: trois choix',
    'On your turn you are the active player. Roll the dice in the cup, choose one die, put it on one of your three die fields and enter it in the area of its colour. The white die counts as any colour. Then roll what is left and choose again: at most three choices per turn. After the third choice, or when no dice are left, the rest goes to the silver platter.':
        "À votre tour, vous êtes le joueur actif. Lancez les dés du gobelet, choisissez un dé, posez-le sur l'une de vos trois cases de dé et inscrivez-le dans la zone de sa couleur. Le dé blanc compte comme n'importe quelle couleur. Puis relancez ce qui reste et choisissez encore\xa0: au plus trois choix par tour. Après le troisième choix, ou quand il ne reste plus de dés, le reste va sur le plateau d'argent.",
    'You may only choose a die you can enter; while any die of the roll fits your sheet, you must choose one.':
        "Vous ne pouvez choisir qu'un dé que vous pouvez inscrire\xa0; tant qu'un dé du lancer convient à votre feuille, vous devez en choisir un.",
    'When no die of a roll fits anywhere, the roll is lost: nothing is entered, no die moves, and it uses up one of your three choices (you may spend a reroll first).':
        "Quand aucun dé d'un lancer ne convient nulle part, le lancer est perdu\xa0: rien n'est inscrit, aucun dé ne bouge, et il compte pour l'un de vos trois choix (vous pouvez d'abord utiliser une relance).",
    'When you choose the white die you also choose its colour; as blue it means blue + white.':
        'Quand vous choisissez le dé blanc, vous choisissez aussi sa couleur\xa0; en bleu, il compte bleu + blanc.',
    'The silver platter':
        "Le plateau d'argent",
    'Each time you choose a die, every other die of that roll showing a':
        'Chaque fois que vous choisissez un dé, tous les autres dés de ce lancer qui montrent un nombre',
    'lower':
        'plus petit',
    'number goes to the silver platter: you cannot roll or choose it this turn. Equal and higher dice stay in play. The dice on the platter are for the other players.':
        "vont sur le plateau d'argent\xa0: vous ne pouvez plus les lancer ni les choisir ce tour-ci. Les dés égaux ou plus grands restent en jeu. Les dés du plateau sont pour les autres joueurs.",
    "The others' turn: the passive pick":
        'Le tour des autres\xa0: le choix passif',
    "When the active player is done, every other player may take one die from the silver platter and enter it on their own sheet (several players may take the same die). Only when no platter die fits your sheet may you take one of the dice on the active player's die fields instead.":
        "Quand le joueur actif a terminé, chaque autre joueur peut prendre un dé du plateau d'argent et l'inscrire sur sa propre feuille (plusieurs joueurs peuvent prendre le même dé). Seulement si aucun dé du plateau ne convient à votre feuille, vous pouvez prendre à la place l'un des dés posés sur les cases de dé du joueur actif.",
    'The passive pick is optional: you may pass.':
        'Le choix passif est facultatif\xa0: vous pouvez passer.',
    "Playing on one device, the passive players pick one after another in seat order; no pick depends on another's.":
        "En jouant sur un seul appareil, les joueurs passifs choisissent l'un après l'autre, dans l'ordre des places\xa0; aucun choix ne dépend d'un autre.",
    'Playing alone':
        'Jouer seul',
    'Six rounds, each one active turn and then one passive turn. For the passive turn roll all six dice: the three lowest go on the silver platter (equal numbers are decided at random). Take one of those three and enter it. There is no reroll in the passive turn, but you may use +1 actions after it.':
        "Six manches, chacune avec un tour actif puis un tour passif. Pour le tour passif, lancez les six dés\xa0: les trois plus petits vont sur le plateau d'argent (à égalité, le hasard décide). Prenez l'un de ces trois et inscrivez-le. Pas de relance pendant le tour passif, mais vous pouvez utiliser des actions +1 après.",
    'When none of the three platter dice fits your sheet, take one of the other three dice instead.':
        "Quand aucun des trois dés du plateau ne convient à votre feuille, prenez à la place l'un des trois autres dés.",
    "Your solo score earns a title, from “Try harder!” under 140 to “You're so clever!” at 281 and more.":
        'Votre score en solo vous vaut un titre, de «\xa0Faites un effort\xa0!\xa0» sous 140 à «\xa0Vous êtes si malin\xa0!\xa0» à partir de 281.',
    'Reroll actions':
        'Les relances',
    'A reroll action lets the active player roll again all the dice just rolled (not those on die fields or the platter). You may use several in a turn. The new roll counts even when it is worse. Rerolls left at the end of the game are worth nothing.':
        "Une action de relance permet au joueur actif de relancer tous les dés qu'il vient de lancer (pas ceux des cases de dé ni du plateau). Vous pouvez en utiliser plusieurs dans un tour. Le nouveau lancer compte même s'il est moins bon. Les relances restantes en fin de partie ne valent rien.",
    'At the end of your own turn (active: after your choices; passive: after your pick) a +1 action enters any one of the six dice again, wherever it lies, even the one you just used. You may use several, but each die only once per turn with a +1.':
        "À la fin de votre propre tour (actif\xa0: après vos choix\xa0; passif\xa0: après votre choix), une action +1 inscrit de nouveau l'un des six dés, où qu'il soit, même celui que vous venez d'utiliser. Vous pouvez en utiliser plusieurs, mais chaque dé une seule fois par tour avec un +1.",
    "The active player's +1 comes after their choices, before the passive picks; a passive player's comes after their pick (or pass).":
        "Le +1 du joueur actif vient après ses choix, avant les choix passifs\xa0; celui d'un joueur passif vient après son choix (ou après avoir passé).",
    'A +1 must be entered somewhere.':
        'Un +1 doit être inscrit quelque part.',
    "Cross a box that shows the die's number, in any order. Four boxes are crossed from the start. A full row gives its bonus (blue X, orange 4, green X, a fox); the diagonal from top left to bottom right gives a +1. Each full column scores 10, 14, 16 or 20.":
        "Cochez une case qui montre le nombre du dé, dans n'importe quel ordre. Quatre cases sont cochées dès le départ. Une ligne complète donne son bonus (X bleu, 4 orange, X vert, un renard)\xa0; la diagonale d'en haut à gauche à en bas à droite donne un +1. Chaque colonne complète rapporte 10, 14, 16 ou 20 points.",
    'Blue always counts the blue die':
        'Le bleu compte toujours le dé bleu',
    'plus':
        'plus',
    'the white die, as they show now, wherever they lie: rolled, on a die field or on the silver platter. Cross the box with that sum. Choosing the white die as blue gives the same sum. Blue scores more the more boxes you cross: 1, 2, 4, 7, 11, … up to 56.':
        "le dé blanc, tels qu'ils sont maintenant, où qu'ils soient\xa0: lancés, sur une case de dé ou sur le plateau d'argent. Cochez la case de cette somme. Choisir le dé blanc comme bleu donne la même somme. Le bleu rapporte d'autant plus que vous cochez de cases\xa0: 1, 2, 4, 7, 11, … jusqu'à 56.",
    'Fill the boxes from left to right; the die must be at least the number under the box (1 to 5, then 1 to 6). A green X bonus crosses the next box whatever it asks. Green scores by the number of boxes crossed, up to 66.':
        "Remplissez les cases de gauche à droite\xa0; le dé doit valoir au moins le nombre sous la case (1 à 5, puis 1 à 6). Un bonus X vert coche la case suivante quoi qu'elle demande. Le vert rapporte selon le nombre de cases cochées, jusqu'à 66.",
    "Write the die's number in the next box, from left to right; any number fits. Some boxes double or triple it. Number bonuses (orange 4, 5, 6) are multiplied too. Orange scores the sum of its numbers.":
        "Inscrivez le nombre du dé dans la case suivante, de gauche à droite\xa0; tout nombre convient. Certaines cases le doublent ou le triplent. Les bonus de nombre (4, 5, 6 orange) sont multipliés aussi. L'orange rapporte la somme de ses nombres.",
    "Write the die's number in the next box, from left to right; each must be":
        'Inscrivez le nombre du dé dans la case suivante, de gauche à droite\xa0; chacun doit être',
    'higher':
        'plus grand',
    'than the one before, except after a 6: anything may follow a 6 (a 6 too). Purple scores the sum of its numbers.':
        'que le précédent, sauf après un 6\xa0: tout peut suivre un 6 (un 6 aussi). Le violet rapporte la somme de ses nombres.',
    'Bonuses and chains':
        'Bonus et enchaînements',
    'A bonus is taken the moment its box is filled or its row, column or diagonal is complete. An X or a number goes in its area at once (you choose the box where there is a choice); if it cannot go anywhere it is lost. Reroll and +1 actions are kept for later turns. A bonus can complete something else and earn a further bonus: a chain.':
        "Un bonus est pris dès que sa case est remplie ou que sa ligne, sa colonne ou sa diagonale est complète. Un X ou un nombre va aussitôt dans sa zone (vous choisissez la case quand il y a un choix)\xa0; s'il ne peut aller nulle part, il est perdu. Les relances et les actions +1 sont gardées pour les tours suivants. Un bonus peut compléter autre chose et rapporter un bonus de plus\xa0: un enchaînement.",
    'Several bonuses from one mark are taken one after another, in sheet order (yellow, blue, green, orange, purple; within an area the box, then the row, column, diagonal); each choice is asked as it comes.':
        "Plusieurs bonus issus d'une même marque sont pris l'un après l'autre, dans l'ordre de la feuille (jaune, bleu, vert, orange, violet\xa0; dans une zone, la case, puis la ligne, la colonne, la diagonale)\xa0; chaque choix est demandé à son tour.",
    "Five places give a fox: yellow's bottom row, blue's bottom row, green's 7th box, orange's 8th, purple's 7th. At the end each fox scores as many points as your":
        "Cinq endroits donnent un renard\xa0: la dernière ligne du jaune, la dernière ligne du bleu, la 7e case du vert, la 8e de l'orange, la 7e du violet. À la fin, chaque renard rapporte autant de points que votre zone la plus",
    'weakest':
        'faible',
    'area, so an empty area makes every fox worth nothing.':
        '\xa0: une zone vide rend donc chaque renard sans valeur.',
    'Rounds and round bonuses':
        'Manches et bonus de manche',
    '6 rounds with 1 or 2 players, 5 with 3, 4 with 4. At the start of round 1 everyone gains a reroll, round 2 a +1, round 3 a reroll, and round 4 a black X or black 6: an X in any open yellow or blue box or the next green box, or a 6 in the next orange or purple box.':
        "6 manches à 1 ou 2 joueurs, 5 à 3, 4 à 4. Au début de la manche 1, chacun gagne une relance, à la manche 2 un +1, à la manche 3 une relance, et à la manche 4 un X noir ou un 6 noir\xa0: un X dans une case libre du jaune ou du bleu ou la case suivante du vert, ou un 6 dans la case suivante de l'orange ou du violet.",
    'Each player chooses and places the round 4 bonus at the start of round 4.':
        'Chaque joueur choisit et place le bonus de la manche 4 au début de la manche 4.',
    'End of the game and ties':
        'Fin de partie et égalités',
    'The game ends after the last turn of the last round, once its passive picks and +1 actions are done; rerolls left expire. Total = yellow + blue + green + orange + purple + foxes × your weakest area. A tie goes to the player with the best single area; still level, the victory is shared.':
        "La partie se termine après le dernier tour de la dernière manche, une fois ses choix passifs et ses actions +1 faits\xa0; les relances restantes sont perdues. Total = jaune + bleu + vert + orange + violet + renards × votre zone la plus faible. En cas d'égalité, le joueur qui a la meilleure zone l'emporte\xa0; si l'égalité persiste, la victoire est partagée.",
    'A sheet entered as numbers (a saved game, the score counter) is checked against these rules before it is scored; whatever breaks them is named.':
        "Une feuille saisie sous forme de nombres (une partie sauvegardée, le compteur de points) est vérifiée selon ces règles avant d'être comptée\xa0; ce qui les enfreint est signalé.",
    'What stays the same':
        'Ce qui ne change pas',
    "Clever 4Ever plays like That's Pretty Clever: three choices per turn, lower dice to the silver platter, the passive pick and its fallback, rerolls, +1 actions, bonus chains, foxes worth your weakest area, the same ties and solo game. Its dice are white, yellow, blue, grey, green and pink; the white die stands in for yellow, grey, green and pink.":
        "Clever 4Ever se joue comme That's Pretty Clever\xa0: trois choix par tour, les dés plus petits sur le plateau d'argent, le choix passif et son repli, les relances, les actions +1, les enchaînements de bonus, les renards qui valent votre zone la plus faible, les mêmes égalités et la même partie solo. Ses dés sont blanc, jaune, bleu, gris, vert et rose\xa0; le dé blanc remplace le jaune, le gris, le vert et le rose.",
    'Everything not said here follows R1 to R12.':
        "Tout ce qui n'est pas dit ici suit R1 à R12.",
    'A roll you can use cannot be given up at will (R2).':
        'Un lancer que vous pouvez utiliser ne peut pas être abandonné à volonté (R2).',
    'Yellow: three rows':
        'Jaune\xa0: trois lignes',
    "Three rows of five, each filled from left to right with the yellow die's number. The top row must rise: each number higher than the one before (after a 6 it is closed); it scores nothing but gives bonuses. The middle row takes any numbers, gives bonuses and its sum counts":
        "Trois lignes de cinq cases, chacune remplie de gauche à droite avec le nombre du dé jaune. La ligne du haut doit monter\xa0: chaque nombre plus grand que le précédent (après un 6, elle est fermée)\xa0; elle ne rapporte rien mais donne des bonus. La ligne du milieu prend n'importe quels nombres, donne des bonus et sa somme compte",
    'against':
        'contre',
    'you. The bottom row takes any numbers and its sum counts for you. Each column with all three boxes filled scores 10, 10, 15, 15 or 20.':
        "vous. La ligne du bas prend n'importe quels nombres et sa somme compte pour vous. Chaque colonne aux trois cases remplies rapporte 10, 10, 15, 15 ou 20 points.",
    'A top-row number must be strictly higher than the one before it.':
        'Un nombre de la ligne du haut doit être strictement plus grand que le précédent.',
    'Blue: row and column':
        'Bleu\xa0: ligne et colonne',
    "The blue die names the row and the white die the column, wherever the white die lies; the numbers are not added. A row's second cross gives its bonus; the diagonal's second cross gives a reroll. Each column with two crosses or more scores 7 to 12, the other diagonal 6 more.":
        "Le dé bleu désigne la ligne et le dé blanc la colonne, où que soit le dé blanc\xa0; les nombres ne s'additionnent pas. La deuxième croix d'une ligne donne son bonus\xa0; la deuxième croix de la diagonale donne une relance. Chaque colonne avec deux croix ou plus rapporte 7 à 12 points, l'autre diagonale 6 de plus.",
    'The white die does not stand in for blue (it is only ever the column). A table option lets it.':
        "Le dé blanc ne remplace pas le bleu (il n'est jamais que la colonne). Une option de table le permet.",
    'Taking the blue die from the platter with polish, only the blue die is polished; the white die counts as it shows.':
        "Si vous prenez le dé bleu du plateau en le polissant, seul le dé bleu est poli\xa0; le dé blanc compte tel qu'il est.",
    'Grey: whole parts':
        'Gris\xa0: des parties entières',
    'The grey area is made of parts: touching cells of the same shade. A grey die of':
        'La zone grise est faite de parties\xa0: des cellules voisines de la même nuance. Un dé gris de',
    'n':
        'n',
    'crosses one whole part of at most':
        "coche une partie entière d'au plus",
    'cells (the rest is lost). The first part must be one of the two at the left edge (top left or bottom left); every later part must touch a crossed cell. A part with a symbol gives that bonus. Each full column scores its points, and crossing every cell of one shade gives a fox.':
        "cellules (le reste est perdu). La première partie doit être l'une des deux du bord gauche (en haut à gauche ou en bas à gauche)\xa0; chaque partie suivante doit toucher une cellule cochée. Une partie avec un symbole donne ce bonus. Chaque colonne complète rapporte ses points, et cocher toutes les cellules d'une nuance donne un renard.",
    'The top-left cell is a part of its own, so a grey 1 can open the grey area.':
        'La cellule en haut à gauche est une partie à elle seule\xa0: un 1 gris peut donc ouvrir la zone grise.',
    'Green: triangles':
        'Vert\xa0: les triangles',
    "Each of the 11 fields has a lower and an upper triangle; write the die's number in one. Lower triangles fill from left to right, and so do upper ones. A lower triangle gives the field's bonus at once. A field with both triangles filled scores their sum, doubled from the 4th field on.":
        "Chacune des 11 cases a un triangle du bas et un triangle du haut\xa0; inscrivez le nombre du dé dans l'un d'eux. Les triangles du bas se remplissent de gauche à droite, ceux du haut aussi. Un triangle du bas donne aussitôt le bonus de la case. Une case aux deux triangles remplis rapporte leur somme, doublée à partir de la 4e case.",
    'Lower and upper triangles are two rows of their own. A table option makes an upper triangle wait for the lower one beneath it.':
        "Les triangles du bas et du haut forment deux lignes distinctes. Une option de table fait attendre un triangle du haut jusqu'à ce que celui du dessous soit rempli.",
    'Pink: numbers with effects':
        'Rose\xa0: des nombres à effet',
    'Write any number in the next box, from left to right. A 2 or a 4 scores that much extra; a 3 writes another 3 in the next box (with no effect of its own); a 5 takes the bonus under the box; a 6 takes the bonus and scores 3 extra. Pink scores the points above its last filled box plus the extras.':
        "Inscrivez n'importe quel nombre dans la case suivante, de gauche à droite. Un 2 ou un 4 rapporte autant en plus\xa0; un 3 inscrit un autre 3 dans la case suivante (sans effet propre)\xa0; un 5 prend le bonus sous la case\xa0; un 6 prend le bonus et rapporte 3 en plus. Le rose rapporte les points au-dessus de sa dernière case remplie plus les extras.",
    'Each polish action turns a die you take':
        'Chaque action de polissage tourne un dé que vous prenez',
    'from the silver platter':
        "sur le plateau d'argent",
    'one number up or down, for you only. You may spend several on one die, but 1 and 6 are not next to each other.':
        "d'un cran vers le haut ou vers le bas, pour vous seul. Vous pouvez en utiliser plusieurs sur un dé, mais 1 et 6 ne sont pas voisins.",
    'Polish works only on platter dice: a passive pick, the solo passive turn, or a +1 that takes a platter die.':
        "Le polissage ne s'applique qu'aux dés du plateau\xa0: un choix passif, le tour passif en solo, ou un +1 qui prend un dé du plateau.",
    'For the passive fallback, a platter die counts as fitting if polish you hold would make it fit.':
        'Pour le repli passif, un dé du plateau compte comme convenant si le polissage dont vous disposez le ferait convenir.',
    'An action or bonus gained on a full track is lost; polishing by zero is not an action.':
        "Une action ou un bonus gagné sur une piste pleine est perdu\xa0; polir de zéro n'est pas une action.",
    'Rounds, actions and foxes':
        'Manches, actions et renards',
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Round 1 gives a reroll, round 2 a +1, round 3 a polish, round 4 a black “?”: any number in any area, as if rolled. A “?” bonus enters any number you choose in its area. The reroll and +1 tracks have 7 spaces, polish 9; filling the reroll track gives a pink “?”. Foxes come from yellow's top row, blue's 6th row, green's 10th field, pink's 8th box (on a 5 or 6) and each grey shade completed; each scores your weakest area (which may be negative).":
        "6 manches à 1 ou 2 joueurs, 5 à 3, 4 à 4. La manche 1 donne une relance, la manche 2 un +1, la manche 3 un polissage, la manche 4 un «\xa0?\xa0» noir\xa0: n'importe quel nombre dans n'importe quelle zone, comme s'il était lancé. Un bonus «\xa0?\xa0» inscrit le nombre de votre choix dans sa zone. Les pistes de relance et de +1 ont 7 cases, le polissage 9\xa0; remplir la piste de relance donne un «\xa0?\xa0» rose. Les renards viennent de la ligne du haut du jaune, de la 6e ligne du bleu, de la 10e case du vert, de la 8e case du rose (sur un 5 ou un 6) et de chaque nuance de gris complétée\xa0; chacun vaut votre zone la plus faible (qui peut être négative).",
    'There is no bonus for collecting all the actions, and no fox for completing a column, whatever some summaries say.':
        "Il n'y a pas de bonus pour avoir réuni toutes les actions, ni de renard pour une colonne complète, quoi qu'en disent certains résumés.",
    'Table options are chosen when the game is set up, shown on the scoreboard and kept in the save; computer players play under them too.':
        "Les options de table se choisissent à la mise en place, s'affichent au tableau des scores et sont gardées dans la sauvegarde\xa0; les joueurs ordinateurs les suivent aussi.",
    "Solo titles run from “Let's talk about something else” under 180 to “Clever 4ever!” at 450 and more.":
        "Les titres en solo vont de «\xa0Parlons d'autre chose\xa0» sous 180 à «\xa0Clever 4ever\xa0!\xa0» à partir de 450.",
    'No rule matches. Try another word.':
        'Aucune règle ne correspond. Essayez un autre mot.',
    'e.g. platter, fox, polish':
        'p. ex. plateau, renard, polissage',
    '{n} section matches.':
        '{n} section correspond.',
    '{n} sections match.':
        '{n} sections correspondent.',
    # --- rules.html: Twice as Clever
    'What stays the same, and what is new':
        'Ce qui ne change pas, et ce qui est nouveau',
    "Twice as Clever plays like That's Pretty Clever: three choices per turn, lower dice to the silver platter, the passive pick and its fallback, rerolls, +1 actions, bonus chains, foxes worth your weakest area, the same ties. Its dice are white, yellow, blue, green, pink and silver; the white die stands in for any colour, and in blue it always counts blue + white.":
        "Twice as Clever se joue comme That's Pretty Clever\xa0: trois choix par tour, les dés plus petits sur le plateau d'argent, le choix passif et son repli, les relances, les actions +1, les enchaînements de bonus, les renards qui valent votre zone la plus faible, les mêmes égalités. Ses dés sont blanc, jaune, bleu, vert, rose et argent\xa0; le dé blanc remplace n'importe quelle couleur, et en bleu il compte toujours bleu + blanc.",
    'New: a third action, the return; a silver area that the platter feeds too; a yellow number is circled before it can be crossed; three action tracks, each with a bonus at its end; and the active player may skip a roll.':
        "Nouveau\xa0: une troisième action, la reprise\xa0; une zone argent que le plateau alimente aussi\xa0; un nombre jaune est entouré avant de pouvoir être coché\xa0; trois pistes d'actions, chacune avec un bonus au bout\xa0; et le joueur actif peut laisser passer un lancer.",
    'You may skip a roll even when one of its dice would fit: nothing is entered, no die moves, and it uses up one of your three choices. This replaces R2 in this game; the table option “A usable roll must be used” brings R2 back.':
        "Vous pouvez laisser passer un lancer même si l'un de ses dés conviendrait\xa0: rien n'est inscrit, aucun dé ne bouge, et il compte pour l'un de vos trois choix. Cela remplace R2 dans ce jeu\xa0; l'option de table «\xa0Un lancer utilisable doit être utilisé\xa0» rétablit R2.",
    'Returning a die':
        'Reprendre un dé',
    'A return action takes one die from the silver platter back to the dice still to be rolled: it is rolled with them in your next roll, and the number it showed on the platter is never used. Only the active player returns dice, after a choice and before the next roll; once the dice are rolled it is too late.':
        "Une reprise remet un dé du plateau d'argent avec les dés encore à lancer\xa0: il est lancé avec eux à votre prochain lancer, et le nombre qu'il montrait sur le plateau ne sert jamais. Seul le joueur actif reprend des dés, après un choix et avant le lancer suivant\xa0; une fois les dés lancés, il est trop tard.",
    'A return fits after a choice (and its bonuses) and before the next roll, while you have made fewer than three choices and the platter holds a die: so never before your first roll, after your third choice, in a passive turn, or between a roll and a reroll. You may return several dice before the same roll, and return one even when the cup is empty: it is then rolled alone. A returned die that a later choice sends to the platter again counts as sent by that choice.':
        "Une reprise se place après un choix (et ses bonus) et avant le lancer suivant, tant que vous avez fait moins de trois choix et que le plateau porte un dé\xa0: donc jamais avant votre premier lancer, après votre troisième choix, pendant un tour passif, ni entre un lancer et une relance. Vous pouvez reprendre plusieurs dés avant le même lancer, et en reprendre un même quand le gobelet est vide\xa0: il est alors lancé seul. Un dé repris qu'un choix suivant renvoie sur le plateau compte comme envoyé par ce choix.",
    'Silver and its chain':
        "L'argent et sa chaîne",
    'Four rows, one per colour (yellow, blue, green, pink), each holding the numbers 1 to 6. The silver die marks its number in any row where that number is still free. A number marked in all four rows gives the bonus under its column: a +1, a yellow “?”, a fox, a blue “?”, a green “?”, a pink “?”. Each row scores by its own marks, 2, 4, 7, 11, 16 or 22 for 1 to 6 of them; the four rows are added (up to 88).':
        "Quatre lignes, une par couleur (jaune, bleu, vert, rose), chacune avec les nombres de 1 à 6. Le dé argent coche son nombre dans n'importe quelle ligne où ce nombre est encore libre. Un nombre coché dans les quatre lignes donne le bonus sous sa colonne\xa0: un +1, un «\xa0?\xa0» jaune, un renard, un «\xa0?\xa0» bleu, un «\xa0?\xa0» vert, un «\xa0?\xa0» rose. Chaque ligne rapporte selon ses propres croix, 2, 4, 7, 11, 16 ou 22 pour 1 à 6 croix\xa0; les quatre lignes s'additionnent (jusqu'à 88).",
    'The chain: when your own choice goes into silver, every die that this choice sends to the platter may be marked in silver too, a coloured die in the row of its colour, the white or the silver die in any row.':
        "La chaîne\xa0: quand votre propre choix va en argent, chaque dé que ce choix envoie sur le plateau peut aussi être coché en argent, un dé de couleur dans la ligne de sa couleur, le dé blanc ou le dé argent dans n'importe quelle ligne.",
    'Only the dice this very choice sends to the platter, because they are lower, chain. Dice already on the platter do not, nor the dice left after your third choice (they go to the platter only because the turn ends). The table option “Third-pick leftovers chain too” lets those leftovers chain as well.':
        "Seuls les dés que ce choix-là envoie sur le plateau, parce qu'ils sont plus petits, entrent dans la chaîne. Pas les dés déjà sur le plateau, ni les dés restants après votre troisième choix (ils ne vont sur le plateau que parce que le tour se termine). L'option de table «\xa0Les dés restants du troisième choix aussi en argent\xa0» fait entrer ces dés restants dans la chaîne.",
    'A coloured die marks the row of its own colour; the white and the silver die the row you choose. If that number is already marked there (in every row, for white or silver), the chain mark of that die is lost.':
        "Un dé de couleur coche la ligne de sa propre couleur\xa0; le dé blanc et le dé argent, la ligne de votre choix. Si ce nombre y est déjà coché (dans toutes les lignes, pour le blanc ou l'argent), la croix de ce dé est perdue.",
    'Each chain mark is yours to take or leave, die by die; the game offers each one with a way to skip it.':
        "Chaque croix de la chaîne est facultative, dé par dé\xa0; le jeu propose chacune avec un moyen de la laisser.",
    'First the silver mark of your choice, then the chain marks in the order you like, then every bonus these marks earned, one after another (R6).':
        "D'abord la croix argent de votre choix, puis les croix de la chaîne dans l'ordre que vous voulez, puis chaque bonus gagné par ces croix, l'un après l'autre (R6).",
    'The white die taken as silver chains the same way. A passive pick or a +1 into silver sends nothing to the platter: it makes one mark, in any row.':
        "Le dé blanc pris comme argent déclenche la chaîne de la même façon. Un choix passif ou un +1 en argent n'envoie rien sur le plateau\xa0: il fait une seule croix, dans n'importe quelle ligne.",
    'A silver die whose number is already marked in all four rows cannot be chosen, nor the white die as silver with that number. When no die of a roll can be used, R1 applies.':
        "Un dé argent dont le nombre est déjà coché dans les quatre lignes ne peut pas être choisi, ni le dé blanc comme argent avec ce nombre. Quand aucun dé d'un lancer n'est utilisable, R1 s'applique.",
    'Yellow: circle, then cross':
        "Jaune\xa0: entourer, puis cocher",
    'Ten numbers on a staggered grid of five rows and four columns: 1 and 6 once, 2 to 5 twice. A yellow die circles a free number that matches it, or crosses a matching number already circled. A row or column gives its bonus once all its numbers are circled (a crossed number counts as circled): the rows a blue “?”, a return, a yellow “?”, a green “?”, a pink “?”; the columns a reroll, a +1, a silver “?”, a fox. Circles score nothing; crosses score 3, 10, 21, 36, 55, 75, 96, 118, 141 or 165 for 1 to 10 of them.':
        "Dix nombres sur une grille décalée de cinq lignes et quatre colonnes\xa0: 1 et 6 une fois, 2 à 5 deux fois. Un dé jaune entoure un nombre libre de même valeur, ou coche un nombre de même valeur déjà entouré. Une ligne ou une colonne donne son bonus dès que tous ses nombres sont entourés (un nombre coché compte comme entouré)\xa0: les lignes un «\xa0?\xa0» bleu, une reprise, un «\xa0?\xa0» jaune, un «\xa0?\xa0» vert, un «\xa0?\xa0» rose\xa0; les colonnes une relance, un +1, un «\xa0?\xa0» argent, un renard. Les cercles ne rapportent rien\xa0; les croix rapportent 3, 10, 21, 36, 55, 75, 96, 118, 141 ou 165 pour 1 à 10 croix.",
    'Rows and columns complete on circles: crossing a number later never gives their bonus again, and the circle of a yellow “?” can complete one. A yellow “?” circles any free number or crosses any circled one.':
        "Les lignes et les colonnes se complètent par les cercles\xa0: cocher un nombre plus tard ne redonne jamais leur bonus, et le cercle d'un «\xa0?\xa0» jaune peut en compléter une. Un «\xa0?\xa0» jaune entoure n'importe quel nombre libre ou coche n'importe quel nombre entouré.",
    'Blue: falling sums':
        "Bleu\xa0: des sommes qui descendent",
    'Write blue + white, as the two dice show now wherever they lie, in the next of 12 boxes, from left to right. The first box takes any sum from 2 to 12; each later sum must be at most the one before it. Blue scores by its boxes filled: 1, 3, 6, 10, 15 and so on up to 78. Boxes 2 and 10 give a return, box 9 a fox.':
        "Inscrivez bleu + blanc, tels que les deux dés se présentent maintenant, où qu'ils soient, dans la suivante des 12 cases, de gauche à droite. La première case accepte toute somme de 2 à 12\xa0; chaque somme suivante doit être au plus égale à la précédente. Le bleu rapporte selon ses cases remplies\xa0: 1, 3, 6, 10, 15 et ainsi de suite jusqu'à 78. Les cases 2 et 10 donnent une reprise, la case 9 un renard.",
    'A blue “?”, and the white die taken as blue, keep the rule too: any sum from 2 to 12 that is not higher than the one before.':
        "Un «\xa0?\xa0» bleu, et le dé blanc pris comme bleu, respectent aussi la règle\xa0: n'importe quelle somme de 2 à 12 qui ne dépasse pas la précédente.",
    'Green: pairs':
        'Vert\xa0: des paires',
    "Twelve boxes in six pairs, filled from left to right: write the green die times the multiplier printed on the box (×1 to ×4). Once both boxes of a pair are written it scores the first minus the second, which may be negative; a half-filled pair scores nothing. Green scores its pairs added up, so it can fall below zero. A box's bonus comes when it is written; box 7 gives a fox. A green “?” lets you choose 1 to 6, times the next box's multiplier.":
        "Douze cases en six paires, remplies de gauche à droite\xa0: inscrivez le dé vert multiplié par le facteur imprimé sur la case (×1 à ×4). Une fois ses deux cases remplies, une paire rapporte la première moins la seconde, ce qui peut être négatif\xa0; une paire à moitié remplie ne rapporte rien. Le vert rapporte la somme de ses paires, il peut donc passer sous zéro. Le bonus d'une case vient quand elle est remplie\xa0; la case 7 donne un renard. Un «\xa0?\xa0» vert vous laisse choisir de 1 à 6, multiplié par le facteur de la case suivante.",
    'Pink: a minimum for each bonus':
        'Rose\xa0: un minimum pour chaque bonus',
    "Write any die in the next of 12 boxes, from left to right. From the third box on, a box's bonus needs at least the number printed under it (2 to 6): a lower number is written but takes no bonus. Pink scores the sum of its numbers (up to 72); box 8 gives a fox for a 2 or more. A pink “?” lets you choose 1 to 6, and the box's minimum still decides its bonus.":
        "Inscrivez n'importe quel dé dans la suivante des 12 cases, de gauche à droite. À partir de la troisième case, le bonus d'une case demande au moins le nombre imprimé dessous (2 à 6)\xa0: un nombre plus petit est inscrit mais ne prend pas de bonus. Le rose rapporte la somme de ses nombres (jusqu'à 72)\xa0; la case 8 donne un renard pour un 2 ou plus. Un «\xa0?\xa0» rose vous laisse choisir de 1 à 6, et le minimum de la case décide toujours de son bonus.",
    'Three action tracks':
        "Trois pistes d'actions",
    "Rerolls, returns and +1 actions each have a track of six spaces. Gaining an action circles the next space; using one crosses a circled space. Circling the sixth space gives the track's end bonus at once: a fox for rerolls, a pink “?” for returns, a silver “?” for +1 actions. Rerolls and returns are the active player's; a +1 is used at the end of your own turn, active or passive, as in the base game.":
        "Les relances, les reprises et les actions +1 ont chacune une piste de six cases. Gagner une action entoure la case suivante\xa0; en utiliser une coche une case entourée. Entourer la sixième case donne aussitôt le bonus du bout de la piste\xa0: un renard pour les relances, un «\xa0?\xa0» rose pour les reprises, un «\xa0?\xa0» argent pour les actions +1. Les relances et les reprises sont au joueur actif\xa0; un +1 s'utilise à la fin de votre propre tour, actif ou passif, comme dans le jeu de base.",
    "With +1 actions each die may be entered once per turn, not once per round: the printed “round” there means the end of one player's turn.":
        "Avec les actions +1, chaque dé peut être inscrit une fois par tour, et non une fois par manche\xa0: la «\xa0manche\xa0» imprimée y désigne la fin du tour d'un joueur.",
    'An action gained on a full track is lost, which the sheet never causes (each track has exactly six sources); the end bonus comes exactly once.':
        "Une action gagnée sur une piste pleine est perdue, ce que la feuille ne provoque jamais (chaque piste a exactement six sources)\xa0; le bonus du bout vient une seule fois.",
    'Rounds, round bonuses and foxes':
        'Manches, bonus de manche et renards',
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Round 1 gives a reroll, round 2 a +1, round 3 a return, round 4 a black “?”: a “?” in the area you choose. A “?” bonus is used at once, and lost if it cannot be placed. Six places give a fox: silver's column of 3s, yellow's last column, blue's box 9, green's box 7, pink's box 8 (for a 2 or more) and the end of the reroll track. Each fox scores your weakest area.":
        "6 manches à 1 ou 2 joueurs, 5 à 3, 4 à 4. La manche 1 donne une relance, la manche 2 un +1, la manche 3 une reprise, la manche 4 un «\xa0?\xa0» noir\xa0: un «\xa0?\xa0» dans la zone de votre choix. Un bonus «\xa0?\xa0» s'utilise aussitôt, et il est perdu s'il ne peut pas être placé. Six endroits donnent un renard\xa0: la colonne des 3 en argent, la dernière colonne du jaune, la case 9 du bleu, la case 7 du vert, la case 8 du rose (pour un 2 ou plus) et le bout de la piste des relances. Chaque renard vaut votre zone la plus faible.",
    'Each player places the black “?” at the start of round 4 (as R9); a “?” that cannot be placed is lost.':
        "Chaque joueur place le «\xa0?\xa0» noir au début de la manche 4 (comme R9)\xa0; un «\xa0?\xa0» qui ne peut pas être placé est perdu.",
    'A fox scores your weakest area as it stands: when green is below zero, every fox is worth less than nothing.':
        "Un renard vaut votre zone la plus faible telle quelle\xa0: quand le vert est sous zéro, chaque renard vaut moins que rien.",
    'Playing Twice as Clever alone':
        'Jouer seul à Twice as Clever',
    'Six rounds, each one active turn and then one passive turn, as in the base game: roll all six dice, the three lowest go to the silver platter (equal numbers are decided at random) and you take one of those three. There is no reroll and no return in the passive turn, but you may use +1 actions after it.':
        "Six manches, chacune un tour actif puis un tour passif, comme dans le jeu de base\xa0: lancez les six dés, les trois plus petits vont sur le plateau d'argent (les égalités sont tranchées au hasard) et vous prenez l'un de ces trois. Pas de relance ni de reprise pendant le tour passif, mais vous pouvez utiliser des actions +1 après.",
    'When none of the three platter dice fits your sheet, take one of the other three dice instead (R7).':
        "Quand aucun des trois dés du plateau ne convient à votre feuille, prenez à la place l'un des trois autres dés (R7).",
    'Your solo score earns a title, from “Half as clever.” under 140 to “Twice as clever!” at 320 and more.':
        "Votre score en solo vous vaut un titre, de «\xa0Deux fois moins malin.\xa0» sous 140 à «\xa0Deux fois plus malin\xa0!\xa0» à partir de 320.",
    'The end and the score':
        'La fin et le score',
    'Total = silver + yellow + blue + green + pink + foxes × your weakest area. Actions left at the end are worth nothing. A tie goes to the player with the best single area; still level, the victory is shared.':
        "Total = argent + jaune + bleu + vert + rose + renards × votre zone la plus faible. Les actions restantes à la fin ne valent rien. En cas d'égalité, le joueur qui a la meilleure zone l'emporte\xa0; si l'égalité persiste, la victoire est partagée.",
    "A sheet entered as numbers is checked as in R12: blue sums never rise, each green value is a die times its box's multiplier, a yellow cross needs its circle, silver has 24 cells and pink takes 1 to 6.":
        "Une feuille saisie en nombres est vérifiée comme en R12\xa0: les sommes bleues ne montent jamais, chaque valeur verte est un dé multiplié par le facteur de sa case, une croix jaune demande son cercle, l'argent a 24 cases et le rose prend de 1 à 6.",
}
