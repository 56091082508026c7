"""Deal again the cards a seat may not see: views and bots must not depend on them."""

from __future__ import annotations

import random

from bot.games.village.state import State


def reshuffle_hidden(state: State, rng: random.Random, keep: int | None = None) -> State:
    """Deal again the deck and every hand but seat ``keep``'s: the same sizes, other cards."""
    seats = [s for s in range(len(state.hands)) if s != keep]
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
