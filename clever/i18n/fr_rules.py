"""French for the rules demos, the learn-by-playing lessons and each game's rules in
short (clever/demos, clever/variants): the engine writes these texts.

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    'Yellow: cross a matching number':
        'Jaune\xa0: cocher un nombre identique',
    'Enter the yellow 6: cross a yellow box that shows 6.':
        'Inscrivez le 6 jaune\xa0: cochez une case jaune qui montre 6.',
    'Yellow boxes may be crossed in any order; a full column scores its points.':
        "Les cases jaunes se cochent dans n'importe quel ordre\xa0; une colonne complète rapporte ses points.",
    'Blue: the blue die plus the white die':
        'Bleu\xa0: le dé bleu plus le dé blanc',
    'The white 2 is on the silver platter, yet it still counts: enter the blue 5 in blue.':
        "Le 2 blanc est sur le plateau d'argent, et pourtant il compte\xa0: inscrivez le 5 bleu en bleu.",
    'Blue always counts blue + white, wherever the white die lies: 5 + 2 = 7.':
        'Le bleu compte toujours bleu + blanc, où que soit le dé blanc\xa0: 5 + 2 = 7.',
    'Lower dice go to the silver platter':
        "Les dés plus petits vont sur le plateau d'argent",
    'Your orange 5 sent every lower die to the silver platter: enter the only die left, the purple 6.':
        "Votre 5 orange a envoyé tous les dés plus petits sur le plateau d'argent\xa0: inscrivez le seul dé restant, le 6 violet.",
    'Dice lower than the one you choose go to the silver platter, for the other players: you cannot roll them again this turn.':
        "Les dés plus petits que celui que vous choisissez vont sur le plateau d'argent, pour les autres joueurs\xa0: vous ne pouvez plus les lancer ce tour-ci.",
    'Three choices, or fewer when dice run out':
        "Trois choix, ou moins quand il n'y a plus de dés",
    'Choose the purple 6: the other five dice are all lower, so they all go to the silver platter and your turn ends early.':
        "Choisissez le 6 violet\xa0: les cinq autres dés sont tous plus petits, ils vont donc tous sur le plateau d'argent et votre tour se termine tôt.",
    'You may make up to three choices, but when no dice are left to roll your turn ends: a high die early can cost you choices.':
        "Vous pouvez faire jusqu'à trois choix, mais quand il ne reste plus de dés à lancer, votre tour se termine\xa0: un dé élevé choisi tôt peut vous coûter des choix.",
    'Green: at least the number under the box':
        'Vert\xa0: au moins le nombre sous la case',
    "Green's third box needs a 3 or more: enter a die there.":
        'La troisième case verte demande un 3 ou plus\xa0: inscrivez-y un dé.',
    "The white die may stand in for any colour: its 4 fills green's third box.":
        "Le dé blanc peut remplacer n'importe quelle couleur\xa0: son 4 remplit la troisième case verte.",
    'Orange: some boxes count double or triple':
        'Orange\xa0: certaines cases comptent double ou triple',
    "Orange's fourth box doubles its number: enter the orange 5.":
        'La quatrième case orange double son nombre\xa0: inscrivez le 5 orange.',
    'Orange fills left to right with any number; box 4 scores it twice: 10.':
        "L'orange se remplit de gauche à droite avec n'importe quel nombre\xa0; la case 4 le compte deux fois\xa0: 10.",
    'Purple: each number higher than the last':
        'Violet\xa0: chaque nombre plus grand que le précédent',
    'Purple shows a 3: enter a higher number after it.':
        'Le violet montre un 3\xa0: inscrivez après lui un nombre plus grand.',
    'Each purple number must be higher than the one before it.':
        'Chaque nombre violet doit être plus grand que le précédent.',
    'Purple: anything may follow a 6':
        'Violet\xa0: tout peut suivre un 6',
    'Purple shows a 6: enter the white 2 in purple after it.':
        'Le violet montre un 6\xa0: inscrivez après lui le 2 blanc en violet.',
    'After a 6 purple starts again: any number may follow it.':
        "Après un 6, le violet repart de zéro\xa0: n'importe quel nombre peut suivre.",
    'Reroll: roll the same dice again':
        'Relance\xa0: relancer les mêmes dés',
    'You hold a reroll action from round 1: use it on this roll.':
        'Vous avez une relance gagnée à la manche 1\xa0: utilisez-la sur ce lancer.',
    'A reroll rolls every die you just rolled again; it is spent whether or not the new roll is better. Unused rerolls are lost at the end.':
        'Une relance relance chaque dé que vous venez de lancer\xa0; elle est dépensée, que le nouveau lancer soit meilleur ou non. Les relances inutilisées sont perdues à la fin.',
    '+1: enter any die again at the end of your turn':
        '+1\xa0: inscrire de nouveau un dé à la fin de votre tour',
    'Your three choices are made: use your +1 action on any of the six dice.':
        "Vos trois choix sont faits\xa0: utilisez votre action +1 sur l'un des six dés.",
    'A +1 enters one die again, from your fields or the silver platter; it must be entered somewhere.':
        "Un +1 inscrit de nouveau un dé, pris sur vos cases ou sur le plateau d'argent\xa0; il doit être inscrit quelque part.",
    'The passive turn: one die from the platter':
        'Le tour passif\xa0: un dé du plateau',
    'Solo passive turn: the three lowest dice are on the silver platter. Take one of them.':
        "Tour passif en solo\xa0: les trois plus petits dés sont sur le plateau d'argent. Prenez-en un.",
    'A passive player takes one silver-platter die (or passes).':
        "Un joueur passif prend un dé du plateau d'argent (ou passe).",
    'The passive fallback: no platter die fits':
        'Le repli passif\xa0: aucun dé du plateau ne convient',
    'None of the three silver-platter dice fits your sheet: take one of the other dice.':
        "Aucun des trois dés du plateau d'argent ne convient à votre feuille\xa0: prenez l'un des autres dés.",
    'When no silver-platter die can be used, the passive player may take any other die instead.':
        "Quand aucun dé du plateau d'argent n'est utilisable, le joueur passif peut prendre n'importe quel autre dé à la place.",
    'A bonus chain':
        'Un enchaînement de bonus',
    "Yellow's top row gave you a blue X: place it so it completes a blue column and earns its bonus too.":
        'La ligne du haut du jaune vous a donné un X bleu\xa0: placez-le de façon à compléter une colonne bleue et à gagner aussi son bonus.',
    "One bonus led to another: blue's first column gave a reroll. Chains resolve one bonus after another.":
        "Un bonus en a amené un autre\xa0: la première colonne bleue a donné une relance. Les enchaînements se résolvent un bonus après l'autre.",
    'Foxes score your weakest area':
        'Les renards valent votre zone la plus faible',
    "Cross the last box of yellow's bottom row to earn its fox.":
        'Cochez la dernière case de la ligne du bas du jaune pour gagner son renard.',
    'Each fox scores as many points as your weakest area at the end: keep every area growing.':
        'À la fin, chaque renard rapporte autant de points que votre zone la plus faible\xa0: faites grandir chaque zone.',
    "Round 4's black bonus":
        'Le bonus noir de la manche 4',
    'Round 4 begins with a black X or black 6: place it in the area you choose.':
        'La manche 4 commence par un X noir ou un 6 noir\xa0: placez-le dans la zone de votre choix.',
    'Rounds 1 to 4 each start with a bonus: a reroll, a +1, a reroll, then this black X or 6.':
        'Les manches 1 à 4 commencent chacune par un bonus\xa0: une relance, un +1, une relance, puis ce X ou ce 6 noir.',
    'The end of the game: foxes and your weakest area':
        'La fin de partie\xa0: les renards et votre zone la plus faible',
    "The game's last choice, and you have a fox: it scores your weakest area. Take the silver-platter die that scores you the most.":
        "Le dernier choix de la partie, et vous avez un renard\xa0: il vaut votre zone la plus faible. Prenez le dé du plateau d'argent qui vous rapporte le plus.",
    'The game is over: 68 points. The blue cross lifted blue from 2 to 4, so green (3) became your weakest area and your fox scored 3, not 2. Rerolls left unused are lost. With other players, a tie goes to the best single area.':
        'La partie est terminée\xa0: 68 points. La croix bleue a fait passer le bleu de 2 à 4, donc le vert (3) est devenu votre zone la plus faible et votre renard a rapporté 3, pas 2. Les relances inutilisées sont perdues. À plusieurs, une égalité se départage par la meilleure zone.',
    'The tie-break: the best single area':
        "L'égalité\xa0: la meilleure zone",
    "The game's last choice: Player 2 leads by 1 point. Take a silver-platter die that draws level and wins the tie-break.":
        "Le dernier choix de la partie\xa0: Player 2 mène d'un point. Prenez un dé du plateau d'argent qui vous met à égalité et vous fait gagner le départage.",
    "Level at 42 points, and a tie goes to the best single area: your purple (37) beats Player 2's (36). Drawing level anywhere else would have shared the victory.":
        "Égalité à 42 points, et l'égalité se départage par la meilleure zone\xa0: votre violet (37) bat celui de Player 2 (36). Égaliser ailleurs aurait partagé la victoire.",
    'Blue: the blue die picks the row, white the column':
        'Bleu\xa0: le dé bleu choisit la ligne, le blanc la colonne',
    'Enter the blue 5 with the white 3: which cell does it cross?':
        'Inscrivez le 5 bleu avec le 3 blanc\xa0: quelle cellule coche-t-il\xa0?',
    "Blue's row is the blue die and its column the white die; the numbers are not added.":
        "La ligne du bleu est le dé bleu et sa colonne le dé blanc\xa0; les nombres ne s'additionnent pas.",
    'Yellow: three rows, three rules':
        'Jaune\xa0: trois lignes, trois règles',
    "Yellow's top row shows a 3 and must rise. Enter the yellow 2 in the row whose sum counts for you.":
        'La ligne du haut du jaune montre un 3 et doit monter. Inscrivez le 2 jaune dans la ligne dont la somme compte pour vous.',
    "The top row must rise and scores only bonuses; the middle row's sum counts against you; the bottom row's sum counts for you.":
        'La ligne du haut doit monter et ne rapporte que des bonus\xa0; la somme de la ligne du milieu compte contre vous\xa0; celle de la ligne du bas compte pour vous.',
    'Foxes: worth your weakest area, even below zero':
        'Les renards\xa0: la valeur de votre zone la plus faible, même sous zéro',
    "Blue's 6th row gives a fox on its second cross: enter the blue 6.":
        'La 6e ligne du bleu donne un renard à sa deuxième croix\xa0: inscrivez le 6 bleu.',
    'Each fox scores your weakest area at the end, and in Clever 4Ever that can be below zero. Each grey shade you cross completely gives a fox too.':
        'À la fin, chaque renard vaut votre zone la plus faible, et dans Clever 4Ever elle peut être sous zéro. Chaque nuance de gris entièrement cochée donne aussi un renard.',
    'Grey: a whole shade crossed earns a fox':
        'Gris\xa0: une nuance entièrement cochée rapporte un renard',
    'Every white cell of grey is crossed but two: enter the grey 2 there to complete the white shade and earn a fox.':
        'Toutes les cellules blanches du gris sont cochées sauf deux\xa0: inscrivez-y le 2 gris pour compléter la nuance blanche et gagner un renard.',
    'Each shade of grey (white, light grey, dark grey) whose cells are all crossed earns a fox: up to three from grey alone.':
        "Chaque nuance de gris (blanc, gris clair, gris foncé) dont toutes les cellules sont cochées rapporte un renard\xa0: jusqu'à trois rien qu'avec le gris.",
    'Grey: one whole part, from the left edge':
        'Gris\xa0: une partie entière, depuis le bord gauche',
    'Enter the grey 4: cross a whole part of at most 4 boxes that starts at the left edge.':
        "Inscrivez le 4 gris\xa0: cochez une partie entière d'au plus 4 cases qui commence au bord gauche.",
    'A grey die of n crosses one whole part of up to n boxes; later parts must touch a crossed box.':
        "Un dé gris de n coche une partie entière d'au plus n cases\xa0; les parties suivantes doivent toucher une case cochée.",
    'Green: lower and upper triangles':
        'Vert\xa0: triangles du bas et du haut',
    'Enter the green 3 in a green triangle.':
        'Inscrivez le 3 vert dans un triangle vert.',
    'Lower and upper triangles fill left to right as two rows; a lower triangle gives its bonus at once.':
        'Les triangles du bas et du haut se remplissent de gauche à droite comme deux lignes\xa0; un triangle du bas donne aussitôt son bonus.',
    'Pink: the number has an effect':
        'Rose\xa0: le nombre a un effet',
    'Enter the pink 3 in pink: a 3 writes another 3 after it.':
        'Inscrivez le 3 rose en rose\xa0: un 3 inscrit un autre 3 après lui.',
    'Pink takes any number: 2 and 4 score extra, 3 repeats, 5 and 6 give the bonus under the box.':
        "Le rose prend n'importe quel nombre\xa0: 2 et 4 rapportent en plus, 3 se répète, 5 et 6 donnent le bonus sous la case.",
    'Polish: change a platter die by 1':
        'Polissage\xa0: changer un dé du plateau de 1',
    'You hold polish: take a silver-platter die and polish it up or down by 1.':
        "Vous avez un polissage\xa0: prenez un dé du plateau d'argent et polissez-le de 1 vers le haut ou vers le bas.",
    'Polish changes only a die taken from the silver platter, and 1 and 6 are not next to each other.':
        "Le polissage ne change qu'un dé pris sur le plateau d'argent, et 1 et 6 ne sont pas voisins.",
    'You know the basics! Round 4 begins with a black X or a black 6 for you to place: play on from here, or start a normal game whenever you like.':
        "Vous connaissez les bases\xa0! La manche 4 commence par un X noir ou un 6 noir à placer\xa0: continuez à partir d'ici, ou commencez une partie normale quand vous voulez.",
    'Your turn: roll all six dice. (Round 1 also gave you a reroll action.)':
        'À vous\xa0: lancez les six dés. (La manche 1 vous a aussi donné une relance.)',
    'Take the yellow 4 and cross a yellow 4. Watch the dice lower than 4: they go to the silver platter.':
        "Prenez le 4 jaune et cochez un 4 jaune. Regardez les dés plus petits que 4\xa0: ils vont sur le plateau d'argent.",
    'The white 2, green 1 and orange 3 went to the silver platter. Roll the two dice left: blue and purple.':
        "Le 2 blanc, le 1 vert et le 3 orange sont partis sur le plateau d'argent. Lancez les deux dés restants\xa0: le bleu et le violet.",
    'Take the blue 3. Blue counts blue + white, and the white 2 still counts from the platter: cross the 5.':
        'Prenez le 3 bleu. Le bleu compte bleu + blanc, et le 2 blanc compte toujours depuis le plateau\xa0: cochez le 5.',
    'The purple die is higher, so it stayed with you. Roll it for your third choice.':
        'Le dé violet est plus grand, il est donc resté avec vous. Lancez-le pour votre troisième choix.',
    "Take the purple 6 into purple's first box. That was your third choice: your turn is over.":
        "Inscrivez le 6 violet dans la première case violette. C'était votre troisième choix\xa0: votre tour est fini.",
    'Playing alone, the passive turn comes next: roll all six dice; the three lowest go on the silver platter.':
        "En solo, le tour passif vient ensuite\xa0: lancez les six dés\xa0; les trois plus petits vont sur le plateau d'argent.",
    "Take one of the three platter dice: the green 3 fits green's first box (it needs 1 or more).":
        "Prenez l'un des trois dés du plateau\xa0: le 3 vert convient à la première case verte (elle demande 1 ou plus).",
    'Round 2 starts and gives you a +1 action. Roll all six dice.':
        'La manche 2 commence et vous donne une action +1. Lancez les six dés.',
    "Take the green 6 into green's second box. Every other die is lower, so all of them go to the platter and your choices end early.":
        "Inscrivez le 6 vert dans la deuxième case verte. Tous les autres dés sont plus petits\xa0: ils vont tous sur le plateau et vos choix s'arrêtent tôt.",
    'Your +1 action enters any die again at the end of your turn: take the white 5 as yellow and cross a yellow 5.':
        'Votre action +1 inscrit de nouveau un dé à la fin de votre tour\xa0: prenez le 5 blanc comme jaune et cochez un 5 jaune.',
    'Your passive turn of round 2: roll all six dice.':
        'Votre tour passif de la manche 2\xa0: lancez les six dés.',
    "Take the green 3 from the platter for green's third box (it needs 3 or more): the green boxes after it hold bonuses.":
        'Prenez le 3 vert sur le plateau pour la troisième case verte (elle demande 3 ou plus)\xa0: les cases vertes suivantes donnent des bonus.',
    'Round 3 starts and gives you another reroll action: you now hold two. Roll all six dice.':
        'La manche 3 commence et vous donne une autre relance\xa0: vous en avez maintenant deux. Lancez les six dés.',
    'Purple numbers must rise, but after a 6 any number may follow: take the purple 1. As the lowest die, it sends no die to the platter.':
        "Les nombres violets doivent monter, mais après un 6 n'importe quel nombre peut suivre\xa0: prenez le 1 violet. Comme c'est le plus petit dé, il n'envoie aucun dé sur le plateau.",
    'Roll the five dice left.':
        'Lancez les cinq dés restants.',
    'Low numbers that help little. Use a reroll action: it rolls the five dice you just rolled again; the purple die stays on its die field.':
        'De petits nombres qui aident peu. Utilisez une relance\xa0: elle relance les cinq dés que vous venez de lancer\xa0; le dé violet reste sur sa case de dé.',
    "Take the green 4: green's fourth box earns a +1 action. The yellow 2 and orange 1 are lower, so they go to the platter.":
        'Prenez le 4 vert\xa0: la quatrième case verte donne une action +1. Le 2 jaune et le 1 orange sont plus petits, ils vont donc sur le plateau.',
    'Roll the white and blue dice for your third choice.':
        'Lancez le dé blanc et le dé bleu pour votre troisième choix.',
    "The white die may stand in for any colour: take the white 6 as green for green's fifth box (it needs 5 or more).":
        "Le dé blanc peut remplacer n'importe quelle couleur\xa0: prenez le 6 blanc comme vert pour la cinquième case verte (elle demande 5 ou plus).",
    "Your choices are over, and you just earned a +1: enter the green 4 again, in green's sixth box. That box earns a blue X.":
        'Vos choix sont finis, et vous venez de gagner un +1\xa0: inscrivez de nouveau le 4 vert, dans la sixième case verte. Cette case donne un X bleu.',
    "A blue X crosses any open blue box: cross the 9. With the 5 it completes blue's first column, which earns a reroll: one bonus led to another.":
        "Un X bleu coche n'importe quelle case bleue libre\xa0: cochez le 9. Avec le 5, il complète la première colonne bleue, qui donne une relance\xa0: un bonus en a amené un autre.",
    'Your passive turn of round 3: roll all six dice.':
        'Votre tour passif de la manche 3\xa0: lancez les six dés.',
    "Take the green 2 for green's seventh box: it earns a fox. At the end each fox scores as many points as your weakest area; orange is still empty, so for now your fox is worth 0.":
        "Prenez le 2 vert pour la septième case verte\xa0: elle donne un renard. À la fin, chaque renard rapporte autant de points que votre zone la plus faible\xa0; l'orange est encore vide, donc pour l'instant votre renard vaut 0.",
    'Clever 4Ever, alone: your turn. Roll all six dice. (Round 1 also gave you a reroll action.)':
        'Clever 4Ever, en solo\xa0: à vous. Lancez les six dés. (La manche 1 vous a aussi donné une relance.)',
    'Take the grey 4. A grey die crosses one whole part of at most that many boxes, and your first part must touch the left edge: cross the light grey part of 4 boxes. The dice lower than 4 go to the silver platter.':
        "Prenez le 4 gris. Un dé gris coche une partie entière d'au plus autant de cases, et votre première partie doit toucher le bord gauche\xa0: cochez la partie gris clair de 4 cases. Les dés plus petits que 4 vont sur le plateau d'argent.",
    'The white 2, blue 1 and green 3 went to the silver platter. Roll the two dice left: yellow and pink.':
        "Le 2 blanc, le 1 bleu et le 3 vert sont partis sur le plateau d'argent. Lancez les deux dés restants\xa0: le jaune et le rose.",
    'Take the pink 3. In pink the number has an effect: a 3 writes another 3 in the next box, so one die fills two boxes.':
        'Prenez le 3 rose. En rose, le nombre a un effet\xa0: un 3 inscrit un autre 3 dans la case suivante, donc un seul dé remplit deux cases.',
    'The yellow 4 is higher than the 3, so it stayed with you. Roll it for your third choice.':
        'Le 4 jaune est plus grand que le 3, il est donc resté avec vous. Lancez-le pour votre troisième choix.',
    'Yellow has three rows, each filled from the left. Write the 2 in the top row: its numbers must rise, so a low start leaves room. The top row scores nothing but gives bonuses.':
        'Le jaune a trois lignes, chacune remplie depuis la gauche. Inscrivez le 2 dans la ligne du haut\xa0: ses nombres doivent monter, donc un petit début laisse de la place. La ligne du haut ne rapporte rien mais donne des bonus.',
    'Take the blue 2 from the platter. The blue die gives the row and the white die the column, wherever it lies: cross row 2, column 5. The white die never counts as blue.':
        "Prenez le 2 bleu sur le plateau. Le dé bleu donne la ligne et le dé blanc la colonne, où qu'il soit\xa0: cochez la ligne 2, colonne 5. Le dé blanc ne compte jamais comme bleu.",
    "Write the yellow 2 in yellow's middle row: that row's sum counts against you, so a low number costs little, and its first box earns a reroll.":
        'Inscrivez le 2 jaune dans la ligne du milieu du jaune\xa0: la somme de cette ligne compte contre vous, donc un petit nombre coûte peu, et sa première case donne une relance.',
    'The blue 1 and green 1 went to the platter. Roll the white, grey and pink dice.':
        'Le 1 bleu et le 1 vert sont partis sur le plateau. Lancez les dés blanc, gris et rose.',
    'Take the pink 5: a 5 or a 6 in pink takes the bonus under its box, here a green ?.':
        'Prenez le 5 rose\xa0: un 5 ou un 6 en rose donne le bonus sous sa case, ici un ? vert.',
    "With a ? bonus you choose the number: choose 6, then green's first lower triangle. A lower triangle gives its field's bonus at once: a reroll.":
        "Avec un bonus ?, c'est vous qui choisissez le nombre\xa0: choisissez 6, puis le premier triangle vert du bas. Un triangle du bas donne aussitôt le bonus de son champ\xa0: une relance.",
    'The grey 3 went to the platter. Roll the white die for your third choice.':
        'Le 3 gris est parti sur le plateau. Lancez le dé blanc pour votre troisième choix.',
    'The white die stands in for any colour but blue: take the white 5 as green for the upper triangle above your 6. A field with both triangles scores their sum: 11.':
        "Le dé blanc peut remplacer n'importe quelle couleur sauf le bleu\xa0: prenez le 5 blanc comme vert pour le triangle du haut au-dessus de votre 6. Un champ aux deux triangles remplis rapporte leur somme\xa0: 11.",
    "Your +1 action enters any die again at the end of your turn: take the white 5 again, as yellow, into the bottom row. The bottom row's sum counts for you, and a full column scores too: 10 for the first.":
        'Votre action +1 inscrit de nouveau un dé à la fin de votre tour\xa0: prenez encore le 5 blanc, comme jaune, dans la ligne du bas. La somme de la ligne du bas compte pour vous, et une colonne pleine rapporte aussi\xa0: 10 pour la première.',
    'Take the grey 2 from the platter: every later grey part must touch a crossed box. Cross the dark grey part of 2 boxes next to your first part.':
        'Prenez le 2 gris sur le plateau\xa0: chaque partie grise suivante doit toucher une case cochée. Cochez la partie gris foncé de 2 cases à côté de votre première partie.',
    'Round 3 starts and gives you a polish action. Roll all six dice.':
        'La manche 3 commence et vous donne une action de polissage. Lancez les six dés.',
    "Take the pink 6: it takes the +1 under pink's fourth box and scores 3 points more at the end. Every other die is lower, so all of them go to the platter and your choices end early.":
        "Prenez le 6 rose\xa0: il donne le +1 sous la quatrième case rose et rapporte 3 points de plus à la fin. Tous les autres dés sont plus petits\xa0: ils vont tous sur le plateau et vos choix s'arrêtent tôt.",
    'Use that +1 on the yellow 4 from the platter: the top row rises from 2 to 4, and its second box earns another polish.':
        'Utilisez ce +1 pour le 4 jaune du plateau\xa0: la ligne du haut monte de 2 à 4, et sa deuxième case donne un autre polissage.',
    "Polish changes a die you take from the platter by 1: select the pink 4, polish it up to 5 and write it in pink's fifth box. A 5 there takes its reroll.":
        "Le polissage change de 1 un dé que vous prenez sur le plateau\xa0: choisissez le 4 rose, polissez-le jusqu'à 5 et inscrivez-le dans la cinquième case rose. Un 5 à cet endroit donne sa relance.",
    'You know what is new in Clever 4Ever! Round 4 begins with a black ?: any number in any area you choose. Play on from here, or start a normal game whenever you like.':
        "Vous connaissez les nouveautés de Clever 4Ever\xa0! La manche 4 commence par un ? noir\xa0: n'importe quel nombre dans la zone de votre choix. Continuez à partir d'ici, ou commencez une partie normale quand vous voulez.",
    'Clever 4Ever, solo':
        'Clever 4Ever, en solo',
    "In this lesson, do this step's move: {say}":
        'Dans cette leçon, faites le coup de cette étape\xa0: {say}',
    "That's Pretty Clever":
        "That's Pretty Clever",
    'Clever 4Ever':
        'Clever 4Ever',
    "That's Pretty Clever, solo":
        "That's Pretty Clever, en solo",
    'Goal':
        'But',
    'Enter dice on your sheet to score in five coloured areas. Total = the five areas plus each fox times your lowest area.':
        'Inscrivez des dés sur votre feuille pour marquer des points dans cinq zones de couleur. Total = les cinq zones plus chaque renard multiplié par votre zone la plus faible.',
    'Your turn (active)':
        'Votre tour (actif)',
    'The others (passive)':
        'Les autres (passifs)',
    "Each other player may take one die from the silver platter (or pass). Only when no platter die fits may they take a die from the active player's die fields. In solo play, after your turn you roll all six dice: the three lowest form the platter. Take one of those three (no reroll, but +1 actions are allowed after it); only when none of the three fits may you take one of the other three dice.":
        "Chaque autre joueur peut prendre un dé du plateau d'argent (ou passer). Seulement si aucun dé du plateau ne convient, il peut prendre un dé sur les cases de dé du joueur actif. En solo, après votre tour, vous lancez les six dés\xa0: les trois plus petits forment le plateau. Prenez l'un de ces trois (pas de relance, mais les actions +1 sont permises après)\xa0; seulement si aucun des trois ne convient, vous pouvez prendre l'un des trois autres dés.",
    'At the end of your own turn (active or passive) a +1 action lets you enter any of the six dice again, each die once per turn.':
        "À la fin de votre propre tour (actif ou passif), une action +1 vous permet d'inscrire de nouveau l'un des six dés, chaque dé une fois par tour.",
    'The areas':
        'Les zones',
    'Bonuses':
        'Les bonus',
    'Completing a row, column or box with a symbol gives its bonus at once: a cross or number in another area (you choose where when there is a choice), a reroll, a +1, or a fox. A bonus that completes something else earns that bonus too (a chain), one after another. Rounds 1 to 3 start with a reroll, a +1 and a reroll; round 4 gives everyone a black X or black 6.':
        "Compléter une ligne, une colonne ou une case à symbole donne aussitôt son bonus\xa0: une croix ou un nombre dans une autre zone (vous choisissez où quand il y a un choix), une relance, un +1 ou un renard. Un bonus qui complète autre chose rapporte aussi ce bonus-là (un enchaînement), l'un après l'autre. Les manches 1 à 3 commencent par une relance, un +1 et une relance\xa0; la manche 4 donne à chacun un X noir ou un 6 noir.",
    'Game length':
        'Durée de la partie',
    '6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Rerolls left at the end are worth nothing. Ties: the best single area wins; still level, the victory is shared.':
        "6 manches à 1 ou 2 joueurs, 5 à 3, 4 à 4. Les relances restantes à la fin ne valent rien. Égalités\xa0: la meilleure zone l'emporte\xa0; si l'égalité persiste, la victoire est partagée.",
    'Playing here':
        'Jouer ici',
    'Select a die: the boxes where it can go light up; choose one (or confirm when there is only one place). With the keyboard: Tab to a die or box, Enter or Space to choose. The game is saved after every action; undo takes back your last decision but never changes the dice.':
        "Sélectionnez un dé\xa0: les cases où il peut aller s'allument\xa0; choisissez-en une (ou confirmez quand il n'y a qu'une place). Au clavier\xa0: Tab jusqu'à un dé ou une case, Entrée ou Espace pour choisir. La partie est sauvegardée après chaque action\xa0; annuler reprend votre dernière décision mais ne change jamais les dés.",
    'Roll the dice still in the cup. Choose one die and enter it in its colour (the white die counts as any colour). The die goes on one of your three die fields.':
        "Lancez les dés encore dans le gobelet. Choisissez un dé et inscrivez-le dans sa couleur (le dé blanc compte comme n'importe quelle couleur). Le dé va sur l'une de vos trois cases de dé.",
    'Every other die of that roll showing a <strong>lower</strong> number goes to the silver platter.':
        "Tous les autres dés de ce lancer qui montrent un nombre <strong>plus petit</strong> vont sur le plateau d'argent.",
    'Roll the rest again. At most three choices per turn; what is left goes to the platter.':
        'Relancez le reste. Au plus trois choix par tour\xa0; ce qui reste va sur le plateau.',
    'A <em>reroll</em> action rerolls all the dice just rolled. A roll none of whose dice can be entered is lost (it uses up a choice).':
        "Une <em>relance</em> relance tous les dés qui viennent d'être lancés. Un lancer dont aucun dé ne peut être inscrit est perdu (il compte pour un choix).",
    "<strong>Yellow (Y)</strong>: cross a box showing the die's number. Full columns score the points below them; the diagonal from top left to bottom right gives a +1.":
        "<strong>Jaune</strong>\xa0: cochez une case qui montre le nombre du dé. Les colonnes complètes rapportent les points indiqués dessous\xa0; la diagonale d'en haut à gauche à en bas à droite donne un +1.",
    '<strong>Blue (B)</strong>: cross the box equal to blue + white, always both dice. Points grow with the number of crosses.':
        '<strong>Bleu</strong>\xa0: cochez la case égale à bleu + blanc, toujours les deux dés. Les points augmentent avec le nombre de croix.',
    '<strong>Green (G)</strong>: left to right; the die must be at least the number shown.':
        '<strong>Vert</strong>\xa0: de gauche à droite\xa0; le dé doit valoir au moins le nombre indiqué.',
    '<strong>Orange (O)</strong>: left to right; write the die, times the multiplier shown.':
        '<strong>Orange</strong>\xa0: de gauche à droite\xa0; inscrivez le dé, multiplié par le facteur indiqué.',
    '<strong>Purple (P)</strong>: left to right; each number higher than the one before, anything after a 6.':
        "<strong>Violet</strong>\xa0: de gauche à droite\xa0; chaque nombre plus grand que le précédent, n'importe lequel après un 6.",
    # --- Clever 4Ever's rules in short (the game's Rules dialog)
    'Enter dice on your sheet to score in five coloured areas. Total = the five areas plus each fox times your lowest area (which may be negative).':
        'Inscrivez des dés sur votre feuille pour marquer des points dans cinq zones de couleur. Total = les cinq zones plus chaque renard multiplié par votre zone la plus faible (qui peut être négative).',
    'Roll the dice still in the cup. Choose one die and enter it in its colour (the white die counts as any colour but blue, unless a table option allows it). The die goes on one of your three die fields.':
        "Lancez les dés encore dans le gobelet. Choisissez un dé et inscrivez-le dans sa couleur (le dé blanc compte comme n'importe quelle couleur sauf le bleu, à moins qu'une option de table ne le permette). Le dé va sur l'une de vos trois cases de dé.",
    'Actions':
        'Actions',
    'At the end of your own turn (active or passive) a +1 action lets you enter any of the six dice again, each die once per turn. A <em>polish</em> action changes a die you take from the silver platter by 1 up or down, for you only (a 6 never becomes a 1); several may go on one die.':
        "À la fin de votre propre tour (actif ou passif), une action +1 vous permet d'inscrire à nouveau l'un des six dés, chaque dé une fois par tour. Une action de <em>polissage</em> change de 1 vers le haut ou vers le bas un dé que vous prenez sur le plateau d'argent, pour vous seul (un 6 ne devient jamais un 1)\xa0; plusieurs peuvent porter sur un même dé.",
    '<strong>Yellow (Y)</strong>: three rows, each filled left to right; a die goes in the next box of any row. Top row: each number higher than the one before (it gives bonuses only). Middle row: its sum counts <strong>against</strong> you. Bottom row: its sum counts. A full column scores 10, 10, 15, 15 or 20.':
        "<strong>Jaune</strong>\xa0: trois rangées, chacune remplie de gauche à droite\xa0; un dé va dans la case suivante de n'importe quelle rangée. Rangée du haut\xa0: chaque nombre plus grand que le précédent (elle ne donne que des bonus). Rangée du milieu\xa0: sa somme compte <strong>contre</strong> vous. Rangée du bas\xa0: sa somme compte. Une colonne complète rapporte 10, 10, 15, 15 ou 20 points.",
    "<strong>Blue (B)</strong>: cross the cell in the blue die's row and the white die's column. A row's second cross gives its bonus. Each column with two or more crosses scores 7 to 12; the diagonal from bottom left to top right with two or more crosses scores 6 more.":
        "<strong>Bleu</strong>\xa0: cochez la case à la ligne du dé bleu et à la colonne du dé blanc. La deuxième croix d'une ligne donne son bonus. Chaque colonne d'au moins deux croix rapporte de 7 à 12\xa0; la diagonale d'en bas à gauche vers en haut à droite, avec au moins deux croix, rapporte 6 de plus.",
    '<strong>Grey (Gr)</strong>: a grey die of n crosses one whole part (cells of one shade joined side by side) of at most n cells. The first part touches the left edge; each later part touches a crossed cell. Full columns score 1 to 11; each shade crossed completely gives a fox.':
        "<strong>Gris</strong>\xa0: un dé gris de valeur n coche une partie entière (des cases d'une même teinte reliées côte à côte) d'au plus n cases. La première partie touche le bord gauche\xa0; chaque partie suivante touche une case cochée. Les colonnes complètes rapportent de 1 à 11\xa0; chaque teinte entièrement cochée donne un renard.",
    "<strong>Green (G)</strong>: write the die in the next lower or the next upper triangle (two rows, each left to right). A lower triangle gives its field's bonus at once. A field with both triangles filled scores their sum, doubled from the fourth field on.":
        '<strong>Vert</strong>\xa0: inscrivez le dé dans le triangle inférieur suivant ou dans le triangle supérieur suivant (deux rangées, chacune de gauche à droite). Un triangle inférieur donne aussitôt le bonus de sa case. Une case aux deux triangles remplis rapporte leur somme, doublée à partir de la quatrième case.',
    '<strong>Pink (P)</strong>: write any die, left to right; the points grow with the boxes filled. A 2, 4 or 6 adds 2, 4 or 3 points; a 3 writes another 3 in the next box; a 5 or 6 takes the bonus under its box.':
        "<strong>Rose</strong>\xa0: inscrivez n'importe quel dé, de gauche à droite\xa0; les points augmentent avec les cases remplies. Un 2, un 4 ou un 6 ajoute 2, 4 ou 3 points\xa0; un 3 inscrit un autre 3 dans la case suivante\xa0; un 5 ou un 6 prend le bonus sous sa case.",
    'Filling a box or completing a row or column with a symbol gives its bonus at once: a "?" (any number from 1 to 6, entered in that area as if rolled), a reroll, a +1, a polish or a fox. A bonus that completes something else earns that bonus too (a chain), one after another. Rounds 1 to 4 start with a reroll, a +1, a polish and a black "?" (any area).':
        "Remplir une case ou compléter une rangée ou une colonne portant un symbole donne aussitôt son bonus\xa0: un «\xa0?\xa0» (n'importe quel nombre de 1 à 6, inscrit dans cette zone comme s'il avait été lancé), une relance, un +1, un polissage ou un renard. Un bonus qui complète autre chose rapporte aussi ce bonus (une chaîne), l'un après l'autre. Les manches 1 à 4 commencent par une relance, un +1, un polissage et un «\xa0?\xa0» noir (n'importe quelle zone).",
}
