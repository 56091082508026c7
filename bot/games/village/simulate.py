"""The simulation fast path of ``village``: moves as numbers, counted, drawn and played fast.

A ``Move`` is a tuple of numbers (as ``random_move`` and the bots produce them); ``play``
trusts it to be legal and runs the same state changes as ``rules.step`` after its checks
(the tests pin ``play(s, m) == step(s, move_action(m))``). ``count_legal`` and the uniform
``random_move`` / ``random_step`` count the legal visits to each stall by formula (memoised
per hand in the ruleset) instead of listing them. Everything here is importable from
``rules`` too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import compress
from typing import cast

from bot.engine import Event, IllegalAction
from bot.games.village.changes import _VISITS_MEMO, _bribe, _draw, _visit
from bot.games.village.ruleset import WILD_ID, Ruleset
from bot.games.village.state import Action, Bribe, Draw, Market, State


def _payments(hand: Sequence[int], total: int, first: int = 0) -> list[tuple[int, ...]]:
    """Return every way to pay ``total`` cards from ``hand`` (counts by card number)."""
    if first == len(hand) - 1:
        return [(total,)] if total <= hand[first] else []
    out = []
    for k in range(min(total, hand[first]) + 1):
        for rest in _payments(hand, total - k, first + 1):
            out.append((k, *rest))
    return out


BRIBE, MARKET, DRAW = 0, 1, 2
"""The kinds of ``Move``."""

Move = tuple[int, int, int, int, tuple[int, ...] | None]
"""A move in numbers, for simulations and bots: ``(BRIBE, type, treasures, wilds, None)``,
``(MARKET, stall index, cursed type or -1, 0, payment counts by card number)`` or
``(DRAW, 0, 0, 0, None)``. ``play`` trusts a move to be legal; ``step`` checks an action."""

MOVES_KEPT = 8192
"""Moves whose action object a ruleset keeps (``move_action``): its ``cache`` is bounded."""

_DRAW = Draw()
_DRAW_MOVE: Move = (DRAW, 0, 0, 0, None)


def move_action(rs: Ruleset, move: Move) -> Action:
    """Return the (shared) action object of a move."""
    act: Action | None = rs.cache.get(move)
    if act is None:
        kind, a, b, c, pay = move
        if kind == BRIBE:
            act = Bribe(rs.ids[a], b, c)
        elif kind == MARKET and pay is not None:
            n = len(rs.ids)
            pairs = tuple((WILD_ID if x == n else rs.ids[x], k) for x, k in enumerate(pay) if k)
            act = Market(rs.stall_costs[a], pairs, None if b < 0 else rs.ids[b])
        else:
            act = _DRAW
        if len(rs.cache) >= MOVES_KEPT:
            rs.cache.clear()  # a bound: rebuilt as the bots ask again
        rs.cache[move] = act
    return act


def _multiset_counts(hand: Sequence[int]) -> tuple[int, int]:
    """Return how many card kinds ``hand`` holds at least once and at least twice."""
    z = d = 0
    for k in hand:
        if k:
            z += 1
            if k > 1:
                d += 1
    return z, d


def _more_payments(hand: Sequence[int], t: int, m: int) -> int:
    """Count the ways to pay ``m`` more cards from ``hand`` once one card ``t`` is set aside."""
    rest = list(hand)
    rest[t] -= 1
    return len(_payments(rest, m))


def _nth_visit_payment(hand: Sequence[int], t: int, m: int, r: int) -> tuple[int, ...]:
    """Return the ``r``-th payment (0-based) of one card ``t`` plus ``m`` more from ``hand``.

    The ``m`` more cards are ordered as ``_payments`` would list them for sizes above 2;
    for 1, by card number; for 2, the doubles by card number and then the pairs.
    """
    pay = [0] * len(hand)
    pay[t] = 1
    if m == 1:
        for c, k in enumerate(hand):
            if k > (c == t):  # c is still in hand once one card t is set aside
                if not r:
                    pay[c] += 1
                    return tuple(pay)
                r -= 1
    elif m == 2:
        present = []
        for c, h in enumerate(hand):
            k = h - (c == t)
            if k:
                if k > 1:
                    if not r:
                        pay[c] += 2
                        return tuple(pay)
                    r -= 1
                present.append(c)
        last = len(present) - 1
        for i, c in enumerate(present):
            if r < last - i:
                pay[c] += 1
                pay[present[i + 1 + r]] += 1
                return tuple(pay)
            r -= last - i
    elif m > 2:
        rest = list(hand)
        rest[t] -= 1
        return tuple(a + b for a, b in zip(pay, _payments(rest, m)[r], strict=True))
    else:
        return tuple(pay)
    raise IndexError("payment index out of range")


_STALLS = range(16)
"""Stall indexes, for ``compress`` over a state's stalls (a ruleset has at most 8)."""


