"""The ``goofspiel`` bot players; each decides from its seat's view only (G-V2).

``easy`` bids a card at random (seeded); ``normal`` bids the card of its hand closest to the
prize (the lower one when two are as close). Both read ``view_for(state, seat)`` and nothing
else, so the other seats' pending bids and the deck order cannot change their choice.
"""

from __future__ import annotations

import random
from typing import Any

from bot.games.goofspiel.rules import verify_seat
from bot.games.goofspiel.state import Action, Bid, State
from bot.games.goofspiel.view import view_for

BOT_LEVELS = ("easy", "normal")
"""The bot players, weakest first."""


def easy(view: dict[str, Any], seed: int) -> Action:
    """Bid a card of the hand at random."""
    hand: list[int] = view["players"][view["seat"]]["hand"]
    return Bid(random.Random(seed).choice(hand))


def normal(view: dict[str, Any], seed: int) -> Action:
    """Bid the card closest to the prize value; of two as close, the lower."""
    hand: list[int] = view["players"][view["seat"]]["hand"]
    prize: int = view["prize"]
    return Bid(min(hand, key=lambda c: (abs(c - prize), c)))


POLICIES = {"easy": easy, "normal": normal}


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the bid of a bot of ``level`` for the active ``seat``."""
    policy = POLICIES.get(level)
    if policy is None:
        raise ValueError(f"unknown goofspiel bot level {level!r}; choose from {BOT_LEVELS}")
    verify_seat(state, seat)
    return policy(view_for(state, seat), seed)
