"""Who decides now and the complete legal lists, in the contract's order (B-J3, B-Q1 … B-Q11).

Pure functions over a ``State``; the view, the rules class, the automatic steps (B-Q8) and the
refusals read them.
"""

from __future__ import annotations

import itertools
import math

from bot.games.broom.ruleset import RESOURCES, Bundle
from bot.games.broom.state import (
    NOTHING,
    Action,
    Do,
    FistChoice,
    Perform,
    Pick,
    Play,
    Player,
    State,
    Works,
)

CHOICE_EVENTS = ("upper_hand", "the_works")
"""End-of-round events whose players choose something (B-Q6, B-Q7)."""


def pending(state: State) -> tuple[int, ...]:
    """The seats whose input is pending, ascending (B-J3 ``waiting_for``)."""
    if state.phase in ("pick", "round_end"):
        return tuple(s for s, p in enumerate(state.players) if p.choice is None)
    if state.phase == "turn" and state.turn is not None:
        t = state.turn
        if t.stage == "perform" and t.claimant is not None:
            return (t.claimant,)
        return (t.order[t.pos],)
    return ()


def pick_sizes(state: State) -> tuple[int, ...]:
    """The sizes a pick may have this round (B-P1; B-E3 under More or Less?)."""
    if state.event == "more_or_less":
        effect = state.ruleset.data.event["more_or_less"].effect
        return tuple(range(int(effect["pick_min"]), int(effect["pick_max"]) + 1))
    return (state.ruleset.pick_size,)


def clouded(state: State) -> frozenset[str]:
    """The regions that hold one or more clouds (B-W1)."""
    region = state.ruleset.data.space_region
    spaces = state.ruleset.data.spaces
    return frozenset(region[s] for s, tile in zip(spaces, state.clouds, strict=True) if tile)


def pawn_indices(player: Player) -> tuple[int, ...]:
    """The pawns an action may name: pawn 0 only while both share a region (B-Q11)."""
    return (0,) if player.pawns[0] == player.pawns[1] else (0, 1)


def accepts(state: State, player: Player, tower_id: str) -> bool:
    """Whether the tower takes ``player``'s potion now (B-D1, B-D3)."""
    tower = state.ruleset.data.tower[tower_id]
    if tower.shape == "round" and tower_id in state.occupied:
        return False
    return player.resources[RESOURCES.index(tower.colour)] > 0


def neighbours(data: Bundle, region: str) -> tuple[str, ...]:
    """The regions next to ``region``, in ``board.json`` order."""
    near = data.adjacent[region]
    return tuple(r for r in data.regions if r in near)


def dos(state: State, seat: int, role_id: str, stance: str) -> list[Do]:
    """Every legal ``do`` of ``seat`` playing ``role_id`` with ``stance`` (B-J3's order)."""
    data = state.ruleset.data
    role = data.role[role_id]
    player = state.players[seat]
    out: list[Do] = []
    if role.kind == "gatherer":
        out = [Do(gain=i) for i in range(len(role.gains[stance]))]
    elif role.kind == "witch":
        blocked = clouded(state)
        for i in pawn_indices(player):
            for r in neighbours(data, player.pawns[i]):
                if data.landscape[r] != role.landscapes[0] or r in blocked:
                    continue
                out.append(Do(move=(i, r)))
                if stance == "brave":
                    out += [
                        Do(move=(i, r), deliver=(None, t.id))
                        for t in data.touching(r)
                        if accepts(state, player, t.id)
                    ]
    elif role.kind == "druid":
        for i in pawn_indices(player):
            here = player.pawns[i]
            if data.landscape[here] in role.landscapes:
                out += [
                    Do(deliver=(i, t.id))
                    for t in data.touching(here)
                    if accepts(state, player, t.id)
                ]
    else:
        near = frozenset(r for p in player.pawns for r in data.adjacent[p])
        wands = player.resources[3]
        for space, tile in zip(data.spaces, state.clouds, strict=True):
            if tile and data.space_region[space] in near and wands >= data.stars[tile]:
                out.append(Do(charm=space))
    if stance == "cowardly":
        if state.event == "black_market":
            out.append(Do(reward=()))
        elif state.event == "black_distillery":
            out += [Do(reward=(r,)) for r in RESOURCES]
    if role.kind != "gatherer":
        out.append(NOTHING)
    return out


def plays(state: State, seat: int, roles: tuple[str, ...]) -> list[Action]:
    """The plays of ``roles`` (in ``roles.json`` order): brave, then cowardly with each do."""
    brave_only = state.event == "brave_heart" and state.turn is not None and not state.turn.plays
    out: list[Action] = []
    for role in roles:
        out.append(Play(role, "brave"))
        if not brave_only:
            out += [Play(role, "cowardly", d) for d in dos(state, seat, role, "cowardly")]
    return out


def full_set(state: State, player: Player) -> bool:
    """Whether ``player`` holds The Works!' set (B-E11)."""
    want = state.ruleset.data.event["the_works"].effect["set"]
    return all(player.resources[i] >= int(want.get(r, 0)) for i, r in enumerate(RESOURCES))


def moves(state: State, seat: int) -> list[Action]:
    """Every legal action of a pending ``seat`` ([] for any other), in B-J3's order."""
    if seat not in pending(state):
        return []
    player = state.players[seat]
    if state.phase == "pick":
        ids = state.ruleset.data.role_ids
        return [Pick(c) for k in pick_sizes(state) for c in itertools.combinations(ids, k)]
    if state.phase == "round_end":
        if state.event == "upper_hand":
            ranges = [range(n + 1) for n in player.resources]
            return [FistChoice((o, g, p, w)) for o, g, p, w in itertools.product(*ranges)]
        return [Works(True), Works(False)] if full_set(state, player) else [Works(False)]
    t = state.turn
    assert t is not None
    if t.stage == "perform":
        assert t.role is not None
        return [Perform(d) for d in dos(state, seat, t.role, "brave")]
    if t.stage == "lead":
        return plays(state, seat, player.hand)
    assert t.role is not None
    return plays(state, seat, (t.role,))


def count_moves(state: State, seat: int) -> int:
    """``len(moves(state, seat))`` without building the long lists (a pick, a fist)."""
    if seat not in pending(state):
        return 0
    if state.phase == "pick":
        return sum(math.comb(len(state.ruleset.data.roles), k) for k in pick_sizes(state))
    if state.phase == "round_end" and state.event == "upper_hand":
        return math.prod(n + 1 for n in state.players[seat].resources)
    return len(moves(state, seat))
