"""``GameRules``: the ``Rules`` protocol's plumbing, once, for every game.

A game writes one class, ``class GoofspielRules(GameRules[State, Action, Ruleset])``, and its
``RULES = GoofspielRules()``. It gives only what is its own: its id, bot levels and codec, how
it reads a ruleset and sets up a game, who is active, its turns, the moves of an active seat,
``apply``, ``view_for``, ``redeal_hidden`` and ``outcome``. The rest has a default here: the
seat range and the default ruleset (from the ruleset bundled as ``data/rulesets/<id>/
standard.json``), ``new_game`` (a ruleset given as JSON read first), ``player_ids`` (the
state's ``ids``), ``legal_actions`` ([] for a seat that is not active), ``verify`` (by
membership in the legal actions), ``auto_action`` (the first legal action), ``bot_action``
(none: a game without bot players), ``undoable`` (no move is taken back), ``load``/``dump``
and the actions' JSON (the codec). A game
overrides a default where its rules say more (a refusal naming its own rule, a gentler timeout
move).

``seat_ids`` checks a game's seat count against its ruleset and names its seats; a game's own
``new_game`` starts with it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

from bot import resources
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.engine.rules import Outcome, Turn


class Players(Protocol):
    """A state names its players (``state.ids``)."""

    @property
    def ids(self) -> tuple[str, ...]: ...


class Ruleset(Protocol):
    """What the house reads of a game's ruleset: its seat range and its JSON."""

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=Players)
A = TypeVar("A")
R = TypeVar("R", bound=Ruleset)
R_contra = TypeVar("R_contra", bound=Ruleset, contravariant=True)


class Codec(Protocol[S, A, R_contra]):
    """A game's canonical JSON (its ``codec`` module): states and actions, both ways."""

    def load(self, data: Any, default: R_contra, /) -> S: ...

    def dump(self, state: S, /) -> dict[str, Any]: ...

    def action_from_json(self, data: Any, /) -> A: ...

    def action_to_json(self, action: A, /) -> dict[str, Any]: ...


def seat_ids(
    ruleset: Ruleset, num_players: int, player_ids: Sequence[str] | None, rule: str, key: str
) -> tuple[str, ...]:
    """Return the seats' player ids ("1", "2", … when none are given) for a new game.

    Raise ``IllegalAction(rule, key, low=…, high=…)`` unless the ruleset seats
    ``num_players``; ``ValueError`` unless ``player_ids`` names each seat once.
    """
    if not ruleset.min_players <= num_players <= ruleset.max_players:
        raise IllegalAction(rule, key, low=ruleset.min_players, high=ruleset.max_players)
    ids = tuple(str(i + 1) for i in range(num_players)) if player_ids is None else tuple(player_ids)
    if len(ids) != num_players:
        raise ValueError("player_ids must name every seat")
    if len(set(ids)) != len(ids):
        raise ValueError("player_ids must be unique")
    return ids


