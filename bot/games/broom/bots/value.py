"""A heuristic value of one seat's position, and what each play of a role is worth to it.

``value`` is the seat's final score as it would stand now (VP, lightning, sets of resources,
B-F2 … B-F4) plus what its resources and pawns promise for the rounds left: a potion is worth
most while a tower of its colour is in reach, a wand while a cloud is, a pawn near an open
tower or a cloud it can pay for is worth part of that tower's VP or that cloud's lightning;
the current end-of-round event (B-E7, B-E8, B-E10, B-E12) is counted where the pawns and
resources stand. Everything is read from public parts of the state and the seat's own.

``gain(state, seat, role, stance, do)`` plays the action with the engine's own ``act`` and
returns the change in ``value``; ``best`` returns the best ``do`` of a role and stance.
"""

from __future__ import annotations

from bot.games.broom.legal import clouded, dos
from bot.games.broom.play import act
from bot.games.broom.ruleset import LAND, RESOURCES, Bundle
from bot.games.broom.scoring import lightning_vp, set_vp
from bot.games.broom.state import Do, State

POTION = (2.2, 1.0, 0.3)
"""A potion of a colour: the first two, the next two, any more (times the game left)."""
WAND = (1.0, 0.5)
"""A wand: the first five, any more (times the game left)."""
TOWER_NEAR = 0.3
"""The share of the best open tower's VP a pawn standing by it is worth."""
TOWER_STEP = 0.15
"""The same for a tower one step away (a region the pawn may enter)."""
CLOUD_NEAR = 0.3
"""The share of a payable cloud's lightning VP a pawn next to it is worth."""


def left(state: State) -> float:
    """The share of the game still to play, from 1 in round 1 to 1/7 in round 7."""
    rs = state.ruleset
    return max(0.0, (rs.rounds - state.round + 1) / rs.rounds)


def _event_now(state: State, seat: int) -> float:
    """What the current end-of-round event will pay the seat where things stand now."""
    data = state.ruleset.data
    card = data.event[state.event]
    if card.timing != "end_of_round":
        return 0.0
    p = state.players[seat]
    effect = card.effect
    if state.event in ("perilous_places", "protected_places"):
        per = effect["vp_per_pawn"]
        return float(sum(int(per.get(data.landscape[r], 0)) for r in p.pawns))
    if state.event == "flock_together":
        same = data.landscape[p.pawns[0]] == data.landscape[p.pawns[1]]
        return float(effect["vp_if_same_landscape"]) if same else 0.0
    if state.event == "empty_handed":
        types = [RESOURCES.index(r) for r in effect["types"]]
        return float(int(effect["vp_per_missing_type"]) * sum(p.resources[i] == 0 for i in types))
    return 0.0


Near = tuple[tuple[str, bool, int, int], ...]
"""The towers touching a region: (id, round, colour index, VP)."""
_BOARDS: dict[int, tuple[Bundle, dict[str, Near], dict[str, tuple[str, ...]]]] = {}
"""Per bundle (by identity, the bundle kept alive beside it): each region's towers and its land
neighbours, read once (``Bundle.touching`` scans every tower); the ``BOARDS_KEPT`` latest."""
BOARDS_KEPT = 8


def _board(data: Bundle) -> tuple[dict[str, Near], dict[str, tuple[str, ...]]]:
    known = _BOARDS.get(id(data))
    if known is None or known[0] is not data:
        near = {
            r: tuple(
                (t.id, t.shape == "round", RESOURCES.index(t.colour), t.vp)
                for t in data.touching(r)
            )
            for r in data.regions
        }
        land = {
            r: tuple(x for x in data.adjacent[r] if data.landscape[x] in LAND) for r in data.regions
        }
        known = (data, near, land)
        _BOARDS.pop(id(data), None)
        while len(_BOARDS) >= BOARDS_KEPT:
            del _BOARDS[next(iter(_BOARDS))]  # the oldest first
        _BOARDS[id(data)] = known
    return known[1], known[2]


def _position(state: State, seat: int) -> float:
    """What the pawns' places promise: towers in reach, clouds the seat can pay for."""
    data = state.ruleset.data
    p = state.players[seat]
    near, land = _board(data)
    blocked = clouded(state)
    occupied = set(state.occupied)
    res = p.resources

    def best_vp(region: str) -> int:
        return max(
            (
                vp
                for tid, is_round, colour, vp in near[region]
                if res[colour] and not (is_round and tid in occupied)
            ),
            default=0,
        )

    total = 0.0
    for region in set(p.pawns):
        step = max((best_vp(r) for r in land[region] if r not in blocked), default=0)
        total += TOWER_NEAR * best_vp(region) + TOWER_STEP * step
    near_regions = {r for region in p.pawns for r in data.adjacent[region]}
    light = [
        data.lightning[tile]
        for space, tile in zip(data.spaces, state.clouds, strict=True)
        if tile and data.space_region[space] in near_regions and data.stars[tile] <= res[3]
    ]
    total += CLOUD_NEAR * 3 * max(light, default=0)
    return total


def value(state: State, seat: int) -> float:
    """The seat's score as it stands plus what its resources and pawns promise."""
    rs = state.ruleset
    p = state.players[seat]
    f = left(state)
    lightning = sum(rs.data.lightning[k] for k in p.clouds)
    v = float(p.vp + lightning_vp(rs, lightning) + set_vp(rs, p.resources))
    for count in p.resources[:3]:
        v += f * (
            POTION[0] * min(count, 2)
            + POTION[1] * max(0, min(count, 4) - 2)
            + POTION[2] * max(0, count - 4)
        )
    wands = p.resources[3]
    v += f * (WAND[0] * min(wands, 5) + WAND[1] * max(0, wands - 5))
    v += f * _position(state, seat)
    return v + _event_now(state, seat)


def gain(state: State, seat: int, role: str, stance: str, do: Do, base: float) -> float:
    """The change in ``value`` when ``seat`` performs ``role`` with ``stance`` and ``do``."""
    return value(act(state, seat, role, stance, do), seat) - base


def best(state: State, seat: int, role: str, stance: str) -> tuple[float, Do]:
    """The best ``do`` of ``seat`` playing ``role`` with ``stance``, and its gain (the first
    listed wins a tie, so nothing, listed last, only when nothing helps)."""
    base = value(state, seat)
    options = dos(state, seat, role, stance)
    if not options:
        return 0.0, Do()
    scored = [(gain(state, seat, role, stance, d, base), -i, d) for i, d in enumerate(options)]
    top = max(scored, key=lambda x: (x[0], x[1]))
    return top[0], top[2]
