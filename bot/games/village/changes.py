"""The state changes of the ``village`` moves: a bribe, a market visit, a draw, unchecked.

``rules.step`` runs them after its checks and ``simulate.play`` on moves it trusts, so both
ways to play a move share this code (rule ids in comments, as in docs/rules/village.md).
"""

from __future__ import annotations

from bot.engine import Event
from bot.games.village.events import Bribed, CardDrawn, Cursed, MarketRefilled, MarketVisited
from bot.games.village.ruleset import Ruleset
from bot.games.village.scoring import _end
from bot.games.village.state import State

_VISITS_MEMO = 1 << 14
"""How many hands ``simulate._visits`` remembers per ruleset (a few MiB; 94% of lookups hit),
and how many payments ``_paid_cards`` does."""


def move_token(track: tuple[int, ...], t: int, steps: int) -> tuple[tuple[int, ...], int, int]:
    """Move token ``t`` by ``steps`` (up > 0), capped at both ends; passed tokens shift."""
    old = track.index(t)
    new = old + steps
    if new < 0:
        new = 0
    elif new >= len(track):
        new = len(track) - 1
    moved = list(track)  # R-B3, R-M4: the passed tokens shift one space the other way
    del moved[old]
    moved.insert(new, t)
    return tuple(moved), old, new


_new = tuple.__new__


def _draw(state: State, events: list[Event] | None) -> State:
    rs, track, deck, discard, stalls, ids, hands, bribes, seat, _ = state
    if not deck:  # R-D2
        return _end(state, "R-D2", events)
    card = deck[0]  # R-D1
    hand = list(hands[seat])
    hand[card] += 1
    after = list(hands)
    after[seat] = tuple(hand)
    nxt = (seat + 1) % len(hands)
    if events is not None:
        events.append(CardDrawn(seat, rs, card))
    return _new(
        State, (rs, track, deck[1:], discard, stalls, ids, tuple(after), bribes, nxt, False)
    )


def _bribe(state: State, t: int, k: int, w: int, events: list[Event] | None) -> State:
    rs, track, deck, discard, stalls, ids, hands, bribes, seat, _ = state
    hand = list(hands[seat])
    wild = len(hand) - 1
    hand[t] -= k
    hand[wild] -= w
    mine = list(bribes[seat])
    old = mine[t]
    mine[t] = (k, w) if old is None else (old[0] + k, old[1] + w)
    new_hands = list(hands)
    new_hands[seat] = tuple(hand)
    new_bribes = list(bribes)
    new_bribes[seat] = tuple(mine)
    hands, bribes = tuple(new_hands), tuple(new_bribes)
    track, frm, to = move_token(track, t, k + w)  # R-B3
    # R-B4: deal 3, 2, 1, 0, 3, ... until a card of type t or a wild is placed.
    piles = list(stalls)
    ns = len(piles)
    i = 0
    stopped = False
    stops = (t, wild)
    for card in deck:
        piles[i % ns] += (card,)
        i += 1
        if card in stops:
            stopped = True
            break
    if events is not None:
        costs = rs.stall_costs
        placed = tuple([(costs[j % ns], deck[j]) for j in range(i)])
        events.append(Bribed(seat, rs, t, k, w, old is None, frm, to))
        events.append(MarketRefilled(seat, rs, placed, stopped))
    if not stopped:  # R-B5: the bribe and the token move stand
        ended = State(rs, track, (), discard, tuple(piles), ids, hands, bribes, seat, False)
        return _end(ended, "R-B5", events)
    nxt = (seat + 1) % len(hands)
    return _new(State, (rs, track, deck[i:], discard, tuple(piles), ids, hands, bribes, nxt, False))


def _paid_cards(rs: Ruleset, pay: tuple[int, ...]) -> tuple[int, ...]:
    """Return the cards a payment discards, in the order they reach the discard pile (R-M6)."""
    paid = rs.paid.get(pay)
    if paid is None:
        paid = tuple(c for c in rs.pay_order for _ in range(pay[c]))
        if len(rs.paid) < _VISITS_MEMO:
            rs.paid[pay] = paid
    return paid


def _visit(
    state: State, si: int, cursed: int, pay: tuple[int, ...], events: list[Event] | None
) -> State:
    rs, track, deck, discard, stalls, ids, hands, bribes, seat, _ = state
    cost = rs.stall_costs[si]
    hand = list(hands[seat])
    if cost:
        paid = rs.paid.get(pay) or _paid_cards(rs, pay)
        for c in paid:  # R-M2: pay from hand, before taking the stall
            hand[c] -= 1
        discard += paid  # R-M6
        # R-M4: down one space per paid card, wilds included
        track, frm, to = move_token(track, cursed, -cost)
    pile = stalls[si]
    for card in pile:  # R-M3
        hand[card] += 1
    piles = list(stalls)
    piles[si] = ()
    after = list(hands)
    after[seat] = tuple(hand)
    if events is not None:
        events.append(MarketVisited(seat, rs, cost, pay, pile))
        if cost:
            events.append(Cursed(seat, rs, cursed, frm, to))
    nxt = (seat + 1) % len(hands)
    return _new(
        State, (rs, track, deck, discard, tuple(piles), ids, tuple(after), bribes, nxt, False)
    )
