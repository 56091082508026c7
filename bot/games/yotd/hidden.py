"""Deal again what one seat (or the public) cannot see (Y-V2, Y-V3): the action shuffles of the
months not yet begun, and the other seats' hands when they cannot be deduced (played cards not
public, hands not open, the game not over)."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from bot.games.yotd.moves import CARDS
from bot.games.yotd.state import State


def redeal_hidden(state: State, seat: int | None, seed: int) -> State:
    """Return ``state`` with every future shuffle drawn again and, when a hand is not
    deducible, each other seat's 11 cards split again between its hand and its played pile (the
    same number played)."""
    rs = state.ruleset
    rng = Random(seed)
    orders = tuple(tuple(rng.sample(o, len(o))) for o in state.action_orders)
    players = state.players
    if not (rs.played_cards_public or rs.open_hands or state.over):
        every = [c for c, k in zip(CARDS, rs.hand_cards, strict=True) for _ in range(k)]
        dealt = []
        for s, p in enumerate(players):
            if s == seat:
                dealt.append(p)
                continue
            cards = every[:]
            rng.shuffle(cards)
            played = tuple(cards[: len(p.played)])
            hand = tuple(cards[len(p.played) :].count(c) for c in CARDS)
            dealt.append(replace(p, hand=hand, played=played))
        players = tuple(dealt)
    return replace(state, action_orders=orders, players=players)
