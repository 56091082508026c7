"""Why a ``splendor`` move is good, in one line's data (a practice game's hint says it).

``reason(seen, action)`` reads only the seat's view (``Seen``) and the move: a purchase that
brings a noble's visit, one that reaches more of the bonuses a noble on the table needs, or
one that scores points. Other moves (takes, reserves, returns) get no reason: the strongest
bot weighs too much to say in a line why it takes these gems.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.games.splendor.ruleset import Noble
from bot.games.splendor.seen import Seen
from bot.games.splendor.state import Action, Purchase


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a purchase: ``visit`` (the noble comes), ``noble`` (``have`` of the ``need``
    bonuses it wants), ``points`` (the card's own points)."""

    kind: Literal["visit", "noble", "points"]
    noble: Noble | None = None
    have: int = 0
    need: int = 0
    points: int = 0


def toward(bonuses: tuple[int, ...], noble: Noble) -> int:
    """How many of the bonuses ``noble`` needs ``bonuses`` already give."""
    return sum(min(have, need) for have, need in zip(bonuses, noble.need, strict=False))


def reason(seen: Seen, action: Action) -> Reason | None:
    """Say why buying is good for the viewer (None: no purchase, or nothing to say)."""
    me = seen.me
    if me is None or not isinstance(action, Purchase):
        return None
    card = seen.card(action.card)
    after = tuple(b + (1 if g == card.bonus else 0) for g, b in enumerate(me.bonuses))
    best: Reason | None = None
    for noble_id in seen.nobles:
        noble = seen.ruleset.noble[noble_id]
        need = sum(noble.need)
        have = toward(after, noble)
        if have <= toward(me.bonuses, noble):
            continue  # this card's bonus is not one the noble wants (or it has it all)
        if have == need:
            return Reason("visit", noble, have, need)
        if best is None or (have, -need) > (best.have, -best.need):
            best = Reason("noble", noble, have, need)
    if best is not None:
        return best
    return Reason("points", points=card.points) if card.points else None
