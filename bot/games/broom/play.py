"""How a verified action changes a ``broom`` state, then every automatic step (B-Q8).

``step`` applies one decision; ``settle`` then plays the passes, the end of a turn, the close
of a pick, end-of-round events, the next round, the end scoring and every forced decision
(a legal list of one), lowest seat first, until a real choice is pending or the game is over.
Events go through hooks by timing: before the pick (B-E3 at the close), during the round
(B-E4 … B-E6 in the legal lists and ``reward``) and after it (``end_of_round``).
"""

from __future__ import annotations

from dataclasses import replace

from bot.engine import Event
from bot.games.broom.events import (
    Acted,
    Chose,
    EventResolved,
    GameEnded,
    KnockedOut,
    Passed,
    PickClosed,
    Picked,
    Played,
    RoundStarted,
    TurnEnded,
)
from bot.games.broom.legal import CHOICE_EVENTS, count_moves, moves, pending
from bot.games.broom.ruleset import RESOURCES
from bot.games.broom.scoring import final_result, reveal
from bot.games.broom.state import (
    Action,
    Choice,
    Do,
    Entry,
    Fist,
    FistChoice,
    Perform,
    Pick,
    Play,
    State,
    Trick,
    Works,
)


def _player(state: State, seat: int, **changes: object) -> State:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)  # type: ignore[arg-type]
    return replace(state, players=tuple(players))


def _add(fist: Fist, other: Fist, sign: int = 1) -> Fist:
    a, b, c, d = (x + sign * y for x, y in zip(fist, other, strict=True))
    return (a, b, c, d)


def new_trick(state: State, leader: int) -> Trick:
    n = len(state.players)
    order = tuple((leader + i) % n for i in range(n))
    return Trick(None, leader, order, (), None, "lead")


def _deliver(state: State, seat: int, tower_id: str) -> State:
    """Hand over one potion of the tower's colour for its VP and wands (B-D1 … B-D6)."""
    data = state.ruleset.data
    tower = data.tower[tower_id]
    p = state.players[seat]
    fist = list(p.resources)
    fist[RESOURCES.index(tower.colour)] -= 1
    fist[3] += tower.wands
    res: Fist = (fist[0], fist[1], fist[2], fist[3])
    if tower.shape == "round":
        taken = {*state.occupied, tower_id}
        state = replace(state, occupied=tuple(t.id for t in data.towers if t.id in taken))
    return _player(state, seat, resources=res, vp=p.vp + tower.vp)


def act(state: State, seat: int, role_id: str, stance: str, do: Do) -> State:
    """Perform ``role_id``'s action for ``seat`` with the parameters ``do`` (B-A1 … B-A5)."""
    data = state.ruleset.data
    role = data.role[role_id]
    p = state.players[seat]
    if do.reward is not None:  # B-E4, B-E5: the event's reward instead of the action
        instead = data.event[state.event].effect["instead"]
        if "vp" in instead:
            return _player(state, seat, vp=p.vp + int(instead["vp"]))
        gain = [0, 0, 0, 0]
        gain[RESOURCES.index(do.reward[0])] = int(instead["resource_of_choice"])
        return _player(
            state, seat, resources=_add(p.resources, (gain[0], gain[1], gain[2], gain[3]))
        )
    if role.kind == "gatherer" and do.gain is not None:  # B-A2
        return _player(state, seat, resources=_add(p.resources, role.gains[stance][do.gain]))
    if do.move is not None:  # B-A3
        pawns = list(p.pawns)
        pawns[do.move[0]] = do.move[1]
        state = _player(state, seat, pawns=(pawns[0], pawns[1]))
    bonus = data.brave_bonus.get(role.kind, 0) if stance == "brave" else 0
    if do.deliver is not None:  # B-A3, B-A4
        state = _deliver(state, seat, do.deliver[1])
        if role.kind == "druid" and bonus:
            state = _player(state, seat, vp=state.players[seat].vp + bonus)
    if do.charm is not None:  # B-A5, B-W2
        index = data.spaces.index(do.charm)
        tile = state.clouds[index]
        assert tile is not None
        clouds = list(state.clouds)
        clouds[index] = None
        p = state.players[seat]
        cost = (0, 0, 0, data.stars[tile])
        state = replace(state, clouds=tuple(clouds))
        state = _player(
            state,
            seat,
            resources=_add(p.resources, cost, -1),
            clouds=(*p.clouds, tile),
            vp=p.vp + bonus,
        )
    return state


