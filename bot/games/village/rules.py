"""The ``village`` rules, exactly as shared/rules/village.md says (rule ids in comments).

Pure functions over immutable states: no I/O, no clock, and randomness only from the seed
given to ``new_game`` (a private ``random.Random``), so a seed and an action log always
replay to the same state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

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
from bot.games.village.state import Action, Bribe, Bribes, Draw, Market, Player, State
from bot.games.village.text import count_text, join_words, plural

# --- Setup (R-S1 … R-S5) --------------------------------------------------------------------


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game; the seed decides the first player, the track and the deck order."""
    if not rs.min_players <= num_players <= rs.max_players:  # R-S1
        raise IllegalAction("R-S1", f"this game needs {rs.min_players} to {rs.max_players} players")
    ids = [str(i + 1) for i in range(num_players)] if player_ids is None else list(player_ids)
    if len(ids) != num_players:
        raise ValueError("player_ids must name every seat")
    if len(set(ids)) != len(ids):
        raise ValueError("player_ids must be unique")
    rng = random.Random(seed)
    n = len(rs.ids)
    current = rng.randrange(num_players)  # R-S1: the first player is chosen at random
    track = list(range(n))
    rng.shuffle(track)  # R-S2
    deck: list[int] = []
    for t in range(n):  # R-S3: the treasures (R-C2) plus the wilds in play (R-C3)
        deck += [t] * rs.copies[t]
    deck += [n] * rs.wilds_for(num_players)
    rng.shuffle(deck)
    hands = [[0] * (n + 1) for _ in range(num_players)]
    pos = 0
    for _ in range(rs.hand_size):  # R-S4: dealt one at a time around the table
        for seat in range(num_players):
            hands[seat][deck[pos]] += 1
            pos += 1
    stalls: list[tuple[int, ...]] = [() for _ in rs.stall_costs]
    for cost in rs.setup_stall_order:  # R-S5
        stalls[rs.stall_index[cost]] = (deck[pos],)
        pos += 1
    no_bribes: Bribes = (None,) * n
    players = tuple(Player(ids[s], tuple(hands[s]), no_bribes) for s in range(num_players))
    return State(rs, tuple(track), tuple(deck[pos:]), (), tuple(stalls), players, current, False)


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


def _market_action(rs: Ruleset, cost: int, pay: tuple[int, ...], curse: int) -> Market:
    """Return the (shared) market action for a payment vector and a cursed type (-1: none)."""
    key = (cost, pay, curse)
    act: Market | None = rs.cache.get(key)
    if act is None:
        n = len(rs.ids)
        pairs = tuple((WILD_ID if c == n else rs.ids[c], k) for c, k in enumerate(pay) if k)
        act = rs.cache[key] = Market(cost, pairs, None if curse < 0 else rs.ids[curse])
    return act


def _bribe_action(rs: Ruleset, t: int, k: int, w: int) -> Bribe:
    """Return the (shared) bribe action of ``k`` treasures ``t`` and ``w`` wilds."""
    key = (t, k, w)
    act: Bribe | None = rs.cache.get(key)
    if act is None:
        act = rs.cache[key] = Bribe(rs.ids[t], k, w)
    return act


_DRAW = Draw()


def legal_actions(state: State) -> list[Action]:
    """Return every legal action of the player to move, in a fixed order; [] once over.

    The order: bribes by treasure type, treasures then wilds ascending; market visits by
    stall in the ruleset's order, payments in lexicographic order, curses by type; draw last.
    """
    if state.over:
        return []
    rs = state.ruleset
    player = state.players[state.current]
    hand = player.hand
    n = len(rs.ids)
    wilds = hand[n]
    acts: list[Action] = []
    for t in range(n):  # R-B1, R-B2
        has = player.bribes[t] is not None
        for k in range(0 if has else 1, hand[t] + 1):
            for w in range(0 if k else 1, wilds + 1):
                acts.append(_bribe_action(rs, t, k, w))
    for cost, pile in zip(rs.stall_costs, state.stalls, strict=True):
        if not (pile or rs.empty_stall_visit):  # R-M1
            continue
        if cost == 0:  # R-M5
            acts.append(_market_action(rs, 0, (0,) * (n + 1), -1))
            continue
        for pay in reversed(_payments(hand, cost)):  # R-M2
            if pay[n] == cost:
                continue  # wilds only
            for t in range(n):  # R-M4
                if pay[t]:
                    acts.append(_market_action(rs, cost, pay, t))
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


