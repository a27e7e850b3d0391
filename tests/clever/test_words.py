"""The reason of an error as players read it (clever/words.py)."""

from clever.words import reason


# Written against mutation testing.
def test_an_error_reason_is_its_message_or_its_whole_text():
    assert reason(ValueError("the die is gone")) == "the die is gone"
    assert reason(ValueError(3)) == "3"                    # not text: its text form
    assert reason(ValueError("a", "b")) == "('a', 'b')"    # two parts: the whole
    assert reason(ValueError()) == ""                      # none at all
    assert reason(KeyError("blue")) == "blue"
