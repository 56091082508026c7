"""The ``yotd`` ruleset: the numbers and assumptions of docs/rules/yotd.md, validated.

A ruleset is stored inside each game's state, so a running game keeps the rules it started
with. The person tiles, the action cards and the event tiles are read from the CSV files it
names (``data/year-of-the-dragon/``); their ids and order are those of ``moves.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from bot import resources
from bot.engine.reading import RulesetFields
from bot.games.yotd.moves import ACTIONS, EVENTS, TILES, TYPES, tile_age, tile_type

_FIELDS = RulesetFields("yotd")
_fail = _FIELDS.fail
_int = _FIELDS.integer
_text = _FIELDS.text
_choice = _FIELDS.choice

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5
DATA_FOLDER: Final = "year-of-the-dragon/"
FIRST_PLAYER: Final = ("random", "first_seat")
DRAFT_PLACEMENT: Final = ("free", "split")
TIE_BREAK: Final = ("track_order", "track_space")
BOOLS: Final = (True, False)
KEYS: Final = (
    "game", "name", "description", "persons", "actions", "events", "min_players",
    "max_players", "months", "group_sizes", "start_yuan", "start_palaces", "max_floors", "hand",
    "occupied_fee", "refill_to", "small_privilege_cost", "large_privilege_cost",
    "privilege_dragons", "tribute", "contagion", "festival_points", "final_person_points",
    "sell_price", "yuan_per_point", "first_player", "identical_neighbour_events",
    "draft_placement", "build_all_floors", "wild_waste", "tie_break", "open_hands",
    "played_cards_public",
)  # fmt: skip
"""Every key of a ruleset document, in the order ``to_json`` writes them (all required)."""


@dataclass(frozen=True, slots=True)
class Person:
    """A person tile kind (Y-C1, ``persons.csv``): its track value, its symbols, and how many
    tiles are in play for each player count (Y-C2)."""

    id: str
    type: str
    age: str
    value: int
    symbols: int
    tiles: tuple[tuple[int, int], ...]
    """(players, tiles in play) for every player count of the ruleset."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ``yotd`` ruleset, its CSV data read."""

    name: str
    description: str
    persons_file: str
    actions_file: str
    events_file: str
    min_players: int
    max_players: int
    months: int
    group_sizes: tuple[tuple[int, tuple[int, ...]], ...]
    start_yuan: int
    start_palaces: tuple[int, ...]
    max_floors: int
    per_type: int
    wilds: int
    occupied_fee: int
    refill_to: int
    small_privilege_cost: int
    large_privilege_cost: int
    small_dragons: int
    large_dragons: int
    tribute: int
    contagion: int
    festival_points: tuple[int, ...]
    final_person_points: int
    sell_price: int
    yuan_per_point: int
    first_player: str
    identical_neighbour_events: bool
    draft_placement: str
    build_all_floors: bool
    wild_waste: bool
    tie_break: str
    open_hands: bool
    played_cards_public: bool
    persons: tuple[Person, ...]
    """The 15 tile kinds, in ``TILES`` order."""
    action_base: tuple[tuple[str, int], ...]
    """(action, base) for the six actions with a base (Y-C4); privilege has none."""
    action_bonus: tuple[tuple[str, str], ...]
    """(action, person type whose symbols add to it) (Y-C4)."""
    event_tiles: tuple[int, ...]
    """Tiles of each event kind, in ``EVENTS`` order (Y-C6)."""
    fixed_months: tuple[tuple[int, str], ...]
    """(month, event) for the months whose event is fixed (Y-S3: Peace in months 1 and 2)."""
    value: Mapping[str, int] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Each tile kind's value (steps on the person track)."""
    symbols: Mapping[str, int] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Each tile kind's symbols."""
    base: Mapping[str, int] = field(default_factory=dict, compare=False, hash=False, repr=False)
    bonus: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def tiles_in_play(self, players: int) -> tuple[int, ...]:
        """Return the tiles of each kind in play with ``players`` players (Y-C2)."""
        return tuple(dict(p.tiles)[players] for p in self.persons)

    def groups_for(self, players: int) -> tuple[int, ...]:
        """Return the action groups' sizes with ``players`` players (Y-C5)."""
        return dict(self.group_sizes)[players]

    @property
    def hand_cards(self) -> tuple[int, ...]:
        """Return the starting hand, one count per card of ``CARDS`` (Y-C3)."""
        return (*(self.per_type,) * len(TYPES), self.wilds)

    @property
    def hand_size(self) -> int:
        return self.per_type * len(TYPES) + self.wilds

    def privilege_cost(self, size: str) -> int:
        """Return the price of a privilege of ``size`` (Y-C7)."""
        return self.small_privilege_cost if size == "small" else self.large_privilege_cost

    def to_json(self) -> dict[str, Any]:
        """Write the ruleset as its JSON document (the data files by name)."""
        return {
            "game": "yotd",
            "name": self.name,
            "description": self.description,
            "persons": self.persons_file,
            "actions": self.actions_file,
            "events": self.events_file,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "months": self.months,
            "group_sizes": {str(n): list(sizes) for n, sizes in self.group_sizes},
            "start_yuan": self.start_yuan,
            "start_palaces": list(self.start_palaces),
            "max_floors": self.max_floors,
            "hand": {"per_type": self.per_type, "wild": self.wilds},
            "occupied_fee": self.occupied_fee,
            "refill_to": self.refill_to,
            "small_privilege_cost": self.small_privilege_cost,
            "large_privilege_cost": self.large_privilege_cost,
            "privilege_dragons": {"small": self.small_dragons, "large": self.large_dragons},
            "tribute": self.tribute,
            "contagion": self.contagion,
            "festival_points": list(self.festival_points),
            "final_person_points": self.final_person_points,
            "sell_price": self.sell_price,
            "yuan_per_point": self.yuan_per_point,
            "first_player": self.first_player,
            "identical_neighbour_events": self.identical_neighbour_events,
            "draft_placement": self.draft_placement,
            "build_all_floors": self.build_all_floors,
            "wild_waste": self.wild_waste,
            "tie_break": self.tie_break,
            "open_hands": self.open_hands,
            "played_cards_public": self.played_cards_public,
        }


