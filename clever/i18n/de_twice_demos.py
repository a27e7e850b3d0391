"""German for Twice as Clever's rules demos (the DEMOS of
clever/variants/twice_as_clever.py) and its lesson
(clever/demos/lessons/twice_as_clever.py): the engine writes these texts.

Data only: English text (the key, exactly as the code writes it) -> German,
in the words of clever/i18n/de_twice.py ("Rückholen", "Silbertablett").
The lesson's few texts that the other lessons share are in de_rules.py."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- the rules demos: title, task, and what the player reads when done
    'Return: a platter die back into the cup':
        'Rückholen: ein Würfel vom Tablett zurück in den Becher',
    'Your white 6 sent every other die to the silver platter, so your cup is empty. Round 3 gave you a return: bring a platter die back to roll it again.':
        'Deine weiße 6 hat alle anderen Würfel auf das Silbertablett geschickt, dein Becher ist also leer. Runde 3 hat dir eine Rückhol-Aktion gebracht: Hol einen Würfel vom Tablett zurück, um ihn noch einmal zu würfeln.',
    'A return puts a silver-platter die back in the cup: it is rolled with your next roll. Only in your own turn, after a choice (not the third) and before the next roll; never in the passive turn.':
        'Rückholen legt einen Würfel vom Silbertablett zurück in den Becher: Er wird bei deinem nächsten Wurf mitgewürfelt. Nur in deinem eigenen Zug, nach einer Wahl (nicht der dritten) und vor dem nächsten Wurf; nie im passiven Zug.',
    'The silver chain: lower dice follow into silver':
        'Die Silberkette: niedrigere Würfel folgen in Silber',
    'Your silver 5 went into silver and sent the yellow 2, blue 3 and green 4 to the silver platter: mark one of them in silver too, in the row of its own colour.':
        'Deine silberne 5 ging in Silber und hat die gelbe 2, die blaue 3 und die grüne 4 auf das Silbertablett geschickt: Kreuze einen davon auch in Silber an, in der Reihe seiner eigenen Farbe.',
    "When your choice goes into silver, each die it sends to the silver platter may be marked in silver too: a coloured die in its own colour's row, the white or silver die in any row. Dice already on the platter, and dice as high or higher, do not follow.":
        'Geht deine Wahl in Silber, darf jeder Würfel, den sie auf das Silbertablett schickt, auch in Silber angekreuzt werden: ein farbiger Würfel in der Reihe seiner Farbe, der weiße oder der silberne Würfel in einer beliebigen Reihe. Würfel, die schon auf dem Tablett liegen, und Würfel mit gleicher oder größerer Zahl folgen nicht.',
    'Yellow: circle a number, then cross it':
        'Gelb: eine Zahl einkreisen, dann ankreuzen',
    'Your yellow 3 may circle the free 3 or cross the 3 you circled before: cross it, as only crosses score.':
        'Deine gelbe 3 darf die freie 3 einkreisen oder die 3 ankreuzen, die du vorher eingekreist hast: Kreuze sie an, denn nur Kreuze bringen Punkte.',
    'A yellow die circles a free matching number or crosses one already circled. Circles complete rows and columns for their bonuses; only crosses score points.':
        'Ein gelber Würfel kreist eine freie passende Zahl ein oder kreuzt eine schon eingekreiste an. Kreise vervollständigen Reihen und Spalten für ihre Boni; nur Kreuze bringen Punkte.',
    "Yellow: a line's bonus comes with its last circle":
        'Gelb: Der Bonus einer Linie kommt mit ihrem letzten Kreis',
    "Yellow's second row holds a 1, circled and crossed. Circle that row's 2: the row is then complete and gives its return.":
        'Die zweite gelbe Reihe hat eine 1, eingekreist und angekreuzt. Kreise die 2 dieser Reihe ein: Dann ist die Reihe vollständig und bringt ihre Rückhol-Aktion.',
    'A row or column gives its bonus when its last number is circled, and a crossed number counts as circled. Crossing a number later never gives a bonus again.':
        'Eine Reihe oder Spalte bringt ihren Bonus, wenn ihre letzte Zahl eingekreist wird, und eine angekreuzte Zahl zählt als eingekreist. Eine Zahl später anzukreuzen bringt nie wieder einen Bonus.',
    'Blue: each sum at most the one before':
        'Blau: jede Summe höchstens die davor',
    "Yellow's top row gave you a blue ?: choose the sum for blue's next box. It may not be higher than the 6 before it.":
        'Die obere gelbe Reihe hat dir ein ? in Blau gebracht: Wähle die Summe für das nächste blaue Feld. Sie darf nicht höher sein als die 6 davor.',
    'Blue takes the blue die plus the white die, left to right; the first box takes any sum, and every later one at most the sum before it. A blue ? chooses its sum, under the same rule. The more boxes, the more points.':
        'Blau nimmt den blauen plus den weißen Würfel, von links nach rechts; das erste Feld nimmt jede Summe, jedes weitere höchstens die Summe davor. Ein ? in Blau wählt seine Summe nach derselben Regel. Je mehr Felder, desto mehr Punkte.',
    'Green: each pair scores its first box minus its second':
        'Grün: Jedes Paar zählt sein erstes Feld minus sein zweites',
    "Green's first box holds 4 (a 2 times 2). Complete the pair with the die that keeps it from going below zero.":
        'Das erste grüne Feld hat eine 4 (eine 2 mal 2). Vervollständige das Paar mit dem Würfel, der es nicht unter null fallen lässt.',
    'Each pair scores its first box minus its second, each box the die times its number: the green 6 would have made 4 − 12 = −8. A pair, and green itself, can score below zero, and then so does each fox.':
        'Jedes Paar zählt sein erstes Feld minus sein zweites, jedes Feld den Würfel mal seine Zahl: Die grüne 6 hätte 4 − 12 = −8 ergeben. Ein Paar, und Grün selbst, kann unter null fallen, und dann auch jeder Fuchs.',
    'Pink: a bonus needs the number under its box':
        'Rosa: Ein Bonus braucht die Zahl unter seinem Feld',
    "Pink's fourth box gives a return, but only for a 3 or more: enter a die there that earns it.":
        'Das vierte rosa Feld bringt eine Rückhol-Aktion, aber nur für eine 3 oder mehr: Trage dort einen Würfel ein, der sie bringt.',
    "Any number may go in pink, but a box's bonus needs at least the number printed under it: the pink 2 would have filled the box and earned nothing.":
        'In Rosa darf jede Zahl stehen, aber der Bonus eines Felds braucht mindestens die Zahl darunter: Die rosa 2 hätte das Feld gefüllt und nichts gebracht.',
    'Skipping a roll':
        'Einen Wurf auslassen',
    'The blue 5 and the white 6 make 11, too high for blue after its 4, and you want none of the other dice: skip this roll.':
        'Die blaue 5 und die weiße 6 ergeben 11, zu viel für Blau nach seiner 4, und die anderen Würfel willst du nicht: Lass diesen Wurf aus.',
    'In your own turn you may skip a roll even when a die would fit: nothing is entered, no die moves, and it counts as one of your three rolls. A table option makes a usable roll compulsory, as in the other games.':
        'In deinem eigenen Zug darfst du einen Wurf auslassen, auch wenn ein Würfel passen würde: Nichts wird eingetragen, kein Würfel bewegt sich, und er zählt als einer deiner drei Würfe. Eine Tischoption macht einen nutzbaren Wurf zur Pflicht, wie in den anderen Spielen.',
    # --- the lesson: its heading, each step's words, its end
    'Twice as Clever, solo':
        'Doppelt so clever, solo',
    'Twice as Clever, alone: your turn. Roll all six dice; the silver die takes the place of orange and purple. (Round 1 also gave you a reroll action.)':
        'Doppelt so clever, allein: Du bist dran. Würfle mit allen sechs Würfeln; der silberne Würfel ersetzt Orange und Lila. (Runde 1 hat dir außerdem einen Neuwurf gebracht.)',
    "Take the silver 4. The silver die marks its number in any of silver's four rows: mark the 4 in the pink row. The yellow 3 and green 2 are lower, so they go to the silver platter.":
        'Nimm die silberne 4. Der silberne Würfel kreuzt seine Zahl in einer beliebigen der vier silbernen Reihen an: Kreuze die 4 in der rosa Reihe an. Die gelbe 3 und die grüne 2 sind niedriger, also kommen sie auf das Silbertablett.',
    'Your die went into silver, so the dice it sent to the platter may follow it there, each in the row of its own colour: mark the yellow 3 in the yellow row.':
        'Dein Würfel ging in Silber, also dürfen ihm die Würfel, die er aufs Tablett geschickt hat, dorthin folgen, jeder in der Reihe seiner Farbe: Kreuze die gelbe 3 in der gelben Reihe an.',
    'And the green 2 in the green row. Each silver row scores by its marks: three rows of one mark already score 6.':
        'Und die grüne 2 in der grünen Reihe. Jede silberne Reihe zählt nach ihren Kreuzen: Drei Reihen mit je einem Kreuz bringen schon 6.',
    'The white, blue and pink dice were not lower than your 4: they are still yours. Roll them.':
        'Der weiße, der blaue und der rosa Würfel waren nicht niedriger als deine 4: Sie gehören noch dir. Würfle mit ihnen.',
    'Take the blue 5. Blue counts blue + white: 5 + 6 = 11 in its first box. Every later sum must be at most the one before it, so a high start leaves room.':
        'Nimm die blaue 5. Blau zählt Blau + Weiß: 5 + 6 = 11 in seinem ersten Feld. Jede spätere Summe darf höchstens so hoch sein wie die davor, also lässt ein hoher Anfang Platz.',
    'The pink 2 went to the platter; the white 6 stayed with you. Roll it for your third choice.':
        'Die rosa 2 kam auf das Tablett; die weiße 6 ist bei dir geblieben. Würfle mit ihr für deine dritte Wahl.',
    'The white die counts as any colour: take the white 3 as yellow and circle a yellow 3. A yellow number is circled first and crossed later; only crosses score.':
        'Der weiße Würfel zählt als jede Farbe: Nimm die weiße 3 als Gelb und kreise eine gelbe 3 ein. Eine gelbe Zahl wird erst eingekreist und später angekreuzt; nur Kreuze bringen Punkte.',
    "Take the green 3 from the platter: green writes the die times the number of its box, here 3 × 2 = 6. Green's boxes go in pairs, each scoring its first box minus its second: a high first box is good.":
        'Nimm die grüne 3 vom Tablett: Grün schreibt den Würfel mal die Zahl seines Felds, hier 3 × 2 = 6. Die grünen Felder bilden Paare, jedes zählt sein erstes Feld minus sein zweites: Ein hohes erstes Feld ist gut.',
    'Take the yellow 3 and cross the 3 you circled: now it scores. The white 2 and green 1 go to the platter; the silver 3 is not lower, so it stays.':
        'Nimm die gelbe 3 und kreuze die 3 an, die du eingekreist hast: Jetzt bringt sie Punkte. Die weiße 2 und die grüne 1 kommen auf das Tablett; die silberne 3 ist nicht niedriger, also bleibt sie.',
    'Roll the blue, pink and silver dice.':
        'Würfle mit dem blauen, dem rosa und dem silbernen Würfel.',
    "Take the blue 6: with the white 2 from the platter it makes 8, not more than the 11 before it. Blue's second box gives a return action.":
        'Nimm die blaue 6: Mit der weißen 2 vom Tablett ergibt sie 8, nicht mehr als die 11 davor. Das zweite blaue Feld bringt eine Rückhol-Aktion.',
    'A return could now bring a platter die back into the cup; keep yours for later. Roll the pink die.':
        'Mit Rückholen könntest du jetzt einen Würfel vom Tablett zurück in den Becher holen; heb es dir für später auf. Würfle mit dem rosa Würfel.',
    'A pink 1 would score just 1. In Twice as Clever you may skip a roll you do not want: skip this one. It counts as your third roll.':
        'Eine rosa 1 brächte nur 1 Punkt. In Doppelt so clever darfst du einen Wurf auslassen, den du nicht willst: Lass diesen aus. Er zählt als dein dritter Wurf.',
    "Your +1 action enters any die again at the end of your turn, the platter's too: take the green 1 into green's second box. 1 × 2 = 2, so the pair scores 6 − 2 = 4, and the box gives a reroll.":
        'Deine +1-Aktion trägt am Ende deines Zugs einen Würfel noch einmal ein, auch einen vom Tablett: Nimm die grüne 1 für das zweite grüne Feld. 1 × 2 = 2, also zählt das Paar 6 − 2 = 4, und das Feld bringt einen Neuwurf.',
    "The blue 4 does not fit: with the white 5 it makes 9, more than blue's 8. Take the pink 3 instead: pink takes any number, and its first two boxes have no bonus.":
        'Die blaue 4 passt nicht: Mit der weißen 5 ergibt sie 9, mehr als die 8 in Blau. Nimm stattdessen die rosa 3: Rosa nimmt jede Zahl, und seine ersten zwei Felder haben keinen Bonus.',
    'Round 3 starts and gives you another return action: you now hold two. Roll all six dice.':
        'Runde 3 beginnt und bringt dir eine weitere Rückhol-Aktion: Jetzt hast du zwei. Würfle mit allen sechs Würfeln.',
    "Take the pink 6 into pink's second box. Every other die is lower, so they all go to the platter and your cup is empty.":
        'Nimm die rosa 6 für das zweite rosa Feld. Alle anderen Würfel sind niedriger, also kommen sie alle auf das Tablett, und dein Becher ist leer.',
    'Your turn need not end: a return takes a die from the platter back into the cup. Return the green 4.':
        'Dein Zug muss nicht enden: Rückholen holt einen Würfel vom Tablett zurück in den Becher. Hol die grüne 4 zurück.',
    'Roll the green die again.':
        'Würfle noch einmal mit dem grünen Würfel.',
    "Take the green 5: 5 × 2 = 10 in the first box of green's second pair.":
        'Nimm die grüne 5: 5 × 2 = 10 im ersten Feld des zweiten grünen Paars.',
    'Your cup is empty again. Keep your last return for a later turn: end your turn.':
        'Dein Becher ist wieder leer. Heb dir deine letzte Rückhol-Aktion für einen späteren Zug auf: Beende deinen Zug.',
    "Pink's third box gives a reroll, but only for a 2 or more: the pink 1 would earn nothing there. Take the white 2 as pink and earn the reroll.":
        'Das dritte rosa Feld bringt einen Neuwurf, aber nur für eine 2 oder mehr: Die rosa 1 brächte dort nichts. Nimm die weiße 2 als Rosa und hol dir den Neuwurf.',
    'You know what is new in Twice as Clever! Round 4 begins with a black ?: a ? in any area you choose. Play on from here, or start a normal game whenever you like.':
        'Du kennst das Neue an Doppelt so clever! Runde 4 beginnt mit einem schwarzen ?: ein ? in einem Bereich deiner Wahl. Spiel von hier aus weiter, oder starte ein normales Spiel, wann immer du möchtest.',
}