def _play(state: State, seat: int, action: Play, events: list[Event]) -> State:
    t = state.turn
    assert t is not None
    p = state.players[seat]
    bewitched = action.role in state.revealed
    cost = state.ruleset.data.bewitched_vp if bewitched else 0  # B-T6, B-X2
    state = _player(
        state,
        seat,
        hand=tuple(r for r in p.hand if r != action.role),
        played=(*p.played, action.role),
        vp=p.vp - cost,
    )
    events.append(Played(seat, action.role, action.stance, t.stage == "lead", bewitched, cost))
    entries = list(t.plays)
    claimant = t.claimant
    did = None
    if action.stance == "cowardly":  # B-T3: at once
        assert action.do is not None
        state = act(state, seat, action.role, "cowardly", action.do)
        events.append(Acted(seat, action.role, "cowardly", action.do, False))
        did = action.do
    else:  # B-T4: an earlier claimant is knocked out
        if claimant is not None:
            entries = [
                replace(e, knocked_out=True) if e.seat == claimant and e.stance == "brave" else e
                for e in entries
            ]
            events.append(KnockedOut(claimant, seat))
        claimant = seat
    entries.append(Entry(seat, action.stance, bewitched, False, did))
    trick = replace(t, role=action.role, plays=tuple(entries), claimant=claimant, stage="follow")
    return _advance(replace(state, turn=trick), events)


def _advance(state: State, events: list[Event]) -> State:
    """Record the pass of every player reached who does not hold the role (B-T2, B-V4)."""
    t = state.turn
    assert t is not None and t.role is not None
    entries = list(t.plays)
    while len(entries) < len(t.order):
        s = t.order[len(entries)]
        if t.role in state.players[s].hand:
            return replace(state, turn=replace(t, plays=tuple(entries), stage="follow"))
        entries.append(Entry(s, "next"))
        events.append(Passed(s))
    t = replace(t, plays=tuple(entries))
    if t.claimant is None:
        return _complete(replace(state, turn=t), events)
    return replace(state, turn=replace(t, stage="perform"))


def _perform(state: State, seat: int, do: Do, events: list[Event], auto: bool) -> State:
    t = state.turn
    assert t is not None and t.role is not None
    state = act(state, seat, t.role, "brave", do)  # B-T5
    events.append(Acted(seat, t.role, "brave", do, auto))
    entries = tuple(
        replace(e, did=do) if e.seat == seat and e.stance == "brave" and not e.knocked_out else e
        for e in t.plays
    )
    return _complete(replace(state, turn=replace(t, plays=entries)), events)


def _complete(state: State, events: list[Event]) -> State:
    """Close the turn; the next leader (B-T9), or the end of the round (B-T10, B-R4)."""
    t = state.turn
    assert t is not None
    done = replace(t, stage=None)
    nxt = t.claimant if t.claimant is not None else t.leader
    state = replace(state, past_turns=(*state.past_turns, done), turn=None, lead=nxt)
    n = len(state.players)
    if all(not p.hand for p in state.players):
        events.append(TurnEnded(None, len(state.past_turns), None))
        return _round_end(state, events)
    while not state.players[nxt].hand:
        nxt = (nxt + 1) % n
    events.append(TurnEnded(None, len(state.past_turns), nxt))
    return replace(state, lead=nxt, turn=new_trick(state, nxt))


def _round_end(state: State, events: list[Event]) -> State:
    """After the round's last card: the end-of-round event (B-R3, B-E13)."""
    card = state.ruleset.data.event[state.event]
    if card.timing == "end_of_round" and state.event in CHOICE_EVENTS:
        return replace(state, phase="round_end")
    if card.timing == "end_of_round":
        state = resolve_event(state, events)
    return next_round(state, events)