# --- The CSV data ------------------------------------------------------------------------------


def _rows(data: dict[str, Any], key: str, columns: tuple[str, ...]) -> tuple[dict[str, str], ...]:
    relative = _text(data, key, "", 100)
    if (
        not relative.startswith(DATA_FOLDER)
        or ".." in relative
        or not relative.endswith(".csv")
        or "\\" in relative
    ):
        raise _fail(f"{key}: {relative!r} is not a CSV file of data/{DATA_FOLDER}")
    try:
        rows = resources.read_csv(relative)
    except (OSError, ValueError) as err:
        raise _fail(f"{key}: cannot read data/{relative}: {err}") from err
    for i, row in enumerate(rows):
        if any(row.get(c) is None for c in columns):
            raise _fail(f"{key}: data/{relative} row {i + 1} lacks one of {', '.join(columns)}")
    return rows


def _number(text: str, where: str, low: int = 0, high: int = 99) -> int:
    if not text.isdigit() or not low <= int(text) <= high:
        raise _fail(f"{where} must be a whole number from {low} to {high}, not {text!r}")
    return int(text)


def read_persons(data: dict[str, Any], low: int, high: int) -> tuple[Person, ...]:
    """Read the persons table (Y-C1, Y-C2): one row per tile kind, in ``TILES`` order."""
    counts = tuple(f"tiles_{n}p" for n in range(low, high + 1))
    rows = _rows(data, "persons", ("id", "type", "age", "value", "symbols", *counts))
    if tuple(r["id"] for r in rows) != TILES:
        raise _fail(f"persons: the rows must be the tile kinds {', '.join(TILES)} (Y-C1)")
    persons = []
    for row in rows:
        tid = row["id"]
        if row["type"] != tile_type(tid) or row["age"] != tile_age(tid):
            raise _fail(f"persons: {tid} must have type {tile_type(tid)} and age {tile_age(tid)}")
        tiles = tuple(
            (n, _number(row[c], f"persons: {tid} {c}", 0, 99))
            for n, c in zip(range(low, high + 1), counts, strict=True)
        )
        persons.append(
            Person(
                tid,
                tile_type(tid),
                tile_age(tid),
                _number(row["value"], f"persons: {tid} value", 0, 20),
                _number(row["symbols"], f"persons: {tid} symbols", 0, 9),
                tiles,
            )
        )
    return tuple(persons)


