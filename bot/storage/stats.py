"""The stats repository: leaderboards, a member's stats and recent games, a channel's or a
server's history of finished games (issue 17; the reads the stats commands need).

Only finished games count here (status 'finished': not cancelled, expired or broken games),
and never a practice game (a member's private training against bots, ``PLAYED``).
Games with bot seats are games too: they are counted in a member's stats and listed in the
recent games and histories, although they are never rated (``bot.services.ratings``). The
leaderboards read the ratings projection (``ratings``), ordered by the ordinal mu − 3σ, the
cautious skill the number shown is made from (``bot.services.ratings.display``); a
leaderboard of one server asks for ``scope`` str(guild id), of everyone for 'global'.

"Newest first" is by ``finished_at``, then by game id (two games ending in the same second
keep one order), everywhere; ``history`` pages on that same order with ``before_id``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.ratings import RATING_COLUMNS, RatingRow, rating_row
from bot.storage.records import resigned_of
from bot.storage.store import Conn, Store


@dataclass(frozen=True, slots=True)
class StatRow:
    """A member's finished games of one kind at one player count.

    ``streak`` is the current run, newest game first: +3 for three wins in a row, −2 for two
    losses in a row (0 only without games). A win is rank 1, shared ranks included; a game
    where they have no rank (left before the end) or were away when it ended (the bot played
    on for them; the ratings count them last) is a loss. ``on_time`` counts the games in which
    none of their moves was played for them (their turn timed out, or they were away) and
    they were there at the end.
    """

    kind: str
    players: int
    games: int
    wins: int
    on_time: int
    streak: int
    last_played: str


@dataclass(frozen=True, slots=True)
class SummarySeat:
    """One seat of a finished game as a summary shows it (``bot``: a bot seat's level)."""

    user_id: int
    seat: int
    rank: int | None
    score: int | None
    bot: str | None
    name: str | None = None
    """A bot seat's name ("Ember"); None for a member (named by mention)."""
    absent: bool = False
    """Away when the game ended (left, or resigned)."""
    resigned: bool = False
    """They resigned (a bot played their seat on, or the game ended at once)."""


@dataclass(frozen=True, slots=True)
class GameSummaryRow:
    """A finished game in a list: where it was played (``message_id`` makes a link to its
    table), when it ended, and its seats in seat order with their ranks and scores."""

    game_id: int
    kind: str
    guild_id: int
    channel_id: int
    message_id: int | None
    finished_at: str
    players: tuple[SummarySeat, ...]

    def seat_of(self, user_id: int) -> SummarySeat | None:
        """The seat ``user_id`` played, or None."""
        return next((s for s in self.players if s.user_id == user_id), None)

    @property
    def everyone_left(self) -> bool:
        """Say whether every human player had left or resigned when it ended (not rated)."""
        humans = [s for s in self.players if s.bot is None]
        return bool(humans) and all(s.absent or s.resigned for s in humans)


def _check_page(limit: int, offset: int = 0) -> None:
    if limit < 1 or offset < 0:
        raise ValueError(f"a page needs limit >= 1 and offset >= 0, not {limit}, {offset}")


PLAYED = "g.status = 'finished' AND g.options_json NOT LIKE '%\"practice\": true%'"
"""The games that count here: finished, and not practice games (a member alone against bots,
private: their options hold ``"practice": true``, as ``json.dumps`` writes them)."""
SHOWN = "(user_id = ? OR user_id NOT IN (SELECT user_id FROM user_prefs WHERE hide_stats = 1))"
"""A leaderboard's filter: members who hide their stats are left out, but for the viewer (its
one argument: their user id, or None)."""

SUMMARY_COLUMNS = (
    "g.id, g.kind, g.guild_id, g.channel_id, g.message_id, g.finished_at, g.options_json"
)


async def _summaries(conn: Conn, games: Sequence[Any]) -> list[GameSummaryRow]:
    """The summaries of ``games`` (rows of SUMMARY_COLUMNS, in the order given) with their
    seats, read in one more query."""
    if not games:
        return []
    ids = [int(g[0]) for g in games]
    marks = ", ".join("?" for _ in ids)
    rows = await conn.execute_fetchall(
        "SELECT game_id, user_id, seat, rank, score, bot, "
        "CASE WHEN bot IS NOT NULL THEN name END, absent FROM seats "
        f"WHERE game_id IN ({marks}) AND seat IS NOT NULL ORDER BY game_id, seat",
        ids,
    )
    resigned = {int(g[0]): resigned_of(json.loads(g[6] or "{}")) for g in games}
    seats: dict[int, list[SummarySeat]] = {}
    for r in rows:
        user = int(r[1])
        seats.setdefault(int(r[0]), []).append(
            SummarySeat(
                user,
                int(r[2]),
                r[3],
                r[4],
                r[5],
                r[6],
                bool(r[7]),
                user in resigned.get(int(r[0]), ()),
            )
        )
    return [
        GameSummaryRow(
            int(g[0]),
            str(g[1]),
            int(g[2]),
            int(g[3]),
            g[4],
            str(g[5]),
            tuple(seats.get(int(g[0]), ())),
        )
        for g in games
    ]


class StatsStore(Store):
    """Typed reads for the stats commands: leaderboards, member stats, recent games, history."""

    async def leaderboard(
        self,
        kind: str,
        scope: str,
        *,
        min_games: int,
        limit: int,
        offset: int = 0,
        viewer: int | None = None,
    ) -> list[RatingRow]:
        """The ratings of ``kind`` in ``scope`` ('global' or str(guild id)) with at least
        ``min_games`` rated games, best first: by the ordinal mu − 3σ descending, then by
        user id; a page of ``limit`` after the first ``offset``. Members who hide their stats
        are left out, but for ``viewer`` (who may see their own place)."""
        _check_page(limit, offset)
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {RATING_COLUMNS} FROM ratings "
                f"WHERE kind = ? AND scope = ? AND games >= ? AND {SHOWN} "
                "ORDER BY mu - 3 * sigma DESC, user_id LIMIT ? OFFSET ?",
                (kind, scope, min_games, viewer, limit, offset),
            )
        return [rating_row(r) for r in rows]

    async def leaderboard_place(
        self, kind: str, scope: str, user_id: int, *, min_games: int
    ) -> tuple[int, RatingRow] | None:
        """Where ``user_id`` stands on that leaderboard as they see it (1 for the first) and
        their rating, or None when they are not on it (too few games)."""
        async with self.db.read() as conn:
            rows = list(
                await conn.execute_fetchall(
                    f"SELECT {RATING_COLUMNS} FROM ratings "
                    "WHERE kind = ? AND scope = ? AND user_id = ? AND games >= ?",
                    (kind, scope, user_id, min_games),
                )
            )
            if not rows:
                return None
            mine = rating_row(rows[0])
            ahead = await conn.execute_fetchall(
                "SELECT COUNT(*) FROM ratings "
                f"WHERE kind = ? AND scope = ? AND games >= ? AND {SHOWN} "
                "AND (mu - 3 * sigma > ? OR (mu - 3 * sigma = ? AND user_id < ?))",
                (kind, scope, min_games, user_id, *(mine.mu - 3 * mine.sigma,) * 2, user_id),
            )
        return int(next(iter(ahead))[0]) + 1, mine

    async def member_ratings(self, user_id: int, scopes: Sequence[str]) -> list[RatingRow]:
        """A member's ratings in ``scopes`` ('global', str(guild id)), every game kind."""
        if not scopes:
            return []
        marks = ", ".join("?" for _ in scopes)
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = ? AND scope IN ({marks}) "
                "ORDER BY kind, scope",
                [user_id, *scopes],
            )
        return [rating_row(r) for r in rows]

    async def member_stats(
        self, user_id: int, *, guild_id: int | None, by_players: bool = True
    ) -> list[StatRow]:
        """A member's finished games (of one server, or everywhere with None), one row per
        game kind and player count, by kind then player count (``by_players`` False: one row
        per game kind, its ``players`` 0, its streak across every player count).

        Games with bot seats are included: they are games the member played, though unrated.
        """
        where, args = (
            ("", [user_id]) if guild_id is None else ("AND g.guild_id = ?", [user_id, guild_id])
        )
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                "SELECT g.kind, g.finished_at, s.rank, s.absent, "
                "(SELECT COUNT(*) FROM seats AS o WHERE o.game_id = g.id AND o.seat IS NOT NULL), "
                "EXISTS (SELECT 1 FROM actions AS a WHERE a.game_id = g.id "
                "AND a.seat = s.seat AND a.reason IN ('timeout', 'absent')) "
                "FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                f"WHERE s.user_id = ? AND s.seat IS NOT NULL AND {PLAYED} {where} "
                "ORDER BY g.finished_at DESC, g.id DESC",
                args,
            )
        groups: dict[tuple[str, int], list[tuple[str, bool, bool]]] = {}
        for kind, finished_at, rank, away, players, late in rows:
            groups.setdefault((str(kind), int(players) if by_players else 0), []).append(
                (str(finished_at), rank == 1 and not away, not (late or away))
            )
        out = []
        for (kind, players), games in sorted(groups.items()):
            first_won = games[0][1]
            run = next((i for i, g in enumerate(games) if g[1] != first_won), len(games))
            out.append(
                StatRow(
                    kind=kind,
                    players=players,
                    games=len(games),
                    wins=sum(won for _, won, _ in games),
                    on_time=sum(on_time for _, _, on_time in games),
                    streak=run if first_won else -run,
                    last_played=games[0][0],
                )
            )
        return out

    async def recent_games(
        self, user_id: int, *, guild_id: int | None, limit: int
    ) -> list[GameSummaryRow]:
        """A member's last ``limit`` finished games (of one server, or everywhere with None),
        newest first; bot games included."""
        _check_page(limit)
        where, args = ("AND g.guild_id = ?", [guild_id]) if guild_id is not None else ("", [])
        async with self.db.read() as conn:
            games = await conn.execute_fetchall(
                f"SELECT {SUMMARY_COLUMNS} FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                f"WHERE s.user_id = ? AND s.seat IS NOT NULL AND {PLAYED} {where} "
                "ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
                [user_id, *args, limit],
            )
            return await _summaries(conn, list(games))

    async def history(
        self,
        guild_id: int,
        *,
        channel_id: int | None,
        kind: str | None,
        limit: int,
        before_id: int | None = None,
    ) -> list[GameSummaryRow]:
        """A server's finished games (of one channel, of one kind, when given), newest first;
        a page of ``limit``. The next page: ``before_id`` the last game of this one (the games
        that come after it in this order; none if there is no such game)."""
        _check_page(limit)
        where = ["g.guild_id = ?", PLAYED]
        args: list[Any] = [guild_id]
        if channel_id is not None:
            where.append("g.channel_id = ?")
            args.append(channel_id)
        if kind is not None:
            where.append("g.kind = ?")
            args.append(kind)
        if before_id is not None:
            where.append("(g.finished_at, g.id) < (SELECT finished_at, id FROM games WHERE id = ?)")
            args.append(before_id)
        async with self.db.read() as conn:
            games = await conn.execute_fetchall(
                f"SELECT {SUMMARY_COLUMNS} FROM games AS g WHERE {' AND '.join(where)} "
                "ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
                [*args, limit],
            )
            return await _summaries(conn, list(games))
