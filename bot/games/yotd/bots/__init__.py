"""The ``yotd`` bot levels, deciding from their own view only.

Placeholder written by the engine's helper so that the game registers: every level plays a
legal action chosen with ``Random(seed)``. The bots' owner replaces it.
"""

from __future__ import annotations

from random import Random
from typing import Final

from bot.games.yotd.checks import legal_actions
from bot.games.yotd.moves import Action
from bot.games.yotd.state import State

BOT_LEVELS: Final = ("easy", "normal", "hard")


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return a legal action of ``seat``, chosen with ``Random(seed)``."""
    if level not in BOT_LEVELS:
        raise ValueError(f"yotd has no bot player {level!r}")
    legal = legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to decide")
    return Random(seed).choice(legal)
