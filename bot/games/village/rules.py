"""The ``village`` rules, exactly as docs/rules/village.md says (rule ids in comments).

Pure functions over immutable states: no I/O, no clock, and randomness only from the seed
given to ``new_game`` (a private ``random.Random``) or the generator a caller passes, so a
seed and an action log always replay to the same state. The only mutable things are bounded
memos held by the ruleset (shared action objects, visit counts per hand), which never
change a result, only how fast it comes.

Two ways to play a move: ``step``/``apply`` take an ``Action`` from outside and check it
against every rule; ``play`` takes a ``Move`` (numbers, as ``random_move`` and the bots
produce them) and trusts it to be legal. Both run the same code after the checks, and the
tests pin ``play(s, m) == step(s, move_action(m))``.

This module holds the setup, the legal actions and the checks; the state changes after the
checks are in ``changes``, the end and the scores in ``scoring``, the fast path for
simulations (``Move``, ``play``, ``random_step``, ...) in ``simulate``. Every public name of
those modules is importable from here as well (``rules.random_step``, ``rules.scores``, ...).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bot.engine import Event, IllegalAction
from bot.engine.game import seat_ids
from bot.games.village.changes import _bribe, _draw, _visit, move_token
from bot.games.village.ruleset import Ruleset
from bot.games.village.scoring import (
    outcome,
    scores,
    tie_break_depth,
    tie_break_keys,
    values_by_type,
)
from bot.games.village.simulate import (
    _DRAW,
    BRIBE,
    DRAW,
    MARKET,
    Move,
    _payments,
    count_legal,
    move_action,
    play,
    random_action,
    random_move,
    random_step,
)
from bot.games.village.state import Action, Bribe, Bribes, Draw, Market, State

__all__ = [
    "BRIBE",
    "DRAW",
    "MARKET",
    "Move",
    "apply",
    "count_legal",
    "gentle_action",
    "legal_actions",
    "move_action",
    "move_token",
    "new_game",
    "outcome",
    "play",
    "random_action",
    "random_move",
    "random_step",
    "scores",
    "step",
    "tie_break_depth",
    "tie_break_keys",
    "values_by_type",
    "verify",
]

# --- Setup (R-S1 … R-S5) --------------------------------------------------------------------


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game; the seed decides the first player, the track and the deck order."""
    ids = seat_ids(rs, num_players, player_ids, "R-S1", "village-refusals-player-count")
    bits = random.Random(seed).getrandbits
    n = len(rs.ids)
    current = _below(bits, num_players)  # R-S1: the first player is chosen at random
    track = list(range(n))
    _shuffle(bits, track)  # R-S2
    deck: list[int] = []
    for t in range(n):  # R-S3: the treasures (R-C2) plus the wilds in play (R-C3)
        deck += [t] * rs.copies[t]
    deck += [n] * rs.wilds_for(num_players)
    _shuffle(bits, deck)
    hands = [[0] * (n + 1) for _ in range(num_players)]
    pos = rs.hand_size * num_players
    for i, card in enumerate(deck[:pos]):  # R-S4: dealt one at a time around the table
        hands[i % num_players][card] += 1
    stalls: list[tuple[int, ...]] = [() for _ in rs.stall_costs]
    for cost in rs.setup_stall_order:  # R-S5
        stalls[rs.stall_index[cost]] = (deck[pos],)
        pos += 1
    no_bribes: Bribes = (None,) * n
    return State(
        rs,
        tuple(track),
        tuple(deck[pos:]),
        (),
        tuple(stalls),
        ids,
        tuple(map(tuple, hands)),
        (no_bribes,) * num_players,
        current,
        False,
    )