def _visits(rs: Ruleset, hand: tuple[int, ...]) -> tuple[int, ...]:
    """Count the legal visits to each stall with ``hand``, were it not empty (memoised).

    Returns one count per stall, then per stall one count per cursed treasure type, then
    the number of bribes that start or grow a bribe with treasures (R-B1). A
    visit to a stall of cost c is a cursed treasure t (R-M4) with a payment that holds it
    (R-M2): one card t set aside, then any c - 1 more cards. Counting those by formula keeps
    random play fast; ``count_legal`` is tested against ``legal_actions``.
    """
    counts = rs.visits.get(hand)
    if counts is not None:
        return counts
    n = len(hand) - 1
    z, d = _multiset_counts(hand)
    # Per treasure t in hand: the ways to add m = 0, 1 or 2 more cards once one t is set aside:
    # any one kind still in hand (z1 of them), or two cards of two kinds or of one kind.
    more: tuple[list[int], list[int], list[int]] = ([], [], [])
    for h in hand[:n]:
        z1 = z - (h == 1)
        more[0].append(1 if h else 0)
        more[1].append(z1 if h else 0)
        more[2].append(z1 * (z1 - 1) // 2 + d - (h == 2) if h else 0)
    rows = []
    for cost in rs.stall_costs:
        if cost == 0:  # R-M5: the free stall has one visit, which curses nothing
            rows.append([0] * n)
        elif cost <= 3:
            rows.append(more[cost - 1])
        else:
            rows.append([_more_payments(hand, t, cost - 1) if hand[t] else 0 for t in range(n)])
    totals = [1 if cost == 0 else sum(row) for cost, row in zip(rs.stall_costs, rows, strict=True)]
    treasure_bribes = (hand[n] + 1) * (sum(hand) - hand[n])
    counts = tuple(totals + [k for row in rows for k in row] + [treasure_bribes])
    if len(rs.visits) >= _VISITS_MEMO:
        rs.visits.clear()
    rs.visits[hand] = counts
    return counts


def count_legal(state: State) -> int:
    """Return ``len(legal_actions(state))`` without listing them."""
    if state.over:
        return 0
    rs = state.ruleset
    hand = state.hands[state.current]
    n = len(hand) - 1
    bribed = n - state.bribes[state.current].count(None)
    counts = _visits(rs, hand)  # the stalls' counts come first
    bribes = counts[-1] + bribed * hand[n]  # R-B1, R-B2
    markets = sum(
        k for k, pile in zip(counts, state.stalls, strict=False) if pile or rs.empty_stall_visit
    )
    return bribes + markets + 1


def random_move(state: State, rng: random.Random) -> Move:
    """Return a legal move drawn uniformly from ``legal_actions(state)``, without listing it.

    One ``rng.random()`` per move. Raises ``IllegalAction`` once the game is over.
    """
    return cast(Move, _random(state, rng, False))


def random_action(state: State, rng: random.Random) -> Action:
    """Return a legal action drawn uniformly from ``legal_actions(state)``, without listing it.

    Raises ``IllegalAction`` once the game is over.
    """
    return move_action(state.ruleset, random_move(state, rng))


def random_step(state: State, rng: random.Random) -> State:
    """Play a uniformly random legal move: ``step(state, random_action(state, rng))``, faster."""
    return cast(State, _random(state, rng, True))


def _random(state: State, rng: random.Random, then_play: bool) -> Move | State:
    """Draw a uniformly random legal move; return it, or the state after it if ``then_play``.

    Both in one function so that random play builds no move at all on its hottest path.
    """
    rs, _, _, _, stalls, _, hands, all_bribes, seat, over = state
    if over:
        raise IllegalAction("R-E1", "village-refusals-game-over")
    hand = hands[seat]
    has_bribes = all_bribes[seat]
    counts = rs.visits.get(hand) or _visits(rs, hand)
    n = len(hand) - 1
    wilds = hand[n]
    wilds1 = wilds + 1
    bribes = counts[-1] + (n - has_bribes.count(None)) * wilds  # R-B1, R-B2
    open_stalls = range(len(stalls)) if rs.empty_stall_visit else compress(_STALLS, stalls)  # R-M1
    r = int(rng.random() * (bribes + 1 + sum(map(counts.__getitem__, open_stalls))))
    if r < bribes:  # a bribe of type t: the r-th (treasures, wilds) pair
        for t, old in enumerate(has_bribes):
            if old is None:
                size = hand[t] * wilds1
                if r < size:
                    k, w = r // wilds1 + 1, r % wilds1
                    break
            else:  # wilds alone may join an existing bribe (R-B2)
                size = hand[t] * wilds1 + wilds
                if r < size:
                    k, w = divmod(r + 1, wilds1)
                    break
            r -= size
        return _bribe(state, t, k, w, None) if then_play else (BRIBE, t, k, w, None)
    r -= bribes
    open_stalls = range(len(stalls)) if rs.empty_stall_visit else compress(_STALLS, stalls)
    for si in open_stalls:
        size = counts[si]
        if r >= size:
            r -= size
            continue
        cost = rs.stall_costs[si]
        if cost == 0:
            pay = (0,) * (n + 1)
            return _visit(state, si, -1, pay, None) if then_play else (MARKET, si, -1, 0, pay)
        base = len(stalls) + si * n
        for t in range(n):  # the cursed type t, then the r-th payment of the other cards
            size_t = counts[base + t]
            if r < size_t:
                pay = _nth_visit_payment(hand, t, cost - 1, r)
                return _visit(state, si, t, pay, None) if then_play else (MARKET, si, t, 0, pay)
            r -= size_t
    return _draw(state, None) if then_play else _DRAW_MOVE


def play(state: State, move: Move, events: list[Event] | None = None) -> State:
    """Play a legal ``move`` (from ``random_move`` or a bot) without checking it; see ``step``."""
    if state.over:
        raise IllegalAction("R-E1", "village-refusals-game-over")
    kind, a, b, c, pay = move
    if kind == MARKET and pay is not None:
        return _visit(state, a, b, pay, events)
    if kind == BRIBE:
        return _bribe(state, a, b, c, events)
    return _draw(state, events)
