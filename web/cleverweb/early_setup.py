"""The new-game form drawn into index.html at build time, so a first
visit can choose a game while the engine boots.

web/early-setup.js only remembers what the player did on it (fields changed,
Start, "Play solo now", the header's "New solo game", a menu button); `touched_fields` reads
those fields back and `app.App.apply_early` gives them to the real form once the
engine is ready. Pure functions: no DOM, no pyscript, so build.py can call them.
"""

from __future__ import annotations

import json

from . import screens

BOX = "early-setup"  # the pre-drawn form's container; it leaves the page at boot


def kind_choices() -> dict[str, dict[str, str]]:
    """Each game's "played by" <option>s for every value a seat may hold, so the
    script swaps in markup drawn here and decides nothing itself."""
    values = {screens.PERSON}
    for name, _title in screens.games():
        values |= {f"{screens.COMPUTER}:{lvl}"
                   for lvl in screens.levels_of(screens.get_variant(name))}
    return {name: {v: screens.kind_options_html(name, v) for v in sorted(values)}
            for name, _title in screens.games()}


def form_html() -> str:
    """The new-game form as a first visit sees it, hidden until the script finds
    no game saved in this browser."""
    kinds = json.dumps(kind_choices()).replace("</", "<\\/")
    # the menu too, as the game draws it above the form: the form does not move
    # down when the engine takes over
    return (f'<div id="{BOX}" class="play early-setup" hidden>'
            f'<div id="toolbar">{screens.toolbar_html(None, "setup")}</div>'
            f'<div class="screen">{screens.setup_html()}</div>'
            f'<script type="application/json" id="early-kinds">{kinds}</script></div>')
