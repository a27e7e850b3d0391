"""French for Twice as Clever's rules demos (the DEMOS of
clever/variants/twice_as_clever.py) and its lesson
(clever/demos/lessons/twice_as_clever.py): the engine writes these texts.

Data only: English text (the key, exactly as the code writes it) -> French,
in the words of clever/i18n/fr_twice.py ("reprise", "plateau d'argent").
The lesson's few texts that the other lessons share are in fr_rules.py."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- the rules demos: title, task, and what the player reads when done
    'Return: a platter die back into the cup':
        'Reprise\xa0: un dé du plateau remis dans le gobelet',
    'Your white 6 sent every other die to the silver platter, so your cup is empty. Round 3 gave you a return: bring a platter die back to roll it again.':
        "Votre 6 blanc a envoyé tous les autres dés sur le plateau d'argent, donc votre gobelet est vide. La manche 3 vous a donné une reprise\xa0: reprenez un dé du plateau pour le lancer à nouveau.",
    'A return puts a silver-platter die back in the cup: it is rolled with your next roll. Only in your own turn, after a choice (not the third) and before the next roll; never in the passive turn.':
        "Une reprise remet un dé du plateau d'argent dans le gobelet\xa0: il est lancé avec votre lancer suivant. Seulement pendant votre propre tour, après un choix (pas le troisième) et avant le lancer suivant\xa0; jamais pendant le tour passif.",
    'The silver chain: lower dice follow into silver':
        "La chaîne d'argent\xa0: les dés plus petits suivent en argent",
    'Your silver 5 went into silver and sent the yellow 2, blue 3 and green 4 to the silver platter: mark one of them in silver too, in the row of its own colour.':
        "Votre 5 argent a été inscrit en argent et a envoyé le 2 jaune, le 3 bleu et le 4 vert sur le plateau d'argent\xa0: cochez aussi l'un d'eux en argent, dans la ligne de sa propre couleur.",
    "When your choice goes into silver, each die it sends to the silver platter may be marked in silver too: a coloured die in its own colour's row, the white or silver die in any row. Dice already on the platter, and dice as high or higher, do not follow.":
        "Quand votre choix va en argent, chaque dé qu'il envoie sur le plateau d'argent peut aussi être coché en argent\xa0: un dé de couleur dans la ligne de sa couleur, le dé blanc ou le dé argent dans n'importe quelle ligne. Les dés déjà sur le plateau, et les dés aussi grands ou plus grands, ne suivent pas.",
    'Yellow: circle a number, then cross it':
        'Jaune\xa0: entourer un nombre, puis le cocher',
    'Your yellow 3 may circle the free 3 or cross the 3 you circled before: cross it, as only crosses score.':
        'Votre 3 jaune peut entourer le 3 libre ou cocher le 3 que vous avez entouré avant\xa0: cochez-le, car seules les croix rapportent des points.',
    'A yellow die circles a free matching number or crosses one already circled. Circles complete rows and columns for their bonuses; only crosses score points.':
        'Un dé jaune entoure un nombre libre de même valeur ou coche un nombre déjà entouré. Les cercles complètent les lignes et les colonnes pour leurs bonus\xa0; seules les croix rapportent des points.',
    "Yellow: a line's bonus comes with its last circle":
        "Jaune\xa0: le bonus d'une ligne vient avec son dernier cercle",
    "Yellow's second row holds a 1, circled and crossed. Circle that row's 2: the row is then complete and gives its return.":
        'La deuxième ligne jaune contient un 1, entouré et coché. Entourez le 2 de cette ligne\xa0: la ligne est alors complète et donne sa reprise.',
    'A row or column gives its bonus when its last number is circled, and a crossed number counts as circled. Crossing a number later never gives a bonus again.':
        'Une ligne ou une colonne donne son bonus quand son dernier nombre est entouré, et un nombre coché compte comme entouré. Cocher un nombre plus tard ne redonne jamais de bonus.',
    'Blue: each sum at most the one before':
        'Bleu\xa0: chaque somme au plus la précédente',
    "Yellow's top row gave you a blue ?: choose the sum for blue's next box. It may not be higher than the 6 before it.":
        "La ligne du haut du jaune vous a donné un ? bleu\xa0: choisissez la somme de la case bleue suivante. Elle ne peut pas dépasser le 6 d'avant.",
    'Blue takes the blue die plus the white die, left to right; the first box takes any sum, and every later one at most the sum before it. A blue ? chooses its sum, under the same rule. The more boxes, the more points.':
        "Le bleu prend le dé bleu plus le dé blanc, de gauche à droite\xa0; la première case prend n'importe quelle somme, et chaque case suivante au plus la somme d'avant. Un ? bleu choisit sa somme, avec la même règle. Plus il y a de cases, plus il y a de points.",
    'Green: each pair scores its first box minus its second':
        'Vert\xa0: chaque paire rapporte sa première case moins la seconde',
    "Green's first box holds 4 (a 2 times 2). Complete the pair with the die that keeps it from going below zero.":
        "La première case verte contient 4 (un 2 fois 2). Complétez la paire avec le dé qui l'empêche de passer sous zéro.",
    'Each pair scores its first box minus its second, each box the die times its number: the green 6 would have made 4 − 12 = −8. A pair, and green itself, can score below zero, and then so does each fox.':
        'Chaque paire rapporte sa première case moins la seconde, chaque case valant le dé fois son nombre\xa0: le 6 vert aurait donné 4 − 12 = −8. Une paire, et le vert lui-même, peut passer sous zéro, et alors chaque renard aussi.',
    'Pink: a bonus needs the number under its box':
        'Rose\xa0: un bonus demande le nombre sous sa case',
    "Pink's fourth box gives a return, but only for a 3 or more: enter a die there that earns it.":
        'La quatrième case rose donne une reprise, mais seulement pour un 3 ou plus\xa0: inscrivez-y un dé qui la gagne.',
    "Any number may go in pink, but a box's bonus needs at least the number printed under it: the pink 2 would have filled the box and earned nothing.":
        "N'importe quel nombre peut aller en rose, mais le bonus d'une case demande au moins le nombre imprimé dessous\xa0: le 2 rose aurait rempli la case sans rien gagner.",
    'Skipping a roll':
        'Laisser passer un lancer',
    'The blue 5 and the white 6 make 11, too high for blue after its 4, and you want none of the other dice: skip this roll.':
        'Le 5 bleu et le 6 blanc font 11, trop pour le bleu après son 4, et vous ne voulez aucun des autres dés\xa0: laissez passer ce lancer.',
    'In your own turn you may skip a roll even when a die would fit: nothing is entered, no die moves, and it counts as one of your three rolls. A table option makes a usable roll compulsory, as in the other games.':
        "Pendant votre propre tour, vous pouvez laisser passer un lancer même si un dé irait\xa0: rien n'est inscrit, aucun dé ne bouge, et il compte comme l'un de vos trois lancers. Une option de table rend obligatoire un lancer utilisable, comme dans les autres jeux.",
    # --- the lesson: its heading, each step's words, its end
    'Twice as Clever, solo':
        'Twice as Clever, en solo',
    'Twice as Clever, alone: your turn. Roll all six dice; the silver die takes the place of orange and purple. (Round 1 also gave you a reroll action.)':
        "Twice as Clever, en solo\xa0: à vous. Lancez les six dés\xa0; le dé argent remplace l'orange et le violet. (La manche 1 vous a aussi donné une relance.)",
    "Take the silver 4. The silver die marks its number in any of silver's four rows: mark the 4 in the pink row. The yellow 3 and green 2 are lower, so they go to the silver platter.":
        "Prenez le 4 argent. Le dé argent coche son nombre dans n'importe laquelle des quatre lignes d'argent\xa0: cochez le 4 dans la ligne rose. Le 3 jaune et le 2 vert sont plus petits, ils vont donc sur le plateau d'argent.",
    'Your die went into silver, so the dice it sent to the platter may follow it there, each in the row of its own colour: mark the yellow 3 in the yellow row.':
        "Votre dé a été inscrit en argent, donc les dés qu'il a envoyés sur le plateau peuvent l'y suivre, chacun dans la ligne de sa propre couleur\xa0: cochez le 3 jaune dans la ligne jaune.",
    'And the green 2 in the green row. Each silver row scores by its marks: three rows of one mark already score 6.':
        "Et le 2 vert dans la ligne verte. Chaque ligne d'argent rapporte selon ses croix\xa0: trois lignes d'une croix rapportent déjà 6.",
    'The white, blue and pink dice were not lower than your 4: they are still yours. Roll them.':
        "Les dés blanc, bleu et rose n'étaient pas plus petits que votre 4\xa0: ils sont encore à vous. Lancez-les.",
    'Take the blue 5. Blue counts blue + white: 5 + 6 = 11 in its first box. Every later sum must be at most the one before it, so a high start leaves room.':
        "Prenez le 5 bleu. Le bleu compte bleu + blanc\xa0: 5 + 6 = 11 dans sa première case. Chaque somme suivante doit être au plus celle d'avant, donc un début élevé laisse de la place.",
    'The pink 2 went to the platter; the white 6 stayed with you. Roll it for your third choice.':
        'Le 2 rose est parti sur le plateau\xa0; le 6 blanc est resté avec vous. Lancez-le pour votre troisième choix.',
    'The white die counts as any colour: take the white 3 as yellow and circle a yellow 3. A yellow number is circled first and crossed later; only crosses score.':
        "Le dé blanc compte comme n'importe quelle couleur\xa0: prenez le 3 blanc comme jaune et entourez un 3 jaune. Un nombre jaune est d'abord entouré, puis coché plus tard\xa0; seules les croix rapportent.",
    "Take the green 3 from the platter: green writes the die times the number of its box, here 3 × 2 = 6. Green's boxes go in pairs, each scoring its first box minus its second: a high first box is good.":
        'Prenez le 3 vert sur le plateau\xa0: le vert inscrit le dé fois le nombre de sa case, ici 3 × 2 = 6. Les cases vertes vont par paires, chacune rapportant sa première case moins la seconde\xa0: une première case élevée est bonne.',
    'Take the yellow 3 and cross the 3 you circled: now it scores. The white 2 and green 1 go to the platter; the silver 3 is not lower, so it stays.':
        "Prenez le 3 jaune et cochez le 3 que vous avez entouré\xa0: maintenant il rapporte. Le 2 blanc et le 1 vert vont sur le plateau\xa0; le 3 argent n'est pas plus petit, il reste donc.",
    'Roll the blue, pink and silver dice.':
        'Lancez les dés bleu, rose et argent.',
    "Take the blue 6: with the white 2 from the platter it makes 8, not more than the 11 before it. Blue's second box gives a return action.":
        "Prenez le 6 bleu\xa0: avec le 2 blanc du plateau, il fait 8, pas plus que le 11 d'avant. La deuxième case bleue donne une reprise.",
    'A return could now bring a platter die back into the cup; keep yours for later. Roll the pink die.':
        'Une reprise pourrait maintenant remettre un dé du plateau dans le gobelet\xa0; gardez la vôtre pour plus tard. Lancez le dé rose.',
    'A pink 1 would score just 1. In Twice as Clever you may skip a roll you do not want: skip this one. It counts as your third roll.':
        'Un 1 rose ne rapporterait que 1. Dans Twice as Clever, vous pouvez laisser passer un lancer que vous ne voulez pas\xa0: laissez passer celui-ci. Il compte comme votre troisième lancer.',
    "Your +1 action enters any die again at the end of your turn, the platter's too: take the green 1 into green's second box. 1 × 2 = 2, so the pair scores 6 − 2 = 4, and the box gives a reroll.":
        'Votre action +1 inscrit de nouveau un dé à la fin de votre tour, ceux du plateau aussi\xa0: prenez le 1 vert pour la deuxième case verte. 1 × 2 = 2, donc la paire rapporte 6 − 2 = 4, et la case donne une relance.',
    "The blue 4 does not fit: with the white 5 it makes 9, more than blue's 8. Take the pink 3 instead: pink takes any number, and its first two boxes have no bonus.":
        "Le 4 bleu ne va pas\xa0: avec le 5 blanc, il fait 9, plus que le 8 du bleu. Prenez plutôt le 3 rose\xa0: le rose prend n'importe quel nombre, et ses deux premières cases n'ont pas de bonus.",
    'Round 3 starts and gives you another return action: you now hold two. Roll all six dice.':
        'La manche 3 commence et vous donne une autre reprise\xa0: vous en avez maintenant deux. Lancez les six dés.',
    "Take the pink 6 into pink's second box. Every other die is lower, so they all go to the platter and your cup is empty.":
        'Prenez le 6 rose pour la deuxième case rose. Tous les autres dés sont plus petits\xa0: ils vont tous sur le plateau et votre gobelet est vide.',
    'Your turn need not end: a return takes a die from the platter back into the cup. Return the green 4.':
        "Votre tour n'est pas forcément fini\xa0: une reprise remet un dé du plateau dans le gobelet. Reprenez le 4 vert.",
    'Roll the green die again.':
        'Lancez de nouveau le dé vert.',
    "Take the green 5: 5 × 2 = 10 in the first box of green's second pair.":
        'Prenez le 5 vert\xa0: 5 × 2 = 10 dans la première case de la deuxième paire verte.',
    'Your cup is empty again. Keep your last return for a later turn: end your turn.':
        'Votre gobelet est de nouveau vide. Gardez votre dernière reprise pour un tour suivant\xa0: terminez votre tour.',
    "Pink's third box gives a reroll, but only for a 2 or more: the pink 1 would earn nothing there. Take the white 2 as pink and earn the reroll.":
        "La troisième case rose donne une relance, mais seulement pour un 2 ou plus\xa0: le 1 rose n'y gagnerait rien. Prenez le 2 blanc comme rose et gagnez la relance.",
    'You know what is new in Twice as Clever! Round 4 begins with a black ?: a ? in any area you choose. Play on from here, or start a normal game whenever you like.':
        "Vous connaissez les nouveautés de Twice as Clever\xa0! La manche 4 commence par un ? noir\xa0: un ? dans la zone de votre choix. Continuez à partir d'ici, ou commencez une partie normale quand vous voulez.",
}
