"""The end of a ``village`` game and its scores (R-E1 … R-E4): merging, scores, winners, ties."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event, Outcome
from bot.games.village.events import GameEnded, HandMerged
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import Bribes, State


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
