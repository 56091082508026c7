"""Legality: every legal action of the seat to decide, and why any other is refused.

``verify`` accepts exactly the actions ``legal_actions`` lists; a refusal is
``IllegalAction(rule_id, key, **arguments)`` with a key of ``yotd-refusals.ftl``.
"""

from __future__ import annotations

from bot.engine import IllegalAction
from bot.games.yotd.board import distinct_palaces
from bot.games.yotd.moves import (
    ACTIONS,
    CARDS,
    SIZES,
    TILES,
    TYPES,
    WILD,
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    Size,
    TakeAction,
    tile_type,
)
from bot.games.yotd.state import Palace, State, sort_persons

PRIVILEGES: tuple[Size, ...] = ("small", "large")
TILES_OF: dict[str, tuple[str, ...]] = {
    c: tuple(t for t in TILES if tile_type(t) == c) for c in TYPES
}
TILES_OF[WILD] = TILES
TILE_NUMBER = {t: i for i, t in enumerate(TILES)}
CARD_NUMBER = {c: i for i, c in enumerate(CARDS)}


def _young(kind: str) -> str:
    return f"{kind}-young"


def with_person(palaces: tuple[Palace, ...], i: int, tile: str) -> tuple[Palace, ...]:
    """Return ``palaces`` with ``tile`` added to palace ``i``."""
    pal = palaces[i]
    new = Palace(pal.floors, sort_persons([*pal.persons, tile]))
    return (*palaces[:i], new, *palaces[i + 1 :])


# --- Legal actions -----------------------------------------------------------------------------


def draft_places(
    state: State, palaces: tuple[Palace, ...], first: str, second: str
) -> list[tuple[int, int]]:
    """Return the palaces of the two drafted persons (Y-S6, Y-U3: first, then second)."""
    split = state.ruleset.draft_placement == "split"
    out = []
    rooms = [i for i, p in enumerate(palaces) if p.room > 0]
    for i in distinct_palaces(palaces, rooms):
        placed = with_person(palaces, i, _young(first))
        then = [j for j, p in enumerate(placed) if p.room > 0 and not (split and j == i)]
        out += [(i, j) for j in distinct_palaces(placed, then)]
    return out


def draft_moves(state: State, seat: int) -> list[Action]:
    """Every legal draft (Y-S6): two different young types not drafted before, and palaces."""
    palaces = state.players[seat].palaces
    taken = set(state.drafted)
    out: list[Action] = []
    for k, a in enumerate(TYPES):
        if not state.supply[TILE_NUMBER[_young(a)]]:
            continue
        for b in TYPES[k + 1 :]:
            if (a, b) in taken or not state.supply[TILE_NUMBER[_young(b)]]:
                continue
            out += [Draft((a, b), where) for where in draft_places(state, palaces, a, b)]
    return out


def group_fee(state: State, group: int) -> int:
    """Return the fee of ``group`` now (Y-A3)."""
    return state.ruleset.occupied_fee if state.dragons[group] else 0


def action_moves(state: State, seat: int) -> list[Action]:
    """Every legal choice of the action phase (Y-A2 … Y-A4, Y-A11), no action last."""
    rs = state.ruleset
    yuan = state.players[seat].yuan
    out: list[Action] = []
    for g, group in enumerate(state.groups):
        fee = group_fee(state, g)
        if yuan < fee:
            continue
        for card in group:
            if card != "privilege":
                out.append(TakeAction(card))
                continue
            out += [
                TakeAction(card, size)
                for size in PRIVILEGES
                if yuan - fee >= rs.privilege_cost(size)
            ]
    out.append(Refill())
    return out


def build_moves(state: State, seat: int) -> list[Action]:
    """Every place for the next floor (Y-A6, Y-U3), then a new palace (and stopping)."""
    rs = state.ruleset
    palaces = state.players[seat].palaces
    low = [i for i, p in enumerate(palaces) if p.floors < rs.max_floors]
    out: list[Action] = [Build(i) for i in distinct_palaces(palaces, low)]
    out.append(BuildNew())
    if not rs.build_all_floors:
        out.append(BuildStop())
    return out


def card_tiles(state: State, card: str) -> list[str]:
    """Return the tile kinds ``card`` can take now (Y-P2)."""
    return [t for t in TILES_OF[card] if state.supply[TILE_NUMBER[t]]]


def places(palaces: tuple[Palace, ...]) -> list[tuple[int | None, str | None]]:
    """Where a newcomer may go (Y-P5), or what it may replace (Y-P6), Y-U3 applied."""
    rooms = [i for i, p in enumerate(palaces) if p.room > 0]
    if rooms:
        return [(i, None) for i in distinct_palaces(palaces, rooms)]
    out: list[tuple[int | None, str | None]] = [
        (i, r)
        for i in distinct_palaces(palaces, list(range(len(palaces))))
        for r in dict.fromkeys(palaces[i].persons)
    ]
    out.append((None, None))
    return out


