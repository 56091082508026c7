"""Hand-built ``splendor`` positions: a new game with cards, tokens and nobles moved where a
test needs them, checked through the codec (every card in one place, the tokens adding up)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games import splendor as sp
from bot.games.splendor.ruleset import COLOURS, Card, Ruleset, ruleset_from_json
from bot.games.splendor.state import Player, Reserved, State

RS = sp.RULES.standard()


def tokens(**counts: int) -> tuple[int, ...]:
    """Six counts from colour names: ``tokens(red=2, gold=1)``."""
    assert set(counts) <= set(COLOURS)
    return tuple(counts.get(c, 0) for c in COLOURS)


def card(cid: str) -> Card:
    return RS.card[cid]


def cards_where(level: int | None = None, **want: Any) -> list[str]:
    """The ids of the cards of ``level`` whose fields equal ``want`` (``points=0``)."""
    return [
        c.id
        for c in RS.cards
        if (level is None or c.level == level) and all(getattr(c, k) == v for k, v in want.items())
    ]


def worth(points: int, avoid: Iterable[str] = ()) -> list[str]:
    """Cards (from the highest) worth exactly ``points`` together."""
    out: list[str] = []
    left = points
    for c in sorted(RS.cards, key=lambda c: -c.points):
        if c.id not in set(avoid) and 0 < c.points <= left:
            out.append(c.id)
            left -= c.points
    assert left == 0
    return out


def _take_out(state: State, cid: str) -> State:
    """Remove ``cid`` from its deck or its face-up space (refilled from the deck's top)."""
    level = RS.card[cid].level - 1
    decks = [list(d) for d in state.decks]
    rows = [list(r) for r in state.tableau]
    if cid in decks[level]:
        decks[level].remove(cid)
    else:
        space = rows[level].index(cid)
        rows[level][space] = decks[level].pop(0) if decks[level] else None
    return replace(state, decks=tuple(map(tuple, decks)), tableau=tuple(tuple(r) for r in rows))


def position(
    players: int = 2,
    seed: int = 0,
    *,
    held: Mapping[int, Sequence[int]] | None = None,
    bought: Mapping[int, Sequence[str]] | None = None,
    reserved: Mapping[int, Sequence[tuple[str, bool]]] | None = None,
    visited: Mapping[int, Sequence[str]] | None = None,
    nobles: Sequence[str] | None = None,
    face_up: Mapping[int, Sequence[str]] | None = None,
    first: int = 0,
    current: int = 0,
    ruleset: Ruleset | None = None,
    check: bool = True,
) -> State:
    """A position of a new game changed as asked; ``face_up`` sets a level's first spaces."""
    s = sp.RULES.new_game(players, seed, ruleset=ruleset)
    rs = s.ruleset
    moved = [
        c
        for group in (bought or {}, {k: [r[0] for r in v] for k, v in (reserved or {}).items()})
        for ids in group.values()
        for c in ids
    ]
    for cid in moved:
        s = _take_out(s, cid)
    for level, ids in (face_up or {}).items():
        rows = [list(r) for r in s.tableau]
        for i, cid in enumerate(ids):
            if cid in rows[level - 1]:
                continue
            decks = [list(d) for d in s.decks]
            decks[level - 1].remove(cid)
            decks[level - 1].append(rows[level - 1][i])  # the shown card goes under the deck
            rows[level - 1][i] = cid
            s = replace(s, decks=tuple(map(tuple, decks)), tableau=tuple(map(tuple, rows)))
    people = []
    for seat, p in enumerate(s.players):
        people.append(
            Player(
                p.id,
                tuple((held or {}).get(seat, p.tokens)),
                tuple((bought or {}).get(seat, ())),
                tuple(Reserved(c, b) for c, b in (reserved or {}).get(seat, ())),
                tuple((visited or {}).get(seat, ())),
            )
        )
    supply = rs.supply(players)
    bank = tuple(supply[c] - sum(p.tokens[c] for p in people) for c in range(len(COLOURS)))
    table = s.nobles if nobles is None else tuple(nobles)
    s = replace(s, players=tuple(people), bank=bank, nobles=table, first=first, current=current)
    if check:
        assert sp.RULES.load(sp.dump(s)) == s
    return s


def with_bank(state: State, **counts: int) -> State:
    """Set bank piles directly: the tokens no longer add up, so the codec would refuse the
    position (for a legality check only)."""
    bank = list(state.bank)
    for colour, k in counts.items():
        bank[COLOURS.index(colour)] = k
    return replace(state, bank=tuple(bank))


def play(state: State, *moves: Any) -> tuple[State, list[Any]]:
    """Apply (seat, action) moves in turn; return the last state and every event."""
    events: list[Any] = []
    for seat, action in moves:
        state, more = sp.apply(state, seat, action)
        events += more
    return state, events


W, U, G, R, K = range(5)
"""The gem colours by index (white, blue, green, red, black)."""


def refused(state: State, seat: int, action: object, rule: str) -> IllegalAction:
    """Assert that the rules refuse ``action`` citing ``rule``, changing nothing."""
    before = sp.dump(state)
    with pytest.raises(IllegalAction) as info:
        sp.apply(state, seat, action)  # type: ignore[arg-type]
    assert info.value.rule_id == rule, info.value
    assert sp.dump(state) == before
    return info.value


def ruleset(**changes: object) -> Ruleset:
    """The standard ruleset with ``changes``."""
    return ruleset_from_json({**RS.to_json(), **changes})
