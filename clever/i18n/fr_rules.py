"""French for the rules page, the rules demos and the learn-by-playing lesson
(rules.html, clever/demos, web/cleverweb demo and lesson views).

Data only: English text (the key, exactly as the code writes it) -> French.
A count's text is a pair (one, other); placeholders such as {name} stay as they are."""

TEXTS: dict[str, str | tuple[str, str]] = {
}
