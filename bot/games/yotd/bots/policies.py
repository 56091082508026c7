"""The ``yotd`` policies ``normal`` and ``hard`` (``easy`` and ``random`` are in ``easy.py``).

Each gets the seat's ``Model`` (read from its view), the seat and its legal actions, and
returns one of the legal actions. None reads the engine's state, and none draws at random.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.games.yotd.bots.evaluate import score, value
from bot.games.yotd.bots.model import Model
from bot.games.yotd.bots.month import finish_month
from bot.games.yotd.bots.play import play
from bot.games.yotd.moves import Action, Build, BuildNew

HARD_CANDIDATES: Final = 4
"""The best ``normal`` moves that ``hard`` plays to the end of the month."""


# --- normal ------------------------------------------------------------------------------------


def after(m: Model, seat: int, action: Action) -> Model:
    """The model after ``action`` and the rest of its floors, placed greedily (Y-A6)."""
    out = play(m, seat, action)
    while out.build_left > 0:
        best: Model | None = None
        best_value = float("-inf")
        mine = out.seats[seat]
        top = m.params.max_floors
        options: list[Action] = [Build(i) for i, p in enumerate(mine.palaces) if p.floors < top]
        options.append(BuildNew())
        for a in options:
            nxt = play(out, seat, a)
            v = value(nxt, seat)
            if v > best_value:
                best, best_value = nxt, v
        assert best is not None
        out = best
    return out


def ranked(m: Model, seat: int, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Every legal action with its one-ply value, best first (ties: legal order)."""
    scored = [(value(after(m, seat, a), seat), -i, a) for i, a in enumerate(legal)]
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [(v, a) for v, _, a in scored]


def normal_policy(m: Model, seat: int, legal: Sequence[Action]) -> Action:
    """The move whose position scores best (``evaluate.value``)."""
    if len(legal) == 1:
        return legal[0]
    return ranked(m, seat, legal)[0][1]


# --- hard --------------------------------------------------------------------------------------


def hard_policy(m: Model, seat: int, legal: Sequence[Action]) -> Action:
    """Each of ``normal``'s best moves played on to the end of the month (``finish_month``:
    the others' actions and persons by ``easy``, this seat's own person by its evaluation, the
    event with its releases, decay and scoring), the month's end scored against the best rival
    (``evaluate.score``). The draft has no month to play out: ``normal``'s choice."""
    if len(legal) == 1:
        return legal[0]
    top = [a for _, a in ranked(m, seat, legal)[:HARD_CANDIDATES]]
    if m.step == "draft":
        return top[0]
    best, best_value = top[0], float("-inf")
    for a in top:
        end = finish_month(after(m, seat, a), seat)
        v = score(end, seat)
        if v > best_value:
            best, best_value = a, v
    return best
