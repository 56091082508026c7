"""The stats service: what /hoard stats, leaderboard, recent and history read, and the choice
to hide one's stats (others refused, the leaderboards leave the member out, forgetting keeps it)."""

from __future__ import annotations

import pytest

from bot.services import errors, rated
from bot.services.games import GameService
from bot.services.ratings import MIN_GAMES
from bot.services.stats import HISTORY_PAGE, LEADERBOARD_SIZE
from bot.storage import Database, GameRepository
from tests.storage.test_stats import GUILD, OTHER, game


async def rated_games(db: Database, repo: GameRepository, results: list[list[int]]) -> None:
    """Two-player village games of GUILD, one per ``results`` row (the winner first), then the
    ratings rebuilt from them as ``python -m bot ratings`` does."""
    for i, (winner, loser) in enumerate(results, start=1):
        await game(db, i, [(winner, 1), (loser, 2)])
    changes, rows = rated.rebuild(await repo.matches())
    await repo.replace_ratings(changes, rows)


async def test_a_member_sees_their_stats_and_others_see_them_until_hidden(
    db: Database, repo: GameRepository, service: GameService
) -> None:
    await rated_games(db, repo, [[1, 2]] * 4 + [[2, 1]] * 2)
    await game(db, 7, [(1, 1), (3, 2)], guild=OTHER, channel=21)
    mine = await service.member_stats(1, 1, GUILD)
    (village,) = mine.kinds
    assert (village.total.games, village.total.wins, village.total.streak) == (6, 4, -2)
    assert [r.players for r in village.by_players] == [2]
    assert village.rated_here == 6 and village.rating_here is not None
    everywhere = await service.member_stats(1, 1, GUILD, everywhere=True)
    assert everywhere.kinds[0].total.games == 7 and everywhere.kinds[0].total.streak == 1
    # Two wins fewer than games rated: a rating is shown only from MIN_GAMES rated games.
    assert (await service.member_stats(1, 3, GUILD, everywhere=True)).kinds[0].rating_here is None

    assert await service.member_stats(2, 1, GUILD) == mine  # others may look
    await service.set_hide_stats(1, True)
    assert await service.hides_stats(1)
    with pytest.raises(errors.StatsHidden) as refused:
        await service.member_stats(2, 1, GUILD)
    assert "<@1> keeps their stats to themselves" in refused.value.message
    with pytest.raises(errors.StatsHidden):
        await service.recent_games(2, 1, GUILD)
    assert await service.member_stats(1, 1, GUILD) == mine  # never from themselves
    assert [g.game_id for g in await service.recent_games(1, 1, GUILD)] == [6, 5, 4, 3, 2, 1]
    await service.set_hide_stats(1, False)
    assert await service.member_stats(2, 1, GUILD) == mine


async def test_leaderboards_leave_out_hidden_members_but_for_themselves(
    db: Database, repo: GameRepository, service: GameService
) -> None:
    # Six players: 10 beats everyone, 11 beats the rest … each plays 5 + games.
    players = list(range(10, 16))
    results = [[a, b] for i, a in enumerate(players) for b in players[i + 1 :]]
    await rated_games(db, repo, results * 2)
    board = await service.leaderboard(99, "village", GUILD)
    assert [s.user_id for s in board.standings] == players
    assert [s.place for s in board.standings] == [1, 2, 3, 4, 5, 6]
    ratings = [s.rating for s in board.standings]
    assert ratings == sorted(ratings, reverse=True) and board.mine is None
    assert all(s.games == 10 for s in board.standings)

    await service.set_hide_stats(10, True)
    seen_by_other = await service.leaderboard(99, "village", GUILD)
    assert [s.user_id for s in seen_by_other.standings] == players[1:]
    seen_by_self = await service.leaderboard(10, "village", GUILD)
    assert seen_by_self.standings[0].user_id == 10  # they still see their own place

    assert (await service.leaderboard(99, "village", GUILD, min_games=11)).standings == ()
    floor = await service.leaderboard(99, "village", GUILD, min_games=1)
    assert floor.min_games == MIN_GAMES  # no rating is shown before MIN_GAMES
    assert (await service.leaderboard(99, "village", OTHER)).standings == ()
    assert len((await service.leaderboard(99, "village", GUILD, everywhere=True)).standings) == 5
    with pytest.raises(errors.BadRequest):
        await service.leaderboard(99, "chess", GUILD)


async def test_a_reader_below_the_leaderboard_sees_their_own_place(
    db: Database, repo: GameRepository, service: GameService
) -> None:
    # LEADERBOARD_SIZE + 3 players, each with MIN_GAMES games against the next one.
    players = list(range(100, 100 + LEADERBOARD_SIZE + 3))
    results = [[players[i], players[i + 1]] for i in range(len(players) - 1)]
    await rated_games(db, repo, results * MIN_GAMES)
    everyone = await repo.leaderboard("village", str(GUILD), min_games=MIN_GAMES, limit=100)
    order = [r.user_id for r in everyone]
    assert len(order) == len(players)
    for user in order[LEADERBOARD_SIZE:]:
        board = await service.leaderboard(user, "village", GUILD)
        assert len(board.standings) == LEADERBOARD_SIZE
        assert board.mine is not None and board.mine.user_id == user
        assert board.mine.place == order.index(user) + 1
    top = await service.leaderboard(order[0], "village", GUILD)
    assert top.mine is None  # on the board already
    nobody = await service.leaderboard(5000, "village", GUILD)
    assert nobody.mine is None


async def test_a_history_pages_back_and_lists_finished_games_only(
    db: Database, repo: GameRepository, service: GameService
) -> None:
    for i in range(1, HISTORY_PAGE + 4):
        await game(db, i, [(1, 1), (2, 2)], channel=11 if i % 2 else 12)
    await game(db, 50, [(1, None), (2, None)], status="running", minute=59)
    await game(db, 51, [(1, 1), (2, 2)], kind="splendor", minute=58)
    first = await service.history(GUILD, channel_id=None, kind="village")
    assert [g.game_id for g in first.games] == list(range(HISTORY_PAGE + 3, 3, -1))
    assert first.more
    second = await service.history(
        GUILD, channel_id=None, kind="village", before_id=first.games[-1].game_id
    )
    assert [g.game_id for g in second.games] == [3, 2, 1] and not second.more
    channel = await service.history(GUILD, channel_id=12, kind="village")
    assert all(g.channel_id == 12 for g in channel.games) and not channel.more
    assert [
        g.game_id for g in (await service.history(GUILD, channel_id=None, kind="splendor")).games
    ] == [51]


async def test_forgetting_a_member_keeps_their_choice_to_hide_their_stats(
    service: GameService,
) -> None:
    await service.set_notify(7, True)
    await service.set_hide_stats(7, True)
    preview = await service.forget_member(7, dry_run=True)
    assert preview.preferences == 1 and preview.stats_hidden
    done = await service.forget_member(7)
    assert done.done and done.stats_hidden
    assert await service.hides_stats(7) and not await service.notify_dm(7)
    again = await service.forget_member(7, dry_run=True)
    assert again.preferences == 0 and again.stats_hidden  # nothing left to remove
    await service.set_hide_stats(8, False)
    shown = await service.forget_member(8)
    assert shown.preferences == 1 and not shown.stats_hidden
    assert not await service.hides_stats(8)
