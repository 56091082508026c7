"""Deal again what one seat (or the public) cannot see: the decks' order and the blind
reserves of the other seats (S-R4, S-V2), level by level."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.games.splendor.state import Reserved, State


def redeal_hidden(state: State, seat: int | None, seed: int) -> State:
    """Return ``state`` with the unseen cards of each level shuffled among the unseen places
    (``seat``'s own reserves and, once over, every reserve stay where they are)."""
    rs = state.ruleset
    rng = random.Random(seed)
    decks = [list(d) for d in state.decks]
    reserved = [list(p.reserved) for p in state.players]
    for level in range(1, len(decks) + 1):
        places = [
            (s, i)
            for s, held in enumerate(reserved)
            for i, r in enumerate(held)
            if r.blind and s != seat and not state.over and rs.card[r.card].level == level
        ]
        pool = decks[level - 1] + [reserved[s][i].card for s, i in places]
        rng.shuffle(pool)
        decks[level - 1] = pool[: len(decks[level - 1])]
        for (s, i), card in zip(places, pool[len(decks[level - 1]) :], strict=True):
            reserved[s][i] = Reserved(card, True)
    players = tuple(
        replace(p, reserved=tuple(held)) for p, held in zip(state.players, reserved, strict=True)
    )
    return replace(state, decks=tuple(tuple(d) for d in decks), players=players)
