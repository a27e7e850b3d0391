"""German for the score counter's engine texts (clever/counter.py) that came
with Twice as Clever.

Data only: English text (the key, exactly as the code writes it) -> German.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    '{value} boxes filled is impossible; it must be from {lo} to {hi}':
        '{value} ausgefüllte Felder sind unmöglich; erlaubt ist {lo} bis {hi}',
}
