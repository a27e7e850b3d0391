"""French for the other pages (counter, history, statistics)
and the static text of web/*.html.

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
}
