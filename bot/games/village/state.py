"""The ``village`` state and action records (immutable, hashable, cheap to copy).

Cards are numbers: treasure types 0..n-1 in the ruleset's order, and n for the wild.
``State`` is a named tuple rather than a dataclass because every move builds one and tuples
are built three times faster; it is just as immutable. It keeps the seats' ids, hands and
bribes in three tuples (a move replaces one hand, not a whole player record); ``players``
gives them back as ``Player`` records for everything that reads a state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from bot.games.village.ruleset import Ruleset, pay_order_key

Bribes = tuple[tuple[int, int] | None, ...]
"""Per treasure type: None, or (treasure cards, wilds) in that player's bribe."""


class Player(NamedTuple):
    """One seat: the id of whoever plays it, the hand by card number, the bribes by type."""

    id: str
    hand: tuple[int, ...]
    bribes: Bribes


class State(NamedTuple):
    """A whole game of ``village``; ``deck`` lists the top card first."""

    ruleset: Ruleset
    track: tuple[int, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    stalls: tuple[tuple[int, ...], ...]
    """Piles in the order of ``ruleset.stall_costs``, each from its first card to its last."""
    ids: tuple[str, ...]
    """Per seat: the id of whoever plays it."""
    hands: tuple[tuple[int, ...], ...]
    """Per seat: the hand, as a count per card number."""
    bribes: tuple[Bribes, ...]
    """Per seat: the bribes by treasure type."""
    current: int
    over: bool

    @classmethod
    def of(
        cls,
        ruleset: Ruleset,
        track: tuple[int, ...],
        deck: tuple[int, ...],
        discard: tuple[int, ...],
        stalls: tuple[tuple[int, ...], ...],
        players: Iterable[Player],
        current: int,
        over: bool,
    ) -> State:
        """Build a state from its seats as ``Player`` records."""
        seats = tuple(players)
        ids = tuple(p.id for p in seats)
        hands = tuple(p.hand for p in seats)
        bribes = tuple(p.bribes for p in seats)
        return cls(ruleset, track, deck, discard, stalls, ids, hands, bribes, current, over)

    @property
    def players(self) -> tuple[Player, ...]:
        """Every seat as a ``Player`` record (id, hand, bribes)."""
        return tuple(map(Player, self.ids, self.hands, self.bribes))


@dataclass(frozen=True, slots=True)
class Bribe:
    """Bribe the Dragon with ``treasures`` cards of ``treasure`` plus ``wilds`` wilds (R-B1)."""

    treasure: str
    treasures: int
    wilds: int


@dataclass(frozen=True, slots=True)
class Market:
    """Visit the stall costing ``stall``, paying ``pay`` and cursing ``curse`` (R-M1 … R-M5).

    ``pay`` is normalised on creation: counts per card id, zero counts left out, ids sorted
    with the wild last, so two equal payments are equal actions.
    """

    stall: int
    pay: tuple[tuple[str, int], ...] = ()
    curse: str | None = None

    def __post_init__(self) -> None:
        totals: dict[str, int] = {}
        for cid, n in self.pay:
            totals[cid] = totals.get(cid, 0) + n
        norm = tuple(
            sorted(
                ((c, n) for c, n in totals.items() if n != 0),
                key=lambda item: pay_order_key(item[0]),
            )
        )
        if norm != self.pay:
            object.__setattr__(self, "pay", norm)

    @classmethod
    def paying(
        cls,
        stall: int,
        pay: Mapping[str, int] | Iterable[tuple[str, int]] = (),
        curse: str | None = None,
    ) -> Market:
        """Build a market visit from a mapping of card id to count."""
        items = pay.items() if isinstance(pay, Mapping) else pay
        return cls(stall, tuple(items), curse)


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top card of the deck (R-D1)."""


Action = Bribe | Market | Draw
