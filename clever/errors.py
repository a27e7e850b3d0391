"""The two errors the public API raises for bad input."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the game is left unchanged."""


class InvalidSave(ValueError):
    """A saved game that cannot be loaded; the message says what is wrong."""
