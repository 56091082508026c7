"""Rows to records: the games columns read, and how a game, an action and a turn clock map."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.storage.records import ActionRecord, GameRecord, Schedule, SeatRecord, Status

if TYPE_CHECKING:
    from bot.storage.store import Row

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, status, version, host_id, max_seats, options_json, "
    "ruleset, ruleset_json, seed, state_json, message_id, broken_reason, created_at, "
    "updated_at, started_at, finished_at, turn_seconds, turn_started_at, deadline_at, "
    "reminders_sent, next_event_at, step_version, table_version, pointer_channel_id, "
    "pointer_message_id"
)


GAME_WIDTH = len(GAME_COLUMNS.split(","))
"""The number of ``GAME_COLUMNS``: a game's row read with more columns after them."""


def game_record(values: Sequence[Any], seats: Sequence[SeatRecord]) -> GameRecord:
    """A game from the values of its ``GAME_COLUMNS`` (in their order; more may follow)."""
    (
        game_id,
        kind,
        guild_id,
        channel_id,
        status,
        version,
        host_id,
        max_seats,
        options_json,
        ruleset,
        ruleset_json,
        seed,
        state_json,
        message_id,
        broken_reason,
        created_at,
        updated_at,
        started_at,
        finished_at,
        turn_seconds,
        turn_started_at,
        deadline_at,
        reminders_sent,
        next_event_at,
        step_version,
        table_version,
        pointer_channel_id,
        pointer_message_id,
    ) = values[:GAME_WIDTH]
    try:
        options = json.loads(options_json)
    except ValueError:
        options = {}
    return GameRecord(
        id=game_id,
        kind=kind,
        guild_id=guild_id,
        channel_id=channel_id,
        status=Status(status),
        version=version,
        host_id=host_id,
        max_seats=max_seats,
        options=options if isinstance(options, dict) else {},
        ruleset=ruleset,
        ruleset_json=ruleset_json,
        seed=seed,
        state_json=state_json,
        message_id=message_id,
        broken_reason=broken_reason,
        created_at=created_at,
        updated_at=updated_at,
        started_at=started_at,
        finished_at=finished_at,
        seats=tuple(seats),
        turn_seconds=turn_seconds,
        turn_started_at=turn_started_at,
        deadline_at=deadline_at,
        reminders_sent=reminders_sent,
        next_event_at=next_event_at,
        step_version=step_version,
        table_version=table_version,
        pointer=(
            None
            if pointer_channel_id is None or pointer_message_id is None
            else (int(pointer_channel_id), int(pointer_message_id))
        ),
    )


def seat_record(values: Sequence[Any]) -> SeatRecord | None:
    """The seat read after a game's ``GAME_COLUMNS`` (user, seat, joined, score, rank, absent,
    timeouts, name, bot), or None (a game without seats: no user)."""
    user_id, seat, joined, score, rank, absent, timeouts, name, bot = values[GAME_WIDTH:]
    if user_id is None:
        return None
    return SeatRecord(
        game_id=values[0],
        user_id=user_id,
        seat=seat,
        joined_at=joined,
        score=score,
        rank=rank,
        absent=bool(absent),
        timeouts=timeouts,
        name=name,
        bot=bot,
    )


def schedule_sets(schedule: Schedule) -> tuple[str, tuple[Any, ...]]:
    return (
        "turn_started_at = ?, deadline_at = ?, reminders_sent = ?, next_event_at = ?, "
        "step_version = ?",
        (
            schedule.turn_started_at,
            schedule.deadline_at,
            schedule.reminders_sent,
            schedule.next_event_at,
            schedule.step_version,
        ),
    )


ACTION_COLUMNS = "game_id, seq, seat, action_json, summary, created_at, version, reason"


def action_record(row: Row) -> ActionRecord:
    return ActionRecord(
        game_id=row["game_id"],
        seq=row["seq"],
        seat=row["seat"],
        action_json=row["action_json"],
        created_at=row["created_at"],
        summary=row["summary"],
        version=row["version"],
        reason=row["reason"],
    )
