"""The engine's ``Rules`` protocol over a game package's facade: one class for every game.

A game's ``__init__`` defines the rules as plain functions (``new_game``, ``legal_actions``,
``apply``, ``view_for`` …); ``FacadeRules(GAME_ID, sys.modules[__name__], BOT_LEVELS)`` is its
``RULES``, the object the house talks to. The facade module is read through the ``Facade``
protocol, so a game missing a function fails the type check, not a game in play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

from bot.engine.events import Event
from bot.engine.rules import Outcome, Turn


class Players(Protocol):
    """A state names its players (``state.ids``)."""

    @property
    def ids(self) -> tuple[str, ...]: ...


class RulesetLike(Protocol):
    """What the house reads of a game's ruleset."""

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=Players)
A = TypeVar("A")


class Facade(Protocol[S, A]):
    """The functions a game's facade module defines."""

    def default_ruleset(self) -> RulesetLike: ...

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: Any = None,
    ) -> S: ...

    def active_seats(self, state: S) -> tuple[int, ...]: ...

    def turn(self, state: S) -> Turn: ...

    def bot_action(self, state: S, seat: int, level: str, seed: int) -> A: ...

    def auto_action(self, state: S, seat: int) -> A: ...

    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    def verify(self, state: S, seat: int, action: A) -> None: ...

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]: ...

    def view_for(self, state: S, seat: int | None) -> dict[str, Any]: ...

    def redeal_hidden(self, state: S, seat: int | None, seed: int) -> S: ...

    def outcome(self, state: S) -> Outcome | None: ...

    def load(self, data: Mapping[str, Any]) -> S: ...

    def dump(self, state: S) -> dict[str, Any]: ...

    def action_from_json(self, data: Mapping[str, Any]) -> A: ...

    def action_to_json(self, action: A) -> dict[str, Any]: ...


class FacadeRules(Generic[S, A]):
    """A game's rules behind the engine's game-agnostic ``Rules`` protocol."""

    def __init__(self, game_id: str, facade: Facade[S, A], bot_levels: tuple[str, ...]) -> None:
        self.game_id = game_id
        self._game = facade
        self._levels = bot_levels

    @property
    def min_players(self) -> int:
        return self._game.default_ruleset().min_players

    @property
    def max_players(self) -> int:
        return self._game.default_ruleset().max_players

    def default_ruleset(self) -> dict[str, Any]:
        return self._game.default_ruleset().to_json()

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: Mapping[str, Any] | None = None,
    ) -> S:
        return self._game.new_game(num_players, seed, player_ids=player_ids, ruleset=ruleset)

    def active_seats(self, state: S) -> tuple[int, ...]:
        return self._game.active_seats(state)

    def turn(self, state: S) -> Turn:
        return self._game.turn(state)

    def player_ids(self, state: S) -> tuple[str, ...]:
        return state.ids

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return self._levels

    def bot_action(self, state: S, seat: int, level: str, seed: int) -> A:
        return self._game.bot_action(state, seat, level, seed)

    def auto_action(self, state: S, seat: int) -> A:
        return self._game.auto_action(state, seat)

    def legal_actions(self, state: S, seat: int) -> list[A]:
        return self._game.legal_actions(state, seat)

    def verify(self, state: S, seat: int, action: A) -> None:
        self._game.verify(state, seat, action)

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        return self._game.apply(state, seat, action)

    def view_for(self, state: S, seat: int | None) -> dict[str, Any]:
        return self._game.view_for(state, seat)

    def redeal_hidden(self, state: S, seat: int | None, seed: int) -> S:
        return self._game.redeal_hidden(state, seat, seed)

    def outcome(self, state: S) -> Outcome | None:
        return self._game.outcome(state)

    def load(self, data: dict[str, Any]) -> S:
        return self._game.load(data)

    def dump(self, state: S) -> dict[str, Any]:
        return self._game.dump(state)

    def action_from_json(self, data: dict[str, Any]) -> A:
        return self._game.action_from_json(data)

    def action_to_json(self, action: A) -> dict[str, Any]:
        return self._game.action_to_json(action)
