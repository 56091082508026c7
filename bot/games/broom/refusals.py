"""Why an action is refused, in the contract's order (B-J4): the first failing check names
its rule. Keys are catalogue messages (``data/locales/*/broom-refusals.ftl``)."""

from __future__ import annotations

from typing import Any

from bot.engine import IllegalAction
from bot.games.broom.legal import accepts, clouded, full_set, pawn_indices, pending, pick_sizes
from bot.games.broom.ruleset import RESOURCES
from bot.games.broom.state import Action, Do, FistChoice, Perform, Pick, Play, State, Works

STEP_REFUSALS = {
    "pick": ("B-Q1", "broom-refusals-step-pick"),
    "lead": ("B-Q2", "broom-refusals-step-lead"),
    "follow": ("B-Q3", "broom-refusals-step-follow"),
    "perform": ("B-Q4", "broom-refusals-step-perform"),
}
STEP_TYPES = {"pick": Pick, "lead": Play, "follow": Play, "perform": Perform}


def _no(rule: str, key: str, **args: Any) -> IllegalAction:
    return IllegalAction(rule, key, **args)


def _int(v: Any) -> bool:
    return type(v) is int


def _str(v: Any) -> bool:
    return type(v) is str


def form_ok(action: Any) -> bool:
    """Whether ``action`` has the form of B-J4's third check (types, keys, stances)."""
    if isinstance(action, Pick):
        return isinstance(action.roles, tuple) and all(_str(r) for r in action.roles)
    if isinstance(action, Play):
        if not _str(action.role) or action.stance not in ("brave", "cowardly"):
            return False
        if (action.do is None) != (action.stance == "brave"):
            return False
        return action.do is None or do_form_ok(action.do)
    if isinstance(action, Perform):
        return do_form_ok(action.do)
    if isinstance(action, FistChoice):
        r = action.resources
        return isinstance(r, tuple) and len(r) == 4 and all(_int(x) for x in r)
    if isinstance(action, Works):
        return type(action.hand_in) is bool
    return False


def do_form_ok(do: Any) -> bool:
    if not isinstance(do, Do):
        return False
    if do.gain is not None and not _int(do.gain):
        return False
    if do.move is not None and not (
        isinstance(do.move, tuple) and len(do.move) == 2 and _int(do.move[0]) and _str(do.move[1])
    ):
        return False
    if do.deliver is not None and not (
        isinstance(do.deliver, tuple)
        and len(do.deliver) == 2
        and (do.deliver[0] is None or _int(do.deliver[0]))
        and _str(do.deliver[1])
    ):
        return False
    if do.charm is not None and not _str(do.charm):
        return False
    return do.reward is None or (
        isinstance(do.reward, tuple) and len(do.reward) <= 1 and all(_str(r) for r in do.reward)
    )


def _step(state: State) -> str:
    if state.phase == "turn" and state.turn is not None:
        return str(state.turn.stage)
    return state.phase


def refuse_seat(state: State, seat: Any, action: Any = None, check_form: bool = False) -> None:
    """B-J4's checks 1 to 4: the game running, a seat, the form, a pending decision."""
    if state.over:
        raise _no("B-F1", "broom-refusals-game-over")
    if not _int(seat) or not 0 <= seat < len(state.players):
        raise _no("B-C1", "broom-refusals-no-seat", seat=str(seat))
    if check_form and not form_ok(action):
        raise _no("B-J1", "broom-refusals-form")
    if seat not in pending(state):
        rule, key = {
            "pick": ("B-P2", "broom-refusals-already-picked"),
            "round_end": ("B-E13", "broom-refusals-already-chosen"),
            "lead": ("B-T1", "broom-refusals-not-leader"),
            "follow": ("B-T12", "broom-refusals-not-your-turn"),
            "perform": ("B-T5", "broom-refusals-not-claimant"),
        }[_step(state)]
        raise _no(rule, key)


def refuse(state: State, seat: Any, action: Any) -> None:
    """Raise the first refusal of B-J4's checks; return if the action is legal."""
    refuse_seat(state, seat, action, check_form=True)
    if state.phase == "round_end":
        fist = state.event == "upper_hand"
        if not isinstance(action, FistChoice if fist else Works):
            raise (
                _no("B-Q6", "broom-refusals-step-fist")
                if fist
                else _no("B-Q7", "broom-refusals-step-works")
            )
        _refuse_choice(state, seat, action)
        return
    step = _step(state)
    if not isinstance(action, STEP_TYPES[step]):
        raise _no(*STEP_REFUSALS[step])
    if isinstance(action, Pick):
        _refuse_pick(state, action)
    elif isinstance(action, Play):
        _refuse_play(state, seat, action, step)
    elif isinstance(action, Perform):
        assert state.turn is not None and state.turn.role is not None
        refuse_do(state, seat, state.turn.role, "brave", action.do)


def _refuse_choice(state: State, seat: int, action: Action) -> None:
    p = state.players[seat]
    if isinstance(action, FistChoice):
        if any(not 0 <= x <= have for x, have in zip(action.resources, p.resources, strict=True)):
            raise _no("B-E9", "broom-refusals-fist-range")
    elif isinstance(action, Works) and action.hand_in and not full_set(state, p):
        raise _no("B-E11", "broom-refusals-no-set")


