"""``easy``: simple rules for ``yotd``, and the cheap policy the lookahead of ``hard`` gives
the other seats.

A fixed taste in persons (scholars, monks and court ladies first), the month's own event met
when it is cheap (rice before a Drought, yuan before a Tribute, fireworks before a Festival), a
free group rather than a fee, a small privilege while it still pays; the least liked person
released.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Final

from bot.games.yotd.bots.model import KIND, Model
from bot.games.yotd.moves import (
    Action,
    Build,
    BuildNew,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)


def random_policy(legal: Sequence[Action], rng: Random) -> Action:
    """Any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


# --- easy --------------------------------------------------------------------------------------

EASY_TILE: Final[dict[str, int]] = {
    "scholar": 6,
    "monk": 5,
    "court_lady": 5,
    "healer": 4,
    "farmer": 4,
    "tax_collector": 4,
    "warrior": 3,
    "craftsman": 3,
    "pyrotechnist": 2,
}
"""How much ``easy`` likes each person type (a fixed taste, whatever the year brings)."""
EASY_ACTION: Final[tuple[str, ...]] = (
    "research",
    "taxes",
    "harvest",
    "build",
    "military",
    "fireworks",
)


def person_taste(m: Model, tile: str) -> float:
    return EASY_TILE[KIND[tile]] + 0.5 * m.params.symbols[tile] + 0.1 * m.params.value[tile]


def next_event(m: Model) -> str:
    i = max(0, m.month - 1)
    return m.events[i] if i < len(m.events) else "peace"


def easy_policy(m: Model, seat: int, legal: Sequence[Action], rng: Random) -> Action:
    """Simple rules: a fixed taste in persons, the month's own event met if it is cheap."""
    first = legal[0]
    me = m.seats[seat]
    if isinstance(first, Draft):
        drafts = [a for a in legal if isinstance(a, Draft)]
        return max(
            drafts,
            key=lambda a: (
                sum(person_taste(m, f"{t}-young") for t in a.persons),
                a.palaces[0] != a.palaces[1],
            ),
        )
    if isinstance(first, TakeAction | Refill):
        free = {a.card: a for a in legal if isinstance(a, TakeAction) and m.fee(a.card) == 0}
        event = next_event(m)
        inhabited = sum(1 for p in me.palaces if p.persons)
        wants: list[str] = []
        if event == "drought" and me.rice < inhabited:
            wants.append("harvest")
        if event == "imperial_tribute" and me.yuan < m.params.tribute:
            wants.append("taxes")
        if event == "dragon_festival":
            wants.append("fireworks")
        wants += EASY_ACTION
        if "privilege" in free and m.month <= 8:
            return free["privilege"]
        for card in wants:
            if card in free:
                return free[card]
        refill = [a for a in legal if isinstance(a, Refill)]
        return refill[0] if refill else first
    if isinstance(first, Build | BuildNew):
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            return max(builds, key=lambda a: len(me.palaces[a.palace].persons))
        return first
    if isinstance(first, Recruit):
        recruits = [a for a in legal if isinstance(a, Recruit)]

        def taste(a: Recruit) -> tuple[float, float]:
            if a.tile is None:
                return -10.0, 0.0
            gain = person_taste(m, a.tile)
            if a.palace is None:
                return 0.0, 0.0  # the newcomer released
            floors = me.palaces[a.palace].floors
            if a.release is not None:
                return gain - person_taste(m, a.release) - 0.5, floors
            return gain, floors - 0.1 * len(me.palaces[a.palace].persons)

        return max(recruits, key=taste)
    if isinstance(first, Release):
        releases = [a for a in legal if isinstance(a, Release)]
        return min(
            releases,
            key=lambda a: (person_taste(m, a.tile), -len(me.palaces[a.palace].persons)),
        )
    return random_policy(legal, rng)
