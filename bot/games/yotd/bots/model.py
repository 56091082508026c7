"""A bot's light copy of a ``yotd`` position, read from a seat's view (Y-J5).

The bots never read the engine's state: ``Model.from_seen`` reads the seat's view as the typed
reader gives it (``reader.read``, Y-J5); ``play.play`` applies one seat's own move to a copy.

The person table (value and symbols of each tile kind, Y-C1) and the numbers come from the
view's ruleset (``Params``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bot.games.yotd.moves import (
    TILES,
    TYPES,
    WILD,
    tile_type,
)
from bot.games.yotd.ruleset import Ruleset
from bot.games.yotd.seen import Seen

KIND: Final[dict[str, str]] = {tile: tile_type(tile) for tile in TILES}
"""The person type of each tile kind."""


@dataclass(frozen=True, slots=True)
class Params:
    """What a bot needs of the ruleset: its numbers and the person table (Y-C1, Y-C4)."""

    fee: int
    refill_to: int
    small_cost: int
    large_cost: int
    tribute: int
    contagion: int
    festival: tuple[int, ...]
    person_points: int
    sell_price: int
    yuan_per_point: int
    months: int
    max_floors: int
    value: Mapping[str, int]
    """Each tile kind's steps on the person track."""
    symbols: Mapping[str, int]
    """Each tile kind's symbols."""
    base: Mapping[str, int]
    """Each action's base gain (privilege has none)."""
    bonus: Mapping[str, str]
    """The person type whose symbols add to each action."""

    @staticmethod
    def of(rs: Ruleset) -> Params:
        return Params(
            fee=rs.occupied_fee,
            refill_to=rs.refill_to,
            small_cost=rs.small_privilege_cost,
            large_cost=rs.large_privilege_cost,
            tribute=rs.tribute,
            contagion=rs.contagion,
            festival=tuple(rs.festival_points),
            person_points=rs.final_person_points,
            sell_price=rs.sell_price,
            yuan_per_point=rs.yuan_per_point,
            months=rs.months,
            max_floors=rs.max_floors,
            value=rs.value,
            symbols=rs.symbols,
            base=rs.base,
            bonus=rs.bonus,
        )


class Palace:
    """A palace: its floors and persons (tile kinds)."""

    __slots__ = ("floors", "persons")

    def __init__(self, floors: int, persons: list[str]) -> None:
        self.floors = floors
        self.persons = persons

    def copy(self) -> Palace:
        return Palace(self.floors, list(self.persons))


class Seat:
    """One player's public belongings, and its hand when the viewer may see it."""

    __slots__ = (
        "fireworks",
        "hand",
        "hand_size",
        "large",
        "palaces",
        "points",
        "rice",
        "small",
        "track",
        "yuan",
    )

    def __init__(
        self,
        yuan: int,
        rice: int,
        fireworks: int,
        points: int,
        track: int,
        small: int,
        large: int,
        palaces: list[Palace],
        hand: dict[str, int] | None,
        hand_size: int,
    ) -> None:
        self.yuan = yuan
        self.rice = rice
        self.fireworks = fireworks
        self.points = points
        self.track = track
        self.small = small
        self.large = large
        self.palaces = palaces
        self.hand = hand
        self.hand_size = hand_size

    def copy(self) -> Seat:
        return Seat(
            self.yuan,
            self.rice,
            self.fireworks,
            self.points,
            self.track,
            self.small,
            self.large,
            [p.copy() for p in self.palaces],
            dict(self.hand) if self.hand is not None else None,
            self.hand_size,
        )

    def symbols(self, kind: str, table: Mapping[str, int]) -> int:
        """The symbols on this seat's persons of type ``kind`` (Y-A12)."""
        return sum(table[t] for p in self.palaces for t in p.persons if KIND[t] == kind)

    def persons(self) -> int:
        return sum(len(p.persons) for p in self.palaces)

    def free(self) -> int:
        return sum(p.floors - len(p.persons) for p in self.palaces)


