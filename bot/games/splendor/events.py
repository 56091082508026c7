"""What ``apply`` reports for ``splendor``: data, no words.

Token counts are tuples of six (the colours of ``ruleset.COLOURS``, gold last). A blind
reserve's card is secret (S-R4): ``CardReserved.card`` is for its owner only, and the
adapter must say it to nobody else (``blind`` says so; ``level`` is public).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Event


@dataclass(frozen=True, slots=True)
class SplendorEvent(Event):
    """A ``splendor`` event."""


@dataclass(frozen=True, slots=True)
class TokensTaken(SplendorEvent):
    """``seat`` took these tokens from the bank (S-T2 … S-T4)."""

    tokens: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardReserved(SplendorEvent):
    """``seat`` reserved ``card`` of ``level`` (S-R1), blind or face up, and took ``gold``
    (0 or 1, S-R3). A blind card is its owner's secret."""

    card: str
    level: int
    blind: bool
    gold: int


@dataclass(frozen=True, slots=True)
class CardBought(SplendorEvent):
    """``seat`` bought ``card`` (S-B1), face up or ``reserved``, paying ``paid`` (S-B2)."""

    card: str
    reserved: bool
    paid: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SpaceRefilled(SplendorEvent):
    """A face-up space of ``level`` (``space`` from 0) got ``card`` from its deck, or stays
    empty (None: the deck is empty) (S-R1, S-B4)."""

    level: int
    space: int
    card: str | None


@dataclass(frozen=True, slots=True)
class MustReturn(SplendorEvent):
    """``seat`` holds ``count`` tokens above the limit and returns them next (S-L1)."""

    count: int


@dataclass(frozen=True, slots=True)
class TokensReturned(SplendorEvent):
    """``seat`` returned these tokens to the bank (S-L1)."""

    tokens: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MustChooseNoble(SplendorEvent):
    """Several nobles qualify to visit ``seat``, who chooses one next (S-N2)."""

    nobles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NobleVisited(SplendorEvent):
    """``noble`` visited ``seat`` (S-N1)."""

    noble: str


@dataclass(frozen=True, slots=True)
class Passed(SplendorEvent):
    """``seat`` had no legal action and passed (S-T5)."""


@dataclass(frozen=True, slots=True)
class LastRound(SplendorEvent):
    """``seat`` reached the target: the round is completed, then the game ends (S-E1)."""

    points: int


@dataclass(frozen=True, slots=True)
class GameEnded(SplendorEvent):
    """The game ended (S-E1, S-E3): points and the winners (S-E2)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
