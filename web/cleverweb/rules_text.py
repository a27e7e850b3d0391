"""The rules summary shown in the game (words for players, not rule logic:
the engine decides what is legal; this text only explains it), in the page's
language (lang.current): each heading, paragraph and list item is one text to
translate (clever/i18n/*_rules.py), markup included."""

from clever.i18n import N_
from clever.variants import get_variant

from .lang import _

TITLE = N_("Rules in short")


def rules_html(variant: str = "pretty-clever") -> str:
    """The summary of the game `variant` (its name), in the page's language;
    the game's own module holds the texts (RULES_SUMMARY)."""
    game = get_variant(variant)
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
    raise AttributeError(name)


# The full rules (rules.html): the section for what the player is deciding now.
FULL_RULES_PAGE = "rules.html"
GAME_SECTION = {"pretty-clever": "pretty-clever", "clever-4ever": "clever-4ever"}
SECTION_WORDS = {
    "pc-turn": N_("your turn"), "pc-passive": N_("the passive pick"),
    "pc-solo": N_("playing alone"), "pc-plus1": N_("the +1 actions"),
    "pc-bonuses": N_("bonuses and chains"), "pc-rounds": N_("round bonuses"),
    "pc-end": N_("the end of the game"), "fe-turn": N_("what stays the same"),
    "fe-polish": N_("polishing dice"), "fe-rounds": N_("round bonuses"),
}


def full_rules_section(game) -> str:
    """The id of the rules.html section that explains the decision now pending."""
    if game is None:
        return GAME_SECTION["pretty-clever"]
    p = game.pending
    if game.variant.name != "pretty-clever":
        if p is not None and p.kind == "bonus":
            return "fe-rounds"
        if p is not None and p.kind == "pick" and game.sheets[p.player].polish_left > 0:
            return "fe-polish"
        return "fe-turn"
    if p is None:
        return "pc-end"
    if p.kind == "pick":
        return "pc-solo" if game.n == 1 else "pc-passive"
    if p.kind == "extra":
        return "pc-plus1"
    if p.kind == "bonus":
        return "pc-rounds" if p.bonus == ("black",) else "pc-bonuses"
    return "pc-turn"


def full_rules_link(game) -> tuple[str, str]:
    """(href, words) of the link from the Rules dialog to the full rules, its
    words in the page's language."""
    section = full_rules_section(game)
    title = _(game.variant.title if game is not None else N_("That's Pretty Clever"))
    about = SECTION_WORDS.get(section)
    if about is None:
        return f"{FULL_RULES_PAGE}#{section}", _(
            "The full rules of {title}, with live demos").format(title=title)
    return f"{FULL_RULES_PAGE}#{section}", _(
        "The full rules of {title}, with live demos: {about}").format(title=title, about=_(about))
