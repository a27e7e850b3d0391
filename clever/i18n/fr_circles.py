"""French for the circle-then-cross area kind (clever/areas/circles.py: Twice as
Clever's yellow).

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # a box ("dans la case 3 (jaune, ligne 1)")
    "the {area} {number} of row {row}": "la case {number} ({area}, ligne {row})",
    # why a value cannot go in a box (after "… : ")
    "that number is a {number}, not a {value}.": "ce nombre est un {number}, pas un {value}.",
    "the only {number} is already crossed.": "le seul {number} est déjà coché.",
    "both {number}s are already crossed.": "les deux {number} sont déjà cochés.",
    "every {number} is already crossed.": "chaque {number} est déjà coché.",
    "that {number} is already crossed; another {number} is still open.":
        "ce {number} est déjà coché ; un autre {number} est encore libre.",
    # what a move did (the move log): a number circled, or a circled one crossed
    "{name} circled {box} with the {shown}.": "{name} a entouré {box} avec le dé {shown}.",
    "{name} circled {box} with the {shown} and a +1 action.":
        "{name} a entouré {box} avec le dé {shown} et une action +1.",
    "{name} crossed {box}, already circled, with the {shown}.":
        "{name} a coché {box}, déjà entourée, avec le dé {shown}.",
    "{name} crossed {box}, already circled, with the {shown} and a +1 action.":
        "{name} a coché {box}, déjà entourée, avec le dé {shown} et une action +1.",
}