class GameRules(ABC, Generic[S, A, R]):
    """The ``bot.engine.Rules`` protocol with its plumbing done; a game subclasses it once."""

    game_id: str
    """The game's id (``GameSpec.id``): a class attribute of the game's class."""
    bot_levels: tuple[str, ...] = ()
    """The game's bot players, weakest first (none by default)."""
    codec: Codec[S, A, R]
    """The game's canonical JSON (its ``codec`` module, as a class attribute)."""

    _standard: R | None = None

    # --- What a game gives ---------------------------------------------------------------------

    @abstractmethod
    def read_ruleset(self, data: dict[str, Any]) -> R:
        """Read a ruleset from its JSON (raise ``InvalidState`` if it is not valid)."""

    @abstractmethod
    def setup(self, rs: R, num_players: int, seed: int, player_ids: Sequence[str] | None) -> S:
        """Set up a game of ``rs`` (start with ``seat_ids``); everything random from ``seed``."""

    @abstractmethod
    def active_seats(self, state: S) -> tuple[int, ...]:
        """The seats that may move now, in seat order (``Rules.active_seats``)."""

    @abstractmethod
    def turn(self, state: S) -> Turn:
        """The turn or step ``state`` is in (``Rules.turn``)."""

    @abstractmethod
    def moves(self, state: S, seat: int) -> list[A]:
        """Every legal action of the active ``seat``, in a deterministic order (only ever
        asked for an active seat: ``legal_actions`` answers [] for the others)."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """Play ``action`` for ``seat`` (``Rules.apply``): refuse it, the state unchanged, if
        ``verify`` would."""

    @abstractmethod
    def view_for(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) may see, as JSON (``Rules.view_for``)."""

    @abstractmethod
    def redeal_hidden(self, state: S, seat: int | None, seed: int) -> S:
        """``state`` with what ``seat`` cannot see dealt again from ``seed``."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    # --- Rulesets and setup --------------------------------------------------------------------

    def named_ruleset(self, name: str) -> R:
        """Return a ruleset bundled as ``data/rulesets/<id>/<name>.json``."""
        return self.read_ruleset(resources.ruleset_json(self.game_id, name))

    def standard(self) -> R:
        """Return the ruleset new games use unless told otherwise (``standard``, read once)."""
        if self._standard is None:
            self._standard = self.named_ruleset("standard")
        return self._standard

    def ruleset(self, ruleset: R | Mapping[str, Any] | None = None) -> R:
        """Return ``ruleset`` read from its JSON (itself if already read; None: the standard)."""
        if ruleset is None:
            return self.standard()
        if isinstance(ruleset, Mapping):
            return self.read_ruleset(dict(ruleset))
        if not hasattr(ruleset, "to_json"):  # JSON that is not an object: a list, a number …
            raise TypeError(f"a ruleset is a JSON object, not {type(ruleset).__name__}")
        return ruleset

    @property
    def min_players(self) -> int:
        return self.standard().min_players

    @property
    def max_players(self) -> int:
        return self.standard().max_players

    def default_ruleset(self) -> dict[str, Any]:
        return self.standard().to_json()

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: R | Mapping[str, Any] | None = None,
    ) -> S:
        """Set up a game for ``num_players``; the same seed gives the same game."""
        return self.setup(self.ruleset(ruleset), num_players, seed, player_ids)

    def player_ids(self, state: S) -> tuple[str, ...]:
        return state.ids

    # --- Legality ------------------------------------------------------------------------------

    def verify_seat(self, state: S, seat: int) -> None:
        """Raise ``IllegalAction`` unless ``seat`` may move now."""
        if seat not in self.active_seats(state):
            raise IllegalAction(f"{self.game_id}-seat", "errors-move-not-allowed")

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every legal action of ``seat`` in a deterministic order; [] unless it is active."""
        return self.moves(state, seat) if seat in self.active_seats(state) else []

    def verify(self, state: S, seat: int, action: A) -> None:
        """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now (by membership)."""
        self.verify_seat(state, seat)
        if action not in self.moves(state, seat):
            raise IllegalAction(f"{self.game_id}-action", "errors-move-not-allowed")

    def auto_action(self, state: S, seat: int) -> A:
        """The move played for the active ``seat`` when its time ran out: its first legal one."""
        self.verify_seat(state, seat)
        return self.moves(state, seat)[0]

    def bot_action(self, state: S, seat: int, level: str, seed: int) -> A:
        """A bot's move; a game with bot players (``bot_levels``) overrides it."""
        raise ValueError(f"{self.game_id} has no bot player {level!r}")

    def undoable(self, state: S, seat: int, action: A) -> bool:
        """Whether ``seat``'s ``action`` from ``state`` may be taken back (``Rules.undoable``):
        never, unless a game says which of its moves show nothing hidden."""
        return False

    # --- Canonical JSON ------------------------------------------------------------------------

    def load(self, data: Mapping[str, Any]) -> S:
        """Read a state from its canonical JSON; raise ``InvalidState`` if it is not valid."""
        return self.codec.load(dict(data) if isinstance(data, Mapping) else data, self.standard())

    def dump(self, state: S) -> dict[str, Any]:
        return self.codec.dump(state)

    def action_from_json(self, data: Mapping[str, Any]) -> A:
        return self.codec.action_from_json(dict(data) if isinstance(data, Mapping) else data)

    def action_to_json(self, action: A) -> dict[str, Any]:
        return self.codec.action_to_json(action)
