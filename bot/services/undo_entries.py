"""The undo entry of a game's log (issue 30): a player took back the move just before it.

Nothing is ever lost: the move taken back stays in the log, and the entry after it has the
reason ``UNDO`` and the action ``{"took_back": <that move's seq>}``, the house's own (no game's
action has that one key). Replaying the log (``bot.services.replays.played_on``) plays the
move, then goes back to the state before it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.services.records import ActionRecord

TOOK_BACK = "took_back"
"""The one key of an undo entry's action: the number of the move it took back."""
UNDO = "undo"
"""The reason of an undo entry in the log (a player took back their last move)."""


def took_back(action_json: Mapping[str, Any]) -> int | None:
    """Return the number of the move an undo entry took back (``{"took_back": 12}``), or None
    for any other entry (a game's own action)."""
    if set(action_json) != {TOOK_BACK}:
        return None
    number = action_json[TOOK_BACK]
    return number if type(number) is int else None


def undo_entry(number: int) -> dict[str, Any]:
    """Return the log entry (its action's JSON) that takes back move ``number``."""
    return {TOOK_BACK: number}


def as_turns(entries: Sequence[ActionRecord], before: int = 0) -> list[ActionRecord]:
    """Return ``entries`` (the end of a log, oldest first) numbered by the moves that stand:
    a move taken back and its undo entry count for none, so the last one's ``seq`` is the
    number of moves played (a table's turn number). ``before``: the undo entries before them."""
    out = []
    for entry in entries:
        before += entry.reason == UNDO
        out.append(replace(entry, seq=entry.seq - 2 * before))
    return out
