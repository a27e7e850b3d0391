"""Each page's Content-Security-Policy: the hashes of the inline scripts it
runs, and the preloads that make up for the look-ahead fetching a policy in a
<meta> stops."""
from __future__ import annotations

import base64
import hashlib
import re

CHARSET = '<meta charset="utf-8">\n'  # what build.py writes its head parts after
# A policy in a <meta> stops Chromium's look-ahead fetching for the whole page:
# each stylesheet and script in the head is asked for only when parsing
# reaches it, one after another, and a demo's picture comes later. A page that
# has one therefore names its head's stylesheets and scripts as preloads first
# thing, before the policy. (The game's pages write their stylesheets and
# classic scripts in; their runtime's module scripts, behind those, would
# still wait.) Module scripts are only downloaded so (crossorigin: a module's
# request), not run.
CSP_META = '<meta http-equiv="Content-Security-Policy"'
_HEAD_FILE = re.compile(
    r'<script src="(?P<script>[^"]+)"(?P<attrs>[^>]*)></script>'
    r'|<script type="module"(?: async)? src="(?P<module>[^"]+)"[^>]*></script>'
    r'|<link rel="stylesheet" href="(?P<style>[^"]+)"[^>]*>')


def with_early_fetches(html: str) -> str:
    """The page, with preloads of its head's stylesheets and scripts right
    after <meta charset> where it declares its policy in a <meta>."""
    head_end = html.find("</head>")
    if CSP_META not in html[:head_end]:
        return html
    links = []
    for match in _HEAD_FILE.finditer(html, 0, head_end):
        if match["script"] and "module" not in match["attrs"]:
            links.append(f'<link rel="preload" href="{match["script"]}" as="script">')
        elif match["module"]:
            links.append(f'<link rel="preload" href="{match["module"]}" as="script" crossorigin>')
        elif match["style"]:
            links.append(f'<link rel="preload" href="{match["style"]}" as="style">')
    at = html.find(CHARSET)
    if at < 0 or not links:
        return html
    at += len(CHARSET)
    return html[:at] + "".join(f"  {link}\n" for link in dict.fromkeys(links)) + html[at:]


POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="(?P<policy>[^"]*)">')
# A <script> the browser runs from the page's own text (no src): classic or
# module. Data blocks (JSON, PyScript's type="py") are not run, so no policy
# covers them.
_INLINE_SCRIPT = re.compile(
    r'<script(?P<attrs>(?:\s+(?!src\b)[\w-]+(?:="[^"]*"|=\'[^\']*\')?)*)\s*>'
    r'(?P<code>.*?)</script>', re.S)
_RUN_TYPES = ("", "module", "text/javascript", "application/javascript", "importmap")


def inline_script_hashes(html: str) -> list[str]:
    """The CSP source ('sha256-...') of each inline script the page runs, in order."""
    out = []
    for match in _INLINE_SCRIPT.finditer(html):
        kind = re.search(r'\btype="([^"]*)"', match["attrs"])
        if (kind[1].strip().lower() if kind else "") not in _RUN_TYPES:
            continue
        # the browser hashes the script's text as parsed: HTML makes every
        # line break a line feed
        code = match["code"].replace("\r\n", "\n").replace("\r", "\n")
        digest = base64.b64encode(hashlib.sha256(code.encode("utf-8")).digest()).decode()
        out.append(f"'sha256-{digest}'")
    return out


def with_script_hashes(html: str) -> str:
    """The page, its policy's script-src allowing each inline script it runs by
    its hash (boot.js, i18n-early.js and the others build.py writes in): so the
    page needs no 'unsafe-inline', and a script injected into it cannot run."""
    head_end = html.find("</head>")
    policy = POLICY.search(html, 0, max(head_end, 0))
    hashes = list(dict.fromkeys(inline_script_hashes(html)))
    if not policy or not hashes:
        return html
    directives = [d.strip() for d in policy["policy"].split(";") if d.strip()]
    for i, directive in enumerate(directives):
        if directive.split()[0] == "script-src":
            directives[i] = " ".join([directive, *hashes])
            break
    else:
        raise SystemExit("build.py: a page with inline scripts has a policy without script-src")
    tag = f'{CSP_META} content="{"; ".join(directives)}">'
    return html[:policy.start()] + tag + html[policy.end():]
