"""The canonical JSON of ``broom`` states (B-J1): ``dump`` writes it exactly, ``load`` reads it
and refuses anything inconsistent (``InvalidState`` naming the rule).

Long file: the state has many parts and ``load`` checks each against the rules; its checks are
one list, in the order of B-J1, so that a refusal is easy to find.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Final, cast

from bot import resources
from bot.engine import InvalidState
from bot.engine.reading import Document
from bot.games.broom.actions_json import (
    action_from_json,
    action_to_json,
    do_from_json,
    do_to_json,
    fist_json,
)
from bot.games.broom.legal import CHOICE_EVENTS, count_moves, full_set, pending, pick_sizes
from bot.games.broom.ruleset import RESOURCES, Ruleset, ruleset_from_json
from bot.games.broom.scoring import final_result, reveal_count
from bot.games.broom.state import PHASES, Choice, Entry, Fist, Player, State, Trick

__all__ = ["action_from_json", "action_to_json", "dump", "load"]

FORMAT_VERSION: Final = 1
STATE_KEYS: Final = frozenset(
    {
        "game",
        "version",
        "ruleset",
        "round",
        "phase",
        "events",
        "bewitched",
        "clouds",
        "cloud_box",
        "occupied",
        "players",
        "lead",
        "turn",
        "past_turns",
        "over",
        "result",
    }
)
PLAYER_KEYS: Final = frozenset(
    {"id", "vp", "pawns", "resources", "clouds", "hand", "played", "choice"}
)
TURN_KEYS: Final = frozenset({"role", "leader", "order", "plays", "claimant"})

_DOC = Document("broom state")
_fail = _DOC.fail
_keys = _DOC.keys


# --- dump ---------------------------------------------------------------------------------


def _choice_json(choice: Choice) -> Any:
    if isinstance(choice, tuple) and choice and isinstance(choice[0], str):
        return list(choice)
    if isinstance(choice, tuple):
        return fist_json(tuple(int(x) for x in choice))
    return choice


def _entry_json(e: Entry) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": e.seat, "stance": e.stance}
    if e.bewitched:
        out["bewitched"] = True
    if e.knocked_out:
        out["knocked_out"] = True
    if e.did is not None:
        out["did"] = do_to_json(e.did)
    return out


def _trick_json(t: Trick) -> dict[str, Any]:
    out: dict[str, Any] = {
        "role": t.role,
        "leader": t.leader,
        "order": list(t.order),
        "plays": [_entry_json(e) for e in t.plays],
        "claimant": t.claimant,
    }
    if t.stage is not None:
        out["pos"] = t.pos
        out["stage"] = t.stage
    return out


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON (B-J1)."""
    data = state.ruleset.data
    r = state.result
    return {
        "game": "broom",
        "version": FORMAT_VERSION,
        "ruleset": state.ruleset.ref,
        "round": state.round,
        "phase": state.phase,
        "events": {
            "current": state.event,
            "past": list(state.past_events),
            "stack": list(state.stack),
            "removed": list(state.removed),
        },
        "bewitched": {
            "pile": list(state.pile),
            "revealed": list(state.revealed),
            "rebuilds": [list(o) for o in state.rebuilds],
        },
        "clouds": dict(zip(data.spaces, state.clouds, strict=True)),
        "cloud_box": list(state.cloud_box),
        "occupied": list(state.occupied),
        "players": [
            {
                "id": p.id,
                "vp": p.vp,
                "pawns": list(p.pawns),
                "resources": fist_json(p.resources),
                "clouds": list(p.clouds),
                "hand": list(p.hand),
                "played": list(p.played),
                "choice": _choice_json(p.choice),
            }
            for p in state.players
        ],
        "lead": state.lead,
        "turn": None if state.turn is None else _trick_json(state.turn),
        "past_turns": [_trick_json(t) for t in state.past_turns],
        "over": state.over,
        "result": None
        if r is None
        else {
            "scores": list(r.scores),
            "lightning": list(r.lightning),
            "sets": list(r.sets),
            "winners": list(r.winners),
        },
    }


# --- load ---------------------------------------------------------------------------------


