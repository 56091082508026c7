"""Hand-built ``yotd`` positions as canonical JSON (docs/rules/yotd.md, Y-J1).

The tests of the rules speak to the engine through its public API and this JSON only: a
position is a dict made by ``position(...)`` from a few overrides, loaded with ``RULES.load``;
what an action did is read back with ``RULES.dump``. ``position`` fills in everything else so
that the document is valid (Y-J2): the supply and released counts add up to Y-C2 with the
persons in the palaces, ``order`` is sorted by ``track``, hand + played are the 11 cards, the
layout matches ``group_sizes``, the events follow Y-S3.

Long file: the one helper of every rule test (the position builder, the calls to the engine that
check load/dump and unchanged refusals, the action shorthands, the contract's examples); split,
each test module would import from three places for one position.
"""

from __future__ import annotations

import copy
import csv
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot import resources
from bot.engine.errors import IllegalAction
from bot.games.yotd import RULES
from bot.games.yotd.moves import ACTIONS, CARDS, TILES, TYPES

Doc = dict[str, Any]

STANDARD: Doc = resources.ruleset_json("yotd", "standard")

with (resources.DATA_DIR / "year-of-the-dragon" / "persons.csv").open(encoding="utf-8") as f:
    PERSONS: dict[str, dict[str, str]] = {row["id"]: row for row in csv.DictReader(f)}

VALUE: dict[str, int] = {tile: int(row["value"]) for tile, row in PERSONS.items()}
"""Track steps of each tile kind (Y-C1)."""
SYMBOLS: dict[str, int] = {tile: int(row["symbols"]) for tile, row in PERSONS.items()}
"""Symbols of each tile kind (Y-C1)."""

ROTATION = ("imperial_tribute", "drought", "dragon_festival", "mongol_invasion", "contagion")


def total(tile: str, players: int) -> int:
    """The tiles of a kind in a game of ``players`` (Y-C2, ``persons.csv``)."""
    return int(PERSONS[tile][f"tiles_{players}p"])


def ruleset(**changes: Any) -> Doc:
    """The standard ruleset's JSON with ``changes``."""
    doc = copy.deepcopy(STANDARD)
    doc.update(changes)
    return doc


def events_with(placed: Mapping[int, str] | None = None) -> list[str]:
    """A year of events (Y-S3) with ``placed[month]`` at those months (3–12).

    Months 3–12 run through the five kinds in a fixed cycle, twice, rotated so that the first
    placed month gets its kind; a second placed month must agree with the cycle.
    """
    placed = dict(placed or {})
    kinds = list(ROTATION)
    if placed:
        month, kind = min(placed.items())
        assert month >= 3, "months 1 and 2 are Peace"
        shift = (kinds.index(kind) - (month - 3)) % 5
        kinds = kinds[shift:] + kinds[:shift]
    year = ["peace", "peace", *kinds, *kinds]
    for month, kind in placed.items():
        assert year[month - 1] == kind, f"cannot place {kind} at month {month} with {placed}"
    return year


def palace(floors: int, *persons: str) -> Doc:
    """A palace of ``floors`` floors holding ``persons`` (tile kinds, any order)."""
    assert all(p in TILES for p in persons), persons
    return {"floors": floors, "persons": sorted(persons, key=TILES.index)}


def hand(**counts: int) -> dict[str, int]:
    """A hand of card counts (the others 0): ``hand(monk=1, wild=2)``."""
    assert set(counts) <= set(CARDS), counts
    return {c: counts.get(c, 0) for c in CARDS}


FULL_HAND = hand(**{t: 1 for t in TYPES}, wild=2)


def default_hand(cards_left: int) -> dict[str, int]:
    """A hand of ``cards_left`` cards: the first cards played are the wilds, then the types in
    canonical order."""
    played = ["wild", "wild", *TYPES][: 11 - cards_left]
    counts = dict(FULL_HAND)
    for c in played:
        counts[c] -= 1
    return counts


def played_of(counts: Mapping[str, int]) -> list[str]:
    """The cards played, given the hand: the 11 cards minus the hand, wilds first."""
    left = dict(FULL_HAND)
    for c, k in counts.items():
        left[c] -= k
        assert left[c] >= 0, f"a hand of {k} {c}"
    return ["wild"] * left["wild"] + [t for t in TYPES if left[t]]


