"""French for the engine's texts of Twice as Clever's tracks (clever/areas/
falling.py, pairs.py, gated.py). Data only, as fr_engine.py."""

TEXTS: dict[str, str | tuple[str, str]] = {
    # --- why a value cannot go in a box (after "… : ")
    "it must be at most {n}, the sum before it.":
        "il faut au plus {n}, la somme précédente.",
    "it takes a sum of two dice, 2 to 12.": "elle prend une somme de deux dés, de 2 à 12.",
    "it takes a die face, 1 to 6.": "elle prend une valeur de dé, de 1 à 6.",
}
