"""The games repository: the only code that reads and writes games, seats and actions."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

import aiosqlite

from bot.storage.database import Database
from bot.storage.records import (
    STOPPED,
    ActionRecord,
    Forgotten,
    GameRecord,
    Schedule,
    SeatRecord,
    Status,
)

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, status, version, host_id, max_seats, options_json, "
    "ruleset, ruleset_json, seed, state_json, message_id, broken_reason, created_at, "
    "updated_at, started_at, finished_at, turn_seconds, turn_started_at, deadline_at, "
    "reminders_sent, next_event_at"
)


class VersionConflict(Exception):
    """The game changed since the version the caller read; nothing was written."""


class ChannelTaken(Exception):
    """The channel already has an open game; ``game_id`` names it, ``message_id`` shows it."""

    def __init__(self, game_id: int, message_id: int | None = None) -> None:
        super().__init__(f"channel already has open game {game_id}")
        self.game_id = game_id
        self.message_id = message_id


class MemberSeated(Exception):
    """The member holds a seat in open games (``games``: id and status); nothing was removed."""

    def __init__(self, games: Sequence[tuple[int, str]]) -> None:
        super().__init__(f"member holds a seat in open games {[g for g, _ in games]}")
        self.games = tuple(games)


def _game(row: aiosqlite.Row, seats: Sequence[SeatRecord]) -> GameRecord:
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
    )


def _schedule_sets(schedule: Schedule) -> tuple[str, tuple[Any, ...]]:
    return (
        "turn_started_at = ?, deadline_at = ?, reminders_sent = ?, next_event_at = ?",
        (
            schedule.turn_started_at,
            schedule.deadline_at,
            schedule.reminders_sent,
            schedule.next_event_at,
        ),
    )


def _action(row: aiosqlite.Row) -> ActionRecord:
    return ActionRecord(
        game_id=row["game_id"],
        seq=row["seq"],
        seat=row["seat"],
        action_json=row["action_json"],
        created_at=row["created_at"],
        summary=row["summary"],
    )


class GameRepository:
    """Typed access to the games, seats and actions tables."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- reads ------------------------------------------------------------------------------

    async def _load(
        self, conn: aiosqlite.Connection, where: str, args: Iterable[Any]
    ) -> list[GameRecord]:
        """Read games and their seats in one query (one trip to the database thread)."""
        rows = await conn.execute_fetchall(
            f"SELECT {GAME_COLUMNS}, s.user_id AS s_user_id, s.seat AS s_seat, "
            "s.joined_at AS s_joined_at, s.score AS s_score, s.rank AS s_rank, "
            "s.absent AS s_absent, s.timeouts AS s_timeouts, s.name AS s_name, s.bot AS s_bot "
            f"FROM (SELECT * FROM games WHERE {where}) AS g "
            "LEFT JOIN seats AS s ON s.game_id = g.id "
            "ORDER BY g.id, s.seat IS NULL, s.seat, s.joined_at, s.rowid",
            tuple(args),
        )
        games: list[GameRecord] = []
        first: aiosqlite.Row | None = None
        seats: list[SeatRecord] = []
        for row in rows:
            if first is not None and row["id"] != first["id"]:
                games.append(_game(first, seats))
                seats = []
            first = row
            if row["s_user_id"] is not None:
                seats.append(
                    SeatRecord(
                        game_id=row["id"],
                        user_id=row["s_user_id"],
                        seat=row["s_seat"],
                        joined_at=row["s_joined_at"],
                        score=row["s_score"],
                        rank=row["s_rank"],
                        absent=bool(row["s_absent"]),
                        timeouts=row["s_timeouts"],
                        name=row["s_name"],
                        bot=row["s_bot"],
                    )
                )
        if first is not None:
            games.append(_game(first, seats))
        return games

    async def get(self, game_id: int) -> GameRecord | None:
        """Return the game with this id, or None."""
        async with self.db.read() as conn:
            found = await self._load(conn, "id = ?", (game_id,))
        return found[0] if found else None

    async def open_in_channel(self, channel_id: int) -> GameRecord | None:
        """Return the lobby or running game of a channel, or None."""
        async with self.db.read() as conn:
            found = await self._load(
                conn, "channel_id = ? AND status IN ('lobby', 'running')", (channel_id,)
            )
        return found[0] if found else None

    async def in_guild(self, guild_id: int, statuses: Iterable[Status]) -> list[GameRecord]:
        """Return a server's games with one of ``statuses``, oldest first."""
        wanted = [str(s) for s in statuses]
        marks = ",".join("?" * len(wanted))
        async with self.db.read() as conn:
            return await self._load(
                conn, f"guild_id = ? AND status IN ({marks})", (guild_id, *wanted)
            )

    async def ids_started(self) -> list[int]:
        """Return the ids of every game that was started (or whose row says so), oldest first.

        A running game that lost its seed or state is included: the integrity check reports it.
        """
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id FROM games WHERE seed IS NOT NULL OR state_json IS NOT NULL "
                "OR started_at IS NOT NULL OR status NOT IN ('lobby', 'cancelled', 'expired') "
                "ORDER BY id"
            )
        return [r[0] for r in rows]

    async def actions(self, game_id: int) -> list[ActionRecord]:
        """Return a game's action log in order."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT game_id, seq, seat, action_json, summary, created_at FROM actions "
                "WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
        return [_action(r) for r in rows]

    async def recent_actions(self, game_id: int, limit: int) -> list[ActionRecord]:
        """Return a game's last ``limit`` log entries, oldest first."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT game_id, seq, seat, action_json, summary, created_at FROM actions "
                "WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
                (game_id, limit),
            )
        return [_action(r) for r in reversed(list(rows))]

    async def get_draft(self, game_id: int, user_id: int) -> tuple[int, dict[str, Any]] | None:
        """Return (version, data) of a player's half-made move, or None."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT version, data_json FROM drafts WHERE game_id = ? AND user_id = ?",
                    (game_id, user_id),
                )
            )
        if not rows:
            return None
        try:
            data = json.loads(rows[0]["data_json"])
        except ValueError:
            return None
        return int(rows[0]["version"]), data if isinstance(data, dict) else {}

    async def set_draft(
        self, game_id: int, user_id: int, version: int, data: dict[str, Any], now: str
    ) -> None:
        """Store a player's half-made move (replacing the previous one)."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO drafts (game_id, user_id, version, data_json, updated_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, user_id) DO UPDATE SET "
                "version = excluded.version, data_json = excluded.data_json, "
                "updated_at = excluded.updated_at",
                (game_id, user_id, version, json.dumps(data), now),
            )

    async def count(self) -> int:
        """Return the number of games stored."""
        async with self.db.read() as conn:
            rows = list(await conn.execute_fetchall("SELECT COUNT(*) FROM games"))
        return int(rows[0][0])

    # --- writes -----------------------------------------------------------------------------

    async def create_lobby(
        self,
        *,
        kind: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        max_seats: int,
        options: dict[str, Any],
        now: str,
        turn_seconds: int = 86_400,
        host_name: str | None = None,
    ) -> int:
        """Open a lobby with its host seated; raise ``ChannelTaken`` if the channel is busy."""
        try:
            async with self.db.transaction() as conn:
                cur = await conn.execute(
                    "INSERT INTO games (kind, guild_id, channel_id, status, version, host_id, "
                    "max_seats, options_json, created_at, updated_at, turn_seconds) "
                    "VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?, ?, ?, ?)",
                    (
                        kind,
                        guild_id,
                        channel_id,
                        host_id,
                        max_seats,
                        json.dumps(options),
                        now,
                        now,
                        turn_seconds,
                    ),
                )
                game_id = cur.lastrowid
                assert game_id is not None
                await conn.execute(
                    "INSERT INTO seats (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                    (game_id, host_id, host_name, now),
                )
        except sqlite3.IntegrityError:
            existing = await self.open_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelTaken(existing.id, existing.message_id) from None
        return game_id

    async def _bump(
        self,
        conn: aiosqlite.Connection,
        game_id: int,
        expected: int,
        now: str,
        *,
        sets: str = "",
        args: Sequence[Any] = (),
    ) -> None:
        extra = f", {sets}" if sets else ""
        cur = await conn.execute(
            f"UPDATE games SET version = version + 1, updated_at = ?{extra} "
            "WHERE id = ? AND version = ?",
            (now, *args, game_id, expected),
        )
        if cur.rowcount != 1:
            raise VersionConflict(f"game {game_id} is no longer at version {expected}")

    async def add_seat(
        self,
        game_id: int,
        user_id: int,
        expected: int,
        now: str,
        name: str | None = None,
        bot: str | None = None,
    ) -> None:
        """Seat ``user_id`` (or a bot of level ``bot``) in a lobby."""
        async with self.db.transaction() as conn:
            await self._bump(conn, game_id, expected, now)
            await conn.execute(
                "INSERT INTO seats (game_id, user_id, name, bot, joined_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, user_id, name, bot, now),
            )

    async def remove_seat(
        self, game_id: int, user_id: int, expected: int, now: str, new_host: int | None
    ) -> None:
        """Take ``user_id`` out of a lobby, handing the host role on if they held it."""
        async with self.db.transaction() as conn:
            if new_host is None:
                await self._bump(conn, game_id, expected, now)
            else:
                await self._bump(conn, game_id, expected, now, sets="host_id = ?", args=(new_host,))
            await conn.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )

    async def set_status(
        self,
        game_id: int,
        status: Status,
        expected: int | None,
        now: str,
        reason: str | None = None,
    ) -> None:
        """Set a game's status (``expected=None``: whatever its version, e.g. to mark it broken)."""
        finished = now if status in (Status.FINISHED, Status.CANCELLED, Status.EXPIRED) else None
        async with self.db.transaction() as conn:
            if expected is None:
                await conn.execute(
                    "UPDATE games SET status = ?, broken_reason = COALESCE(?, broken_reason), "
                    "updated_at = ?, finished_at = COALESCE(?, finished_at) WHERE id = ?",
                    (str(status), reason, now, finished, game_id),
                )
            else:
                await self._bump(
                    conn,
                    game_id,
                    expected,
                    now,
                    sets="status = ?, finished_at = COALESCE(?, finished_at)",
                    args=(str(status), finished),
                )

    async def start(
        self,
        game_id: int,
        expected: int,
        *,
        seed: int,
        ruleset: str,
        ruleset_json: str,
        state_json: str,
        seat_order: Sequence[int],
        now: str,
        schedule: Schedule = STOPPED,
    ) -> None:
        """Start a lobby: seats in ``seat_order``, the seed and the first state, at once."""
        sched_sets, sched_args = _schedule_sets(schedule)
        async with self.db.transaction() as conn:
            await self._bump(
                conn,
                game_id,
                expected,
                now,
                sets="status = 'running', seed = ?, ruleset = ?, ruleset_json = ?, state_json = ?, "
                f"started_at = ?, {sched_sets}",
                args=(seed, ruleset, ruleset_json, state_json, now, *sched_args),
            )
            for index, user_id in enumerate(seat_order):
                await conn.execute(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (index, game_id, user_id),
                )

    async def save_move(
        self,
        game_id: int,
        expected: int,
        *,
        seat: int,
        action_json: str,
        state_json: str,
        now: str,
        summary: str = "",
        reason: str | None = None,
        schedule: Schedule = STOPPED,
        seat_states: Sequence[tuple[int, bool, int]] = (),
        results: Sequence[tuple[int, int]] | None = None,
    ) -> None:
        """Store a move: the new state, the version check and the log entry, atomically.

        One UPDATE does it all in the common case (a trigger appends the log entry), so a move
        costs one write. ``seat_states`` (seat, absent, timeouts) and ``results`` (score, rank
        by seat, which also finish the game) make it a transaction.
        """
        sched_sets, sched_args = _schedule_sets(schedule)
        sets = (
            "state_json = ?, last_seat = ?, last_summary = ?, last_reason = ?, "
            f"last_action_json = ?, {sched_sets}"
        )
        args: tuple[Any, ...] = (state_json, seat, summary, reason, action_json, *sched_args)
        if results is None and not seat_states:
            async with self.db.write() as conn:
                await self._bump(conn, game_id, expected, now, sets=sets, args=args)
            return
        if results is not None:
            sets += ", status = 'finished', finished_at = ?"
            args = (*args, now)
        async with self.db.transaction() as conn:
            await self._bump(conn, game_id, expected, now, sets=sets, args=args)
            for index, absent, timeouts in seat_states:
                await conn.execute(
                    "UPDATE seats SET absent = ?, timeouts = ? WHERE game_id = ? AND seat = ?",
                    (int(absent), timeouts, game_id, index),
                )
            for index, (score, rank) in enumerate(results or ()):
                await conn.execute(
                    "UPDATE seats SET score = ?, rank = ? WHERE game_id = ? AND seat = ?",
                    (score, rank, game_id, index),
                )

    async def set_seat_state(
        self, game_id: int, seat: int, *, absent: bool, timeouts: int, now: str
    ) -> None:
        """Mark a player absent or present (a visible change: the version moves on)."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE games SET version = version + 1, updated_at = ? WHERE id = ?",
                (now, game_id),
            )
            await conn.execute(
                "UPDATE seats SET absent = ?, timeouts = ? WHERE game_id = ? AND seat = ?",
                (int(absent), timeouts, game_id, seat),
            )

    async def set_schedule(self, game_id: int, schedule: Schedule) -> None:
        """Store a game's turn clock (not a visible change: the version stays)."""
        sched_sets, sched_args = _schedule_sets(schedule)
        async with self.db.write() as conn:
            await conn.execute(
                f"UPDATE games SET {sched_sets} WHERE id = ?", (*sched_args, game_id)
            )

    async def due(self, now: str, limit: int = 100) -> list[int]:
        """Return running games whose next reminder or deadline has come, soonest first."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id FROM games WHERE status = 'running' AND next_event_at <= ? "
                "ORDER BY next_event_at LIMIT ?",
                (now, limit),
            )
        return [r[0] for r in rows]

    async def next_event(self) -> str | None:
        """Return the soonest reminder or deadline of any running game."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT MIN(next_event_at) FROM games WHERE status = 'running'"
                )
            )
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def quiet_since(self, before: str) -> list[tuple[int, int]]:
        """Return (game id, guild id) of open games unchanged since ``before``."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'running') "
                "AND updated_at < ? ORDER BY id",
                (before,),
            )
        return [(r[0], r[1]) for r in rows]

    async def count_open(self, guild_id: int) -> int:
        """Return how many lobbies and running games a server has."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT COUNT(*) FROM games WHERE guild_id = ? "
                    "AND status IN ('lobby', 'running')",
                    (guild_id,),
                )
            )
        return int(rows[0][0])

    async def guild_settings(self, guild_id: int) -> dict[str, Any] | None:
        """Return a server's stored settings (JSON), or None."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT settings_json FROM guild_settings WHERE guild_id = ?", (guild_id,)
                )
            )
        if not rows:
            return None
        try:
            data = json.loads(rows[0][0])
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    async def set_guild_settings(self, guild_id: int, data: dict[str, Any], now: str) -> None:
        """Store a server's settings."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings_json, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings_json = excluded.settings_json, "
                "updated_at = excluded.updated_at",
                (guild_id, json.dumps(data), now),
            )

    async def notify_dm(self, user_id: int) -> bool:
        """Say whether a member asked for reminders by direct message."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT notify_dm FROM user_prefs WHERE user_id = ?", (user_id,)
                )
            )
        return bool(rows and rows[0][0])

    async def set_notify_dm(self, user_id: int, on: bool, now: str) -> None:
        """Store a member's choice of direct-message reminders."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO user_prefs (user_id, notify_dm, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify_dm = excluded.notify_dm, "
                "updated_at = excluded.updated_at",
                (user_id, int(on), now),
            )

    async def forget_member(self, user_id: int, *, apply: bool = True) -> Forgotten:
        """Remove a member's preferences, drafts and stored display names, in one transaction.

        Refused (``MemberSeated``) while they hold a seat in a lobby or a running game. Ended
        games keep the user id in their seats (the saved state names the players by id).
        ``apply=False`` only counts what would go.
        """
        # A preview only reads (it works on a read-only database); forgetting is one transaction.
        async with self.db.transaction() if apply else self.db.read() as conn:
            seated = await conn.execute_fetchall(
                "SELECT g.id, g.status FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                "WHERE s.user_id = ? AND g.status IN ('lobby', 'running') ORDER BY g.id",
                (user_id,),
            )
            if seated:
                raise MemberSeated([(int(r[0]), str(r[1])) for r in seated])
            async with conn.execute(
                "SELECT (SELECT COUNT(*) FROM user_prefs WHERE user_id = :u), "
                "(SELECT COUNT(*) FROM drafts WHERE user_id = :u), "
                "(SELECT COUNT(*) FROM seats WHERE user_id = :u AND name IS NOT NULL), "
                "(SELECT COUNT(DISTINCT game_id) FROM seats WHERE user_id = :u)",
                {"u": user_id},
            ) as cur:
                counts = await cur.fetchone()
            assert counts is not None
            if apply:
                await conn.execute("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
                await conn.execute("DELETE FROM drafts WHERE user_id = ?", (user_id,))
                await conn.execute(
                    "UPDATE seats SET name = NULL WHERE user_id = ? AND name IS NOT NULL",
                    (user_id,),
                )
        return Forgotten(
            user_id=user_id,
            preferences=int(counts[0]),
            drafts=int(counts[1]),
            names=int(counts[2]),
            games_kept=int(counts[3]),
            done=apply,
        )

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the public message that shows a game (no version change)."""
        async with self.db.write() as conn:
            await conn.execute(
                "UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id)
            )

    async def delete_lobby(self, game_id: int, expected: int) -> None:
        """Delete a lobby that never got its message (its seats and drafts go with it)."""
        async with self.db.transaction() as conn:
            cur = await conn.execute(
                "DELETE FROM games WHERE id = ? AND version = ? AND status = 'lobby' "
                "AND message_id IS NULL",
                (game_id, expected),
            )
            if cur.rowcount != 1:
                raise VersionConflict(f"game {game_id} is no longer an unposted lobby")

    # --- meta -------------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        """Return a stored installation fact."""
        async with self.db.read() as conn:
            rows = list(await conn.execute_fetchall("SELECT value FROM meta WHERE key = ?", (key,)))
        return str(rows[0][0]) if rows else None

    async def set_meta(self, key: str, value: str) -> None:
        """Store an installation fact."""
        async with self.db.write() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def meta_keys(self, prefix: str) -> list[str]:
        """Return the stored installation facts' keys that start with ``prefix``."""
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT key FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key",
                (len(prefix), prefix),
            )
        return [str(r[0]) for r in rows]

    async def delete_meta(self, key: str) -> None:
        """Forget a stored installation fact."""
        async with self.db.write() as conn:
            await conn.execute("DELETE FROM meta WHERE key = ?", (key,))
