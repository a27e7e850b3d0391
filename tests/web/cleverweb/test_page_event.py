"""The game page's handlers read an event as web/page-ops.js describes it
(cleverweb/page_event.py): a click on a sheet box, a key press, a changed
field and another tab's save come through whole; a description that is not
one gives an empty event, never an error."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb.page_event import Element, PageEvent  # noqa: E402


def described(**fields) -> str:
    event = {"type": "click", "key": None, "detail": 0, "newValue": None,
             "target": None, "hit": None}
    event.update(fields)
    return json.dumps(event)


def test_a_click_inside_a_sheet_box_names_the_box():
    box = {"id": "box-yellow-3", "tag": "g", "name": "", "value": "", "checked": False,
           "data": {"area": "yellow", "box": "3"}}
    mark = {"id": "", "tag": "path", "name": "", "value": "", "checked": False, "data": {}}
    ev = PageEvent.from_json(described(target=mark, hit=box, detail=1))
    assert ev.type == "click" and ev.detail == 1
    assert ev.hit.data == {"area": "yellow", "box": "3"}
    assert ev.target.tag == "path" and ev.target.data == {}


def test_a_double_clicks_second_click_is_counted():
    assert PageEvent.from_json(described(detail=2)).detail == 2
    assert PageEvent.from_json(described(detail="2")).detail == 0   # not a count


def test_a_key_press_and_a_changed_field():
    key = PageEvent.from_json(described(type="keydown", key="Enter"))
    assert (key.type, key.key) == ("keydown", "Enter")
    radio = {"id": "count-3", "tag": "INPUT", "name": "count", "value": "3", "checked": True,
             "data": {}}
    change = PageEvent.from_json(described(type="change", target=radio))
    assert change.target == Element("count-3", "INPUT", "count", "3", True, {})


def test_another_tabs_save_comes_with_its_text():
    ev = PageEvent.from_json(described(type="storage", key="clever.session.v1",
                                       newValue='{"format": "clever-session"}'))
    assert ev.key == "clever.session.v1" and ev.new_value.startswith('{"format"')
    cleared = PageEvent.from_json(described(type="storage", key=None))
    assert cleared.key is None and cleared.new_value is None


def test_what_is_not_a_description_gives_an_empty_event():
    for text in ("", "not json", "[1, 2]", "null", json.dumps({"target": [1], "hit": "x"})):
        ev = PageEvent.from_json(text)
        assert ev.target is None and ev.hit is None and ev.key is None and ev.detail == 0
    odd = PageEvent.from_json(described(target={"id": 5, "data": ["a"]}))
    assert odd.target == Element("5", "", "", "", False, {})
