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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import compress
from typing import cast

from bot.engine import Event, IllegalAction, Outcome
from bot.games.village.events import (
    Bribed,
    CardDrawn,
    Cursed,
    GameEnded,
    HandMerged,
    MarketRefilled,
    MarketVisited,
)
from bot.games.village.ruleset import WILD_ID, Ruleset
from bot.games.village.state import Action, Bribe, Bribes, Draw, Market, State
from bot.games.village.text import count_text, join_words, plural

# --- Setup (R-S1 … R-S5) --------------------------------------------------------------------


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game; the seed decides the first player, the track and the deck order."""
    if not rs.min_players <= num_players <= rs.max_players:  # R-S1
        raise IllegalAction("R-S1", f"this game needs {rs.min_players} to {rs.max_players} players")
    ids = _SEAT_IDS[:num_players] if player_ids is None else tuple(player_ids)
    if len(ids) != num_players:
        raise ValueError("player_ids must name every seat")
    if len(set(ids)) != len(ids):
        raise ValueError("player_ids must be unique")
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


_SEAT_IDS = tuple(str(i + 1) for i in range(64))
"""The player ids of a game set up without any: "1", "2", ..."""


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
        rs.cache[move] = act
    return act


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

_VISITS_MEMO = 1 << 14
"""How many hands ``_visits`` remembers per ruleset (a few MiB; 94% of lookups hit)."""


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
        raise IllegalAction("R-E1", "the game is over")
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
        raise IllegalAction("R-E1", "the game is over")
    if seat != state.current:
        raise IllegalAction("R-S1", "it is not your turn")
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
        raise IllegalAction("R-E1", "the game is over")
    cls = type(action)
    if cls is Market:
        return _visit(state, *_check_market(state, action), events)  # type: ignore[arg-type]
    if cls is Bribe:
        return _bribe(state, *_check_bribe(state, action), events)  # type: ignore[arg-type]
    if cls is Draw:
        return _draw(state, events)
    raise TypeError(f"not a village action: {action!r}")


def play(state: State, move: Move, events: list[Event] | None = None) -> State:
    """Play a legal ``move`` (from ``random_move`` or a bot) without checking it; see ``step``."""
    if state.over:
        raise IllegalAction("R-E1", "the game is over")
    kind, a, b, c, pay = move
    if kind == MARKET and pay is not None:
        return _visit(state, a, b, pay, events)
    if kind == BRIBE:
        return _bribe(state, a, b, c, events)
    return _draw(state, events)


def _treasure(rs: Ruleset, tid: str, rule: str) -> int:
    t = rs.index.get(tid)
    if t is None:
        raise IllegalAction("R-C1", f"there is no treasure called {tid!r}")
    if t == len(rs.ids):
        raise IllegalAction(rule, "choose a treasure type, not a Wild")
    return t


def _have(rs: Ruleset, hand: Sequence[int], card: int, n: int, rule: str) -> None:
    if n > hand[card]:
        if not hand[card]:
            raise IllegalAction(rule, f"you have no {rs.plurals[card]} in hand")
        raise IllegalAction(rule, f"you have only {count_text(rs, card, hand[card])} in hand")


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


def _check_bribe(state: State, action: Bribe) -> tuple[int, int, int]:
    """Check a bribe (R-B1, R-B2); return its type, treasures and wilds."""
    rs = state.ruleset
    t = _treasure(rs, action.treasure, "R-B1")
    k, w = action.treasures, action.wilds
    if k < 0 or w < 0:
        raise IllegalAction("R-B1", "card counts cannot be negative")
    if k + w < 1:
        raise IllegalAction("R-B1", "play at least one card")
    hand = state.hands[state.current]
    wild = len(hand) - 1
    if k > hand[t]:
        _have(rs, hand, t, k, "R-B1")
    if w > hand[wild]:
        _have(rs, hand, wild, w, "R-B1")
    if state.bribes[state.current][t] is None and k == 0:  # R-B2
        raise IllegalAction(
            "R-B2",
            f"a new bribe needs at least one {rs.names[t]}; "
            "Wilds alone may only be added to an existing bribe",
        )
    return t, k, w


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


def _check_market(state: State, action: Market) -> tuple[int, int, tuple[int, ...]]:
    """Check a market visit (R-C5, R-M1 … R-M5); return its stall index, curse and payment."""
    rs = state.ruleset
    cost = action.stall
    si = rs.stall_index.get(cost)
    if si is None:
        costs = join_words([str(c) for c in rs.stall_costs])
        raise IllegalAction("R-C5", f"there is no {cost} stall; the stalls cost {costs}")
    if not state.stalls[si] and not rs.empty_stall_visit:  # R-M1
        raise IllegalAction("R-M1", f"the {cost} stall is empty")
    hand = state.hands[state.current]
    wild = len(hand) - 1
    pay = [0] * len(hand)
    paid_types: list[int] = []
    total = 0
    index = rs.index
    for cid, k in action.pay:
        c = index.get(cid)
        if c is None:
            raise IllegalAction("R-C1", f"there is no card called {cid!r}")
        if k < 0:
            raise IllegalAction("R-M2", "card counts cannot be negative")
        pay[c] += k
        total += k
        if c != wild and k:
            paid_types.append(c)
    if cost == 0:  # R-M5
        if total:
            raise IllegalAction("R-M5", "the 0 stall is free: pay nothing")
        if action.curse is not None:
            raise IllegalAction("R-M5", "nothing is cursed at the free 0 stall")
        return si, -1, tuple(pay)
    if total != cost:  # R-M2
        raise IllegalAction(
            "R-M2", f"you must pay exactly {plural(cost, 'card')} for the {cost} stall"
        )
    for cid, k in action.pay:  # R-M2: pay from hand
        c = index[cid]
        if k > hand[c]:
            _have(rs, hand, c, k, "R-M2")
    if not paid_types:
        raise IllegalAction("R-M2", "at least one paid card must be a treasure, not a Wild")
    curse = action.curse
    if curse is None:  # R-M4
        raise IllegalAction("R-M4", "choose one of the paid treasures to curse")
    cursed = index.get(curse, wild)
    if cursed not in paid_types:
        raise IllegalAction("R-M4", "the cursed treasure must be one of the paid treasures")
    return si, cursed, tuple(pay)


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


# --- End and scoring (R-E1 … R-E4) ----------------------------------------------------------


def _end(state: State, rule_id: str, events: list[Event] | None) -> State:
    """End the game at once (R-E1) and move matching treasures from hand to bribes (R-E2)."""
    rs = state.ruleset
    if events is not None:
        events.append(GameEnded(None, rs, rule_id))
    hands = list(state.hands)
    bribes = list(state.bribes)
    for seat, (hand, mine) in enumerate(zip(state.hands, state.bribes, strict=True)):
        hands[seat], bribes[seat], moved = _merge(hand, mine)
        if events is not None and any(moved):
            events.append(HandMerged(seat, rs, tuple(moved)))
    return state._replace(hands=tuple(hands), bribes=tuple(bribes), over=True)


def _merge(hand: tuple[int, ...], bribes: Bribes) -> tuple[tuple[int, ...], Bribes, list[int]]:
    """Move the treasures of a hand onto that seat's bribes of the same type (R-E2)."""
    moved = [0] * len(bribes)
    if not any(hand[t] for t, b in enumerate(bribes) if b is not None):
        return hand, bribes, moved
    new_hand = list(hand)
    new_bribes = list(bribes)
    for t, b in enumerate(bribes):
        if b is not None and hand[t]:
            moved[t] = hand[t]
            new_bribes[t] = (b[0] + hand[t], b[1])
            new_hand[t] = 0
    return tuple(new_hand), tuple(new_bribes), moved


