"""Deal again what a seat may not see: views and bots must not depend on it (R-V1, R-V2)."""

from __future__ import annotations

import random

from bot.games.village.state import State


def redeal_hidden(state: State, seat: int | None, seed: int) -> State:
    """Return ``state`` with what ``seat`` cannot see (None: the public) dealt again from ``seed``.

    Before the end that is the deck order and every other seat's hand (the same sizes, other
    cards from the same pool); once the game is over every hand is shown, so only the deck
    order changes. Everything ``seat`` sees, ``view_for(state, seat)`` included, is unchanged.
    """
    if seat is not None and not 0 <= seat < len(state.ids):
        raise ValueError(f"no seat {seat} in this game")
    rng = random.Random(seed)
    seats = [] if state.over else [s for s in range(len(state.hands)) if s != seat]
    hidden = list(state.deck)
    for s in seats:
        hidden += [c for c, k in enumerate(state.hands[s]) for _ in range(k)]
    rng.shuffle(hidden)
    deck, rest = tuple(hidden[: len(state.deck)]), hidden[len(state.deck) :]
    hands = list(state.hands)
    for s in seats:
        size = sum(hands[s])
        hand = [0] * len(hands[s])
        for c in rest[:size]:
            hand[c] += 1
        rest = rest[size:]
        hands[s] = tuple(hand)
    return state._replace(deck=deck, hands=tuple(hands))
