"""The ratings repository: each rated game's rating changes and the ratings they add up to.

The source of truth is the ended games and their seats (``matches``: rank, score, seat, bot,
absent); ``rating_changes`` holds each rated game's ratings before and after, per player and
scope ('global' or a server's id); ``ratings`` is the projection the leaderboards read, kept up
to date with each game's last move (``RatingUpdate``, written in that move's transaction) and
rebuilt from the matches in date order (``replace_ratings``). The store holds rows; the
arithmetic is the service's (``bot.services.ratings``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage.records import resigned_of
from bot.storage.store import Conn, Store, serialise

GLOBAL = "global"
"""The scope of the ratings over every server."""

RatingKey = tuple[str, int]
"""A rating's scope and user id (within one game kind)."""


@dataclass(frozen=True, slots=True)
class RatingRow:
    """One player's rating of one game kind in one scope."""

    kind: str
    scope: str
    user_id: int
    mu: float
    sigma: float
    games: int


@dataclass(frozen=True, slots=True)
class RatingChangeRow:
    """What one rated game did to one player's rating in one scope."""

    game_id: int
    user_id: int
    scope: str
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float


@dataclass(frozen=True, slots=True)
class MatchSeat:
    """A seat of an ended game, as the ratings read it."""

    user_id: int
    seat: int
    rank: int | None
    score: int | None
    bot: bool
    absent: bool
    resigned: int = 0
    """The order in which the player resigned (1: first; 0: they did not)."""


@dataclass(frozen=True, slots=True)
class MatchRow:
    """An ended game (finished, cancelled, expired or broken) and its seats."""

    game_id: int
    kind: str
    guild_id: int
    status: str
    finished_at: str
    seats: tuple[MatchSeat, ...]


Computed = tuple[Sequence[RatingChangeRow], Sequence[RatingRow]]


@dataclass(frozen=True, slots=True)
class RatingUpdate:
    """Rate a game inside its last move's transaction: ``compute`` gets the current ratings of
    ``user_ids`` in ``scopes`` (of ``kind``) and returns the changes and the new ratings."""

    kind: str
    scopes: tuple[str, ...]
    user_ids: tuple[int, ...]
    compute: Callable[[Mapping[RatingKey, RatingRow]], Computed]


def rating_row(row: Any) -> RatingRow:
    """A ``ratings`` row (``RATING_COLUMNS``, in order) as a ``RatingRow``."""
    return RatingRow(
        str(row[0]), str(row[1]), int(row[2]), float(row[3]), float(row[4]), int(row[5])
    )


RATING_COLUMNS = "kind, scope, user_id, mu, sigma, games"
CHANGE_COLUMNS = "game_id, user_id, scope, mu_before, sigma_before, mu_after, sigma_after"


async def rate_in(conn: Conn, update: RatingUpdate) -> None:
    """Read, compute and write one game's ratings on ``conn`` (inside a transaction)."""
    marks = ", ".join("?" for _ in update.scopes)
    users = ", ".join("?" for _ in update.user_ids)
    await serialise(conn, "ratings")  # read, computed and written by one finished game at a time
    rows = await conn.execute_fetchall(
        f"SELECT {RATING_COLUMNS} FROM ratings WHERE kind = ? AND scope IN ({marks}) "
        f"AND user_id IN ({users})",
        (update.kind, *update.scopes, *update.user_ids),
    )
    current = {(r.scope, r.user_id): r for r in map(rating_row, rows)}
    changes, ratings = update.compute(current)
    await _write(conn, changes, ratings)


async def _write(
    conn: Conn, changes: Iterable[RatingChangeRow], ratings: Iterable[RatingRow]
) -> None:
    await conn.executemany(
        f"INSERT INTO rating_changes ({CHANGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (c.game_id, c.user_id, c.scope, c.mu_before, c.sigma_before, c.mu_after, c.sigma_after)
            for c in changes
        ],
    )
    await conn.executemany(
        f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (kind, scope, user_id) DO UPDATE SET "
        "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
        [(r.kind, r.scope, r.user_id, r.mu, r.sigma, r.games) for r in ratings],
    )


class RatingStore(Store):
    """Typed reads and writes of ``rating_changes`` and ``ratings``; the matches they come
    from."""

    async def matches(self) -> list[MatchRow]:
        """Every ended game with its seats, in the order they ended (then by id)."""
        async with self.db.read() as conn:
            games = await conn.execute_fetchall(
                "SELECT id, kind, guild_id, status, COALESCE(finished_at, updated_at) AS ended, "
                "options_json "
                "FROM games WHERE status IN ('finished', 'cancelled', 'expired', 'broken') "
                "AND started_at IS NOT NULL ORDER BY ended, id"
            )
            seats = await conn.execute_fetchall(
                "SELECT s.game_id, s.user_id, s.seat, s.rank, s.score, s.bot, s.absent "
                "FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                "WHERE g.status IN ('finished', 'cancelled', 'expired', 'broken') "
                "AND s.seat IS NOT NULL ORDER BY s.game_id, s.seat"
            )
        resigned = {int(g[0]): resigned_of(json.loads(g[5] or "{}")) for g in games}
        by_game: dict[int, list[MatchSeat]] = {}
        for r in seats:
            order = resigned.get(int(r[0]), ())
            user = int(r[1])
            by_game.setdefault(int(r[0]), []).append(
                MatchSeat(
                    user,
                    int(r[2]),
                    r[3],
                    r[4],
                    r[5] is not None,
                    bool(r[6]),
                    order.index(user) + 1 if user in order else 0,
                )
            )
        return [
            MatchRow(
                int(g[0]),
                str(g[1]),
                int(g[2]),
                str(g[3]),
                str(g[4]),
                tuple(by_game.get(int(g[0]), ())),
            )
            for g in games
        ]

    async def ratings(self, kind: str | None = None) -> list[RatingRow]:
        """Every stored rating (of ``kind``), by kind, scope and user."""
        where, args = ("WHERE kind = ?", (kind,)) if kind is not None else ("", ())
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {RATING_COLUMNS} FROM ratings {where} ORDER BY kind, scope, user_id",
                args,
            )
        return [rating_row(r) for r in rows]

    async def rating_changes(self, game_id: int | None = None) -> list[RatingChangeRow]:
        """Every stored rating change (of one game), by game, scope and user."""
        where, args = ("WHERE game_id = ?", (game_id,)) if game_id is not None else ("", ())
        async with self.db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {CHANGE_COLUMNS} FROM rating_changes {where} "
                "ORDER BY game_id, scope, user_id",
                args,
            )
        return [RatingChangeRow(int(r[0]), int(r[1]), str(r[2]), *map(float, r[3:7])) for r in rows]

    async def replace_ratings(
        self, changes: Sequence[RatingChangeRow], ratings: Sequence[RatingRow]
    ) -> None:
        """Replace every rating change and rating at once (a rebuild), in one transaction."""
        async with self.db.transaction() as conn:
            await serialise(conn, "ratings")
            await conn.execute("DELETE FROM rating_changes")
            await conn.execute("DELETE FROM ratings")
            await _write(conn, changes, ratings)