def read_actions(
    data: dict[str, Any],
) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, str], ...]]:
    """Read the action cards (Y-C4): a base and a bonus type for all but privilege."""
    rows = _rows(data, "actions", ("id", "base", "bonus_from"))
    if tuple(r["id"] for r in rows) != ACTIONS:
        raise _fail(f"actions: the rows must be the action cards {', '.join(ACTIONS)} (Y-C4)")
    base, bonus = [], []
    for row in rows:
        if row["id"] == "privilege":
            if row["base"] or row["bonus_from"]:
                raise _fail("actions: privilege has no base and no bonus (Y-A11)")
            continue
        base.append((row["id"], _number(row["base"], f"actions: {row['id']} base", 0, 20)))
        if row["bonus_from"] not in TYPES:
            raise _fail(f"actions: {row['id']} bonus_from must be a person type (Y-C4)")
        bonus.append((row["id"], row["bonus_from"]))
    return tuple(base), tuple(bonus)


def read_events(
    data: dict[str, Any], months: int
) -> tuple[tuple[int, ...], tuple[tuple[int, str], ...]]:
    """Read the event tiles (Y-C6) and the months whose event is fixed (Y-S3)."""
    rows = _rows(data, "events", ("id", "tiles", "fixed_months"))
    if tuple(r["id"] for r in rows) != EVENTS:
        raise _fail(f"events: the rows must be the events {', '.join(EVENTS)} (Y-C6)")
    tiles, fixed = [], []
    for row in rows:
        k = _number(row["tiles"], f"events: {row['id']} tiles", 0, months)
        at = [
            _number(m, f"events: {row['id']} fixed_months", 1, months)
            for m in row["fixed_months"].split()
        ]
        if len(at) > k:
            raise _fail(f"events: {row['id']} is fixed in more months than it has tiles (Y-S3)")
        tiles.append(k)
        fixed += [(m, row["id"]) for m in at]
    if sum(tiles) != months:
        raise _fail(f"events: the event tiles must number {months}, one per month (Y-S3)")
    if len({m for m, _ in fixed}) != len(fixed):
        raise _fail("events: two events are fixed in the same month (Y-S3)")
    return tuple(tiles), tuple(sorted(fixed))


# --- The document ------------------------------------------------------------------------------


