"""What a ``yotd`` view says, typed: the frozen records ``reader.read`` returns.

``Seen`` is one view checked (``reader.py`` parses and refuses). It answers what the panel, the
pictures and the bots ask of a position (the fee of a group, the symbols of a player's persons,
this month's event, the palaces with room) from the view alone; other seats' hands are
``None`` unless the view shows them (Y-J5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.games.yotd.moves import CARDS, TILES, tile_type
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.state import FinalScore, Palace

__all__ = ["FinalSeen", "PalaceSeen", "PlayerSeen", "Seen"]


PalaceSeen = Palace
"""A palace as the view shows it: the engine's record (its floors and its persons)."""

FinalSeen = FinalScore
"""The final scoring's parts (Y-F2) as the view shows them: the engine's record."""


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it."""

    seat: int
    id: str
    yuan: int
    rice: int
    fireworks: int
    points: int
    track: int
    small: int
    """Small privileges held."""
    large: int
    """Large privileges held."""
    hand: Mapping[str, int] | None
    """Cards in hand per card id (all 10 ids), or None when the view hides this hand."""
    hand_size: int
    played: tuple[str, ...] | None
    """The cards played, in order, or None when the view hides them (Y-V2)."""
    palaces: tuple[PalaceSeen, ...]
    final: FinalSeen | None

    @property
    def persons(self) -> tuple[str, ...]:
        """Return every person in the player's palaces, palace by palace."""
        return tuple(t for p in self.palaces for t in p.persons)

    @property
    def cards(self) -> tuple[str, ...]:
        """Return the cards in hand in canonical order, one entry per card (() if hidden)."""
        if self.hand is None:
            return ()
        return tuple(c for c in CARDS for _ in range(self.hand[c]))

    @property
    def room(self) -> bool:
        """Return whether some palace has a free floor (Y-P5)."""
        return any(p.room for p in self.palaces)

    @property
    def inhabited(self) -> int:
        """Return the number of palaces with at least one person (Y-E5)."""
        return sum(bool(p.persons) for p in self.palaces)

    def count(self, person_type: str) -> int:
        """Return the persons of ``person_type`` in the player's palaces."""
        return sum(tile_type(t) == person_type for t in self.persons)


@dataclass(frozen=True, slots=True)
class Seen:
    """A whole ``yotd`` view, checked (Y-J5)."""

    ruleset: Ruleset
    viewer: int | None
    month: int
    """0 during the draft, then 1–12."""
    step: str
    current: int | None
    queue: tuple[int, ...]
    start: int
    order: tuple[int, ...]
    """Every seat, first to play first (Y-O1)."""
    events: tuple[str, ...]
    groups: tuple[tuple[str, ...], ...]
    dragons: tuple[tuple[int, ...], ...]
    supply: Mapping[str, int]
    released: Mapping[str, int]
    drafted: tuple[tuple[str, str], ...]
    build_left: int
    owed: tuple[int, ...]
    drought_used: tuple[int, ...]
    players: tuple[PlayerSeen, ...]
    over: bool

    @property
    def seats(self) -> int:
        """Return the number of players."""
        return len(self.players)

    @property
    def me(self) -> PlayerSeen | None:
        """Return the viewer's own seat, or None for a spectator."""
        return None if self.viewer is None else self.players[self.viewer]

    @property
    def event(self) -> str | None:
        """Return this month's event, or None during the draft."""
        return self.events[self.month - 1] if self.month else None

    def upcoming(self) -> tuple[tuple[int, str], ...]:
        """Return (month, event) of this month (from its event on) and every later month."""
        first = max(self.month, 1)
        return tuple((m, self.events[m - 1]) for m in range(first, len(self.events) + 1))

    def group_of(self, card: str) -> int:
        """Return the index of the group that holds action ``card`` this month."""
        for i, group in enumerate(self.groups):
            if card in group:
                return i
        raise KeyError(card)

    def fee(self, card: str) -> int:
        """Return what choosing ``card`` costs before its action: the fee if its group is
        occupied (Y-A3), else 0."""
        return self.ruleset.occupied_fee if self.dragons[self.group_of(card)] else 0

    def value(self, tile: str) -> int:
        """Return a tile's value: its steps on the person track (Y-C1)."""
        return self.ruleset.value[tile]

    def symbols_of(self, tile: str) -> int:
        """Return a tile's symbols (Y-C1)."""
        return self.ruleset.symbols[tile]

    def symbols(self, seat: int, person_type: str) -> int:
        """Return the symbols on the persons of ``person_type`` in ``seat``'s palaces (Y-A12)."""
        return sum(
            self.symbols_of(t) for t in self.players[seat].persons if tile_type(t) == person_type
        )

    def left(self, tile: str) -> int:
        """Return the tiles of kind ``tile`` left in the supply."""
        return self.supply[tile]

    def tiles_of(self, card: str) -> tuple[str, ...]:
        """Return the tile kinds a card could take now (Y-P2): its type's kinds left, or every
        kind left for a wild."""
        return tuple(
            t for t in TILES if self.supply[t] and (card == "wild" or tile_type(t) == card)
        )

    def place(self, seat: int) -> int:
        """Return the seat's place in the turn order, from 0 (first to play)."""
        return self.order.index(seat)
