"""In the Year of the Dragon (``yotd``): the pure rules (docs/rules/yotd.md).

Tools, services and tests use only what this module exports::

    s = RULES.new_game(3, seed=42)
    seat = active_seats(s)[0]
    s, events = apply(s, seat, legal_actions(s, seat)[0])

``RULES`` is its ``bot.engine.Rules`` object, the rules of its ``GameSpec`` (``spec.py``,
registered in ``bot/games/__init__.py``); its Discord side is ``bot.games.yotd.adapter``.
"""

from __future__ import annotations

from bot.engine import IllegalAction, InvalidState, Turn
from bot.engine.game import GameRules
from bot.games.yotd import codec, rules
from bot.games.yotd.bots import BOT_LEVELS
from bot.games.yotd.bots import choose_action as bot_action
from bot.games.yotd.checks import legal_actions, verify, verify_seat
from bot.games.yotd.codec import action_from_json, action_to_json, dump
from bot.games.yotd.hidden import redeal_hidden
from bot.games.yotd.month import final_parts, scores
from bot.games.yotd.moves import (
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)
from bot.games.yotd.rules import active_seats, apply, auto_action, outcome
from bot.games.yotd.ruleset import Ruleset, ruleset_from_json
from bot.games.yotd.state import FinalScore, Palace, Player, State
from bot.games.yotd.view import view_for

GAME_ID = "yotd"


class YotdRules(GameRules[State, Action, Ruleset]):
    """In the Year of the Dragon behind the engine's ``Rules`` protocol: setup and the month's
    phases in ``rules``, legality in ``checks``, the bots in ``bots`` (docs/rules/yotd.md)."""

    game_id = GAME_ID
    bot_levels = BOT_LEVELS
    codec = codec
    read_ruleset = staticmethod(ruleset_from_json)
    setup = staticmethod(rules.new_game)
    active_seats = staticmethod(active_seats)
    turn = staticmethod(rules.turn)
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
        """An action card taken, yuan refilled, a floor built (or the rest given back) and a
        person released change only what everyone sees: they may be taken back while the
        month goes on (its end scores the year's event and turns the next month's action
        cards face up). A recruit plays a person card from a hidden hand, a draft is chosen
        at once with the others: never."""
        if not isinstance(action, TakeAction | Refill | Build | BuildNew | BuildStop | Release):
            return False
        after, _ = apply(state, seat, action)
        return not after.over and after.month == state.month


RULES = YotdRules()
"""In the Year of the Dragon's ``bot.engine.Rules``: ``RULES.new_game(3, seed)``,
``RULES.load(data)`` …"""

__all__ = [
    "BOT_LEVELS",
    "GAME_ID",
    "RULES",
    "Action",
    "Build",
    "BuildNew",
    "BuildStop",
    "Draft",
    "FinalScore",
    "IllegalAction",
    "InvalidState",
    "Palace",
    "Player",
    "Recruit",
    "Refill",
    "Release",
    "Ruleset",
    "State",
    "TakeAction",
    "Turn",
    "action_from_json",
    "action_to_json",
    "active_seats",
    "apply",
    "auto_action",
    "bot_action",
    "dump",
    "final_parts",
    "legal_actions",
    "outcome",
    "redeal_hidden",
    "scores",
    "verify",
    "view_for",
]
