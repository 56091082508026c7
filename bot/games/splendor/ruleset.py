"""The ``splendor`` ruleset: the numbers and assumptions of docs/rules/splendor.md, validated.

A ruleset is stored inside each game's state, so a running game keeps the rules it started
with. The cards and nobles are read from the data files it names (``data/splendor/``): the
ids are those of ``cards.csv`` (``L<level>-<W|U|G|R|K>-<n>``, numbered in file order).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from bot import resources
from bot.engine.reading import RulesetFields

_FIELDS = RulesetFields("splendor")
_fail = _FIELDS.fail
_int = _FIELDS.integer
_text = _FIELDS.text
_choice = _FIELDS.choice


GEMS: Final = ("white", "blue", "green", "red", "black")
"""The five gem colours, in the canonical order (S-C1)."""
COLOURS: Final = (*GEMS, "gold")
"""Every token colour; gold, the joker, is the last (index 5)."""
GOLD: Final = 5
LETTERS: Final = ("W", "U", "G", "R", "K")
"""The letter of each gem colour in a card id."""
LEVELS: Final = 3
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
FIRST_PLAYER: Final = ("random", "first_seat")
STUCK: Final = ("pass",)
TIE: Final = ("share",)
KEYS: Final = frozenset(
    {
        "game",
        "name",
        "description",
        "cards",
        "nobles",
        "min_players",
        "max_players",
        "gems_by_players",
        "gold",
        "face_up",
        "extra_nobles",
        "take_two_min",
        "reserve_limit",
        "token_limit",
        "target",
        "first_player",
        "take_fewer",
        "stuck",
        "gold_anytime",
        "tie",
    }
)


@dataclass(frozen=True, slots=True)
class Card:
    """A development card (S-C2): ``bonus`` is a gem index, ``cost`` one count per gem."""

    id: str
    level: int
    bonus: int
    points: int
    cost: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Noble:
    """A noble tile (S-C2): ``need`` is the bonuses required, one count per gem."""

    id: str
    points: int
    need: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ``splendor`` ruleset, its card and noble data read."""

    name: str
    description: str
    cards_file: str
    nobles_file: str
    min_players: int
    max_players: int
    gems_by_players: tuple[tuple[int, int], ...]
    gold: int
    face_up: int
    extra_nobles: int
    take_two_min: int
    reserve_limit: int
    token_limit: int
    target: int
    first_player: str
    take_fewer: bool
    stuck: str
    gold_anytime: bool
    tie: str
    cards: tuple[Card, ...]
    nobles: tuple[Noble, ...]
    card: Mapping[str, Card] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Every card by id (built from ``cards``)."""
    noble: Mapping[str, Noble] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """Every noble by id (built from ``nobles``)."""

    def gems_for(self, players: int) -> int:
        """Return the tokens of each gem colour in the bank at the start (S-S2)."""
        return dict(self.gems_by_players)[players]

    def supply(self, players: int) -> tuple[int, ...]:
        """Return the starting bank, one count per colour, gold last (S-S2)."""
        return (*(self.gems_for(players),) * len(GEMS), self.gold)

    def to_json(self) -> dict[str, Any]:
        """Write the ruleset as its JSON document (the data files by name)."""
        return {
            "game": "splendor",
            "name": self.name,
            "description": self.description,
            "cards": self.cards_file,
            "nobles": self.nobles_file,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "gems_by_players": {str(n): k for n, k in self.gems_by_players},
            "gold": self.gold,
            "face_up": self.face_up,
            "extra_nobles": self.extra_nobles,
            "take_two_min": self.take_two_min,
            "reserve_limit": self.reserve_limit,
            "token_limit": self.token_limit,
            "target": self.target,
            "first_player": self.first_player,
            "take_fewer": self.take_fewer,
            "stuck": self.stuck,
            "gold_anytime": self.gold_anytime,
            "tie": self.tie,
        }


def _count(row: Any, key: str, where: str) -> int:
    value = row.get(key) if isinstance(row, dict) else None
    if type(value) is not int or value < 0:
        raise _fail(f"{where}: {key} must be a whole number")
    return value


def read_cards(relative: str) -> tuple[Card, ...]:
    """Read the cards of ``data/<relative>`` (rows with ``rank``, ``provides``, ``points`` and
    a cost per gem) and give them the ids of ``cards.csv``."""
    rows = _data(relative)
    numbered: dict[tuple[int, int], int] = {}
    cards = []
    for i, row in enumerate(rows):
        where = f"{relative}[{i}]"
        level = _count(row, "rank", where)
        bonus = row.get("provides")
        if not 1 <= level <= LEVELS or bonus not in GEMS:
            raise _fail(f"{where}: a card needs a level 1 to {LEVELS} and a gem bonus (S-C2)")
        colour = GEMS.index(bonus)
        n = numbered[level, colour] = numbered.get((level, colour), 0) + 1
        cost = tuple(_count(row, gem, where) for gem in GEMS)
        points = _count(row, "points", where)
        cards.append(Card(f"L{level}-{LETTERS[colour]}-{n}", level, colour, points, cost))
    return tuple(cards)


def read_nobles(relative: str) -> tuple[Noble, ...]:
    """Read the nobles of ``data/<relative>``, ids ``N01`` … in file order."""
    rows = _data(relative)
    return tuple(
        Noble(
            f"N{i + 1:02d}",
            _count(row, "points", f"{relative}[{i}]"),
            tuple(_count(row, gem, f"{relative}[{i}]") for gem in GEMS),
        )
        for i, row in enumerate(rows)
    )


def _data(relative: str) -> list[Any]:
    if not relative.startswith("splendor/") or ".." in relative or not relative.endswith(".json"):
        raise _fail(f"{relative!r} is not a data file of data/splendor/")
    try:
        rows = resources.read_json(relative)
    except (OSError, ValueError) as err:
        raise _fail(f"cannot read data/{relative}: {err}") from err
    if not isinstance(rows, list) or not rows:
        raise _fail(f"data/{relative} must be a list of rows")
    return rows


def ruleset_from_json(data: Any) -> Ruleset:
    """Validate a ruleset document; raise ``InvalidState`` saying what is wrong."""
    name, description = _FIELDS.header(data, KEYS)
    cards_file = _text(data, "cards", "splendor/cards.json", 100)
    nobles_file = _text(data, "nobles", "splendor/nobles.json", 100)
    low = _int(data, "min_players", MIN_PLAYERS, MAX_PLAYERS, "S-S1")
    high = _int(data, "max_players", MIN_PLAYERS, MAX_PLAYERS, "S-S1")
    if low > high:
        raise _fail(f"min_players ({low}) is above max_players ({high}) (S-S1)")
    by_players = data.get("gems_by_players")
    if not isinstance(by_players, dict) or set(by_players) != {
        str(n) for n in range(low, high + 1)
    }:
        raise _fail(f"gems_by_players must give a count for {low} to {high} players (S-S2)")
    gems = tuple((n, _int(by_players, str(n), 1, 20, "S-S2")) for n in range(low, high + 1))
    cards = read_cards(cards_file)
    nobles = read_nobles(nobles_file)
    if len({c.id for c in cards}) != len(cards):
        raise _fail("two cards share an id (S-C2)")
    extra = _int(data, "extra_nobles", 0, len(nobles) - high, "S-S4")
    return Ruleset(
        name=name,
        description=description,
        cards_file=cards_file,
        nobles_file=nobles_file,
        min_players=low,
        max_players=high,
        gems_by_players=gems,
        gold=_int(data, "gold", 0, 20, "S-S2"),
        face_up=_int(data, "face_up", 1, 10, "S-S3"),
        extra_nobles=extra,
        take_two_min=_int(data, "take_two_min", 2, 20, "S-T4"),
        reserve_limit=_int(data, "reserve_limit", 0, 10, "S-R2"),
        token_limit=_int(data, "token_limit", 3, 40, "S-L1"),
        target=_int(data, "target", 1, 100, "S-E1"),
        first_player=_choice(data, "first_player", FIRST_PLAYER, "S-S1"),
        take_fewer=_choice(data, "take_fewer", (True, False), "S-T3"),
        stuck=_choice(data, "stuck", STUCK, "S-T5"),
        gold_anytime=_choice(data, "gold_anytime", (True, False), "S-B3"),
        tie=_choice(data, "tie", TIE, "S-E2"),
        cards=cards,
        nobles=nobles,
        card={c.id: c for c in cards},
        noble={n.id: n for n in nobles},
    )
