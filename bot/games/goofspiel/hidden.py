"""Deal again what a seat may not see: views and bots must not depend on it (G-V2)."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.games.goofspiel.state import State


def redeal_hidden(state: State, seat: int | None, seed: int) -> State:
    """Return ``state`` with what ``seat`` cannot see (None: the public) dealt again from ``seed``.

    That is the order of the face-down prize deck and the pending bids of the other seats (each
    picked again at random from that seat's hand; who has bid stays the same). Once the game is
    over nothing is hidden (G-V3) and the state comes back unchanged.
    """
    if seat is not None and not 0 <= seat < len(state.ids):
        raise ValueError(f"no seat {seat} in this game")
    if state.over:
        return state
    rng = random.Random(seed)
    deck = list(state.deck)
    rng.shuffle(deck)
    bids = tuple(
        b if b is None or s == seat else rng.choice(state.hands[s])
        for s, b in enumerate(state.bids)
    )
    return replace(state, deck=tuple(deck), bids=bids)
