"""A form's fields as the page reads them in one call (cleverDom.form in
web/page-ops.js), instead of one element at a time: from a Web Worker each
element reached for is a round trip while Pyodide works out what kind of
object it is (docs/performance.md), and the new-game form has about twenty."""

from __future__ import annotations

import json
from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    id: str
    name: str
    type: str
    value: str
    checked: bool


class FormFields:
    """The fields of one form, looked up by id or by name."""

    def __init__(self, fields: list[Field]):
        self.fields = fields
        self._by_id = {f.id: f for f in fields if f.id}

    @classmethod
    def from_json(cls, text) -> FormFields | None:
        """The form the page described, or None (no such form, or anything the
        page should never send)."""
        try:
            rows = json.loads(str(text))
        except (TypeError, ValueError):
            return None
        if not isinstance(rows, list):
            return None
        fields = []
        for row in rows:
            if isinstance(row, list) and len(row) == 5:
                ident, name, kind, value, checked = row
                fields.append(Field(str(ident), str(name), str(kind), str(value), bool(checked)))
        return cls(fields)

    def value(self, ident: str, default: str = "") -> str:
        field = self._by_id.get(ident)
        return field.value if field is not None else default

    def checked(self, ident: str) -> bool:
        field = self._by_id.get(ident)
        return field is not None and field.checked

    def has(self, ident: str) -> bool:
        return ident in self._by_id

    def chosen(self, name: str) -> str | None:
        """The value of the ticked radio button of the group `name`."""
        for f in self.fields:
            if f.name == name and f.type == "radio" and f.checked:
                return f.value
        return None

    def ticked(self, name: str, id_prefix: str = "") -> list[str]:
        """The values of the ticked boxes named `name` whose ids start so."""
        return [f.value for f in self.fields
                if f.name == name and f.checked and f.type in ("checkbox", "radio")
                and f.id.startswith(id_prefix)]
