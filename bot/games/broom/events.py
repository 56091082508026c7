"""What ``apply`` reports for ``broom``: data, no words (the adapter says them per viewer).

A secret is never carried where another viewer could read it: ``Picked`` and ``Chose`` say
only who submitted (B-P3, B-V5); the counts of a More or Less? pick and the fists are reported
when the rules reveal them (``PickClosed``, ``EventResolved``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Event
from bot.games.broom.state import Do


@dataclass(frozen=True, slots=True)
class BroomEvent(Event):
    """A ``broom`` event."""


@dataclass(frozen=True, slots=True)
class Picked(BroomEvent):
    """``seat`` submitted its pick (B-P3); nothing else is said."""


@dataclass(frozen=True, slots=True)
class PickClosed(BroomEvent):
    """The last pick came in (B-P3); ``counts`` by seat only under More or Less? (B-E3),
    with the VP each seat gained or lost (``vp``), else empty."""

    counts: tuple[int, ...]
    vp: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played(BroomEvent):
    """``seat`` led or followed with ``role``, ``stance`` brave or cowardly (B-T1, B-T2);
    ``bewitched``: it cost ``vp_lost`` VP (B-X2)."""

    role: str
    stance: str
    lead: bool
    bewitched: bool
    vp_lost: int


@dataclass(frozen=True, slots=True)
class KnockedOut(BroomEvent):
    """``seat``'s brave claim was knocked out by a later brave player (B-T4)."""

    by: int


@dataclass(frozen=True, slots=True)
class Passed(BroomEvent):
    """``seat`` does not hold the led role: its automatic pass (B-T2)."""


@dataclass(frozen=True, slots=True)
class Acted(BroomEvent):
    """``seat`` performed ``role``'s action with ``stance`` (B-A): ``do`` as the legal list
    gives it; ``auto`` when the engine played a forced decision (B-Q8)."""

    role: str
    stance: str
    do: Do
    auto: bool


@dataclass(frozen=True, slots=True)
class TurnEnded(BroomEvent):
    """A turn is complete (B-T5, B-T9); ``next_leader`` None: the round's last turn."""

    turn: int
    next_leader: int | None


@dataclass(frozen=True, slots=True)
class Chose(BroomEvent):
    """``seat`` submitted its secret end-of-round choice (B-E13); nothing else is said."""


@dataclass(frozen=True, slots=True)
class EventResolved(BroomEvent):
    """The round's end-of-round ``event`` acted (B-E7 … B-E12): VP by seat; ``choices``
    the revealed fists (counts) or The Works!' answers, by seat (empty otherwise)."""

    event: str
    vp: tuple[int, ...]
    choices: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class RoundStarted(BroomEvent):
    """Round ``round`` starts (B-R2): its ``event`` and its ``bewitched`` roles."""

    round: int
    event: str
    bewitched: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(BroomEvent):
    """Round 7 is over (B-F1): the final ``scores`` and ``winners`` (B-F4)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
