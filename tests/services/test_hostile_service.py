"""The service's own guards against damaged rows and half-done writes."""

from __future__ import annotations

import pytest

from bot.services import GameService, errors
from bot.services.games import check_seats
from bot.storage import GameRecord, Status
from tests.conftest import RawSQL

GUILD, CHANNEL, HOST, BOB = 10, 20, 1, 2


async def lobby(service: GameService) -> GameRecord:
    return await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST
    )


async def test_an_unposted_lobby_is_discarded_and_frees_its_channel(
    service: GameService,
) -> None:
    first = await lobby(service)
    await service.discard_lobby(first.id)
    with pytest.raises(errors.GameNotFound):
        await service.game(first.id)
    second = await lobby(service)  # the channel is free again
    await service.attach_message(second.id, 555)
    await service.discard_lobby(second.id)  # posted: left alone
    assert (await service.game(second.id)).status is Status.LOBBY


async def test_seats_that_disagree_with_the_state_mark_the_game_broken(
    service: GameService, sql: RawSQL
) -> None:
    game = await service.join((await lobby(service)).id, BOB)
    game = await service.start(game.id, HOST)
    check_seats(game, [str(u) for u in game.user_ids])  # as stored: fine
    for ids in ([str(HOST)], [str(HOST), str(BOB), "3"], list(reversed(game.user_ids))):
        with pytest.raises(ValueError):
            check_seats(game, [str(i) for i in ids])
    await sql.run("DELETE FROM seats WHERE seat = 1")
    damaged = await service.game(game.id)
    with pytest.raises(errors.GameBroken):
        await service.state(damaged)
    broken = await service.game(game.id)
    assert broken.status is Status.BROKEN
    assert broken.broken_reason is not None and "2 players but 1 seats" in broken.broken_reason


async def test_marking_away_someone_not_seated_names_them(service: GameService) -> None:
    game = await service.join((await lobby(service)).id, BOB)
    game = await service.start(game.id, HOST)
    with pytest.raises(errors.NotSeated, match="<@99> is not playing"):
        await service.set_absent(game.id, 99, by=HOST)
    with pytest.raises(errors.NotAPlayer, match="You are not playing"):
        await service.set_absent(game.id, 99, by=99)
