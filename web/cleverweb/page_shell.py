"""The game page's frame and its dialogs, as markup (pure: state in, markup
out). app.py mounts the frame once; the screens (screens.py) fill its
`#screen`, the rules dialog is written the first time it is opened."""

from __future__ import annotations

from . import screens
from .lang import _
from .markup import escape


def frame_html() -> str:
    """What the game mounts in the page: the toolbar, the note shown when
    another tab saves a game, the screen, the log panel and two dialogs."""
    return (
        '<div id="toolbar"></div>'
        # shown when another tab saves a game (app.py, on_storage)
        '<p id="other-tab" class="note-box other-tab" role="alert" hidden>'
        + escape(_("This game was changed in another tab or window.")) + ' '
        + screens.button("load-other", _("Load the latest game")) + '</p>'
        '<div id="screen" class="screen"></div>'
        f'<aside id="log-panel" class="log-panel" aria-label="{_("Game log")}" hidden>'
        f'<h2>{_("Game log")}</h2><div id="log-body"></div></aside>'
        # filled the first time the rules are opened (rules_html, below)
        '<dialog id="rules-dialog" class="rules" aria-labelledby="rules-title"></dialog>'
        # "New solo game" while a game is in progress (screens.confirm_new_html)
        '<dialog id="confirm-new" class="confirm" aria-labelledby="confirm-new-title" '
        'aria-describedby="confirm-new-text"></dialog>')


def rules_html(variant: str) -> str:
    """The rules dialog's content for a game: its rules, a link to the full
    rules page and close buttons (one that stays in view while they scroll)."""
    from .rules_text import rules_html as rules_of

    return (
        '<div class="dialog-bar"><button type="button" id="rules-close-top" '
        f'data-act="rules-close" aria-label="{_("Close the rules")}">'
        f'{_("Close")} \u2715</button></div>'
        '<p class="rules-full"><a id="rules-full" target="_blank" href="rules.html">'
        f'{_("The full rules, with live demos")}</a></p>'
        f'{rules_of(variant)}<p><button type="button" id="rules-close" '
        f'data-act="rules-close">{_("Close the rules")}</button></p>')
