"""Deal again the cards a seat may not see: a thin wrapper over ``village.redeal_hidden``."""

from __future__ import annotations

import random

from bot.games import village
from bot.games.village.state import State


def reshuffle_hidden(state: State, rng: random.Random, keep: int | None = None) -> State:
    """Deal again the deck and every hand but seat ``keep``'s: the same sizes, other cards."""
    return village.redeal_hidden(state, keep, rng.getrandbits(64))
