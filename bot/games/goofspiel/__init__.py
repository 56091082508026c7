"""Goofspiel (game id ``goofspiel``): its rules class and public names (docs/rules/goofspiel.md).

Tools, services and tests use only what this module exports::

    s = new_game(2, seed=42)
    s, events = apply(s, 0, Bid(5))   # seat 0 bids; seat 1 is still active
    s, events = apply(s, 1, Bid(3))   # the last bid reveals the round
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bot.engine import Event, IllegalAction, InvalidState, Turn
from bot.engine.game import GameRules, seat_ids
from bot.games.goofspiel import codec
from bot.games.goofspiel.bots import BOT_LEVELS
from bot.games.goofspiel.bots import choose_action as bot_action
from bot.games.goofspiel.codec import action_to_json, dump
from bot.games.goofspiel.events import BidPlaced
from bot.games.goofspiel.hidden import redeal_hidden
from bot.games.goofspiel.rules import active_seats, outcome, reveal, scores, verify_seat
from bot.games.goofspiel.ruleset import Ruleset, ruleset_from_json
from bot.games.goofspiel.state import Action, Bid, State
from bot.games.goofspiel.view import view_for

GAME_ID = "goofspiel"


class GoofspielRules(GameRules[State, Action, Ruleset]):
    """Goofspiel behind the engine's ``Rules`` protocol: every round, each seat bids a card of
    its hand at once; the last bid reveals the round (G-B1 … G-B5)."""

    game_id = GAME_ID
    bot_levels = BOT_LEVELS
    codec = codec
    read_ruleset = staticmethod(ruleset_from_json)

    def setup(
        self, rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None
    ) -> State:
        """Set up a game (G-S1 … G-S3); the seed decides the order of the prize deck."""
        ids = seat_ids(rs, num_players, player_ids, "G-S1", "goofspiel-refusals-player-count")
        deck = list(rs.suit)
        random.Random(seed).shuffle(deck)  # G-S3
        return State(
            ruleset=rs,
            ids=ids,
            hands=(rs.suit,) * num_players,  # G-S2
            bids=(None,) * num_players,
            played=((),) * num_players,
            won=((),) * num_players,
            past_prizes=(),
            prize=deck[0],  # G-S3: the top card is the first prize
            deck=tuple(deck[1:]),
        )

    active_seats = staticmethod(active_seats)

    def turn(self, state: State) -> Turn:
        """Every round is one step where every seat bids at once (G-B1): its number is the
        rounds revealed so far."""
        return Turn(len(state.past_prizes), together=True)

    def moves(self, state: State, seat: int) -> list[Action]:
        """One bid per card of the seat's hand, lowest first (the timeout move: the first)."""
        return [Bid(c) for c in state.hands[seat]]

    bot_action = staticmethod(bot_action)
    verify_seat = staticmethod(verify_seat)

    def verify(self, state: State, seat: int, action: Action) -> None:
        """Refuse a seat that may not bid (``verify_seat``), then a card it cannot bid."""
        verify_seat(state, seat)
        if not isinstance(action, Bid):
            raise IllegalAction("G-B1", "goofspiel-refusals-one-card")
        card = action.card
        n = state.ruleset.cards
        if type(card) is not int or not 1 <= card <= n:
            raise IllegalAction("G-S2", "goofspiel-refusals-card-range", high=str(n))
        if card not in state.hands[seat]:
            when = state.played[seat].index(card) + 1
            raise IllegalAction(
                "G-B1", "goofspiel-refusals-not-in-hand", card=str(card), round=str(when)
            )

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Play the bid; the bid that completes the round reveals it (G-B3)."""
        self.verify(state, seat, action)
        bids = list(state.bids)
        bids[seat] = action.card
        events: list[Event] = [BidPlaced(seat, action.card)]
        if any(b is None for b in bids):  # G-B1: the others may still bid
            return replace(state, bids=tuple(bids)), events
        return reveal(state, tuple(b for b in bids if b is not None), events), events

    view_for = staticmethod(view_for)
    redeal_hidden = staticmethod(redeal_hidden)
    outcome = staticmethod(outcome)


RULES = GoofspielRules()
"""The rules the house plays (``bot.engine.Rules``); the names below are its methods."""
new_game = RULES.new_game
load = RULES.load
legal_actions = RULES.legal_actions
verify = RULES.verify
apply = RULES.apply
auto_action = RULES.auto_action
default_ruleset = RULES.standard
named_ruleset = RULES.named_ruleset
action_from_json = RULES.action_from_json

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
    "verify",
    "view_for",
]
