"""The ``village`` ruleset: every assumption of the rules spec, as validated data.

A ruleset is stored inside each game's state, so a running game keeps the rules it started
with even if the data file under ``data/rulesets/village/`` is corrected later.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    NonNegativeInt,
    PositiveInt,
    ValidationError,
    model_validator,
)

from bot.engine import InvalidState
from bot.engine.reading import ruleset_reader

WILD_ID = "wild"
ID_PATTERN = r"^[a-z][a-z0-9_]{0,19}$"


class _Doc(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class TreasureDoc(_Doc):
    id: str = Field(pattern=ID_PATTERN)
    name: str = Field(min_length=1, max_length=40)
    plural: str = Field(min_length=1, max_length=40)
    letter: str = Field(min_length=1, max_length=2)
    copies: NonNegativeInt


class WildDoc(_Doc):
    name: str = Field(min_length=1, max_length=40)
    plural: str = Field(min_length=1, max_length=40)
    letter: str = Field(min_length=1, max_length=2)


class RulesetDoc(_Doc):
    """The JSON form of a ruleset (R-C1 … R-C5, R-S1, R-S4, R-S5, R-E3, R-M1)."""

    game: str = Field(default="village", pattern=r"^village$")
    name: str = Field(min_length=1, max_length=40)
    description: str = ""
    treasures: list[TreasureDoc] = Field(min_length=2, max_length=12)
    wild: WildDoc
    wilds_in_box: NonNegativeInt
    wilds_by_players: dict[str, NonNegativeInt]
    track_values: list[int]
    stall_costs: list[NonNegativeInt] = Field(min_length=1, max_length=8)
    setup_stall_order: list[NonNegativeInt]
    hand_size: NonNegativeInt
    min_players: PositiveInt
    max_players: PositiveInt
    wild_penalty: int
    empty_stall_visit: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> RulesetDoc:
        ids = [t.id for t in self.treasures]
        if len(set(ids)) != len(ids):
            raise ValueError("treasure ids must be unique")
        if WILD_ID in ids:
            raise ValueError(f"'{WILD_ID}' is reserved for wild cards")
        if len(self.track_values) != len(ids):
            raise ValueError("track_values needs one value per treasure type (R-C4)")
        if len(set(self.stall_costs)) != len(self.stall_costs):
            raise ValueError("stall costs must be unique (R-C5)")
        if sorted(self.setup_stall_order) != sorted(self.stall_costs):
            raise ValueError("setup_stall_order must list every stall once (R-S5)")
        if self.min_players > self.max_players:
            raise ValueError("min_players is above max_players (R-S1)")
        wanted = {str(n) for n in range(self.min_players, self.max_players + 1)}
        if set(self.wilds_by_players) != wanted:
            raise ValueError(
                f"wilds_by_players needs exactly the player counts {sorted(wanted, key=int)} (R-C3)"
            )
        if max(self.wilds_by_players.values()) > self.wilds_in_box:
            raise ValueError("wilds_by_players uses more wilds than are in the box (R-C3)")
        cards = sum(t.copies for t in self.treasures)
        for n in range(self.min_players, self.max_players + 1):
            need = n * self.hand_size + len(self.stall_costs)
            if cards + self.wilds_by_players[str(n)] < need:
                raise ValueError(f"the deck is too small to set up a {n}-player game (R-S4)")
        return self


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ruleset, compiled for the rules' hot paths.

    Treasure types are numbered 0..n-1 in the ruleset's order; the wild card is number n.
    """

    name: str
    description: str
    ids: tuple[str, ...]
    names: tuple[str, ...]
    plurals: tuple[str, ...]
    letters: tuple[str, ...]
    copies: tuple[int, ...]
    wilds_in_box: int
    wilds_by_players: tuple[tuple[int, int], ...]
    track_values: tuple[int, ...]
    stall_costs: tuple[int, ...]
    setup_stall_order: tuple[int, ...]
    hand_size: int
    min_players: int
    max_players: int
    wild_penalty: int
    empty_stall_visit: bool
    index: dict[str, int] = field(compare=False, hash=False, repr=False)
    """Card id -> card number, wild included."""
    stall_index: dict[int, int] = field(compare=False, hash=False, repr=False)
    """Stall cost -> position in ``stall_costs``."""
    cache: dict[Any, Any] = field(compare=False, hash=False, repr=False)
    """The shared action objects, by their numeric form (a few hundred at most)."""
    visits: dict[tuple[int, ...], tuple[int, ...]] = field(compare=False, hash=False, repr=False)
    """Memo of the rules' hot path: hand -> legal visits per stall (bounded; see rules)."""
    paid: dict[tuple[int, ...], tuple[int, ...]] = field(compare=False, hash=False, repr=False)
    """Memo: payment counts by card number -> the paid cards in ``pay_order``."""
    pay_order: tuple[int, ...] = field(compare=False, hash=False, repr=False)
    """Card numbers in the order a market action lists its payment (by id, the wild last),
    which is the order paid cards reach the discard pile (R-M6)."""

    @property
    def wild(self) -> int:
        """Return the card number of the wild."""
        return len(self.ids)

    @property
    def card_ids(self) -> tuple[str, ...]:
        """Return every card id, treasures first, then the wild."""
        return (*self.ids, WILD_ID)

    def wilds_for(self, num_players: int) -> int:
        """Return the number of wilds in play for ``num_players`` (R-C3)."""
        return dict(self.wilds_by_players)[num_players]

    def to_json(self) -> dict[str, Any]:
        """Write the ruleset as its JSON document."""
        n = len(self.ids)
        return {
            "game": "village",
            "name": self.name,
            "description": self.description,
            "treasures": [
                {
                    "id": self.ids[i],
                    "name": self.names[i],
                    "plural": self.plurals[i],
                    "letter": self.letters[i],
                    "copies": self.copies[i],
                }
                for i in range(n)
            ],
            "wild": {"name": self.names[n], "plural": self.plurals[n], "letter": self.letters[n]},
            "wilds_in_box": self.wilds_in_box,
            "wilds_by_players": {str(k): v for k, v in self.wilds_by_players},
            "track_values": list(self.track_values),
            "stall_costs": list(self.stall_costs),
            "setup_stall_order": list(self.setup_stall_order),
            "hand_size": self.hand_size,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "wild_penalty": self.wild_penalty,
            "empty_stall_visit": self.empty_stall_visit,
        }


