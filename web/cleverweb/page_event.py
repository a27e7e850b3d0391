"""An event of the game page as its handlers read it: what web/page-ops.js's
describe() made of it in the page, as JSON.

With Python in a Web Worker every object it reaches for in the page (the
event, its target, an element's closest match) costs a round trip, as Pyodide
probes the new object's kind, and each attribute read another
(docs/performance.md). So
the handlers never get the event itself, only this description, made in the
page in the same call.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Element:
    id: str = ""
    tag: str = ""             # the tag name, upper case ("BUTTON")
    name: str = ""            # its name="" attribute
    value: str = ""           # a field's value ("" for other elements)
    checked: bool = False     # a checkbox's or radio button's
    data: dict = field(default_factory=dict)  # its data-* attributes ("act", "area", ...)

    @classmethod
    def from_dict(cls, d) -> Element | None:
        if not isinstance(d, dict):
            return None
        data = d.get("data")
        return cls(str(d.get("id") or ""), str(d.get("tag") or ""), str(d.get("name") or ""),
                   str(d.get("value") or ""), bool(d.get("checked")),
                   {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {})


@dataclass(frozen=True)
class PageEvent:
    type: str = ""
    key: str | None = None        # a key press's key
    detail: int = 0               # a click's count (2 for a double click's second)
    new_value: str | None = None  # a storage event's new text
    target: Element | None = None
    hit: Element | None = None    # the target's closest match of the listener's selector

    @classmethod
    def from_json(cls, text) -> PageEvent:
        """The event described by `text`; an empty event where it is not one."""
        try:
            d = json.loads(str(text))
        except ValueError:
            d = None
        if not isinstance(d, dict):
            return cls()
        detail = d.get("detail")
        key, new_value = d.get("key"), d.get("newValue")
        return cls(str(d.get("type") or ""), key if isinstance(key, str) else None,
                   int(detail) if isinstance(detail, (int, float)) else 0,
                   new_value if isinstance(new_value, str) else None,
                   Element.from_dict(d.get("target")), Element.from_dict(d.get("hit")))
