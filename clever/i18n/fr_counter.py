"""French for the score counter's engine texts (clever/counter.py) that came
with Twice as Clever.

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
    '{value} boxes filled is impossible; it must be from {lo} to {hi}':
        "{value} cases remplies, c'est impossible ; il en faut de {lo} à {hi}",
}