def pay_order_key(cid: str) -> tuple[bool, str]:
    """Order card ids as a market payment lists them: by id, the wild last."""
    return (cid == WILD_ID, cid)


def describe_validation_error(what: str, err: ValidationError) -> str:
    """Turn a pydantic error into one readable sentence per problem."""
    parts = []
    for e in err.errors(include_url=False):
        where = ".".join(str(x) for x in e["loc"]) or "document"
        parts.append(f"{where}: {e['msg']}")
    return f"invalid {what}: " + "; ".join(parts)


def ruleset_from_json(data: Any) -> Ruleset:
    """Validate a ruleset document; raise ``InvalidState`` naming every problem."""
    try:
        doc = RulesetDoc.model_validate(data)
    except ValidationError as err:
        raise InvalidState(describe_validation_error("village ruleset", err)) from None
    ts = doc.treasures
    ids = tuple(t.id for t in ts)
    return Ruleset(
        name=doc.name,
        description=doc.description,
        ids=ids,
        names=(*(t.name for t in ts), doc.wild.name),
        plurals=(*(t.plural for t in ts), doc.wild.plural),
        letters=(*(t.letter for t in ts), doc.wild.letter),
        copies=tuple(t.copies for t in ts),
        wilds_in_box=doc.wilds_in_box,
        wilds_by_players=tuple(sorted((int(k), v) for k, v in doc.wilds_by_players.items())),
        track_values=tuple(doc.track_values),
        stall_costs=tuple(doc.stall_costs),
        setup_stall_order=tuple(doc.setup_stall_order),
        hand_size=doc.hand_size,
        min_players=doc.min_players,
        max_players=doc.max_players,
        wild_penalty=doc.wild_penalty,
        empty_stall_visit=doc.empty_stall_visit,
        index={cid: i for i, cid in enumerate((*ids, WILD_ID))},
        stall_index={c: i for i, c in enumerate(doc.stall_costs)},
        cache={},
        visits={},
        paid={},
        pay_order=tuple(
            sorted(range(len(ids) + 1), key=lambda c: pay_order_key((*ids, WILD_ID)[c]))
        ),
    )


ruleset_of_view = ruleset_reader(ruleset_from_json)
"""Return the ruleset of a view's ``ruleset`` document, parsed once per distinct document."""
