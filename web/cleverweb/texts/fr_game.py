"""French for the game page (web/cleverweb: menus, screens, sheet labels, replays,
daily challenge, the Rules dialog).

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- app.py: messages, dialogs, sharing
    "The unreadable save was kept aside; this new game will be saved instead.":
        "La sauvegarde illisible a été mise de côté ; cette nouvelle partie sera sauvegardée "
        "à sa place.",
    "Review stopped.": "Analyse arrêtée.",
    "End it and play the daily challenge": "L'arrêter et jouer le défi du jour",
    "Send the final score to the other players": "Envoyer le score final aux autres",
    "it is an older link of the game in this browser (it has {n} moves, the game here {here}): "
    "open the newest link":
        "c'est un lien plus ancien de la partie de ce navigateur (il a {n} coups, la partie "
        "d'ici {here}) : ouvrez le lien le plus récent",
    "it could not be read ({error})": "il n'a pas pu être lu ({error})",
    "This game was changed in another tab or window.":
        "Cette partie a été modifiée dans un autre onglet ou une autre fenêtre.",
    "This game is not finished: the replay ends where the link was made.":
        "Cette partie n'est pas terminée : la rediffusion s'arrête là où le lien a été créé.",
    "Load the latest game": "Charger la dernière partie",
    "The coach is thinking…": "Le coach réfléchit…",
    "Game log": "Journal de la partie",
    "The coach could not judge this move ({error}).":
        "Le coach n'a pas pu juger ce coup ({error}).",
    "End it and play this seed": "L'arrêter et jouer cette graine",
    "Your part in our game of {game}: {url}": "Votre tour dans notre partie de {game} : {url}",
    "This browser did not allow copying: the link is selected, copy it yourself.":
        "Ce navigateur n'a pas permis la copie : le lien est sélectionné, copiez-le vous-même.",
    "Result copied.": "Résultat copié.",
    "Link copied.": "Lien copié.",
    "The game could not be saved in this browser (its storage is full or switched off): it is "
    "lost if this page is closed.":
        "La partie n'a pas pu être sauvegardée dans ce navigateur (son stockage est plein ou "
        "désactivé) : elle sera perdue si cette page est fermée.",
    "This game is in the history.": "Cette partie est dans l'historique.",
    "This game could not be added to the history: {why}.":
        "Cette partie n'a pas pu être ajoutée à l'historique : {why}.",
    "Score sheets": "Feuilles de score",
    "The computer player failed ({error}).": "L'ordinateur a échoué ({error}).",
    "Thinking about a suggestion…": "Recherche d'une suggestion…",
    "The hint failed ({error}).": "Le conseil a échoué ({error}).",
    "Reviewing your {n} decisions…": "Analyse de vos {n} décisions…",
    "Reviewing {name}'s {n} decisions…": "Analyse des {n} décisions de {name}…",
    "The review failed ({error}).": "L'analyse a échoué ({error}).",
    "Reviewing {n} of {total}…": "Analyse {n} sur {total}…",
    "Review done.": "Analyse terminée.",
    "Review done: {points} points below the suggestions; {n} of {total} decisions matched.":
        "Analyse terminée : {points} points sous les suggestions ; {n} décisions sur {total} "
        "correspondaient.",
    "With real dice every seat is a person at the table: choose a person for each seat, or "
    "untick Play with real dice.":
        "Avec de vrais dés, chaque place est une personne à la table : choisissez une personne "
        "pour chaque place, ou décochez « Jouer avec de vrais dés ».",
    "Play by link deals the dice from the link: untick Play with real dice or Play by link.":
        "En jeu par lien, les dés viennent du lien : décochez « Jouer avec de vrais dés » ou "
        "« Jouer par lien ».",
    "Close the rules": "Fermer les règles",
    "Close": "Fermer",
    "The full rules, with live demos": "Les règles complètes, avec démonstrations",
    "You": "Vous",
    "End it and start a solo game": "L'arrêter et commencer une partie solo",
    # --- bylink.py
    "The game in progress in this browser will be kept aside (not deleted) and this one takes "
    "its place.":
        "La partie en cours dans ce navigateur sera mise de côté (pas effacée) et celle-ci "
        "prendra sa place.",
    "{game}, played by {names} on their own devices (round {round} of {rounds}). It is {name}'s "
    "part now. If you are {name}, play it here, then send the link on.":
        "{game}, joué par {names} chacun sur son appareil (manche {round} sur {rounds}). C'est "
        "au tour de {name}. Si vous êtes {name}, jouez votre tour ici, puis envoyez le lien à "
        "la suite.",
    "A game by link: {name}'s turn": "Une partie par lien : au tour de {name}",
    "I am {name}: play my part": "Je suis {name} : jouer mon tour",
    "Only watch the game so far": "Seulement regarder la partie jusqu'ici",
    "Links are checked by replaying every move through the rules, so a move the rules forbid, "
    "or a link changed by hand, is refused. They are meant for friendly play and do not stop "
    "cheating by someone who wants to: the link holds the seed, so a player who reads it could "
    "work out the dice in advance; a player can try a move, look at the result and send a "
    "different one from an older link; and anyone who gets a link can play the part of the "
    "person it was meant for.":
        "Les liens sont vérifiés en rejouant chaque coup selon les règles : un coup interdit "
        "ou un lien modifié à la main est refusé. Ils sont faits pour jouer entre amis et "
        "n'empêchent pas de tricher qui le veut vraiment : le lien contient la graine, donc "
        "qui la lit pourrait calculer les dés à l'avance ; on peut essayer un coup, regarder "
        "le résultat et envoyer un autre coup depuis un lien plus ancien ; et quiconque reçoit "
        "un lien peut jouer le tour de la personne à qui il était destiné.",
    "Play by link needs 2 to 4 players.": "Le jeu par lien demande 2 à 4 personnes.",
    "In a game played by link every seat is a person on their own device.":
        "Dans une partie par lien, chaque place est une personne sur son propre appareil.",
    "Share with {name}…": "Partager avec {name}…",
    "Your part is done (round {round} of {rounds}). Send this link to {name}: it carries the "
    "whole game. {name} opens it, plays their part and sends a link back (or on). Open the link "
    "you get back here, in this browser, to go on.":
        "Votre tour est joué (manche {round} sur {rounds}). Envoyez ce lien à {name} : il "
        "contient toute la partie. {name} l'ouvre, joue son tour et renvoie un lien (ou le "
        "transmet). Ouvrez le lien reçu en retour ici, dans ce navigateur, pour continuer.",
    '{name} was drawn to start. Send this link to {name}: it carries the whole game. {name} opens it, plays their part and sends a link back (or on). Open the link you get back here, in this browser, to play yours.':
        "{name} a été tiré au sort pour commencer. Envoyez ce lien à {name} : il contient toute la partie. {name} l'ouvre, joue son tour et renvoie un lien (ou le transmet). Ouvrez le lien reçu en retour ici, dans ce navigateur, pour jouer le vôtre.",
    'Now choose the value to write in {box} (1 to 6, the value buttons by the dice), then tap the box again.':
        'Choisissez maintenant la valeur à inscrire dans {box} (1 à 6, les boutons de valeur près des dés), puis touchez de nouveau la case.',
    'The bonus cannot go in {box}. Choose its area first (the area buttons by the dice).':
        "Le bonus ne peut pas aller dans {box}. Choisissez d'abord sa zone (les boutons de zone près des dés).",
    'The bonus cannot go in {box}. Choose the value to write first (1 to 6, the value buttons by the dice).':
        "Le bonus ne peut pas aller dans {box}. Choisissez d'abord la valeur à inscrire (1 à 6, les boutons de valeur près des dés).",
    "No hints in the daily challenge: the day's best score is your own.":
        "Pas d'indices dans le défi du jour : le meilleur score du jour est le vôtre.",
    "Send the game to {name}": "Envoyer la partie à {name}",
    "Link for {name}": "Lien pour {name}",
    "Copy the link": "Copier le lien",
    # --- daily.py
    "{game}: daily challenge of {day} (UTC)": "{game} : défi du jour du {day} (UTC)",
    "{n} points ({title})": ("{n} point ({title})", "{n} points ({title})"),
    "{n} points": ("{n} point", "{n} points"),
    "{areas}, foxes {n}": "{areas}, renards {n}",
    "My best today: {best}. Streak: {n} days.": (
        "Mon meilleur score du jour : {best}. Série : {n} jour.",
        "Mon meilleur score du jour : {best}. Série : {n} jours."),
    "Watch or check the game: {url}": "Regarder ou vérifier la partie : {url}",
    "Your daily challenge result": "Votre résultat du défi du jour",
    "Share this game": "Partager cette partie",
    "Share": "Partager",
    "Link to this game (it carries the whole game: anyone can watch it or check it, even "
    "offline)":
        "Lien vers cette partie (il contient toute la partie : chacun peut la regarder ou la "
        "vérifier, même hors ligne)",
    "Copy the result": "Copier le résultat",
    "Daily challenge of {day} (UTC). Not finished yet. Streak: {n} days.": (
        "Défi du jour du {day} (UTC). Pas encore terminé. Série : {n} jour.",
        "Défi du jour du {day} (UTC). Pas encore terminé. Série : {n} jours."),
    "Daily challenge of {day} (UTC). Today's best: {best}. Streak: {n} days.": (
        "Défi du jour du {day} (UTC). Meilleur score du jour : {best}. Série : {n} jour.",
        "Défi du jour du {day} (UTC). Meilleur score du jour : {best}. Série : {n} jours."),
    "Daily challenge of {day} (UTC). That day's best: {best}. Streak: {n} days.": (
        "Défi du jour du {day} (UTC). Meilleur score de ce jour-là : {best}. Série : {n} jour.",
        "Défi du jour du {day} (UTC). Meilleur score de ce jour-là : {best}. Série : {n} "
        "jours."),
    "Ready.": "Prêt.",
    # --- replay.py
    "The coach is not available for this game yet.":
        "Le coach n'est pas encore disponible pour ce jeu.",
    "That move was the only one possible: nothing to judge.":
        "Ce coup était le seul possible : rien à juger.",
    "The coach agrees: {action} was its choice too (or worth the same).":
        "Le coach approuve : {action} était aussi son choix (ou valait autant).",
    "The coach would have played {action}; the move played was about {points} points below it "
    "(the coach's estimate of the final score).":
        "Le coach aurait joué {action} ; le coup joué valait environ {points} points de moins "
        "(selon son estimation du score final).",
    "the game's start": "le début de la partie",
    "move {n} of {total} (the end)": "coup {n} sur {total} (la fin)",
    "move {n} of {total}": "coup {n} sur {total}",
    "Round {n}": "Manche {n}",
    "Whose sheet to show": "Feuille à afficher",
    "Score sheet of {name}": "Feuille de score de {name}",
    "Start": "Début",
    "Back": "Retour",
    "Forward": "Avancer",
    "End": "Fin",
    "Jump to": "Aller à",
    "Round {n}, {where}. {move} Points now: {totals}.":
        "Manche {n}, {where}. {move} Points à ce moment : {totals}.",
    "Your sheet": "Votre feuille",
    "{name}'s sheet": "Feuille de {name}",
    "Dice table as it was": "La table des dés telle qu'elle était",
    "Score sheet as it was": "La feuille de score telle qu'elle était",
    "Replay of a shared game": "Rediffusion d'une partie partagée",
    "Replay of a daily challenge": "Rediffusion d'un défi du jour",
    "Replay of your game": "Rediffusion de votre partie",
    "Coach's view of this move": "L'avis du coach sur ce coup",
    "Play this seed yourself": "Jouer vous-même cette graine",
    "{game}; {players}; final score: {scores}.": "{game} ; {players} ; score final : {scores}.",
    "Replay controls": "Commandes de la rediffusion",
    "Close the replay": "Fermer la rediffusion",
    "This link's game could not be opened": "La partie de ce lien n'a pas pu être ouverte",
    "The link was refused: {reason}.": "Le lien a été refusé : {reason}.",
    "Nothing was changed: your own game and records in this browser are as they were. Ask for "
    "the link again, copied whole.":
        "Rien n'a été modifié : votre partie et vos records dans ce navigateur sont intacts. "
        "Redemandez le lien, copié en entier.",
    "Go to my game": "Aller à ma partie",
    "Just rolled": "Dés lancés",
    "Set aside": "Mis de côté",
    "Die fields": "Cases de dés",
    "Silver platter": "Plateau d'argent",
    "In the cup": "Dans le gobelet",
    "The game is set up; nothing has been played yet.":
        "La partie est prête ; rien n'a encore été joué.",
    "{name}: {action}.": "{name} : {action}.",
    # --- review.py
    "Round {n}, {turn}": "Manche {n}, {turn}",
    "passive turn": "tour passif",
    "active turn": "tour actif",
    "{name}'s turn": "tour de {name}",
    # --- screens.py: the new-game form
    "Your game in progress is kept until you start a new one.":
        "Votre partie en cours est conservée jusqu'à ce que vous en commenciez une nouvelle.",
    "Back to the game": "Retour à la partie",
    "Play solo now": "Jouer en solo maintenant",
    "Learn by playing": "Apprendre en jouant",
    "Learn by playing: {game}": "Apprendre en jouant : {game}",
    "Game": "Jeu",
    "Number of players": "Nombre de joueurs",
    "Seats": "Places",
    "A computer seat plays by itself.": "Une place tenue par l'ordinateur joue toute seule.",
    "Options": "Options",
    "Seed (optional, a whole number: the same seed gives the same dice)":
        "Graine (facultative, un nombre entier : la même graine donne les mêmes dés)",
    'Allow undo of one\'s last decision (untick for "honest dice")':
        "Permettre d'annuler sa dernière décision (décochez pour des « dés honnêtes »)",
    "Play by link: each person on their own device":
        'Jouer par lien : chacun sur son propre appareil',
    "This device plays seat 1; when your part is done you send the next player a link that "
    "carries the game, and they send it on. No server: friendly play only (no undo).":
        'Cet appareil joue la place 1 ; quand votre part est faite, vous envoyez au joueur '
        'suivant un lien qui contient la partie, et il le transmet à son tour. Pas de serveur '
        ": jeu amical uniquement (pas d'annulation).",
    "Play with real dice: roll your own dice at the table and tap in the values":
        'Jouer avec de vrais dés : lancez vos propres dés à table et saisissez les valeurs',
    "Start game": "Commencer la partie",
    "Table options of {game} (all off in the standard rules)":
        "Variantes de table de {game} (toutes désactivées dans les règles standard)",
    "Choose 1 to 4 players.": "Choisissez de 1 à 4 joueurs.",
    "Seat {n} needs a name.": "La place {n} doit avoir un nom.",
    "Two seats are called {name}: give each its own name.":
        "Deux places s'appellent {name} : donnez à chacune son propre nom.",
    "The seed must be a whole number (digits only), or left empty.":
        "La graine doit être un nombre entier (uniquement des chiffres) ou rester vide.",
    "Your game is not finished (round {round} of {rounds}). A new game replaces it: it cannot "
    "be resumed afterwards.":
        "Votre partie n'est pas terminée (manche {round} sur {rounds}). Une nouvelle partie la "
        "remplace : elle ne pourra plus être reprise.",
    "{name}'s game is not finished (round {round} of {rounds}). A new game replaces it: it "
    "cannot be resumed afterwards.":
        "La partie de {name} n'est pas terminée (manche {round} sur {rounds}). Une nouvelle "
        "partie la remplace : elle ne pourra plus être reprise.",
    "The game of {names} and {last} is not finished (round {round} of {rounds}). A new game "
    "replaces it: it cannot be resumed afterwards.":
        "La partie de {names} et {last} n'est pas terminée (manche {round} sur {rounds}). Une "
        "nouvelle partie la remplace : elle ne pourra plus être reprise.",
    "End this game?": "Arrêter cette partie ?",
    "Keep playing": "Continuer à jouer",
    "Pass the device to {name}": "Passez l'appareil à {name}",
    "I am {name}: show my sheet": "Je suis {name} : afficher ma feuille",
    # --- screens.py: the prompt
    "{name} is playing: {what}.": "{name} joue : {what}.",
    "{name}: roll all six dice for your passive turn.":
        "{name} : lancez les six dés pour votre tour passif.",
    "{name}: roll the dice (choice {n} of {of}).": "{name} : lancez les dés (choix {n} sur {of}).",
    "{what}: choose the area first.": "{what} : choisissez d'abord la zone.",
    "{what}: choose the value to write in {area} (1 to 6).":
        "{what} : choisissez la valeur à inscrire en {area} (1 à 6).",
    "{what}: choose the value to write (1 to 6).":
        "{what} : choisissez la valeur à inscrire (1 à 6).",
    '{what}: a {value}; choose the highlighted box.': '{what} : un {value} ; choisissez la case en surbrillance.',
    '{what}: choose the highlighted box.': '{what} : choisissez la case en surbrillance.',
    "{what}: a {value}; choose one of the highlighted boxes.":
        "{what} : un {value} ; choisissez une des cases en surbrillance.",
    "{what}: choose one of the highlighted boxes.":
        "{what} : choisissez une des cases en surbrillance.",
    ", polished to {face}": ", poli à {face}",
    "{face}, polished to {polished},": "{face}, poli à {polished},",
    "{name}: the {die} {face} is selected; it fits nowhere as it is: polish it up or down.":
        "{name} : le dé {die} ({face}) est sélectionné ; tel quel il ne va nulle part : "
        "polissez-le vers le haut ou le bas.",
    "{name}: the {die} {face} is selected; choose one of the {n} highlighted boxes.": (
        "{name} : le dé {die} ({face}) est sélectionné ; choisissez la case en surbrillance.",
        "{name} : le dé {die} ({face}) est sélectionné ; choisissez une des {n} cases en "
        "surbrillance."),
    "{name}: none of these dice can be entered. Use a reroll or give up this roll.":
        "{name} : aucun de ces dés ne peut être inscrit. Utilisez une relance ou abandonnez "
        "ce lancer.",
    "{name}: none of these dice can be entered. This roll is lost: give it up.":
        "{name} : aucun de ces dés ne peut être inscrit. Ce lancer est perdu : abandonnez-le.",
    "{name}: choose a die to enter (choice {n} of {of}).":
        "{name} : choisissez un dé à inscrire (choix {n} sur {of}).",
    "{name}: no platter die fits the sheet, so you may take one of the other dice, or pass.":
        "{name} : aucun dé du plateau ne va sur la feuille, vous pouvez donc prendre un des "
        "autres dés, ou passer.",
    "{name}: take a die from the silver platter, or pass.":
        "{name} : prenez un dé sur le plateau d'argent, ou passez.",
    "{name}: you may use a +1 action ({left} left): choose any die and a box, or end your "
    "turn.":
        "{name} : vous pouvez utiliser une action +1 (encore {left}) : choisissez n'importe "
        "quel dé et une case, ou terminez votre tour.",
    "{name}: you may use a +1 action ({left} left): choose any die and a box, or finish.":
        "{name} : vous pouvez utiliser une action +1 (encore {left}) : choisissez n'importe "
        "quel dé et une case, ou terminez.",
    # --- screens.py: the controls
    "Roll for the passive turn: tap in the values":
        "Lancer pour le tour passif : saisir les valeurs",
    "Roll the dice: tap in the values": "Lancer les dés : saisir les valeurs",
    "Roll for the passive turn": "Lancer pour le tour passif",
    "Roll the dice": "Lancer les dés",
    "Enter {action}": "Inscrire {action}",
    "Give up this roll": "Abandonner ce lancer",
    "Reroll ({left} left)": "Relancer (encore {left})",
    "Put back the {die} die": "Reposer le dé {die}",
    "Hint": "Conseil",
    "Pass (take no die)": "Passer (ne prendre aucun dé)",
    "End turn (no more +1)": "Finir le tour (plus de +1)",
    "Finish (no more +1)": "Terminer (plus de +1)",
    "{die} die shows {face}": "le dé {die} montre {face}",
    "{die} die": "dé {die}",
    "The values of your real dice (reroll):": "Les valeurs de vos vrais dés (relance) :",
    "The values of your real dice (roll):": "Les valeurs de vos vrais dés (lancer) :",
    "Enter these dice": "Valider ces dés",
    "The {die} die shows {face} (rolled {rolled}); {left} polish left":
        "Le dé {die} montre {face} (lancé {rolled}) ; polissage restant : {left}",
    "The {die} die shows {face}; {left} polish left":
        "Le dé {die} montre {face} ; polissage restant : {left}",
    "Polish the {die} die": "Polir le dé {die}",
    "Polish down to {face}": "Polir vers le bas à {face}",
    "Polish down": "Polir vers le bas",
    "Polish up to {face}": "Polir vers le haut à {face}",
    "Polish up": "Polir vers le haut",
    "Area for the bonus": "Zone pour le bonus",
    "Value to write": "Valeur à inscrire",
    "Value to write in {area}": "Valeur à inscrire en {area}",
    "Write:": "Inscrire :",
    "write a {value} in {area}": "inscrire un {value} en {area}",
    "write a {value}": "inscrire un {value}",
    "computer": "ordinateur",
    "{name} (computer)": "{name} (ordinateur)",
    "Dice table": "Table des dés",
    "Score sheet": "Feuille de score",
    "(looking only: {name} decides now)": "(consultation seulement : {name} décide maintenant)",
    "suggested by the hint:": "suggéré par le conseil :",
    # --- screens.py: the end of the game
    "{name} scored {points} points.": "{name} a marqué {points} points.",
    "Shared victory: {names} and {last} with {points} points each (and the same best area, "
    "{top}).":
        "Victoire partagée : {names} et {last} avec {points} points chacun (et la même "
        "meilleure zone, {top}).",
    "{name} wins: tied on {points} points, broken by the best single area ({top} points).":
        "{name} gagne : égalité à {points} points, départagée par la meilleure zone "
        "({top} points).",
    "{name} wins with {points} points.": "{name} gagne avec {points} points.",
    "Review my decisions": "Analyser mes décisions",
    "Review your decisions": "Analyser vos décisions",
    "Review {name}'s decisions": "Analyser les décisions de {name}",
    "The coach replays the game and says, for each decision that had a choice, how many points "
    "it was below the suggestion.":
        "Le coach rejoue la partie et indique, pour chaque décision où il y avait un choix, "
        "combien de points elle valait de moins que sa suggestion.",
    "Review of your decisions": "Analyse de vos décisions",
    "Review of {name}'s decisions": "Analyse des décisions de {name}",
    "Reviewing {n} of {total}": "Analyse {n} sur {total}",
    "Stop the review": "Arrêter l'analyse",
    "Your game had no decision with more than one choice.":
        "Votre partie n'a eu aucune décision avec plus d'un choix.",
    "{name}'s game had no decision with more than one choice.":
        "La partie de {name} n'a eu aucune décision avec plus d'un choix.",
    "In all, your decisions were {points} points below the coach's suggestions (its estimate of "
    "the final score).":
        "Au total, vos décisions valaient {points} points de moins que les suggestions du "
        "coach (selon son estimation du score final).",
    "In all, {name}'s decisions were {points} points below the coach's suggestions (its "
    "estimate of the final score).":
        "Au total, les décisions de {name} valaient {points} points de moins que les "
        "suggestions du coach (selon son estimation du score final).",
    "{n} of {total}": "{n} sur {total}",
    "decisions matched the suggestion (or were worth the same).":
        "décisions correspondaient à la suggestion (ou valaient autant).",
    "No decision cost points. Well played!": "Aucune décision n'a coûté de points. Bien joué !",
    "a person": "une personne",
    "{when}, action {n}:": "{when}, action {n} :",
    "{who}: {played}; suggested: {suggested}": "{who} : {played} ; suggéré : {suggested}",
    "(\u2212{points} points)": "(\u2212{points} points)",
    "The decisions that cost points, largest first":
        "Les décisions qui ont coûté des points, les plus coûteuses d'abord",
    "The {n} decisions that cost the most points (of {more})":
        "Les {n} décisions qui ont coûté le plus de points (sur {more})",
    "the computer ({level})": "l'ordinateur ({level})",
    "The review of decisions is not available for this game yet.":
        "L'analyse des décisions n'est pas encore disponible pour ce jeu.",
    "Review of the decisions": "Analyse des décisions",
    "(winner)": "(gagnant)",
    "Final score": "Score final",
    "Points per area, foxes and total": "Points par zone, renards et total",
    "Player": "Joueur",
    "Total": "Total",
    "Play again (same seats)": "Rejouer (mêmes places)",
    "Replay this game step by step": "Revoir cette partie pas à pas",
    "History of games": "Historique des parties",
    "The saved game could not be read": "La partie sauvegardée n'a pas pu être lue",
    "The game saved in this browser could not be loaded: {reason}.":
        "La partie sauvegardée dans ce navigateur n'a pas pu être chargée : {reason}.",
    'It has not been deleted: starting a new game keeps it aside in this browser, and the history page lists it, to download or delete.':
        "Elle n'a pas été supprimée : une nouvelle partie la met de côté dans ce navigateur, et la page Historique la liste, pour la télécharger ou la supprimer.",
    "Start a new game": "Commencer une nouvelle partie",
    "No game yet.": "Pas encore de partie.",
    "Game menu": "Menu du jeu",
    "Menu": "Menu",
    "New game": "Nouvelle partie",
    "Daily challenge": "Défi du jour",
    "Undo": "Annuler",
    "Undo is switched off": "L'annulation est désactivée",
    "Honest dice": "Dés honnêtes",
    "Rules": "Règles",
    "Score counter": "Compteur de points",
    "History": "Historique",
    "Statistics": "Statistiques",
    "Faster computer": "Ordinateur plus rapide",
    "Computer": "Ordinateur",
    "Player {n}": "Joueur {n}",
    "Seat {n} name": "Nom de la place {n}",
    "played by": "jouée par",
    # --- session.py: actions in words
    "the {what} in {where} with a +1 action polished by {by}":
        "le {what} dans {where} avec une action +1, poli de {by}",
    "the {what} in {where} polished by {by}": "le {what} dans {where}, poli de {by}",
    "the {what} in {where} with a +1 action": "le {what} dans {where} avec une action +1",
    "the {what} in {where}": "le {what} dans {where}",
    "the bonus {value} in {where}": "le bonus {value} dans {where}",
    "the bonus in {where}": "le bonus dans {where}",
    "finish your turn (no more +1 actions)": "finir votre tour (plus d'actions +1)",
    "finish (no more +1 actions)": "terminer (plus d'actions +1)",
    "roll the dice": "lancer les dés",
    "use a reroll (roll these dice again)": "utiliser une relance (relancer ces dés)",
    "give up this roll: no die can be used": "abandonner ce lancer : aucun dé n'est utilisable",
    "pass (take no die)": "passer (ne prendre aucun dé)",
    "Table options: none (the standard rules).": "Variantes de table : aucune (règles standard).",
    "Table options: {options}.": "Variantes de table : {options}.",
    "Beginner": "Débutant",
    "Skilled": "Confirmé",
    "Expert": "Expert",
    "Master": "Maître",
    "Random (any legal move)": "Hasard (n'importe quel coup permis)",
    # --- session.py: messages
    "This is {name}'s sheet; go back to {who}'s sheet to play.":
        "C'est la feuille de {name} ; revenez à la feuille de {who} pour jouer.",
    "The {die} die is no longer selected.": "Le dé {die} n'est plus sélectionné.",
    "The {die} die cannot be entered on your sheet now.":
        "Le dé {die} ne peut pas être inscrit sur votre feuille maintenant.",
    "The {die} die cannot be entered on {name}'s sheet now.":
        "Le dé {die} ne peut pas être inscrit sur la feuille de {name} maintenant.",
    "This is {name}'s sheet; it is {who} who decides now.":
        "C'est la feuille de {name} ; c'est {who} qui décide maintenant.",
    "Roll the dice first: {what}.": "Lancez d'abord les dés : {what}.",
    "Choose a die first: the {dice} or the {last} die could go here.":
        "Choisissez d'abord un dé : le dé {dice} ou {last} pourrait aller ici.",
    "Choose a die first: the {die} die could go here.":
        "Choisissez d'abord un dé : le dé {die} pourrait aller ici.",
    "No die can be entered now. {what}": "Aucun dé ne peut être inscrit maintenant. {what}",
    "No die can go in {box} now. Choose a die first: the boxes where it can go light up.":
        "Aucun dé ne peut aller dans {box} maintenant. Choisissez d'abord un dé : les cases où il "
        "peut aller s'allument.",
    "that {area} box": "cette case {area}",
    "Choose a die and a box first.": "Choisissez d'abord un dé et une case.",
    "not available for this game yet": "pas encore disponible pour ce jeu",
    "Unknown control {name}.": "Commande inconnue {name}.",
    "Roll the real dice, then tap the value each die shows.":
        "Lancez les vrais dés, puis saisissez la valeur de chaque dé.",
    "Press Roll the dice first.": "Appuyez d'abord sur « Lancer les dés ».",
    "The {die} die is not being rolled now.": "Le dé {die} n'est pas lancé maintenant.",
    "Tap the value of the {die} die first.": "Saisissez d'abord la valeur du dé {die}.",
    "Tap the values of the {dice} and {last} dice first.":
        "Saisissez d'abord les valeurs des dés {dice} et {last}.",
    "Polish works only on a die taken from the silver platter, with polish left on your sheet.":
        "Le polissage ne s'applique qu'à un dé pris sur le plateau d'argent, s'il vous reste du "
        "polissage sur votre feuille.",
    "you have only {n} polish": "il ne vous reste que {n} polissage(s)",
    "a die goes from 1 to 6 (1 and 6 are not next to each other)":
        "un dé va de 1 à 6 (1 et 6 ne se suivent pas)",
    "a {n} could not be entered anywhere": "un {n} ne pourrait être inscrit nulle part",
    "The {die} die cannot show {n}: {why}.": "Le dé {die} ne peut pas montrer {n} : {why}.",
    "A {n} cannot be written for this bonus now.":
        "Un {n} ne peut pas être inscrit pour ce bonus maintenant.",
    "The bonus cannot go in {area} now.": "Le bonus ne peut pas aller en {area} maintenant.",
    "No dice are left to roll. You may still use a +1 action.":
        "Il ne reste aucun dé à lancer. Vous pouvez encore utiliser une action +1.",
    "No dice are left to roll. {name} may still use a +1 action.":
        "Il ne reste aucun dé à lancer. {name} peut encore utiliser une action +1.",
    "No dice are left to roll, so your turn is over.":
        "Il ne reste aucun dé à lancer, votre tour est donc fini.",
    "No dice are left to roll, so {name}'s turn is over.":
        "Il ne reste aucun dé à lancer, le tour de {name} est donc fini.",
    "That was your last choice: your turn is over.":
        "C'était votre dernier choix : votre tour est fini.",
    "That was {name}'s last choice: {name}'s turn is over.":
        "C'était le dernier choix de {name} : le tour de {name} est fini.",
    "Hints are not available for this game yet.":
        "Les conseils ne sont pas encore disponibles pour ce jeu.",
    "There is nothing to decide.": "Il n'y a rien à décider.",
    "Suggested: {action} (+{more} points over the next best choice); expected final score "
    "about {score}.":
        "Suggestion : {action} (+{more} points par rapport au meilleur choix suivant) ; score "
        "final attendu environ {score}.",
    "Suggested: {action}; expected final score about {score}.":
        "Suggestion : {action} ; score final attendu environ {score}.",
    "{what}.": "{what}.",
    "It is {name}'s part now, on their own device: send them the link.":
        "C'est au tour de {name}, sur son propre appareil : envoyez-lui le lien.",
    "It is {name} (computer) who plays now.": "C'est {name} (ordinateur) qui joue maintenant.",
    "Undo is switched off (honest dice).": "L'annulation est désactivée (dés honnêtes).",
    "There is no decision of yours to take back.":
        "Vous n'avez aucune décision à reprendre.",
    "Your last decision was taken back.": "Votre dernière décision a été annulée.",
    "No computer seat is to move.": "Aucune place de l'ordinateur n'a la main.",
    "The computer player's move no longer fits the game.":
        "Le coup de l'ordinateur ne correspond plus à la partie.",
    "it is not valid JSON ({error})": "ce n'est pas du JSON valide ({error})",
    "it is not a saved game of this app": "ce n'est pas une partie sauvegardée de cette appli",
    "it comes from a newer version of this app":
        "elle vient d'une version plus récente de cette appli",
    "its list of seats is missing or wrong": "sa liste de places manque ou est fausse",
    "its seats do not match the game's players":
        "ses places ne correspondent pas aux joueurs de la partie",
    "{colour} {face}": "dé {colour} ({face})",
    # --- sheet/
    "{area} row {row} column {col}, sum {num}":
        "{area} : ligne {row}, colonne {col}, somme {num}",
    "{area} row {row} column {col}, number {num}":
        "{area} : ligne {row}, colonne {col}, nombre {num}",
    "B+W": "B+B",
    "{colour} box {n}": "{colour} : case {n}",
    "needs {n} or more": "demande {n} ou plus",
    "value times {n}": "valeur fois {n}",
    "higher than the previous, anything after a 6": "plus haut que le précédent, tout après un 6",
    "bonus {what}": "bonus {what}",
    "\u2197 rising": "\u2197 croissante",
    "each entry higher than the one before": "chaque valeur plus haute que la précédente",
    "\u2212 minus": "\u2212 moins",
    "its sum counts as minus points": "sa somme compte en points négatifs",
    "+ plus": "+ plus",
    "its sum counts as plus points": "sa somme compte en points positifs",
    "top row": "ligne du haut",
    "middle row": "ligne du milieu",
    "bottom row": "ligne du bas",
    ", open": ", libre",
    ", {value} written": ", {value} inscrit",
    ", crossed": ", cochée",
    ", choose to enter here": ", à choisir pour inscrire ici",
    "{area} {row}, box {n}: {rule}": "{area}, {row}, case {n} : {rule}",
    "full column": "colonne complète",
    "{die} die \u2192 column": "dé {die} \u2192 colonne",
    "{die} die \u2193 row": "dé {die} \u2193 ligne",
    "{area} row {row}, column {col} ({first} {row}, {second} {col})":
        "{area} : ligne {row}, colonne {col} ({first} {row}, {second} {col})",
    ", on the diagonal": ", sur la diagonale",
    ", on the other diagonal": ", sur l'autre diagonale",
    "cross number {n} in a row: its bonus at the right":
        "croix numéro {n} dans une ligne : son bonus à droite",
    "cross number {n} on the \u2198 diagonal: the bonus in the corner":
        "croix numéro {n} sur la diagonale \u2198 : le bonus dans le coin",
    "a column with {n}+ crosses: the points below":
        "une colonne avec {n}+ croix : les points en dessous",
    "the \u2199 diagonal with {n}+ crosses: {points} more":
        "la diagonale \u2199 avec {n}+ croix : {points} de plus",
    ", a start part": ", une pièce de départ",
    "bonus {what} and {other}": "bonus {what} et {other}",
    "start part": "pièce de départ",
    "\u25b6 start part; a whole shade crossed: fox":
        "\u25b6 pièce de départ ; toute une teinte cochée : renard",
    ", the field counts {n} times": ", le champ compte {n} fois",
    "{area} box {n}, {points} points if it is the last filled":
        "{area} : case {n}, {points} points si c'est la dernière remplie",
    "bonus {what} on a {values} or {last}": "bonus {what} sur un {values} ou un {last}",
    "bonus {what} on a {last}": "bonus {what} sur un {last}",
    ", {value} written again (no effect)": ", {value} inscrit à nouveau (sans effet)",
    "writes another {value}": "inscrit un autre {value}",
    "bonus": "bonus",
    "{value}: {what} and {other}": "{value} : {what} et {other}",
    "{area} area, {n} points": ("Zone {area}, {n} point", "Zone {area}, {n} points"),
    "cross the die's number": "cocher le nombre du dé",
    "Rerolls": "Relances",
    "Polish": "Polissage",
    "{title}: {gained} earned, {used} used, {left} left":
        "{title} : {gained} gagnées, {used} utilisées, {left} restantes",
    "; the last space also gives {what}": " ; la dernière case donne aussi {what}",
    "{n} left": "reste {n}",
    "Round {n} of {rounds}, game over": "Manche {n} sur {rounds}, partie terminée",
    "Round {n} of {rounds}": "Manche {n} sur {rounds}",
    "Round": "Manche",
    "Points: {areas}, {n} foxes worth {fox_points}; total {total} points": (
        "Points : {areas}, {n} renard valant {fox_points} ; total {total} points",
        "Points : {areas}, {n} renards valant {fox_points} ; total {total} points"),
    "bonus: {what}": "bonus : {what}",
    # --- table.py
    "used with +1 this turn": "utilisé avec +1 à ce tour",
    "Set aside (not on the platter)": "Mis de côté (pas sur le plateau)",
    "none left to roll": "plus aucun à lancer",
    "die field {n}, empty": "case de dé {n}, vide",
    "Your die fields": "Vos cases de dés",
    "{name}'s die fields": "Cases de dés de {name}",
    "empty": "vide",
    "The turn is over. The dice as they were when you chose the {die} {face}:":
        "Le tour est fini. Les dés tels qu'ils étaient quand vous avez choisi le dé {die} "
        "({face}) :",
    "The turn is over. The dice as they were when {name} chose the {die} {face}:":
        "Le tour est fini. Les dés tels qu'ils étaient quand {name} a choisi le dé {die} "
        "({face}) :",
    "The turn is over. The dice as they were before your last decision:":
        "Le tour est fini. Les dés tels qu'ils étaient avant votre dernière décision :",
    "The turn is over. The dice as they were before {name}'s last decision:":
        "Le tour est fini. Les dés tels qu'ils étaient avant la dernière décision de {name} :",
    "in the cup": "dans le gobelet",
    "set aside": "mis de côté",
    "{die} die, marked {letter}": "dé {die}, marqué {letter}",
    ", selected": ", sélectionné",
    ", cannot be used now": ", inutilisable maintenant",
    ", suggested by the hint": ", suggéré par le conseil",
    "the one chosen": "celui qui a été choisi",
    # --- words.py: colours inside a sentence, and area titles
    "colour: white": "blanc",
    "colour: yellow": "jaune",
    "colour: blue": "bleu",
    "colour: green": "vert",
    "colour: orange": "orange",
    "colour: purple": "violet",
    "colour: grey": "gris",
    "colour: pink": "rose",
    # --- view.py: the engine failing at start-up
    "the rules engine could not be loaded ({detail}); this copy of the site may be "
    "incomplete":
        "le moteur de règles n'a pas pu être chargé ({detail}) ; cette copie du site est peut-être incomplète",
    "the rules engine failed while starting ({detail})": "le moteur de règles a échoué au démarrage ({detail})",
    "One phone per player (each player plays their own sheet on their own phone)":
        "Un téléphone par joueur (chacun joue sa propre feuille sur son propre téléphone)",
    "Seat 1 is you; the other seats are the other people at the table, in playing order (their names are optional). Every seat is a person.":
        "La place 1, c'est vous ; les autres places sont les autres personnes à la table, dans l'ordre de jeu (leurs noms sont facultatifs). Chaque place est une personne.",
    "Who starts (one phone per player)":
        "Qui commence (un téléphone par joueur)",
    "First tap in the dice on the table, then press Done.":
        "Saisissez d'abord les dés sur la table, puis appuyez sur Terminé.",
    "{name}'s turn: now tap in the dice on {name}'s die fields, then press Done.":
        "Au tour de {name} : saisissez maintenant les dés posés sur les cases de dés de {name}, puis appuyez sur Terminé.",
    "You scored {total} points. The other players' scores are on their own phones.":
        "Vous avez marqué {total} points. Les scores des autres joueurs sont sur leurs propres téléphones.",
    "Seat 1 (you)":
        "Place 1 (vous)",
    "One phone per player is for 2 to 4 players: choose how many sit at the table.":
        "Un téléphone par joueur, c'est pour 2 à 4 joueurs : choisissez combien sont à la table.",
    "That is not a value to tap in now.":
        "Ce n'est pas une valeur à saisir maintenant.",
    "{name}'s turn: tap in the dice {name} left on the silver platter, then press Done.":
        "Au tour de {name} : saisissez les dés que {name} a laissés sur le plateau d'argent, puis appuyez sur Terminé.",
    "The dice on {name}'s silver platter:":
        "Les dés sur le plateau d'argent de {name} :",
    "The dice on {name}'s die fields:":
        "Les dés sur les cases de dés de {name} :",
    "With real dice":
        "Avec de vrais dés",
    "One shared device":
        "Un seul appareil partagé",
    "Not on the platter":
        "Pas sur le plateau",
    "Done":
        "Terminé",
    "Clear":
        "Effacer",
    "Seat {n}":
        "Place {n}",
    "Who starts must be one of the {n} players.":
        "Qui commence doit être l'un des {n} joueurs.",
    "Tap a value for every die first (missing: {dice}).":
        "Saisissez d'abord une valeur pour chaque dé (manque : {dice}).",
    "{die} die is not on the platter":
        "Le dé {die} n'est pas sur le plateau",
    # the daily challenge of each game (menu's choice)
    "Daily challenges": "Défis du jour",
    "Each game has one solo challenge a day, the same dice for everyone. A new one starts "
    "at midnight UTC.":
        "Chaque jeu a un défi solo par jour, avec les mêmes dés pour tout le monde. Un "
        "nouveau commence à minuit UTC.",
    "Play today's {game} challenge": "Jouer le défi du jour de {game}",
    "Back to today's {game} challenge": "Revenir au défi du jour de {game}",
    "Your score sheet":
        "Votre feuille de score",
    # --- stored data (store.py): what was set aside, and why
    'This game is not saved: the unreadable save could not be kept aside ({reason}), so it stays saved instead.':
        "Cette partie n'est pas enregistrée : la sauvegarde illisible n'a pas pu être mise de côté ({reason}), elle reste donc enregistrée à sa place.",
    'The unreadable save was kept aside (the history page lists it); this new game will be saved instead.':
        'La sauvegarde illisible a été mise de côté (la page Historique la liste) ; cette nouvelle partie sera enregistrée à sa place.',
    'This game is not saved: the game in progress could not be kept aside ({reason}), so it stays saved instead.':
        "Cette partie n'est pas enregistrée : la partie en cours n'a pas pu être mise de côté ({reason}), elle reste donc enregistrée à sa place.",
    'This game was changed in another tab or window: the latest game is shown here, and your last move was not made.':
        "Cette partie a été modifiée dans un autre onglet ou une autre fenêtre : la partie la plus récente est affichée ici, et votre dernier coup n'a pas été joué.",
    'This game is not saved: the game saved in this browser could not be kept aside ({reason}), so it stays saved instead.':
        "Cette partie n'est pas enregistrée : la partie enregistrée dans ce navigateur n'a pas pu être mise de côté ({reason}), elle reste donc enregistrée à sa place.",
    'Something stored in this browser could not be read: {what} ({reason}). It was kept aside; the history page lists it.':
        'Une donnée enregistrée dans ce navigateur est illisible : {what} ({reason}). Elle a été mise de côté ; la page Historique la liste.',
    'Something stored in this browser could not be read: {what} ({reason}). It could not be kept aside ({failed}), so it is left as it was.':
        "Une donnée enregistrée dans ce navigateur est illisible : {what} ({reason}). Elle n'a pas pu être mise de côté ({failed}), elle reste donc telle quelle.",
    'it is not a record of daily challenges':
        "ce n'est pas un bilan des défis du jour",
    'it is not a set of new-game choices':
        'ce ne sont pas des choix de nouvelle partie',
    '{first} {next}':
        '{first} {next}',
    'its moves could not be replayed ({error})':
        "ses coups n'ont pas pu être rejoués ({error})",
    'no free place was found to keep it':
        "aucune place libre n'a été trouvée pour la garder",
    'it is not something kept aside':
        "ce n'est pas une donnée mise de côté",
    'a game in progress':
        'une partie en cours',
    'the last new-game choices':
        'les derniers choix de nouvelle partie',
    'the record of daily challenges':
        'le bilan des défis du jour',
    'the history of games':
        "l'historique des parties",
    'games from the history':
        "des parties de l'historique",
    'something this version cannot read':
        'une donnée que cette version ne sait pas lire',
    'it could not be read':
        'elle était illisible',
    'a game opened from a link took its place':
        'une partie ouverte depuis un lien a pris sa place',
    'a kept game was resumed in its place':
        'une partie mise de côté a été reprise à sa place',
    'a new game took its place':
        'une nouvelle partie a pris sa place',
    "the browser's storage for this site is full":
        'le stockage du navigateur pour ce site est plein',
    'this browser does not let the site store anything (private mode or blocked storage?)':
        'ce navigateur ne laisse le site rien enregistrer (navigation privée ou stockage bloqué ?)',
    # --- the game's Rules dialog (rules_text.py)
    'Rules in short':
        'Les règles en bref',
    'The full rules of {title}, with live demos: {about}':
        'Les règles complètes de {title}, avec démos interactives\xa0: {about}',
    'The full rules of {title}, with live demos':
        'Les règles complètes de {title}, avec démos interactives',
    # --- Twice as Clever's silver rows (sheet/number_rows.py)
    '{area}, {row} row, number {num}': '{area}, ligne {row}, nombre {num}',
    'bonus {what} once every row has it': 'bonus {what} dès que chaque ligne a ce nombre',
    'marks in a row': 'croix dans une ligne',
    'row points': 'points de la ligne',
    # --- Twice as Clever's yellow lattice (sheet/circles.py)
    '{area}, row {row}, number {num}': '{area}, ligne {row}, nombre {num}',
    ', circled': ', entouré',
    ', circled and crossed': ', entouré et coché',
    ', choose to circle it': ", à choisir pour l'entourer",
    ', choose to cross it': ', à choisir pour le cocher',
    'crosses': 'croix',
    # --- Twice as Clever's blue, green and pink (sheet/falling.py, pairs.py, gated.py)
    'any sum': 'toute somme',
    'at most {n}': 'au plus {n}',
    'at most the sum before': 'au plus la somme précédente',
    'pair {n}, first box': 'paire {n}, première case',
    'pair {n}, second box': 'paire {n}, deuxième case',
    'the pair scores {points}': 'la paire vaut {points}',
    'bonus {what} with {n} or more': 'bonus {what} avec {n} ou plus',
    ', too low for its bonus': ', trop bas pour son bonus',
}
