"""The rules summary shown in the game (words for players, not rule logic:
the engine decides what is legal; this text only explains it), in the page's
language (lang.current): each heading, paragraph and list item is one text to
translate (clever/i18n/*_rules.py), markup included."""

from clever import variants
from clever.i18n import N_
from clever.variants import get_variant

from .lang import _
from .markup import escape

TITLE = N_("Rules in short")


def rules_html(variant: str | None = None) -> str:
    """The summary of the game `variant` (its name; the family's first game
    by default), in the page's language; the game's own module holds the
    texts (RULES_SUMMARY)."""
    game = get_variant(variant or variants.names()[0])
    out = [f'\n<h2 id="rules-title" tabindex="-1" autofocus>{_(TITLE)}</h2>\n'
           f'<p class="rules-game" data-game="{game.name}"><strong>{_(game.title)}</strong></p>\n']
    for tag, text in game.data.RULES_SUMMARY:
        if isinstance(text, tuple):
            items = "".join(f"<li>{_(item)}</li>\n" for item in text)
            out.append(f"<{tag}>\n{items}</{tag}>\n")
        else:
            out.append(f"<{tag}>{_(text)}</{tag}>\n")
    return "".join(out)


def __getattr__(name: str):
    # RULES_HTML: the base game's summary, drawn when asked for (in the
    # language the page chose by then)
    if name == "RULES_HTML":
        return rules_html()
    if name == "SECTION_WORDS":  # every game's, as they are now
        return section_words()
    raise AttributeError(name)


# The full rules (rules.html): the section for what the player is deciding now.
FULL_RULES_PAGE = "rules.html"
def _base_game():
    """The family's first game: the rules' section when no game is open."""
    return get_variant(variants.names()[0])


def game_section(name: str) -> str:
    """The id of the game's whole section of rules.html (its variant's)."""
    return get_variant(name).rules_sections["game"][0]


def _topic(game) -> str:
    """What the game waits on, as its variant's RULES_SECTIONS names it."""
    p = game.pending
    if p is None:
        return "end"
    if p.kind == "pick":
        if game.sheets[p.player].polish_left > 0:
            return "polish"
        return "solo" if game.n == 1 else "passive"
    if p.kind == "extra":
        return "plus1"
    if p.kind == "bonus":
        return "black" if p.bonus == ("black",) else "bonus"
    if p.kind == "chain":
        return "chain"
    if p.kind == "roll" and any(a.kind == "return" for a in game.legal_actions()):
        return "return"  # a die may go back from the platter before this roll
    return "turn"


def full_rules_section(game) -> str:
    """The id of the rules.html section that explains the decision now pending
    (the game's own "turn" section when its variant has none for it)."""
    if game is None:
        return game_section(variants.names()[0])
    sections = game.variant.rules_sections
    return sections.get(_topic(game), sections["turn"])[0]


def section_words() -> dict:
    """Section id -> what the link to it says ("your turn"), every game's."""
    return {ident: words for name in variants.names()
            for ident, words in get_variant(name).rules_sections.values() if words}


def rules_index_html() -> str:
    """The rules page's index, in the page's language: a link to each game's
    section in menu order, then the way to the game."""
    links = "".join(f'\n      <a href="#{game_section(name)}">{escape(_(get_variant(name).title))}'
                    '</a>' for name in variants.names())
    return (f'<nav aria-label="{escape(_("The games"))}">{links}'
            f'\n      <a href="./">{escape(_("Play"))}</a>\n    </nav>')


def full_rules_link(game) -> tuple[str, str]:
    """(href, words) of the link from the Rules dialog to the full rules, its
    words in the page's language."""
    section = full_rules_section(game)
    title = _((game.variant if game is not None else _base_game()).title)
    about = section_words().get(section)
    if about is None:
        return f"{FULL_RULES_PAGE}#{section}", _(
            "The full rules of {title}, with live demos").format(title=title)
    return f"{FULL_RULES_PAGE}#{section}", _(
        "The full rules of {title}, with live demos: {about}").format(title=title, about=_(about))
