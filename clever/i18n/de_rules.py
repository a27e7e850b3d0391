"""German for the rules demos, the learn-by-playing lessons and each game's rules in
short (clever/demos, clever/variants): the engine writes these texts.

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    'Yellow: cross a matching number':
        'Gelb: eine passende Zahl ankreuzen',
    'Enter the yellow 6: cross a yellow box that shows 6.':
        'Trage die gelbe 6 ein: Kreuze ein gelbes Feld mit einer 6 an.',
    'Yellow boxes may be crossed in any order; a full column scores its points.':
        'Gelbe Felder darfst du in beliebiger Reihenfolge ankreuzen; eine volle Spalte bringt ihre Punkte.',
    'Blue: the blue die plus the white die':
        'Blau: der blaue Würfel plus der weiße',
    'The white 2 is on the silver platter, yet it still counts: enter the blue 5 in blue.':
        'Die weiße 2 liegt auf dem Silbertablett und zählt trotzdem: Trage die blaue 5 in Blau ein.',
    'Blue always counts blue + white, wherever the white die lies: 5 + 2 = 7.':
        'Blau zählt immer Blau + Weiß, egal wo der weiße Würfel liegt: 5 + 2 = 7.',
    'Lower dice go to the silver platter':
        'Niedrigere Würfel kommen auf das Silbertablett',
    'Your orange 5 sent every lower die to the silver platter: enter the only die left, the purple 6.':
        'Deine orange 5 hat jeden niedrigeren Würfel auf das Silbertablett geschickt: Trage den einzigen übrigen Würfel ein, die lila 6.',
    'Dice lower than the one you choose go to the silver platter, for the other players: you cannot roll them again this turn.':
        'Würfel, die niedriger sind als der gewählte, kommen auf das Silbertablett, für die anderen: Du kannst sie in diesem Zug nicht mehr würfeln.',
    'Three choices, or fewer when dice run out':
        'Drei Wahlen, oder weniger, wenn die Würfel ausgehen',
    'Choose the purple 6: the other five dice are all lower, so they all go to the silver platter and your turn ends early.':
        'Wähle die lila 6: Die anderen fünf Würfel sind alle niedriger, also kommen sie alle auf das Silbertablett und dein Zug endet früh.',
    'You may make up to three choices, but when no dice are left to roll your turn ends: a high die early can cost you choices.':
        'Du darfst bis zu drei Würfel wählen, aber wenn keine Würfel mehr zum Würfeln übrig sind, endet dein Zug: Ein hoher Würfel früh kann dich Wahlen kosten.',
    'Green: at least the number under the box':
        'Grün: mindestens die Zahl unter dem Feld',
    "Green's third box needs a 3 or more: enter a die there.":
        'Das dritte grüne Feld braucht eine 3 oder mehr: Trage dort einen Würfel ein.',
    "The white die may stand in for any colour: its 4 fills green's third box.":
        'Der weiße Würfel darf für jede Farbe stehen: Seine 4 füllt das dritte grüne Feld.',
    'Orange: some boxes count double or triple':
        'Orange: manche Felder zählen doppelt oder dreifach',
    "Orange's fourth box doubles its number: enter the orange 5.":
        'Das vierte orange Feld verdoppelt seine Zahl: Trage die orange 5 ein.',
    'Orange fills left to right with any number; box 4 scores it twice: 10.':
        'Orange füllt sich von links nach rechts mit beliebigen Zahlen; Feld 4 zählt doppelt: 10.',
    'Purple: each number higher than the last':
        'Lila: jede Zahl höher als die letzte',
    'Purple shows a 3: enter a higher number after it.':
        'In Lila steht eine 3: Trage danach eine größere Zahl ein.',
    'Each purple number must be higher than the one before it.':
        'Jede lila Zahl muss höher sein als die davor.',
    'Purple: anything may follow a 6':
        'Lila: nach einer 6 darf alles folgen',
    'Purple shows a 6: enter the white 2 in purple after it.':
        'In Lila steht eine 6: Trage danach die weiße 2 in Lila ein.',
    'After a 6 purple starts again: any number may follow it.':
        'Nach einer 6 beginnt Lila von vorn: Jede Zahl darf folgen.',
    'Reroll: roll the same dice again':
        'Neuwurf: dieselben Würfel noch einmal werfen',
    'You hold a reroll action from round 1: use it on this roll.':
        'Du hast einen Neuwurf aus Runde 1: Setze ihn für diesen Wurf ein.',
    'A reroll rolls every die you just rolled again; it is spent whether or not the new roll is better. Unused rerolls are lost at the end.':
        'Ein Neuwurf würfelt jeden gerade geworfenen Würfel noch einmal; er ist verbraucht, ob der neue Wurf besser ist oder nicht. Ungenutzte Neuwürfe verfallen am Ende.',
    '+1: enter any die again at the end of your turn':
        '+1: am Ende deines Zugs einen Würfel noch einmal eintragen',
    'Your three choices are made: use your +1 action on any of the six dice.':
        'Deine drei Wahlen sind getroffen: Setze deine +1-Aktion für einen der sechs Würfel ein.',
    'A +1 enters one die again, from your fields or the silver platter; it must be entered somewhere.':
        'Eine +1 trägt einen Würfel noch einmal ein, von deinen Feldern oder vom Silbertablett; sie muss irgendwo eingetragen werden.',
    'The passive turn: one die from the platter':
        'Der passive Zug: ein Würfel vom Tablett',
    'Solo passive turn: the three lowest dice are on the silver platter. Take one of them.':
        'Passiver Solo-Zug: Die drei niedrigsten Würfel liegen auf dem Silbertablett. Nimm einen davon.',
    'A passive player takes one silver-platter die (or passes).':
        'Wer passiv ist, nimmt einen Würfel vom Silbertablett (oder passt).',
    'The passive fallback: no platter die fits':
        'Der passive Ersatz: kein Tablett-Würfel passt',
    'None of the three silver-platter dice fits your sheet: take one of the other dice.':
        'Keiner der drei Würfel auf dem Silbertablett passt auf dein Blatt: Nimm einen der anderen Würfel.',
    'When no silver-platter die can be used, the passive player may take any other die instead.':
        'Kann kein Würfel vom Silbertablett genutzt werden, darf die passive Person stattdessen einen beliebigen anderen Würfel nehmen.',
    'A bonus chain':
        'Eine Bonuskette',
    "Yellow's top row gave you a blue X: place it so it completes a blue column and earns its bonus too.":
        'Die obere gelbe Reihe hat dir ein blaues X gebracht: Setze es so, dass es eine blaue Spalte vervollständigt und auch deren Bonus bringt.',
    "One bonus led to another: blue's first column gave a reroll. Chains resolve one bonus after another.":
        'Ein Bonus führte zum nächsten: Die erste blaue Spalte brachte einen Neuwurf. Ketten werden Bonus für Bonus abgewickelt.',
    'Foxes score your weakest area':
        'Füchse zählen deinen schwächsten Bereich',
    "Cross the last box of yellow's bottom row to earn its fox.":
        'Kreuze das letzte Feld der unteren gelben Reihe an, um ihren Fuchs zu bekommen.',
    'Each fox scores as many points as your weakest area at the end: keep every area growing.':
        'Jeder Fuchs zählt am Ende so viele Punkte wie dein schwächster Bereich: Lass jeden Bereich wachsen.',
    "Round 4's black bonus":
        'Der schwarze Bonus der 4. Runde',
    'Round 4 begins with a black X or black 6: place it in the area you choose.':
        'Runde 4 beginnt mit einem schwarzen X oder einer schwarzen 6: Setze ihn in einen Bereich deiner Wahl.',
    'Rounds 1 to 4 each start with a bonus: a reroll, a +1, a reroll, then this black X or 6.':
        'Die Runden 1 bis 4 beginnen je mit einem Bonus: Neuwurf, +1, Neuwurf, dann dieses schwarze X oder diese schwarze 6.',
    'The end of the game: foxes and your weakest area':
        'Das Spielende: Füchse und dein schwächster Bereich',
    "The game's last choice, and you have a fox: it scores your weakest area. Take the silver-platter die that scores you the most.":
        'Die letzte Wahl des Spiels, und du hast einen Fuchs: Er zählt deinen schwächsten Bereich. Nimm den Würfel vom Silbertablett, der dir am meisten Punkte bringt.',
    'The game is over: 68 points. The blue cross lifted blue from 2 to 4, so green (3) became your weakest area and your fox scored 3, not 2. Rerolls left unused are lost. With other players, a tie goes to the best single area.':
        'Das Spiel ist vorbei: 68 Punkte. Das blaue Kreuz hob Blau von 2 auf 4, also wurde Grün (3) dein schwächster Bereich und dein Fuchs zählte 3 statt 2. Ungenutzte Neuwürfe verfallen. Mit anderen gewinnt bei Gleichstand der beste einzelne Bereich.',
    'The tie-break: the best single area':
        'Gleichstand: der beste einzelne Bereich',
    "The game's last choice: Player 2 leads by 1 point. Take a silver-platter die that draws level and wins the tie-break.":
        'Die letzte Wahl des Spiels: Player 2 liegt 1 Punkt vorn. Nimm einen Würfel vom Silbertablett, der gleichzieht und den Gleichstand entscheidet.',
    "Level at 42 points, and a tie goes to the best single area: your purple (37) beats Player 2's (36). Drawing level anywhere else would have shared the victory.":
        'Gleichstand bei 42 Punkten, und dann zählt der beste einzelne Bereich: Dein Lila (37) schlägt das von Player 2 (36). Woanders gleichzuziehen hätte den Sieg geteilt.',
    'Blue: the blue die picks the row, white the column':
        'Blau: Der blaue Würfel wählt die Reihe, der weiße die Spalte',
    'Enter the blue 5 with the white 3: which cell does it cross?':
        'Trage die blaue 5 mit der weißen 3 ein: Welche Zelle kreuzt sie an?',
    "Blue's row is the blue die and its column the white die; the numbers are not added.":
        'Die Reihe in Blau ist der blaue Würfel und die Spalte der weiße; die Zahlen werden nicht addiert.',
    'Yellow: three rows, three rules':
        'Gelb: drei Reihen, drei Regeln',
    "Yellow's top row shows a 3 and must rise. Enter the yellow 2 in the row whose sum counts for you.":
        'In der oberen gelben Reihe steht eine 3, und sie muss steigen. Trage die gelbe 2 in die Reihe ein, deren Summe für dich zählt.',
    "The top row must rise and scores only bonuses; the middle row's sum counts against you; the bottom row's sum counts for you.":
        'Die obere Reihe muss steigen und bringt nur Boni; die Summe der mittleren Reihe zählt gegen dich; die Summe der unteren Reihe zählt für dich.',
    'Foxes: worth your weakest area, even below zero':
        'Füchse: so viel wie dein schwächster Bereich, auch unter null',
    "Blue's 6th row gives a fox on its second cross: enter the blue 6.":
        'Die 6. blaue Reihe bringt beim zweiten Kreuz einen Fuchs: Trage die blaue 6 ein.',
    'Each fox scores your weakest area at the end, and in Clever 4Ever that can be below zero. Each grey shade you cross completely gives a fox too.':
        'Jeder Fuchs zählt am Ende deinen schwächsten Bereich, und in Clever hoch vier kann der unter null liegen. Jede graue Schattierung, die du ganz ankreuzt, bringt auch einen Fuchs.',
    'Grey: a whole shade crossed earns a fox':
        'Grau: eine ganz angekreuzte Schattierung bringt einen Fuchs',
    'Every white cell of grey is crossed but two: enter the grey 2 there to complete the white shade and earn a fox.':
        'Alle weißen Zellen in Grau sind angekreuzt bis auf zwei: Trage dort die graue 2 ein, um die weiße Schattierung zu vervollständigen und einen Fuchs zu bekommen.',
    'Each shade of grey (white, light grey, dark grey) whose cells are all crossed earns a fox: up to three from grey alone.':
        'Jede Schattierung von Grau (weiß, hellgrau, dunkelgrau), deren Zellen alle angekreuzt sind, bringt einen Fuchs: bis zu drei allein aus Grau.',
    'Grey: one whole part, from the left edge':
        'Grau: ein ganzer Teil, vom linken Rand aus',
    'Enter the grey 4: cross a whole part of at most 4 boxes that starts at the left edge.':
        'Trage die graue 4 ein: Kreuze einen ganzen Teil aus höchstens 4 Feldern an, der am linken Rand beginnt.',
    'A grey die of n crosses one whole part of up to n boxes; later parts must touch a crossed box.':
        'Ein grauer Würfel mit n kreuzt einen ganzen Teil aus bis zu n Feldern an; spätere Teile müssen an ein angekreuztes Feld grenzen.',
    'Green: lower and upper triangles':
        'Grün: untere und obere Dreiecke',
    'Enter the green 3 in a green triangle.':
        'Trage die grüne 3 in ein grünes Dreieck ein.',
    'Lower and upper triangles fill left to right as two rows; a lower triangle gives its bonus at once.':
        'Untere und obere Dreiecke füllen sich als zwei Reihen von links nach rechts; ein unteres Dreieck bringt sofort seinen Bonus.',
    'Pink: the number has an effect':
        'Rosa: Die Zahl hat eine Wirkung',
    'Enter the pink 3 in pink: a 3 writes another 3 after it.':
        'Trage die rosa 3 in Rosa ein: Eine 3 schreibt eine weitere 3 dahinter.',
    'Pink takes any number: 2 and 4 score extra, 3 repeats, 5 and 6 give the bonus under the box.':
        'Rosa nimmt jede Zahl: 2 und 4 zählen extra, 3 wiederholt sich, 5 und 6 bringen den Bonus unter dem Feld.',
    'Polish: change a platter die by 1':
        'Polieren: einen Tablett-Würfel um 1 ändern',
    'You hold polish: take a silver-platter die and polish it up or down by 1.':
        'Du hast Polieren: Nimm einen Würfel vom Silbertablett und poliere ihn um 1 nach oben oder unten.',
    'Polish changes only a die taken from the silver platter, and 1 and 6 are not next to each other.':
        'Polieren ändert nur einen Würfel, den du vom Silbertablett nimmst, und 1 und 6 liegen nicht nebeneinander.',
    'You know the basics! Round 4 begins with a black X or a black 6 for you to place: play on from here, or start a normal game whenever you like.':
        'Du kennst die Grundlagen! Runde 4 beginnt mit einem schwarzen X oder einer schwarzen 6, die du setzen darfst: Spiel von hier aus weiter, oder starte ein normales Spiel, wann immer du möchtest.',
    'Your turn: roll all six dice. (Round 1 also gave you a reroll action.)':
        'Du bist dran: Würfle mit allen sechs Würfeln. (Runde 1 hat dir außerdem einen Neuwurf gebracht.)',
    'Take the yellow 4 and cross a yellow 4. Watch the dice lower than 4: they go to the silver platter.':
        'Nimm die gelbe 4 und kreuze eine gelbe 4 an. Achte auf die Würfel unter 4: Sie kommen auf das Silbertablett.',
    'The white 2, green 1 and orange 3 went to the silver platter. Roll the two dice left: blue and purple.':
        'Die weiße 2, die grüne 1 und die orange 3 sind auf dem Silbertablett gelandet. Würfle mit den zwei übrigen Würfeln: blau und lila.',
    'Take the blue 3. Blue counts blue + white, and the white 2 still counts from the platter: cross the 5.':
        'Nimm die blaue 3. Blau zählt Blau + Weiß, und die weiße 2 zählt auch vom Tablett aus: Kreuze die 5 an.',
    'The purple die is higher, so it stayed with you. Roll it for your third choice.':
        'Der lila Würfel ist höher, also ist er bei dir geblieben. Würfle mit ihm für deine dritte Wahl.',
    "Take the purple 6 into purple's first box. That was your third choice: your turn is over.":
        'Trage die lila 6 in das erste lila Feld ein. Das war deine dritte Wahl: Dein Zug ist vorbei.',
    'Playing alone, the passive turn comes next: roll all six dice; the three lowest go on the silver platter.':
        'Allein spielend kommt als Nächstes der passive Zug: Würfle mit allen sechs Würfeln; die drei niedrigsten kommen auf das Silbertablett.',
    "Take one of the three platter dice: the green 3 fits green's first box (it needs 1 or more).":
        'Nimm einen der drei Tablett-Würfel: Die grüne 3 passt in das erste grüne Feld (es braucht 1 oder mehr).',
    'Round 2 starts and gives you a +1 action. Roll all six dice.':
        'Runde 2 beginnt und bringt dir eine +1-Aktion. Würfle mit allen sechs Würfeln.',
    "Take the green 6 into green's second box. Every other die is lower, so all of them go to the platter and your choices end early.":
        'Trage die grüne 6 in das zweite grüne Feld ein. Alle anderen Würfel sind niedriger, also kommen alle auf das Tablett und deine Wahlen enden früh.',
    'Your +1 action enters any die again at the end of your turn: take the white 5 as yellow and cross a yellow 5.':
        'Deine +1-Aktion trägt am Ende deines Zugs einen Würfel noch einmal ein: Nimm die weiße 5 als Gelb und kreuze eine gelbe 5 an.',
    'Your passive turn of round 2: roll all six dice.':
        'Dein passiver Zug in Runde 2: Würfle mit allen sechs Würfeln.',
    "Take the green 3 from the platter for green's third box (it needs 3 or more): the green boxes after it hold bonuses.":
        'Nimm die grüne 3 vom Tablett für das dritte grüne Feld (es braucht 3 oder mehr): Die grünen Felder danach bringen Boni.',
    'Round 3 starts and gives you another reroll action: you now hold two. Roll all six dice.':
        'Runde 3 beginnt und bringt dir einen weiteren Neuwurf: Jetzt hast du zwei. Würfle mit allen sechs Würfeln.',
    'Purple numbers must rise, but after a 6 any number may follow: take the purple 1. As the lowest die, it sends no die to the platter.':
        'Lila Zahlen müssen steigen, aber nach einer 6 darf jede Zahl folgen: Nimm die lila 1. Als niedrigster Würfel schickt sie keinen Würfel auf das Tablett.',
    'Roll the five dice left.':
        'Würfle mit den fünf übrigen Würfeln.',
    'Low numbers that help little. Use a reroll action: it rolls the five dice you just rolled again; the purple die stays on its die field.':
        'Niedrige Zahlen, die wenig helfen. Nutze einen Neuwurf: Er würfelt die fünf gerade geworfenen Würfel noch einmal; der lila Würfel bleibt auf seinem Würfelfeld.',
    "Take the green 4: green's fourth box earns a +1 action. The yellow 2 and orange 1 are lower, so they go to the platter.":
        'Nimm die grüne 4: Das vierte grüne Feld bringt eine +1-Aktion. Die gelbe 2 und die orange 1 sind niedriger, also kommen sie auf das Tablett.',
    'Roll the white and blue dice for your third choice.':
        'Würfle mit dem weißen und dem blauen Würfel für deine dritte Wahl.',
    "The white die may stand in for any colour: take the white 6 as green for green's fifth box (it needs 5 or more).":
        'Der weiße Würfel darf für jede Farbe stehen: Nimm die weiße 6 als Grün für das fünfte grüne Feld (es braucht 5 oder mehr).',
    "Your choices are over, and you just earned a +1: enter the green 4 again, in green's sixth box. That box earns a blue X.":
        'Deine Wahlen sind vorbei, und du hast gerade eine +1 bekommen: Trage die grüne 4 noch einmal ein, in das sechste grüne Feld. Dieses Feld bringt ein blaues X.',
    "A blue X crosses any open blue box: cross the 9. With the 5 it completes blue's first column, which earns a reroll: one bonus led to another.":
        'Ein blaues X kreuzt ein beliebiges freies blaues Feld an: Kreuze die 9 an. Mit der 5 vervollständigt es die erste blaue Spalte, und die bringt einen Neuwurf: Ein Bonus führte zum nächsten.',
    'Your passive turn of round 3: roll all six dice.':
        'Dein passiver Zug in Runde 3: Würfle mit allen sechs Würfeln.',
    "Take the green 2 for green's seventh box: it earns a fox. At the end each fox scores as many points as your weakest area; orange is still empty, so for now your fox is worth 0.":
        'Nimm die grüne 2 für das siebte grüne Feld: Es bringt einen Fuchs. Am Ende zählt jeder Fuchs so viele Punkte wie dein schwächster Bereich; Orange ist noch leer, also ist dein Fuchs vorerst 0 wert.',
    'Clever 4Ever, alone: your turn. Roll all six dice. (Round 1 also gave you a reroll action.)':
        'Clever hoch vier, allein: Du bist dran. Würfle mit allen sechs Würfeln. (Runde 1 hat dir außerdem einen Neuwurf gebracht.)',
    'Take the grey 4. A grey die crosses one whole part of at most that many boxes, and your first part must touch the left edge: cross the light grey part of 4 boxes. The dice lower than 4 go to the silver platter.':
        'Nimm die graue 4. Ein grauer Würfel kreuzt einen ganzen Teil aus höchstens so vielen Feldern an, und dein erster Teil muss an den linken Rand grenzen: Kreuze den hellgrauen Teil aus 4 Feldern an. Die Würfel unter 4 kommen auf das Silbertablett.',
    'The white 2, blue 1 and green 3 went to the silver platter. Roll the two dice left: yellow and pink.':
        'Die weiße 2, die blaue 1 und die grüne 3 sind auf dem Silbertablett gelandet. Würfle mit den zwei übrigen Würfeln: gelb und rosa.',
    'Take the pink 3. In pink the number has an effect: a 3 writes another 3 in the next box, so one die fills two boxes.':
        'Nimm die rosa 3. In Rosa hat die Zahl eine Wirkung: Eine 3 schreibt eine weitere 3 in das nächste Feld, also füllt ein Würfel zwei Felder.',
    'The yellow 4 is higher than the 3, so it stayed with you. Roll it for your third choice.':
        'Die gelbe 4 ist höher als die 3, also ist sie bei dir geblieben. Würfle mit ihr für deine dritte Wahl.',
    'Yellow has three rows, each filled from the left. Write the 2 in the top row: its numbers must rise, so a low start leaves room. The top row scores nothing but gives bonuses.':
        'Gelb hat drei Reihen, jede wird von links gefüllt. Trage die 2 in die obere Reihe ein: Ihre Zahlen müssen steigen, also lässt ein niedriger Anfang Platz. Die obere Reihe zählt keine Punkte, bringt aber Boni.',
    'Take the blue 2 from the platter. The blue die gives the row and the white die the column, wherever it lies: cross row 2, column 5. The white die never counts as blue.':
        'Nimm die blaue 2 vom Tablett. Der blaue Würfel gibt die Reihe und der weiße Würfel die Spalte, wo er auch liegt: Kreuze Reihe 2, Spalte 5 an. Der weiße Würfel zählt nie als blau.',
    "Write the yellow 2 in yellow's middle row: that row's sum counts against you, so a low number costs little, and its first box earns a reroll.":
        'Trage die gelbe 2 in die mittlere gelbe Reihe ein: Die Summe dieser Reihe zählt gegen dich, also kostet eine niedrige Zahl wenig, und ihr erstes Feld bringt einen Neuwurf.',
    'The blue 1 and green 1 went to the platter. Roll the white, grey and pink dice.':
        'Die blaue 1 und die grüne 1 sind auf dem Tablett gelandet. Würfle mit dem weißen, dem grauen und dem rosa Würfel.',
    'Take the pink 5: a 5 or a 6 in pink takes the bonus under its box, here a green ?.':
        'Nimm die rosa 5: Eine 5 oder 6 in Rosa bringt den Bonus unter ihrem Feld, hier ein grünes ?.',
    "With a ? bonus you choose the number: choose 6, then green's first lower triangle. A lower triangle gives its field's bonus at once: a reroll.":
        'Bei einem ?-Bonus wählst du die Zahl: Wähle 6, dann das erste untere grüne Dreieck. Ein unteres Dreieck bringt sofort den Bonus seines Felds: einen Neuwurf.',
    'The grey 3 went to the platter. Roll the white die for your third choice.':
        'Die graue 3 ist auf dem Tablett gelandet. Würfle mit dem weißen Würfel für deine dritte Wahl.',
    'The white die stands in for any colour but blue: take the white 5 as green for the upper triangle above your 6. A field with both triangles scores their sum: 11.':
        'Der weiße Würfel darf für jede Farbe außer Blau stehen: Nimm die weiße 5 als Grün für das obere Dreieck über deiner 6. Ein Feld mit beiden Dreiecken zählt ihre Summe: 11.',
    "Your +1 action enters any die again at the end of your turn: take the white 5 again, as yellow, into the bottom row. The bottom row's sum counts for you, and a full column scores too: 10 for the first.":
        'Deine +1-Aktion trägt am Ende deines Zugs einen Würfel noch einmal ein: Nimm die weiße 5 noch einmal, als Gelb, in die untere Reihe. Die Summe der unteren Reihe zählt für dich, und eine volle Spalte zählt auch: 10 für die erste.',
    'Take the grey 2 from the platter: every later grey part must touch a crossed box. Cross the dark grey part of 2 boxes next to your first part.':
        'Nimm die graue 2 vom Tablett: Jeder spätere graue Teil muss an ein angekreuztes Feld grenzen. Kreuze den dunkelgrauen Teil aus 2 Feldern neben deinem ersten Teil an.',
    'Round 3 starts and gives you a polish action. Roll all six dice.':
        'Runde 3 beginnt und bringt dir eine Polier-Aktion. Würfle mit allen sechs Würfeln.',
    "Take the pink 6: it takes the +1 under pink's fourth box and scores 3 points more at the end. Every other die is lower, so all of them go to the platter and your choices end early.":
        'Nimm die rosa 6: Sie bringt die +1 unter dem vierten rosa Feld und am Ende 3 Punkte mehr. Alle anderen Würfel sind niedriger, also kommen alle auf das Tablett und deine Wahlen enden früh.',
    'Use that +1 on the yellow 4 from the platter: the top row rises from 2 to 4, and its second box earns another polish.':
        'Nutze diese +1 für die gelbe 4 vom Tablett: Die obere Reihe steigt von 2 auf 4, und ihr zweites Feld bringt eine weitere Polier-Aktion.',
    "Polish changes a die you take from the platter by 1: select the pink 4, polish it up to 5 and write it in pink's fifth box. A 5 there takes its reroll.":
        'Polieren ändert einen Würfel, den du vom Tablett nimmst, um 1: Wähle die rosa 4, poliere sie auf 5 und trage sie in das fünfte rosa Feld ein. Eine 5 dort bringt seinen Neuwurf.',
    'You know what is new in Clever 4Ever! Round 4 begins with a black ?: any number in any area you choose. Play on from here, or start a normal game whenever you like.':
        'Du kennst das Neue an Clever hoch vier! Runde 4 beginnt mit einem schwarzen ?: eine beliebige Zahl in einem Bereich deiner Wahl. Spiel von hier aus weiter, oder starte ein normales Spiel, wann immer du möchtest.',
    'Clever 4Ever, solo':
        'Clever hoch vier, solo',
    "In this lesson, do this step's move: {say}":
        'In dieser Lektion bitte den Zug dieses Schritts: {say}',
    "That's Pretty Clever":
        'Ganz schön clever',
    'Clever 4Ever':
        'Clever hoch vier',
    "That's Pretty Clever, solo":
        'Ganz schön clever, solo',
    'Goal':
        'Ziel',
    'Enter dice on your sheet to score in five coloured areas. Total = the five areas plus each fox times your lowest area.':
        'Trage Würfel auf deinem Blatt ein, um in fünf farbigen Bereichen Punkte zu sammeln. Summe = die fünf Bereiche plus jeder Fuchs mal dein schwächster Bereich.',
    'Your turn (active)':
        'Dein Zug (aktiv)',
    'The others (passive)':
        'Die anderen (passiv)',
    "Each other player may take one die from the silver platter (or pass). Only when no platter die fits may they take a die from the active player's die fields. In solo play, after your turn you roll all six dice: the three lowest form the platter. Take one of those three (no reroll, but +1 actions are allowed after it); only when none of the three fits may you take one of the other three dice.":
        'Jede andere Person darf einen Würfel vom Silbertablett nehmen (oder passen). Nur wenn kein Tablett-Würfel passt, darf sie einen Würfel von den Würfelfeldern der aktiven Person nehmen. Im Solospiel würfelst du nach deinem Zug mit allen sechs Würfeln: Die drei niedrigsten bilden das Tablett. Nimm einen dieser drei (kein Neuwurf, aber danach sind +1-Aktionen erlaubt); nur wenn keiner der drei passt, darfst du einen der anderen drei Würfel nehmen.',
    'At the end of your own turn (active or passive) a +1 action lets you enter any of the six dice again, each die once per turn.':
        'Am Ende deines eigenen Zugs (aktiv oder passiv) lässt dich eine +1-Aktion einen der sechs Würfel noch einmal eintragen, jeden Würfel einmal pro Zug.',
    'The areas':
        'Die Bereiche',
    'Bonuses':
        'Boni',
    'Completing a row, column or box with a symbol gives its bonus at once: a cross or number in another area (you choose where when there is a choice), a reroll, a +1, or a fox. A bonus that completes something else earns that bonus too (a chain), one after another. Rounds 1 to 3 start with a reroll, a +1 and a reroll; round 4 gives everyone a black X or black 6.':
        'Eine Reihe, Spalte oder ein Feld mit Symbol zu vervollständigen bringt sofort den Bonus: ein Kreuz oder eine Zahl in einem anderen Bereich (du wählst, wohin, wenn es eine Wahl gibt), einen Neuwurf, eine +1 oder einen Fuchs. Ein Bonus, der etwas anderes vervollständigt, bringt auch dessen Bonus (eine Kette), einen nach dem anderen. Die Runden 1 bis 3 beginnen mit Neuwurf, +1 und Neuwurf; Runde 4 gibt allen ein schwarzes X oder eine schwarze 6.',
    'Game length':
        'Spieldauer',
    '6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Rerolls left at the end are worth nothing. Ties: the best single area wins; still level, the victory is shared.':
        '6 Runden bei 1 oder 2 Personen, 5 bei 3, 4 bei 4. Am Ende übrige Neuwürfe zählen nichts. Gleichstand: Der beste einzelne Bereich gewinnt; ist es dann noch gleich, wird der Sieg geteilt.',
    'Playing here':
        'Spielen auf dieser Seite',
    'Select a die: the boxes where it can go light up; choose one (or confirm when there is only one place). With the keyboard: Tab to a die or box, Enter or Space to choose. The game is saved after every action; undo takes back your last decision but never changes the dice.':
        'Wähle einen Würfel: Die Felder, in die er passt, leuchten auf; wähle eines (oder bestätige, wenn es nur einen Platz gibt). Mit der Tastatur: Mit Tab zu einem Würfel oder Feld, mit Enter oder Leertaste wählen. Das Spiel wird nach jeder Aktion gespeichert; Rückgängig nimmt deine letzte Entscheidung zurück, ändert aber nie die Würfel.',
    'Roll the dice still in the cup. Choose one die and enter it in its colour (the white die counts as any colour). The die goes on one of your three die fields.':
        'Würfle mit den Würfeln, die noch im Becher sind. Wähle einen Würfel und trage ihn in seiner Farbe ein (der weiße Würfel zählt als jede Farbe). Der Würfel kommt auf eines deiner drei Würfelfelder.',
    'Every other die of that roll showing a <strong>lower</strong> number goes to the silver platter.':
        'Jeder andere Würfel dieses Wurfs mit einer <strong>niedrigeren</strong> Zahl kommt auf das Silbertablett.',
    'Roll the rest again. At most three choices per turn; what is left goes to the platter.':
        'Würfle mit dem Rest noch einmal. Höchstens drei Wahlen pro Zug; was übrig bleibt, kommt auf das Tablett.',
    'A <em>reroll</em> action rerolls all the dice just rolled. A roll none of whose dice can be entered is lost (it uses up a choice).':
        'Ein <em>Neuwurf</em> würfelt alle gerade geworfenen Würfel noch einmal. Ein Wurf, von dem kein Würfel eingetragen werden kann, ist verloren (er verbraucht eine Wahl).',
    "<strong>Yellow (Y)</strong>: cross a box showing the die's number. Full columns score the points below them; the diagonal from top left to bottom right gives a +1.":
        '<strong>Gelb</strong>: Kreuze ein Feld mit der Zahl des Würfels an. Volle Spalten zählen die Punkte darunter; die Diagonale von oben links nach unten rechts bringt eine +1.',
    '<strong>Blue (B)</strong>: cross the box equal to blue + white, always both dice. Points grow with the number of crosses.':
        '<strong>Blau</strong>: Kreuze das Feld mit Blau + Weiß an, immer beide Würfel. Die Punkte wachsen mit der Zahl der Kreuze.',
    '<strong>Green (G)</strong>: left to right; the die must be at least the number shown.':
        '<strong>Grün</strong>: von links nach rechts; der Würfel muss mindestens die angegebene Zahl zeigen.',
    '<strong>Orange (O)</strong>: left to right; write the die, times the multiplier shown.':
        '<strong>Orange</strong>: von links nach rechts; schreibe den Würfel hinein, mal dem angegebenen Faktor.',
    '<strong>Purple (P)</strong>: left to right; each number higher than the one before, anything after a 6.':
        '<strong>Lila</strong>: von links nach rechts; jede Zahl höher als die davor, nach einer 6 alles.',
    # --- Clever 4Ever's rules in short (the game's Rules dialog)
    'Enter dice on your sheet to score in five coloured areas. Total = the five areas plus each fox times your lowest area (which may be negative).':
        'Trage Würfel auf deinem Blatt ein, um in fünf farbigen Bereichen Punkte zu sammeln. Summe = die fünf Bereiche plus jeder Fuchs mal dein schwächster Bereich (der auch negativ sein kann).',
    'Roll the dice still in the cup. Choose one die and enter it in its colour (the white die counts as any colour but blue, unless a table option allows it). The die goes on one of your three die fields.':
        'Würfle mit den Würfeln, die noch im Becher sind. Wähle einen Würfel und trage ihn in seiner Farbe ein (der weiße Würfel zählt als jede Farbe außer Blau, wenn keine Tischoption es erlaubt). Der Würfel kommt auf eines deiner drei Würfelfelder.',
    'Actions':
        'Aktionen',
    'At the end of your own turn (active or passive) a +1 action lets you enter any of the six dice again, each die once per turn. A <em>polish</em> action changes a die you take from the silver platter by 1 up or down, for you only (a 6 never becomes a 1); several may go on one die.':
        'Am Ende deines eigenen Zugs (aktiv oder passiv) lässt dich eine +1-Aktion einen der sechs Würfel noch einmal eintragen, jeden Würfel einmal pro Zug. Eine <em>Polieren</em>-Aktion ändert einen Würfel, den du vom Silbertablett nimmst, um 1 nach oben oder unten, nur für dich (aus einer 6 wird nie eine 1); mehrere dürfen auf einen Würfel gehen.',
    '<strong>Yellow (Y)</strong>: three rows, each filled left to right; a die goes in the next box of any row. Top row: each number higher than the one before (it gives bonuses only). Middle row: its sum counts <strong>against</strong> you. Bottom row: its sum counts. A full column scores 10, 10, 15, 15 or 20.':
        '<strong>Gelb</strong>: drei Reihen, jede von links nach rechts gefüllt; ein Würfel kommt in das nächste Feld einer beliebigen Reihe. Obere Reihe: jede Zahl höher als die davor (sie bringt nur Boni). Mittlere Reihe: ihre Summe zählt <strong>gegen</strong> dich. Untere Reihe: ihre Summe zählt. Eine volle Spalte bringt 10, 10, 15, 15 oder 20 Punkte.',
    "<strong>Blue (B)</strong>: cross the cell in the blue die's row and the white die's column. A row's second cross gives its bonus. Each column with two or more crosses scores 7 to 12; the diagonal from bottom left to top right with two or more crosses scores 6 more.":
        '<strong>Blau</strong>: Kreuze das Feld in der Zeile des blauen und der Spalte des weißen Würfels an. Das zweite Kreuz einer Zeile bringt ihren Bonus. Jede Spalte mit zwei oder mehr Kreuzen zählt 7 bis 12; die Diagonale von unten links nach oben rechts mit zwei oder mehr Kreuzen zählt 6 dazu.',
    '<strong>Grey (Gr)</strong>: a grey die of n crosses one whole part (cells of one shade joined side by side) of at most n cells. The first part touches the left edge; each later part touches a crossed cell. Full columns score 1 to 11; each shade crossed completely gives a fox.':
        '<strong>Grau</strong>: Ein grauer Würfel mit n kreuzt einen ganzen Teil (Felder einer Tönung, Seite an Seite verbunden) mit höchstens n Feldern an. Der erste Teil berührt den linken Rand; jeder spätere berührt ein angekreuztes Feld. Volle Spalten zählen 1 bis 11; jede ganz angekreuzte Tönung bringt einen Fuchs.',
    "<strong>Green (G)</strong>: write the die in the next lower or the next upper triangle (two rows, each left to right). A lower triangle gives its field's bonus at once. A field with both triangles filled scores their sum, doubled from the fourth field on.":
        '<strong>Grün</strong>: Schreibe den Würfel in das nächste untere oder das nächste obere Dreieck (zwei Reihen, jede von links nach rechts). Ein unteres Dreieck bringt sofort den Bonus seines Feldes. Ein Feld mit beiden Dreiecken zählt deren Summe, ab dem vierten Feld doppelt.',
    '<strong>Pink (P)</strong>: write any die, left to right; the points grow with the boxes filled. A 2, 4 or 6 adds 2, 4 or 3 points; a 3 writes another 3 in the next box; a 5 or 6 takes the bonus under its box.':
        '<strong>Rosa</strong>: Schreibe einen beliebigen Würfel hinein, von links nach rechts; die Punkte wachsen mit den gefüllten Feldern. Eine 2, 4 oder 6 bringt 2, 4 oder 3 Punkte dazu; eine 3 schreibt eine weitere 3 ins nächste Feld; eine 5 oder 6 nimmt den Bonus unter ihrem Feld.',
    'Filling a box or completing a row or column with a symbol gives its bonus at once: a "?" (any number from 1 to 6, entered in that area as if rolled), a reroll, a +1, a polish or a fox. A bonus that completes something else earns that bonus too (a chain), one after another. Rounds 1 to 4 start with a reroll, a +1, a polish and a black "?" (any area).':
        'Ein Feld zu füllen oder eine Reihe oder Spalte mit Symbol zu vervollständigen bringt sofort den Bonus: ein „?“ (eine beliebige Zahl von 1 bis 6, in diesem Bereich eingetragen wie gewürfelt), einen Neuwurf, eine +1, ein Polieren oder einen Fuchs. Ein Bonus, der etwas anderes vervollständigt, bringt auch dessen Bonus (eine Kette), einen nach dem anderen. Die Runden 1 bis 4 beginnen mit Neuwurf, +1, Polieren und einem schwarzen „?“ (beliebiger Bereich).',
}