def _below(bits: Callable[[int], int], n: int) -> int:
    """Return ``random.Random.randrange(n)`` from ``bits = rng.getrandbits``, draw for draw."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


_WIDTHS = tuple((i + 1).bit_length() for i in range(256))


def _shuffle(bits: Callable[[int], int], x: list[int]) -> None:
    """Shuffle ``x`` exactly as ``random.Random.shuffle`` does, draw for draw, but faster.

    A seed must keep dealing the same game (stored games are checked by replaying them),
    so this is the standard library's algorithm with its per-card calls inlined.
    """
    widths = _WIDTHS if len(x) <= len(_WIDTHS) else [(i + 1).bit_length() for i in range(len(x))]
    for i in reversed(range(1, len(x))):
        k = widths[i]  # the bits of a draw below i + 1
        j = bits(k)
        while j > i:
            j = bits(k)
        x[i], x[j] = x[j], x[i]


# --- Legal actions --------------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    """Return every legal action of the player to move, in a fixed order; [] once over.

    The order: bribes by treasure type, treasures then wilds ascending; market visits by
    stall in the ruleset's order, payments in lexicographic order, curses by type; draw last.
    """
    if state.over:
        return []
    rs = state.ruleset
    hand = state.hands[state.current]
    bribes = state.bribes[state.current]
    n = len(rs.ids)
    wilds = hand[n]
    acts: list[Action] = []
    for t in range(n):  # R-B1, R-B2
        has = bribes[t] is not None
        for k in range(0 if has else 1, hand[t] + 1):
            for w in range(0 if k else 1, wilds + 1):
                acts.append(move_action(rs, (BRIBE, t, k, w, None)))
    for si, (cost, pile) in enumerate(zip(rs.stall_costs, state.stalls, strict=True)):
        if not (pile or rs.empty_stall_visit):  # R-M1
            continue
        if cost == 0:  # R-M5
            acts.append(move_action(rs, (MARKET, si, -1, 0, (0,) * (n + 1))))
            continue
        for pay in reversed(_payments(hand, cost)):  # R-M2
            if pay[n] == cost:
                continue  # wilds only
            for t in range(n):  # R-M4
                if pay[t]:
                    acts.append(move_action(rs, (MARKET, si, t, 0, pay)))
    acts.append(_DRAW)  # R-D1, R-D2
    return acts


def gentle_action(state: State) -> Action:
    """Return the move played for a player whose time ran out: a Draw, the gentlest move.

    When the deck is empty a Draw would end the game (R-D2), so the free 0 stall, or else the
    cheapest market visit, is played instead where one is legal; only then the Draw.
    """
    if state.deck or state.over:
        return _DRAW
    markets = [a for a in legal_actions(state) if isinstance(a, Market)]
    if markets:
        return min(markets, key=lambda a: a.stall)
    return _DRAW


# --- Apply ----------------------------------------------------------------------------------


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now; change nothing."""
    if state.over:
        raise IllegalAction("R-E1", "village-refusals-game-over")
    if seat != state.current:
        raise IllegalAction("R-S1", "village-refusals-not-your-turn")
    step(state, action)


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for the player to move; return the new state and the events."""
    events: list[Event] = []
    return step(state, action, events), events


def step(state: State, action: Action, events: list[Event] | None = None) -> State:
    """Play ``action`` and return the new state, appending the events to ``events`` if given.

    Without ``events`` no event is built: the fast path for simulations and bots.
    """
    if state.over:
        raise IllegalAction("R-E1", "village-refusals-game-over")
    cls = type(action)
    if cls is Market:
        return _visit(state, *_check_market(state, action), events)  # type: ignore[arg-type]
    if cls is Bribe:
        return _bribe(state, *_check_bribe(state, action), events)  # type: ignore[arg-type]
    if cls is Draw:
        return _draw(state, events)
    raise TypeError(f"not a village action: {action!r}")


def _treasure(rs: Ruleset, tid: str, rule: str) -> int:
    t = rs.index.get(tid)
    if t is None:
        raise IllegalAction("R-C1", "village-refusals-no-such-treasure", name=str(tid))
    if t == len(rs.ids):
        raise IllegalAction(rule, "village-refusals-not-a-wild")
    return t


def _have(rs: Ruleset, hand: Sequence[int], card: int, n: int, rule: str) -> None:
    if n > hand[card]:
        cid = rs.card_ids[card]
        if not hand[card]:
            raise IllegalAction(rule, "village-refusals-none-in-hand", card=cid)
        raise IllegalAction(rule, "village-refusals-only-in-hand", card=cid, count=hand[card])


def _check_bribe(state: State, action: Bribe) -> tuple[int, int, int]:
    """Check a bribe (R-B1, R-B2); return its type, treasures and wilds."""
    rs = state.ruleset
    t = _treasure(rs, action.treasure, "R-B1")
    k, w = action.treasures, action.wilds
    if k < 0 or w < 0:
        raise IllegalAction("R-B1", "village-refusals-negative-count")
    if k + w < 1:
        raise IllegalAction("R-B1", "village-refusals-play-a-card")
    hand = state.hands[state.current]
    wild = len(hand) - 1
    if k > hand[t]:
        _have(rs, hand, t, k, "R-B1")
    if w > hand[wild]:
        _have(rs, hand, wild, w, "R-B1")
    if state.bribes[state.current][t] is None and k == 0:  # R-B2
        raise IllegalAction("R-B2", "village-refusals-new-bribe", card=rs.ids[t])
    return t, k, w


def _check_market(state: State, action: Market) -> tuple[int, int, tuple[int, ...]]:
    """Check a market visit (R-C5, R-M1 … R-M5); return its stall index, curse and payment."""
    rs = state.ruleset
    cost = action.stall
    si = rs.stall_index.get(cost)
    if si is None:
        costs = tuple(str(c) for c in rs.stall_costs)
        raise IllegalAction("R-C5", "village-refusals-no-such-stall", stall=str(cost), costs=costs)
    if not state.stalls[si] and not rs.empty_stall_visit:  # R-M1
        raise IllegalAction("R-M1", "village-refusals-stall-empty", stall=str(cost))
    hand = state.hands[state.current]
    wild = len(hand) - 1
    pay = [0] * len(hand)
    paid_types: list[int] = []
    total = 0
    index = rs.index
    for cid, k in action.pay:
        c = index.get(cid)
        if c is None:
            raise IllegalAction("R-C1", "village-refusals-no-such-card", name=str(cid))
        if k < 0:
            raise IllegalAction("R-M2", "village-refusals-negative-count")
        pay[c] += k
        total += k
        if c != wild and k:
            paid_types.append(c)
    if cost == 0:  # R-M5
        if total:
            raise IllegalAction("R-M5", "village-refusals-free-stall")
        if action.curse is not None:
            raise IllegalAction("R-M5", "village-refusals-free-stall-curse")
        return si, -1, tuple(pay)
    if total != cost:  # R-M2
        raise IllegalAction("R-M2", "village-refusals-pay-exactly", count=cost, stall=str(cost))
    for cid, k in action.pay:  # R-M2: pay from hand
        c = index[cid]
        if k > hand[c]:
            _have(rs, hand, c, k, "R-M2")
    if not paid_types:
        raise IllegalAction("R-M2", "village-refusals-pay-a-treasure")
    curse = action.curse
    if curse is None:  # R-M4
        raise IllegalAction("R-M4", "village-refusals-choose-curse")
    cursed = index.get(curse, wild)
    if cursed not in paid_types:
        raise IllegalAction("R-M4", "village-refusals-curse-paid")
    return si, cursed, tuple(pay)