def recruit_moves(state: State, seat: int) -> list[Action]:
    """Every legal card play of the person phase (Y-P1 … Y-P8)."""
    player = state.players[seat]
    held = [c for c, k in zip(CARDS, player.hand, strict=True) if k]
    tiles = {c: card_tiles(state, c) for c in held}
    if not any(tiles.values()):
        return [Recruit(held[0], None, None, None)]  # Y-P8
    where = places(player.palaces)
    out: list[Action] = []
    for c in held:
        if not tiles[c]:
            out.append(Recruit(c, None, None, None))  # Y-P3: a dead card
            continue
        out += [Recruit(c, t, i, r) for t in tiles[c] for i, r in where]
        if c == WILD and state.ruleset.wild_waste:
            out.append(Recruit(c, None, None, None))
    return out


def drought(state: State) -> bool:
    """Return whether this month's event is a Drought (Y-E5)."""
    return state.month > 0 and state.events[state.month - 1] == "drought"


def release_moves(state: State, seat: int) -> list[Action]:
    """Every person ``seat`` may release now (Y-E9; Drought: each from another palace)."""
    palaces = state.players[seat].palaces
    used = state.drought_used if drought(state) else ()
    allowed = [i for i, p in enumerate(palaces) if p.persons and i not in used]
    return [
        Release(i, t)
        for i in distinct_palaces(palaces, allowed)
        for t in dict.fromkeys(palaces[i].persons)
    ]


MOVES = {
    "draft": draft_moves,
    "action": action_moves,
    "build": build_moves,
    "recruit": recruit_moves,
    "release": release_moves,
}


def legal_actions(state: State, seat: int) -> list[Action]:
    """Return every legal action of ``seat``, in a fixed order ([] unless it is to decide)."""
    if state.over or seat != state.current:
        return []
    return MOVES[state.step](state, seat)


# --- Refusals ----------------------------------------------------------------------------------


