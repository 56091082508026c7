"""The games repository: games and their seats and actions (lobby, start, moves, status)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from bot.storage.batch import Refused, Step
from bot.storage.moves import bump, move_steps
from bot.storage.ratings import RatingUpdate, rate_in
from bot.storage.reads import LoopReads
from bot.storage.records import STOPPED, ActionRecord, GameRecord, Schedule, SeatRecord, Status
from bot.storage.rows import (
    ACTION_COLUMNS,
    GAME_COLUMNS,
    action_record,
    game_record,
    schedule_sets,
    seat_record,
)
from bot.storage.store import INTEGRITY_ERRORS, Conn, Store


class VersionConflict(Exception):
    """The game changed since the version the caller read; nothing was written."""


class ChannelTaken(Exception):
    """The channel already has an open game; ``game_id`` names it, ``message_id`` shows it."""

    def __init__(self, game_id: int, message_id: int | None = None) -> None:
        super().__init__(f"channel already has open game {game_id}")
        self.game_id = game_id
        self.message_id = message_id


class GameStore(Store):
    """Typed access to the games, seats and actions tables: lobbies, starts, moves, status."""

    # --- reads ------------------------------------------------------------------------------

    async def _load(
        self, conn: Conn | LoopReads, where: str, args: Iterable[Any]
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
        first: tuple[Any, ...] | None = None
        seats: list[SeatRecord] = []
        for row in rows:
            values = tuple(row)  # read by position: a name is looked up column by column
            if first is not None and values[0] != first[0]:
                games.append(game_record(first, seats))
                seats = []
            first = values
            seat = seat_record(values)
            if seat is not None:
                seats.append(seat)
        if first is not None:
            games.append(game_record(first, seats))
        return games

    async def get(self, game_id: int) -> GameRecord | None:
        """Return the game with this id, or None."""
        async with self.db.query() as conn:
            found = await self._load(conn, "id = ?", (game_id,))
        return found[0] if found else None

    async def open_in_channel(self, channel_id: int) -> GameRecord | None:
        """Return the lobby or running game of a channel, or None."""
        async with self.db.query() as conn:
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
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
        return [action_record(r) for r in rows]

    async def recent_actions(self, game_id: int, limit: int) -> list[ActionRecord]:
        """Return a game's last ``limit`` log entries, oldest first."""
        async with self.db.query() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
                (game_id, limit),
            )
        return [action_record(r) for r in reversed(list(rows))]

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
                made = await conn.execute_fetchall(
                    "INSERT INTO games (kind, guild_id, channel_id, status, version, host_id, "
                    "max_seats, options_json, created_at, updated_at, turn_seconds) "
                    "VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?, ?, ?, ?) RETURNING id",
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
                game_id = int(next(iter(made))[0])
                await conn.execute(
                    "INSERT INTO seats (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                    (game_id, host_id, host_name, now),
                )
        except INTEGRITY_ERRORS:
            existing = await self.open_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelTaken(existing.id, existing.message_id) from None
        return game_id

    async def _bump(
        self,
        conn: Conn,
        game_id: int,
        expected: int,
        now: str,
        *,
        sets: str = "",
        args: Sequence[Any] = (),
    ) -> None:
        step = bump(game_id, expected, now, sets=sets, args=args)
        cur = await conn.execute(step.sql, step.args)
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
        sched_sets, sched_args = schedule_sets(schedule)
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
        rating: RatingUpdate | None = None,
        timed_out: str | None = None,
    ) -> None:
        """Store a move: the new state, the version check and the log entry, atomically.

        One UPDATE does it all in the common case (a trigger appends the log entry), so a move
        costs one write. ``seat_states`` (seat, absent, timeouts) and ``results`` (score, rank
        by seat, which also finish the game) make it a transaction, and so does ``timed_out``
        (the deadline of the clock whose timeout this move is: its claim in ``clock_log``):
        one batch (``bot.storage.moves``), one trip to SQLite's thread. ``rating`` (the
        finished game's ratings, read and written in the same transaction) needs a read
        between its statements.
        """
        steps = move_steps(
            game_id,
            expected,
            seat=seat,
            action_json=action_json,
            state_json=state_json,
            now=now,
            summary=summary,
            reason=reason,
            schedule=schedule,
            seat_states=seat_states,
            results=results,
            timed_out=timed_out,
        )
        stale = f"game {game_id} is no longer at version {expected}"
        if rating is None:  # one trip to the database (SQLite: to its thread)
            try:
                await self.db.batch(steps)
            except Refused:
                raise VersionConflict(stale) from None
            return
        async with self.db.transaction() as conn:  # the ratings are read, computed, written
            for index, step in enumerate(steps):
                cur = await conn.execute(step.sql, step.args)
                if index == 0 and cur.rowcount != 1:
                    raise VersionConflict(stale)
            await rate_in(conn, rating)

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

    async def count_open(self, guild_id: int) -> int:
        """Return how many lobbies and running games a server has."""
        async with self.db.query() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT COUNT(*) FROM games WHERE guild_id = ? "
                    "AND status IN ('lobby', 'running')",
                    (guild_id,),
                )
            )
        return int(rows[0][0])

    async def set_message(
        self, game_id: int, message_id: int | None, version: int | None = None
    ) -> None:
        """Remember the public message that shows a game at ``version`` (no version change)."""
        await self.db.batch(
            [
                Step(
                    "UPDATE games SET message_id = ?, table_version = ? WHERE id = ?",
                    (message_id, version, game_id),
                )
            ]
        )

    async def move_lobby(self, game_id: int, channel_id: int, expected: int) -> None:
        """Move a lobby that shows no message yet to another channel (its own new thread)."""
        async with self.db.transaction() as conn:
            cur = await conn.execute(
                "UPDATE games SET channel_id = ? WHERE id = ? AND version = ? "
                "AND status = 'lobby' AND message_id IS NULL",
                (channel_id, game_id, expected),
            )
            if cur.rowcount != 1:
                raise VersionConflict(f"game {game_id} is no longer an unposted lobby")

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
