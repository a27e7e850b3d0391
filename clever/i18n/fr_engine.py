"""French for the engine's texts (clever/: rules explanations, log, titles, counter, history).

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- names from the variants' data: colours as masculine adjectives ("le dé bleu",
    # "en bleu")
    "yellow": "jaune",
    "blue": "bleu",
    "green": "vert",
    "orange": "orange",
    "purple": "violet",
    "white": "blanc",
    "grey": "gris",
    "pink": "rose",
    "light grey": "gris clair",
    "dark grey": "gris foncé",
    "top": "du haut",
    "middle": "du milieu",
    "bottom": "du bas",
    "That's Pretty Clever": "That's Pretty Clever",
    "Clever 4Ever": "Clever 4Ever",
    "black X or black 6": "X noir ou 6 noir",
    "black ? (any area)": "? noir (n'importe quelle zone)",
    # solo titles (a faithful translation, not a published French wording)
    "You're so clever!": "Vous êtes vraiment malin !",
    "Are you Einstein?": "Seriez-vous Einstein ?",
    "What a genius!": "Quel génie !",
    "Impressive!": "Impressionnant !",
    "Hats off to you!": "Chapeau !",
    "Great result!": "Excellent résultat !",
    "That was pretty good.": "C'était plutôt bien.",
    "Not bad... you could do better.": "Pas mal… vous pouvez faire mieux.",
    "Try harder!": "Encore un effort !",
    "Clever 4ever!": "Clever 4ever !",
    "Clever once again!": "Malin, une fois de plus !",
    "Hey, Einstein!": "Salut, Einstein !",
    "Your friends will envy you.": "Vos amis vont vous envier.",
    "That's pretty clever!": "Plutôt malin !",
    "Prodigy in training": "Petit génie en formation",
    "It's going up": "Ça progresse",
    "Don't get upset!": "Ne vous énervez pas !",
    "There is still room to improve": "Il y a encore de la marge",
    "Just bad luck": "Simplement pas de chance",
    "Let's talk about something else": "Parlons d'autre chose",
    # table options
    "Same dice for everyone": "Mêmes dés pour tout le monde",
    "Each roll's dice depend only on the seed, the round, whose turn it is and how many dice "
    "were chosen and rerolled this turn, not on earlier choices: everyone playing the same seed "
    "gets the same dice in the same situation (as in the daily challenge).":
        "Les dés de chaque lancer ne dépendent que de la graine, de la manche, du joueur dont "
        "c'est le tour et du nombre de dés choisis et relancés pendant ce tour, pas des choix "
        "précédents : tous ceux qui jouent la même graine obtiennent les mêmes dés dans la même "
        "situation (comme dans le défi du jour).",
    "White may stand in for blue": "Le blanc peut remplacer le bleu",
    "The white die may be entered in blue too: it crosses the cell the blue die would (blue "
    "die's row, white die's column).":
        "Le dé blanc peut aussi être inscrit en bleu : il coche la case que cocherait le dé bleu "
        "(ligne du dé bleu, colonne du dé blanc).",
    "Upper green triangle only above a filled lower one":
        "Triangle vert supérieur seulement au-dessus d'un triangle inférieur rempli",
    "A green value may go in an upper triangle only when the lower triangle of the same field "
    "is already filled.":
        "Une valeur verte ne peut aller dans un triangle supérieur que si le triangle inférieur "
        "de la même case est déjà rempli.",
    "table options must be a list of option names":
        "les options de table doivent être une liste de noms d'options",
    "{option} is not a table option of {game} (options: {have})":
        "{option} n'est pas une option de table de {game} (options : {have})",
    # --- pieces
    "{die} {face}": "{die} {face}",
    "{first}, {rest}": "{first}, {rest}",
    "{shown} ({value})": "{shown} ({value})",
    "{shown} ({area}: {value})": "{shown} ({area} : {value})",
    "{shown} polished to {face}": "{shown} (poli en {face})",
    "reroll": "relance",
    "+1": "+1",
    "polish": "polissage",
    "fox": "renard",
    "a reroll": "une relance",
    "a +1": "un +1",
    "a polish": "un polissage",
    "a fox": "un renard",
    "{colour} X": "X en {colour}",
    "{colour} {number}": "{number} en {colour}",
    "{colour} ?": "? en {colour}",
    "not rolled": "dans le gobelet",
    "just rolled": "tout juste lancé",
    "on a die field": "sur une case de dé",
    "on the silver platter": "sur le plateau d'argent",
    "not on the platter": "hors du plateau",
    # --- boxes
    "{area} box {n}": "la case {n} ({area})",
    "the {area} {number} box (row {row}, column {col})":
        "la case {number} ({area}, ligne {row}, colonne {col})",
    "{area} row {row}, column {col}": "la case ligne {row}, colonne {col} ({area})",
    "row {row}, column {col}": "ligne {row}, colonne {col}",
    "{area} {row} row, box {col}": "la case {col} ({area}, ligne {row})",
    "{area} field {n}, lower triangle": "le triangle inférieur de la case {n} ({area})",
    "{area} field {n}, upper triangle": "le triangle supérieur de la case {n} ({area})",
    "the {shade} part of {n} boxes from row {row}, column {col}": (
        "le bloc {shade} de {n} case à partir de la ligne {row}, colonne {col}",
        "le bloc {shade} de {n} cases à partir de la ligne {row}, colonne {col}"),
    # --- why a value cannot go in a box (after "… : ")
    "that cell is already crossed.": "cette case est déjà cochée.",
    "the {first} die names row {row} and the {second} die column {col}.":
        "le dé {first} donne la ligne {row} et le dé {second} la colonne {col}.",
    "the first die names row {row} and the second die column {col}.":
        "le premier dé donne la ligne {row} et le second la colonne {col}.",
    "boxes are filled left to right; the next one is box {n}.":
        "les cases se remplissent de gauche à droite ; la prochaine est la case {n}.",
    "the area is full.": "la zone est pleine.",
    "the box shows {number}, the value is {value}.":
        "la case indique {number}, la valeur est {value}.",
    "that box is already crossed.": "cette case est déjà cochée.",
    "that part has {n} boxes; the die shows only {value}.": (
        "ce bloc a {n} case ; le dé n'indique que {value}.",
        "ce bloc a {n} cases ; le dé n'indique que {value}."),
    "that part is already crossed.": "ce bloc est déjà coché.",
    "a part must touch a box already crossed.": "un bloc doit toucher une case déjà cochée.",
    "the first grey part must be one of the two start parts at the left.":
        "le premier bloc gris doit être l'un des deux blocs de départ, à gauche.",
    "in the {row} row each entry must be higher than the one before ({prev}).":
        "dans la ligne {row}, chaque nombre doit être plus grand que le précédent ({prev}).",
    "the {row} row is full.": "la ligne {row} est pleine.",
    "each row fills left to right; the next box of the {row} row is box {n}.":
        "chaque ligne se remplit de gauche à droite ; la prochaine case de la ligne {row} est "
        "la case {n}.",
    "it must be higher than the previous {n} (anything may follow a 6).":
        "il faut plus que le {n} précédent (tout peut suivre un 6).",
    "it needs {n} or more.": "il faut {n} ou plus.",
    "with this table's option an upper triangle waits for the lower one of its field (field {n} "
    "has none yet).":
        "avec l'option de cette table, un triangle supérieur attend le triangle inférieur de sa "
        "case (la case {n} n'en a pas encore).",
    "every upper triangle is filled.": "tous les triangles supérieurs sont remplis.",
    "every lower triangle is filled.": "tous les triangles inférieurs sont remplis.",
    "upper triangles fill left to right; the next one is in field {n}.":
        "les triangles supérieurs se remplissent de gauche à droite ; le prochain est dans la "
        "case {n}.",
    "lower triangles fill left to right; the next one is in field {n}.":
        "les triangles inférieurs se remplissent de gauche à droite ; le prochain est dans la "
        "case {n}.",
    # --- what is asked now
    "{name}: roll the dice": "{name} : lancez les dés",
    "{name}: choose a die": "{name} : choisissez un dé",
    "{name}: take a die from the silver platter (or pass)":
        "{name} : prenez un dé du plateau d'argent (ou passez)",
    "{name}: use a +1 action (or finish the turn)":
        "{name} : utilisez une action +1 (ou terminez le tour)",
    "{name}: place a bonus": "{name} : inscrivez un bonus",
    "{name}: place the bonus {bonus}": "{name} : inscrivez le bonus {bonus}",
    "{name}: roll for the passive turn": "{name} : lancez les dés du tour passif",
    "The game is over.": "La partie est terminée.",
    # --- what happened (the log)
    "Round {n} begins.": "La manche {n} commence.",
    "{name} starts (drawn at random).": "{name} commence (tiré au sort).",
    "{name} starts (chosen at set-up).": "{name} commence (choisi à la mise en place).",
    "Turn: {name}.": "À {name} de jouer.",
    "{name} rolled {dice}.": "{name} a lancé {dice}.",
    "Passive roll: {dice}; on the silver platter: {platter}.":
        "Lancer passif : {dice} ; sur le plateau d'argent : {platter}.",
    "To the silver platter: {dice}.": "Sur le plateau d'argent : {dice}.",
    "{name} used a reroll action.": "{name} a utilisé une relance.",
    "{name} could not use any die: roll {n} is lost.":
        "{name} ne peut utiliser aucun dé : le lancer {n} est perdu.",
    "{name} passed.": "{name} a passé.",
    "{name} can use no die and passes.": "{name} ne peut utiliser aucun dé et passe.",
    "{name} entered the {shown} in {box}.": "{name} a inscrit le dé {shown} dans {box}.",
    "{name} entered the {shown} as {area} in {box}.":
        "{name} a inscrit le dé {shown} comme {area} dans {box}.",
    "{name} entered the {shown} in {box} with a +1 action.":
        "{name} a inscrit le dé {shown} dans {box} avec une action +1.",
    "{name} entered the {shown} as {area} in {box} with a +1 action.":
        "{name} a inscrit le dé {shown} comme {area} dans {box} avec une action +1.",
    "{name} wrote an X in {box} (bonus).": "{name} a inscrit un X dans {box} (bonus).",
    "{name} wrote a black X in {box} (bonus).": "{name} a inscrit un X noir dans {box} (bonus).",
    "{name} wrote a {value} in {box} (bonus).": "{name} a inscrit un {value} dans {box} (bonus).",
    "{name} wrote a black {value} in {box} (bonus).":
        "{name} a inscrit un {value} noir dans {box} (bonus).",
    "{name} crossed {box} (black ? bonus).": "{name} a coché {box} (bonus ? noir).",
    "{name} crossed {box} ({area} ? bonus).": "{name} a coché {box} (bonus ? en {area}).",
    "{name} wrote a {value} in {box} (black ? bonus).":
        "{name} a inscrit un {value} dans {box} (bonus ? noir).",
    "{name} wrote a {value} in {box} ({area} ? bonus).":
        "{name} a inscrit un {value} dans {box} (bonus ? en {area}).",
    "{name} gained a reroll action.": "{name} gagne une relance.",
    "{name} gained a +1 action.": "{name} gagne une action +1.",
    "{name} gained a polish action.": "{name} gagne une action de polissage.",
    "{name} lost a reroll action: its track is full.":
        "{name} perd une relance : sa piste est pleine.",
    "{name} lost a +1 action: its track is full.":
        "{name} perd une action +1 : sa piste est pleine.",
    "{name} lost a polish action: its track is full.":
        "{name} perd une action de polissage : sa piste est pleine.",
    "{name} gained a fox.": "{name} gagne un renard.",
    "{name} lost the bonus {bonus}: nowhere to put it.":
        "{name} perd le bonus {bonus} : il ne peut aller nulle part.",
    "Bonus for {name}: {bonus}.": "Bonus pour {name} : {bonus}.",
    # --- refusals
    "Now {pending}.": "Maintenant, {pending}.",
    "'{action}' is not possible now. {now}": "« {action} » n'est pas possible maintenant. {now}",
    "The game is over: no more actions can be taken.":
        "La partie est terminée : plus aucune action n'est possible.",
    "Only the active player may reroll, right after a roll. {now}":
        "Seul le joueur actif peut relancer, juste après un lancer. {now}",
    "{name} has no reroll action left.": "{name} n'a plus de relance.",
    "A roll may only be given up when none of its dice can be used.":
        "On ne peut renoncer à un lancer que si aucun de ses dés n'est utilisable.",
    "This roll needs {n} faces from 1 to 6, one per die rolled ({dice}), not {given}.":
        "Ce lancer demande {n} valeurs de 1 à 6, une par dé lancé ({dice}), et non {given}.",
    "The bonus {bonus} needs a value from 1 to 6 for that box.":
        "Le bonus {bonus} demande une valeur de 1 à 6 pour cette case.",
    "The bonus {bonus} in {box} takes no value of its own: leave the value out.":
        "Le bonus {bonus} dans {box} ne prend pas de valeur propre : n'indiquez pas de valeur.",
    "{value} cannot go in {box} (bonus {bonus}): {why}":
        "{value} ne peut pas aller dans {box} (bonus {bonus}) : {why}",
    "The bonus {bonus} cannot go in {box}. {now}":
        "Le bonus {bonus} ne peut pas aller dans {box}. {now}",
    "The bonus {bonus} cannot go in {area} {box}. {now}":
        "Le bonus {bonus} ne peut pas aller en {area} {box}. {now}",
    "There is no {die} die.": "Il n'y a pas de dé {die}.",
    "There is no {area} area on the sheet.": "Il n'y a pas de zone {area} sur la feuille.",
    "A +1 action is used at the end of one's turn. {now}":
        "Une action +1 s'utilise à la fin de son tour. {now}",
    "{name} has no +1 action left.": "{name} n'a plus d'action +1.",
    "The {die} die was already used with a +1 this turn.":
        "Le dé {die} a déjà été utilisé avec un +1 pendant ce tour.",
    "No die can be taken now. {now}": "Aucun dé ne peut être pris maintenant. {now}",
    "The {die} die is not among the dice just rolled (it is {where}).":
        "Le dé {die} n'est pas parmi les dés qui viennent d'être lancés (il est {where}).",
    "{area} has no box {box}.": "Il n'y a pas de case {box} en {area}.",
    "{value} cannot go in {box}: {why}": "{value} ne peut pas aller dans {box} : {why}",
    "The {die} die may stand in for {areas}, but not for {area} (a table option can allow it).":
        "Le dé {die} peut remplacer {areas}, mais pas {area} (une option de table peut "
        "l'autoriser).",
    "The {die} die can only be entered in {area}.":
        "Le dé {die} ne peut être inscrit qu'en {area}.",
    "Polish can only change a die taken from the silver platter; the {die} die is {where}.":
        "Le polissage ne change qu'un dé pris sur le plateau d'argent ; le dé {die} est {where}.",
    "{name} has {left} polish, not {steps}.": "{name} peut polir {left} fois, pas {steps}.",
    "Polish cannot take the {die} {face} to {to}: 1 and 6 are not next to each other.":
        "Le polissage ne peut pas faire passer le dé {die} {face} à {to} : 1 et 6 ne se suivent "
        "pas.",
    "None of the silver platter dice can be used, so {name} may take one of the other three "
    "dice instead.":
        "Aucun dé du plateau d'argent n'est utilisable, donc {name} peut prendre à la place "
        "l'un des trois autres dés.",
    "None of the silver platter dice can be used, so {name} may take a die from the active "
    "player's die fields instead.":
        "Aucun dé du plateau d'argent n'est utilisable, donc {name} peut prendre à la place un "
        "dé sur les cases de dés du joueur actif.",
    "{name} must take a die from the silver platter (the {die} die is {where}).":
        "{name} doit prendre un dé du plateau d'argent (le dé {die} est {where}).",
    "Roll the dice first. {now}": "Lancez d'abord les dés. {now}",
    "First place the bonus {bonus} on the sheet.":
        "Inscrivez d'abord le bonus {bonus} sur la feuille.",
    "The {shown} cannot be entered anywhere on {name}'s sheet now.":
        "Le dé {shown} ne peut être inscrit nulle part sur la feuille de {name} pour l'instant.",
    "not an action: {action}": "pas une action : {action}",
    "seat {seat}": "place {seat}",
    "It is not {name}'s decision. {now}": "Ce n'est pas à {name} de décider. {now}",
    "an action must be text, not {type}": "une action doit être du texte, pas {type}",
    "'{text}' is not an action; expected e.g. 'roll', 'use green green 3', 'plus1 white yellow "
    "r1c2', 'bonus blue r2c3', 'pass' or 'done'":
        "« {text} » n'est pas une action ; attendu par exemple 'roll', 'use green green 3', "
        "'plus1 white yellow r1c2', 'bonus blue r2c3', 'pass' ou 'done'",
    # --- computer players (errors a page may show)
    "unknown bot {name}; known: {known}": "joueur ordinateur inconnu {name} ; connus : {known}",
    "no {name} bot for {game} yet; it has: {offered}":
        "pas encore de joueur ordinateur {name} pour {game} ; disponibles : {offered}",
    "the {level} bot cannot rank actions":
        "le joueur ordinateur {level} ne sait pas classer les coups",
    # --- setting up a game
    "players must be a list of 1 to 4 names":
        "les joueurs doivent être une liste de 1 à 4 noms",
    "the game is for 1 to 4 players, not {n}": "le jeu se joue de 1 à 4 joueurs, pas à {n}",
    "every player needs a name": "chaque joueur doit avoir un nom",
    "the first player must be a seat from 0 to {last}":
        "le premier joueur doit être une place de 0 à {last}",
    "unknown game variant {name}; known: {known}":
        "variante de jeu inconnue {name} ; connues : {known}",
    # --- saved games
    "the save has no version number": "la sauvegarde n'a pas de numéro de version",
    "the save comes from a newer version of the game (format {version}, this one reads up to "
    "{known}); update the app":
        "la sauvegarde vient d'une version plus récente du jeu (format {version}, celle-ci lit "
        "jusqu'au {known}) ; mettez l'application à jour",
    "unknown save version {version}": "version de sauvegarde inconnue {version}",
    "the save is for an unknown game {game}": "la sauvegarde est celle d'un jeu inconnu {game}",
    "the seed must be a whole number, 0 or more": "la graine doit être un nombre entier, 0 ou plus",
    "the save has no valid seed": "la sauvegarde n'a pas de graine valide",
    "the save's action list is missing or wrong":
        "la liste des coups de la sauvegarde manque ou est erronée",
    "the save has no digest (its check value): it was cut or edited":
        "la sauvegarde n'a pas de somme de contrôle : elle a été tronquée ou modifiée",
    "the save was changed after it was written (its check does not match)":
        "la sauvegarde a été modifiée après son enregistrement (sa somme de contrôle ne "
        "correspond pas)",
    "a save must be JSON text, not {type}": "une sauvegarde doit être du texte JSON, pas {type}",
    "the save is not a JSON object": "la sauvegarde n'est pas un objet JSON",
    "this is not a saved game of this app":
        "ce n'est pas une partie sauvegardée de cette application",
    "the save's player list is missing or wrong: {error}":
        "la liste des joueurs de la sauvegarde manque ou est erronée : {error}",
    "the save does not say validly who started":
        "la sauvegarde n'indique pas correctement qui a commencé",
    "the save's game cannot be set up: {error}":
        "la partie de la sauvegarde ne peut pas être mise en place : {error}",
    "the save is not valid JSON (it may be cut short): {error}":
        "la sauvegarde n'est pas du JSON valide (elle est peut-être tronquée) : {error}",
    "the save's table options are wrong: {error}":
        "les options de table de la sauvegarde sont erronées : {error}",
    "action {n} ('{action}') of the save is not legal: {error}":
        "le coup {n} (« {action} ») de la sauvegarde n'est pas permis : {error}",
    "the save is not text": "la sauvegarde n'est pas du texte",
    # --- JSON from storage, files and links (clever/safe_json.py)
    "it is not text": "ce n'est pas du texte",
    "it is too long ({size} characters; at most {limit})":
        "c'est trop long ({size} caractères ; au plus {limit})",
    "it is nested too deeply to be one of ours": "c'est trop profondément imbriqué pour venir de nous",
    "it is not valid JSON (it may be cut short): {error}":
        "ce n'est pas du JSON valide (il est peut-être tronqué) : {error}",
    "it could not be read: {error}": "impossible de le lire : {error}",
    # --- a history file that cannot be read at all, or one line of it (clever/history.py)
    "this file is not text (or not in UTF-8)": "ce fichier n'est pas du texte (ou pas en UTF-8)",
    "this file is too long to be a history of games ({size} characters; at most {limit})":
        "ce fichier est trop long pour être un historique de parties ({size} caractères ; au "
        "plus {limit})",
    "the line cannot be read (a cell in it is far too long)":
        "la ligne est illisible (une de ses cellules est bien trop longue)",
    "the save cannot be read: {reason}": "la sauvegarde est illisible : {reason}",
    # --- game codes (a game in a link)
    "the code is damaged (a table option in it is too long)":
        "le code est abîmé (une option de table y est trop longue)",
    "the code is damaged (a player's name in it is too long)":
        "le code est abîmé (un nom de joueur y est trop long)",
    "the code is damaged (a move in it is too long)": "le code est abîmé (un coup y est trop long)",
    "the code is damaged (a table option in it is not text)":
        "le code est abîmé (une option de table n'y est pas du texte)",
    "the code is damaged (a player's name in it is not text)":
        "le code est abîmé (un nom de joueur n'y est pas du texte)",
    "the code is damaged (a move in it is not text)":
        "le code est abîmé (un coup n'y est pas du texte)",
    "a game code must be text, not {type}": "un code de partie doit être du texte, pas {type}",
    "the code is far too long to be a game ({n} characters)":
        "le code est bien trop long pour être une partie ({n} caractères)",
    "the link carries no game (its code is empty)":
        "le lien ne contient aucune partie (son code est vide)",
    "the code has a character that no game code contains ({char}); it may have been cut or "
    "changed when it was copied":
        "le code contient un caractère qu'aucun code de partie ne contient ({char}) ; il a "
        "peut-être été tronqué ou modifié lors de la copie",
    "the code is cut short (part of the link is missing)":
        "le code est tronqué (une partie du lien manque)",
    "the code comes from a newer version of the game (code version {version}, this one reads up "
    "to {known}); update the app":
        "le code vient d'une version plus récente du jeu (version de code {version}, celle-ci "
        "lit jusqu'à la {known}) ; mettez l'application à jour",
    "the code is damaged (it has no valid version number)":
        "le code est abîmé (il n'a pas de numéro de version valide)",
    "the code is for a game this app does not know":
        "le code est celui d'un jeu que cette application ne connaît pas",
    "the code is damaged (it does not hold 1 to 4 players)":
        "le code est abîmé (il ne contient pas de 1 à 4 joueurs)",
    "the code is damaged (it names a first player who is not there)":
        "le code est abîmé (il désigne un premier joueur qui n'existe pas)",
    "the code is damaged (it claims more moves than a game has)":
        "le code est abîmé (il annonce plus de coups qu'une partie n'en compte)",
    "the code was changed or damaged (it has bytes no game uses)":
        "le code a été modifié ou abîmé (il contient des octets qu'aucune partie n'utilise)",
    "the code was changed after it was made (its check does not match)":
        "le code a été modifié après sa création (sa somme de contrôle ne correspond pas)",
    "the code's table options are wrong: {error}":
        "les options de table du code sont erronées : {error}",
    "the code's player list is wrong: {error}": "la liste des joueurs du code est erronée : {error}",
    "the code's game cannot be set up: {error}":
        "la partie du code ne peut pas être mise en place : {error}",
    "the code is damaged (a number in it is far too long)":
        "le code est abîmé (un nombre y est bien trop long)",
    "the code was changed or damaged: move {n} is not one the rules allow at that point":
        "le code a été modifié ou abîmé : le coup {n} n'est pas permis par les règles à ce "
        "moment",
    "the code was changed or damaged: move {n} ('{move}') is not legal: {error}":
        "le code a été modifié ou abîmé : le coup {n} (« {move} ») n'est pas permis : {error}",
    # --- the end of the game
    "{name} scored {n} points.": ("{name} a marqué {n} point.", "{name} a marqué {n} points."),
    "{first} and {rest}": "{first} et {rest}",
    "Shared victory: {names} with {n} points each (and the same best area, {top}).":
        "Victoire partagée : {names} avec {n} points chacun (et la même meilleure zone, {top}).",
    "{name} wins: tied on {n} points, broken by the best single area ({top} points).":
        "{name} gagne : égalité à {n} points, départagée par la meilleure zone ({top} points).",
    "{name} wins with {n} points.": "{name} gagne avec {n} points.",
    "{name}: tap in the dice on the active player's silver platter":
        "{name} : saisissez les dés du plateau d'argent du joueur actif",
    "{name}: tap in the dice on the active player's die fields":
        "{name} : saisissez les dés posés sur les cases de dés du joueur actif",
    "The {die} die's value was not tapped in, so it cannot be used.":
        "La valeur du dé {die} n'a pas été saisie : il ne peut donc pas être utilisé.",
    "'{action}' is not possible now. Now {pending}.":
        "« {action} » n'est pas possible maintenant. Maintenant, {pending}.",
    "First tap in the dice on {name}'s die fields.":
        "Saisissez d'abord les dés posés sur les cases de dés de {name}.",
    "Give {want} values, one per die in this order: {dice}; not {got}.":
        "Donnez {want} valeurs, une par dé dans cet ordre : {dice} ; pas {got}.",
    "A die shows 1 to 6, not {face}.":
        "Un dé montre 1 à 6, pas {face}.",
    "On {name}'s silver platter: {dice}.":
        "Sur le plateau d'argent de {name} : {dice}.",
    "On {name}'s die fields: {dice}.":
        "Sur les cases de dés de {name} : {dice}.",
    "First tap in the dice {name} left on the silver platter.":
        "Saisissez d'abord les dés que {name} a laissés sur le plateau d'argent.",
    "A die shows 1 to 6; 0 means it is not on the silver platter (not {face}).":
        "Un dé montre 1 à 6 ; 0 signifie qu'il n'est pas sur le plateau d'argent (pas {face}).",
    "At least {least} dice lie on the silver platter after a turn (at most {most} go on the die fields), not {on}.":
        "Après un tour, au moins {least} dés sont sur le plateau d'argent (au plus {most} vont sur les cases de dés), pas {on}.",
    "One phone per player":
        "Un téléphone par joueur",
    "This device keeps only its owner's sheet (seat 1); the other players play their own sheets on their own phones.":
        "Cet appareil ne tient que la feuille de son propriétaire (place 1) ; les autres joueurs jouent leur propre feuille sur leur propre téléphone.",
    # --- a position as a starting point (clever/position.py), its saves and codes
    "a position must be a JSON object": "une position doit être un objet JSON",
    "a position has no part named {names}": "une position n'a aucune partie nommée {names}",
    "a game played one phone per player cannot start from a position":
        "une partie jouée avec un téléphone par joueur ne peut pas partir d'une position",
    "a position needs a list of 1 to 4 sheets, one per player":
        "une position demande une liste de 1 à 4 feuilles, une par joueur",
    "the round must be a whole number from 1 to {last}, not {value}":
        "la manche doit être un nombre entier de 1 à {last}, pas {value}",
    "the active player must be a seat from 0 to {last}, not {value}":
        "le joueur actif doit être une place de 0 à {last}, pas {value}",
    "sheet {sheet}: {error}": "feuille {sheet} : {error}",
    "the black bonus waits only at the start of round 4, before its first roll":
        "le bonus noir n'attend qu'au début de la manche 4, avant son premier lancer",
    "foxes, when given, must list one count per sheet":
        "les renards, s'ils sont donnés, doivent indiquer un nombre par feuille",
    "the bonuses waiting must be a list of [seat, bonus] pairs":
        "les bonus en attente doivent être une liste de paires [place, bonus]",
    "each bonus waiting must be [seat, bonus], e.g. [0, [\"x\", \"blue\"]], not {entry}":
        "chaque bonus en attente doit être [place, bonus], par ex. [0, [\"x\", \"blue\"]], "
        "pas {entry}",
    "{bonus} is not a bonus of {game} that can wait to be placed":
        "{bonus} n'est pas un bonus de {game} qui peut attendre d'être placé",
    "the dice must be a list of {n} [face, place] pairs, one per die in this order: {dice}":
        "les dés doivent être une liste de {n} paires [face, endroit], une par dé dans cet "
        "ordre : {dice}",
    "the {die} die must be given as [face, place], not {entry}":
        "le dé {die} doit être donné sous la forme [face, endroit], pas {entry}",
    "the {die} die's face must be 1 to 6, not {face}":
        "la face du dé {die} doit être de 1 à 6, pas {face}",
    "the {die} die lies nowhere a die can be ({place}); the places are {places}":
        "le dé {die} n'est à aucun endroit où un dé peut être ({place}) ; les endroits sont "
        "{places}",
    "a roll takes every die in the cup: no die can be in the cup while others lie just rolled":
        "un lancer prend tous les dés du gobelet : aucun dé ne peut être dans le gobelet "
        "pendant que d'autres viennent d'être lancés",
    "dice lie aside only for the passive half of a solo game":
        "des dés ne sont mis de côté que pendant la moitié passive d'une partie en solo",
    "after {n} dice on die fields the active player rolls no more":
        "après {n} dés sur les cases de dés, le joueur actif ne lance plus",
    "the {shown} on the silver platter is not lower than a die chosen this turn":
        "le {shown} sur le plateau d'argent n'est inférieur à aucun dé choisi ce tour-ci",
    "in a solo game's passive half the {n} lowest dice lie on the silver platter and the "
    "others aside":
        "dans la moitié passive d'une partie en solo, les {n} dés les plus bas sont sur le "
        "plateau d'argent et les autres de côté",
    "a turn has at most {n} dice on die fields":
        "un tour a au plus {n} dés sur les cases de dés",
    "a picker is named only while a passive player takes a die from the silver platter":
        "on ne nomme qui prend un dé que lorsqu'un joueur passif prend un dé du plateau d'argent",
    "the player taking a die from the silver platter must be a passive player's seat, not "
    "{value}":
        "celui qui prend un dé du plateau d'argent doit être la place d'un joueur passif, "
        "pas {value}",
    "sheet {sheet}: the bonus {bonus} waits, but the sheet was never given it":
        "feuille {sheet} : le bonus {bonus} attend, mais la feuille ne l'a jamais reçu",
    "sheet {sheet}: the {track} track should have {n} spaces circled (from the sheet's "
    "bonuses and the rounds so far), not {have}":
        ("feuille {sheet} : la piste {track} devrait avoir {n} case entourée (d'après les "
         "bonus de la feuille et les manches jouées), pas {have}",
         "feuille {sheet} : la piste {track} devrait avoir {n} cases entourées (d'après les "
         "bonus de la feuille et les manches jouées), pas {have}"),
    "sheet {sheet}: {area} was given {n} bonuses, but only {filled} of its boxes are filled: "
    "a bonus is owed but not placed (list it among the bonuses waiting)":
        ("feuille {sheet} : {area} a reçu {n} bonus, mais seulement {filled} de ses cases "
         "sont remplies : un bonus est dû mais pas placé (indiquez-le parmi les bonus en "
         "attente)",
         "feuille {sheet} : {area} a reçu {n} bonus, mais seulement {filled} de ses cases "
         "sont remplies : un bonus est dû mais pas placé (indiquez-le parmi les bonus en "
         "attente)"),
    "sheet {sheet}: the sheet earns {n} foxes, not {claimed}":
        ("feuille {sheet} : la feuille rapporte {n} renard, pas {claimed}",
         "feuille {sheet} : la feuille rapporte {n} renards, pas {claimed}"),
    "a position cannot be taken at this moment of the game":
        "on ne peut pas relever de position à ce moment de la partie",
    "the position has {sheets} sheets, but {players} players are named":
        "la position a {sheets} feuilles, mais {players} joueurs sont nommés",
    "the save's starting position is wrong: {error}":
        "la position de départ de la sauvegarde est fausse : {error}",
    "the save's starting position does not say who started as the save does":
        "la position de départ de la sauvegarde ne désigne pas le même premier joueur que la "
        "sauvegarde",
    "the code is damaged (its starting position is far too long)":
        "le code est abîmé (sa position de départ est bien trop longue)",
    "the code is damaged (its starting position cannot be read)":
        "le code est abîmé (sa position de départ est illisible)",
    "the code's starting position is wrong: {error}":
        "la position de départ du code est fausse : {error}",
    "the code is damaged (its starting position does not say who started as the code does)":
        "le code est abîmé (sa position de départ ne désigne pas le même premier joueur que le "
        "code)",
    # --- the kept games' records: their fields, checks and files (clever/history.py)
    'played in the app':
        "jouée dans l'appli",
    'counted':
        'comptée',
    'played with real dice':
        'jouée avec de vrais dés',
    '{first}':
        '{first}',
    '{first}, {next}':
        '{first}, {next}',
    'a game must be a set of named fields':
        'une partie doit être un ensemble de champs nommés',
    'unknown record version {found} (this app reads {version})':
        "version d'enregistrement inconnue {found} (cette appli lit la {version})",
    'missing {fields}':
        'il manque : {fields}',
    "the game's id must be a short text":
        "l'identifiant de la partie doit être un texte court",
    'the date {date} is not a UTC time like {example}':
        "la date {date} n'est pas une heure UTC comme {example}",
    'unknown source {source}':
        'origine inconnue {source}',
    'unknown game {game}':
        'jeu inconnu {game}',
    'a game has 1 to 4 players':
        'une partie compte de 1 à 4 joueurs',
    'the winners do not match the totals':
        'les gagnants ne correspondent pas aux totaux',
    'the title should be {title}':
        'le titre devrait être {title}',
    'this file is not a history of games from this app':
        "ce fichier n'est pas un historique de parties de cette appli",
    'this file is not a history of games from this app (its first line must name the columns)':
        "ce fichier n'est pas un historique de parties de cette appli (sa première ligne doit nommer les colonnes)",
    'this history has version {found}; this app reads version {version}':
        'cet historique est en version {found} ; cette appli lit la version {version}',
    'this file is not readable as JSON ({error})':
        "ce fichier n'est pas lisible en JSON ({error})",
    'game {n} skipped: {reason}':
        'partie {n} ignorée : {reason}',
    'the game on line {line} skipped: {reason}':
        'la partie de la ligne {line} ignorée : {reason}',
    'the same game appears twice':
        'la même partie apparaît deux fois',
    'a line has not {n} columns':
        "une ligne n'a pas {n} colonnes",
    'player {seat} has no name':
        "le joueur {seat} n'a pas de nom",
    '{name}: the points of {areas} are needed':
        '{name} : il faut les points de {areas}',
    '{name}: foxes, fox value and total must be whole numbers':
        '{name} : renards, valeur du renard et total doivent être des nombres entiers',
    '{name}: a fox is worth the weakest area ({lowest}), not {got}':
        '{name} : un renard vaut la zone la plus faible ({lowest}), pas {got}',
    '{name}: the total should be {total}, not {got}':
        '{name} : le total devrait être {total}, pas {got}',
    'seat':
        'place',
    "the players' seats are not 1, 2, ... in order":
        "les places des joueurs ne sont pas 1, 2, … dans l'ordre",
    '{what} {text} is not a whole number':
        "{what} {text} n'est pas un nombre entier",
    'fox value':
        'valeur du renard',
    'total':
        'total',
    'a game played with one phone per player keeps one sheet only':
        "une partie à un téléphone par joueur ne garde qu'une feuille",
    'the table options must be a list of option names':
        "les options de table doivent être une liste de noms d'options",
    'the table options must be named once each, in order':
        "les options de table doivent être nommées une fois chacune, dans l'ordre",
    'a table game with one phone per player has 2 to 4 players, not {found}':
        'une partie à un téléphone par joueur compte 2 à 4 joueurs, pas {found}',
    "only a game played with real dice can keep one player's sheet":
        "seule une partie jouée avec de vrais dés peut ne garder que la feuille d'un joueur",
    'players at the table':
        'joueurs à la table',
    '{option} is not a table option of {game}':
        "{option} n'est pas une option de table de {game}",
    # --- the score counter's messages (clever/counter.py)
    "Foxes": "Renards",
    'foxes':
        'renards',
    '{area}: {reason}':
        '{area} : {reason}',
    '{name}: {reason}':
        '{name} : {reason}',
    'the entries must be given per area':
        'les valeurs doivent être données par zone',
    '{game} has no area named {names}':
        "{game} n'a pas de zone appelée {names}",
    'players must be a list of (name, entries) pairs':
        'les joueurs doivent être une liste de paires (nom, valeurs)',
    'enter a whole number, not {value}':
        'saisissez un nombre entier, pas {value}',
    '{value} foxes is impossible with these areas: each fox needs the box that gives it, and these areas hold at most {most}':
        '{value} renards est impossible avec ces zones : chaque renard a besoin de la case qui le donne, et ces zones en ont au plus {most}',
    '{value} foxes is impossible; it must be from {lo} to {hi}':
        "{value} renards, c'est impossible ; il en faut de {lo} à {hi}",
    '{value} crosses is impossible; it must be from {lo} to {hi}':
        "{value} croix, c'est impossible ; il en faut de {lo} à {hi}",
    '{value} points is impossible; it must be from {lo} to {hi}':
        "{value} points, c'est impossible ; il en faut de {lo} à {hi}",
    'no sheet scores exactly {value} points there':
        'aucune feuille ne marque exactement {value} points ici',
    # --- the variants' area titles and action tracks (the web's pages show them too)
    "+1 actions": "Actions +1",
    "Yellow": "Jaune",
    "Blue": "Bleu",
    "Green": "Vert",
    "Orange": "Orange",
    "Purple": "Violet",
    "Grey": "Gris",
    "Pink": "Rose",
    # --- the variants' rules sections and sheet notes (the game page shows them)
    "your turn": "votre tour",
    "write the die; an upper triangle only above a filled lower one":
        "inscrire le dé ; un triangle du haut seulement au-dessus d'un triangle du bas rempli",
    "each row fills left to right": "chaque ligne se remplit de gauche à droite",
    "cross the cell the two dice name": "cocher la case que désignent les deux dés",
    "cross one whole part, at most the die's value in boxes":
        "cocher une pièce entière, au plus autant de cases que la valeur du dé",
    "write the die; lower and upper fill left to right":
        "inscrire le dé ; bas et haut se remplissent de gauche à droite",
    "write the die; the value has an effect": "inscrire le dé ; la valeur a un effet",
    "blue + white": "bleu + blanc",
    "at least the number shown": "au moins le nombre indiqué",
    "write the die": "inscrire le dé",
    "each higher, 6 resets": "toujours plus haut, 6 remet à zéro",
    'the passive pick':
        'le choix passif',
    'playing alone':
        'jouer seul',
    'the +1 actions':
        'les actions +1',
    'bonuses and chains':
        'bonus et enchaînements',
    'round bonuses':
        'les bonus de manche',
    'the end of the game':
        'la fin de partie',
    'what stays the same':
        'ce qui ne change pas',
    'polishing dice':
        'le polissage',
}