def player(
    *,
    yuan: int = 6,
    rice: int = 0,
    fireworks: int = 0,
    points: int = 0,
    track: int = 0,
    small: int = 0,
    large: int = 0,
    hand: Mapping[str, int] | None = None,
    palaces: Sequence[Doc] | None = None,
    final: Doc | None = None,
) -> Doc:
    """One player's overrides (``position`` fills in ``id`` and a default ``hand``)."""
    return {
        "yuan": yuan,
        "rice": rice,
        "fireworks": fireworks,
        "points": points,
        "track": track,
        "privileges": {"small": small, "large": large},
        "hand": None if hand is None else {c: hand.get(c, 0) for c in CARDS},
        "palaces": [palace(2), palace(2)] if palaces is None else [dict(p) for p in palaces],
        "final": final,
    }


def seat_id(seat: int) -> str:
    return str(seat + 1) * 18


def position(
    players: Sequence[Doc] | int = 3,
    *,
    month: int = 3,
    step: str = "action",
    queue: Sequence[int] | None = None,
    start: int = 0,
    order: Sequence[int] | None = None,
    events: Sequence[str] | None = None,
    event: str | None = None,
    groups: Sequence[Sequence[str]] | None = None,
    dragons: Sequence[Sequence[int]] | None = None,
    action_orders: Sequence[Sequence[str]] | None = None,
    supply: Mapping[str, int] | None = None,
    released: Mapping[str, int] | None = None,
    drafted: Sequence[Sequence[str]] | None = None,
    build_left: int = 0,
    owed: Sequence[int] | None = None,
    drought_used: Sequence[int] = (),
    rules: Mapping[str, Any] | None = None,
    over: bool = False,
) -> Doc:
    """A valid canonical state (Y-J1) from a few overrides.

    - ``players``: the ``player(...)`` of each seat (or a count of default players);
    - ``supply``: tile kinds whose supply is set (their released count makes up the rest);
      ``released``: kinds whose released count is set (their supply makes up the rest);
    - ``order``: ties on a track space in this order (default: by track, then seat);
    - ``queue``: default every seat in ``order`` (``draft``: from ``start``, clockwise;
      ``release``: the seats with a non-zero ``owed``, in ``order``; ``end``: none);
    - ``event``: the kind of this month's event (placed with ``events_with``).
    """
    seats = [player() for _ in range(players)] if isinstance(players, int) else list(players)
    n = len(seats)
    rs = ruleset(**(rules or {}))
    docs: list[Doc] = []
    for i, given in enumerate(seats):
        p = copy.deepcopy(given)
        if p["hand"] is None:
            p["hand"] = default_hand(11 if month == 0 else max(0, 12 - month))
        docs.append(
            {
                "id": seat_id(i),
                "yuan": p["yuan"],
                "rice": p["rice"],
                "fireworks": p["fireworks"],
                "points": p["points"],
                "track": p["track"],
                "privileges": p["privileges"],
                "hand": p["hand"],
                "played": played_of(p["hand"]),
                "palaces": p["palaces"],
                "final": p["final"],
            }
        )
    if order is None:
        order = sorted(range(n), key=lambda s: -docs[s]["track"])
    order = list(order)
    assert sorted(order) == list(range(n))
    tracks = [docs[s]["track"] for s in order]
    assert tracks == sorted(tracks, reverse=True), f"order {order} is not sorted by track"

    in_palaces = {t: 0 for t in TILES}
    for p in docs:
        for pal in p["palaces"]:
            for t in pal["persons"]:
                in_palaces[t] += 1
    supply_out: dict[str, int] = {}
    released_out: dict[str, int] = {}
    for t in TILES:
        left = total(t, n) - in_palaces[t]
        if supply is not None and t in supply:
            supply_out[t] = supply[t]
            released_out[t] = left - supply[t]
        else:
            released_out[t] = (released or {}).get(t, 0)
            supply_out[t] = left - released_out[t]
        assert supply_out[t] >= 0 and released_out[t] >= 0, f"too many {t} in the palaces"

    if events is None:
        events = events_with({month: event} if event and month >= 3 else None)
    if event is not None and month >= 1:
        assert events[month - 1] == event

    if month == 0:
        layout: list[list[str]] = []
        dragon_lists: list[list[int]] = []
    else:
        sizes = rs["group_sizes"][str(n)]
        if groups is None:
            cards = list(ACTIONS)
            layout = []
            for size in sizes:
                layout.append(cards[:size])
                cards = cards[size:]
        else:
            layout = [list(g) for g in groups]
        dragon_lists = [[] for _ in layout] if dragons is None else [list(d) for d in dragons]
    if action_orders is None:
        action_orders = [list(ACTIONS) for _ in range(12 - month)]

    if drafted is None:
        drafted = [["craftsman", TYPES[i + 1]] for i in range(n)] if month > 0 else []

    owed_out = [0] * n if owed is None else list(owed)
    if queue is None:
        if step == "draft":
            done = len(drafted)
            queue = [(start + k) % n for k in range(done, n)]
        elif step == "release":
            queue = [s for s in order if owed_out[s] > 0]
        elif step == "end":
            queue = []
        else:
            queue = list(order)
    queue = list(queue)

    return {
        "game": "yotd",
        "version": 1,
        "ruleset": rs,
        "month": month,
        "step": step,
        "current": queue[0] if queue else None,
        "queue": queue,
        "start": start,
        "order": order,
        "events": list(events),
        "groups": layout,
        "dragons": dragon_lists,
        "action_orders": [list(o) for o in action_orders],
        "supply": supply_out,
        "released": released_out,
        "drafted": [list(p) for p in drafted],
        "build_left": build_left,
        "owed": owed_out,
        "drought_used": list(drought_used),
        "players": docs,
        "over": over,
    }


