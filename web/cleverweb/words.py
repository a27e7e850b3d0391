"""The game page's names for the engine's colour ids, as players' texts.

The engine names dice and areas by colour ("yellow", "grey"); a view shows them
through these tables, so each is one translatable text: the colour inside a
sentence ("the {die} die": "der Würfel Gelb", "le dé jaune"; a template never
builds its own adjective ending) or an area's title ("Yellow"). Data and two
small look-ups, no DOM.
"""

from __future__ import annotations

from clever.i18n import Msg
from clever.variants import area_title
from clever.words import word

# a die or an area named inside a sentence (German: the colour as a noun, so
# "der Würfel {die}" needs no ending; French: the masculine adjective, "le dé {die}").
# Each key says what it is ("colour: yellow"), so it never meets another part's
# "yellow" in the merged catalog; its English is the plain colour (`_one`, n=1).
COLOUR = {
    "white": Msg("colour: white", _one="white", n=1),
    "yellow": Msg("colour: yellow", _one="yellow", n=1),
    "blue": Msg("colour: blue", _one="blue", n=1),
    "green": Msg("colour: green", _one="green", n=1),
    "orange": Msg("colour: orange", _one="orange", n=1),
    "purple": Msg("colour: purple", _one="purple", n=1),
    "grey": Msg("colour: grey", _one="grey", n=1),
    "pink": Msg("colour: pink", _one="pink", n=1),
    "silver": Msg("colour: silver", _one="silver", n=1),
}


def colour(name: str):
    """A die's or area's colour inside a sentence ("yellow"); an unknown id as it is."""
    return COLOUR.get(name, name)


def area(name: str):
    """An area's title ("Yellow": sheet headers, the scoreboard's columns), as
    its game's variant names it (AREA_TITLES); an unknown id capitalised."""
    title = area_title(name)
    return name.capitalize() if title is None else word(title)
