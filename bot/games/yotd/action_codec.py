"""The canonical JSON of ``yotd`` actions (docs/rules/yotd.md, Y-J3, Y-J4): exactly the keys of
each kind, exactly typed (``true`` is not ``1``), ids as in Y-C1, Y-C3 and Y-C4."""

from __future__ import annotations

from typing import Any, Final

from bot.engine import InvalidState
from bot.games.yotd.moves import (
    ACTIONS,
    CARDS,
    TILES,
    TYPES,
    Action,
    Build,
    BuildNew,
    BuildStop,
    Draft,
    Recruit,
    Refill,
    Release,
    TakeAction,
)

WHAT: Final = "invalid yotd action: "  # i18n: not words (an admin diagnostic, like the codec)

# --- Actions (Y-J3, Y-J4) ----------------------------------------------------------------------


ACTION_KEYS: Final = {
    "draft": frozenset({"persons", "palaces"}),
    "action": frozenset({"card"}),
    "refill": frozenset(),
    "build": frozenset({"palace"}),
    "build_new": frozenset(),
    "build_stop": frozenset(),
    "recruit": frozenset({"card", "tile", "palace", "release"}),
    "release": frozenset({"palace", "tile"}),
}


def _index(value: Any, key: str) -> int:
    if type(value) is not int or value < 0:
        raise InvalidState(WHAT + f"{key} must be a palace index (a whole number from 0)")
    return value


def _index_or_none(value: Any, key: str) -> int | None:
    return None if value is None else _index(value, key)


def _id(value: Any, names: tuple[str, ...], key: str) -> str:
    if not isinstance(value, str) or value not in names:
        raise InvalidState(WHAT + f"{key} must be one of {', '.join(names)}")
    return value


def _id_or_none(value: Any, names: tuple[str, ...], key: str) -> str | None:
    return None if value is None else _id(value, names, key)


def action_from_json(data: Any) -> Action:
    """Read an action from its canonical JSON (Y-J3); raise ``InvalidState`` if it is not one,
    with the exact keys and types (Y-J4)."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_KEYS:
        raise InvalidState(WHAT + f"type must be one of {', '.join(ACTION_KEYS)}")
    kind = data["type"]
    need = ACTION_KEYS[kind]
    if kind == "action" and data.get("card") == "privilege":
        need = need | {"size"}
    if set(data) != need | {"type"}:
        raise InvalidState(
            WHAT + f"a {kind} action has exactly the keys {', '.join(sorted(need | {'type'}))}"
        )
    if kind == "draft":
        persons, palaces = data["persons"], data["palaces"]
        if not isinstance(persons, list) or len(persons) != 2:
            raise InvalidState(WHAT + "persons must be a list of two person types")
        if not isinstance(palaces, list) or len(palaces) != 2:
            raise InvalidState(WHAT + "palaces must be a list of two palace indices")
        return Draft(
            (_id(persons[0], TYPES, "persons[0]"), _id(persons[1], TYPES, "persons[1]")),
            (_index(palaces[0], "palaces[0]"), _index(palaces[1], "palaces[1]")),
        )
    if kind == "action":
        card = _id(data["card"], ACTIONS, "card")
        if card == "privilege":
            size = data["size"]
            if size == "small":
                return TakeAction(card, "small")
            if size == "large":
                return TakeAction(card, "large")
            raise InvalidState(WHAT + "size must be small or large")
        return TakeAction(card)
    if kind == "refill":
        return Refill()
    if kind == "build":
        return Build(_index(data["palace"], "palace"))
    if kind == "build_new":
        return BuildNew()
    if kind == "build_stop":
        return BuildStop()
    if kind == "recruit":
        card = _id(data["card"], CARDS, "card")
        tile = _id_or_none(data["tile"], TILES, "tile")
        palace = _index_or_none(data["palace"], "palace")
        release = _id_or_none(data["release"], TILES, "release")
        if tile is None and (palace is not None or release is not None):
            raise InvalidState(WHAT + "a dead card (tile null) has palace and release null")
        if palace is None and release is not None:
            raise InvalidState(WHAT + "a replaced person needs its palace")
        return Recruit(card, tile, palace, release)
    return Release(_index(data["palace"], "palace"), _id(data["tile"], TILES, "tile"))


def action_to_json(action: Action) -> dict[str, Any]:
    """Write an action as canonical JSON (Y-J3)."""
    if isinstance(action, Draft):
        return {"type": "draft", "persons": list(action.persons), "palaces": list(action.palaces)}
    if isinstance(action, TakeAction):
        if action.card == "privilege":
            return {"type": "action", "card": action.card, "size": action.size}
        return {"type": "action", "card": action.card}
    if isinstance(action, Refill):
        return {"type": "refill"}
    if isinstance(action, Build):
        return {"type": "build", "palace": action.palace}
    if isinstance(action, BuildNew):
        return {"type": "build_new"}
    if isinstance(action, BuildStop):
        return {"type": "build_stop"}
    if isinstance(action, Recruit):
        return {
            "type": "recruit",
            "card": action.card,
            "tile": action.tile,
            "palace": action.palace,
            "release": action.release,
        }
    return {"type": "release", "palace": action.palace, "tile": action.tile}