def _payments_with(hand: Sequence[int], t: int, m: int, z: int, d: int) -> int:
    """Count the ways to pay ``m`` more cards from ``hand`` once one card ``t`` is set aside.

    ``z`` and ``d`` are ``_multiset_counts(hand)``; sizes 0 to 2 (every stall up to cost 3)
    take a formula, larger ones are counted by listing them.
    """
    if m == 0:
        return 1
    h = hand[t]
    z1 = z - 1 if h == 1 else z
    if m == 1:
        return z1
    if m == 2:
        return z1 * (z1 - 1) // 2 + (d - 1 if h == 2 else d)
    rest = list(hand)
    rest[t] -= 1
    return len(_payments(rest, m))


def _nth_payment(hand: Sequence[int], m: int, r: int) -> list[int]:
    """Return the ``r``-th way (0-based) to choose ``m`` cards from ``hand``, as counts."""
    out = [0] * len(hand)
    if m == 0:
        return out
    if m > 2:
        return list(_payments(hand, m)[r])
    if m == 2:
        doubles = [c for c, k in enumerate(hand) if k > 1]
        if r < len(doubles):
            out[doubles[r]] = 2
            return out
        r -= len(doubles)
    present = [c for c, k in enumerate(hand) if k]
    if m == 1:
        out[present[r]] = 1
        return out
    for i in range(len(present)):
        later = len(present) - i - 1
        if r < later:
            out[present[i]] = 1
            out[present[i + 1 + r]] = 1
            return out
        r -= later
    raise IndexError("payment index out of range")


def _market_sizes(state: State) -> list[tuple[int, int]]:
    """Return (stall cost, number of legal visits) for every stall that may be visited.

    A visit to a stall of cost c is a cursed treasure t (R-M4) with a payment that holds
    it (R-M2): one card t set aside, then any c - 1 more cards. Counting those by formula
    keeps random play fast; ``count_legal`` is tested against ``legal_actions``.
    """
    rs = state.ruleset
    hand = state.players[state.current].hand
    n = len(hand) - 1
    treasures = hand[:n]
    present = n - treasures.count(0)
    ones = treasures.count(1)
    twos = treasures.count(2)
    w = hand[n]
    z = present + (w > 0)
    d = present - ones + (w > 1)
    pairs = z * (z - 1) // 2 + d
    out = []
    for cost, pile in zip(rs.stall_costs, state.stalls, strict=True):
        if not (pile or rs.empty_stall_visit):  # R-M1
            continue
        if cost == 0:  # R-M5
            out.append((0, 1))
        elif cost == 1:
            out.append((1, present))
        elif cost == 2:
            out.append((2, present * z - ones))
        elif cost == 3:
            out.append((3, present * pairs - ones * (z - 1) - twos))
        else:
            size = 0
            for t in range(n):
                if hand[t]:
                    size += _payments_with(hand, t, cost - 1, z, d)
            out.append((cost, size))
    return out


def count_legal(state: State) -> int:
    """Return ``len(legal_actions(state))`` without listing them."""
    if state.over:
        return 0
    player = state.players[state.current]
    hand = player.hand
    n = len(hand) - 1
    bribed = n - player.bribes.count(None)
    bribes = (hand[n] + 1) * sum(hand[:n]) + bribed * hand[n]  # R-B1, R-B2
    return bribes + sum(size for _, size in _market_sizes(state)) + 1


