"""The canonical JSON of ``yotd`` states and actions (docs/rules/yotd.md, Y-J1 … Y-J4).

``load`` refuses every inconsistency Y-J2 lists with ``InvalidState``; ``dump`` writes the
exact form of Y-J1. Actions are read with exact typing (``true`` is not ``1``, Y-J4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from bot.engine.reading import Document
from bot.games.yotd.action_codec import action_from_json, action_to_json
from bot.games.yotd.moves import (
    ACTIONS,
    CARDS,
    EVENTS,
    SIZES,
    STEPS,
    TILES,
    TYPES,
)
from bot.games.yotd.ruleset import Ruleset, ruleset_from_json
from bot.games.yotd.state import TILE_INDEX, FinalScore, Palace, Player, State

FORMAT_VERSION: Final = 1
STATE_KEYS: Final = frozenset(
    {
        "month",
        "step",
        "current",
        "queue",
        "start",
        "order",
        "events",
        "groups",
        "dragons",
        "action_orders",
        "supply",
        "released",
        "drafted",
        "build_left",
        "owed",
        "drought_used",
        "players",
        "over",
    }
)
OPTIONAL_KEYS: Final = frozenset({"game", "version", "ruleset"})
PLAYER_KEYS: Final = frozenset(
    {
        "id",
        "yuan",
        "rice",
        "fireworks",
        "points",
        "track",
        "privileges",
        "hand",
        "played",
        "palaces",
        "final",
    }
)

_STATE = Document("yotd state")
_fail = _STATE.fail
_keys = _STATE.keys
_int = _STATE.whole


def _list(value: Any, where: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list")
    if length is not None and len(value) != length:
        raise _fail(f"{where} must have {length} entries")
    return value


def _counts(value: Any, names: tuple[str, ...], where: str) -> tuple[int, ...]:
    """An object with every name of ``names`` as a key, in that order, each a count ≥ 0."""
    if not isinstance(value, dict) or list(value) != list(names):
        raise _fail(f"{where} must give a count for each of {', '.join(names)}, in that order")
    return tuple(_int(value[k], f"{where}.{k}") for k in names)


def _seat(value: Any, n: int, where: str) -> int:
    return _int(value, where, 0, n - 1)


def _palace(rs: Ruleset, data: Any, where: str) -> Palace:
    _keys(data, frozenset({"floors", "persons"}), frozenset(), where)
    floors = _int(data["floors"], f"{where}.floors", 1, rs.max_floors)
    persons = _list(data["persons"], f"{where}.persons")
    if any(not isinstance(t, str) or t not in TILE_INDEX for t in persons):
        raise _fail(f"{where}.persons must name tile kinds (Y-C1)")
    if len(persons) > floors:
        raise _fail(f"{where} holds more persons than floors (Y-C8)")
    if persons != sorted(persons, key=TILE_INDEX.__getitem__):
        raise _fail(f"{where}.persons must be in persons.csv order (Y-J1)")
    return Palace(floors, tuple(persons))


def _final(data: Any, where: str) -> FinalScore | None:
    if data is None:
        return None
    _keys(data, frozenset({"persons", "monks", "money"}), frozenset(), where)
    return FinalScore(
        _int(data["persons"], f"{where}.persons"),
        _int(data["monks"], f"{where}.monks"),
        _int(data["money"], f"{where}.money"),
    )


def _player(rs: Ruleset, data: Any, where: str) -> Player:
    _keys(data, PLAYER_KEYS, frozenset(), where)
    pid = data["id"]
    if not isinstance(pid, str) or not 1 <= len(pid) <= 64:
        raise _fail(f"{where}.id must be a string of 1 to 64 characters")
    privileges = _counts(data["privileges"], SIZES, f"{where}.privileges")
    hand = _counts(data["hand"], CARDS, f"{where}.hand")
    played = _list(data["played"], f"{where}.played")
    if any(not isinstance(c, str) or c not in CARDS for c in played):
        raise _fail(f"{where}.played must name person cards (Y-C3)")
    if Counter(dict(zip(CARDS, hand, strict=True))) + Counter(played) != Counter(
        dict(zip(CARDS, rs.hand_cards, strict=True))
    ):
        raise _fail(f"{where}: hand + played must be the {rs.hand_size} cards (Y-C3)")
    palaces = tuple(
        _palace(rs, p, f"{where}.palaces[{i}]")
        for i, p in enumerate(_list(data["palaces"], f"{where}.palaces"))
    )
    return Player(
        id=pid,
        yuan=_int(data["yuan"], f"{where}.yuan"),
        rice=_int(data["rice"], f"{where}.rice"),
        fireworks=_int(data["fireworks"], f"{where}.fireworks"),
        points=_int(data["points"], f"{where}.points"),
        track=_int(data["track"], f"{where}.track"),
        small=privileges[0],
        large=privileges[1],
        hand=hand,
        played=tuple(played),
        palaces=palaces,
        final=_final(data["final"], f"{where}.final"),
    )


def _permutation(value: Any, where: str) -> tuple[str, ...]:
    cards = _list(value, where)
    if sorted(map(str, cards)) != sorted(ACTIONS) or any(not isinstance(c, str) for c in cards):
        raise _fail(f"{where} must be a permutation of the {len(ACTIONS)} action cards (Y-S4)")
    return tuple(cards)


def events_ok(rs: Ruleset, events: tuple[str, ...]) -> str | None:
    """Return why a year of events breaks Y-S3 (None if it does not)."""
    if len(events) != rs.months or any(e not in EVENTS for e in events):
        return f"events must name {rs.months} event tiles"
    if Counter(events) != Counter(dict(zip(EVENTS, rs.event_tiles, strict=True))):
        return "events must use every event tile once"
    fixed = dict(rs.fixed_months)
    for month, event in fixed.items():
        if events[month - 1] != event:
            return f"month {month} must be {event}"
    if not rs.identical_neighbour_events:
        for m in range(1, rs.months):
            if events[m - 1] == events[m] and not (m in fixed and m + 1 in fixed):
                return f"months {m} and {m + 1} hold the same event"
    return None


def load(data: Any, default: Ruleset) -> State:
    """Read a state from canonical JSON; ``default`` is used when it has no ``ruleset`` key."""
    _keys(data, STATE_KEYS, OPTIONAL_KEYS, "the state")
    if data.get("game", "yotd") != "yotd":
        raise _fail(f"game must be 'yotd', not {data['game']!r}")
    if data.get("version", FORMAT_VERSION) != FORMAT_VERSION:
        raise _fail(f"unknown version {data['version']!r}")
    rs = default if data.get("ruleset") is None else ruleset_from_json(data["ruleset"])
    seats = _list(data["players"], "players")
    n = len(seats)
    if not rs.min_players <= n <= rs.max_players:
        raise _fail(f"players must list {rs.min_players} to {rs.max_players} seats (Y-S1)")
    players = tuple(_player(rs, p, f"players[{s}]") for s, p in enumerate(seats))
    if len({p.id for p in players}) != n:
        raise _fail("player ids must be unique")
    month = _int(data["month"], "month", 0, rs.months)
    step = data["step"]
    if not isinstance(step, str) or step not in STEPS:
        raise _fail(f"step must be one of {', '.join(STEPS)}")
    over = data["over"]
    if not isinstance(over, bool):
        raise _fail("over must be true or false")
    start = _seat(data["start"], n, "start")
    queue = tuple(_seat(s, n, "queue") for s in _list(data["queue"], "queue"))
    if len(set(queue)) != len(queue):
        raise _fail("queue must name each seat at most once")
    current = data["current"]
    if current is not None:
        _seat(current, n, "current")
    if current != (queue[0] if queue else None):
        raise _fail("current must be queue[0] (null when the queue is empty)")
    order = tuple(_seat(s, n, "order") for s in _list(data["order"], "order", n))
    if sorted(order) != list(range(n)):
        raise _fail("order must name every seat once (Y-O1)")
    tracks = [players[s].track for s in order]
    if tracks != sorted(tracks, reverse=True):
        raise _fail("order must be sorted by track, highest first (Y-O1)")
    events = _list(data["events"], "events")
    if any(not isinstance(e, str) for e in events):
        raise _fail("events must be event ids (Y-C6)")
    why = events_ok(rs, tuple(events))
    if why:
        raise _fail(f"{why} (Y-S3)")
    orders = _list(data["action_orders"], "action_orders")
    if len(orders) != rs.months - month:
        raise _fail(f"action_orders must hold {rs.months - month} shuffles in month {month} (Y-S4)")
    action_orders = tuple(_permutation(o, f"action_orders[{i}]") for i, o in enumerate(orders))
    groups, dragons = _layout(rs, data, n, month)
    supply = _counts(data["supply"], TILES, "supply")
    released = _counts(data["released"], TILES, "released")
    in_palaces = Counter(t for p in players for pal in p.palaces for t in pal.persons)
    for i, (tile, k) in enumerate(zip(TILES, rs.tiles_in_play(n), strict=True)):
        if supply[i] + released[i] + in_palaces[tile] != k:
            raise _fail(f"the {tile} tiles do not add up to {k} (Y-C2)")
    drafted = []
    for i, pair in enumerate(_list(data["drafted"], "drafted")):
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or any(not isinstance(t, str) or t not in TYPES for t in pair)
            or TYPES.index(pair[0]) >= TYPES.index(pair[1])
        ):
            raise _fail(f"drafted[{i}] must be two different types in type order (Y-S6)")
        drafted.append((pair[0], pair[1]))
    if len(set(drafted)) != len(drafted) or len(drafted) > n:
        raise _fail("drafted must hold different pairs, one per seat at most (Y-S6)")
    build_left = _int(data["build_left"], "build_left")
    if (build_left > 0) != (step == "build"):
        raise _fail("build_left must be above 0 exactly in the build step (Y-A6)")
    owed = tuple(_int(k, "owed") for k in _list(data["owed"], "owed", n))
    used = tuple(_int(i, "drought_used") for i in _list(data["drought_used"], "drought_used"))
    if step != "release" and (any(owed) or used):
        raise _fail("owed and drought_used must be empty outside the release step (Y-E2)")
    if len(set(used)) != len(used):
        raise _fail("drought_used must name different palaces (Y-E5)")
    _check_steps(rs, month, step, over, queue, owed, drafted, players)
    return State(
        ruleset=rs,
        month=month,
        step=step,
        queue=queue,
        start=start,
        order=order,
        events=tuple(events),
        groups=groups,
        dragons=dragons,
        action_orders=action_orders,
        supply=supply,
        released=released,
        drafted=tuple(drafted),
        build_left=build_left,
        owed=owed,
        drought_used=used,
        players=players,
        over=over,
    )


def _layout(
    rs: Ruleset, data: dict[str, Any], n: int, month: int
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[int, ...], ...]]:
    """Read this month's groups and dragons (Y-A1, Y-A2): [] during the draft."""
    groups = _list(data["groups"], "groups")
    dragons = _list(data["dragons"], "dragons")
    if month == 0:
        if groups or dragons:
            raise _fail("groups and dragons must be [] during the draft (Y-J1)")
        return (), ()
    sizes = rs.groups_for(n)
    if len(groups) != len(sizes) or any(
        not isinstance(g, list) or len(g) != k for g, k in zip(groups, sizes, strict=True)
    ):
        raise _fail(f"groups must be {len(sizes)} groups of sizes {sizes} (Y-C5)")
    _permutation([c for g in groups for c in g], "groups")
    if len(dragons) != len(sizes):
        raise _fail("dragons must give one list per group (Y-A2)")
    placed = [
        tuple(_seat(s, n, f"dragons[{i}]") for s in _list(d, f"dragons[{i}]"))
        for i, d in enumerate(dragons)
    ]
    every = [s for d in placed for s in d]
    if len(set(every)) != len(every):
        raise _fail("a seat has two dragons this month (Y-A2)")
    return tuple(tuple(g) for g in groups), tuple(placed)


