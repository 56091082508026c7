"""Goofspiel (game id ``goofspiel``): the public facade of its rules (docs/rules/goofspiel.md).

Tools, services and tests use only what this module exports::

    s = new_game(2, seed=42)
    s, events = apply(s, 0, Bid(5))   # seat 0 bids; seat 1 is still active
    s, events = apply(s, 1, Bid(3))   # the last bid reveals the round
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from bot import resources
from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.engine.facade import FacadeRules
from bot.games.goofspiel import codec, rules
from bot.games.goofspiel.bots import BOT_LEVELS, choose_action
from bot.games.goofspiel.hidden import redeal_hidden
from bot.games.goofspiel.ruleset import Ruleset, ruleset_from_json
from bot.games.goofspiel.state import Action, Bid, State
from bot.games.goofspiel.view import view_for

GAME_ID = "goofspiel"


@cache
def default_ruleset() -> Ruleset:
    """Return the ``standard`` ruleset bundled under ``data/rulesets/goofspiel/``."""
    return ruleset_from_json(resources.ruleset_json(GAME_ID, "standard"))


def named_ruleset(name: str) -> Ruleset:
    """Return a ruleset bundled under ``data/rulesets/goofspiel/`` (``standard``, ``classic``)."""
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
    """Set up a game for ``num_players`` (G-S1 … G-S3); the same seed gives the same game."""
    return rules.new_game(_ruleset(ruleset), num_players, seed, player_ids)


def load(data: Mapping[str, Any]) -> State:
    """Read a state from canonical JSON; raise ``InvalidState`` with the reason if invalid."""
    return codec.load(dict(data) if isinstance(data, Mapping) else data, default_ruleset())


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON (its ruleset included)."""
    return codec.dump(state)


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seats that have not bid this round; () once the game is over."""
    return rules.active_seats(state)


def turn(state: State) -> Turn:
    """Every round is one step where every seat bids at once (G-B1): its number is the rounds
    revealed so far."""
    return Turn(len(state.past_prizes), together=True)


def legal_actions(state: State, seat: int) -> list[Action]:
    """Return one bid per card of ``seat``'s hand, lowest first, if it is active; else []."""
    return rules.legal_actions(state, seat)


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now."""
    rules.verify(state, seat, action)


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for ``seat``; raise ``IllegalAction`` naming the rule (state unchanged)."""
    return rules.apply(state, seat, action)


def auto_action(state: State, seat: int) -> Action:
    """Return the move played for ``seat`` when its time ran out: its lowest card."""
    return rules.auto_action(state, seat)


def bot_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the bid of a bot of ``level`` for ``seat`` (from that seat's view only)."""
    return choose_action(state, seat, level, seed)


def scores(state: State) -> tuple[int, ...]:
    """Return each seat's score so far: the sum of the prizes it won (G-E2)."""
    return rules.scores(state)


def outcome(state: State) -> Outcome | None:
    """Return scores, winners and ranks once the game is over (G-E3), else None."""
    return rules.outcome(state)


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action from its canonical JSON (``{"type": "bid", "card": 5}``)."""
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
    "Bid",
    "IllegalAction",
    "InvalidState",
    "Ruleset",
    "State",
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
