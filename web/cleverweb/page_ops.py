"""One redraw's changes to the page, sent in one call (web/page-ops.js).

The game's Python may run in a Web Worker (thread.py), where each reach into
the page is a round trip that waits for the page's next free moment, after a
change often a whole frame (docs/performance.md). A redraw therefore reads
what it needs first, in one call (`read`), and then sends every change as one
list (`Ops.send`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass


@dataclass(frozen=True)
class PageState:
    now: float       # the page's performance.now(), when the redraw began
    wide: bool       # the window is wide enough for two columns
    active: str      # the id of the element with the focus ("" if none)
    hash: str        # the address's #fragment


def read(dom, wide_query: str) -> PageState:
    """What a redraw reads; `dom` is the page's cleverDom (web/page-ops.js)."""
    data = json.loads(str(dom.state(wide_query)))
    return PageState(float(data["now"]), bool(data["wide"]), str(data["active"]),
                     str(data["hash"]))


class Ops:
    """The changes, in order; each is one of web/page-ops.js's OPS."""

    def __init__(self):
        self.ops: list[list] = []

    def html(self, ident: str, markup: str) -> None:
        self.ops.append(["html", ident, markup])

    def outer(self, ident: str, markup: str) -> None:
        self.ops.append(["outer", ident, markup])

    def text(self, ident: str, text: str, kind: str | None = None) -> None:
        self.ops.append(["text", ident, text] + ([kind] if kind is not None else []))

    def root(self, **values: str) -> None:
        self.ops.append(["root", values])

    def add(self, op: str, *args) -> None:
        self.ops.append([op, *args])

    def send(self, dom) -> list[str]:
        """Make the changes (`dom`: the page's cleverDom); the ids of the elements
        that were not in the page."""
        if not self.ops:
            return []
        ops, self.ops = self.ops, []
        return json.loads(str(dom.apply(json.dumps(ops))))