def resolve_event(state: State, events: list[Event]) -> State:
    """Apply the end-of-round event to every player at once (B-E7 … B-E13)."""
    data = state.ruleset.data
    effect = data.event[state.event].effect
    ev = state.event
    gains = [0] * len(state.players)
    fists: list[Fist] = [(0, 0, 0, 0)] * len(state.players)
    choices: tuple[tuple[int, ...], ...] = ()
    if ev in ("perilous_places", "protected_places"):
        per = effect["vp_per_pawn"]
        gains = [sum(int(per.get(data.landscape[r], 0)) for r in p.pawns) for p in state.players]
    elif ev == "empty_handed":
        per = int(effect["vp_per_missing_type"])
        types = [RESOURCES.index(r) for r in effect["types"]]
        gains = [per * sum(p.resources[i] == 0 for i in types) for p in state.players]
    elif ev == "flock_together":
        vp = int(effect["vp_if_same_landscape"])
        gains = [
            vp if data.landscape[p.pawns[0]] == data.landscape[p.pawns[1]] else 0
            for p in state.players
        ]
    elif ev == "upper_hand":
        shown = [p.choice if isinstance(p.choice, tuple) else (0, 0, 0, 0) for p in state.players]
        sizes = [sum(int(x) for x in c) for c in shown]
        choices = tuple(tuple(int(x) for x in c) for c in shown)
        top = max(sizes)
        if top >= int(effect["min_to_win"]):
            for s, size in enumerate(sizes):
                if size == top:
                    gains[s] = int(effect["winner_vp"])
                    if effect["winners_return_fist"]:
                        c = shown[s]
                        fists[s] = (int(c[0]), int(c[1]), int(c[2]), int(c[3]))
    elif ev == "the_works":
        want = effect["set"]
        kit: Fist = (
            int(want.get("orange", 0)),
            int(want.get("green", 0)),
            int(want.get("purple", 0)),
            int(want.get("wand", 0)),
        )
        choices = tuple((int(p.choice is True),) for p in state.players)
        for s, p in enumerate(state.players):
            if p.choice is True:
                gains[s] = int(effect["vp"])
                fists[s] = kit
    players = tuple(
        replace(p, vp=p.vp + g, resources=_add(p.resources, f, -1))
        for p, g, f in zip(state.players, gains, fists, strict=True)
    )
    events.append(EventResolved(None, ev, tuple(gains), choices))
    return replace(state, players=players)


def next_round(state: State, events: list[Event]) -> State:
    """Start the next round (B-R2) or end the game after the last one (B-F1)."""
    if state.round >= state.ruleset.rounds:
        result = final_result(state)
        events.append(GameEnded(None, result.scores, result.winners))
        return replace(state, phase="over", turn=None, result=result)
    pile, revealed, rebuilds = reveal(state.ruleset, len(state.players), state.pile, state.rebuilds)
    state = replace(
        state,
        round=state.round + 1,
        phase="pick",
        past_events=(*state.past_events, state.event),
        event=state.stack[0],
        stack=state.stack[1:],
        pile=pile,
        revealed=revealed,
        rebuilds=rebuilds,
        players=tuple(replace(p, hand=(), played=(), choice=None) for p in state.players),
        past_turns=(),
        turn=None,
    )
    events.append(RoundStarted(None, state.round, state.event, revealed))
    return state


def _close_pick(state: State, events: list[Event]) -> State:
    """The last pick came in: hands are dealt; More or Less? pays by count (B-P3, B-E3)."""
    counts: tuple[int, ...] = ()
    vps: tuple[int, ...] = ()
    players = []
    for p in state.players:
        assert isinstance(p.choice, tuple)
        hand = tuple(str(r) for r in p.choice)
        gain = 0
        if state.event == "more_or_less":
            table = state.ruleset.data.event["more_or_less"].effect["vp_by_count"]
            gain = int(table[str(len(hand))])
        players.append(replace(p, hand=hand, choice=None, vp=p.vp + gain))
    if state.event == "more_or_less":
        counts = tuple(len(p.hand) for p in players)
        vps = tuple(p.vp - q.vp for p, q in zip(players, state.players, strict=True))
    events.append(PickClosed(None, counts, vps))
    state = replace(state, players=tuple(players), phase="turn")
    return replace(state, turn=new_trick(state, state.lead))


def step(state: State, seat: int, action: Action, events: list[Event], auto: bool) -> State:
    """Apply one verified decision of ``seat`` (no automatic step after it)."""
    if isinstance(action, Pick):
        order = state.ruleset.data.role_ids
        choice = tuple(r for r in order if r in action.roles)
        state = _player(state, seat, choice=choice)
        events.append(Picked(seat))
        if all(p.choice is not None for p in state.players):
            state = _close_pick(state, events)
        return state
    if isinstance(action, Play):
        return _play(state, seat, action, events)
    if isinstance(action, Perform):
        return _perform(state, seat, action.do, events, auto)
    if isinstance(action, FistChoice | Works):
        made: Choice = action.resources if isinstance(action, FistChoice) else action.hand_in
        state = _player(state, seat, choice=made)
        events.append(Chose(seat))
        if all(p.choice is not None for p in state.players):
            state = resolve_event(state, events)
            state = next_round(state, events)
        return state
    raise TypeError(f"not a broom action: {action!r}")


def settle(state: State, events: list[Event]) -> State:
    """Play every forced decision, lowest seat first, until none is left (B-Q8)."""
    while not state.over:
        forced = next((s for s in pending(state) if count_moves(state, s) == 1), None)
        if forced is None:
            return state
        only = moves(state, forced)[0]
        state = step(state, forced, only, events, auto=True)
    return state
