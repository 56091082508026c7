"""What a ``village`` bot knows of the game: its seat's view as numbers, and guesses at the rest.

``read_view`` turns ``view_for(state, seat)``, read once by ``reader.read``, into a ``Table``
(nothing hidden is in it); ``determinize`` deals the cards the seat has not seen into one
possible full state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random
from typing import Any

from bot.games.village.reader import Seen, read
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import Bribes, Player, State


@dataclass(frozen=True, slots=True)
class Table:
    """A seat's knowledge in numeric form (card numbers as in ``state.py``)."""

    rs: Ruleset
    seat: int
    ids: tuple[str, ...]
    """Player ids by seat."""
    track: tuple[int, ...]
    stalls: tuple[tuple[int, ...], ...]
    discard: tuple[int, ...]
    deck_count: int
    hand: tuple[int, ...]
    """The seat's own hand, by card number."""
    hand_counts: tuple[int, ...]
    bribes: tuple[Bribes, ...]
    unseen: tuple[int, ...]
    """Cards by number that the seat has not seen: in other hands or in the deck."""

    @property
    def num_players(self) -> int:
        return len(self.hand_counts)


def read_view(view: Mapping[str, Any] | Seen) -> Table:
    """Turn a ``view_for`` dict (or its ``reader.read``) into a ``Table``.

    Nothing hidden is needed, or available.
    """
    seen = view if isinstance(view, Seen) else read(view)
    rs = seen.ruleset
    index = rs.index
    n = len(rs.ids)
    seat = seen.seat
    if seat is None:
        raise ValueError("a bot needs a seat's view, not a spectator's")
    own = seen.players[seat].hand
    if own is None:
        raise ValueError(f"the view of seat {seat} does not show its hand")
    hand = [0] * (n + 1)
    for cid, k in own.items():
        hand[index[cid]] += k
    bribes: list[Bribes] = []
    for p in seen.players:
        row: list[tuple[int, int] | None] = [None] * n
        for tid, bribe in p.bribes.items():
            row[index[tid]] = (bribe.treasures, bribe.wilds)
        bribes.append(tuple(row))
    stalls = tuple(tuple(index[c] for c in seen.stalls[cost]) for cost in rs.stall_costs)
    discard = tuple(index[c] for c in seen.discard)
    seen_cards = list(hand)
    for pile in stalls:
        for c in pile:
            seen_cards[c] += 1
    for c in discard:
        seen_cards[c] += 1
    for pb in bribes:
        for t, b in enumerate(pb):
            if b is not None:
                seen_cards[t] += b[0]
                seen_cards[n] += b[1]
    total = [*rs.copies, rs.wilds_for(seen.num_players)]
    unseen = tuple(max(0, total[c] - seen_cards[c]) for c in range(n + 1))
    return Table(
        rs=rs,
        seat=seat,
        ids=tuple(p.id for p in seen.players),
        track=tuple(index[t] for t in seen.track),
        stalls=stalls,
        discard=discard,
        deck_count=seen.deck_count,
        hand=tuple(hand),
        hand_counts=tuple(p.hand_count for p in seen.players),
        bribes=tuple(bribes),
        unseen=unseen,
    )


def determinize(table: Table, rng: Random) -> State:
    """Deal the unseen cards at random to the other hands and the deck: one possible state.

    The seat's own hand and everything public are kept; only what it cannot see is guessed.
    If the view does not add up (a hand-made position), missing cards are drawn from the
    ruleset's proportions and extra ones left out.
    """
    rs = table.rs
    pool = [c for c, k in enumerate(table.unseen) for _ in range(k)]
    rng.shuffle(pool)
    need = table.deck_count + sum(k for s, k in enumerate(table.hand_counts) if s != table.seat)
    if len(pool) < need:
        weights = [*rs.copies, rs.wilds_for(table.num_players)]
        cards = list(range(len(weights)))
        pool += rng.choices(cards, weights=weights, k=need - len(pool))
    pos = 0
    players = []
    width = len(rs.ids) + 1
    for s, k in enumerate(table.hand_counts):
        if s == table.seat:
            hand = table.hand
        else:
            counts = [0] * width
            for c in pool[pos : pos + k]:
                counts[c] += 1
            pos += k
            hand = tuple(counts)
        players.append(Player(table.ids[s], hand, table.bribes[s]))
    deck = tuple(pool[pos : pos + table.deck_count])
    return State.of(rs, table.track, deck, table.discard, table.stalls, players, table.seat, False)
