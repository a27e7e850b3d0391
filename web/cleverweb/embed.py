"""PyScript entry point of embed.html (one rules demo) and learn.html (the
lesson, clever/demos/tutorial.py), made live.

Takes over the static picture embed.js showed (the same markup, drawn by
demo_view.demo_html), routes clicks and keys to the demo's Session, and sets
<html data-ready="true"> once the demo accepts input. It touches only its own
document: never the parent page, no request; of storage it only reads the
language the player chose (cleverweb/lang.py), which its texts are shown in.
"""

from pyodide.ffi import create_proxy, jsnull
from pyscript import document, window

from cleverweb import view

root = document.documentElement
mark = window.performance.mark
mark("clever:main")
EMBED: list = []  # the live demo, kept here (its event handlers are proxies)


def js(value):
    """None for JavaScript null (it arrives as jsnull, not None), else the value."""
    return None if value is None or value is jsnull else value


class Embed:
    def __init__(self, clever, demo_id: str, picture_lang: str | None = None):
        self.clever = clever
        holder = document.getElementById("demo-root")
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_key),
                         create_proxy(self.switch)]
        holder.addEventListener("click", self._proxies[0])
        holder.addEventListener("keydown", self._proxies[1])
        window.cleverDemoSwitch = self._proxies[2]
        if js(root.getAttribute("data-page-demo")):
            # learn.html: its lesson links change only the address's #demo=
            # (embed.js leaves that page's address to it): the other game's
            # lesson is shown at once, on the engine already running
            self._proxies.append(create_proxy(self.on_address))
            window.addEventListener("hashchange", self._proxies[-1])
        self.switch(demo_id, picture_lang)

    def switch(self, demo_id: str, picture_lang: str | None = None):
        """Show the demo `demo_id` (at load, and when the address's #demo= changes).
        At load, the static picture embed.js showed (`picture_lang`: its language)
        is the demo's live markup less its `inert` marks (build.py draws it with
        the same demo_html; tests/web/cleverweb/test_demo_view.py holds them equal): it is
        adopted, not drawn again."""
        from clever.demos.tutorial import LESSON_IDS

        if demo_id in LESSON_IDS:  # learn.html: a lesson, on the same page machinery
            from cleverweb.learn_view import LearnSession as Kind
            from cleverweb.learn_view import learn_html as draw
        else:
            from cleverweb.demo_view import DemoSession as Kind
            from cleverweb.demo_view import demo_html as draw
        self.draw = draw
        try:
            self.s = Kind(self.clever, demo_id)
        except KeyError:
            from clever.i18n import Msg
            from cleverweb.lang import _

            document.getElementById("demo-root").textContent = _(
                Msg("There is no demo called \u201c{name}\u201d.", name=demo_id))
            return
        self.message, self.kind = "", "note"
        if demo_id in LESSON_IDS:
            # the tab names the game whose lesson is shown, not always the base game's
            from cleverweb.learn_view import learn_title

            document.title = learn_title(demo_id)
        if not self.adopt(demo_id, picture_lang):
            self.render()

    def on_address(self, _ev=None):
        demo_id = window.cleverDemoId()
        shown = getattr(self, "s", None)
        if shown is None or demo_id != shown.entry["id"]:
            self.switch(demo_id)
            task = js(document.getElementById("demo-task"))
            if task is not None:
                task.focus()  # the new lesson's first step, read out

    def adopt(self, demo_id: str, picture_lang: str | None) -> bool:
        """Make the static picture live, if it shows this demo in the page's language."""
        from cleverweb import lang

        holder = document.getElementById("demo-root")
        article = js(holder.firstElementChild)
        if (picture_lang != lang.current or article is None
                or article.getAttribute("data-demo") != demo_id):
            return False
        for part in holder.querySelectorAll("[inert]"):
            part.removeAttribute("inert")
        return True

    def render(self, focus: str | None = None):
        active = js(document.activeElement)
        keep = focus or (active.id if active is not None and active.id else None)
        document.getElementById("demo-root").innerHTML = self.draw(
            self.s, self.message, self.kind)
        if keep:
            el = js(document.getElementById(keep))
            if el is not None:
                el.focus()

    def show(self, out, focus=None):
        self.message = out.message
        self.kind = "note" if out.ok else "error"
        if not out.ok:
            # a count tests and hosts can watch: each refusal shows its reason
            root.setAttribute("data-refused", str(int(root.getAttribute("data-refused") or 0) + 1))
        self.render(focus)

    def on_click(self, ev):
        from cleverweb.demo_view import click

        el = js(ev.target.closest("[data-act],[data-die],[data-area]")) \
            if hasattr(ev.target, "closest") else None
        if el is None:
            return
        act, die, area = (js(el.getAttribute(f"data-{k}")) for k in ("act", "die", "area"))
        if act:
            self.s, out = click(self.s, ("press", act))
            self.show(out, "demo-task" if act == "again" else None)
        elif die:
            self.s, out = click(self.s, ("die", die))
            self.show(out)
        elif area:
            self.s, out = click(self.s, ("box", area, el.getAttribute("data-box") or ""))
            self.show(out, "demo-task" if self.s.done else None)

    def on_key(self, ev):
        if ev.key not in ("Enter", " ", "Spacebar"):
            return
        area = js(ev.target.getAttribute("data-area")) \
            if hasattr(ev.target, "getAttribute") else None
        if area:
            ev.preventDefault()
            self.on_click(ev)


def start_language():
    """The page's language before anything is drawn, as embed.js
    chose the picture's: the player's choice on this device, else the browser's."""
    from cleverweb import lang

    root.lang = lang.start_page(window)


def start():
    demo_id = window.cleverDemoId()
    picture_lang = root.lang  # embed.js's choice, for the picture it showed
    try:
        import clever

        start_language()
    except Exception as exc:  # a missing or broken engine must say so in words
        window.cleverFail(view.engine_error_message(exc))
        return
    try:
        EMBED.append(Embed(clever, demo_id, picture_lang))
    except Exception as exc:
        window.cleverFail(view.engine_error_message(exc))
        return
    root.dataset.ready = "true"
    mark("clever:ready")


start()
