"""German for playing Twice as Clever on the game page: the return, the silver
chain, skipping a roll (web/cleverweb: screens, session, words, the sheet's
return track).

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- words.py, sheet/strips.py
    "colour: silver": "Silber",
    "Returns": "Rückholen",
    # --- screens.py: prompts
    "{name}: roll the dice (choice {choice} of {of}), or first return a die from the silver "
    "platter to the cup to roll it too ({n} returns left).": (
        "{name}: würfle (Wahl {choice} von {of}) oder hol zuerst einen Würfel vom "
        "Silbertablett in den Becher zurück, um ihn mitzuwürfeln (noch {n}-mal Rückholen).",
        "{name}: würfle (Wahl {choice} von {of}) oder hol zuerst einen Würfel vom "
        "Silbertablett in den Becher zurück, um ihn mitzuwürfeln (noch {n}-mal Rückholen)."),
    "{name}: no dice are left in the cup. Return a die from the silver platter to roll it "
    "(choice {choice} of {of}; {n} returns left), or end your turn.": (
        "{name}: im Becher ist kein Würfel mehr. Hol einen Würfel vom Silbertablett zurück, "
        "um ihn zu würfeln (Wahl {choice} von {of}; noch {n}-mal Rückholen), oder beende "
        "deinen Zug.",
        "{name}: im Becher ist kein Würfel mehr. Hol einen Würfel vom Silbertablett zurück, "
        "um ihn zu würfeln (Wahl {choice} von {of}; noch {n}-mal Rückholen), oder beende "
        "deinen Zug."),
    "{name}: your choice went into silver, so the {n} dice it sent to the platter may be "
    "marked in silver too: choose one, then its silver box, or press Done.": (
        "{name}: deine Wahl ging ins Silber, also darf der Würfel, den sie aufs Tablett "
        "geschickt hat, auch im Silber angekreuzt werden: wähle ihn, dann sein Silberfeld, "
        "oder drücke Fertig.",
        "{name}: deine Wahl ging ins Silber, also dürfen die {n} Würfel, die sie aufs Tablett "
        "geschickt hat, auch im Silber angekreuzt werden: wähle einen, dann sein Silberfeld, "
        "oder drücke Fertig."),
    "{name}: the {die} {face} may be marked in silver: choose the highlighted box.":
        "{name}: Würfel {die} ({face}) darf im Silber angekreuzt werden: wähle das markierte "
        "Feld.",
    "{name}: skip this roll? None of its dice is entered and it counts as choice {n} of {of}.":
        "{name}: diesen Wurf auslassen? Keiner seiner Würfel wird eingetragen, und er zählt "
        "als Wahl {n} von {of}.",
    # --- screens.py: controls
    "Return a die ({n} left):": "Würfel zurückholen (noch {n}):",
    "Return the {die} {face} to the cup": "Würfel {die} ({face}) in den Becher zurückholen",
    "Yes, skip this roll": "Ja, diesen Wurf auslassen",
    "No, keep this roll": "Nein, Wurf behalten",
    "Skip this roll": "Diesen Wurf auslassen",
    "Done: mark no more dice in silver": "Fertig: keine weiteren Würfel im Silber",
    "End turn": "Zug beenden",
    # --- session.py: actions in words, the question before a skip
    "return the {die} die from the silver platter to the cup":
        "Würfel {die} vom Silbertablett in den Becher zurückholen",
    "return the {colour} {face} from the silver platter to the cup":
        "Würfel {colour} ({face}) vom Silbertablett in den Becher zurückholen",
    "skip this roll (enter none of its dice)":
        "diesen Wurf auslassen (keinen seiner Würfel eintragen)",
    "mark no more dice in silver": "keine weiteren Würfel im Silber ankreuzen",
    "end your turn (no dice left to roll)": "Zug beenden (kein Würfel mehr zu würfeln)",
    'Skip this roll? It counts as one of your three choices and none of its dice is entered. '
    'Press "Yes, skip this roll" to skip it, or choose a die.':
        'Diesen Wurf auslassen? Er zählt als eine deiner drei Wahlen, und keiner seiner Würfel '
        'wird eingetragen. Drücke „Ja, diesen Wurf auslassen“, um ihn auszulassen, oder wähle '
        'einen Würfel.',
}
