"""The tables' bookkeeping (migration 0009) on both databases: a table post under way, the
games whose post a stop cut short, and the pointer to a game's thread."""

from __future__ import annotations

from bot.storage import GameRepository, Shards

SNOWFLAKE = 1_323_802_873_183_600_675  # a real message id: past 32 bits


async def lobby(repo: GameRepository, guild_id: int = 1) -> int:
    return await repo.create_lobby(
        kind="village",
        guild_id=guild_id,
        channel_id=guild_id * 10,
        host_id=7,
        max_seats=4,
        options={},
        now="2026-12-04T00:00:00+00:00",
    )


async def test_a_mark_is_kept_until_its_post_is_done_and_an_older_one_wins(
    repo: GameRepository,
) -> None:
    game = await lobby(repo)
    other = await lobby(repo, guild_id=1 << 22)  # shard 1 of 2; the first is in shard 0
    assert await repo.table_leftovers() == []
    assert await repo.mark_table_post(game, SNOWFLAKE) is None
    assert await repo.mark_table_post(game, SNOWFLAKE + 5) == SNOWFLAKE  # an older cut short
    assert await repo.table_leftovers() == [(game, SNOWFLAKE)]
    await repo.clear_table_post(game, SNOWFLAKE + 5)  # not the mark in force: kept
    assert await repo.table_leftovers() == [(game, SNOWFLAKE)]
    await repo.mark_table_post(other, SNOWFLAKE + 9)
    assert [g for g, _ in await repo.table_leftovers(Shards.of(2, [0]))] == [game]
    await repo.clear_table_post(game, SNOWFLAKE)
    assert await repo.table_leftovers() == [(other, SNOWFLAKE + 9)]


async def test_the_pointer_to_a_thread_is_read_with_the_game(repo: GameRepository) -> None:
    game = await lobby(repo)
    assert (await repo.get(game)).pointer is None  # type: ignore[union-attr]
    await repo.set_pointer(game, 10, SNOWFLAKE)
    assert (await repo.get(game)).pointer == (10, SNOWFLAKE)  # type: ignore[union-attr]


async def test_marking_a_post_when_none_is_pending_is_one_trip(repo: GameRepository) -> None:
    """The usual case, before every table post: one statement (SQLite: one call queued on
    aiosqlite's thread, not BEGIN, SELECT, UPDATE, COMMIT; none for a file whose batches run
    on the loop's thread)."""
    from typing import Any

    from bot.storage import Database

    game = await lobby(repo)
    db = repo.db
    if not isinstance(db, Database):
        assert await repo.mark_table_post(game, SNOWFLAKE) is None
        return
    trips: list[int] = []
    queue = db.conn._execute

    async def queued(*args: Any, **kwargs: Any) -> Any:
        trips.append(1)
        return await queue(*args, **kwargs)

    db.conn._execute = queued  # type: ignore[method-assign]
    try:
        assert await repo.mark_table_post(game, SNOWFLAKE) is None
        assert len(trips) == (0 if db._loop_writes else 1)
        assert await repo.mark_table_post(game, SNOWFLAKE + 5) == SNOWFLAKE  # kept, as before
    finally:
        db.conn._execute = queue  # type: ignore[method-assign]
