"""The ``broom`` bot players; each decides from what its own seat may see.

``choose_action(state, seat, level, seed)`` is the one entry point (``RULES``' ``bot_action``).
It first reduces the state to the seat's knowledge (``world.Know.of``): the public part, the
seat's own hand and choice, and canonical stand-ins for every hidden part (the others' hands
and secret choices, the event stack, the bewitched pile, B-V2, B-V3). A policy reads only that,
so a state whose hidden parts are dealt again (``redeal_hidden``) gives the same move. Where a
policy needs the others' hands (``hard``'s chance of being knocked out), it draws them from the
seat's seeded generator among the roles each may still hold.

Levels (``BOT_LEVELS``, weakest first; see ``policies.py``): ``easy``, ``normal``, ``hard``.
``random`` (uniform among the legal actions) is not a level: it is the arena's yardstick.
Everything is deterministic given the seed, and each decision is a fixed amount of work.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Final

from bot.games.broom.bots.policies import decide
from bot.games.broom.bots.world import Know
from bot.games.broom.state import Action

if TYPE_CHECKING:
    from bot.games.broom.state import State

BOT_LEVELS: Final = ("easy", "normal", "hard")
"""The bot players, weakest first."""
POLICIES: Final = ("random", *BOT_LEVELS)
"""What the arena can seat: the levels and the uniform ``random`` yardstick."""

__all__ = ["BOT_LEVELS", "POLICIES", "Know", "choose_action", "decide"]


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` (or ``random``) for the pending ``seat``."""
    from bot.games.broom import RULES  # the rules class imports this module

    if level not in POLICIES:
        raise ValueError(f"broom has no bot player {level!r}")
    RULES.verify_seat(state, seat)
    legal = RULES.legal_actions(state, seat)
    rng = Random(seed)
    if level == "random":
        return legal[rng.randrange(len(legal))]
    action = decide(Know.of(state, seat), level, rng)
    if action not in legal:  # a bug in a policy must never become an illegal move
        raise AssertionError(f"broom bot {level!r} chose an illegal action: {action!r}")
    return action