class Model:
    """A position as one seat sees it: the month, the step, the layout and every seat."""

    __slots__ = (
        "acted",
        "build_left",
        "drafted",
        "dragons",
        "drought_used",
        "events",
        "groups",
        "month",
        "order",
        "owed",
        "params",
        "queue",
        "recruited",
        "seats",
        "step",
        "supply",
    )

    def __init__(self) -> None:
        self.params: Params
        self.month = 0
        self.step = "draft"
        self.events: tuple[str, ...] = ()
        self.groups: list[tuple[str, ...]] = []
        self.dragons: list[list[int]] = []
        self.supply: dict[str, int] = {}
        self.order: list[int] = []
        self.queue: list[int] = []
        self.owed: list[int] = []
        self.build_left = 0
        self.drought_used: list[int] = []
        self.drafted: list[tuple[str, ...]] = []
        self.seats: list[Seat] = []
        self.acted: set[int] = set()
        """Seats whose action of this month is done."""
        self.recruited: set[int] = set()
        """Seats whose person of this month is played."""

    @staticmethod
    def from_seen(seen: Seen) -> Model:
        """Read a checked view (``reader.read``): the viewer's own seat and the public rest."""
        m = Model()
        m.params = Params.of(seen.ruleset)
        m.month = seen.month
        m.step = seen.step
        m.events = seen.events
        m.groups = list(seen.groups)
        m.dragons = [list(d) for d in seen.dragons]
        m.supply = dict(seen.supply)
        m.order = list(seen.order)
        m.queue = list(seen.queue)
        m.owed = list(seen.owed)
        m.build_left = seen.build_left
        m.drought_used = list(seen.drought_used)
        m.drafted = list(seen.drafted)
        for p in seen.players:
            hand = dict(p.hand) if p.hand is not None else deduced_hand(p.played)
            m.seats.append(
                Seat(
                    yuan=p.yuan,
                    rice=p.rice,
                    fireworks=p.fireworks,
                    points=p.points,
                    track=p.track,
                    small=p.small,
                    large=p.large,
                    palaces=[Palace(q.floors, list(q.persons)) for q in p.palaces],
                    hand=hand,
                    hand_size=p.hand_size,
                )
            )
        n = len(m.seats)
        placed = {s for d in m.dragons for s in d}
        if m.step == "action":
            m.acted = set(range(n)) - set(m.queue)
        elif m.step == "build":
            m.acted = set(range(n)) - set(m.queue[1:])
        elif m.step in ("recruit", "release", "end"):
            m.acted = set(range(n))
        m.acted |= placed
        if m.step == "recruit":
            m.recruited = set(range(n)) - set(m.queue)
        elif m.step in ("release", "end"):
            m.recruited = set(range(n))
        return m

    def shallow(self) -> Model:
        """A copy sharing the seats (replace a seat before changing it) and copying the rest."""
        m = Model()
        m.params = self.params
        m.month = self.month
        m.step = self.step
        m.events = self.events
        m.groups = self.groups
        m.dragons = [list(d) for d in self.dragons]
        m.supply = dict(self.supply)
        m.order = list(self.order)
        m.queue = list(self.queue)
        m.owed = list(self.owed)
        m.build_left = self.build_left
        m.drought_used = list(self.drought_used)
        m.drafted = self.drafted
        m.seats = list(self.seats)
        m.acted = set(self.acted)
        m.recruited = set(self.recruited)
        return m

    def deep(self) -> Model:
        m = self.shallow()
        m.seats = [s.copy() for s in self.seats]
        return m

    def own(self, seat: int) -> Seat:
        """Give ``seat`` its own copy (after ``shallow``) and return it."""
        mine = self.seats[seat].copy()
        self.seats[seat] = mine
        return mine

    def group_of(self, card: str) -> int:
        for i, g in enumerate(self.groups):
            if card in g:
                return i
        raise ValueError(card)

    def fee(self, card: str) -> int:
        return self.params.fee if self.dragons[self.group_of(card)] else 0

    def sort_order(self, mover: int) -> None:
        """Y-O1: ``mover`` has just moved forward: it goes on top of its space."""
        track = [s.track for s in self.seats]
        rest = [s for s in self.order if s != mover]
        out: list[int] = []
        placed = False
        for s in rest:
            if not placed and track[mover] >= track[s]:
                out.append(mover)
                placed = True
            out.append(s)
        if not placed:
            out.append(mover)
        self.order = out


def deduced_hand(played: Sequence[str] | None) -> dict[str, int] | None:
    """Another seat's hand from its played cards (Y-V2), when they are public."""
    if played is None:
        return None
    hand = {t: 1 for t in TYPES}
    hand[WILD] = 2
    for card in played:
        hand[card] -= 1
    return hand
