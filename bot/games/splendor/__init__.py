"""Splendor (game id ``splendor``): its rules class and public names (docs/rules/splendor.md).

Tools, services and tests use only what this module exports::

    s = new_game(2, seed=42)
    seat = active_seats(s)[0]
    s, events = apply(s, seat, Take((0, 1, 2)))   # white, blue and green

``RULES`` is its ``bot.engine.Rules`` object, the rules of its ``GameSpec`` (``spec.py``,
registered in ``bot/games/__init__.py``); its Discord side is ``bot.games.splendor.adapter``.
"""

from __future__ import annotations

from bot.engine import IllegalAction, InvalidState, Turn
from bot.engine.game import GameRules
from bot.games.splendor import codec, rules
from bot.games.splendor.bots import BOT_LEVELS
from bot.games.splendor.bots import choose_action as bot_action
from bot.games.splendor.checks import legal_actions, verify, verify_seat
from bot.games.splendor.codec import action_to_json, dump
from bot.games.splendor.hidden import redeal_hidden
from bot.games.splendor.rules import active_seats, apply, auto_action, outcome, scores
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


class SplendorRules(GameRules[State, Action, Ruleset]):
    """Splendor behind the engine's ``Rules`` protocol: setup and the turn's steps in
    ``rules``, legality in ``checks``, the bots in ``bots`` (docs/rules/splendor.md)."""

    game_id = GAME_ID
    bot_levels = BOT_LEVELS
    codec = codec
    read_ruleset = staticmethod(ruleset_from_json)
    setup = staticmethod(rules.new_game)
    active_seats = staticmethod(active_seats)

    def turn(self, state: State) -> Turn:
        """A turn is one seat's: its action, then the tokens it gives back and the noble it
        chooses (S-T1, S-L1, S-N2). The state keeps no count of turns, and the next turn is
        always another seat's: the number is the seat to move."""
        return Turn(state.current)

    bot_action = staticmethod(bot_action)
    auto_action = staticmethod(auto_action)
    legal_actions = moves = staticmethod(legal_actions)
    verify_seat = staticmethod(verify_seat)
    verify = staticmethod(verify)
    apply = staticmethod(apply)
    view_for = staticmethod(view_for)
    redeal_hidden = staticmethod(redeal_hidden)
    outcome = staticmethod(outcome)

    def undoable(self, state: State, seat: int, action: Action) -> bool:
        """Tokens taken or given back, a noble chosen, a pass and a reserved card bought
        show nobody anything new: they may be taken back. A face-up card reserved or bought
        may be too, but only when its deck is empty (no card comes to fill its space); a
        blind reserve (S-R2) never."""
        if isinstance(action, Take | TakeTwo | Return | ChooseNoble | Pass):
            return True
        if isinstance(action, Reserve):
            return action.card is not None and not _refilled(state, action.card)
        if isinstance(action, Purchase):
            held = any(r.card == action.card for r in state.players[seat].reserved)
            return held or not _refilled(state, action.card)
        return False


def _refilled(state: State, card: str) -> bool:
    """Say whether taking the face-up ``card`` turns a new card of its deck face up."""
    return any(card in row and deck for row, deck in zip(state.tableau, state.decks, strict=True))


RULES = SplendorRules()
"""Splendor's ``bot.engine.Rules``: ``RULES.new_game(2, seed)``, ``RULES.load(data)`` …"""

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
    "action_to_json",
    "active_seats",
    "apply",
    "auto_action",
    "bot_action",
    "dump",
    "legal_actions",
    "outcome",
    "redeal_hidden",
    "scores",
    "verify",
    "view_for",
]
