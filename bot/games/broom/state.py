"""The ``broom`` state and action records (immutable), mirroring docs/rules/broom.md B-J1.

Resources are kept as ``(orange, green, purple, wand)`` counts (a "fist"); roles, regions,
towers, cloud spaces and tiles by their data ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.games.broom.ruleset import Ruleset

Fist = tuple[int, int, int, int]
"""Counts of orange, green, purple and wands."""
Choice = tuple[str, ...] | Fist | bool | None
"""A secret choice (B-J1 ``choice``): a pick (roles), a fist, The Works!' answer, or none."""
PHASES: Final = ("pick", "turn", "round_end", "over")
STAGES: Final = ("lead", "follow", "perform")


@dataclass(frozen=True, slots=True)
class Do:
    """An action's parameters (B-Q9), the ``do`` object: absent parts are None.

    ``reward`` is ``()`` for ``{"reward": {}}`` and ``("wand",)`` for
    ``{"reward": {"resource": "wand"}}``; ``deliver`` is (pawn or None, tower).
    """

    gain: int | None = None
    move: tuple[int, str] | None = None
    deliver: tuple[int | None, str] | None = None
    charm: str | None = None
    reward: tuple[str, ...] | None = None


NOTHING: Final = Do()


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a turn's ``plays`` (B-J1)."""

    seat: int
    stance: str
    """``brave``, ``cowardly`` or ``next``."""
    bewitched: bool = False
    knocked_out: bool = False
    did: Do | None = None


@dataclass(frozen=True, slots=True)
class Trick:
    """A turn (B-T): open while ``stage`` is set, complete (in ``past_turns``) when None."""

    role: str | None
    leader: int
    order: tuple[int, ...]
    plays: tuple[Entry, ...]
    claimant: int | None
    stage: str | None

    @property
    def pos(self) -> int:
        """The index in ``order`` of the player to decide (B-J1)."""
        if self.stage == "perform" and self.claimant is not None:
            return self.order.index(self.claimant)
        return len(self.plays)


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    vp: int
    pawns: tuple[str, str]
    resources: Fist
    clouds: tuple[str, ...]
    hand: tuple[str, ...]
    played: tuple[str, ...]
    choice: Choice


@dataclass(frozen=True, slots=True)
class Result:
    """The final scoring (B-F2 … B-F4), lists by seat."""

    scores: tuple[int, ...]
    lightning: tuple[int, ...]
    sets: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of ``broom`` (B-J1)."""

    ruleset: Ruleset
    round: int
    phase: str
    event: str
    past_events: tuple[str, ...]
    stack: tuple[str, ...]
    removed: tuple[str, ...]
    pile: tuple[str, ...]
    revealed: tuple[str, ...]
    rebuilds: tuple[tuple[str, ...], ...]
    clouds: tuple[str | None, ...]
    """The tile on each cloud space, in the board's ``cloud_spaces`` order (None: charmed)."""
    cloud_box: tuple[str, ...]
    occupied: tuple[str, ...]
    players: tuple[Player, ...]
    lead: int
    turn: Trick | None
    past_turns: tuple[Trick, ...]
    result: Result | None

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.players)

    @property
    def over(self) -> bool:
        return self.phase == "over"


@dataclass(frozen=True, slots=True)
class Pick:
    """Pick the round's hand (B-P1, B-Q1)."""

    roles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """Lead or follow with ``role`` (B-T1, B-T2); ``do`` exactly when cowardly."""

    role: str
    stance: str
    do: Do | None = None


@dataclass(frozen=True, slots=True)
class Perform:
    """The last brave claimant's action (B-T5, B-Q4)."""

    do: Do


@dataclass(frozen=True, slots=True)
class FistChoice:
    """The Upper Hand: the resources held in the fist (B-E9, B-Q6)."""

    resources: Fist


@dataclass(frozen=True, slots=True)
class Works:
    """The Works!: hand in a set or not (B-E11, B-Q7)."""

    hand_in: bool


Action = Pick | Play | Perform | FistChoice | Works