def _object(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise _fail(f"{key} must be an object")
    return value


def _int_list(value: Any, key: str, low: int, high: int, rule: str) -> tuple[int, ...]:
    if not isinstance(value, list) or any(
        type(v) is not int or not low <= v <= high for v in value
    ):
        raise _fail(f"{key} must be a list of whole numbers from {low} to {high} ({rule})")
    return tuple(value)


def ruleset_from_json(data: Any) -> Ruleset:
    """Validate a ruleset document; raise ``InvalidState`` naming the key that is wrong."""
    name, description = _FIELDS.header(data, frozenset(KEYS))
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise _fail(f"{', '.join(missing)} missing")
    low = _int(data, "min_players", MIN_PLAYERS, MAX_PLAYERS, "Y-S1")
    high = _int(data, "max_players", MIN_PLAYERS, MAX_PLAYERS, "Y-S1")
    if low > high:
        raise _fail(f"min_players ({low}) is above max_players ({high}) (Y-S1)")
    months = _int(data, "months", 1, 24, "Y-M1")
    sizes = _object(data, "group_sizes")
    if set(sizes) != {str(n) for n in range(low, high + 1)}:
        raise _fail(f"group_sizes must give the groups for {low} to {high} players (Y-C5)")
    groups = []
    for n in range(low, high + 1):
        g = _int_list(sizes[str(n)], f"group_sizes.{n}", 1, len(ACTIONS), "Y-C5")
        if len(g) != n or sum(g) != len(ACTIONS):
            raise _fail(f"group_sizes.{n} must be {n} groups of the {len(ACTIONS)} cards (Y-C5)")
        groups.append((n, g))
    max_floors = _int(data, "max_floors", 1, 9, "Y-C8")
    palaces = _int_list(data.get("start_palaces"), "start_palaces", 1, max_floors, "Y-S5")
    if not 1 <= len(palaces) <= 9 or sum(palaces) < 2:
        raise _fail(
            "start_palaces must be 1 to 9 palaces with room for the 2 drafted persons (Y-S6)"
        )
    hand = _object(data, "hand")
    if set(hand) != {"per_type", "wild"}:
        raise _fail("hand must give per_type and wild (Y-C3)")
    per_type = _int(hand, "per_type", 0, 5, "Y-C3")
    wilds = _int(hand, "wild", 0, 9, "Y-C3")
    if per_type * len(TYPES) + wilds != months - 1:
        raise _fail(f"hand must hold {months - 1} cards, one per person phase (Y-C3, Y-P1)")
    dragons = _object(data, "privilege_dragons")
    if set(dragons) != {"small", "large"}:
        raise _fail("privilege_dragons must give small and large (Y-C7)")
    festival = _int_list(data.get("festival_points"), "festival_points", 0, 50, "Y-E6")
    if not 1 <= len(festival) <= 5:
        raise _fail("festival_points must give 1 to 5 amounts (Y-E6)")
    placement = _choice(data, "draft_placement", DRAFT_PLACEMENT, "Y-S6")
    if placement == "split" and len(palaces) < 2:
        raise _fail("draft_placement split needs 2 start palaces (Y-S6)")
    persons = read_persons(data, low, high)
    base, bonus = read_actions(data)
    event_tiles, fixed = read_events(data, months)
    return Ruleset(
        name=name,
        description=description,
        persons_file=data["persons"],
        actions_file=data["actions"],
        events_file=data["events"],
        min_players=low,
        max_players=high,
        months=months,
        group_sizes=tuple(groups),
        start_yuan=_int(data, "start_yuan", 0, 99, "Y-S5"),
        start_palaces=palaces,
        max_floors=max_floors,
        per_type=per_type,
        wilds=wilds,
        occupied_fee=_int(data, "occupied_fee", 0, 99, "Y-A3"),
        refill_to=_int(data, "refill_to", 0, 99, "Y-A4"),
        small_privilege_cost=_int(data, "small_privilege_cost", 0, 99, "Y-C7"),
        large_privilege_cost=_int(data, "large_privilege_cost", 0, 99, "Y-C7"),
        small_dragons=_int(dragons, "small", 0, 9, "Y-C7"),
        large_dragons=_int(dragons, "large", 0, 9, "Y-C7"),
        tribute=_int(data, "tribute", 0, 99, "Y-E4"),
        contagion=_int(data, "contagion", 0, 20, "Y-E8"),
        festival_points=festival,
        final_person_points=_int(data, "final_person_points", 0, 20, "Y-F2"),
        sell_price=_int(data, "sell_price", 0, 20, "Y-F2"),
        yuan_per_point=_int(data, "yuan_per_point", 1, 20, "Y-F2"),
        first_player=_choice(data, "first_player", FIRST_PLAYER, "Y-S1"),
        identical_neighbour_events=_choice(data, "identical_neighbour_events", BOOLS, "Y-S3"),
        draft_placement=placement,
        build_all_floors=_choice(data, "build_all_floors", BOOLS, "Y-A6"),
        wild_waste=_choice(data, "wild_waste", BOOLS, "Y-P3"),
        tie_break=_choice(data, "tie_break", TIE_BREAK, "Y-F3"),
        open_hands=_choice(data, "open_hands", BOOLS, "Y-V2"),
        played_cards_public=_choice(data, "played_cards_public", BOOLS, "Y-V2"),
        persons=persons,
        action_base=base,
        action_bonus=bonus,
        event_tiles=event_tiles,
        fixed_months=fixed,
        value={p.id: p.value for p in persons},
        symbols={p.id: p.symbols for p in persons},
        base=dict(base),
        bonus=dict(bonus),
    )
