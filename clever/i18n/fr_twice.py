"""French for Twice as Clever's engine texts (clever/variants/twice_as_clever.py,
and what the turn flow says of its return action, silver chain and skipped
rolls: clever/game.py, clever/event_words.py).

Data only: English text (the key, exactly as the code writes it) -> French.
The game keeps its English name, as the family's other two do in French (the
French edition is "Vraiment très futé"); its return action is the French
rulebook's "reprise"."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- names: the game, its sixth colour (an adjective, as the others:
    # "le dé argent", "en argent"), the new action
    "Twice as Clever": "Twice as Clever",
    "silver": "argent",
    "Silver": "Argent",
    "return": "reprise",
    "a return": "une reprise",
    # --- what happened (the log)
    "{name} gained a return action.": "{name} gagne une reprise.",
    "{name} lost a return action: its track is full.":
        "{name} perd une reprise : sa piste est pleine.",
    "{name} returned the {shown} from the silver platter to the cup.":
        "{name} a repris le dé {shown} sur le plateau d'argent et l'a remis dans le gobelet.",
    "{name} also marked the {shown} in {box} (it went to the platter).":
        "{name} a aussi coché le dé {shown} dans {box} (il est allé sur le plateau).",
    "{name} skipped roll {n}.": "{name} a laissé passer le lancer {n}.",
    # --- what is asked now
    "{name}: mark the dice sent to the silver platter in silver (or finish)":
        "{name} : cochez en argent les dés envoyés sur le plateau d'argent (ou terminez)",
    # --- refusals
    "This game has no return action.": "Ce jeu n'a pas d'action de reprise.",
    "A return is used by the active player after a choice, before the next roll. {now}":
        "Seul le joueur actif utilise une reprise, après un choix et avant le lancer suivant. "
        "{now}",
    "{name} has no return action left.": "{name} n'a plus de reprise.",
    "After the third choice no die can be returned.":
        "Après le troisième choix, aucun dé ne peut plus être repris.",
    "Only a die on the silver platter can be returned; the {die} die is {where}.":
        "Seul un dé du plateau d'argent peut être repris ; le dé {die} est {where}.",
    "Only the dice this choice sent to the silver platter may be marked in silver now; the "
    "{die} die is not one of them.":
        "Seuls les dés que ce choix a envoyés sur le plateau d'argent peuvent être cochés en "
        "argent maintenant ; le dé {die} n'en fait pas partie.",
    "These dice may be marked only in {area}.": "Ces dés ne peuvent être cochés qu'en {area}.",
    "The {shown} has no free box in {area}.": "Le dé {shown} n'a pas de case libre en {area}.",
    # --- table options
    "Third-pick leftovers chain too": "Les dés restants du troisième choix aussi en argent",
    "On the third pick into silver, the dice left over (equal or higher) that go to the "
    "platter as the turn ends may be marked in silver too, not only the lower dice.":
        "Quand le troisième choix va en argent, les dés restants (égaux ou plus grands) qui "
        "vont sur le plateau à la fin du tour peuvent aussi être cochés en argent, pas "
        "seulement les dés plus petits.",
    "A usable roll must be used": "Un lancer utilisable doit être utilisé",
    "The active player may not skip a roll that has a die they could enter; only a roll with "
    "no usable die is lost.":
        "Le joueur actif ne peut pas laisser passer un lancer dont il pourrait inscrire un dé ; "
        "seul un lancer sans dé utilisable est perdu.",
    # --- solo titles (a faithful translation, not a published French wording)
    "Twice as clever!": "Deux fois plus malin !",
    "Points = IQ!": "Points = QI !",
    "Respect!": "Respect !",
    "This can't be luck!": "Ça ne peut pas être de la chance !",
    "People, look at this!": "Regardez-moi ça !",
    "Pretty, pretty clever!": "Vraiment, vraiment malin !",
    "You've been training!": "Vous vous êtes entraîné !",
    "You should be happy!": "Vous pouvez être content !",
    "On the right way.": "Sur la bonne voie.",
    "You can do better.": "Vous pouvez mieux faire.",
    "Half as clever.": "Deux fois moins malin.",
    # --- rules sections (the link from the game's Rules dialog) and sheet notes
    "returning a die": "reprendre un dé",
    "the silver chain": "la chaîne de l'argent",
    "the silver die marks its number in any row":
        "le dé argent coche son nombre dans n'importe quelle ligne",
    "circle a number, then cross a circled one":
        "entourer un nombre, puis cocher un nombre entouré",
    "blue + white, each at most the one before":
        "bleu + blanc, chaque somme au plus la précédente",
    "die times the multiplier; each pair: first minus second":
        "dé fois le multiplicateur ; chaque paire : la première moins la seconde",
    "any die; a bonus needs the number under it":
        "n'importe quel dé ; un bonus demande le nombre indiqué dessous",
    # --- the rules in short (the game's Rules dialog)
    "Enter dice on your sheet to score in five areas. Total = the five areas plus each fox "
    "times your lowest area (which may be negative).":
        "Inscrivez des dés sur votre feuille pour marquer des points dans cinq zones. Total = "
        "les cinq zones plus chaque renard multiplié par votre zone la plus faible (qui peut "
        "être négative).",
    "Roll the dice still in the cup. Choose one die and enter it in its colour (the white die "
    "counts as any colour; in blue it is always blue + white). The die goes on one of your "
    "three die fields.":
        "Lancez les dés encore dans le gobelet. Choisissez un dé et inscrivez-le dans sa "
        "couleur (le dé blanc compte comme n'importe quelle couleur\u00a0; en bleu, c'est "
        "toujours bleu + blanc). Le dé va sur l'une de vos trois cases de dé.",
    "Every other die of that roll showing a <strong>lower</strong> number goes to the silver "
    "platter. When your die went into silver, each die it sends to the platter may be marked "
    "in silver too: a coloured die in its own colour's row, the white or silver die in any "
    "row.":
        "Tous les autres dés de ce lancer qui montrent un nombre <strong>plus petit</strong> "
        "vont sur le plateau d'argent. Si votre dé est allé en argent, chaque dé qu'il envoie "
        "sur le plateau peut aussi être coché en argent\u00a0: un dé de couleur dans la ligne "
        "de sa couleur, le dé blanc ou le dé argent dans n'importe quelle ligne.",
    "Roll the rest again. At most three choices per turn; what is left goes to the platter. "
    "You may skip a roll you do not want: it is lost and uses up a choice.":
        "Relancez le reste. Au plus trois choix par tour\u00a0; ce qui reste va sur le "
        "plateau. Vous pouvez laisser passer un lancer dont vous ne voulez pas\u00a0: il est "
        "perdu et compte pour un choix.",
    "A <em>reroll</em> action rerolls all the dice just rolled. Before a roll (after a choice) "
    "a <em>return</em> action takes a die from the platter back into the cup: it is rolled "
    "again with the others.":
        "Une <em>relance</em> relance tous les dés qui viennent d'être lancés. Avant un lancer "
        "(après un choix), une <em>reprise</em> remet un dé du plateau dans le gobelet\u00a0: "
        "il est relancé avec les autres.",
    "At the end of your own turn (active or passive) a +1 action lets you enter any of the six "
    "dice again, each die once per turn. Each action track has six spaces; filling the sixth "
    "gives its bonus.":
        "À la fin de votre propre tour (actif ou passif), une action +1 vous permet "
        "d'inscrire à nouveau l'un des six dés, chaque dé une fois par tour. Chaque piste "
        "d'actions a six cases\u00a0; remplir la sixième donne son bonus.",
    "<strong>Silver (S)</strong>: the silver die marks its number in any of the four rows. A "
    "number marked in all four rows gives the bonus below it. Each row scores by its marks: 2, "
    "4, 7, 11, 16, 22.":
        "<strong>Argent</strong>\u00a0: le dé argent coche son nombre dans l'une des quatre "
        "lignes. Un nombre coché dans les quatre lignes donne le bonus indiqué dessous. Chaque "
        "ligne rapporte selon ses croix\u00a0: 2, 4, 7, 11, 16, 22.",
    "<strong>Yellow (Y)</strong>: a die circles a free matching number, or crosses one already "
    "circled. Rows and columns give their bonus when all their numbers are circled; only "
    "crosses score.":
        "<strong>Jaune</strong>\u00a0: un dé entoure un nombre libre de même valeur, ou coche "
        "un nombre déjà entouré. Les lignes et les colonnes donnent leur bonus quand tous leurs "
        "nombres sont entourés\u00a0; seules les croix rapportent des points.",
    "<strong>Blue (B)</strong>: write blue + white, left to right, each sum at most the one "
    "before. Points grow with the boxes filled.":
        "<strong>Bleu</strong>\u00a0: inscrivez bleu + blanc, de gauche à droite, chaque somme "
        "au plus égale à la précédente. Les points augmentent avec les cases remplies.",
    "<strong>Green (G)</strong>: write the die times the box's multiplier, left to right. Each "
    "pair scores its first box minus its second, which may be negative.":
        "<strong>Vert</strong>\u00a0: inscrivez le dé multiplié par le facteur de la case, de "
        "gauche à droite. Chaque paire rapporte sa première case moins la seconde, ce qui peut "
        "être négatif.",
    "<strong>Pink (P)</strong>: write any die, left to right; a box's bonus needs at least the "
    "number printed under it. Points: the sum written.":
        "<strong>Rose</strong>\u00a0: inscrivez n'importe quel dé, de gauche à droite\u00a0; "
        "le bonus d'une case demande au moins le nombre imprimé dessous. Points\u00a0: la somme "
        "inscrite.",
    "Filling a box or completing a row or column with a symbol gives its bonus at once: a "
    "\"?\" (any number, entered in that area as if rolled), a reroll, a +1, a return or a fox. "
    "A bonus that completes something else earns that bonus too (a chain), one after another. "
    "Rounds 1 to 4 start with a reroll, a +1, a return and a black \"?\" (any area).":
        "Remplir une case ou compléter une ligne ou une colonne portant un symbole donne "
        "aussitôt son bonus\u00a0: un «\u00a0?\u00a0» (n'importe quel nombre, inscrit dans "
        "cette zone comme s'il avait été lancé), une relance, un +1, une reprise ou un renard. "
        "Un bonus qui complète autre chose rapporte aussi ce bonus (une chaîne), l'un après "
        "l'autre. Les manches 1 à 4 commencent par une relance, un +1, une reprise et un "
        "«\u00a0?\u00a0» noir (n'importe quelle zone).",
    "6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Actions left at the end are worth "
    "nothing. Ties: the best single area wins; still level, the victory is shared.":
        "6 manches à 1 ou 2 joueurs, 5 à 3, 4 à 4. Les actions restantes à la fin ne valent "
        "rien. Égalités\u00a0: la meilleure zone l'emporte\u00a0; si l'égalité persiste, la "
        "victoire est partagée.",
}
