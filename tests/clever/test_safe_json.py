"""JSON from browser storage, imported files and links is read by
safe_json.read, which gives back the value or a reason in words and never
raises, whatever the text: nested, huge, cut, not text at all."""

from __future__ import annotations

import json
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from clever import safe_json


def test_readable_json_comes_back_as_it_was():
    doc = {"games": [{"name": "Zoë \"[{\\", "total": 214}], "n": None}
    assert safe_json.read(json.dumps(doc)) == (doc, None)
    assert safe_json.read(json.dumps(doc).encode()) == (doc, None)


def test_brackets_inside_texts_do_not_count_as_nesting():
    text = json.dumps(["[" * 100, {"a": "{" * 100}])
    assert safe_json.read(text) == (["[" * 100, {"a": "{" * 100}], None)


def test_deep_nesting_is_refused_before_it_is_parsed():
    value, why = safe_json.read("[" * 100_000 + "]" * 100_000)
    assert value is None and why == "it is nested too deeply to be one of ours"


def test_a_text_over_the_limit_is_refused_in_words():
    value, why = safe_json.read(" " * 50 + "1", max_chars=50)
    assert value is None and why == "it is too long (51 characters; at most 50)"


def test_what_is_not_text_is_refused():
    assert safe_json.read(b"\xff\xfe[]") == (None, "it is not text")
    assert safe_json.read(["[]"]) == (None, "it is not text")
    assert safe_json.read(None) == (None, "it is not text")


def test_a_text_full_of_unclosed_quotes_is_read_at_once():
    # each quote of an unclosed string used to start a new scan to the end:
    # a 2 MB text took hours (the page hung) instead of a fraction of a second
    text = '"' + '\\"' * 1_000_000
    start = time.perf_counter()
    value, why = safe_json.read(text)
    assert value is None and why.startswith("it is not valid JSON")
    assert time.perf_counter() - start < 5


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=30)


def _mangle(data, text: str) -> str:
    how = data.draw(st.sampled_from(["cut", "insert", "nest", "as is"]))
    if how == "cut":
        return text[:data.draw(st.integers(0, len(text)))]
    if how == "insert":
        at = data.draw(st.integers(0, len(text)))
        junk = data.draw(st.text(alphabet='[]{}"\\,:\x00 éẞ\U0001F600-0e', max_size=30))
        return text[:at] + junk + text[at:]
    if how == "nest":
        n = data.draw(st.integers(30, 5000))
        return "[" * n + text + "]" * data.draw(st.integers(0, n))
    return text


@settings(max_examples=300, deadline=None)
@given(json_values, st.data())
def test_reading_any_text_gives_a_value_or_a_reason_and_never_raises(value, data):
    text = _mangle(data, json.dumps(value, ensure_ascii=data.draw(st.booleans())))
    as_bytes = data.draw(st.booleans())
    got, why = safe_json.read(text.encode("utf-8", "surrogatepass") if as_bytes else text)
    if why is None:
        assert got == json.loads(text)
    else:
        assert got is None and isinstance(why, str) and why


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.integers(), st.lists(st.integers()), st.binary(max_size=50),
                 st.dictionaries(st.text(), st.integers())))
def test_reading_what_is_not_a_text_never_raises(thing):
    got, why = safe_json.read(thing)
    assert why is not None or isinstance(thing, bytes)
