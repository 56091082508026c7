"""One typed reader of a ``yotd`` view (what ``view_for`` returns, Y-J5), for every layer above.

``read(view)`` checks and parses the view's JSON once into a frozen ``Seen``: the panel, the
pictures, the chart and the bots then read fields instead of dict keys. A view that lacks a
field, holds one of the wrong type, or contradicts itself (a palace with more persons than
floors, an ``order`` that is not every seat by track, a ``current`` that is not the head of the
queue, a hand that is not the 11 cards less those played) raises ``InvalidState`` (a
``ValueError``) naming the field. Another seat's hand is ``None`` unless the view shows it:
nothing above can learn more than the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.reading import JsonReader, ruleset_reader
from bot.games.yotd.moves import ACTIONS, CARDS, EVENTS, STEPS, TILES, TYPES
from bot.games.yotd.ruleset import Ruleset, ruleset_from_json
from bot.games.yotd.seen import FinalSeen, PalaceSeen, PlayerSeen, Seen

__all__ = ["FinalSeen", "PalaceSeen", "PlayerSeen", "Seen", "read", "ruleset_of_view"]

_READ = JsonReader("yotd view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_bool = _READ.boolean
_str = _READ.string
_mapping = _READ.mapping
_list = _READ.sequence


ruleset_of_view = ruleset_reader(ruleset_from_json)
"""Return the ruleset of a view's ``ruleset`` document, parsed once per distinct document."""


def _seat(value: Any, where: str, n: int) -> int:
    seat = _int(value, where, 0)
    if seat >= n:
        raise _bad(where, f"is no seat of this {n}-player game: {seat}")
    return seat


def _seats(value: Any, where: str, n: int) -> tuple[int, ...]:
    return tuple(_seat(s, f"{where}[{i}]", n) for i, s in enumerate(_list(value, where)))


