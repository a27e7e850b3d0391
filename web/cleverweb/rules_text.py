"""The rules summary shown in the game (words for players, not rule logic:
the engine decides what is legal; this text only explains it), in the page's
language (lang.current): each heading, paragraph and list item is one text to
translate (clever/i18n/*_rules.py), markup included."""

from clever.i18n import N_

from .lang import _

TITLE = N_("Rules in short")
# (tag, text) or (list tag, (item, item, ...)), in reading order
SUMMARY = (
    ("h3", N_("Goal")),
    ("p", N_("Enter dice on your sheet to score in five coloured areas. Total = the five areas "
             "plus each fox times your lowest area.")),
    ("h3", N_("Your turn (active)")),
    ("ol", (
        N_("Roll the dice still in the cup. Choose one die and enter it in its colour "
           "(the white die counts as any colour). The die goes on one of your three die fields."),
        N_("Every other die of that roll showing a <strong>lower</strong> number goes to the "
           "silver platter."),
        N_("Roll the rest again. At most three choices per turn; what is left goes to the "
           "platter."),
        N_("A <em>reroll</em> action rerolls all the dice just rolled. A roll none of whose dice "
           "can be entered is lost (it uses up a choice)."),
    )),
    ("h3", N_("The others (passive)")),
    ("p", N_("Each other player may take one die from the silver platter (or pass). Only when no "
             "platter die fits may they take a die from the active player's die fields. In solo "
             "play, after your turn you roll all six dice: the three lowest form the platter. "
             "Take one of those three (no reroll, but +1 actions are allowed after it); only "
             "when none of the three fits may you take one of the other three dice.")),
    ("h3", N_("+1 actions")),
    ("p", N_("At the end of your own turn (active or passive) a +1 action lets you enter any of "
             "the six dice again, each die once per turn.")),
    ("h3", N_("The areas")),
    ("ul", (
        N_("<strong>Yellow (Y)</strong>: cross a box showing the die's number. Full columns "
           "score the points below them; the diagonal from top left to bottom right gives a +1."),
        N_("<strong>Blue (B)</strong>: cross the box equal to blue + white, always both dice. "
           "Points grow with the number of crosses."),
        N_("<strong>Green (G)</strong>: left to right; the die must be at least the number shown."),
        N_("<strong>Orange (O)</strong>: left to right; write the die, times the multiplier "
           "shown."),
        N_("<strong>Purple (P)</strong>: left to right; each number higher than the one before, "
           "anything after a 6."),
    )),
    ("h3", N_("Bonuses")),
    ("p", N_("Completing a row, column or box with a symbol gives its bonus at once: a cross or "
             "number in another area (you choose where when there is a choice), a reroll, a +1, "
             "or a fox. A bonus that completes something else earns that bonus too (a chain), "
             "one after another. Rounds 1 to 3 start with a reroll, a +1 and a reroll; round 4 "
             "gives everyone a black X or black 6.")),
    ("h3", N_("Game length")),
    ("p", N_("6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Rerolls left at the end are "
             "worth nothing. Ties: the best single area wins; still level, the victory is "
             "shared.")),
    ("h3", N_("Playing here")),
    ("p", N_("Select a die: the boxes where it can go light up; choose one (or confirm when there "
             "is only one place). With the keyboard: Tab to a die or box, Enter or Space to "
             "choose. The game is saved after every action; undo takes back your last decision "
             "but never changes the dice.")),
)


def rules_html() -> str:
    """The summary's markup in the page's language."""
    out = [f'\n<h2 id="rules-title" tabindex="-1" autofocus>{_(TITLE)}</h2>\n']
    for tag, text in SUMMARY:
        if isinstance(text, tuple):
            items = "".join(f"<li>{_(item)}</li>\n" for item in text)
            out.append(f"<{tag}>\n{items}</{tag}>\n")
        else:
            out.append(f"<{tag}>{_(text)}</{tag}>\n")
    return "".join(out)


def __getattr__(name: str):
    # RULES_HTML, as the game page imports it, drawn when asked for: in the
    # language the page chose by then (the dialog is written on first use)
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
