"""German for the engine's texts of Twice as Clever's tracks (clever/areas/
falling.py, pairs.py, gated.py). Data only, as de_engine.py."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- why a value cannot go in a box (after "… : ")
    "it must be at most {n}, the sum before it.":
        "die Summe darf höchstens {n} sein, die Summe davor.",
    "it takes a sum of two dice, 2 to 12.": "dort gehört eine Summe zweier Würfel hin, 2 bis 12.",
    "it takes a die face, 1 to 6.": "dort gehört eine Würfelzahl hin, 1 bis 6.",
}
