"""The legal actions of a ``yotd`` seat, sorted by what the panel asks first (Y-U1).

Pure helpers over ``sight.legal`` and the seat's view: the panel filters these, never
re-derives a rule. The one thing computed here that the rules do not give is a suggestion:
where a Build's floors could go (``build_plan``), offered as a default the member may ignore.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.yotd.moves import (
    ACTIONS,
    TILES,
    Build,
    BuildNew,
    Draft,
    Recruit,
    Release,
    TakeAction,
    tile_type,
)
from bot.games.yotd.seen import PalaceSeen as Palace
from bot.games.yotd.seen import Seen

PRIVILEGE = ACTIONS.index("privilege")
"""A privilege button's number is its size's: ``PRIVILEGE`` small, ``PRIVILEGE + 1`` large."""


def gain(card: str, seen: Seen, seat: int) -> int | None:
    """What an action card gives ``seat`` now (Y-A5…Y-A10: its base plus the symbols of the
    persons it counts, Y-A12); None for Privilege."""
    ruleset = seen.ruleset
    if card not in ruleset.bonus:
        return None
    return ruleset.base[card] + seen.symbols(seat, ruleset.bonus[card])


def action_number(action: TakeAction) -> int:
    """A legal action card's button number (privilege: one per size)."""
    if action.card == "privilege":
        return PRIVILEGE + (action.size == "large")
    return ACTIONS.index(action.card)


def action_of(legal: Sequence[Any], number: int) -> TakeAction | None:
    """The legal action card of button ``number``, if it is legal."""
    return next(
        (a for a in legal if isinstance(a, TakeAction) and action_number(a) == number), None
    )


def drafts_of(legal: Sequence[Any], pair: tuple[str, ...]) -> list[Draft]:
    """The legal drafts of a pair of types (their placements)."""
    return [a for a in legal if isinstance(a, Draft) and a.persons == pair]


def recruits(legal: Sequence[Any]) -> list[Recruit]:
    return [a for a in legal if isinstance(a, Recruit)]


def tile_options(legal: Sequence[Any]) -> list[tuple[str, str]]:
    """The (card, tile) a type card can take, in tile order: the type card is used when held
    (a wild is never spent where a type card does the same)."""
    live = {(r.card, r.tile) for r in recruits(legal) if r.tile is not None and r.card != "wild"}
    return [(tile_type(t), t) for t in TILES if (tile_type(t), t) in live]


def wild_tiles(legal: Sequence[Any]) -> list[str]:
    """The tiles the wild card can take."""
    live = {r.tile for r in recruits(legal) if r.card == "wild" and r.tile is not None}
    return [t for t in TILES if t in live]


def dead_cards(legal: Sequence[Any]) -> list[str]:
    """The cards that may be spent for nothing (Y-P3)."""
    return [r.card for r in recruits(legal) if r.tile is None]


def placements(legal: Sequence[Any], card: str, tile: str) -> list[Recruit]:
    """The legal ways to place ``tile`` taken by ``card``: into a palace with room, replacing
    someone, or releasing the newcomer."""
    return [r for r in recruits(legal) if r.card == card and r.tile == tile]


def releases(legal: Sequence[Any]) -> list[Release]:
    return [a for a in legal if isinstance(a, Release)]


def floors_of(legal: Sequence[Any]) -> list[Build | BuildNew]:
    return [a for a in legal if isinstance(a, Build | BuildNew)]


def next_floor(palaces: Sequence[Palace], max_floors: int) -> int | None:
    """Where the suggestion puts the next floor: the palace that most needs room (full ones
    first, then the most persons, then the most floors), or None for a new palace when none
    can grow. Identical palaces: the first (Y-U3)."""
    best: tuple[int, int, int] | None = None
    where = None
    for i, p in enumerate(palaces):
        if p.floors >= max_floors:
            continue
        key = (int(len(p.persons) >= p.floors), len(p.persons), p.floors)
        if best is None or key > best:
            best, where = key, i
    return where


def build_plan(
    palaces: Sequence[Palace], floors: int, max_floors: int
) -> list[tuple[int | None, int]]:
    """The suggested Build, one floor at a time: (palace index or None for a new one, its
    floors after). A new palace founded by the plan is index ``len(palaces)`` onwards."""
    now = list(palaces)
    out: list[tuple[int | None, int]] = []
    for _ in range(floors):
        where = next_floor(now, max_floors)
        if where is None:
            now.append(Palace(1, ()))
            out.append((None, 1))
        else:
            now[where] = Palace(now[where].floors + 1, now[where].persons)
            out.append((where, now[where].floors))
    return out


def plan_steps(plan: Sequence[tuple[int | None, int]], count: int) -> list[tuple[int, int, bool]]:
    """The plan said palace by palace: (palace index, floors after, founded by the plan), in
    order of first floor; ``count``: the palaces before the Build."""
    out: dict[int, tuple[int, bool]] = {}
    made = count
    for planned, after in plan:
        if planned is None:
            out[made] = (after, True)
            made += 1
        else:
            founded = out.get(planned, (0, planned >= count))[1]
            out[planned] = (after, founded)
    return [(i, after, founded) for i, (after, founded) in out.items()]