def _one_of(value: Any, where: str, known: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in known:
        raise _bad(where, f"must be one of {', '.join(known)}, not {value!r}")
    return value


def _counts(value: Any, where: str, keys: tuple[str, ...]) -> dict[str, int]:
    doc = _mapping(value, where)
    if set(doc) != set(keys):
        raise _bad(where, f"must count exactly {', '.join(keys)}")
    return {k: _int(doc[k], f"{where}.{k}", 0) for k in keys}


def _palace(doc: Any, where: str, max_floors: int) -> PalaceSeen:
    p = _mapping(doc, where)
    at = where + "."
    floors = _int(_field(p, "floors", at), at + "floors", 1)
    if floors > max_floors:
        raise _bad(at + "floors", f"must be at most {max_floors}, not {floors}")
    persons = tuple(
        _one_of(t, f"{at}persons[{i}]", TILES)
        for i, t in enumerate(_list(_field(p, "persons", at), at + "persons"))
    )
    if len(persons) > floors:
        raise _bad(at + "persons", f"are more than the palace's {floors} floors")
    if list(persons) != sorted(persons, key=TILES.index):
        raise _bad(at + "persons", "are not in persons.csv order")
    return PalaceSeen(floors, persons)


def _final(doc: Any, where: str) -> FinalSeen | None:
    if doc is None:
        return None
    f = _mapping(doc, where)
    at = where + "."
    return FinalSeen(
        persons=_int(_field(f, "persons", at), at + "persons", 0),
        monks=_int(_field(f, "monks", at), at + "monks", 0),
        money=_int(_field(f, "money", at), at + "money", 0),
    )


def _player(doc: Any, seat: int, rs: Ruleset) -> PlayerSeen:
    where = f"players[{seat}]"
    p = _mapping(doc, where)
    at = where + "."
    privileges = _counts(_field(p, "privileges", at), at + "privileges", ("small", "large"))
    hand_doc = _field(p, "hand", at)
    hand = None if hand_doc is None else _counts(hand_doc, at + "hand", CARDS)
    hand_size = _int(_field(p, "hand_size", at), at + "hand_size", 0)
    played_doc = _field(p, "played", at)
    played = (
        None
        if played_doc is None
        else tuple(
            _one_of(c, f"{at}played[{i}]", CARDS)
            for i, c in enumerate(_list(played_doc, at + "played"))
        )
    )
    if hand is not None and sum(hand.values()) != hand_size:
        raise _bad(at + "hand_size", "is not the number of cards in the hand")
    if hand is not None and played is not None:
        for card in CARDS:
            full = rs.wilds if card == "wild" else rs.per_type
            if hand[card] + played.count(card) != full:
                raise _bad(at + "hand", f"and played do not make the starting hand ({card})")
    palaces = tuple(
        _palace(x, f"{at}palaces[{i}]", rs.max_floors)
        for i, x in enumerate(_list(_field(p, "palaces", at), at + "palaces"))
    )
    return PlayerSeen(
        seat=seat,
        id=_str(_field(p, "id", at), at + "id"),
        yuan=_int(_field(p, "yuan", at), at + "yuan", 0),
        rice=_int(_field(p, "rice", at), at + "rice", 0),
        fireworks=_int(_field(p, "fireworks", at), at + "fireworks", 0),
        points=_int(_field(p, "points", at), at + "points", 0),
        track=_int(_field(p, "track", at), at + "track", 0),
        small=privileges["small"],
        large=privileges["large"],
        hand=hand,
        hand_size=hand_size,
        played=played,
        palaces=palaces,
        final=_final(_field(p, "final", at), at + "final"),
    )


def _layout(view: Mapping[str, Any], rs: Ruleset, n: int, month: int) -> tuple[Any, Any]:
    groups = tuple(
        tuple(_one_of(c, f"groups[{g}][{i}]", ACTIONS) for i, c in enumerate(_list(group, "g")))
        for g, group in enumerate(_list(_field(view, "groups"), "groups"))
    )
    dragons = tuple(
        _seats(d, f"dragons[{g}]", n)
        for g, d in enumerate(_list(_field(view, "dragons"), "dragons"))
    )
    if month == 0:
        if groups or dragons:
            raise _bad("groups", "must be empty during the draft")
        return groups, dragons
    if tuple(len(g) for g in groups) != rs.groups_for(n):
        raise _bad("groups", f"do not have the sizes {list(rs.groups_for(n))}")
    if sorted(c for g in groups for c in g) != sorted(ACTIONS):
        raise _bad("groups", "are not the 7 action cards")
    if len(dragons) != len(groups):
        raise _bad("dragons", "need one list per group")
    placed = [s for d in dragons for s in d]
    if len(placed) != len(set(placed)):
        raise _bad("dragons", "hold a seat twice")
    return groups, dragons


def read(view: Mapping[str, Any]) -> Seen:
    """Check and parse a ``view_for`` result; raise ``InvalidState`` naming a bad field."""
    view = _mapping(view, "view")
    if view.get("game", "yotd") != "yotd":
        raise _bad("game", f"must be 'yotd', not {view['game']!r}")
    rs = ruleset_of_view(_mapping(_field(view, "ruleset"), "ruleset"))
    players_doc = _list(_field(view, "players"), "players")
    n = len(players_doc)
    if not rs.min_players <= n <= rs.max_players:
        raise _bad(
            "players", f"has {n} seats, the ruleset allows {rs.min_players}-{rs.max_players}"
        )
    players = tuple(_player(p, i, rs) for i, p in enumerate(players_doc))
    viewer_doc = _field(view, "viewer")
    viewer = None if viewer_doc is None else _seat(viewer_doc, "viewer", n)
    month = _int(_field(view, "month"), "month", 0)
    if month > rs.months:
        raise _bad("month", f"must be at most {rs.months}, not {month}")
    step = _one_of(_field(view, "step"), "step", STEPS)
    over = _bool(_field(view, "over"), "over")
    if over != (step == "end"):
        raise _bad("over", "must be true exactly when the step is 'end'")
    queue = _seats(_field(view, "queue"), "queue", n)
    current_doc = _field(view, "current")
    current = None if current_doc is None else _seat(current_doc, "current", n)
    if current != (queue[0] if queue and not over else None):
        raise _bad("current", "must be the head of the queue (null once over)")
    order = _seats(_field(view, "order"), "order", n)
    if sorted(order) != list(range(n)):
        raise _bad("order", "must hold every seat once")
    if [players[s].track for s in order] != sorted((p.track for p in players), reverse=True):
        raise _bad("order", "is not sorted by track, highest first")
    events = tuple(
        _one_of(e, f"events[{i}]", EVENTS)
        for i, e in enumerate(_list(_field(view, "events"), "events"))
    )
    if len(events) != rs.months:
        raise _bad("events", f"needs {rs.months} months, not {len(events)}")
    groups, dragons = _layout(view, rs, n, month)
    drafted = tuple(
        (_one_of(a, f"drafted[{i}][0]", TYPES), _one_of(b, f"drafted[{i}][1]", TYPES))
        for i, (a, b) in enumerate(
            _pair(x, f"drafted[{i}]") for i, x in enumerate(_list(_field(view, "drafted"), "d"))
        )
    )
    owed = tuple(_int(v, f"owed[{i}]", 0) for i, v in enumerate(_list(_field(view, "owed"), "o")))
    if len(owed) != n:
        raise _bad("owed", f"needs one entry per seat ({n}), not {len(owed)}")
    return Seen(
        ruleset=rs,
        viewer=viewer,
        month=month,
        step=step,
        current=current,
        queue=queue,
        start=_seat(_field(view, "start"), "start", n),
        order=order,
        events=events,
        groups=groups,
        dragons=dragons,
        supply=_counts(_field(view, "supply"), "supply", TILES),
        released=_counts(_field(view, "released"), "released", TILES),
        drafted=drafted,
        build_left=_int(_field(view, "build_left"), "build_left", 0),
        owed=owed,
        drought_used=tuple(
            _int(v, f"drought_used[{i}]", 0)
            for i, v in enumerate(_list(_field(view, "drought_used"), "drought_used"))
        ),
        players=players,
        over=over,
    )


def _pair(value: Any, where: str) -> tuple[Any, Any]:
    items = _list(value, where)
    if len(items) != 2:
        raise _bad(where, f"must be a pair, not {len(items)} items")
    return items[0], items[1]
