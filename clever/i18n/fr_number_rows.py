"""French for the number_rows area kind's texts (clever/areas/number_rows.py).

Data only: English text (the key, exactly as the code writes it) -> French."""

TEXTS: dict[str, str | tuple[str, str]] = {
    "{area} {row} row, number {number}": "le nombre {number} ({area}, ligne {row})",
    "a {die} die is marked only in the {row} row.":
        "le dé {die} ne se coche que dans la ligne {row}.",
}
