"""The web's catalogs: German and French for the texts the web code writes
(data only, one module per language and domain, as clever/i18n's own).

Every module here named `<lang>_<domain>` is a catalog, found by its name
(a game's own texts come in their own files, touching no list):

- game:  the game page (cleverweb's screens, menus, sheet labels, replays,
         the daily challenge, the Rules dialog)
- twice_play: playing Twice as Clever on the game page (the return, the
         silver chain, skipping a roll)
- pages: the other pages (counter, history, statistics), the rules demos' and
         the lesson's frame, rules.html and the static text of every web/*.html

cleverweb/__init__.py registers these domains with clever.i18n, so `tr` finds
them; the engine's own texts stay in clever/i18n (one text, one catalog).
"""

import pkgutil

DOMAINS = tuple(sorted({m.name.split("_", 1)[1] for m in pkgutil.iter_modules(__path__)
                        if m.name.startswith("de_")}))
