"""Describe ``village`` actions in words, with their effect when the state is known."""

from __future__ import annotations

from bot.games.village.rules import move_token
from bot.games.village.ruleset import Ruleset
from bot.games.village.state import Action, Bribe, Market
from bot.games.village.text import (
    cards_count,
    count_text,
    join_words,
    number,
    token_move_text,
)

NEAR_END = 5
"""A bribe's refill is said to be able to end the game when the deck holds this few cards."""


def _amount(rs: Ruleset, cid: str, n: int) -> str:
    c = rs.index.get(cid)
    return f"{number(n)} × {cid}" if c is None else count_text(rs, c, n)


def describe(action: Action, rs: Ruleset, track: tuple[int, ...] | None = None) -> str:
    """Say what ``action`` does; with the ``track``, also how it moves the Dragon's Favor.

    The preview never reveals hidden cards: a bribe's refill is not predicted.
    """
    what, effect = describe_parts(action, rs, track)
    return what if effect is None else f"{what}: {effect}"


def describe_parts(
    action: Action, rs: Ruleset, track: tuple[int, ...] | None = None
) -> tuple[str, str | None]:
    """Return what ``action`` plays and, with the ``track``, its effect on the Dragon's Favor."""
    if isinstance(action, Bribe):
        played = []
        if action.treasures:
            played.append(_amount(rs, action.treasure, action.treasures))
        if action.wilds:
            played.append(_amount(rs, "wild", action.wilds))
        what = f"Bribe {join_words(played)}"
        t = rs.index.get(action.treasure)
        if track is not None and t is not None and t < len(rs.ids):
            _, old, new = move_token(track, t, action.treasures + action.wilds)
            return what, token_move_text(rs, t, old, new, up=True, future=True)
        return what, None
    if isinstance(action, Market):
        if not action.pay and action.curse is None:
            return f"Take the {number(action.stall)} stall for free", None
        paid = join_words([_amount(rs, cid, n) for cid, n in action.pay])
        what = f"Buy the {number(action.stall)} stall with {paid}"
        c = rs.index.get(action.curse or "")
        if action.curse is not None and c is not None and c < len(rs.ids):
            what += f", cursing {rs.names[c]}"
            if track is not None:
                _, old, new = move_token(track, c, -action.stall)
                return what, token_move_text(rs, c, old, new, up=False, future=True)
        return what, None
    return "Draw a card", None


def ending_note(action: Action, rs: Ruleset, deck_count: int) -> str | None:
    """Say whether ``action`` can end the game, from the deck's size alone (a public fact).

    Only a bribe's refill can (R-B4, R-B5): the deck may run out before a card of its type or
    a wild turns up. An empty deck ends it for sure; a small one can. (Drawing from an empty
    deck has its own confirm step.)
    """
    if not isinstance(action, Bribe):
        return None
    t = rs.index.get(action.treasure)
    if t is None or t >= len(rs.ids):
        return None
    if deck_count == 0:
        return "The deck is empty: this bribe ends the game."
    if deck_count > NEAR_END:
        return None
    wild = count_text(rs, len(rs.ids), 1)
    return (
        f"Only {cards_count(deck_count)} left: unless {count_text(rs, t, 1)} or {wild} "
        "turns up, this ends the game."
    )
