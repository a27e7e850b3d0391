"""French for playing Twice as Clever on the game page: the return, the silver
chain, skipping a roll (web/cleverweb: screens, session, words, the sheet's
return track).

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- words.py, sheet/strips.py
    "colour: silver": "argent",
    "Returns": "Retours",
    # --- screens.py: prompts
    "{name}: roll the dice (choice {choice} of {of}), or first return a die from the silver "
    "platter to the cup to roll it too ({n} returns left).": (
        "{name} : lancez les dés (choix {choice} sur {of}), ou remettez d'abord un dé du "
        "plateau d'argent dans le gobelet pour le relancer aussi (retour restant : {n}).",
        "{name} : lancez les dés (choix {choice} sur {of}), ou remettez d'abord un dé du "
        "plateau d'argent dans le gobelet pour le relancer aussi (retours restants : {n})."),
    "{name}: no dice are left in the cup. Return a die from the silver platter to roll it "
    "(choice {choice} of {of}; {n} returns left), or end your turn.": (
        "{name} : le gobelet est vide. Remettez un dé du plateau d'argent pour le lancer "
        "(choix {choice} sur {of} ; retour restant : {n}), ou finissez votre tour.",
        "{name} : le gobelet est vide. Remettez un dé du plateau d'argent pour le lancer "
        "(choix {choice} sur {of} ; retours restants : {n}), ou finissez votre tour."),
    "{name}: your choice went into silver, so the {n} dice it sent to the platter may be "
    "marked in silver too: choose one, then its silver box, or press Done.": (
        "{name} : votre choix est allé en argent, donc le dé qu'il a envoyé sur le plateau "
        "peut aussi être coché en argent : choisissez-le, puis sa case argent, ou appuyez sur "
        "Terminé.",
        "{name} : votre choix est allé en argent, donc les {n} dés qu'il a envoyés sur le "
        "plateau peuvent aussi être cochés en argent : choisissez-en un, puis sa case argent, "
        "ou appuyez sur Terminé."),
    "{name}: the {die} {face} may be marked in silver: choose the highlighted box.":
        "{name} : le dé {die} ({face}) peut être coché en argent : choisissez la case "
        "surlignée.",
    "{name}: skip this roll? None of its dice is entered and it counts as choice {n} of {of}.":
        "{name} : sauter ce lancer ? Aucun de ses dés n'est inscrit et il compte comme le "
        "choix {n} sur {of}.",
    # --- screens.py: controls
    "Return a die ({n} left):": "Remettre un dé (encore {n}) :",
    "Return the {die} {face} to the cup": "Remettre le dé {die} ({face}) dans le gobelet",
    "Yes, skip this roll": "Oui, sauter ce lancer",
    "No, keep this roll": "Non, garder ce lancer",
    "Skip this roll": "Sauter ce lancer",
    "Done: mark no more dice in silver": "Terminé : plus aucun dé en argent",
    "End turn": "Finir le tour",
    # --- session.py: actions in words, the question before a skip
    "return the {die} die from the silver platter to the cup":
        "remettre le dé {die} du plateau d'argent dans le gobelet",
    "return the {colour} {face} from the silver platter to the cup":
        "remettre le dé {colour} ({face}) du plateau d'argent dans le gobelet",
    "skip this roll (enter none of its dice)": "sauter ce lancer (n'inscrire aucun de ses dés)",
    "mark no more dice in silver": "ne plus cocher de dé en argent",
    "end your turn (no dice left to roll)": "finir votre tour (plus aucun dé à lancer)",
    'Skip this roll? It counts as one of your three choices and none of its dice is entered. '
    'Press "Yes, skip this roll" to skip it, or choose a die.':
        "Sauter ce lancer ? Il compte comme l'un de vos trois choix et aucun de ses dés n'est "
        "inscrit. Appuyez sur « Oui, sauter ce lancer » pour le sauter, ou choisissez un dé.",
}
