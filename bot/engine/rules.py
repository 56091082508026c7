"""The game-agnostic rules protocol that every game implements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from bot.engine.events import Event

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game, by seat index."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    """1 for the winners; tied players share a rank (standard competition ranking)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """Where a game is in its turns (``Rules.turn``), like boardgame.io's ``ctx.turn`` and its
    stages, or OpenSpiel's per-state SIMULTANEOUS.

    The house keeps one deadline, one set of reminders and one table while ``number`` is
    unchanged from a state to the next; a timeout plays a seat's decisions up to the end of
    that turn and never beyond.
    """

    number: int
    """Changes exactly when a turn or a step of the game ends (a seat's several decisions in
    a row share it; a step where seats choose at once has one). It must change whenever the
    seats to move are not a subset of those before. A state that keeps a count of its turns
    gives it (it never goes down); a game whose state keeps none may give the seat to move
    (the house compares a state's number only with the next state's)."""
    together: bool = False
    """Several seats decide at once in this step (each with ONE action: a seat that chose is
    not active until the step resolves): a panel drawn during the step stays valid while the
    others choose, and a seat that is not active has "already chosen"."""


class Rules(Protocol[S, A]):
    """What the services need from a game's rules; every method is pure and deterministic."""

    @property
    def game_id(self) -> str:
        """Name the game: its id in the registry, in stored games and as its command group."""
        ...

    @property
    def min_players(self) -> int:
        """Return the fewest seats a game may start with."""
        ...

    @property
    def max_players(self) -> int:
        """Return the most seats a game may have."""
        ...

    def default_ruleset(self) -> dict[str, Any]:
        """Return the JSON of the ruleset new games use unless told otherwise."""
        ...

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: Mapping[str, Any] | None = None,
    ) -> S:
        """Set up a new game; everything random is decided from ``seed`` and kept in the state."""
        ...

    def active_seats(self, state: S) -> tuple[int, ...]:
        """Return the seats that may move now, in seat order: none once the game is over, one
        in a game played in turn, several in a step where players choose at once (a seat that
        has chosen is no longer active until the step is resolved)."""
        ...

    def turn(self, state: S) -> Turn:
        """Return the turn or step ``state`` is in (``Turn``): its number and whether several
        seats decide at once in it."""
        ...

    def player_ids(self, state: S) -> tuple[str, ...]:
        """Return the id of whoever plays each seat, in seat order (as given to ``new_game``)."""
        ...

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """Name the bot players this game has, weakest first."""
        ...

    def bot_action(self, state: S, seat: int, level: str, seed: int) -> A:
        """Return the move of a bot of ``level`` for the active ``seat`` (pure, seeded); it
        decides from what ``seat`` may see only."""
        ...

    def auto_action(self, state: S, seat: int) -> A:
        """Return the move played for the active ``seat`` when it ran out of time (the
        gentlest one)."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Return every legal action of ``seat``, in a deterministic order ([] unless active)."""
        ...

    def verify(self, state: S, seat: int, action: A) -> None:
        """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now."""
        ...

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """Play ``action`` for the active ``seat``; return the new state and what happened.

        Raise ``IllegalAction`` (the state unchanged) if ``seat`` may not play it now. In a
        simultaneous step the events of a choice say nothing hidden ("Ann has chosen"); the
        choice that completes the step also resolves it.
        """
        ...

    def view_for(self, state: S, seat: int | None) -> dict[str, Any]:
        """Return what ``seat`` (None: a spectator) may see, as JSON."""
        ...

    def undoable(self, state: S, seat: int, action: A) -> bool:
        """Say whether ``seat``'s ``action``, played from ``state``, may be taken back (the
        player's Undo, offered until another seat decides): only a move that shows nobody
        anything hidden (no card drawn or dealt from a deck, no blind card, no hidden pick
        revealed, nothing random). Pure; a game that says nothing takes no move back."""
        ...

    def redeal_hidden(self, state: S, seat: int | None, seed: int) -> S:
        """Return a state that differs from ``state`` only in what ``seat`` cannot see.

        ``seat`` None stands for the public (a spectator). The hidden part is dealt again at
        random from ``seed`` (pure: the same seed gives the same state); every view of
        ``seat`` must be equal: ``view_for(redeal_hidden(s, seat, k), seat) == view_for(s, seat)``.
        """
        ...

    def outcome(self, state: S) -> Outcome | None:
        """Return the result once the game is over, else None."""
        ...

    def load(self, data: dict[str, Any]) -> S:
        """Read a state from its canonical JSON; raise ``InvalidState`` if it is not valid."""
        ...

    def dump(self, state: S) -> dict[str, Any]:
        """Write a state as its canonical JSON."""
        ...

    def action_from_json(self, data: dict[str, Any]) -> A:
        """Read an action from its canonical JSON; raise ``InvalidState`` if malformed."""
        ...

    def action_to_json(self, action: A) -> dict[str, Any]:
        """Write an action as its canonical JSON."""
        ...