# --- Speaking to the engine ----------------------------------------------------------------


def load(doc: Doc) -> Any:
    """The engine's state of ``doc``; it must dump back to ``doc`` exactly (Y-J1)."""
    state = RULES.load(copy.deepcopy(doc))
    assert RULES.dump(state) == doc, "load/dump changed the position"
    return state


def dump(state: Any) -> Doc:
    return RULES.dump(state)


def act(doc: Doc | Any, action: Doc, seat: int | None = None) -> Doc:
    """Apply ``action`` (Y-J3 JSON) for ``seat`` (default ``current``); return the new JSON."""
    state = load(doc) if isinstance(doc, dict) else doc
    before = dump(state)
    who = before["current"] if seat is None else seat
    after, _events = RULES.apply(state, who, RULES.action_from_json(action))
    assert dump(state) == before, "apply changed the given state"
    return dump(after)


def legal(doc: Doc, seat: int | None = None) -> list[Doc]:
    """The legal actions of ``seat`` (default ``current``) as Y-J3 JSON."""
    state = load(doc)
    who = doc["current"] if seat is None else seat
    return [RULES.action_to_json(a) for a in RULES.legal_actions(state, who)]


def refused(doc: Doc, action: Doc, rule: str | Iterable[str], seat: int | None = None) -> Any:
    """Assert ``verify`` and ``apply`` refuse ``action`` citing ``rule`` (or one of several)
    and leave the state unchanged (Y-J4); return the error."""
    rules = {rule} if isinstance(rule, str) else set(rule)
    state = load(doc)
    who = doc["current"] if seat is None else seat
    act_ = RULES.action_from_json(action)
    with pytest.raises(IllegalAction) as verified:
        RULES.verify(state, who, act_)
    assert verified.value.rule_id in rules, str(verified.value)
    with pytest.raises(IllegalAction) as applied:
        RULES.apply(state, who, act_)
    assert applied.value.rule_id == verified.value.rule_id
    assert dump(state) == doc, "a refused action changed the state"
    assert action not in legal(doc, who)
    return applied.value


# --- Action JSON shorthands (Y-J3) ---------------------------------------------------------


def take(card: str, size: str | None = None) -> Doc:
    return {"type": "action", "card": card, **({"size": size} if size else {})}


REFILL: Doc = {"type": "refill"}
BUILD_NEW: Doc = {"type": "build_new"}
BUILD_STOP: Doc = {"type": "build_stop"}


def build(palace_index: int) -> Doc:
    return {"type": "build", "palace": palace_index}


def recruit(
    card: str, tile: str | None, palace_index: int | None, release: str | None = None
) -> Doc:
    return {
        "type": "recruit",
        "card": card,
        "tile": tile,
        "palace": palace_index,
        "release": release,
    }


def dead(card: str) -> Doc:
    """A card played for nothing (Y-P3)."""
    return recruit(card, None, None, None)


def release(palace_index: int, tile: str) -> Doc:
    return {"type": "release", "palace": palace_index, "tile": tile}


def draft(a: str, b: str, pa: int, pb: int) -> Doc:
    return {"type": "draft", "persons": [a, b], "palaces": [pa, pb]}


# --- Reaching an event ---------------------------------------------------------------------