def random_action(state: State, rng: random.Random) -> Action:
    """Return a legal action drawn uniformly from ``legal_actions(state)``, without listing it.

    Raises ``IllegalAction`` once the game is over.
    """
    if state.over:
        raise IllegalAction("R-E1", "the game is over")
    rs = state.ruleset
    player = state.players[state.current]
    hand = player.hand
    n = len(hand) - 1
    wilds = hand[n]
    wilds1 = wilds + 1
    bribes = wilds1 * sum(hand[:n]) + (n - player.bribes.count(None)) * wilds
    markets = _market_sizes(state)
    total = bribes + 1
    for _, size in markets:
        total += size
    r = int(rng.random() * total)
    if r < bribes:  # a bribe of type t: the r-th (treasures, wilds) pair
        for t in range(n):
            has = player.bribes[t] is not None
            size = hand[t] * wilds1 + (wilds if has else 0)
            if r < size:
                if has:
                    r += 1
                    return _bribe_action(rs, t, r // wilds1, r % wilds1)
                return _bribe_action(rs, t, r // wilds1 + 1, r % wilds1)
            r -= size
    r -= bribes
    for cost, size in markets:
        if r >= size:
            r -= size
            continue
        if cost == 0:
            return _market_action(rs, 0, (0,) * (n + 1), -1)
        z, d = _multiset_counts(hand)
        for t in range(n):  # the cursed type t, then the r-th payment of the other cards
            if not hand[t]:
                continue
            size_t = _payments_with(hand, t, cost - 1, z, d)
            if r < size_t:
                rest = list(hand)
                rest[t] -= 1
                pay = _nth_payment(rest, cost - 1, r)
                pay[t] += 1
                return _market_action(rs, cost, tuple(pay), t)
            r -= size_t
    return _DRAW


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
    apply(state, action)


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
        return _market(state, action, events)  # type: ignore[arg-type]
    if cls is Bribe:
        return _bribe(state, action, events)  # type: ignore[arg-type]
    if cls is Draw:
        return _draw(state, events)
    raise TypeError(f"not a village action: {action!r}")


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
    if steps > 0:  # R-B3: the passed tokens move down one space each
        top = len(track) - 1
        new = min(new, top)
        return track[:old] + track[old + 1 : new + 1] + (t,) + track[new + 1 :], old, new
    new = max(new, 0)
    return (*track[:new], t, *track[new:old], *track[old + 1 :]), old, new


def _draw(state: State, events: list[Event] | None) -> State:
    deck = state.deck
    if not deck:  # R-D2
        return _end(state, "R-D2", events)
    rs = state.ruleset
    seat = state.current
    card = deck[0]  # R-D1
    players = list(state.players)
    p = players[seat]
    hand = list(p.hand)
    hand[card] += 1
    players[seat] = Player(p.id, tuple(hand), p.bribes)
    nxt = (seat + 1) % len(players)
    if events is not None:
        events.append(CardDrawn(seat, rs, card))
    return State(rs, state.track, deck[1:], state.discard, state.stalls, tuple(players), nxt, False)


def _bribe(state: State, action: Bribe, events: list[Event] | None) -> State:
    rs = state.ruleset
    seat = state.current
    t = _treasure(rs, action.treasure, "R-B1")
    k, w = action.treasures, action.wilds
    if k < 0 or w < 0:
        raise IllegalAction("R-B1", "card counts cannot be negative")
    if k + w < 1:
        raise IllegalAction("R-B1", "play at least one card")
    players = list(state.players)
    p = players[seat]
    hand = list(p.hand)
    wild = len(hand) - 1
    if k > hand[t]:
        _have(rs, hand, t, k, "R-B1")
    if w > hand[wild]:
        _have(rs, hand, wild, w, "R-B1")
    old = p.bribes[t]
    if old is None and k == 0:  # R-B2
        raise IllegalAction(
            "R-B2",
            f"a new bribe needs at least one {rs.names[t]}; "
            "Wilds alone may only be added to an existing bribe",
        )
    hand[t] -= k
    hand[wild] -= w
    bribes = list(p.bribes)
    bribes[t] = (k, w) if old is None else (old[0] + k, old[1] + w)
    players[seat] = Player(p.id, tuple(hand), tuple(bribes))
    track, frm, to = move_token(state.track, t, k + w)  # R-B3
    # R-B4: deal 3, 2, 1, 0, 3, ... until a card of type t or a wild is placed.
    deck = state.deck
    piles = list(state.stalls)
    ns = len(piles)
    i = 0
    stopped = False
    for card in deck:
        piles[i % ns] += (card,)
        i += 1
        if card in (t, wild):
            stopped = True
            break
    if events is not None:
        costs = rs.stall_costs
        placed = tuple([(costs[j % ns], deck[j]) for j in range(i)])
        events.append(Bribed(seat, rs, t, k, w, old is None, frm, to))
        events.append(MarketRefilled(seat, rs, placed, stopped))
    if not stopped:  # R-B5: the bribe and the token move stand
        after = State(rs, track, (), state.discard, tuple(piles), tuple(players), seat, False)
        return _end(after, "R-B5", events)
    nxt = (seat + 1) % len(players)
    return State(rs, track, deck[i:], state.discard, tuple(piles), tuple(players), nxt, False)


def _market(state: State, action: Market, events: list[Event] | None) -> State:
    rs = state.ruleset
    seat = state.current
    cost = action.stall
    si = rs.stall_index.get(cost)
    if si is None:
        costs = join_words([str(c) for c in rs.stall_costs])
        raise IllegalAction("R-C5", f"there is no {cost} stall; the stalls cost {costs}")
    pile = state.stalls[si]
    if not pile and not rs.empty_stall_visit:  # R-M1
        raise IllegalAction("R-M1", f"the {cost} stall is empty")
    players = list(state.players)
    p = players[seat]
    hand = list(p.hand)
    wild = len(hand) - 1
    paid: list[tuple[int, int]] = []
    paid_types: list[int] = []
    total = 0
    index = rs.index
    for cid, k in action.pay:
        c = index.get(cid)
        if c is None:
            raise IllegalAction("R-C1", f"there is no card called {cid!r}")
        if k < 0:
            raise IllegalAction("R-M2", "card counts cannot be negative")
        paid.append((c, k))
        total += k
        if c != wild and k:
            paid_types.append(c)
    if cost == 0:  # R-M5
        if total:
            raise IllegalAction("R-M5", "the 0 stall is free: pay nothing")
        if action.curse is not None:
            raise IllegalAction("R-M5", "nothing is cursed at the free 0 stall")
    elif total != cost:  # R-M2
        raise IllegalAction(
            "R-M2", f"you must pay exactly {plural(cost, 'card')} for the {cost} stall"
        )
    discard = state.discard  # R-M6
    for c, k in paid:  # R-M2: pay from hand, before taking the stall
        if k > hand[c]:
            _have(rs, hand, c, k, "R-M2")
        hand[c] -= k
        discard += (c,) * k
    track = state.track
    if cost:
        if not paid_types:
            raise IllegalAction("R-M2", "at least one paid card must be a treasure, not a Wild")
        curse = action.curse
        if curse is None:  # R-M4
            raise IllegalAction("R-M4", "choose one of the paid treasures to curse")
        cursed = index.get(curse, wild)
        if cursed not in paid_types:
            raise IllegalAction("R-M4", "the cursed treasure must be one of the paid treasures")
        # R-M4: down one space per paid card, wilds included
        track, frm, to = move_token(track, cursed, -cost)
    for card in pile:  # R-M3
        hand[card] += 1
    stalls = list(state.stalls)
    stalls[si] = ()
    players[seat] = Player(p.id, tuple(hand), p.bribes)
    if events is not None:
        vector = [0] * len(hand)
        for c, k in paid:
            vector[c] += k
        events.append(MarketVisited(seat, rs, cost, tuple(vector), pile))
        if cost:
            events.append(Cursed(seat, rs, cursed, frm, to))
    nxt = (seat + 1) % len(players)
    return State(rs, track, state.deck, discard, tuple(stalls), tuple(players), nxt, False)


# --- End and scoring (R-E1 … R-E4) ----------------------------------------------------------


def _end(state: State, rule_id: str, events: list[Event] | None) -> State:
    """End the game at once (R-E1) and move matching treasures from hand to bribes (R-E2)."""
    rs = state.ruleset
    if events is not None:
        events.append(GameEnded(None, rs, rule_id))
    players = []
    for seat, p in enumerate(state.players):
        merged, moved = _merge(p)
        players.append(merged)
        if events is not None and any(moved):
            events.append(HandMerged(seat, rs, moved))
    return state._replace(players=tuple(players), over=True)


def _merge(p: Player) -> tuple[Player, tuple[int, ...]]:
    hand = list(p.hand)
    bribes = list(p.bribes)
    moved = [0] * len(bribes)
    for t, b in enumerate(bribes):
        if b is not None and hand[t]:
            moved[t] = hand[t]
            bribes[t] = (b[0] + hand[t], b[1])
            hand[t] = 0
    if not any(moved):
        return p, tuple(moved)
    return Player(p.id, tuple(hand), tuple(bribes)), tuple(moved)


def _final_players(state: State) -> tuple[Player, ...]:
    """Return the players as they score: merged already once over, merged now if not."""
    if state.over:
        return state.players
    return tuple(_merge(p)[0] for p in state.players)


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
    for p in _final_players(state):
        s = 0
        for t, b in enumerate(p.bribes):
            if b is not None:
                s += (b[0] + b[1]) * values[t]
            s -= p.hand[t] * values[t]
        s -= rs.wild_penalty * p.hand[rs.wild]
        out.append(s)
    return out


def tie_break_keys(state: State) -> list[tuple[int, ...]]:
    """Return each seat's bribe sizes from the top space's type down (R-E4)."""
    players = _final_players(state)
    keys = []
    for p in players:
        key = []
        for t in reversed(state.track):
            b = p.bribes[t]
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
