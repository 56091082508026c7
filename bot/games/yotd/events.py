"""What ``apply`` reports for ``yotd``: data, no words (the adapter says them).

Per-seat fields are tuples in seat order. Nothing here is secret: every ``yotd`` move is public
(Y-V1), except which card a seat played when ``played_cards_public`` is false (``Recruited.card``
is then for its owner only; the tile it took is public).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Event


@dataclass(frozen=True, slots=True)
class YotdEvent(Event):
    """A ``yotd`` event."""


@dataclass(frozen=True, slots=True)
class Forced(YotdEvent):
    """``seat`` had one legal move only: the engine played it (Y-U2); its events follow."""


@dataclass(frozen=True, slots=True)
class Drafted(YotdEvent):
    """``seat`` drafted two young ``persons`` into ``palaces`` and moved ``steps`` (Y-S6)."""

    persons: tuple[str, str]
    palaces: tuple[int, int]
    steps: int


@dataclass(frozen=True, slots=True)
class MonthBegan(YotdEvent):
    """Month ``month`` began (Y-M1): its event and its action groups (Y-A1)."""

    month: int
    event: str
    groups: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class ActionTaken(YotdEvent):
    """``seat`` took ``card`` in group ``group``, paying ``fee`` for an occupied group (Y-A3).

    ``gain`` is what it gave: yuan (taxes), floors to place (build), rice (harvest), fireworks,
    steps (military), points (research), or 1 privilege of ``size`` bought for ``cost``."""

    card: str
    group: int
    fee: int
    gain: int
    size: str | None = None
    cost: int = 0


@dataclass(frozen=True, slots=True)
class Refilled(YotdEvent):
    """``seat`` took no action (Y-A4): its yuan went from ``before`` to ``after``."""

    before: int
    after: int


@dataclass(frozen=True, slots=True)
class FloorBuilt(YotdEvent):
    """``seat`` placed a floor on ``palace`` (``new``: founding it), ``left`` still to place."""

    palace: int
    new: bool
    left: int


@dataclass(frozen=True, slots=True)
class BuildStopped(YotdEvent):
    """``seat`` stopped building: ``returned`` floors go back (Y-A6, ``build_all_floors`` off)."""

    returned: int


@dataclass(frozen=True, slots=True)
class Recruited(YotdEvent):
    """``seat`` played ``card`` (Y-P1 … Y-P6).

    - ``tile`` None: a dead card, nothing taken (Y-P3);
    - ``palace`` None: the newcomer ``tile`` released at once (Y-P6 b);
    - ``replaced`` set: that person of ``palace`` was released for the newcomer (Y-P6 a);
    - ``steps``: the marker's move (0 when nobody joined)."""

    card: str
    tile: str | None
    palace: int | None
    replaced: str | None
    steps: int


@dataclass(frozen=True, slots=True)
class EventResolved(YotdEvent):
    """The automatic part of month ``month``'s ``event`` (Y-E2), per seat: ``paid`` (yuan for
    Tribute, rice for Drought, fireworks returned at the Festival), ``points`` scored
    (Festival, Mongols), ``symbols`` counted (helmets for Mongols, mortars for Contagion), and
    ``owed`` releases."""

    month: int
    event: str
    paid: tuple[int, ...]
    points: tuple[int, ...]
    symbols: tuple[int, ...]
    owed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PersonReleased(YotdEvent):
    """``seat`` released ``tile`` from ``palace`` for the event (Y-E9)."""

    palace: int
    tile: str


@dataclass(frozen=True, slots=True)
class AllReleased(YotdEvent):
    """``seat`` owed ``owed`` releases, at least all its persons: all of them were released
    (Y-E9, A11). ``tiles`` lists them (palace by palace)."""

    owed: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NobodyToRelease(YotdEvent):
    """``seat`` owed ``owed`` releases but holds nobody: skipped (Y-U2)."""

    owed: int


@dataclass(frozen=True, slots=True)
class Decayed(YotdEvent):
    """Decay after the event (Y-D1), per seat: floors lost, and palaces that disappeared
    (their indices before the decay)."""

    floors: tuple[int, ...]
    removed: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class MonthScored(YotdEvent):
    """Month ``month``'s scoring (Y-D2), per seat: palaces, court ladies (fans), privilege
    dragons, and the total scored."""

    month: int
    palaces: tuple[int, ...]
    ladies: tuple[int, ...]
    dragons: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FinalScored(YotdEvent):
    """The final scoring (Y-F2), per seat: persons, monks, money, and the total added."""

    persons: tuple[int, ...]
    monks: tuple[int, ...]
    money: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(YotdEvent):
    """The game ended (Y-F1): every seat's points and the winners (Y-F3)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
