"""The statements that store a move (``GameStore.save_move``), as one batch (``Step``s)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.storage.batch import Step
from bot.storage.records import Schedule
from bot.storage.rows import schedule_sets


def bump(
    game_id: int, expected: int, now: str, *, sets: str = "", args: Sequence[Any] = ()
) -> Step:
    """The version check and bump of a change to a game (it must touch exactly its row)."""
    extra = f", {sets}" if sets else ""
    return Step(
        f"UPDATE games SET version = version + 1, updated_at = ?{extra} "
        "WHERE id = ? AND version = ?",
        (now, *args, game_id, expected),
        rows=1,
    )


def move_steps(
    game_id: int,
    expected: int,
    *,
    seat: int,
    action_json: str,
    state_json: str,
    now: str,
    summary: str,
    reason: str | None,
    schedule: Schedule,
    seat_states: Sequence[tuple[int, bool, int]],
    results: Sequence[tuple[int, int]] | None,
    timed_out: str | None,
) -> list[Step]:
    """The version check and new state (a trigger appends the log entry), then the seats'
    presence and results, and the claim of the timeout this move is (``clock_log``)."""
    sched_sets, sched_args = schedule_sets(schedule)
    sets = (
        "state_json = ?, last_seat = ?, last_summary = ?, last_reason = ?, "
        f"last_action_json = ?, {sched_sets}"
    )
    args: tuple[Any, ...] = (state_json, seat, summary, reason, action_json, *sched_args)
    if results is not None:
        sets += ", status = 'finished', finished_at = ?"
        args = (*args, now)
    steps = [bump(game_id, expected, now, sets=sets, args=args)]
    for index, absent, timeouts in seat_states:
        steps.append(
            Step(
                "UPDATE seats SET absent = ?, timeouts = ? WHERE game_id = ? AND seat = ?",
                (int(absent), timeouts, game_id, index),
            )
        )
    for index, (score, rank) in enumerate(results or ()):
        steps.append(
            Step(
                "UPDATE seats SET score = ?, rank = ? WHERE game_id = ? AND seat = ?",
                (score, rank, game_id, index),
            )
        )
    if timed_out is not None:
        steps.append(
            Step(
                "INSERT INTO clock_log (game_id, deadline_at, kind, number, version, "
                "claimed_at, sent_at) VALUES (?, ?, 'timeout', 0, ?, ?, NULL)",
                (game_id, timed_out, expected, now),
            )
        )
    return steps
