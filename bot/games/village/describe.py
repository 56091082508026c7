"""What a ``village`` action will do, as data: the token it moves on the Dragon's Favor and
whether its market refill can end the game. The words are the adapter's
(``bot.games.village.adapter.previews``).

The preview never reveals hidden cards: a bribe's refill is not predicted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.games.village.rules import move_token
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import Action, Bribe, Market

NEAR_END = 5
"""A bribe's refill is said to be able to end the game when the deck holds this few cards."""

Ending = Literal["certain", "possible"]


@dataclass(frozen=True, slots=True)
class TokenMove:
    """Treasure ``card``'s token goes from space ``old`` to space ``new`` (bottom space 0):
    up for a bribe, down for a curse."""

    card: int
    old: int
    new: int
    up: bool


def treasure_of(rs: Ruleset, card: str | None) -> int | None:
    """Return the number of treasure ``card`` (None for the wild or an unknown id)."""
    c = rs.index.get(card or "")
    return c if c is not None and c < len(rs.ids) else None


def token_move(action: Action, rs: Ruleset, track: tuple[int, ...]) -> TokenMove | None:
    """Return how ``action`` would move a token on ``track`` (treasure numbers, bottom
    first): a bribe's treasure rises one space per card, a bought stall's curse drops one
    space per card paid; None for a draw or a free visit."""
    if isinstance(action, Bribe):
        t = treasure_of(rs, action.treasure)
        if t is None:
            return None
        _, old, new = move_token(track, t, action.treasures + action.wilds)
        return TokenMove(t, old, new, up=True)
    if isinstance(action, Market) and action.curse is not None:
        c = treasure_of(rs, action.curse)
        if c is None:
            return None
        _, old, new = move_token(track, c, -action.stall)
        return TokenMove(c, old, new, up=False)
    return None


def ending(action: Action, rs: Ruleset, deck_count: int) -> Ending | None:
    """Say whether ``action`` can end the game, from the deck's size alone (a public fact).

    Only a bribe's refill can (R-B4, R-B5): the deck may run out before a card of its type or
    a wild turns up. An empty deck ends it for sure ("certain"); a small one can ("possible").
    (Drawing from an empty deck has its own confirm step.)
    """
    if not isinstance(action, Bribe) or treasure_of(rs, action.treasure) is None:
        return None
    if deck_count == 0:
        return "certain"
    return "possible" if deck_count <= NEAR_END else None
