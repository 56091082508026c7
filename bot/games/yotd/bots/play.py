"""One seat's own move on a bot's ``Model``: ``play`` applies one of the seat's legal actions
(``moves.py`` records) to a copy, the way the rules do (Y-S6, Y-A3…Y-A11, Y-P5/Y-P6, Y-E9),
without the automatic parts that follow (the next seat, the event, decay, scoring). A move
copies the acting seat and the shared counts only.
"""

from __future__ import annotations

from typing import Final

from bot.games.yotd.bots.model import Model, Palace, Seat
from bot.games.yotd.moves import (
    TILES,
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)


def place(seat: Seat, palace: int, tile: str) -> None:
    persons = seat.palaces[palace].persons
    persons.append(tile)
    persons.sort(key=_TILE_ORDER.__getitem__)


_TILE_ORDER: Final[dict[str, int]] = {t: i for i, t in enumerate(TILES)}


def play(m: Model, seat: int, action: Action) -> Model:
    """Return a copy of ``m`` after ``seat``'s own ``action`` (nothing automatic after it)."""
    out = m.shallow()
    me = out.own(seat)
    rs = m.params
    if isinstance(action, Draft):
        for tile_kind, palace in zip(action.persons, action.palaces, strict=True):
            tile = f"{tile_kind}-young"
            out.supply[tile] -= 1
            place(me, palace, tile)
            me.track += rs.value[tile]
        out.sort_order(seat)
        out.drafted = [*out.drafted, tuple(action.persons)]
    elif isinstance(action, TakeAction):
        card = action.card
        g = out.group_of(card)
        me.yuan -= rs.fee if out.dragons[g] else 0
        out.dragons[g].append(seat)
        out.acted.add(seat)
        if card == "privilege":
            if action.size == "large":
                me.yuan -= rs.large_cost
                me.large += 1
            else:
                me.yuan -= rs.small_cost
                me.small += 1
        else:
            gain = rs.base[card] + me.symbols(rs.bonus[card], rs.symbols)
            if card == "taxes":
                me.yuan += gain
            elif card == "build":
                out.build_left = gain
            elif card == "harvest":
                me.rice += gain
            elif card == "fireworks":
                me.fireworks += gain
            elif card == "military":
                me.track += gain
                out.sort_order(seat)
            else:
                me.points += gain
    elif isinstance(action, Refill):
        me.yuan = max(me.yuan, rs.refill_to)
        out.acted.add(seat)
    elif isinstance(action, Build):
        me.palaces[action.palace].floors += 1
        out.build_left = max(0, out.build_left - 1)
    elif isinstance(action, BuildNew):
        me.palaces.append(Palace(1, []))
        out.build_left = max(0, out.build_left - 1)
    elif isinstance(action, BuildStop):
        out.build_left = 0
    elif isinstance(action, Recruit):
        out.recruited.add(seat)
        if me.hand is not None and me.hand.get(action.card, 0) > 0:
            me.hand[action.card] -= 1
        me.hand_size = max(0, me.hand_size - 1)
        if action.tile is not None:
            out.supply[action.tile] -= 1
            if action.palace is not None:
                if action.release is not None:
                    me.palaces[action.palace].persons.remove(action.release)
                place(me, action.palace, action.tile)
                me.track += rs.value[action.tile]
                out.sort_order(seat)
    elif isinstance(action, Release):
        me.palaces[action.palace].persons.remove(action.tile)
        if out.owed and out.owed[seat] > 0:
            out.owed[seat] -= 1
        out.drought_used.append(action.palace)
    return out
