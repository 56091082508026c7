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


def game_record(row: Row, seats: Sequence[SeatRecord]) -> GameRecord:
    try:
        options = json.loads(row["options_json"])
    except ValueError:
        options = {}
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        status=Status(row["status"]),
        version=row["version"],
        host_id=row["host_id"],
        max_seats=row["max_seats"],
        options=options if isinstance(options, dict) else {},
        ruleset=row["ruleset"],
        ruleset_json=row["ruleset_json"],
        seed=row["seed"],
        state_json=row["state_json"],
        message_id=row["message_id"],
        broken_reason=row["broken_reason"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        started_at=row["started_at"],
        finished_at=row["finished_at"],
        seats=tuple(seats),
        turn_seconds=row["turn_seconds"],
        turn_started_at=row["turn_started_at"],
        deadline_at=row["deadline_at"],
        reminders_sent=row["reminders_sent"],
        next_event_at=row["next_event_at"],
        step_version=row["step_version"],
        table_version=row["table_version"],
        pointer=pointer_of(row),
    )


def pointer_of(row: Row) -> tuple[int, int] | None:
    channel, message = row["pointer_channel_id"], row["pointer_message_id"]
    return None if channel is None or message is None else (int(channel), int(message))


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
