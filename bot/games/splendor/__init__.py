"""Splendor (game id ``splendor``): the public facade of its rules (docs/rules/splendor.md).

Tools, services and tests use only what this module exports::

    s = new_game(2, seed=42)
    seat = active_seats(s)[0]
    s, events = apply(s, seat, Take((0, 1, 2)))   # white, blue and green

``RULES`` is its ``bot.engine.Rules`` object, the rules of its ``GameSpec`` (``spec.py``,
registered in ``bot/games/__init__.py``); its Discord side is ``bot.games.splendor.adapter``.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot import resources
from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.engine.facade import FacadeRules
from bot.games.splendor import checks, codec, rules
from bot.games.splendor.bots import BOT_LEVELS, choose_action
from bot.games.splendor.hidden import redeal_hidden
from bot.games.splendor.ruleset import Ruleset, ruleset_from_json
from bot.games.splendor.state import (
    Action,
    ChooseNoble,
    Pass,
    Purchase,
    Reserve,
    Return,
    State,
    Take,
    TakeTwo,
)
from bot.games.splendor.view import view_for

GAME_ID = "splendor"


@cache
def default_ruleset() -> Ruleset:
    """Return the ``standard`` ruleset bundled under ``data/rulesets/splendor/``."""
    return ruleset_from_json(resources.ruleset_json(GAME_ID, "standard"))


def named_ruleset(name: str) -> Ruleset:
    """Return a ruleset bundled under ``data/rulesets/splendor/`` (``standard``)."""
    return ruleset_from_json(resources.ruleset_json(GAME_ID, name))


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
    """Set up a game for ``num_players`` (S-S1 … S-S4); the same seed gives the same game."""
    return rules.new_game(_ruleset(ruleset), num_players, seed, player_ids)


def load(data: Mapping[str, Any]) -> State:
    """Read a state from canonical JSON; raise ``InvalidState`` with the reason if invalid."""
    return codec.load(dict(data) if isinstance(data, Mapping) else data, default_ruleset())


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON (its ruleset included)."""
    return codec.dump(state)


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seat to move (S-T1); () once the game is over."""
    return rules.active_seats(state)


def turn(state: State) -> Turn:
    """A turn is one seat's: its action, then the tokens it gives back and the noble it
    chooses (S-T1, S-L1, S-N2). The state keeps no count of turns, and the next turn is
    always another seat's: the number is the seat to move."""
    return Turn(state.current)


def legal_actions(state: State, seat: int) -> list[Action]:
    """Return every legal action of ``seat`` in a fixed order if it is to move; else []."""
    return checks.legal_actions(state, seat)


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now."""
    checks.verify(state, seat, action)


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for ``seat``; raise ``IllegalAction`` naming the rule (state unchanged)."""
    return rules.apply(state, seat, action)


def auto_action(state: State, seat: int) -> Action:
    """Return the move played for ``seat`` when its time ran out (tokens if it may take)."""
    return rules.auto_action(state, seat)


def bot_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` for ``seat`` (from what that seat sees only)."""
    return choose_action(state, seat, level, seed)


def scores(state: State) -> tuple[int, ...]:
    """Return each seat's points so far: its cards' and nobles' (S-E2)."""
    return rules.scores(state)


def outcome(state: State) -> Outcome | None:
    """Return points, winners and ranks once the game is over (S-E2), else None."""
    return rules.outcome(state)


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action from its canonical JSON (``{"type": "take_two", "gem": "red"}``)."""
    return codec.action_from_json(dict(data) if isinstance(data, Mapping) else data)


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action as canonical JSON."""
    return codec.action_to_json(action)


RULES: FacadeRules[State, Action] = FacadeRules(GAME_ID, sys.modules[__name__], BOT_LEVELS)
"""The rules behind the engine's game-agnostic ``Rules`` protocol."""

__all__ = [
    "BOT_LEVELS",
    "GAME_ID",
    "RULES",
    "Action",
    "ChooseNoble",
    "IllegalAction",
    "InvalidState",
    "Pass",
    "Purchase",
    "Reserve",
    "Return",
    "Ruleset",
    "State",
    "Take",
    "TakeTwo",
    "action_from_json",
    "action_to_json",
    "active_seats",
    "apply",
    "auto_action",
    "bot_action",
    "default_ruleset",
    "dump",
    "legal_actions",
    "load",
    "named_ruleset",
    "new_game",
    "outcome",
    "redeal_hidden",
    "scores",
    "turn",
    "verify",
    "view_for",
]