TRIGGER_SUPPLY = {"scholar-young": 0, "scholar-old": 0}
"""Event positions keep no scholar in the supply: the last seat of the person phase plays its
dead scholar card (Y-P3), which changes nothing else, and the event follows."""


def event_position(
    kind: str,
    players: Sequence[Doc],
    *,
    month: int = 5,
    trigger: int | None = None,
    supply: Mapping[str, int] | None = None,
    **kw: Any,
) -> Doc:
    """The person phase of ``month`` (event ``kind``), with only ``trigger`` (default: the last
    seat in order) left to play: it holds a dead scholar card and a live wild."""
    seats = [copy.deepcopy(p) for p in players]
    n = len(seats)
    order = kw.pop("order", None)
    if order is None:
        order = sorted(range(n), key=lambda s: -seats[s]["track"])
    who = order[-1] if trigger is None else trigger
    seats[who]["hand"] = hand(scholar=1, wild=1)
    return position(
        seats,
        month=month,
        step="recruit",
        queue=[who],
        order=order,
        event=kind,
        supply={**TRIGGER_SUPPLY, **(supply or {})},
        **kw,
    )


def resolve(doc: Doc) -> Doc:
    """Play the trigger's dead scholar card: the person phase ends and the event resolves."""
    return act(doc, dead("scholar"))


def persons_of(p: Doc) -> list[str]:
    """Every person of a player's palaces."""
    return [t for pal in p["palaces"] for t in pal["persons"]]


# --- The contract's examples (Y-J1, Y-J5) --------------------------------------------------

SPEC = Path(__file__).resolve().parents[3] / "docs" / "rules" / "yotd.md"


def spec_json(rule: str) -> Any:
    """The first JSON block of the contract after the bullet of ``rule`` (``Y-J1``)."""
    text = SPEC.read_text(encoding="utf-8")
    after = text[text.index(f"- {rule} ") :]
    block = after[
        after.index("```json") + len("```json") : after.index("```", after.index("```json") + 7)
    ]
    return json.loads(block)


def example() -> Doc:
    """The state of Y-J1, read from the contract, its shortened parts completed: the full
    ruleset and the 9 future shuffles (the first as printed, then the canonical order)."""
    doc: Doc = spec_json("Y-J1")
    doc["ruleset"] = copy.deepcopy(STANDARD)
    first = doc["action_orders"][0]
    doc["action_orders"] = [first] + [list(ACTIONS) for _ in range(12 - doc["month"] - 1)]
    return doc


def me(doc: Doc, seat: int = 0) -> Doc:
    """The player document of ``seat`` in a state document."""
    p: Doc = doc["players"][seat]
    return p


def three(*players: Doc, **kw: Any) -> Doc:
    """A 3-player ``position`` of ``players``, the seats not given on tracks 10, 8 and 5."""
    tracks = (10, 8, 5)
    seats = list(players) + [player(track=tracks[i]) for i in range(len(players), 3)]
    return position(seats, **kw)


def event(kind: str, *players: Doc, **kw: Any) -> Doc:
    """Month 5 (unless told), the last card of the person phase to play, then ``kind``."""
    return event_position(kind, list(players), **kw)


def releases(doc: Doc) -> list[tuple[int, str]]:
    """The (palace, tile) of each legal release, sorted."""
    return sorted((a["palace"], a["tile"]) for a in legal(doc))


TWO_KEPT = [palace(2, "farmer-young"), palace(2, "healer-young")]
"""Two inhabited palaces: nothing decays, the monthly scoring gives 2."""


CONTRACT_ACTIONS: list[Doc] = [
    {"type": "draft", "persons": ["tax_collector", "scholar"], "palaces": [0, 1]},
    {"type": "action", "card": "taxes"},
    {"type": "action", "card": "privilege", "size": "large"},
    {"type": "refill"},
    {"type": "build", "palace": 2},
    {"type": "build_new"},
    {"type": "build_stop"},
    {"type": "recruit", "card": "farmer", "tile": "farmer-old", "palace": 1, "release": None},
    {"type": "recruit", "card": "wild", "tile": "monk-young", "palace": 0, "release": "healer-old"},
    {"type": "recruit", "card": "scholar", "tile": "scholar-young", "palace": None,
     "release": None},
    {"type": "recruit", "card": "monk", "tile": None, "palace": None, "release": None},
    {"type": "release", "palace": 0, "tile": "warrior-young"},
]  # fmt: skip
"""The actions of the contract's Y-J3 example, one of each kind."""
