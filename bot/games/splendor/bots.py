"""The ``splendor`` bot players; each decides from its seat's view and legal actions only.

``easy`` is the one level of this first piece (the stronger ones come with the arena): it
buys the card worth the most points it can afford (the least gold, the lowest level), else
takes gems at random (seeded), else reserves at random, else plays its first legal action (a
return, a noble, a pass). The view (``view_for(state, seat)``) and the legal actions are the
same whatever the seat cannot see, so the deck order and the others' blind reserves cannot
change its choice; ``easy`` needs nothing of the view but what its legal actions and the
public card data say (the stronger levels will read ``view_for(state, seat)``).
"""

from __future__ import annotations

import random

from bot.games.splendor.checks import legal_actions, verify_seat
from bot.games.splendor.ruleset import Ruleset
from bot.games.splendor.state import Action, Purchase, Reserve, State, Take, TakeTwo

BOT_LEVELS = ("easy",)
"""The bot players, weakest first."""


def easy(rs: Ruleset, legal: list[Action], seed: int) -> Action:
    """Buy the best card it can, else take gems, else reserve, else its first legal action."""
    buys = [a for a in legal if isinstance(a, Purchase)]
    if buys:
        card = rs.card
        return max(buys, key=lambda a: (card[a.card].points, -sum(a.gold), -card[a.card].level))
    rng = random.Random(seed)
    for kinds in ((Take, TakeTwo), (Reserve,)):
        some = [a for a in legal if isinstance(a, kinds)]
        if some:
            return rng.choice(some)
    return legal[0]


def choose_action(state: State, seat: int, level: str, seed: int) -> Action:
    """Return the move of a bot of ``level`` for the active ``seat``."""
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown splendor bot level {level!r}; choose from {BOT_LEVELS}")
    verify_seat(state, seat)
    return easy(state.ruleset, legal_actions(state, seat), seed)
