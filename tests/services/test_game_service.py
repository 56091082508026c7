"""The game service over a real SQLite file: lobby, start, moves, refusals, concurrency."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from bot.games import SPECS, village
from bot.services import GameService, errors
from bot.storage import GameRecord, GameRepository, Status, VersionConflict
from tests.conftest import RawSQL

GUILD, CHANNEL = 10, 20
HOST, BOB, CAROL, DAVE = 1, 2, 3, 4


async def lobby(service: GameService, *players: int, seats: int | None = None) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=seats
    )
    for p in players:
        game = await service.join(game.id, p)
    return game


async def started(service: GameService, *players: int) -> GameRecord:
    game = await lobby(service, *players)
    return await service.start(game.id, HOST)


async def snapshot(sql: RawSQL) -> list[Any]:
    return [
        await sql.rows(f"SELECT * FROM {t} ORDER BY 1, 2") for t in ("games", "seats", "actions")
    ]


async def current_player(service: GameService, game: GameRecord) -> int:
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    return game.seats[seat].user_id


def a_legal_move(state: Any, rng: random.Random | None = None) -> dict[str, Any]:
    actions = village.legal_actions(state)
    action = (rng or random.Random(0)).choice(actions)
    return village.action_to_json(action)


async def test_lobby_lifecycle_join_leave_start(service: GameService) -> None:
    game = await lobby(service, BOB, CAROL)
    assert game.status is Status.LOBBY
    assert game.user_ids == [HOST, BOB, CAROL]
    game = await service.leave(game.id, BOB)
    assert game.user_ids == [HOST, CAROL]
    game = await service.start(game.id, HOST)
    assert game.status is Status.RUNNING
    assert sorted(game.user_ids) == [HOST, CAROL]
    assert [s.seat for s in game.seats] == [0, 1]
    assert game.seed is not None
    state = await service.state(game)
    assert [p.id for p in state.players] == [str(u) for u in game.user_ids]


async def test_second_lobby_in_a_channel_is_refused_pointing_at_the_first(
    service: GameService,
) -> None:
    first = await lobby(service)
    with pytest.raises(errors.ChannelBusy) as err:
        await service.open_lobby(kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=BOB)
    assert err.value.game_id == first.id
    assert f"#{first.id}" in err.value.message
    other = await service.open_lobby(kind="village", guild_id=GUILD, channel_id=99, host_id=BOB)
    assert other.id != first.id


async def test_join_refusals(service: GameService) -> None:
    game = await lobby(service, BOB, seats=2)
    with pytest.raises(errors.AlreadyJoined):
        await service.join(game.id, BOB)
    with pytest.raises(errors.LobbyFull):
        await service.join(game.id, CAROL)
    with pytest.raises(errors.NotJoined):
        await service.leave(game.id, CAROL)
    with pytest.raises(errors.BadRequest, match="2 to 5 seats"):
        await service.open_lobby(kind="village", guild_id=1, channel_id=2, host_id=3, seats=6)
    with pytest.raises(errors.GameNotFound):
        await service.join(12345, BOB)


async def test_start_needs_the_host_and_two_players(service: GameService) -> None:
    game = await lobby(service)
    with pytest.raises(errors.NotEnoughPlayers):
        await service.start(game.id, HOST)
    await service.join(game.id, BOB)
    with pytest.raises(errors.NotHost):
        await service.start(game.id, BOB)
    await service.start(game.id, HOST)
    with pytest.raises(errors.NotInLobby):
        await service.join(game.id, CAROL)


async def test_host_leaving_passes_the_host_role_and_the_last_one_cancels(
    service: GameService,
) -> None:
    game = await lobby(service, BOB)
    game = await service.leave(game.id, HOST)
    assert game.host_id == BOB
    game = await service.leave(game.id, BOB)
    assert game.status is Status.CANCELLED
    assert await service.game_in_channel(CHANNEL) is None


async def test_cancel_by_host_or_channel_manager_only(service: GameService) -> None:
    game = await lobby(service, BOB)
    with pytest.raises(errors.NotHost):
        await service.cancel(game.id, BOB)
    game = await service.cancel(game.id, BOB, can_manage_channel=True)
    assert game.status is Status.CANCELLED
    with pytest.raises(errors.GameNotRunning):
        await service.cancel(game.id, HOST)


async def test_seat_order_and_first_player_come_from_the_recorded_seed(
    repo: GameRepository,
) -> None:
    orders = set()
    for seed in range(12):
        service = GameService(repo, specs=SPECS, seeds=lambda seed=seed: seed)
        game = await service.open_lobby(
            kind="village", guild_id=GUILD, channel_id=100 + seed, host_id=HOST
        )
        for p in (BOB, CAROL, DAVE):
            await service.join(game.id, p)
        game = await service.start(game.id, HOST)
        assert game.seed == seed
        orders.add(tuple(game.user_ids))
        state = await service.state(game)
        expected = village.new_game(4, seed, player_ids=[str(u) for u in game.user_ids])
        assert village.dump(state) == village.dump(expected)
    assert len(orders) > 1  # seats are shuffled, not kept in join order


async def test_a_move_is_applied_stored_and_logged(service: GameService, sql: RawSQL) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    state = await service.state(game)
    move = a_legal_move(state)
    result = await service.apply(game.id, user, move, game.version)
    assert result.game.version == game.version + 1
    assert result.action == move
    assert result.events
    stored = await service.game(game.id)
    assert stored.version == game.version + 1
    assert stored.state_json == result.game.state_json
    log = await service.repo.actions(game.id)
    assert [(e.seq, e.seat, json.loads(e.action_json)) for e in log] == [(1, result.seat, move)]
    expected, _ = village.apply(state, village.action_from_json(move))
    assert village.dump(await service.state(stored)) == village.dump(expected)


async def test_refusals_write_nothing(service: GameService, sql: RawSQL) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    other = BOB if user == HOST else HOST
    state = await service.state(game)
    move = a_legal_move(state)
    before = await snapshot(sql)
    with pytest.raises(errors.NotYourTurn) as turn:
        await service.apply(game.id, other, move, game.version)
    assert turn.value.user_ids == (user,)
    assert turn.value.message == f"It is not your turn: it is <@{user}>'s."
    assert not turn.value.chosen
    with pytest.raises(errors.NotAPlayer):
        await service.apply(game.id, CAROL, move, game.version)
    with pytest.raises(errors.StaleBoard):
        await service.apply(game.id, user, move, game.version - 1)
    with pytest.raises(errors.IllegalMove) as illegal:
        await service.apply(
            game.id, user, {"type": "market", "stall": 3, "pay": {"wild": 3}}, game.version
        )
    assert illegal.value.rule_id.startswith("R-")
    assert f"({illegal.value.rule_id})" in illegal.value.message
    with pytest.raises(errors.BadRequest):
        await service.apply(game.id, user, {"type": "teleport"}, game.version)
    assert await snapshot(sql) == before


async def test_version_conflict_in_storage_writes_nothing(
    service: GameService, sql: RawSQL
) -> None:
    game = await started(service, BOB)
    before = await snapshot(sql)
    with pytest.raises(VersionConflict):
        await service.repo.save_move(
            game.id, game.version - 1, seat=0, action_json="{}", state_json="{}", now="x"
        )
    assert await snapshot(sql) == before


async def test_two_concurrent_applies_of_the_same_move_apply_once(
    service: GameService,
) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    move = a_legal_move(await service.state(game))
    results = await asyncio.gather(
        service.apply(game.id, user, move, game.version),
        service.apply(game.id, user, move, game.version),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1
    assert len(refused) == 1
    assert isinstance(refused[0], errors.StaleBoard)
    assert len(await service.repo.actions(game.id)) == 1


async def test_a_whole_game_to_the_end_keeps_results(service: GameService, sql: RawSQL) -> None:
    game = await started(service, BOB, CAROL)
    rng = random.Random(5)
    moves = 0
    while game.status is Status.RUNNING:
        user = await current_player(service, game)
        result = await service.apply(
            game.id, user, a_legal_move(await service.state(game), rng), game.version
        )
        game = result.game
        moves += 1
    assert result.over
    stored = await service.game(game.id)
    assert stored.status is Status.FINISHED
    assert stored.finished_at is not None
    assert result.outcome is not None
    assert [s.score for s in stored.seats] == list(result.outcome.scores)
    assert [s.rank for s in stored.seats] == list(result.outcome.ranks)
    assert len(await service.repo.actions(game.id)) == moves
    before = await snapshot(sql)
    for user in (HOST, BOB, CAROL):
        with pytest.raises(errors.GameNotRunning, match="is over"):
            await service.apply(game.id, user, {"type": "draw"}, stored.version)
    assert await snapshot(sql) == before
    assert await service.game_in_channel(CHANNEL) is None


async def test_a_corrupted_state_marks_only_that_game_broken(
    service: GameService, sql: RawSQL, caplog: pytest.LogCaptureFixture
) -> None:
    bad = await started(service, BOB)
    good = await service.open_lobby(kind="village", guild_id=GUILD, channel_id=77, host_id=CAROL)
    await service.join(good.id, DAVE)
    good = await service.start(good.id, CAROL)
    await sql.run("UPDATE games SET state_json = '{\"track\": 5}' WHERE id = ?", bad.id)
    fresh = GameService(service.repo, specs=SPECS)  # a restarted bot
    bad = await fresh.game(bad.id)
    user = await current_player(service, good)
    with pytest.raises(errors.GameBroken):
        await fresh.apply(bad.id, HOST, {"type": "draw"}, bad.version)
    assert (await fresh.game(bad.id)).status is Status.BROKEN
    assert any("broken" in r.getMessage() and str(bad.id) in r.getMessage() for r in caplog.records)
    result = await fresh.apply(good.id, user, {"type": "draw"}, good.version)
    assert result.game.version == good.version + 1


async def test_an_unknown_action_in_the_log_marks_the_game_broken(
    service: GameService, sql: RawSQL
) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    await service.apply(game.id, user, {"type": "draw"}, game.version)
    await sql.run('UPDATE actions SET action_json = \'{"type": "fly"}\' WHERE game_id = ?', game.id)
    fresh = GameService(service.repo, specs=SPECS)
    game = await fresh.game(game.id)
    with pytest.raises(errors.GameBroken):
        await fresh.state(game)
    assert (await fresh.game(game.id)).status is Status.BROKEN


async def test_look_ups(service: GameService) -> None:
    game = await started(service, BOB)
    other = await service.open_lobby(kind="village", guild_id=GUILD, channel_id=55, host_id=DAVE)
    await service.open_lobby(kind="village", guild_id=999, channel_id=56, host_id=DAVE)
    assert (await service.game_in_channel(CHANNEL)).id == game.id
    assert [g.id for g in await service.games_in_guild(GUILD)] == [game.id, other.id]
    mine = await service.private_view(game, BOB)
    seat = game.seat_of(BOB)
    assert "hand" in mine["players"][seat]
    assert all("hand" not in p for i, p in enumerate(mine["players"]) if i != seat)
    with pytest.raises(errors.NotAPlayer):
        await service.private_view(game, CAROL)


async def test_memory_does_not_keep_games(service: GameService) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    await service.apply(game.id, user, {"type": "draw"}, game.version)
    assert len(service._locks) == 0  # per-game locks live only while in use


async def test_a_move_clears_the_half_made_moves_in_the_same_write(service: GameService) -> None:
    game = await started(service, BOB)
    user = await current_player(service, game)
    await service.save_draft(game, user, {"step": "bribe", "treasure": "axe"})
    assert await service.draft(game, user) == {"step": "bribe", "treasure": "axe"}
    await service.apply(game.id, user, {"type": "draw"}, game.version)
    assert await service.repo.get_draft(game.id, user) is None
