"""A game of Twice as Clever through the game page's links under CPython
(web/cleverweb/links.py, replay.py, bylink.py, over the stand-in page of
test_app.py): a shared link opens the same game in a replay, whose steps go
through a return and a silver chain as the rules played them; a game played
by link is joined on a second device, with its table options, and continued
on the first."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from cleverweb import intents as do  # noqa: E402
from cleverweb.replay import replay_html, replay_parts  # noqa: E402
from cleverweb.session import PERSON, Seat  # noqa: E402

import clever  # noqa: E402
from clever import gamecode  # noqa: E402

from .test_app import FakePage, mounted  # noqa: E402

TWICE = "twice-as-clever"


def played(seed: int, options=()):
    """Ann and Bob's Twice game played to its end by random choices, and the
    positions (index into its history) of a return and of a chain mark."""
    g = clever.new_game(["Ann", "Bob"], seed=seed, variant=TWICE, options=list(options))
    rng = random.Random(seed)
    returns, chains = [], []
    while not g.is_over:
        a = rng.choice(g.legal_actions())
        if a.kind == "return":
            returns.append(len(g.history))
        elif g.pending.kind == "chain" and a.kind == "use":
            chains.append(len(g.history))
        g.apply(a)
    return g, returns, chains


def with_return_and_chain():
    for seed in range(1, 100):
        g, returns, chains = played(seed)
        if returns and chains:
            return g, returns[0], chains[0]
    raise AssertionError("no such game")


def words(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", markup)).strip()


def test_a_twice_link_opens_the_same_game_in_a_replay():
    g, _, _ = with_return_and_chain()
    page = FakePage(address_hash="#g=" + gamecode.encode(g))
    app = mounted(page)
    assert page.root()["screen"] == "replay"
    shown = app.links.replay.game
    assert (shown.variant.name, shown.seed, shown.players, shown.history) == \
        (TWICE, g.seed, g.players, g.history)
    assert shown.scores() == g.scores()
    html = replay_html(app.links.replay, can_play=True)
    assert "Twice as Clever; Ann, Bob; final score:" in words(html)
    assert 'id="replay-tab-1"' in html


def test_the_replay_steps_through_a_return_and_a_chain():
    g, at_return, at_chain = with_return_and_chain()
    page = FakePage(address_hash="#g=" + gamecode.encode(g))
    app = mounted(page)
    r = app.links.replay
    for at in range(1, r.end + 1):
        app.dispatch(do.ReplayMove("next"))
        assert page.root()["replayAt"] == str(at)
        position = gamecode.prefix(g, at)
        where = words(replay_parts(r)["replay-where"])
        totals = ", ".join(f"{s['player']} {s['total']}" for s in position.scores())
        assert f"Points now: {totals}." in where
        if at == at_return + 1:
            # the returned die lies in the cup again, its platter face gone
            die = clever.parse_action(g.history[at_return]).die
            before = gamecode.prefix(g, at_return)
            face = before.faces[before.die_index(die)]
            assert f"return the {die} {face} from the silver platter to the cup" in where
            cup = re.search(r'z-cup">(.*?)</section>', replay_parts(r)["replay-board"])
            assert cup is not None and f'aria-label="{die} die, in the cup"' in cup.group(1)
        if at == at_chain + 1:
            action = clever.parse_action(g.history[at_chain])
            before = gamecode.prefix(g, at_chain)
            assert before.pending.kind == "chain"
            face = before.faces[before.die_index(action.die)]
            assert f"the {action.die} {face} in silver" in where
            assert action.box in position.sheets[before.pending.player].to_dict()["silver"]
            assert action.box not in before.sheets[before.pending.player].to_dict()["silver"]
    app.dispatch(do.ReplayMove("back"))
    assert page.root()["replayAt"] == str(r.end - 1)


def play_my_part(app, rng) -> None:
    s = app.s
    while s.decider() is not None and not s.over:
        out = s.act(rng.choice(s.legal()))
        assert out.ok, out.message


def test_a_twice_game_by_link_is_joined_and_continued_with_its_options():
    rng = random.Random(4)
    ann_page = FakePage()
    ann = mounted(ann_page)
    ann.new_session([Seat("Ann", PERSON), Seat("Bob", PERSON)], seed=5, undo=False,
                    variant=TWICE, options=["leftovers_chain"], by_link=True, first=0)
    play_my_part(ann, rng)
    assert ann.s.pending.player == 1 and ann.s.game.history
    bob_page = FakePage(address_hash="#p=" + gamecode.encode(ann.s.game))
    bob = mounted(bob_page)
    assert bob_page.root()["screen"] == "join"
    bob.dispatch(do.Join(False))
    assert bob_page.root()["screen"] == "game" and bob.s.by_link and bob.s.viewer == 1
    assert bob.s.game.variant.name == TWICE
    assert bob.s.game.variant.options == frozenset({"leftovers_chain"})
    assert bob.s.game.history == ann.s.game.history
    older = gamecode.encode(bob.s.game)
    play_my_part(bob, rng)
    assert bob.s.pending.player == 0
    ann.links.open_link("#p=" + gamecode.encode(bob.s.game))   # Bob's link back to Ann
    assert ann.s.game.history == bob.s.game.history and ann.s.viewer == 0
    assert ann.s.decider() == 0
    ann.links.open_link("#p=" + older)                          # an older link is refused
    assert ann_page.root()["screen"] == "link-error" and "older link" in ann.links.link_error
    assert ann.s.game.history == bob.s.game.history
