"""Checked reading of a game's JSON (a view): every reader of every game refuses alike.

Each game's typed reader (``bot/games/<id>/reader.py``) binds one ``JsonReader`` to its name;
a missing or mistyped field raises ``InvalidState`` naming the field ("invalid <id> view:
players[1].hand_count is missing").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, TypeVar

import orjson

from bot.engine.errors import InvalidState

R = TypeVar("R")


def ruleset_reader(
    ruleset_from_json: Callable[[Any], R], size: int = 32
) -> Callable[[Mapping[str, Any]], R]:
    """Return ``ruleset_of_view(doc)``: a view's ``ruleset`` document parsed by
    ``ruleset_from_json`` once per distinct document (the ``size`` latest are kept)."""

    @lru_cache(maxsize=size)
    def of_text(text: str) -> R:
        return ruleset_from_json(json.loads(text))

    def ruleset_of_view(doc: Mapping[str, Any]) -> R:
        """Return the ruleset of a view's ``ruleset`` document, parsed once per distinct
        document."""
        # The key only (parsed back by ``json``): orjson, ~5x the standard library's dumps.
        text = orjson.dumps(dict(doc), option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS)
        return of_text(text.decode())

    return ruleset_of_view


class JsonReader:
    """The field checks of one kind of document (``what``: "<game id> view")."""

    def __init__(self, what: str) -> None:
        self.what = what

    def bad(self, where: str, what: str) -> InvalidState:
        """Return the refusal of the field at ``where``."""
        return InvalidState(f"invalid {self.what}: {where} {what}")

    def field(self, doc: Mapping[str, Any], key: str, where: str = "") -> Any:
        """Return ``doc[key]``, or refuse it as missing."""
        if key not in doc:
            raise self.bad(f"{where}{key}", "is missing")
        return doc[key]

    def integer(self, value: Any, where: str, low: int | None = None) -> int:
        """Return an integer (never a bool), at least ``low`` if given."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.bad(where, f"must be an integer, not {value!r}")
        if low is not None and value < low:
            raise self.bad(where, f"must be at least {low}, not {value}")
        return value

    def boolean(self, value: Any, where: str) -> bool:
        """Return true or false."""
        if not isinstance(value, bool):
            raise self.bad(where, f"must be true or false, not {value!r}")
        return value

    def string(self, value: Any, where: str) -> str:
        """Return a string."""
        if not isinstance(value, str):
            raise self.bad(where, f"must be a string, not {value!r}")
        return value

    def mapping(self, value: Any, where: str) -> Mapping[str, Any]:
        """Return an object."""
        if not isinstance(value, Mapping):
            raise self.bad(where, f"must be an object, not {type(value).__name__}")
        return value

    def sequence(self, value: Any, where: str) -> Sequence[Any]:
        """Return a list."""
        if not isinstance(value, list | tuple):
            raise self.bad(where, f"must be a list, not {type(value).__name__}")
        return value


class Document:
    """The checks of one kind of stored document ("invalid <game> state: …")."""

    def __init__(self, what: str) -> None:
        self.what = what

    def fail(self, message: str) -> InvalidState:
        """Return the refusal of the document, saying ``message``."""
        return InvalidState(f"invalid {self.what}: {message}")

    def whole(self, value: Any, where: str, low: int = 0, high: int | None = None) -> int:
        """Return ``value``, a whole number (never a bool) from ``low`` (to ``high`` if given)."""
        if type(value) is not int or value < low or (high is not None and value > high):
            raise self.fail(
                f"{where} must be a whole number from {low}{'' if high is None else f' to {high}'}"
            )
        return value

    def keys(
        self, data: Any, required: frozenset[str], optional: frozenset[str], where: str
    ) -> None:
        """Refuse ``data`` unless it is an object with every required key and no other."""
        if not isinstance(data, dict):
            raise self.fail(f"{where} must be a JSON object")
        missing = sorted(required - set(data))
        if missing:
            raise self.fail(f"{where} lacks {', '.join(missing)}")
        unknown = sorted(str(k) for k in data if k not in required | optional)
        if unknown:
            raise self.fail(f"{where} has unknown keys {', '.join(unknown)}")


class RulesetFields(Document):
    """The field checks of a game's ruleset document ("invalid <game> ruleset: …")."""

    def __init__(self, game: str) -> None:
        super().__init__(f"{game} ruleset")
        self.game = game

    def header(self, data: Any, keys: frozenset[str] | set[str]) -> tuple[str, str]:
        """Check a ruleset document's frame (an object of known keys, of this game) and
        return its name and description."""
        if not isinstance(data, dict):
            raise self.fail("expected a JSON object")
        unknown = sorted(str(k) for k in data if k not in keys)
        if unknown:
            raise self.fail(f"unknown keys {', '.join(unknown)}")
        if data.get("game", self.game) != self.game:
            raise self.fail(f"game must be '{self.game}', not {data['game']!r}")
        name = self.text(data, "name", "custom", 40)
        if not name:
            raise self.fail("name must not be empty")
        return name, self.text(data, "description", "", 500)

    def integer(self, data: dict[str, Any], key: str, low: int, high: int, rule: str) -> int:
        """Return ``data[key]``, a whole number from ``low`` to ``high`` (``rule`` says why)."""
        if key not in data:
            raise self.fail(f"{key} is missing")
        value = data[key]
        if type(value) is not int:
            raise self.fail(f"{key} must be a whole number, not {value!r}")
        if not low <= value <= high:
            raise self.fail(f"{key} must be from {low} to {high}, not {value} ({rule})")
        return value

    def choice(self, data: dict[str, Any], key: str, allowed: tuple[Any, ...], rule: str) -> Any:
        """Return ``data[key]``, one of ``allowed`` (of the same type, never True for 1)."""
        if key not in data:
            raise self.fail(f"{key} is missing")
        value = data[key]
        if type(value) not in {type(a) for a in allowed} or value not in allowed:
            shown = ", ".join(map(repr, allowed))
            raise self.fail(f"{key} must be one of {shown}, not {value!r} ({rule})")
        return value

    def text(self, data: dict[str, Any], key: str, default: str, longest: int) -> str:
        """Return ``data[key]`` (or ``default``), a string of at most ``longest`` characters."""
        value = data.get(key, default)
        if not isinstance(value, str):
            raise self.fail(f"{key} must be a string")
        if len(value) > longest:
            raise self.fail(f"{key} is longer than {longest} characters")
        return value
