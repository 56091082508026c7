"""The ``yotd`` bot players; each decides from its seat's view and legal actions only.

``choose_action(state, seat, level, seed)`` is the one entry point (``RULES``' ``bot_action``).
It reads ``view_for(state, seat)`` and the seat's legal actions (which depend on nothing the
seat cannot see) and builds its own light ``Model`` of the position from the view alone
(``reader.read``, then ``model.Model.from_seen``); the state itself never reaches a policy.

Nothing a bot needs is hidden: the whole year's events are public (Y-S3), the others' hands
follow from their played cards (Y-V2; when those are hidden they are taken as any card), and
the only other secret, the action shuffles of the months to come (Y-V3), is never looked at:
``hard`` looks ahead only to the end of the month, whose layout is public. So no world has to
be dealt, and a state whose hidden parts are dealt again (``redeal_hidden``) gives the same move.

Levels (``BOT_LEVELS``, weakest first):

- ``easy`` (``easy.py``): simple rules: a fixed taste in persons, the month's own event met
  when cheap, free groups, a small privilege while it pays, the least liked person released.
- ``normal``: one ply over a heuristic evaluation (``evaluate.value``: the seat's expected final
  score, with the needs of every event to come: rice for the inhabited palaces at each
  Drought, yuan for each Tribute, fireworks and helmets against the other seats', healers
  before each Contagion, room for the persons in hand, the person track); a Build's floors are
  placed greedily on the way.
- ``hard``: ``normal``'s four best moves, each played on to the end of the month
  (``month.finish_month``: the other seats' actions and persons by ``easy``, its own person by
  the evaluation, the event with its releases, decay and the monthly scoring), scored against
  the best rival. A fixed amount of work (no clock): a few milliseconds.

``random`` (uniform among the legal actions) is not a level: it is the arena's yardstick.
Everything is deterministic given the seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import TYPE_CHECKING, Any, Final

from bot.games.yotd.bots.easy import easy_policy, random_policy
from bot.games.yotd.bots.model import Model
from bot.games.yotd.bots.policies import hard_policy, normal_policy
from bot.games.yotd.moves import Action
from bot.games.yotd.reader import read

if TYPE_CHECKING:
    from bot.games.yotd.state import State

BOT_LEVELS: Final = ("easy", "normal", "hard")
"""The bot players, weakest first."""
POLICIES: Final = ("random", *BOT_LEVELS)
"""What the arena can seat: the levels and the uniform ``random`` yardstick."""

__all__ = ["BOT_LEVELS", "POLICIES", "choose_action", "decide"]


def decide(view: Mapping[str, Any], legal: Sequence[Action], level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` that sees ``view`` (its own seat's) and may play
    ``legal``."""
    rng = Random(seed)
    if level == "random":
        return random_policy(legal, rng)
    seen = read(view)
    seat = seen.viewer
    if seat is None:
        raise ValueError("a bot decides from its own seat's view, not a spectator's")
    model = Model.from_seen(seen)
    if level == "easy":
        return easy_policy(model, seat, legal, rng)
    if level == "normal":
        return normal_policy(model, seat, legal)
    return hard_policy(model, seat, legal)


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` (or ``random``) for the active ``seat``."""
    from bot.games.yotd import RULES  # the rules class imports this module

    if level not in POLICIES:
        raise ValueError(f"unknown yotd bot level {level!r}; choose from {BOT_LEVELS}")
    RULES.verify_seat(state, seat)
    legal = list(RULES.legal_actions(state, seat))
    action = decide(RULES.view_for(state, seat), legal, level, seed)
    if action not in legal:  # a bug in a policy must never become an illegal move
        raise AssertionError(f"yotd bot {level!r} chose an illegal action: {action!r}")
    return action
