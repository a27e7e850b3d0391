"""German for the circle-then-cross area kind (clever/areas/circles.py: Twice as
Clever's yellow).

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # a box, without article ("in Kästchen 3 (Gelb, Zeile 1)")
    "the {area} {number} of row {row}": "Kästchen {number} ({area}, Zeile {row})",
    # why a value cannot go in a box (after "… : ")
    "that number is a {number}, not a {value}.": "diese Zahl ist eine {number}, keine {value}.",
    "the only {number} is already crossed.": "die einzige {number} ist schon angekreuzt.",
    "both {number}s are already crossed.": "beide Zahlen {number} sind schon angekreuzt.",
    "every {number} is already crossed.": "jede {number} ist schon angekreuzt.",
    "that {number} is already crossed; another {number} is still open.":
        "diese {number} ist schon angekreuzt; eine andere {number} ist noch frei.",
    # what a move did (the move log): a number circled, or a circled one crossed
    "{name} circled {box} with the {shown}.": "{name} kreist mit {shown} {box} ein.",
    "{name} circled {box} with the {shown} and a +1 action.":
        "{name} kreist mit {shown} und einer +1-Aktion {box} ein.",
    "{name} crossed {box}, already circled, with the {shown}.":
        "{name} kreuzt mit {shown} {box} an, das schon eingekreist war.",
    "{name} crossed {box}, already circled, with the {shown} and a +1 action.":
        "{name} kreuzt mit {shown} und einer +1-Aktion {box} an, das schon eingekreist war.",
}