def _final_seats(state: State) -> list[tuple[tuple[int, ...], Bribes]]:
    """Return each seat's hand and bribes as they score: merged once over, or merged now."""
    if state.over:
        return list(zip(state.hands, state.bribes, strict=True))
    return [_merge(h, b)[:2] for h, b in zip(state.hands, state.bribes, strict=True)]


def values_by_type(rs: Ruleset, track: Sequence[int]) -> list[int]:
    """Return each treasure type's current value on the Dragon's Favor (R-C4)."""
    values = [0] * len(track)
    for space, t in enumerate(track):
        values[t] = rs.track_values[space]
    return values


def scores(state: State) -> list[int]:
    """Return each seat's score (R-E3); before the end, the score if the game ended now."""
    rs = state.ruleset
    values = values_by_type(rs, state.track)
    out = []
    for hand, bribes in _final_seats(state):
        s = 0
        for t, b in enumerate(bribes):
            if b is not None:
                s += (b[0] + b[1]) * values[t]
            s -= hand[t] * values[t]
        s -= rs.wild_penalty * hand[rs.wild]
        out.append(s)
    return out


def tie_break_keys(state: State) -> list[tuple[int, ...]]:
    """Return each seat's bribe sizes from the top space's type down (R-E4)."""
    keys = []
    for _, bribes in _final_seats(state):
        key = []
        for t in reversed(state.track):
            b = bribes[t]
            key.append(0 if b is None else b[0] + b[1])
        keys.append(tuple(key))
    return keys


def outcome(state: State) -> Outcome:
    """Return scores, winners (all tied winners) and ranks; before the end, as things stand."""
    sc = scores(state)
    keys = tie_break_keys(state)
    order = [(sc[i], keys[i]) for i in range(len(sc))]
    best = max(order)
    winners = tuple(i for i, o in enumerate(order) if o == best)
    ranks = tuple(1 + sum(1 for other in order if other > o) for o in order)
    return Outcome(tuple(sc), winners, ranks)


def tie_break_depth(state: State, seats: Sequence[int]) -> int:
    """Return how many track spaces R-E4 compared to separate ``seats`` (0: no tie to break).

    Returns one more than the number of spaces when the seats are still tied after all of them.
    """
    keys = tie_break_keys(state)
    tied = list(seats)
    if len(tied) < 2:
        return 0
    for depth in range(len(state.track)):
        if len({keys[s][depth] for s in tied}) > 1:
            return depth + 1
    return len(state.track) + 1
