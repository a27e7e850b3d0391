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
    'it did not finish starting within three minutes':
        "il n'a pas fini de démarrer en trois minutes",
    "The dice games That's Pretty Clever and Clever 4Ever in your browser: solo, with friends or against the computer. Works offline.":
        "Les jeux de dés That's Pretty Clever et Clever 4Ever dans votre navigateur : en solo, "
        "entre amis ou contre l'ordinateur. Fonctionne hors ligne.",
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
    "Add up the scores of a paper game of That's Pretty Clever or Clever 4Ever. Works offline.":
        "Additionne les points d'une partie sur papier de That's Pretty Clever ou de Clever 4Ever. Fonctionne hors ligne.",
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
    "A live rules demo of the dice games That's Pretty Clever and Clever 4Ever.":
        "Une démo jouable des règles des jeux de dés That's Pretty Clever et Clever 4Ever.",
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
    "Rules: That's Pretty Clever and Clever 4Ever":
        "Règles : That's Pretty Clever et Clever 4Ever",
    "The complete rules of That's Pretty Clever and Clever 4Ever, with live demos.":
        "Les règles complètes de That's Pretty Clever et Clever 4Ever, avec des démos jouables.",
    'Rules':
        'Règles',
    'The two games':
        'Les deux jeux',
    'Live rules demo':
        'Démo jouable des règles',
    'Close the demo':
        'Fermer la démo',
    'Find a rule':
        'Trouver une règle',
    # index.html's new-game form as build.py draws it in (the game's own texts; listed here too so the page drawn before the engine reads in this language)
    'Game menu':
        'Menu du jeu',
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
    # history: table options and one phone per player (issue 17)
    'Table options: {options}':
        'Options de table : {options}',
    '{game}, table game, {n} players, your sheet only: {name} {total} points':
        '{game}, partie à table, {n} joueurs, votre feuille seulement : {name} {total} points',
    'table game, {n} players, your sheet only':
        'partie à table, {n} joueurs, votre feuille seulement',
    # history: undo a delete (issue 17)
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
}
