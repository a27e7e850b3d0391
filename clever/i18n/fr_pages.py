"""French for the other pages (counter, history, statistics)
and the static text of web/*.html.

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # the static text of web/*.html and its scripts (boot.js, early-setup.js, embed.js)
    "That's Pretty Clever":
        "That's Pretty Clever",
    'Clever 4Ever':
        'Clever 4Ever',
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
    'it did not finish starting within three minutes':
        "il n'a pas fini de démarrer en trois minutes",
    "The dice game That's Pretty Clever, in your browser. Works offline.":
        "Le jeu de dés That's Pretty Clever dans votre navigateur. Fonctionne hors ligne.",
    'Starting the game engine…':
        'Démarrage du moteur du jeu…',
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
    'Daily challenge':
        'Défi du jour',
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
    'Same dice for everyone':
        'Mêmes dés pour tous',
    "Each roll's dice depend only on the seed, the round, whose turn it is and how many dice were chosen and rerolled this turn, not on earlier choices: everyone playing the same seed gets the same dice in the same situation (as in the daily challenge).":
        'Les dés de chaque lancer ne dépendent que de la graine, de la manche, du joueur actif et du nombre de dés choisis et relancés pendant ce tour, pas des choix précédents : tous ceux qui jouent la même graine obtiennent les mêmes dés dans la même situation (comme dans le défi du jour).',
    'White may stand in for blue':
        'Le blanc peut remplacer le bleu',
    "The white die may be entered in blue too: it crosses the cell the blue die would (blue die's row, white die's column).":
        'Le dé blanc peut aussi être inscrit en bleu : il coche la case que cocherait le dé bleu (ligne du dé bleu, colonne du dé blanc).',
    'Upper green triangle only above a filled lower one':
        "Triangle vert du haut seulement au-dessus d'un triangle du bas rempli",
    'A green value may go in an upper triangle only when the lower triangle of the same field is already filled.':
        'Une valeur verte ne peut aller dans un triangle du haut que si le triangle du bas de la même case est déjà rempli.',
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
}
