"""*Please Don't Burn My Village!* (game id ``village``): its rules class and public names.

Tools, services and tests use only what this module exports::

    s = new_game(3, seed=42)
    s, events = apply(s, legal_actions(s)[0])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Event, IllegalAction, InvalidState, Outcome, Turn
from bot.engine.game import GameRules
from bot.games.village import codec, rules
from bot.games.village.codec import action_to_json, dump
from bot.games.village.describe import Ending, TokenMove
from bot.games.village.describe import ending as _ending
from bot.games.village.describe import token_move as _token_move
from bot.games.village.hidden import redeal_hidden
from bot.games.village.reader import Seen, as_seen
from bot.games.village.rules import apply, gentle_action, legal_actions, scores, verify
from bot.games.village.ruleset import Ruleset, ruleset_from_json
from bot.games.village.state import Action, Bribe, Draw, Market, Player, State
from bot.games.village.view import view_for

GAME_ID = "village"
_ANY = Draw()
"""Any action: ``rules.verify`` refuses a seat out of turn before it looks at the action."""
BOT_LEVELS = ("easy", "normal", "hard")
"""The bot players that can take a seat (``random`` exists for the arena only)."""


class VillageRules(GameRules[State, Action, Ruleset]):
    """The ``village`` rules behind the engine's ``Rules`` protocol: one seat moves at a time
    (``state.current``); the rules module's functions play for the player to move."""

    game_id = GAME_ID
    bot_levels = BOT_LEVELS
    codec = codec
    read_ruleset = staticmethod(ruleset_from_json)
    setup = staticmethod(rules.new_game)

    def active_seats(self, state: State) -> tuple[int, ...]:
        return () if state.over else (state.current,)

    def turn(self, state: State) -> Turn:
        """One move is one turn, played in turn: the number is the seat to move (the state
        keeps no count of turns; the next move's seat is always another)."""
        return Turn(state.current)

    def bot_action(self, state: State, seat: int, level: str, seed: int) -> Action:
        from bot.games.village.bots import choose_action

        self.verify_seat(state, seat)
        return choose_action(level, state, seed)

    def auto_action(self, state: State, seat: int) -> Action:
        self.verify_seat(state, seat)
        return gentle_action(state)

    def moves(self, state: State, seat: int) -> list[Action]:
        return legal_actions(state)

    def verify_seat(self, state: State, seat: int) -> None:
        """Raise ``IllegalAction`` (R-E1 or R-S1) unless ``seat`` is the one to move."""
        if state.over or seat != state.current:
            verify(state, seat, _ANY)

    verify = staticmethod(verify)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        self.verify_seat(state, seat)
        return apply(state, action)

    view_for = staticmethod(view_for)
    redeal_hidden = staticmethod(redeal_hidden)

    def undoable(self, state: State, seat: int, action: Action) -> bool:
        """A visit to the market (R-M) moves only cards in sight (a stall's pile, the cards
        paid from the mover's own hand) and a token: it may be taken back. A draw (R-D1) shows
        the mover the deck's top card and a bribe deals the deck's cards face up (R-B4): never."""
        return isinstance(action, Market)

    def outcome(self, state: State) -> Outcome | None:
        """Scores, winners and ranks once the game is over, else None."""
        return rules.outcome(state) if state.over else None


RULES = VillageRules()
"""The rules the house plays; ``new_game``, ``load``, ``outcome`` … below are its methods,
``legal_actions``, ``apply``, ``gentle_action`` and ``scores`` the rules module's (for the
player to move)."""
new_game = RULES.new_game
load = RULES.load
outcome = RULES.outcome
default_ruleset = RULES.standard
action_from_json = RULES.action_from_json


def current_seat(state: State) -> int | None:
    """Return the seat to move, or None once the game is over."""
    return None if state.over else state.current


def winners(state: State) -> list[int]:
    """Return the winning seats (R-E4; several when still tied after every space)."""
    return list(rules.outcome(state).winners)


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
