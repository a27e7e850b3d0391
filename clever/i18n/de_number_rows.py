"""German for the number_rows area kind's texts (clever/areas/number_rows.py).

Data only: English text (the key, exactly as the code writes it) -> German."""

TEXTS: dict[str, str | tuple[str, str]] = {
    "{area} {row} row, number {number}": "Zahl {number} ({area}, Reihe {row})",
    "a {die} die is marked only in the {row} row.":
        "der Würfel {die} wird nur in der Reihe {row} angekreuzt.",
}
