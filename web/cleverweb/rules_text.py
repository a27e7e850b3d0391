"""The rules summary shown in the game (words for players, not rule logic:
the engine decides what is legal; this text only explains it)."""

RULES_HTML = """
<h2 id="rules-title" tabindex="-1" autofocus>Rules in short</h2>
<h3>Goal</h3>
<p>Enter dice on your sheet to score in five coloured areas. Total = the five areas
plus each fox times your lowest area.</p>
<h3>Your turn (active)</h3>
<ol>
<li>Roll the dice still in the cup. Choose one die and enter it in its colour
(the white die counts as any colour). The die goes on one of your three die fields.</li>
<li>Every other die of that roll showing a <strong>lower</strong> number goes to the silver
platter.</li>
<li>Roll the rest again. At most three choices per turn; what is left goes to the
platter.</li>
<li>A <em>reroll</em> action rerolls all the dice just rolled. A roll none of whose dice
can be entered is lost (it uses up a choice).</li>
</ol>
<h3>The others (passive)</h3>
<p>Each other player may take one die from the silver platter (or pass). Only when no
platter die fits may they take a die from the active player's die fields. In solo play,
after your turn you roll all six dice: the three lowest form the platter. Take one of
those three (no reroll, but +1 actions are allowed after it); only when none of the three
fits may you take one of the other three dice.</p>
<h3>+1 actions</h3>
<p>At the end of your own turn (active or passive) a +1 action lets you enter any of the
six dice again, each die once per turn.</p>
<h3>The areas</h3>
<ul>
<li><strong>Yellow (Y)</strong>: cross a box showing the die's number. Full columns score
the points below them; the diagonal from top left to bottom right gives a +1.</li>
<li><strong>Blue (B)</strong>: cross the box equal to blue + white, always both dice. Points
grow with the number of crosses.</li>
<li><strong>Green (G)</strong>: left to right; the die must be at least the number shown.</li>
<li><strong>Orange (O)</strong>: left to right; write the die, times the multiplier shown.</li>
<li><strong>Purple (P)</strong>: left to right; each number higher than the one before,
anything after a 6.</li>
</ul>
<h3>Bonuses</h3>
<p>Completing a row, column or box with a symbol gives its bonus at once: a cross or number
in another area (you choose where when there is a choice), a reroll, a +1, or a fox.
A bonus that completes something else earns that bonus too (a chain), one after another.
Rounds 1 to 3 start with a reroll, a +1 and a reroll; round 4 gives everyone a black X or
black 6.</p>
<h3>Game length</h3>
<p>6 rounds with 1 or 2 players, 5 with 3, 4 with 4. Rerolls left at the end are worth
nothing. Ties: the best single area wins; still level, the victory is shared.</p>
<h3>Playing here</h3>
<p>Select a die: the boxes where it can go light up; choose one (or confirm when there is
only one place). With the keyboard: Tab to a die or box, Enter or Space to choose.
The game is saved after every action; undo takes back your last decision but never
changes the dice.</p>
"""

# The full rules (rules.html): the section for what the player is deciding now.
FULL_RULES_PAGE = "rules.html"
GAME_SECTION = {"pretty-clever": "pretty-clever", "clever-4ever": "clever-4ever"}
SECTION_WORDS = {
    "pc-turn": "your turn", "pc-passive": "the passive pick", "pc-solo": "playing alone",
    "pc-plus1": "+1 actions", "pc-bonuses": "bonuses and chains",
    "pc-rounds": "round bonuses", "pc-end": "the end of the game",
    "fe-turn": "what stays the same", "fe-polish": "polish", "fe-rounds": "round bonuses",
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
    """(href, words) of the link from the Rules dialog to the full rules."""
    section = full_rules_section(game)
    title = game.variant.title if game is not None else "That's Pretty Clever"
    about = SECTION_WORDS.get(section)
    words = f"The full rules of {title}, with live demos"
    return f"{FULL_RULES_PAGE}#{section}", words + (f": {about}" if about else "")
