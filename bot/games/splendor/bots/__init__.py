"""The ``splendor`` bot players; each decides from its seat's view and legal actions only.

``choose_action(state, seat, level, seed)`` is the one entry point (``RULES``'
``bot_action``). It reads ``view_for(state, seat)`` and the seat's legal actions (which
depend on nothing the seat cannot see), deals a world that fits the view
(``knowledge.determinize``: the deck order and the others' blind reserves re-dealt from the
seed) and hands those to a policy; the state itself never reaches a policy.

Levels (``BOT_LEVELS``, weakest first):

- ``easy``: greedy. It buys the card worth the most points it can afford (the least gold,
  the cheapest); else takes the gems its target card (the most points per missing token)
  lacks; else reserves that card. It returns the tokens its target needs least, never gold
  first, and takes the first noble offered.
- ``normal``: one ply over a heuristic evaluation (``evaluate.score``: points, bonuses,
  progress toward the nobles, tokens, the prospects of its best next buys, minus the best
  opponent's same), each move played to the end of its turn (returns chosen token by token).
  Reserving the card an opponent is about to buy, or a noble's last bonus, scores by itself.
- ``hard``: the four best ``normal`` moves, each played on two deals of the unseen cards,
  followed by every opponent's greedy reply and its own next greedy move, then
  scored; the best total wins. A fixed amount of work (no clock): tens of milliseconds.

``random`` (uniform among the legal actions) is not a level: it is the arena's yardstick.
Everything is deterministic given the seed.
"""

from __future__ import annotations

from random import Random
from typing import Final

from bot.games.splendor.bots.knowledge import determinize
from bot.games.splendor.bots.policies import (
    easy_policy,
    hard_policy,
    normal_policy,
    random_policy,
)
from bot.games.splendor.checks import legal_actions, verify_seat
from bot.games.splendor.state import Action, State
from bot.games.splendor.view import view_for

BOT_LEVELS: Final = ("easy", "normal", "hard")
"""The bot players, weakest first."""
POLICIES: Final = ("random", *BOT_LEVELS)
"""What the arena can seat: the levels and the uniform ``random`` yardstick."""

__all__ = ["BOT_LEVELS", "POLICIES", "choose_action", "determinize"]


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` (or ``random``) for the active ``seat``."""
    if level not in POLICIES:
        raise ValueError(f"unknown splendor bot level {level!r}; choose from {BOT_LEVELS}")
    verify_seat(state, seat)
    legal = legal_actions(state, seat)
    rng = Random(seed)
    if level == "random":
        return random_policy(legal, rng)
    view = view_for(state, seat)
    world = determinize(view, state.ruleset, rng)
    if level == "easy":
        action = easy_policy(world, seat, legal, rng)
    elif level == "normal":
        action = normal_policy(world, seat, legal)
    else:
        action = hard_policy(view, world, seat, legal, rng)
    if action not in legal:  # a bug in a policy must never become an illegal move
        raise AssertionError(f"splendor bot {level!r} chose an illegal action: {action!r}")
    return action
