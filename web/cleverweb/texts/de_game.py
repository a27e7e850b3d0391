"""German for the game page (web/cleverweb: menus, screens, sheet labels, replays,
daily challenge, the Rules dialog).

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- app.py: messages, dialogs, sharing
    "The unreadable save was kept aside; this new game will be saved instead.":
        "Der unlesbare Spielstand wurde beiseitegelegt; stattdessen wird dieses neue Spiel "
        "gespeichert.",
    "Review stopped.": "Auswertung angehalten.",
    "End it and play the daily challenge": "Beenden und die Tagesaufgabe spielen",
    "Send the final score to the other players": "Den Endstand an die anderen schicken",
    "it is an older link of the game in this browser (it has {n} moves, the game here {here}): "
    "open the newest link":
        "es ist ein älterer Link zum Spiel in diesem Browser (er hat {n} Züge, das Spiel hier "
        "{here}): öffne den neuesten Link",
    "it could not be read ({error})": "er konnte nicht gelesen werden ({error})",
    "This game was changed in another tab or window.":
        "Dieses Spiel wurde in einem anderen Tab oder Fenster geändert.",
    "This game is not finished: the replay ends where the link was made.":
        "Dieses Spiel ist nicht zu Ende: die Wiederholung endet dort, wo der Link erstellt "
        "wurde.",
    "Load the latest game": "Neuesten Spielstand laden",
    "The coach is thinking…": "Der Coach denkt nach …",
    "Game log": 'Spielprotokoll',
    "The coach could not judge this move ({error}).":
        "Der Coach konnte diesen Zug nicht bewerten ({error}).",
    "End it and play this seed": "Beenden und diesen Startwert spielen",
    "Your part in our game of {game}: {url}": "Dein Teil in unserem Spiel {game}: {url}",
    "This browser did not allow copying: the link is selected, copy it yourself.":
        "Dieser Browser hat das Kopieren nicht erlaubt: der Link ist markiert, kopiere ihn "
        "selbst.",
    "Result copied.": "Ergebnis kopiert.",
    "Link copied.": "Link kopiert.",
    "The game could not be saved in this browser (its storage is full or switched off): it is "
    "lost if this page is closed.":
        "Das Spiel konnte in diesem Browser nicht gespeichert werden (sein Speicher ist voll "
        "oder abgeschaltet): es geht verloren, wenn diese Seite geschlossen wird.",
    "This game is in the history.": 'Diese Partie steht im Verlauf.',
    "This game could not be added to the history: {why}.":
        'Diese Partie konnte nicht in den Verlauf aufgenommen werden: {why}.',
    "Score sheets": "Spielblätter",
    "The computer player failed ({error}).": "Der Computerspieler ist gescheitert ({error}).",
    "Thinking about a suggestion…": "Ein Vorschlag wird überlegt …",
    "The hint failed ({error}).": "Der Tipp ist gescheitert ({error}).",
    "Reviewing your {n} decisions…": "Deine {n} Entscheidungen werden ausgewertet …",
    "Reviewing {name}'s {n} decisions…": "Die {n} Entscheidungen von {name} werden ausgewertet …",
    "The review failed ({error}).": "Die Auswertung ist gescheitert ({error}).",
    "Reviewing {n} of {total}…": "Auswertung {n} von {total} …",
    "Review done.": "Auswertung fertig.",
    "Review done: {points} points below the suggestions; {n} of {total} decisions matched.":
        "Auswertung fertig: {points} Punkte unter den Vorschlägen; {n} von {total} "
        "Entscheidungen stimmten überein.",
    "With real dice every seat is a person at the table: choose a person for each seat, or "
    "untick Play with real dice.":
        "Mit echten Würfeln sitzt auf jedem Platz ein Mensch am Tisch: wähle für jeden Platz "
        "einen Menschen, oder nimm den Haken bei „Mit echten Würfeln spielen“ heraus.",
    "Play by link deals the dice from the link: untick Play with real dice or Play by link.":
        "Beim Spiel per Link kommen die Würfel aus dem Link: nimm den Haken bei „Mit echten "
        "Würfeln spielen“ oder bei „Per Link spielen“ heraus.",
    "Close the rules": "Regeln schließen",
    "Close": "Schließen",
    "The full rules, with live demos": "Die ganzen Regeln, mit Live-Beispielen",
    "You": "Du",
    "End it and start a solo game": "Beenden und ein Solospiel beginnen",
    # --- bylink.py
    "The game in progress in this browser will be kept aside (not deleted) and this one takes "
    "its place.":
        "Das laufende Spiel in diesem Browser wird beiseitegelegt (nicht gelöscht), und dieses "
        "tritt an seine Stelle.",
    "{game}, played by {names} on their own devices (round {round} of {rounds}). It is {name}'s "
    "part now. If you are {name}, play it here, then send the link on.":
        "{game}, gespielt von {names} auf ihren eigenen Geräten (Runde {round} von {rounds}). "
        "Jetzt ist {name} an der Reihe. Wenn du {name} bist, spiel deinen Teil hier und schick "
        "den Link dann weiter.",
    "A game by link: {name}'s turn": "Ein Spiel per Link: {name} ist dran",
    "I am {name}: play my part": "Ich bin {name}: meinen Teil spielen",
    "Only watch the game so far": "Das Spiel bisher nur ansehen",
    "Links are checked by replaying every move through the rules, so a move the rules forbid, "
    "or a link changed by hand, is refused. They are meant for friendly play and do not stop "
    "cheating by someone who wants to: the link holds the seed, so a player who reads it could "
    "work out the dice in advance; a player can try a move, look at the result and send a "
    "different one from an older link; and anyone who gets a link can play the part of the "
    "person it was meant for.":
        "Links werden geprüft, indem jeder Zug noch einmal nach den Regeln gespielt wird: ein "
        "Zug, den die Regeln verbieten, oder ein von Hand geänderter Link wird abgelehnt. Sie "
        "sind für freundschaftliche Partien gedacht und verhindern kein Schummeln, wenn es "
        "jemand darauf anlegt: der Link enthält den Startwert, wer ihn liest, könnte die Würfel "
        "vorausberechnen; man kann einen Zug ausprobieren, das Ergebnis ansehen und aus einem "
        "älteren Link einen anderen schicken; und wer einen Link bekommt, kann den Teil der "
        "Person spielen, für die er gedacht war.",
    "Play by link needs 2 to 4 players.": "Ein Spiel per Link braucht 2 bis 4 Personen.",
    "In a game played by link every seat is a person on their own device.":
        "Bei einem Spiel per Link sitzt auf jedem Platz ein Mensch an seinem eigenen Gerät.",
    "Share with {name}…": "Mit {name} teilen …",
    "Your part is done (round {round} of {rounds}). Send this link to {name}: it carries the "
    "whole game. {name} opens it, plays their part and sends a link back (or on). Open the link "
    "you get back here, in this browser, to go on.":
        "Dein Teil ist gespielt (Runde {round} von {rounds}). Schick diesen Link an {name}: er "
        "enthält das ganze Spiel. {name} öffnet ihn, spielt den eigenen Teil und schickt einen "
        "Link zurück (oder weiter). Öffne den Link, den du zurückbekommst, hier in diesem "
        "Browser, um weiterzuspielen.",
    '{name} was drawn to start. Send this link to {name}: it carries the whole game. {name} opens it, plays their part and sends a link back (or on). Open the link you get back here, in this browser, to play yours.':
        '{name} wurde als Erste oder Erster ausgelost. Schick diesen Link an {name}: er enthält das ganze Spiel. {name} öffnet ihn, spielt den eigenen Teil und schickt einen Link zurück (oder weiter). Öffne den Link, den du zurückbekommst, hier in diesem Browser, um deinen Teil zu spielen.',
    'Now choose the value to write in {box} (1 to 6, the value buttons by the dice), then tap the box again.':
        'Wähle jetzt den Wert für {box} (1 bis 6, die Wert-Knöpfe bei den Würfeln) und tippe dann noch einmal auf das Feld.',
    'The bonus cannot go in {box}. Choose its area first (the area buttons by the dice).':
        'Der Bonus kann nicht in {box}. Wähle zuerst seinen Bereich (die Bereichs-Knöpfe bei den Würfeln).',
    'The bonus cannot go in {box}. Choose the value to write first (1 to 6, the value buttons by the dice).':
        'Der Bonus kann nicht in {box}. Wähle zuerst den Wert (1 bis 6, die Wert-Knöpfe bei den Würfeln).',
    "No hints in the daily challenge: the day's best score is your own.":
        'Keine Tipps in der Tagesaufgabe: Die Bestleistung des Tages ist ganz deine eigene.',
    "Send the game to {name}": "Das Spiel an {name} schicken",
    "Link for {name}": "Link für {name}",
    "Copy the link": "Link kopieren",
    # --- daily.py
    "{game}: daily challenge of {day} (UTC)": "{game}: Tagesaufgabe vom {day} (UTC)",
    "{n} points ({title})": ("{n} Punkt ({title})", "{n} Punkte ({title})"),
    "{n} points": ("{n} Punkt", "{n} Punkte"),
    "{areas}, foxes {n}": "{areas}, Füchse {n}",
    "My best today: {best}. Streak: {n} days.": (
        "Mein Bestwert heute: {best}. Serie: {n} Tag.",
        "Mein Bestwert heute: {best}. Serie: {n} Tage."),
    "Watch or check the game: {url}": "Das Spiel ansehen oder prüfen: {url}",
    "Your daily challenge result": "Dein Ergebnis der Tagesaufgabe",
    "Share this game": "Dieses Spiel teilen",
    "Share": "Teilen",
    "Link to this game (it carries the whole game: anyone can watch it or check it, even "
    "offline)":
        "Link zu diesem Spiel (er enthält das ganze Spiel: alle können es ansehen oder prüfen, "
        "auch offline)",
    "Copy the result": "Ergebnis kopieren",
    "Daily challenge of {day} (UTC). Not finished yet. Streak: {n} days.": (
        "Tagesaufgabe vom {day} (UTC). Noch nicht beendet. Serie: {n} Tag.",
        "Tagesaufgabe vom {day} (UTC). Noch nicht beendet. Serie: {n} Tage."),
    "Daily challenge of {day} (UTC). Today's best: {best}. Streak: {n} days.": (
        "Tagesaufgabe vom {day} (UTC). Bestwert heute: {best}. Serie: {n} Tag.",
        "Tagesaufgabe vom {day} (UTC). Bestwert heute: {best}. Serie: {n} Tage."),
    "Daily challenge of {day} (UTC). That day's best: {best}. Streak: {n} days.": (
        "Tagesaufgabe vom {day} (UTC). Bestwert an dem Tag: {best}. Serie: {n} Tag.",
        "Tagesaufgabe vom {day} (UTC). Bestwert an dem Tag: {best}. Serie: {n} Tage."),
    "Ready.": "Bereit.",
    # --- replay.py
    "The coach is not available for this game yet.":
        "Der Coach ist für dieses Spiel noch nicht verfügbar.",
    "That move was the only one possible: nothing to judge.":
        "Dieser Zug war der einzig mögliche: nichts zu bewerten.",
    "The coach agrees: {action} was its choice too (or worth the same).":
        "Der Coach stimmt zu: {action} wäre auch seine Wahl gewesen (oder gleich viel wert).",
    "The coach would have played {action}; the move played was about {points} points below it "
    "(the coach's estimate of the final score).":
        "Der Coach hätte {action} gespielt; der gespielte Zug lag etwa {points} Punkte darunter "
        "(nach der Schätzung des Coachs für den Endstand).",
    "the game's start": "Spielbeginn",
    "move {n} of {total} (the end)": "Zug {n} von {total} (das Ende)",
    "move {n} of {total}": "Zug {n} von {total}",
    "Round {n}": "Runde {n}",
    "Whose sheet to show": "Wessen Spielblatt gezeigt wird",
    "Score sheet of {name}": "Spielblatt von {name}",
    "Start": "Anfang",
    "Back": "Zurück",
    "Forward": "Weiter",
    "End": "Ende",
    "Jump to": "Springe zu",
    "Round {n}, {where}. {move} Points now: {totals}.":
        "Runde {n}, {where}. {move} Punkte jetzt: {totals}.",
    "Your sheet": "Dein Spielblatt",
    "{name}'s sheet": "Spielblatt von {name}",
    "Dice table as it was": "Der Würfeltisch, wie er war",
    "Score sheet as it was": "Das Spielblatt, wie es war",
    "Replay of a shared game": "Wiederholung eines geteilten Spiels",
    "Replay of a daily challenge": "Wiederholung einer Tagesaufgabe",
    "Replay of your game": "Wiederholung deines Spiels",
    "Coach's view of this move": "Was der Coach zu diesem Zug sagt",
    "Play this seed yourself": "Diesen Startwert selbst spielen",
    "{game}; {players}; final score: {scores}.": "{game}; {players}; Endstand: {scores}.",
    "Replay controls": "Steuerung der Wiederholung",
    "Close the replay": "Wiederholung schließen",
    "This link's game could not be opened": "Das Spiel dieses Links ließ sich nicht öffnen",
    "The link was refused: {reason}.": "Der Link wurde abgelehnt: {reason}.",
    "Nothing was changed: your own game and records in this browser are as they were. Ask for "
    "the link again, copied whole.":
        "Nichts wurde geändert: dein eigenes Spiel und deine Bestwerte in diesem Browser sind "
        "wie vorher. Lass dir den Link noch einmal schicken, vollständig kopiert.",
    "Go to my game": "Zu meinem Spiel",
    "Just rolled": "Gerade gewürfelt",
    "Set aside": "Beiseitegelegt",
    "Die fields": "Würfelfelder",
    "Silver platter": "Silbertablett",
    "In the cup": "Im Becher",
    "The game is set up; nothing has been played yet.":
        "Das Spiel ist vorbereitet; es wurde noch nichts gespielt.",
    "{name}: {action}.": "{name}: {action}.",
    # --- review.py
    "Round {n}, {turn}": "Runde {n}, {turn}",
    "passive turn": "passiver Zug",
    "active turn": "aktiver Zug",
    "{name}'s turn": "Zug von {name}",
    # --- screens.py: the new-game form
    "Your game in progress is kept until you start a new one.":
        "Dein laufendes Spiel bleibt erhalten, bis du ein neues beginnst.",
    "Back to the game": "Zurück zum Spiel",
    "Play solo now": "Jetzt solo spielen",
    "Learn by playing": "Spielend lernen",
    "Learn by playing: {game}": "Spielend lernen: {game}",
    "Game": "Spiel",
    "Number of players": "Anzahl der Spieler",
    "Seats": "Plätze",
    "A computer seat plays by itself.": 'Ein Platz des Computers spielt von selbst.',
    "Options": "Optionen",
    "Seed (optional, a whole number: the same seed gives the same dice)":
        "Startwert (freiwillig, eine ganze Zahl: derselbe Startwert ergibt dieselben Würfel)",
    'Allow undo of one\'s last decision (untick for "honest dice")':
        'Rücknahme der letzten Entscheidung erlauben (abwählen für „ehrliche Würfel“)',
    "Play by link: each person on their own device":
        'Per Link spielen: jede Person auf ihrem eigenen Gerät',
    "This device plays seat 1; when your part is done you send the next player a link that "
    "carries the game, and they send it on. No server: friendly play only (no undo).":
        'Dieses Gerät spielt Platz 1; wenn dein Teil erledigt ist, schickst du dem nächsten '
        'Spieler einen Link mit der Partie, und der schickt ihn weiter. Kein Server: nur '
        'freundschaftliches Spiel (keine Rücknahme).',
    "Play with real dice: roll your own dice at the table and tap in the values":
        'Mit echten Würfeln spielen: Würfle am Tisch mit deinen eigenen Würfeln und tippe die '
        'Zahlen ein',
    "Start game": "Spiel starten",
    "Table options of {game} (all off in the standard rules)":
        "Tischregeln für {game} (in den Standardregeln alle aus)",
    "Choose 1 to 4 players.": "Wähle 1 bis 4 Personen.",
    "Seat {n} needs a name.": "Platz {n} braucht einen Namen.",
    "Two seats are called {name}: give each its own name.":
        "Zwei Plätze heißen {name}: gib jedem einen eigenen Namen.",
    "The seed must be a whole number (digits only), or left empty.":
        "Der Startwert muss eine ganze Zahl sein (nur Ziffern) oder leer bleiben.",
    "Your game is not finished (round {round} of {rounds}). A new game replaces it: it cannot "
    "be resumed afterwards.":
        "Dein Spiel ist nicht zu Ende (Runde {round} von {rounds}). Ein neues Spiel ersetzt es: "
        "es kann danach nicht fortgesetzt werden.",
    "{name}'s game is not finished (round {round} of {rounds}). A new game replaces it: it "
    "cannot be resumed afterwards.":
        "Das Spiel von {name} ist nicht zu Ende (Runde {round} von {rounds}). Ein neues Spiel "
        "ersetzt es: es kann danach nicht fortgesetzt werden.",
    "The game of {names} and {last} is not finished (round {round} of {rounds}). A new game "
    "replaces it: it cannot be resumed afterwards.":
        "Das Spiel von {names} und {last} ist nicht zu Ende (Runde {round} von {rounds}). Ein "
        "neues Spiel ersetzt es: es kann danach nicht fortgesetzt werden.",
    "End this game?": "Dieses Spiel beenden?",
    "Keep playing": "Weiterspielen",
    "Pass the device to {name}": "Gib das Gerät an {name} weiter",
    "I am {name}: show my sheet": "Ich bin {name}: mein Spielblatt zeigen",
    # --- screens.py: the prompt
    "{name} is playing: {what}.": "{name} spielt: {what}.",
    "{name}: roll all six dice for your passive turn.":
        "{name}: würfle alle sechs Würfel für deinen passiven Zug.",
    "{name}: roll the dice (choice {n} of {of}).": "{name}: würfle (Wahl {n} von {of}).",
    "{what}: choose the area first.": "{what}: wähle zuerst den Bereich.",
    "{what}: choose the value to write in {area} (1 to 6).":
        "{what}: wähle die Zahl, die du in {area} einträgst (1 bis 6).",
    "{what}: choose the value to write (1 to 6).":
        "{what}: wähle die Zahl, die du einträgst (1 bis 6).",
    '{what}: a {value}; choose the highlighted box.': '{what}: eine {value}; wähle das markierte Feld.',
    '{what}: choose the highlighted box.': '{what}: wähle das markierte Feld.',
    "{what}: a {value}; choose one of the highlighted boxes.":
        "{what}: eine {value}; wähle eines der markierten Felder.",
    "{what}: choose one of the highlighted boxes.": "{what}: wähle eines der markierten Felder.",
    ", polished to {face}": ", poliert auf {face}",
    "{face}, polished to {polished},": "{face}, poliert auf {polished},",
    "{name}: the {die} {face} is selected; it fits nowhere as it is: polish it up or down.":
        "{name}: der Würfel {die} ({face}) ist gewählt; so passt er nirgends: poliere ihn "
        "hoch oder runter.",
    "{name}: the {die} {face} is selected; choose one of the {n} highlighted boxes.": (
        "{name}: der Würfel {die} ({face}) ist gewählt; wähle das markierte Feld.",
        "{name}: der Würfel {die} ({face}) ist gewählt; wähle eines der {n} markierten "
        "Felder."),
    "{name}: none of these dice can be entered. Use a reroll or give up this roll.":
        "{name}: keiner dieser Würfel lässt sich eintragen. Nutze einen Neuwurf oder gib "
        "diesen Wurf auf.",
    "{name}: none of these dice can be entered. This roll is lost: give it up.":
        "{name}: keiner dieser Würfel lässt sich eintragen. Dieser Wurf ist verloren: gib ihn "
        "auf.",
    "{name}: choose a die to enter (choice {n} of {of}).":
        "{name}: wähle einen Würfel zum Eintragen (Wahl {n} von {of}).",
    "{name}: no platter die fits the sheet, so you may take one of the other dice, or pass.":
        "{name}: kein Würfel vom Silbertablett passt aufs Spielblatt, also darfst du einen der "
        "anderen Würfel nehmen oder passen.",
    "{name}: take a die from the silver platter, or pass.":
        "{name}: nimm einen Würfel vom Silbertablett oder passe.",
    "{name}: you may use a +1 action ({left} left): choose any die and a box, or end your "
    "turn.":
        "{name}: du darfst eine +1-Aktion nutzen (noch {left}): wähle einen beliebigen Würfel "
        "und ein Feld, oder beende deinen Zug.",
    "{name}: you may use a +1 action ({left} left): choose any die and a box, or finish.":
        "{name}: du darfst eine +1-Aktion nutzen (noch {left}): wähle einen beliebigen Würfel "
        "und ein Feld, oder beende.",
    # --- screens.py: the controls
    "Roll for the passive turn: tap in the values":
        "Für den passiven Zug würfeln: Augenzahlen eintippen",
    "Roll the dice: tap in the values": "Würfeln: Augenzahlen eintippen",
    "Roll for the passive turn": "Für den passiven Zug würfeln",
    "Roll the dice": "Würfeln",
    "Enter {action}": "Eintragen: {action}",
    "Give up this roll": "Diesen Wurf aufgeben",
    "Reroll ({left} left)": "Neuwurf (noch {left})",
    "Put back the {die} die": "Würfel {die} zurücklegen",
    "Hint": "Tipp",
    "Pass (take no die)": "Passen (keinen Würfel nehmen)",
    "End turn (no more +1)": "Zug beenden (kein +1 mehr)",
    "Finish (no more +1)": "Beenden (kein +1 mehr)",
    "{die} die shows {face}": "Würfel {die} zeigt {face}",
    "{die} die": "Würfel {die}",
    "The values of your real dice (reroll):": "Die Augenzahlen deiner echten Würfel (Neuwurf):",
    "The values of your real dice (roll):": "Die Augenzahlen deiner echten Würfel (Wurf):",
    "Enter these dice": "Diese Würfel übernehmen",
    "The {die} die shows {face} (rolled {rolled}); {left} polish left":
        "Würfel {die} zeigt {face} (gewürfelt {rolled}); noch {left}-mal polieren",
    "The {die} die shows {face}; {left} polish left":
        "Würfel {die} zeigt {face}; noch {left}-mal polieren",
    "Polish the {die} die": "Würfel {die} polieren",
    "Polish down to {face}": "Runter polieren auf {face}",
    "Polish down": "Runter polieren",
    "Polish up to {face}": "Hoch polieren auf {face}",
    "Polish up": "Hoch polieren",
    "Area for the bonus": "Bereich für den Bonus",
    "Value to write": "Einzutragende Zahl",
    "Value to write in {area}": "Zahl zum Eintragen in {area}",
    "Write:": "Eintragen:",
    "write a {value} in {area}": "eine {value} in {area} eintragen",
    "write a {value}": "eine {value} eintragen",
    "computer": "Computer",
    "{name} (computer)": "{name} (Computer)",
    "Dice table": "Würfeltisch",
    "Score sheet": "Spielblatt",
    "(looking only: {name} decides now)": "(nur ansehen: {name} entscheidet jetzt)",
    "suggested by the hint:": "vom Tipp vorgeschlagen:",
    # --- screens.py: the end of the game
    "{name} scored {points} points.": "{name} hat {points} Punkte erzielt.",
    "Shared victory: {names} and {last} with {points} points each (and the same best area, "
    "{top}).":
        "Geteilter Sieg: {names} und {last} mit je {points} Punkten (und demselben besten "
        "Bereich, {top}).",
    "{name} wins: tied on {points} points, broken by the best single area ({top} points).":
        "{name} gewinnt: Gleichstand mit {points} Punkten, entschieden durch den besten "
        "einzelnen Bereich ({top} Punkte).",
    "{name} wins with {points} points.": "{name} gewinnt mit {points} Punkten.",
    "Review my decisions": "Meine Entscheidungen auswerten",
    "Review your decisions": "Deine Entscheidungen auswerten",
    "Review {name}'s decisions": "Entscheidungen von {name} auswerten",
    "The coach replays the game and says, for each decision that had a choice, how many points "
    "it was below the suggestion.":
        "Der Coach spielt die Partie nach und sagt bei jeder Entscheidung, bei der es eine Wahl "
        "gab, wie viele Punkte sie unter seinem Vorschlag lag.",
    "Review of your decisions": "Auswertung deiner Entscheidungen",
    "Review of {name}'s decisions": "Auswertung der Entscheidungen von {name}",
    "Reviewing {n} of {total}": "Auswertung {n} von {total}",
    "Stop the review": "Auswertung anhalten",
    "Your game had no decision with more than one choice.":
        "Dein Spiel hatte keine Entscheidung mit mehr als einer Wahl.",
    "{name}'s game had no decision with more than one choice.":
        "Das Spiel von {name} hatte keine Entscheidung mit mehr als einer Wahl.",
    "In all, your decisions were {points} points below the coach's suggestions (its estimate of "
    "the final score).":
        "Insgesamt lagen deine Entscheidungen {points} Punkte unter den Vorschlägen des Coachs "
        "(nach seiner Schätzung des Endstands).",
    "In all, {name}'s decisions were {points} points below the coach's suggestions (its "
    "estimate of the final score).":
        "Insgesamt lagen die Entscheidungen von {name} {points} Punkte unter den Vorschlägen des "
        "Coachs (nach seiner Schätzung des Endstands).",
    "{n} of {total}": "{n} von {total}",
    "decisions matched the suggestion (or were worth the same).":
        "Entscheidungen entsprachen dem Vorschlag (oder waren gleich viel wert).",
    "No decision cost points. Well played!": "Keine Entscheidung hat Punkte gekostet. Gut gespielt!",
    "a person": 'einem Menschen',
    "{when}, action {n}:": "{when}, Aktion {n}:",
    "{who}: {played}; suggested: {suggested}": "{who}: {played}; vorgeschlagen: {suggested}",
    "(\u2212{points} points)": "(\u2212{points} Punkte)",
    "The decisions that cost points, largest first":
        "Die Entscheidungen, die Punkte gekostet haben, die teuersten zuerst",
    "The {n} decisions that cost the most points (of {more})":
        "Die {n} Entscheidungen, die am meisten Punkte gekostet haben (von {more})",
    "the computer ({level})": 'dem Computer ({level})',
    "The review of decisions is not available for this game yet.":
        "Die Auswertung der Entscheidungen gibt es für dieses Spiel noch nicht.",
    "Review of the decisions": "Auswertung der Entscheidungen",
    "(winner)": "(Sieg)",
    "Final score": "Endstand",
    "Points per area, foxes and total": "Punkte je Bereich, Füchse und Summe",
    "Player": "Spieler",
    "Total": "Summe",
    "Play again (same seats)": "Noch einmal (gleiche Plätze)",
    "Replay this game step by step": "Dieses Spiel Schritt für Schritt wiederholen",
    "History of games": 'Verlauf der Partien',
    "The saved game could not be read": "Der gespeicherte Spielstand ließ sich nicht lesen",
    "The game saved in this browser could not be loaded: {reason}.":
        "Das in diesem Browser gespeicherte Spiel konnte nicht geladen werden: {reason}.",
    'It has not been deleted: starting a new game keeps it aside in this browser, and the history page lists it, to download or delete.':
        'Es wurde nicht gelöscht: Ein neues Spiel legt es in diesem Browser beiseite, und die Seite Spielverlauf führt es auf, zum Herunterladen oder Löschen.',
    "Start a new game": "Ein neues Spiel beginnen",
    "No game yet.": "Noch kein Spiel.",
    "Game menu": "Spielmenü",
    "Menu": "Menü",
    "New game": "Neues Spiel",
    "Daily challenge": "Tagesaufgabe",
    "Undo": "Zurücknehmen",
    "Undo is switched off": "Zurücknehmen ist abgeschaltet",
    "Honest dice": "Ehrliche Würfel",
    "Rules": "Regeln",
    "Score counter": "Punktezähler",
    "History": 'Verlauf',
    "Statistics": "Statistik",
    "Faster computer": "Schnellerer Computer",
    "Computer": "Computer",
    "Player {n}": "Spieler {n}",
    "Seat {n} name": "Name auf Platz {n}",
    "played by": "gespielt von",
    # --- session.py: actions in words
    "the {what} in {where} with a +1 action polished by {by}":
        "{what} in {where} mit einer +1-Aktion, poliert um {by}",
    "the {what} in {where} polished by {by}": "{what} in {where}, poliert um {by}",
    "the {what} in {where} with a +1 action": "{what} in {where} mit einer +1-Aktion",
    "the {what} in {where}": "{what} in {where}",
    "the bonus {value} in {where}": "den Bonus {value} in {where}",
    "the bonus in {where}": "den Bonus in {where}",
    "finish your turn (no more +1 actions)": "deinen Zug beenden (keine +1-Aktionen mehr)",
    "finish (no more +1 actions)": "beenden (keine +1-Aktionen mehr)",
    "roll the dice": "würfeln",
    "use a reroll (roll these dice again)": "einen Neuwurf nutzen (diese Würfel neu würfeln)",
    "give up this roll: no die can be used": "diesen Wurf aufgeben: kein Würfel passt",
    "pass (take no die)": "passen (keinen Würfel nehmen)",
    "Table options: none (the standard rules).": "Tischregeln: keine (die Standardregeln).",
    "Table options: {options}.": "Tischregeln: {options}.",
    "Beginner": "Anfänger",
    "Skilled": "Geübt",
    "Expert": "Experte",
    "Master": "Meister",
    "Random (any legal move)": "Zufall (irgendein erlaubter Zug)",
    # --- session.py: messages
    "This is {name}'s sheet; go back to {who}'s sheet to play.":
        "Das ist das Spielblatt von {name}; geh zurück zum Spielblatt von {who}, um zu spielen.",
    "The {die} die is no longer selected.": "Würfel {die} ist nicht mehr gewählt.",
    "The {die} die cannot be entered on your sheet now.":
        "Würfel {die} lässt sich jetzt nicht auf deinem Spielblatt eintragen.",
    "The {die} die cannot be entered on {name}'s sheet now.":
        "Würfel {die} lässt sich jetzt nicht auf dem Spielblatt von {name} eintragen.",
    "This is {name}'s sheet; it is {who} who decides now.":
        "Das ist das Spielblatt von {name}; jetzt entscheidet {who}.",
    "Roll the dice first: {what}.": "Würfle zuerst: {what}.",
    "Choose a die first: the {dice} or the {last} die could go here.":
        "Wähle zuerst einen Würfel: Würfel {dice} oder {last} könnte hier hin.",
    "Choose a die first: the {die} die could go here.":
        "Wähle zuerst einen Würfel: Würfel {die} könnte hier hin.",
    "No die can be entered now. {what}": "Jetzt lässt sich kein Würfel eintragen. {what}",
    "No die can go in {box} now. Choose a die first: the boxes where it can go light up.":
        "In {box} kann jetzt kein Würfel. Wähle zuerst einen Würfel: die Felder, in die er "
        "passt, leuchten auf.",
    "that {area} box": "dieses Feld in {area}",
    "Choose a die and a box first.": "Wähle zuerst einen Würfel und ein Feld.",
    "not available for this game yet": "für dieses Spiel noch nicht verfügbar",
    "Unknown control {name}.": "Unbekanntes Bedienelement {name}.",
    "Roll the real dice, then tap the value each die shows.":
        "Würfle mit den echten Würfeln und tippe dann ein, was jeder Würfel zeigt.",
    "Press Roll the dice first.": "Drücke zuerst „Würfeln“.",
    "The {die} die is not being rolled now.": "Würfel {die} wird gerade nicht gewürfelt.",
    "Tap the value of the {die} die first.": "Tippe zuerst die Augenzahl von Würfel {die} ein.",
    "Tap the values of the {dice} and {last} dice first.":
        "Tippe zuerst die Augenzahlen der Würfel {dice} und {last} ein.",
    "Polish works only on a die taken from the silver platter, with polish left on your sheet.":
        "Polieren geht nur mit einem Würfel vom Silbertablett, und nur solange du auf deinem "
        "Spielblatt noch Polieren übrig hast.",
    "you have only {n} polish": "du kannst nur noch {n}-mal polieren",
    "a die goes from 1 to 6 (1 and 6 are not next to each other)":
        "ein Würfel geht von 1 bis 6 (1 und 6 liegen nicht nebeneinander)",
    "a {n} could not be entered anywhere": "eine {n} ließe sich nirgends eintragen",
    "The {die} die cannot show {n}: {why}.": "Würfel {die} kann keine {n} zeigen: {why}.",
    "A {n} cannot be written for this bonus now.":
        "Eine {n} lässt sich für diesen Bonus jetzt nicht eintragen.",
    "The bonus cannot go in {area} now.": "Der Bonus kann jetzt nicht in {area}.",
    "No dice are left to roll. You may still use a +1 action.":
        "Es sind keine Würfel mehr zum Würfeln übrig. Du darfst noch eine +1-Aktion nutzen.",
    "No dice are left to roll. {name} may still use a +1 action.":
        "Es sind keine Würfel mehr zum Würfeln übrig. {name} darf noch eine +1-Aktion nutzen.",
    "No dice are left to roll, so your turn is over.":
        "Es sind keine Würfel mehr zum Würfeln übrig, also ist dein Zug vorbei.",
    "No dice are left to roll, so {name}'s turn is over.":
        "Es sind keine Würfel mehr zum Würfeln übrig, also ist der Zug von {name} vorbei.",
    "That was your last choice: your turn is over.":
        "Das war deine letzte Wahl: dein Zug ist vorbei.",
    "That was {name}'s last choice: {name}'s turn is over.":
        "Das war die letzte Wahl von {name}: der Zug von {name} ist vorbei.",
    "Hints are not available for this game yet.":
        "Tipps gibt es für dieses Spiel noch nicht.",
    "There is nothing to decide.": "Es gibt nichts zu entscheiden.",
    "Suggested: {action} (+{more} points over the next best choice); expected final score "
    "about {score}.":
        "Vorschlag: {action} (+{more} Punkte gegenüber der nächstbesten Wahl); erwarteter "
        "Endstand etwa {score}.",
    "Suggested: {action}; expected final score about {score}.":
        "Vorschlag: {action}; erwarteter Endstand etwa {score}.",
    "{what}.": "{what}.",
    "It is {name}'s part now, on their own device: send them the link.":
        "Jetzt ist {name} an der Reihe, am eigenen Gerät: schick den Link.",
    "It is {name} (computer) who plays now.": "Jetzt spielt {name} (Computer).",
    "Undo is switched off (honest dice).": "Zurücknehmen ist abgeschaltet (ehrliche Würfel).",
    "There is no decision of yours to take back.":
        "Es gibt keine Entscheidung von dir, die sich zurücknehmen ließe.",
    "Your last decision was taken back.": "Deine letzte Entscheidung wurde zurückgenommen.",
    "No computer seat is to move.": "Kein Computerplatz ist am Zug.",
    "The computer player's move no longer fits the game.":
        "Der Zug des Computers passt nicht mehr zum Spiel.",
    "it is not valid JSON ({error})": "es ist kein gültiges JSON ({error})",
    "it is not a saved game of this app": "es ist kein gespeichertes Spiel dieser App",
    "it comes from a newer version of this app": "es stammt aus einer neueren Version dieser App",
    "its list of seats is missing or wrong": "seine Liste der Plätze fehlt oder ist falsch",
    "its seats do not match the game's players":
        "seine Plätze passen nicht zu den Personen im Spiel",
    "{colour} {face}": "Würfel {colour} ({face})",
    # --- sheet/
    "{area} row {row} column {col}, sum {num}": "{area}: Reihe {row}, Spalte {col}, Summe {num}",
    "{area} row {row} column {col}, number {num}":
        "{area}: Reihe {row}, Spalte {col}, Zahl {num}",
    "B+W": "B+W",
    "{colour} box {n}": "{colour}: Feld {n}",
    "needs {n} or more": "braucht {n} oder mehr",
    "value times {n}": "Zahl mal {n}",
    "higher than the previous, anything after a 6": "höher als das vorige, nach einer 6 beliebig",
    "bonus {what}": "Bonus {what}",
    "\u2197 rising": "\u2197 steigend",
    "each entry higher than the one before": "jeder Eintrag höher als der vorige",
    "\u2212 minus": "\u2212 minus",
    "its sum counts as minus points": "ihre Summe zählt als Minuspunkte",
    "+ plus": "+ plus",
    "its sum counts as plus points": "ihre Summe zählt als Pluspunkte",
    "top row": "obere Reihe",
    "middle row": "mittlere Reihe",
    "bottom row": "untere Reihe",
    ", open": ", frei",
    ", {value} written": ", {value} eingetragen",
    ", crossed": ", angekreuzt",
    ", choose to enter here": ", hier eintragen möglich",
    "{area} {row}, box {n}: {rule}": "{area}, {row}, Feld {n}: {rule}",
    "full column": "volle Spalte",
    "{die} die \u2192 column": "Würfel {die} \u2192 Spalte",
    "{die} die \u2193 row": "Würfel {die} \u2193 Reihe",
    "{area} row {row}, column {col} ({first} {row}, {second} {col})":
        "{area}: Reihe {row}, Spalte {col} ({first} {row}, {second} {col})",
    ", on the diagonal": ", auf der Diagonale",
    ", on the other diagonal": ", auf der anderen Diagonale",
    "cross number {n} in a row: its bonus at the right":
        "{n}. Kreuz in einer Reihe: ihr Bonus rechts",
    "cross number {n} on the \u2198 diagonal: the bonus in the corner":
        "{n}. Kreuz auf der \u2198-Diagonale: der Bonus in der Ecke",
    "a column with {n}+ crosses: the points below":
        "eine Spalte mit {n}+ Kreuzen: die Punkte darunter",
    "the \u2199 diagonal with {n}+ crosses: {points} more":
        "die \u2199-Diagonale mit {n}+ Kreuzen: {points} mehr",
    ", a start part": ", ein Startteil",
    "bonus {what} and {other}": "Bonus {what} und {other}",
    "start part": "Startteil",
    "\u25b6 start part; a whole shade crossed: fox":
        "\u25b6 Startteil; ein ganzer Farbton angekreuzt: Fuchs",
    ", the field counts {n} times": ", das Feld zählt {n}-fach",
    "{area} box {n}, {points} points if it is the last filled":
        "{area}: Feld {n}, {points} Punkte, wenn es das letzte gefüllte ist",
    "bonus {what} on a {values} or {last}": "Bonus {what} bei {values} oder {last}",
    "bonus {what} on a {last}": "Bonus {what} bei einer {last}",
    ", {value} written again (no effect)": ", {value} noch einmal eingetragen (ohne Wirkung)",
    "writes another {value}": "trägt noch eine {value} ein",
    "bonus": "Bonus",
    "{value}: {what} and {other}": "{value}: {what} und {other}",
    "{area} area, {n} points": ("Bereich {area}, {n} Punkt", "Bereich {area}, {n} Punkte"),
    "cross the die's number": "die Zahl des Würfels ankreuzen",
    "Rerolls": "Neuwürfe",
    "Polish": "Polieren",
    "{title}: {gained} earned, {used} used, {left} left":
        "{title}: {gained} verdient, {used} genutzt, {left} übrig",
    "; the last space also gives {what}": "; das letzte Feld bringt außerdem {what}",
    "{n} left": "noch {n}",
    "Round {n} of {rounds}, game over": "Runde {n} von {rounds}, Spiel zu Ende",
    "Round {n} of {rounds}": "Runde {n} von {rounds}",
    "Round": "Runde",
    "Points: {areas}, {n} foxes worth {fox_points}; total {total} points": (
        "Punkte: {areas}, {n} Fuchs im Wert von {fox_points}; Summe {total} Punkte",
        "Punkte: {areas}, {n} Füchse im Wert von {fox_points}; Summe {total} Punkte"),
    "bonus: {what}": "Bonus: {what}",
    # --- table.py
    "used with +1 this turn": "in diesem Zug mit +1 genutzt",
    "Set aside (not on the platter)": "Beiseitegelegt (nicht auf dem Tablett)",
    "none left to roll": "keiner mehr zu würfeln",
    "die field {n}, empty": "Würfelfeld {n}, leer",
    "Your die fields": "Deine Würfelfelder",
    "{name}'s die fields": "Würfelfelder von {name}",
    "empty": "leer",
    "The turn is over. The dice as they were when you chose the {die} {face}:":
        "Der Zug ist vorbei. Die Würfel, wie sie lagen, als du Würfel {die} ({face}) gewählt "
        "hast:",
    "The turn is over. The dice as they were when {name} chose the {die} {face}:":
        "Der Zug ist vorbei. Die Würfel, wie sie lagen, als {name} Würfel {die} ({face}) "
        "gewählt hat:",
    "The turn is over. The dice as they were before your last decision:":
        "Der Zug ist vorbei. Die Würfel, wie sie vor deiner letzten Entscheidung lagen:",
    "The turn is over. The dice as they were before {name}'s last decision:":
        "Der Zug ist vorbei. Die Würfel, wie sie vor der letzten Entscheidung von {name} lagen:",
    "in the cup": "im Becher",
    "set aside": "beiseitegelegt",
    "{die} die, marked {letter}": "Würfel {die}, markiert mit {letter}",
    ", selected": ", gewählt",
    ", cannot be used now": ", jetzt nicht nutzbar",
    ", suggested by the hint": ", vom Tipp vorgeschlagen",
    "the one chosen": "der gewählte",
    # --- words.py: colours inside a sentence, and area titles
    "colour: white": "Weiß",
    "colour: yellow": "Gelb",
    "colour: blue": "Blau",
    "colour: green": "Grün",
    "colour: orange": "Orange",
    "colour: purple": "Lila",
    "colour: grey": "Grau",
    "colour: pink": "Rosa",
    # --- view.py: the engine failing at start-up
    "the rules engine could not be loaded ({detail}); this copy of the site may be "
    "incomplete":
        "die Spielregeln konnten nicht geladen werden ({detail}); dieser Stand der Seite ist vielleicht unvollständig",
    "the rules engine failed while starting ({detail})": "die Spielregeln sind beim Start gescheitert ({detail})",
    "One phone per player (each player plays their own sheet on their own phone)":
        "Ein Handy pro Person (jeder spielt sein eigenes Blatt auf seinem eigenen Handy)",
    "Seat 1 is you; the other seats are the other people at the table, in playing order (their names are optional). Every seat is a person.":
        "Platz 1 bist du; die anderen Plätze sind die anderen am Tisch, in Spielreihenfolge (Namen sind freiwillig). Jeder Platz ist ein Mensch.",
    "Who starts (one phone per player)":
        "Wer beginnt (ein Handy pro Person)",
    "First tap in the dice on the table, then press Done.":
        "Tippe zuerst die Würfel auf dem Tisch ein und drücke dann auf Fertig.",
    "{name}'s turn: now tap in the dice on {name}'s die fields, then press Done.":
        "{name} ist am Zug: Tippe jetzt die Würfel auf den Würfelfeldern von {name} ein und drücke dann auf Fertig.",
    "You scored {total} points. The other players' scores are on their own phones.":
        "Du hast {total} Punkte erzielt. Die Ergebnisse der anderen stehen auf ihren eigenen Handys.",
    "Seat 1 (you)":
        "Platz 1 (du)",
    "One phone per player is for 2 to 4 players: choose how many sit at the table.":
        "Ein Handy pro Person ist für 2 bis 4 Personen: Wähle, wie viele am Tisch sitzen.",
    "That is not a value to tap in now.":
        "Diese Zahl kann jetzt nicht eingetippt werden.",
    "{name}'s turn: tap in the dice {name} left on the silver platter, then press Done.":
        "{name} ist am Zug: Tippe die Würfel ein, die {name} auf dem Silbertablett gelassen hat, und drücke dann auf Fertig.",
    "The dice on {name}'s silver platter:":
        "Die Würfel auf dem Silbertablett von {name}:",
    "The dice on {name}'s die fields:":
        "Die Würfel auf den Würfelfeldern von {name}:",
    "With real dice":
        "Mit echten Würfeln",
    "One shared device":
        "Ein gemeinsames Gerät",
    "Not on the platter":
        "Nicht auf dem Tablett",
    "Done":
        "Fertig",
    "Clear":
        "Leeren",
    "Seat {n}":
        "Platz {n}",
    "Who starts must be one of the {n} players.":
        "Wer beginnt, muss eine der {n} Personen sein.",
    "Tap a value for every die first (missing: {dice}).":
        "Tippe zuerst für jeden Würfel eine Zahl (es fehlt: {dice}).",
    "{die} die is not on the platter":
        "Würfel {die} liegt nicht auf dem Tablett",
    # the daily challenge of each game (menu's choice)
    "Daily challenges": "Tagesaufgaben",
    "Each game has one solo challenge a day, the same dice for everyone. A new one starts "
    "at midnight UTC.":
        "Jedes Spiel hat pro Tag eine Solo-Aufgabe, mit denselben Würfeln für alle. Um "
        "Mitternacht UTC beginnt die nächste.",
    "Play today's {game} challenge": "Heutige Aufgabe von {game} spielen",
    "Back to today's {game} challenge": "Zurück zur heutigen Aufgabe von {game}",
    "Your score sheet":
        "Dein Spielblatt",
    # --- stored data (store.py): what was set aside, and why
    'This game is not saved: the unreadable save could not be kept aside ({reason}), so it stays saved instead.':
        'Dieses Spiel wird nicht gespeichert: Der unlesbare Spielstand konnte nicht beiseitegelegt werden ({reason}), darum bleibt er statt dessen gespeichert.',
    'The unreadable save was kept aside (the history page lists it); this new game will be saved instead.':
        'Der unlesbare Spielstand wurde beiseitegelegt (die Seite Spielverlauf führt ihn auf); statt dessen wird dieses neue Spiel gespeichert.',
    'This game is not saved: the game in progress could not be kept aside ({reason}), so it stays saved instead.':
        'Dieses Spiel wird nicht gespeichert: Das laufende Spiel konnte nicht beiseitegelegt werden ({reason}), darum bleibt es statt dessen gespeichert.',
    'This game was changed in another tab or window: the latest game is shown here, and your last move was not made.':
        'Dieses Spiel wurde in einem anderen Tab oder Fenster geändert: Hier wird das neueste Spiel gezeigt, und dein letzter Zug wurde nicht gemacht.',
    'This game is not saved: the game saved in this browser could not be kept aside ({reason}), so it stays saved instead.':
        'Dieses Spiel wird nicht gespeichert: Das in diesem Browser gespeicherte Spiel konnte nicht beiseitegelegt werden ({reason}), darum bleibt es statt dessen gespeichert.',
    'Something stored in this browser could not be read: {what} ({reason}). It was kept aside; the history page lists it.':
        'Etwas in diesem Browser Gespeichertes war nicht lesbar: {what} ({reason}). Es wurde beiseitegelegt; die Seite Spielverlauf führt es auf.',
    'Something stored in this browser could not be read: {what} ({reason}). It could not be kept aside ({failed}), so it is left as it was.':
        'Etwas in diesem Browser Gespeichertes war nicht lesbar: {what} ({reason}). Es konnte nicht beiseitegelegt werden ({failed}), darum bleibt es, wie es war.',
    'it is not a record of daily challenges':
        'es ist keine Bilanz der Tagesaufgaben',
    'it is not a set of new-game choices':
        'es sind keine Einstellungen für ein neues Spiel',
    '{first} {next}':
        '{first} {next}',
    'its moves could not be replayed ({error})':
        'seine Züge ließen sich nicht nachspielen ({error})',
    'no free place was found to keep it':
        'es fand sich kein freier Platz, um es aufzubewahren',
    'it is not something kept aside':
        'es ist nichts Beiseitegelegtes',
    'a game in progress':
        'ein laufendes Spiel',
    'the last new-game choices':
        'die letzten Einstellungen für ein neues Spiel',
    'the record of daily challenges':
        'die Bilanz der Tagesaufgaben',
    'the history of games':
        'der Spielverlauf',
    'games from the history':
        'Spiele aus dem Spielverlauf',
    'something this version cannot read':
        'etwas, das diese Version nicht lesen kann',
    'it could not be read':
        'es war nicht lesbar',
    'a game opened from a link took its place':
        'ein über einen Link geöffnetes Spiel trat an seine Stelle',
    'a kept game was resumed in its place':
        'an seiner Stelle wurde ein aufbewahrtes Spiel fortgesetzt',
    'a new game took its place':
        'ein neues Spiel trat an seine Stelle',
    "the browser's storage for this site is full":
        'der Speicher des Browsers für diese Seite ist voll',
    'this browser does not let the site store anything (private mode or blocked storage?)':
        'dieser Browser lässt die Seite nichts speichern (privater Modus oder blockierter Speicher?)',
    # --- the game's Rules dialog (rules_text.py)
    'Rules in short':
        'Die Regeln in Kürze',
    'The full rules of {title}, with live demos: {about}':
        'Die vollständigen Regeln von {title}, mit Live-Demos: {about}',
    'The full rules of {title}, with live demos':
        'Die vollständigen Regeln von {title}, mit Live-Demos',
    # --- Twice as Clever's silver rows (sheet/number_rows.py)
    '{area}, {row} row, number {num}': '{area}, Reihe {row}, Zahl {num}',
    'bonus {what} once every row has it': 'Bonus {what}, sobald jede Reihe diese Zahl hat',
    'marks in a row': 'Kreuze in einer Reihe',
    'row points': 'Punkte der Reihe',
    # --- Twice as Clever's yellow lattice (sheet/circles.py)
    '{area}, row {row}, number {num}': '{area}, Zeile {row}, Zahl {num}',
    ', circled': ', eingekreist',
    ', circled and crossed': ', eingekreist und angekreuzt',
    ', choose to circle it': ', hier einkreisen möglich',
    ', choose to cross it': ', hier ankreuzen möglich',
    'crosses': 'Kreuze',
    # --- Twice as Clever's blue, green and pink (sheet/falling.py, pairs.py, gated.py)
    'any sum': 'jede Summe',
    'at most {n}': 'höchstens {n}',
    'at most the sum before': 'höchstens die Summe davor',
    'pair {n}, first box': 'Paar {n}, erstes Feld',
    'pair {n}, second box': 'Paar {n}, zweites Feld',
    'the pair scores {points}': 'das Paar zählt {points}',
    'bonus {what} with {n} or more': 'Bonus {what} ab {n}',
    ', too low for its bonus': ', zu niedrig für seinen Bonus',
}