def _refuse_pick(state: State, action: Pick) -> None:
    ids = state.ruleset.data.role_ids
    for r in action.roles:
        if r not in ids:
            raise _no("B-P1", "broom-refusals-unknown-role", role=r)
    if len(set(action.roles)) != len(action.roles):
        raise _no("B-P1", "broom-refusals-role-twice")
    sizes = pick_sizes(state)
    if len(action.roles) not in sizes:
        if state.event == "more_or_less":
            raise _no("B-E3", "broom-refusals-pick-range", low=sizes[0], high=sizes[-1])
        raise _no("B-P1", "broom-refusals-pick-size", size=sizes[0])


def _refuse_play(state: State, seat: int, action: Play, step: str) -> None:
    t = state.turn
    assert t is not None
    if step == "lead":
        if action.role not in state.players[seat].hand:
            raise _no("B-T1", "broom-refusals-not-in-hand")
        if action.stance == "cowardly" and state.event == "brave_heart":
            raise _no("B-E6", "broom-refusals-brave-heart")
    elif action.role != t.role:
        raise _no("B-T2", "broom-refusals-must-follow")
    if action.do is not None:
        refuse_do(state, seat, action.role, action.stance, action.do)


ROLE_RULE = {"gatherer": "B-A2", "witch": "B-A3", "druid": "B-A4", "weather_fairy": "B-A5"}
ROLE_KEYS = {
    "gatherer": {"gain"},
    "witch": {"move", "deliver"},
    "druid": {"deliver"},
    "weather_fairy": {"charm"},
}


def refuse_do(state: State, seat: int, role_id: str, stance: str, do: Do) -> None:
    """The ``do`` checks (a) … (f) and the tower checks of B-J4."""
    data = state.ruleset.data
    role = data.role[role_id]
    p = state.players[seat]
    used = {k for k in ("gain", "move", "deliver", "charm") if getattr(do, k) is not None}
    if do.reward is not None:  # (a)
        if stance != "cowardly" or state.event not in ("black_market", "black_distillery"):
            raise _no("B-E4", "broom-refusals-reward")
        if used:
            raise _no("B-E4", "broom-refusals-reward")
        if state.event == "black_market" and do.reward:
            raise _no("B-E4", "broom-refusals-reward")
        if state.event == "black_distillery" and (not do.reward or do.reward[0] not in RESOURCES):
            raise _no("B-E5", "broom-refusals-reward-resource")
        return
    rule = ROLE_RULE[role.kind]
    if used - ROLE_KEYS[role.kind]:  # (b)
        raise _no(rule, "broom-refusals-wrong-part")
    if role.kind == "gatherer":  # (c)
        if do.gain is None or not 0 <= do.gain < len(role.gains[stance]):
            raise _no("B-A2", "broom-refusals-no-gain")
    elif role.kind == "witch":  # (d)
        _refuse_witch(state, seat, role.landscapes[0], stance, do)
    elif role.kind == "druid" and do.deliver is not None:  # (e)
        pawn = do.deliver[0]
        if pawn is None or pawn not in (0, 1):
            raise _no("B-A4", "broom-refusals-druid-pawn")
        if pawn not in pawn_indices(p):
            raise _no("B-Q11", "broom-refusals-twin-pawn")
        here = p.pawns[pawn]
        if data.landscape[here] not in role.landscapes:
            raise _no("B-A4", "broom-refusals-druid-landscape", region=data.region_names[here])
        _refuse_tower(state, seat, here, do.deliver[1])
    elif role.kind == "weather_fairy" and do.charm is not None:  # (f)
        if do.charm not in data.spaces:
            raise _no("B-A5", "broom-refusals-no-cloud-space")
        tile = state.clouds[data.spaces.index(do.charm)]
        if tile is None:
            raise _no("B-W2", "broom-refusals-cloud-gone")
        region = data.space_region[do.charm]
        if not any(region in data.adjacent[r] for r in p.pawns):
            raise _no("B-W3", "broom-refusals-cloud-far", region=data.region_names[region])
        if p.resources[3] < data.stars[tile]:
            raise _no("B-A5", "broom-refusals-few-wands", stars=data.stars[tile])


def _refuse_witch(state: State, seat: int, landscape: str, stance: str, do: Do) -> None:
    data = state.ruleset.data
    p = state.players[seat]
    if do.deliver is not None and (
        do.move is None or stance == "cowardly" or do.deliver[0] is not None
    ):
        raise _no("B-A3", "broom-refusals-witch-deliver")
    if do.move is None:
        return
    pawn, to = do.move
    if pawn not in (0, 1):
        raise _no("B-A3", "broom-refusals-no-pawn")
    if pawn not in pawn_indices(p):
        raise _no("B-Q11", "broom-refusals-twin-pawn")
    if to not in data.landscape or to not in data.adjacent[p.pawns[pawn]]:
        raise _no("B-A3", "broom-refusals-not-next")
    name = data.region_names[to]
    if data.landscape[to] == "water":
        raise _no("B-W1", "broom-refusals-water", region=name)
    if data.landscape[to] != landscape:
        raise _no("B-A3", "broom-refusals-wrong-landscape", region=name)
    if to in clouded(state):
        raise _no("B-W1", "broom-refusals-cloudy", region=name)
    if do.deliver is not None:
        _refuse_tower(state, seat, to, do.deliver[1])


def _refuse_tower(state: State, seat: int, region: str, tower_id: str) -> None:
    data = state.ruleset.data
    if tower_id not in data.tower or region not in data.tower[tower_id].regions:
        raise _no("B-D2", "broom-refusals-tower-far", region=data.region_names[region])
    tower = data.tower[tower_id]
    if tower.shape == "round" and tower_id in state.occupied:
        raise _no("B-D3", "broom-refusals-tower-occupied")
    if not accepts(state, state.players[seat], tower_id):
        raise _no("B-D1", "broom-refusals-no-potion")
