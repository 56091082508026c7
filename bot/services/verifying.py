"""``verify``: a game's JSON export (``bot.services.replays``, its format) replayed and checked
to hold together: its seats, its moves, its result and its final state (``python -m bot
replay``). Pure like the export: given the games it knows by id (the caller's registry)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import Rules
from bot.services.replays import (
    FORMAT,
    VERSION,
    ReplayError,
    canonical,
    differences,
    replay_states,
    said,
)


@dataclass(frozen=True, slots=True)
class Verified:
    """A document that replays to its own result and final state."""

    game: str
    """The game's kind (its id in the registry)."""
    id: int
    players: int
    moves: int
    final_state: dict[str, Any]
    """The replay's final state, as its canonical JSON."""


_KINDS: dict[type, str] = {
    int: "a whole number",
    str: "a string",
    dict: "an object",
    list: "a list",
}


def _kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    for kind, name in _KINDS.items():
        if isinstance(value, kind):
            return name
    return "a number" if isinstance(value, float) else type(value).__name__


def _field(
    doc: Mapping[str, Any],
    name: str,
    kind: type,
    *,
    nullable: bool = False,
    within: str = "",
    move: int | None = None,
) -> Any:
    """Return ``doc[name]`` if it is of ``kind`` (or null when ``nullable``), else refuse."""
    if name not in doc:
        raise ReplayError(move, f"{within}no {name!r} field")
    value = doc[name]
    if value is None and nullable:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ReplayError(
            move, f"{within}{name!r} is {_kind_of(value)}, not {_KINDS.get(kind, kind.__name__)}"
        )
    return value


def _ints(doc: Mapping[str, Any], name: str, count: int, within: str) -> list[int]:
    values = _field(doc, name, list, within=within)
    if len(values) != count or any(type(v) is not int for v in values):
        raise ReplayError(None, f"{within}{name!r} is not a list of {count} whole numbers")
    return list(values)


def verify(doc: Mapping[str, Any], registry: Mapping[str, Rules[Any, Any]]) -> Verified:
    """Replay an exported game and check that its result and final state are the replay's;
    ``registry`` gives the rules of each game known, by id.

    Raises ``ReplayError`` saying in one line what differs, or what is missing or malformed
    (an unknown game, a bad field, move N).
    """
    if not isinstance(doc, Mapping):
        raise ReplayError(None, f"the document is {_kind_of(doc)}, not an object")
    if doc.get("format") != FORMAT:
        raise ReplayError(None, f"not a Hoard game export (its 'format' is not {FORMAT!r})")
    version = _field(doc, "version", int)
    if version != VERSION:
        raise ReplayError(
            None, f"export version {version} is not one this bot reads (it reads {VERSION})"
        )
    _field(doc, "hoard", str)
    kind = _field(doc, "game", str)
    rules = registry.get(kind)
    if rules is None:
        raise ReplayError(
            None, f"an unknown game {kind!r} (this bot knows {', '.join(sorted(registry))})"
        )
    game_id = _field(doc, "id", int)
    ruleset = _field(doc, "ruleset", dict)
    seed = _field(doc, "seed", int)
    player_ids = []
    for index, seat in enumerate(_field(doc, "seats", list)):
        within = f"seats[{index}]: "
        if not isinstance(seat, Mapping):
            raise ReplayError(None, f"{within}{_kind_of(seat)}, not an object")
        if _field(seat, "seat", int, within=within) != index:
            raise ReplayError(None, f"{within}its 'seat' is not {index}")
        player_ids.append(str(_field(seat, "user_id", int, within=within)))
        _field(seat, "name", str, nullable=True, within=within)
        _field(seat, "bot", str, nullable=True, within=within)
    moves: list[tuple[int, dict[str, Any]]] = []
    for index, entry in enumerate(_field(doc, "actions", list)):
        number = index + 1
        if not isinstance(entry, Mapping):
            raise ReplayError(number, f"{_kind_of(entry)}, not an object")
        if _field(entry, "seq", int, move=number) != number:
            raise ReplayError(number, f"its 'seq' is {entry['seq']}, not {number}")
        seat_index = _field(entry, "seat", int, move=number)
        moves.append((seat_index, _field(entry, "action", dict, move=number)))
        _field(entry, "reason", str, nullable=True, move=number)
        _field(entry, "at", str, move=number)
    result = _field(doc, "result", dict)
    ended = _field(result, "ended", str, within="result: ") if "ended" in result else None
    if ended is None:
        scores = _ints(result, "scores", len(player_ids), "result: ")
        ranks = _ints(result, "ranks", len(player_ids), "result: ")
    final_state = _field(doc, "final_state", dict)
    states = replay_states(rules, seed, player_ids, ruleset, moves)
    try:
        outcome = rules.outcome(states[-1])
        replayed = canonical(rules.dump(states[-1]))
    except Exception as err:  # rules that cannot read what they replayed: say so in one line
        raise ReplayError(None, f"the replay's end: {said(err)}") from err
    if ended is not None:  # ended by resignation before its rules ended it
        if outcome is not None:
            raise ReplayError(None, f"the result says {ended!r}, but the replay ends the game")
    elif outcome is None:
        raise ReplayError(None, f"the game is not over after its {len(moves)} moves")
    else:
        for name, listed, own in (
            ("scores", scores, outcome.scores),
            ("ranks", ranks, outcome.ranks),
        ):
            if listed != list(own):
                raise ReplayError(
                    None, f"the result's {name} are {listed}; the replay's are {list(own)}"
                )
    if canonical(final_state) != replayed:
        raise ReplayError(
            None, f"the final state differs from the replay in {differences(final_state, replayed)}"
        )
    return Verified(kind, game_id, len(player_ids), len(moves), replayed)