def _int(v: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    if type(v) is not int:
        raise _fail(f"{where} must be an integer")
    if (low is not None and v < low) or (high is not None and v > high):
        raise _fail(f"{where} must be from {low} to {high}, not {v}")
    return v


def _ids(v: Any, where: str, known: tuple[str, ...], ordered: bool = False) -> tuple[str, ...]:
    """A list of distinct known ids (in ``known``'s order if ``ordered``)."""
    if not isinstance(v, list) or any(type(x) is not str or x not in known for x in v):
        raise _fail(f"{where} must be a list of known ids")
    if len(set(v)) != len(v):
        raise _fail(f"{where} names an id twice")
    if ordered and v != [k for k in known if k in v]:
        raise _fail(f"{where} must be in data order (B-J1)")
    return tuple(v)


def _ruleset(value: Any, default: Ruleset) -> Ruleset:
    if value == default.ref:
        return default
    if type(value) is not str or not value.startswith("broom/"):
        raise _fail("ruleset must name a bundle, 'broom/<bundle>' (B-J2)")
    try:
        rs = _named(value[len("broom/") :])
    except (OSError, ValueError) as err:
        raise _fail(f"unknown ruleset {value!r} (B-J2)") from err
    if rs.ref != value:
        raise _fail(f"ruleset {value!r} names the bundle {rs.bundle!r} (B-J2)")
    return rs


@lru_cache(maxsize=8)
def _named(name: str) -> Ruleset:
    """A bundled ruleset by name, read once per process (its file is: ``read_json``), so the
    states of one board share one bundle (and the bots' tables of it: ``bots.value``)."""
    return ruleset_from_json(resources.ruleset_json("broom", name))


def _fist(v: Any, where: str) -> Fist:
    if not isinstance(v, dict) or list(v) != list(RESOURCES):
        raise _fail(f"{where} must have the keys orange, green, purple, wand in that order")
    o, g, p, w = (_int(v[k], f"{where}.{k}", 0) for k in RESOURCES)
    return (o, g, p, w)


def _entry(v: Any, where: str, rs: Ruleset) -> Entry:
    _keys(v, frozenset({"seat", "stance"}), frozenset({"bewitched", "knocked_out", "did"}), where)
    if v["stance"] not in ("brave", "cowardly", "next"):
        raise _fail(f"{where}.stance must be brave, cowardly or next")
    for flag in ("bewitched", "knocked_out"):
        if flag in v and v[flag] is not True:
            raise _fail(f"{where}.{flag} appears only as true (B-J1)")
    did = None
    if "did" in v:
        try:
            did = do_from_json(v["did"])
        except InvalidState as err:
            raise _fail(f"{where}.did: {err}") from err
    return Entry(
        _int(v["seat"], f"{where}.seat"), v["stance"], "bewitched" in v, "knocked_out" in v, did
    )


def _trick(v: Any, where: str, rs: Ruleset, n: int, open_: bool) -> Trick:
    extra = frozenset({"pos", "stage"}) if open_ else frozenset()
    _keys(v, TURN_KEYS | extra, frozenset(), where)
    leader = _int(v["leader"], f"{where}.leader", 0, n - 1)
    if v["order"] != [(leader + i) % n for i in range(n)]:
        raise _fail(f"{where}.order must be the leader, then clockwise (B-T2)")
    role = v["role"]
    if role is not None and role not in rs.data.role_ids:
        raise _fail(f"{where}.role is not a role")
    plays = v["plays"]
    if not isinstance(plays, list):
        raise _fail(f"{where}.plays must be a list")
    entries = tuple(_entry(e, f"{where}.plays[{i}]", rs) for i, e in enumerate(plays))
    claimant = v["claimant"]
    if claimant is not None:
        claimant = _int(claimant, f"{where}.claimant", 0, n - 1)
    stage = v["stage"] if open_ else None
    if open_ and stage not in ("lead", "follow", "perform"):
        raise _fail(f"{where}.stage must be lead, follow or perform")
    t = Trick(role, leader, tuple(v["order"]), entries, claimant, stage)
    _check_trick(t, where, n)
    if open_ and v["pos"] != t.pos:
        raise _fail(f"{where}.pos must be {t.pos} (B-J1)")
    return t


def _check_trick(t: Trick, where: str, n: int) -> None:
    if [e.seat for e in t.plays] != list(t.order[: len(t.plays)]):
        raise _fail(f"{where}.plays must follow the order (B-T2)")
    if t.plays and t.plays[0].stance == "next":
        raise _fail(f"{where}: the leader plays (B-T1)")
    if (t.role is None) != (not t.plays):
        raise _fail(f"{where}.role is null exactly until the leader plays")
    braves = [e for e in t.plays if e.stance == "brave"]
    if (braves[-1].seat if braves else None) != t.claimant:
        raise _fail(f"{where}.claimant must be the last brave player (B-T4)")
    complete = t.stage is None
    for i, e in enumerate(t.plays):
        last_brave = bool(braves) and e is braves[-1]
        if e.knocked_out != (e.stance == "brave" and not last_brave):
            raise _fail(f"{where}.plays[{i}]: knocked_out marks every earlier brave (B-T4)")
        if e.stance == "next" and e.bewitched:
            raise _fail(f"{where}.plays[{i}]: a pass places no role")
        want_did = e.stance == "cowardly" or (last_brave and complete)
        if (e.did is not None) != want_did:
            raise _fail(f"{where}.plays[{i}]: did is wrong (B-J1)")
    if complete and len(t.plays) != n:
        raise _fail(f"{where}: a complete turn has one entry per seat (B-T10)")
    if t.stage == "lead" and t.plays:
        raise _fail(f"{where}: in the lead stage nobody has played")
    if t.stage == "follow" and not 0 < len(t.plays) < n:
        raise _fail(f"{where}: the follow stage waits on a player in order")
    if t.stage == "perform" and (len(t.plays) != n or t.claimant is None):
        raise _fail(f"{where}: the perform stage comes after every player, with a claimant")


def _choice(v: Any, where: str, state_phase: str, event: str, rs: Ruleset) -> Choice:
    if v is None:
        return None
    if state_phase in ("pick", "over") and isinstance(v, list):
        return _ids(v, where, rs.data.role_ids, ordered=True)
    if state_phase in ("round_end", "over") and event == "upper_hand" and isinstance(v, dict):
        return _fist(v, where)
    if state_phase in ("round_end", "over") and event == "the_works" and type(v) is bool:
        return bool(v)
    raise _fail(f"{where} does not fit the phase {state_phase!r} (B-J1)")


def _player(v: Any, where: str, rs: Ruleset, phase: str, event: str) -> Player:
    _keys(v, PLAYER_KEYS, frozenset(), where)
    pid = v["id"]
    if type(pid) is not str or not 1 <= len(pid) <= 64:
        raise _fail(f"{where}.id must be a string of 1 to 64 characters")
    pawns = v["pawns"]
    land = [r for r in rs.data.regions if rs.data.landscape[r] != "water"]
    if not isinstance(pawns, list) or len(pawns) != 2 or any(p not in land for p in pawns):
        raise _fail(f"{where}.pawns must be two land regions (B-C8, B-W1)")
    clouds = _ids(v["clouds"], f"{where}.clouds", rs.data.tiles)
    hand = _ids(v["hand"], f"{where}.hand", rs.data.role_ids, ordered=True)
    played = _ids(v["played"], f"{where}.played", rs.data.role_ids)
    if set(hand) & set(played):
        raise _fail(f"{where}: a role is both in hand and played")
    choice = _choice(v["choice"], f"{where}.choice", phase, event, rs)
    return Player(
        pid,
        _int(v["vp"], f"{where}.vp"),
        (pawns[0], pawns[1]),
        _fist(v["resources"], f"{where}.resources"),
        clouds,
        hand,
        played,
        choice,
    )


def load(data: Any, default: Ruleset) -> State:
    """Read a state from canonical JSON; refuse it (``InvalidState``) if it is inconsistent."""
    _keys(data, STATE_KEYS, frozenset(), "the state")
    if data["game"] != "broom" or data["version"] != FORMAT_VERSION:
        raise _fail("game must be 'broom' and version 1")
    rs = _ruleset(data["ruleset"], default)
    d = rs.data
    players_json = data["players"]
    if (
        not isinstance(players_json, list)
        or not rs.min_players <= len(players_json) <= rs.max_players
    ):
        raise _fail(f"players must list {rs.min_players} to {rs.max_players} seats (B-C1)")
    n = len(players_json)
    rnd = _int(data["round"], "round", 1, rs.rounds)
    phase = data["phase"]
    if phase not in PHASES:
        raise _fail("phase must be pick, turn, round_end or over (B-J1)")
    ev = data["events"]
    _keys(ev, frozenset({"current", "past", "stack", "removed"}), frozenset(), "events")
    event_ids = tuple(c.id for c in d.events)
    if ev["current"] not in event_ids:
        raise _fail("events.current is not an event")
    past = _ids(ev["past"], "events.past", event_ids)
    stack = _ids(ev["stack"], "events.stack", event_ids)
    removed = _ids(ev["removed"], "events.removed", event_ids, ordered=True)
    every = (ev["current"], *past, *stack, *removed)
    if len(set(every)) != len(event_ids) or len(past) != rnd - 1:
        raise _fail("events must hold every event once, one past event per round (B-E1)")
    if len(removed) != len(event_ids) - rs.events_used:
        raise _fail("events.removed must hold the events left out at setup (B-S5)")
    bw = data["bewitched"]
    _keys(bw, frozenset({"pile", "revealed", "rebuilds"}), frozenset(), "bewitched")
    pile = _ids(bw["pile"], "bewitched.pile", d.role_ids)
    revealed = _ids(bw["revealed"], "bewitched.revealed", d.role_ids)
    if not isinstance(bw["rebuilds"], list):
        raise _fail("bewitched.rebuilds must be a list")
    rebuilds = tuple(_ids(o, "bewitched.rebuilds[]", d.role_ids) for o in bw["rebuilds"])
    if any(len(o) != len(d.role_ids) for o in rebuilds) or len(revealed) != reveal_count(n):
        raise _fail("bewitched: each rebuild orders all roles; 5 − n roles are shown (B-X1, B-S6)")
    if set(pile) & set(revealed):
        raise _fail("bewitched: a shown role is still in the pile (B-X3)")
    clouds_json = data["clouds"]
    if not isinstance(clouds_json, dict) or list(clouds_json) != list(d.spaces):
        raise _fail("clouds must map every cloud space, in board order (B-J1)")
    clouds = tuple(clouds_json.values())
    if any(t is not None and t not in d.tiles for t in clouds):
        raise _fail("clouds names an unknown tile")
    box = _ids(data["cloud_box"], "cloud_box", d.tiles, ordered=True)
    occupied = _ids(data["occupied"], "occupied", tuple(t.id for t in d.towers), ordered=True)
    if any(d.tower[t].shape != "round" for t in occupied):
        raise _fail("occupied lists round towers only (B-D3)")
    players = tuple(
        _player(p, f"players[{i}]", rs, phase, ev["current"]) for i, p in enumerate(players_json)
    )
    if len({p.id for p in players}) != n:
        raise _fail("player ids must be unique")
    tiles = (
        [t for t in clouds if t is not None] + list(box) + [k for p in players for k in p.clouds]
    )
    if sorted(tiles) != sorted(d.tiles) or len(box) != len(d.tiles) - len(d.spaces):
        raise _fail("every heavy cloud is on the board, in the box or charmed, once (B-S4, B-W2)")
    lead = _int(data["lead"], "lead", 0, n - 1)
    turn = None if data["turn"] is None else _trick(data["turn"], "turn", rs, n, True)
    if not isinstance(data["past_turns"], list):
        raise _fail("past_turns must be a list")
    past_turns = tuple(
        _trick(t, f"past_turns[{i}]", rs, n, False) for i, t in enumerate(data["past_turns"])
    )
    result = data["result"]
    if data["over"] is not (phase == "over"):
        raise _fail("over is true exactly in the phase over (B-J1)")
    state = State(
        rs, rnd, phase, ev["current"], past, stack, removed, pile, revealed, rebuilds, clouds,
        box, occupied, players, lead, turn, past_turns, None,
    )  # fmt: skip
    _check_round(state)
    if phase == "over":
        expect = final_result(state)
        if result != {
            "scores": list(expect.scores),
            "lightning": list(expect.lightning),
            "sets": list(expect.sets),
            "winners": list(expect.winners),
        }:
            raise _fail("result must be the final scoring (B-F2 … B-F4)")
        return replace(state, result=expect)
    if result is not None:
        raise _fail("result is null until the game is over")
    return state


def _check_round(s: State) -> None:
    """The round's consistency: phases, hands, plays, pending decisions (B-J1, B-T7, B-Q8)."""
    rs = s.ruleset
    if len(s.stack) != rs.events_used - s.round:
        raise _fail("events.stack must hold one event per round to come (B-R2)")
    if (s.turn is None) != (s.phase != "turn"):
        raise _fail("turn is set exactly in the phase turn (B-J1)")
    if s.turn is not None and s.lead != s.turn.leader:
        raise _fail("lead must be the open turn's leader (B-J1)")
    if s.phase == "over" and s.round != rs.rounds:
        raise _fail("the game ends after the last round (B-F1)")
    if s.phase == "round_end" and s.event not in CHOICE_EVENTS:
        raise _fail("round_end waits only on The Upper Hand or The Works! (B-E13)")
    tricks = (*s.past_turns, *([s.turn] if s.turn and s.turn.plays else []))
    for seat, p in enumerate(s.players):
        if s.phase == "pick":
            if p.hand or p.played or (p.choice is not None and len(p.choice) not in pick_sizes(s)):  # type: ignore[arg-type]
                raise _fail(f"players[{seat}]: during the pick hands are empty (B-J1)")
        elif s.phase in ("turn", "round_end") and p.choice is not None and s.phase == "turn":
            raise _fail(f"players[{seat}].choice must be null during turns (B-J1)")
        mine = [
            t.role for t in tricks if any(e.seat == seat and e.stance != "next" for e in t.plays)
        ]
        if list(p.played) != mine:
            raise _fail(f"players[{seat}].played must be the roles it placed, in order (B-J1)")
        led = {t.role for t in s.past_turns}
        if s.turn is not None and any(e.seat == seat for e in s.turn.plays):
            led.add(s.turn.role)
        if set(p.hand) & led:
            raise _fail(f"players[{seat}].hand holds a role already led this round (B-T7)")
        if s.phase == "turn" and len(p.hand) + len(p.played) not in pick_sizes(s):
            raise _fail(f"players[{seat}]: hand and played must make a pick (B-P1)")
        if s.phase == "round_end":
            if p.hand:
                raise _fail(f"players[{seat}]: the round is over, the hand is empty (B-T10)")
            held = cast(Fist, p.choice) if isinstance(p.choice, tuple) else (0, 0, 0, 0)
            if any(x > h for x, h in zip(held, p.resources, strict=True)):
                raise _fail(f"players[{seat}].choice: a fist holds only what the player has (B-E9)")
            if p.choice is True and not full_set(s, p):
                raise _fail(f"players[{seat}].choice: no full set to hand in (B-E11)")
    if s.phase == "pick" and s.past_turns:
        raise _fail("past_turns is empty during the pick")
    for t in tricks:
        for e in t.plays:
            if e.stance != "next" and e.bewitched != (t.role in s.revealed):
                raise _fail("plays: bewitched marks exactly the roles shown this round (B-X2)")
    now = s.turn
    if (
        now is not None
        and now.stage == "follow"
        and now.role not in s.players[now.order[now.pos]].hand
    ):
        raise _fail("turn: the player to follow must hold the led role (B-T2)")
    if now is not None and now.stage == "lead" and not s.players[now.leader].hand:
        raise _fail("turn: the leader must hold a card (B-T9)")
    waiting = pending(s)
    if s.phase in ("pick", "round_end", "turn") and not waiting:
        raise _fail("a running game waits on somebody (B-Q8)")
    if any(count_moves(s, seat) < 2 for seat in waiting):
        raise _fail("a stored state never waits on a forced decision (B-Q8)")
