"""The ``goofspiel`` bot players; each decides from its seat's view only (G-V2).

``easy`` bids a card at random (seeded); ``normal`` bids the card of its hand closest to the
prize (the lower one when two are as close). Both read ``view_for(state, seat)``, once, through
``reader.read`` and nothing else, so the other seats' pending bids and the deck order cannot
change their choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.games.goofspiel.reader import Seen, read
from bot.games.goofspiel.rules import verify_seat
from bot.games.goofspiel.state import Action, Bid, State
from bot.games.goofspiel.view import view_for

BOT_LEVELS = ("easy", "normal")
"""The bot players, weakest first."""


def my_hand(seen: Seen) -> tuple[int, ...]:
    """Return the viewer's own hand, ascending; refuse the public view."""
    me = seen.me
    if me is None or me.hand is None:
        raise ValueError("a bot decides from its own seat's view")
    return me.hand


def easy(seen: Seen, seed: int) -> Action:
    """Bid a card of the hand at random."""
    return Bid(random.Random(seed).choice(my_hand(seen)))


def normal(seen: Seen, seed: int) -> Action:
    """Bid the card closest to the prize value; of two as close, the lower."""
    prize = seen.prize
    if prize is None:
        raise ValueError("the game is over: there is no prize to bid on")
    return Bid(min(my_hand(seen), key=lambda c: (abs(c - prize), c)))


POLICIES: dict[str, Callable[[Seen, int], Action]] = {"easy": easy, "normal": normal}


def reason(seen: Seen, action: Action) -> tuple[int, int] | None:
    """Why the strongest bot (``normal``) bids ``action`` in this view: it is the card closest
    to the prize, as (the card, the prize) for the adapter to say (None when it is not that
    bot's bid, or the game is over)."""
    if seen.prize is None or seen.me is None or seen.me.hand is None:
        return None
    if not isinstance(action, Bid) or action != normal(seen, 0):
        return None
    return action.card, seen.prize


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the bid of a bot of ``level`` for the active ``seat``."""
    policy = POLICIES.get(level)
    if policy is None:
        raise ValueError(f"unknown goofspiel bot level {level!r}; choose from {BOT_LEVELS}")
    verify_seat(state, seat)
    return policy(read(view_for(state, seat)), seed)
