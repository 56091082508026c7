"""The canonical JSON of ``village`` states and actions (docs/rules/village.md)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from bot.engine import InvalidState
from bot.games.village.ruleset import WILD_ID, Ruleset, describe_validation_error, ruleset_from_json
from bot.games.village.state import Action, Bribe, Bribes, Draw, Market, Player, State

FORMAT_VERSION: Final = 1
Count = Annotated[StrictInt, Field(ge=0, le=10_000)]


class _Doc(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BribeDoc(_Doc):
    treasures: Annotated[StrictInt, Field(ge=1, le=10_000)]
    wilds: Count = 0


class PlayerDoc(_Doc):
    id: str | None = Field(default=None, min_length=1, max_length=64)
    hand: dict[str, Count]
    bribes: dict[str, BribeDoc] = {}


class StateDoc(_Doc):
    game: Literal["village"] = "village"
    version: Literal[1] = 1
    track: list[str]
    deck: list[str]
    discard: list[str] = []
    stalls: dict[str, list[str]]
    players: list[PlayerDoc] = Field(min_length=1)
    current: StrictInt
    over: StrictBool = False
    ruleset: dict[str, Any] | None = None


@lru_cache(maxsize=16)
def _json_of(rs: Ruleset) -> dict[str, Any]:
    return rs.to_json()


def _card(rs: Ruleset, cid: str, where: str) -> int:
    c = rs.index.get(cid)
    if c is None:
        known = ", ".join(rs.card_ids)
        raise InvalidState(f"invalid village state: {where}: unknown card {cid!r} (known: {known})")
    return c


def load(data: Any, default: Ruleset) -> State:
    """Read a state from canonical JSON; ``default`` is used when it has no ``ruleset`` key."""
    if not isinstance(data, dict):
        raise InvalidState("invalid village state: expected a JSON object")
    try:
        doc = StateDoc.model_validate(data)
    except ValidationError as err:
        raise InvalidState(describe_validation_error("village state", err)) from None
    if doc.ruleset is None or doc.ruleset == _json_of(default):
        rs = default  # the common case: no need to validate the same ruleset again
    else:
        rs = ruleset_from_json(doc.ruleset)
    n = len(rs.ids)
    track = tuple(_card(rs, c, "track") for c in doc.track)
    if sorted(track) != list(range(n)):
        raise InvalidState(
            "invalid village state: track must hold each treasure type exactly once (R-C4)"
        )
    deck = tuple(_card(rs, c, "deck") for c in doc.deck)
    discard = tuple(_card(rs, c, "discard") for c in doc.discard)
    wanted = {str(c) for c in rs.stall_costs}
    if set(doc.stalls) != wanted:
        raise InvalidState(
            f"invalid village state: stalls must have exactly the keys {sorted(wanted)} (R-C5)"
        )
    stalls = tuple(
        tuple(_card(rs, c, f"stalls.{cost}") for c in doc.stalls[str(cost)])
        for cost in rs.stall_costs
    )
    if not 1 <= len(doc.players) <= rs.max_players:
        raise InvalidState(f"invalid village state: at most {rs.max_players} players (R-S1)")
    players = []
    for seat, pd in enumerate(doc.players):
        hand = [0] * (n + 1)
        for cid, k in pd.hand.items():
            hand[_card(rs, cid, f"players.{seat}.hand")] = k
        bribes: list[tuple[int, int] | None] = [None] * n
        for cid, b in pd.bribes.items():
            t = _card(rs, cid, f"players.{seat}.bribes")
            if t == n:
                raise InvalidState(
                    f"invalid village state: players.{seat}.bribes: a bribe is of a treasure "
                    "type, not of wilds (R-B2)"
                )
            bribes[t] = (b.treasures, b.wilds)
        bribe_tuple: Bribes = tuple(bribes)
        players.append(Player(pd.id or str(seat + 1), tuple(hand), bribe_tuple))
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids):
        raise InvalidState("invalid village state: player ids must be unique")
    if not 0 <= doc.current < len(players):
        raise InvalidState("invalid village state: current must be a seat index")
    return State.of(rs, track, deck, discard, stalls, players, doc.current, doc.over)


def hand_json(rs: Ruleset, hand: Sequence[int]) -> dict[str, int]:
    """Write a hand (counts by card number) as its JSON object, every card id included."""
    cids = rs.card_ids
    return {cids[c]: k for c, k in enumerate(hand)}


def bribes_json(rs: Ruleset, bribes: Bribes) -> dict[str, dict[str, int]]:
    """Write a seat's bribes as their JSON object, by treasure id."""
    return {
        rs.ids[t]: {"treasures": b[0], "wilds": b[1]} for t, b in enumerate(bribes) if b is not None
    }


def stalls_json(rs: Ruleset, stalls: Sequence[Sequence[int]]) -> dict[str, list[str]]:
    """Write the stalls as their JSON object, by cost."""
    cids = rs.card_ids
    return {
        str(cost): [cids[c] for c in pile]
        for cost, pile in zip(rs.stall_costs, stalls, strict=True)
    }


def dump(state: State) -> dict[str, Any]:
    """Write a state as canonical JSON, with its ruleset so a running game keeps its rules."""
    rs = state.ruleset
    cids = rs.card_ids
    ids = rs.ids
    return {
        "game": "village",
        "version": FORMAT_VERSION,
        "track": [ids[t] for t in state.track],
        "deck": [cids[c] for c in state.deck],
        "discard": [cids[c] for c in state.discard],
        "stalls": stalls_json(rs, state.stalls),
        "players": [
            {"id": p.id, "hand": hand_json(rs, p.hand), "bribes": bribes_json(rs, p.bribes)}
            for p in state.players
        ],
        "current": state.current,
        "over": state.over,
        "ruleset": rs.to_json(),
    }


# --- Actions --------------------------------------------------------------------------------


class BribeActionDoc(_Doc):
    type: Literal["bribe"]
    treasure: str
    treasures: Count = 0
    wilds: Count = 0


class MarketActionDoc(_Doc):
    type: Literal["market"]
    stall: Annotated[StrictInt, Field(ge=0, le=100)]
    pay: dict[str, Count] = {}
    curse: str | None = None


class DrawActionDoc(_Doc):
    type: Literal["draw"]


class ActionDoc(BaseModel):
    action: Annotated[BribeActionDoc | MarketActionDoc | DrawActionDoc, Field(discriminator="type")]


def action_from_json(data: Any) -> Action:
    """Read an action from its canonical JSON; raise ``InvalidState`` if it is malformed."""
    try:
        doc = ActionDoc.model_validate({"action": data}).action
    except ValidationError as err:
        raise InvalidState(describe_validation_error("village action", err)) from None
    if isinstance(doc, BribeActionDoc):
        return Bribe(doc.treasure, doc.treasures, doc.wilds)
    if isinstance(doc, MarketActionDoc):
        return Market.paying(doc.stall, doc.pay, doc.curse)
    return Draw()


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action in canonical JSON (``pay`` omits zero counts; no ``curse`` at 0)."""
    if isinstance(action, Bribe):
        return {
            "type": "bribe",
            "treasure": action.treasure,
            "treasures": action.treasures,
            "wilds": action.wilds,
        }
    if isinstance(action, Market):
        out: dict[str, Any] = {"type": "market", "stall": action.stall, "pay": dict(action.pay)}
        if action.curse is not None:
            out["curse"] = action.curse
        return out
    return {"type": "draw"}


__all__ = ["WILD_ID", "action_from_json", "action_to_json", "dump", "load"]