def verify_seat(state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` is to decide (Y-F1, Y-S1, Y-O3)."""
    if state.over:
        raise IllegalAction("Y-F1", "yotd-refusals-game-over")
    if type(seat) is not int or not 0 <= seat < len(state.players):
        raise IllegalAction("Y-S1", "yotd-refusals-no-seat", seat=str(seat))
    if seat != state.current:
        raise IllegalAction("Y-O3", "yotd-refusals-not-your-turn")


def _typed(value: object, *kinds: type | None) -> bool:
    return any((value is None) if k is None else type(value) is k for k in kinds)


def _well_typed(action: object) -> bool:
    """Whether ``action`` is a ``yotd`` action record with exactly typed fields (Y-J4)."""
    if isinstance(action, Draft):
        return (
            type(action.persons) is tuple
            and type(action.palaces) is tuple
            and len(action.persons) == 2
            and len(action.palaces) == 2
            and all(_typed(t, str) for t in action.persons)
            and all(_typed(i, int) for i in action.palaces)
        )
    if isinstance(action, TakeAction):
        return _typed(action.card, str) and _typed(action.size, str, None)
    if isinstance(action, Build):
        return _typed(action.palace, int)
    if isinstance(action, Recruit):
        return (
            _typed(action.card, str)
            and _typed(action.tile, str, None)
            and _typed(action.palace, int, None)
            and _typed(action.release, str, None)
        )
    if isinstance(action, Release):
        return _typed(action.palace, int) and _typed(action.tile, str)
    return isinstance(action, Refill | BuildNew | BuildStop)


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now; change nothing."""
    verify_seat(state, seat)
    if not _well_typed(action):
        raise IllegalAction("Y-J4", "yotd-refusals-malformed")
    if action in MOVES[state.step](state, seat):
        return
    _why(state, seat, action)
    raise IllegalAction("Y-J4", "yotd-refusals-not-offered")


def _palace_index(state: State, seat: int, palace: int) -> Palace:
    palaces = state.players[seat].palaces
    if not 0 <= palace < len(palaces):
        raise IllegalAction("Y-C8", "yotd-refusals-no-such-palace")
    return palaces[palace]


def _why(state: State, seat: int, action: Action) -> None:
    """Raise the refusal that says why ``action`` is not legal (the step's rule first)."""
    step = state.step
    if step == "draft":
        if not isinstance(action, Draft):
            raise IllegalAction("Y-S6", "yotd-refusals-draft-first")
        _why_draft(state, seat, action)
    elif step == "action":
        if not isinstance(action, TakeAction | Refill):
            raise IllegalAction("Y-A2", "yotd-refusals-choose-action")
        if isinstance(action, TakeAction):
            _why_action(state, seat, action)
    elif step == "build":
        if not isinstance(action, Build | BuildNew | BuildStop):
            raise IllegalAction("Y-A6", "yotd-refusals-place-floors", count=state.build_left)
        if isinstance(action, BuildStop):
            raise IllegalAction("Y-A6", "yotd-refusals-build-all", count=state.build_left)
        if isinstance(action, Build):
            pal = _palace_index(state, seat, action.palace)
            if pal.floors >= state.ruleset.max_floors:
                raise IllegalAction(
                    "Y-A6", "yotd-refusals-palace-top", count=state.ruleset.max_floors
                )
            raise IllegalAction("Y-U3", "yotd-refusals-identical-palace")
    elif step == "recruit":
        if not isinstance(action, Recruit):
            raise IllegalAction("Y-P1", "yotd-refusals-play-card")
        _why_recruit(state, seat, action)
    elif step == "release":
        if not isinstance(action, Release):
            raise IllegalAction("Y-E9", "yotd-refusals-release-first", count=state.owed[seat])
        pal = _palace_index(state, seat, action.palace)
        if action.tile not in pal.persons:
            raise IllegalAction("Y-E9", "yotd-refusals-not-in-palace")
        if drought(state) and action.palace in state.drought_used:
            raise IllegalAction("Y-E5", "yotd-refusals-drought-palace")
        raise IllegalAction("Y-U3", "yotd-refusals-identical-palace")


def _why_draft(state: State, seat: int, action: Draft) -> None:
    a, b = action.persons
    if a not in TYPES or b not in TYPES or TYPES.index(a) >= TYPES.index(b):
        raise IllegalAction("Y-S6", "yotd-refusals-draft-types")
    if (a, b) in state.drafted:
        raise IllegalAction("Y-S6", "yotd-refusals-draft-pair-taken")
    palaces = state.players[seat].palaces
    first = _palace_index(state, seat, action.palaces[0])
    _palace_index(state, seat, action.palaces[1])
    if state.ruleset.draft_placement == "split" and action.palaces[0] == action.palaces[1]:
        raise IllegalAction("Y-S6", "yotd-refusals-draft-split")
    if first.room == 0:
        raise IllegalAction("Y-P5", "yotd-refusals-palace-full")
    placed = with_person(palaces, action.palaces[0], _young(a))
    if placed[action.palaces[1]].room == 0:
        raise IllegalAction("Y-P5", "yotd-refusals-palace-full")
    raise IllegalAction("Y-U3", "yotd-refusals-identical-palace")


def _why_action(state: State, seat: int, action: TakeAction) -> None:
    if action.card not in ACTIONS:
        raise IllegalAction("Y-C4", "yotd-refusals-no-such-action")
    if (action.card == "privilege") != (action.size in SIZES):
        raise IllegalAction("Y-A11", "yotd-refusals-privilege-size")
    group = next(g for g, cards in enumerate(state.groups) if action.card in cards)
    fee = group_fee(state, group)
    yuan = state.players[seat].yuan
    if yuan < fee:
        raise IllegalAction("Y-A3", "yotd-refusals-group-fee", fee=fee, yuan=yuan)
    if action.size is not None:
        cost = state.ruleset.privilege_cost(action.size)
        raise IllegalAction(
            "Y-A11",
            "yotd-refusals-privilege-money",
            size=action.size,
            cost=cost,
            yuan=yuan - fee,
        )


def _why_recruit(state: State, seat: int, action: Recruit) -> None:
    player = state.players[seat]
    card, tile = action.card, action.tile
    if card not in CARD_NUMBER or not player.hand[CARD_NUMBER[card]]:
        raise IllegalAction("Y-P1", "yotd-refusals-card-not-in-hand")
    if tile is None:
        if action.palace is not None or action.release is not None:
            raise IllegalAction("Y-J4", "yotd-refusals-malformed")
        held = [c for c, k in zip(CARDS, player.hand, strict=True) if k]
        if not any(card_tiles(state, c) for c in held):
            raise IllegalAction("Y-P8", "yotd-refusals-first-dead-card")
        if card == WILD:
            raise IllegalAction("Y-P3", "yotd-refusals-wild-live")
        raise IllegalAction("Y-P4", "yotd-refusals-must-take")
    if tile not in TILE_NUMBER or (card != WILD and tile_type(tile) != card):
        raise IllegalAction("Y-P2", "yotd-refusals-tile-not-card")
    if not state.supply[TILE_NUMBER[tile]]:
        raise IllegalAction("Y-P2", "yotd-refusals-tile-gone")
    room = any(p.room > 0 for p in player.palaces)
    if room:
        if action.palace is None or action.release is not None:
            raise IllegalAction("Y-P5", "yotd-refusals-room-left")
        if _palace_index(state, seat, action.palace).room == 0:
            raise IllegalAction("Y-P5", "yotd-refusals-palace-full")
        raise IllegalAction("Y-U3", "yotd-refusals-identical-palace")
    if action.palace is None:
        raise IllegalAction("Y-J4", "yotd-refusals-malformed")
    pal = _palace_index(state, seat, action.palace)
    if action.release is None:
        raise IllegalAction("Y-P6", "yotd-refusals-no-room")
    if action.release not in pal.persons:
        raise IllegalAction("Y-P6", "yotd-refusals-not-in-palace")
    raise IllegalAction("Y-U3", "yotd-refusals-identical-palace")
