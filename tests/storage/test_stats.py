"""StatsStore: leaderboards, member stats, recent games and histories on hand-built games."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage import Database, GameRepository
from bot.storage.ratings import RatingRow

GUILD, OTHER = 100, 200
"""Two servers; channels 11, 12 are in GUILD, 21 in OTHER."""


async def game(
    db: Database,
    game_id: int,
    seats: Sequence[tuple[int, int | None]],
    *,
    guild: int = GUILD,
    channel: int = 11,
    kind: str = "village",
    status: str = "finished",
    minute: int | None = None,
    timeouts: Sequence[int] = (),
) -> None:
    """A game of ``seats`` (user id, rank) in seat order, finished at minute ``minute``
    (default: its id); ``timeouts``: the seats with a timed-out move."""
    at = f"2026-01-01T00:{minute if minute is not None else game_id:02d}:00+00:00"
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO games (id, kind, guild_id, channel_id, status, host_id, max_seats, "
            "message_id, created_at, updated_at, started_at, finished_at) "
            "VALUES (?, ?, ?, ?, ?, 1, 5, ?, ?, ?, ?, ?)",
            (game_id, kind, guild, channel, status, 9000 + game_id, at, at, at,
             at if status == "finished" else None),
        )  # fmt: skip
        await conn.executemany(
            "INSERT INTO seats (game_id, user_id, bot, seat, joined_at, score, rank) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (game_id, user, "easy" if user < 0 else None, i, at, 10 - i, rank)
                for i, (user, rank) in enumerate(seats)
            ],
        )
        moves = [(i, None) for i in range(len(seats))] + [(s, "timeout") for s in timeouts]
        await conn.executemany(
            "INSERT INTO actions (game_id, seq, seat, action_json, reason, created_at) "
            "VALUES (?, ?, ?, '{}', ?, ?)",
            [(game_id, seq, seat, reason, at) for seq, (seat, reason) in enumerate(moves, 1)],
        )


async def test_member_stats_count_wins_ties_on_time_and_streaks(
    db: Database, repo: GameRepository
) -> None:
    await game(db, 1, [(1, 1), (2, 2)])  # win
    await game(db, 2, [(1, 2), (2, 1)], timeouts=[0])  # loss, timed out
    await game(db, 3, [(1, 1), (2, 1)])  # tie for the win: a win for both
    await game(db, 4, [(2, 1), (1, 2), (-1, 3)])  # 3 players, a bot seat: counted
    await game(db, 5, [(1, 1), (2, 2)], timeouts=[1])  # win; user 2 timed out, not 1
    await game(db, 6, [(1, 1), (3, 2)], guild=OTHER, channel=21)
    await game(db, 7, [(1, None), (2, None)], status="cancelled")  # not counted
    stats = {(s.kind, s.players): s for s in await repo.member_stats(1, guild_id=None)}
    two = stats[("village", 2)]
    assert (two.games, two.wins, two.on_time, two.streak) == (5, 4, 4, 3)
    assert two.last_played.startswith("2026-01-01T00:06")
    three = stats[("village", 3)]
    assert (three.games, three.wins, three.streak) == (1, 0, -1)
    server = {(s.kind, s.players): s for s in await repo.member_stats(1, guild_id=GUILD)}
    assert (server[("village", 2)].games, server[("village", 2)].streak) == (4, 2)
    second = {(s.kind, s.players): s for s in await repo.member_stats(2, guild_id=GUILD)}
    assert (second[("village", 2)].on_time, second[("village", 2)].streak) == (3, -1)
    assert await repo.member_stats(99, guild_id=None) == []


async def test_a_losing_streak_counts_back_to_the_last_win(
    db: Database, repo: GameRepository
) -> None:
    for i, rank in enumerate([2, 1, 2, 2, 2], 1):  # oldest first
        await game(db, i, [(1, rank), (2, 3 - rank)], kind="splendor")
    (row,) = await repo.member_stats(1, guild_id=None)
    assert (row.kind, row.games, row.wins, row.streak) == ("splendor", 5, 1, -3)


async def test_recent_games_newest_first_with_their_seats_and_the_server_filter(
    db: Database, repo: GameRepository
) -> None:
    await game(db, 1, [(1, 1), (2, 2)], minute=30)  # finished last although made first
    await game(db, 2, [(2, 1), (1, 2), (-1, 3)], minute=10)
    await game(db, 3, [(1, 1), (3, 2)], guild=OTHER, channel=21, minute=20)
    await game(db, 4, [(2, 1), (3, 2)], minute=40)  # not theirs
    recent = await repo.recent_games(1, guild_id=None, limit=10)
    assert [g.game_id for g in recent] == [1, 3, 2]
    first = recent[0]
    assert (first.kind, first.guild_id, first.channel_id, first.message_id) == (
        "village", GUILD, 11, 9001,
    )  # fmt: skip
    mine = first.seat_of(1)
    assert mine is not None and (mine.rank, mine.score, mine.seat) == (1, 10, 0)
    assert [s.bot for s in recent[2].players] == [None, None, "easy"]
    assert [g.game_id for g in await repo.recent_games(1, guild_id=GUILD, limit=10)] == [1, 2]
    assert [g.game_id for g in await repo.recent_games(1, guild_id=None, limit=2)] == [1, 3]


async def test_history_of_a_server_or_a_channel_paged(db: Database, repo: GameRepository) -> None:
    await game(db, 1, [(1, 1), (2, 2)], minute=5)
    await game(db, 2, [(1, 1), (2, 2)], channel=12, minute=5)  # same second: by id
    await game(db, 3, [(1, 1), (2, 2)], kind="splendor", minute=7)
    await game(db, 4, [(1, 1), (2, 2)], guild=OTHER, channel=21, minute=8)
    await game(db, 5, [(1, None), (2, None)], status="cancelled", minute=9)
    await game(db, 6, [(1, 1), (2, 2)], minute=3)

    async def ids(**kw: object) -> list[int]:
        args = {"channel_id": None, "kind": None, "limit": 10} | kw
        return [g.game_id for g in await repo.history(GUILD, **args)]  # type: ignore[arg-type]

    assert await ids() == [3, 2, 1, 6]
    assert await ids(channel_id=11) == [3, 1, 6]
    assert await ids(kind="village") == [2, 1, 6]
    assert await ids(channel_id=11, kind="splendor") == [3]
    assert await ids(limit=2) == [3, 2]
    assert await ids(limit=2, before_id=2) == [1, 6]
    assert await ids(limit=2, before_id=6) == []


async def test_the_leaderboard_orders_by_ordinal_then_user_and_needs_min_games(
    db: Database, repo: GameRepository
) -> None:
    rows = [
        RatingRow("village", "global", 1, 30.0, 5.0, 6),  # ordinal 15
        RatingRow("village", "global", 2, 27.0, 4.0, 9),  # ordinal 15: after user 1
        RatingRow("village", "global", 3, 40.0, 3.0, 4),  # best, but too few games
        RatingRow("village", "global", 4, 25.0, 2.0, 5),  # ordinal 19
        RatingRow("village", str(GUILD), 1, 50.0, 1.0, 9),  # another scope
        RatingRow("splendor", "global", 5, 50.0, 1.0, 9),  # another kind
    ]
    await repo.replace_ratings([], rows)
    board = await repo.leaderboard("village", "global", min_games=5, limit=10)
    assert [r.user_id for r in board] == [4, 1, 2]
    assert board[0] == rows[3]
    page = await repo.leaderboard("village", "global", min_games=5, limit=2, offset=2)
    assert [r.user_id for r in page] == [2]
    everyone = await repo.leaderboard("village", "global", min_games=0, limit=10)
    assert [r.user_id for r in everyone] == [3, 4, 1, 2]
    assert [r.user_id for r in await repo.leaderboard("village", str(GUILD), min_games=5,
                                                      limit=10)] == [1]  # fmt: skip