def _check_steps(
    rs: Ruleset,
    month: int,
    step: str,
    over: bool,
    queue: tuple[int, ...],
    owed: tuple[int, ...],
    drafted: list[tuple[str, str]],
    players: tuple[Player, ...],
) -> None:
    """Refuse a step that cannot happen in its month, and an end that is not one."""
    if over != (step == "end"):
        raise _fail("step must be end exactly when the game is over (Y-F1)")
    if over:
        if queue or month != rs.months or any(p.final is None for p in players):
            raise _fail("a game is over only after the final scoring of the last month (Y-F1)")
        return
    if any(p.final is not None for p in players):
        raise _fail("final scores exist only once the game is over (Y-F2)")
    if not queue:
        raise _fail("a game under way has a seat to decide (Y-U2)")
    if (month == 0) != (step == "draft"):
        raise _fail("the draft is month 0, and month 0 is the draft (Y-S6)")
    if step == "draft" and len(drafted) + len(queue) != len(players):
        raise _fail("every seat drafts once (Y-S6)")
    if step != "draft" and len(drafted) != len(players):
        raise _fail("every seat has drafted once the months begin (Y-S7)")
    if step == "recruit" and month >= rs.months:
        raise _fail(f"month {rs.months} has no person phase (Y-P1)")
    if step == "release" and [s for s in queue if owed[s] > 0] != list(queue):
        raise _fail("the release queue holds the seats that owe releases (Y-E2)")


