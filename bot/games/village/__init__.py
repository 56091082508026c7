"""*Please Don't Burn My Village!* (game id ``village``): the public facade of its rules.

Tools, services and tests use only what this module exports::

    s = new_game(3, seed=42)
    s, events = apply(s, legal_actions(s)[0])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot import resources
from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.games.village import codec, rules
from bot.games.village.describe import Ending, TokenMove
from bot.games.village.describe import ending as _ending
from bot.games.village.describe import token_move as _token_move
from bot.games.village.hidden import redeal_hidden
from bot.games.village.reader import Seen, as_seen
from bot.games.village.ruleset import Ruleset, ruleset_from_json
from bot.games.village.state import Action, Bribe, Draw, Market, Player, State
from bot.games.village.view import view_for

GAME_ID = "village"
_ANY = Draw()
"""Any action: ``rules.verify`` refuses a seat out of turn before it looks at the action."""
BOT_LEVELS = ("easy", "normal", "hard")
"""The bot players that can take a seat (``random`` exists for the arena only)."""


@cache
def default_ruleset() -> Ruleset:
    """Return the ``standard`` ruleset bundled under ``data/rulesets/village/``."""
    return ruleset_from_json(resources.ruleset_json(GAME_ID, "standard"))


def _ruleset(ruleset: Ruleset | Mapping[str, Any] | None) -> Ruleset:
    if ruleset is None:
        return default_ruleset()
    if isinstance(ruleset, Ruleset):
        return ruleset
    return ruleset_from_json(dict(ruleset))


def new_game(
    num_players: int,
    seed: int,
    *,
    player_ids: Sequence[str] | None = None,
    ruleset: Ruleset | Mapping[str, Any] | None = None,
) -> State:
    """Set up a game for ``num_players`` (R-S1 … R-S5); the same seed gives the same game."""
    return rules.new_game(_ruleset(ruleset), num_players, seed, player_ids)


def load(data: Mapping[str, Any]) -> State:
    """Read a state from canonical JSON; raise ``InvalidState`` with the reason if invalid."""
    return codec.load(dict(data) if isinstance(data, Mapping) else data, default_ruleset())


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON (its ruleset included)."""
    return codec.dump(state)


def legal_actions(state: State) -> list[Action]:
    """Return every legal action of the player to move, in a fixed order; [] once over."""
    return rules.legal_actions(state)


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for the player to move; raise ``IllegalAction`` naming the rule."""
    return rules.apply(state, action)


def gentle_action(state: State) -> Action:
    """Return the move played for a player who ran out of time (a Draw unless that ends it)."""
    return rules.gentle_action(state)


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now."""
    rules.verify(state, seat, action)


def current_seat(state: State) -> int | None:
    """Return the seat to move, or None once the game is over."""
    return None if state.over else state.current


def scores(state: State) -> list[int]:
    """Return each seat's score (R-E3); before the end, the score if the game ended now."""
    return rules.scores(state)


def winners(state: State) -> list[int]:
    """Return the winning seats (R-E4; several when still tied after every space)."""
    return list(rules.outcome(state).winners)


def outcome(state: State) -> Outcome | None:
    """Return scores, winners and ranks once the game is over, else None."""
    return rules.outcome(state) if state.over else None


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action from its canonical JSON."""
    return codec.action_from_json(dict(data) if isinstance(data, Mapping) else data)


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action as canonical JSON."""
    return codec.action_to_json(action)


def token_move(view: Seen | Mapping[str, Any], action: Action) -> TokenMove | None:
    """Return how ``action`` would move a token on the Dragon's Favor of ``view`` (a
    ``view_for`` result, or its ``Seen``); None if it moves none."""
    seen = as_seen(view)
    rs = seen.ruleset
    return _token_move(action, rs, tuple(rs.index[t] for t in seen.track))


def ending(view: Seen | Mapping[str, Any], action: Action) -> Ending | None:
    """Say whether ``action`` can end the game on the table of ``view`` (public facts only):
    "certain", "possible" or None."""
    seen = as_seen(view)
    return _ending(action, seen.ruleset, seen.deck_count)


class VillageRules:
    """The ``village`` rules behind the engine's game-agnostic ``Rules`` protocol."""

    game_id = GAME_ID

    @property
    def min_players(self) -> int:
        return default_ruleset().min_players

    @property
    def max_players(self) -> int:
        return default_ruleset().max_players

    def default_ruleset(self) -> dict[str, Any]:
        return default_ruleset().to_json()

    def new_game(
        self,
        num_players: int,
        seed: int,
        *,
        player_ids: Sequence[str] | None = None,
        ruleset: Mapping[str, Any] | None = None,
    ) -> State:
        return new_game(num_players, seed, player_ids=player_ids, ruleset=ruleset)

    def active_seats(self, state: State) -> tuple[int, ...]:
        return () if state.over else (state.current,)

    def turn(self, state: State) -> Turn:
        """One move is one turn, played in turn: the number is the seat to move (the state
        keeps no count of turns; the next move's seat is always another)."""
        return Turn(state.current)

    def player_ids(self, state: State) -> tuple[str, ...]:
        return state.ids

    def _check_turn(self, state: State, seat: int) -> None:
        """Raise ``IllegalAction`` (R-E1 or R-S1) unless ``seat`` is the one to move."""
        if state.over or seat != state.current:
            rules.verify(state, seat, _ANY)

    def auto_action(self, state: State, seat: int) -> Action:
        self._check_turn(state, seat)
        return gentle_action(state)

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return BOT_LEVELS

    def bot_action(self, state: State, seat: int, level: str, seed: int) -> Action:
        from bot.games.village.bots import choose_action

        self._check_turn(state, seat)
        return choose_action(level, state, seed)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if state.over or seat != state.current:
            return []
        return legal_actions(state)

    def verify(self, state: State, seat: int, action: Action) -> None:
        verify(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        self._check_turn(state, seat)
        return apply(state, action)

    def view_for(self, state: State, seat: int | None) -> dict[str, Any]:
        return view_for(state, seat)

    def redeal_hidden(self, state: State, seat: int | None, seed: int) -> State:
        return redeal_hidden(state, seat, seed)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def load(self, data: dict[str, Any]) -> State:
        return load(data)

    def dump(self, state: State) -> dict[str, Any]:
        return dump(state)

    def action_from_json(self, data: dict[str, Any]) -> Action:
        return action_from_json(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)


RULES = VillageRules()

__all__ = [
    "GAME_ID",
    "RULES",
    "Action",
    "Bribe",
    "Draw",
    "Ending",
    "IllegalAction",
    "InvalidState",
    "Market",
    "Player",
    "Ruleset",
    "Seen",
    "State",
    "TokenMove",
    "action_from_json",
    "action_to_json",
    "apply",
    "current_seat",
    "default_ruleset",
    "dump",
    "ending",
    "gentle_action",
    "legal_actions",
    "load",
    "new_game",
    "outcome",
    "redeal_hidden",
    "scores",
    "token_move",
    "verify",
    "view_for",
    "winners",
]
