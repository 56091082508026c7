"""Finished games are rated in their last move's transaction, and a rebuild from the ended
games reproduces the stored ratings exactly (``bot.services.rated``, ``check-db``)."""

from __future__ import annotations

import asyncio
import random
from functools import partial
from pathlib import Path

from bot import maintenance
from bot.__main__ import main
from bot.services import GameService, rated
from bot.storage import GameRecord, GameRepository
from bot.storage.ratings import GLOBAL

GUILDS = (10, 11)


async def play_out(service: GameService, game: GameRecord, rng: random.Random) -> GameRecord:
    """Play random legal moves (Goofspiel: short) until the game ends."""
    rules = service.rules_for(game.kind)
    while True:
        game = await service.game(game.id)
        if not game.status.is_open:
            return game
        state = await service.state(game)
        seat = rng.choice([s for s in rules.active_seats(state) if not game.seats[s].bot])
        action = rng.choice(rules.legal_actions(state, seat))
        user = game.seats[seat].user_id
        await service.apply(game.id, user, rules.action_to_json(action), game.version)


async def started(
    service: GameService, guild: int, channel: int, players: list[int], bots: int = 0
) -> GameRecord:
    game = await service.open_lobby(
        kind="goofspiel", guild_id=guild, channel_id=channel, host_id=players[0]
    )
    for p in players[1:]:
        game = await service.join(game.id, p)
    for _ in range(bots):
        game = await service.add_bot(game.id, players[0], "easy")
    return await service.start(game.id, players[0])


async def test_games_are_rated_as_they_end_and_a_rebuild_agrees_exactly(
    service: GameService, repo: GameRepository, db_path: Path
) -> None:
    rng = random.Random(7)
    played = []
    for n in range(6):
        guild = GUILDS[n % 2]
        players = rng.sample([1, 2, 3, 4], rng.choice([2, 3]))
        game = await started(service, guild, 100 + n, players)
        played.append(await play_out(service, game, rng))
    with_bot = await play_out(service, await started(service, 10, 200, [1, 2], bots=1), rng)
    cancelled = await service.open_lobby(kind="goofspiel", guild_id=10, channel_id=201, host_id=3)
    cancelled = await service.start((await service.join(cancelled.id, 4)).id, 3)
    await service.cancel(cancelled.id, 3)

    changes = await repo.rating_changes()
    assert {c.game_id for c in changes} == {g.id for g in played}  # the bot game, the
    assert not {c.game_id for c in changes} & {with_bot.id, cancelled.id}  # cancelled: unrated
    for game in played:
        mine = [c for c in changes if c.game_id == game.id]
        assert len(mine) == 2 * len(game.seats)  # every player, globally and on its server
        assert {c.scope for c in mine} == {GLOBAL, str(game.guild_id)}
    winners = {
        (g.id, s.user_id) for g in played for s in (await service.game(g.id)).seats if s.rank == 1
    }
    for c in changes:
        if (c.game_id, c.user_id) in winners:
            assert c.mu_after > c.mu_before  # a winner goes up
    ratings = await repo.ratings("goofspiel")
    games_of = {(r.scope, r.user_id): r.games for r in ratings}
    for user in (1, 2, 3, 4):
        played_by = [g for g in played if any(s.user_id == user for s in g.seats)]
        assert games_of.get((GLOBAL, user), 0) == len(played_by)
    assert await maintenance.ratings_problem(repo) is None  # a rebuild: the same to the bit
    rebuilt_changes, rebuilt = rated.rebuild(await repo.matches())
    assert len(rebuilt) == len(ratings) and len(rebuilt_changes) == len(changes)
    await repo.replace_ratings([], [])
    assert await maintenance.ratings_problem(repo) is not None
    await repo.replace_ratings(rebuilt_changes, rebuilt)
    assert await maintenance.ratings_problem(repo) is None
    await repo.replace_ratings([], [])  # the command line rebuilds them too
    argv = ["ratings", "--database", str(db_path)]
    said = await asyncio.to_thread(partial(main, argv, prog="hoard"))
    assert said == 0 and await maintenance.ratings_problem(repo) is None


async def test_a_game_every_player_left_is_not_rated_nor_finished_on_time(
    service: GameService, repo: GameRepository
) -> None:
    rng = random.Random(3)
    kept = await play_out(service, await started(service, 10, 300, [1, 2]), rng)
    before = await repo.rating_changes()
    game = await started(service, 10, 301, [1, 2])
    await service.set_absent(game.id, 1, by=1)
    await service.set_absent(game.id, 2, by=2)  # the bots play the rest for both of them
    left = await service.game(game.id)
    assert left.status.value == "finished" and all(s.absent for s in left.seats)
    assert await repo.rating_changes() == before  # the game nobody stayed in moves no rating
    assert {c.game_id for c in before} == {kept.id}
    assert await maintenance.ratings_problem(repo) is None  # and a rebuild agrees
    for user in (1, 2):
        (kind,) = (await service.member_stats(user, user, 10)).kinds
        assert kind.total.games == 2
        assert kind.total.on_time == 1  # only the game they played to its end
        assert kind.total.wins == (1 if user in won_by(kept) else 0)  # none in the one they left


def won_by(game: GameRecord) -> set[int]:
    return {s.user_id for s in game.seats if s.rank == 1}
