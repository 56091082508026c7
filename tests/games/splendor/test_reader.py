"""The typed reader of a ``splendor`` view (bot/games/splendor/reader.py): it round-trips every
view of random games (every seat and the public view, every step), says the facts of the state,
offers exactly the engine's buys and takes, hides another seat's blind reserve, and refuses a
malformed view naming the field."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import cache
from itertools import combinations
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import splendor as sp
from bot.games.splendor.board import price
from bot.games.splendor.reader import as_seen, read
from bot.games.splendor.state import Purchase, Reserve, State, Take, TakeTwo

GAMES = 12
"""Random games of 2, 3 and 4 players: together they pass through every step."""


@cache
def states() -> tuple[State, ...]:
    """Every position of a few random games, the final ones included."""
    found = []
    for seed in range(GAMES):
        s = sp.RULES.new_game(2 + seed % 3, seed)
        rng = random.Random(seed)
        found.append(s)
        while not s.over:
            s, _ = sp.apply(s, s.current, rng.choice(sp.legal_actions(s, s.current)))
            found.append(s)
    return tuple(found)


def viewers(s: State) -> tuple[int | None, ...]:
    return (None, *range(len(s.players)))


def test_the_random_games_pass_through_every_step() -> None:
    seen = {s.step for s in states() if not s.over}
    assert seen == {"play", "return", "noble"}
    assert sum(s.over for s in states()) == GAMES


def test_read_round_trips_and_says_the_facts_of_every_view() -> None:
    for s in states():
        for seat in viewers(s):
            view = sp.view_for(s, seat)
            seen = read(view)
            assert seen.to_json() == view
            assert as_seen(seen) is seen
            assert seen.seat == seat and seen.num_players == len(s.players)
            assert seen.bank == s.bank and seen.tableau == s.tableau and seen.nobles == s.nobles
            assert seen.decks == tuple(len(d) for d in s.decks)
            assert seen.step == s.step and seen.over == s.over
            assert seen.to_move == (None if s.over else s.current)
            assert seen.my_turn == (seat is not None and not s.over and seat == s.current)
            assert seen.face_up() == tuple(c for r in s.tableau for c in r if c is not None)
            assert seen.blind_levels() == tuple(i + 1 for i, d in enumerate(s.decks) if d)
            scores = sp.scores(s)
            assert seen.last_round == (not s.over and max(scores) >= s.ruleset.target)
            for i, (p, q) in enumerate(zip(seen.players, s.players, strict=True)):
                assert (p.id, p.tokens, p.cards, p.nobles) == (q.id, q.tokens, q.cards, q.nobles)
                assert p.points == scores[i] and p.token_count == sum(q.tokens)
                for r, t in zip(p.reserved, q.reserved, strict=True):
                    assert r.blind == t.blind and r.level == s.ruleset.card[t.card].level
                    shown = not t.blind or seat == i or s.over
                    assert r.card == (t.card if shown else None)
            result = sp.outcome(s)
            if result is None:
                assert seen.ranks is None and seen.winners == ()
            else:
                assert seen.ranks == result.ranks and seen.winners == result.winners


def test_the_steps_say_what_is_owed() -> None:
    for s in states():
        seen = read(sp.view_for(s, None))
        live = not s.over
        expected = sum(s.players[s.current].tokens) - s.ruleset.token_limit
        assert seen.to_return == (expected if live and s.step == "return" else 0)
        legal = sp.legal_actions(s, s.current)
        nobles = tuple(a.noble for a in legal if isinstance(a, sp.ChooseNoble))
        assert seen.choices == (nobles if live and s.step == "noble" else ())


def test_the_helpers_offer_exactly_the_engines_actions() -> None:
    """On the viewer's turn at the play step: buys (price, every payment, least gold first),
    takes of different gems, takes of two, reserves."""
    checked = 0
    for s in states():
        if s.over or s.step != "play":
            continue
        seat = s.current
        seen = read(sp.view_for(s, seat))
        legal = sp.legal_actions(s, seat)
        buys = {(a.card, a.gold) for a in legal if isinstance(a, Purchase)}
        offered = {(a.card, g) for a in seen.affordable() for g in a.payments}
        assert offered == buys
        me = s.players[seat]
        for a in seen.affordable():
            assert a.price == price(s.ruleset, me, s.ruleset.card[a.card])
            assert a.gold == min(a.payments, key=sum)
            assert a.choice_matters == (len(a.payments) > 1)
            assert a.reserved == (a.card in {r.card for r in me.reserved})
        takes = {a.gems for a in legal if isinstance(a, Take)}
        expected = combinations(seen.takeable(), seen.take_count()) if seen.take_count() else ()
        assert takes == set(expected)
        assert set(seen.doubles()) == {a.gem for a in legal if isinstance(a, TakeTwo)}
        if seen.face_up() or seen.blind_levels():
            assert seen.can_reserve() == any(isinstance(a, Reserve) for a in legal)
        checked += 1
        # Nobody else is offered anything from this seat's view of another seat.
        assert read(sp.view_for(s, None)).affordable() == ()
    assert checked > 500


def test_a_blind_reserve_of_another_seat_is_its_level_only() -> None:
    hidden = 0
    for s in states()[::3]:
        if s.over:
            continue
        for seat in viewers(s):
            secret = {
                r.card for o, p in enumerate(s.players) if o != seat for r in p.reserved if r.blind
            }
            if not secret:
                continue
            seen = read(sp.view_for(s, seat))
            shown = {r.card for q in seen.players for r in q.reserved}
            assert not secret & shown
            assert not secret & {a.card for a in seen.affordable()}
            hidden += 1
    assert hidden > 100


def test_the_public_view_has_no_viewer() -> None:
    seen = read(sp.view_for(states()[0], None))
    assert seen.me is None and not seen.my_turn
    with pytest.raises(ValueError, match="no viewer"):
        seen.price(seen.face_up()[0])
    assert seen.price(seen.face_up()[0], seat=0) == seen.card(seen.face_up()[0]).cost


def _one(step: str, over: bool = False) -> dict[str, Any]:
    s = next(s for s in states() if s.step == step and s.over == over)
    return sp.view_for(s, s.current)


def _blind_view() -> dict[str, Any]:
    for s in states():
        for owner, p in enumerate(s.players):
            if not s.over and any(r.blind for r in p.reserved):
                return sp.view_for(s, owner)
    raise AssertionError("no blind reserve")


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(view: dict[str, Any]) -> None:
        doc: Any = view
        for key in path[:-1]:
            doc = doc[key]
        doc[path[-1]] = value

    return change


def _drop(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(view: dict[str, Any]) -> None:
        doc: Any = view
        for key in path[:-1]:
            doc = doc[key]
        del doc[path[-1]]

    return change


def _hide_own(view: dict[str, Any]) -> None:
    seat = view["seat"]
    entry = next(r for r in view["players"][seat]["reserved"] if r["blind"])
    del entry["card"]


BAD: dict[str, tuple[Callable[[], dict[str, Any]], Callable[[dict[str, Any]], None], str]] = {
    "not an object": (lambda: _one("play"), lambda v: v.clear(), "ruleset is missing"),
    "another game": (lambda: _one("play"), _set(("game",), "village"), "game"),
    "no bank": (lambda: _one("play"), _drop(("bank",)), "bank is missing"),
    "short bank": (lambda: _one("play"), _set(("bank",), [4, 4, 4, 4, 4]), "bank"),
    "negative bank": (lambda: _one("play"), _set(("bank", 0), -1), r"bank\[0\]"),
    "bool count": (lambda: _one("play"), _set(("decks", 0), True), r"decks\[0\]"),
    "two decks": (lambda: _one("play"), _set(("decks",), [1, 2]), "decks"),
    "wrong level": (lambda: _one("play"), _set(("tableau", 0, 0), "L3-W-1"), "tableau"),
    "short row": (lambda: _one("play"), _set(("tableau", 1), [None]), "tableau"),
    "bad step": (lambda: _one("play"), _set(("step",), "dance"), "step"),
    "bad seat": (lambda: _one("play"), _set(("seat",), 9), "seat"),
    "bad current": (lambda: _one("play"), _set(("current",), -1), "current"),
    "bad active": (lambda: _one("play"), _set(("active",), []), "active"),
    "over not bool": (lambda: _one("play"), _set(("over",), 0), "over"),
    "unknown noble": (lambda: _one("play"), _set(("nobles", 0), "N99"), "nobles"),
    "one player": (lambda: _one("play"), lambda v: v["players"].pop(), "players"),
    "bad tokens": (lambda: _one("play"), _set(("players", 0, "tokens"), [0]), "tokens"),
    "no id": (lambda: _one("play"), _drop(("players", 0, "id")), r"players\[0\]\.id"),
    "false bonus": (lambda: _one("play"), _set(("players", 0, "bonuses"), [9] * 5), "bonuses"),
    "false points": (lambda: _one("play"), _set(("players", 1, "points"), 99), "points"),
    "unknown card": (lambda: _one("play"), _set(("players", 0, "cards"), ["X"]), "cards"),
    "card twice": (
        lambda: _one("play"),
        lambda v: v["players"][0].update(
            reserved=[{"level": 1, "blind": False, "card": v["tableau"][0][0]}]
        ),
        "two places",
    ),
    "own blind hidden": (_blind_view, _hide_own, "hides a card"),
    "bad reserve": (_blind_view, _set(("players", 0, "reserved"), [{"level": 5}]), "level"),
    "no to_return": (lambda: _one("return"), _drop(("to_return",)), "to_return is missing"),
    "no choices": (lambda: _one("noble"), _drop(("choices",)), "choices is missing"),
    "bad choice": (lambda: _one("noble"), _set(("choices",), ["N99"]), "choices"),
    "no ranks": (lambda: _one("play", True), _drop(("ranks",)), "ranks is missing"),
    "false winners": (lambda: _one("play", True), _set(("winners",), []), "winners"),
    "bad ruleset": (lambda: _one("play"), _set(("ruleset", "target"), "x"), "ruleset"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_malformed_view_is_refused_naming_the_field(case: str) -> None:
    make, change, where = BAD[case]
    view = copy.deepcopy(make())
    read(view)  # the view was good before the change
    change(view)
    with pytest.raises(InvalidState, match=where):
        read(view)


def test_a_view_that_is_no_object_is_refused() -> None:
    with pytest.raises(InvalidState, match="view must be an object"):
        read([])  # type: ignore[arg-type]