def _privileges(p: Player) -> dict[str, int]:
    return {"small": p.small, "large": p.large}


def _player_json(p: Player) -> dict[str, Any]:
    return {
        "id": p.id,
        "yuan": p.yuan,
        "rice": p.rice,
        "fireworks": p.fireworks,
        "points": p.points,
        "track": p.track,
        "privileges": _privileges(p),
        "hand": dict(zip(CARDS, p.hand, strict=True)),
        "played": list(p.played),
        "palaces": [{"floors": q.floors, "persons": list(q.persons)} for q in p.palaces],
        "final": None
        if p.final is None
        else {"persons": p.final.persons, "monks": p.final.monks, "money": p.final.money},
    }


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON (Y-J1), with its ruleset."""
    return {
        "game": "yotd",
        "version": FORMAT_VERSION,
        "ruleset": state.ruleset.to_json(),
        "month": state.month,
        "step": state.step,
        "current": state.current,
        "queue": list(state.queue),
        "start": state.start,
        "order": list(state.order),
        "events": list(state.events),
        "groups": [list(g) for g in state.groups],
        "dragons": [list(d) for d in state.dragons],
        "action_orders": [list(o) for o in state.action_orders],
        "supply": dict(zip(TILES, state.supply, strict=True)),
        "released": dict(zip(TILES, state.released, strict=True)),
        "drafted": [list(p) for p in state.drafted],
        "build_left": state.build_left,
        "owed": list(state.owed),
        "drought_used": list(state.drought_used),
        "players": [_player_json(p) for p in state.players],
        "over": state.over,
    }


__all__ = ["action_from_json", "action_to_json", "dump", "events_ok", "load"]
