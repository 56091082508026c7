"""The move log in the service and storage: pages counted from the first move, the newest
page by default, which game a channel means, and moving a new lobby to its thread."""

from __future__ import annotations

import pytest

from bot.services import GameService, errors
from bot.services.cooldown import Cooldown
from bot.services.games import LOG_PAGE
from bot.storage import GameRecord, Status
from tests.conftest import FakeClock

GUILD, CHANNEL, THREAD = 10, 20, 30
HOST = 1
KIND = "goofspiel"


async def played_out(service: GameService, channel: int = CHANNEL) -> GameRecord:
    """A two-seat game against an easy bot, played to the end (the host is away)."""
    game = await service.open_lobby(
        kind=KIND, guild_id=GUILD, channel_id=channel, host_id=HOST, seats=2
    )
    await service.add_bot(game.id, HOST, "easy")
    await service.start(game.id, HOST)
    await service.set_absent(game.id, HOST, by=HOST)
    game = await service.game(game.id)
    assert game.status is Status.FINISHED
    return game


async def test_pages_count_from_the_first_move_and_default_to_the_newest(
    service: GameService,
) -> None:
    game = await played_out(service)
    every = await service.repo.actions(game.id)
    total = len(every)
    assert total > LOG_PAGE  # more than one page
    newest = await service.log_page(game.id, None)
    assert newest.total == total
    assert newest.offset == (total - 1) // LOG_PAGE * LOG_PAGE
    assert [e.seq for e in newest.entries] == [e.seq for e in every[newest.offset :]]
    first = await service.log_page(game.id, 1)
    assert first.offset == 0 and [e.seq for e in first.entries] == list(range(1, LOG_PAGE + 1))
    assert [e.summary for e in first.entries] == [e.summary for e in every[:LOG_PAGE]]
    assert all(e.summary for e in first.entries)
    second = await service.log_page(game.id, 2)
    assert second.entries[0].seq == LOG_PAGE + 1
    past = await service.log_page(game.id, 10_000)  # a page past the end: the newest
    assert past == newest
    few = await service.action_page(game.id, 3, 4)  # any offset and limit
    assert [e.seq for e in few.entries] == [4, 5, 6, 7] and few.total == total
    with pytest.raises(ValueError):
        await service.log_page(game.id, 0)
    with pytest.raises(ValueError):
        await service.action_page(game.id, -1, 5)
    with pytest.raises(ValueError):
        await service.action_page(game.id, 0, 0)


async def test_a_game_without_moves_has_one_empty_page(service: GameService) -> None:
    game = await service.open_lobby(kind=KIND, guild_id=GUILD, channel_id=CHANNEL, host_id=HOST)
    page = await service.log_page(game.id, None)
    assert (page.entries, page.total, page.offset) == ((), 0, 0)
    assert await service.log_page(game.id, 3) == page


async def test_the_log_of_a_channel_is_its_open_game_else_its_last_of_the_kind(
    service: GameService,
) -> None:
    assert await service.game_for_log(GUILD, CHANNEL, KIND) is None
    first = await played_out(service)
    second = await played_out(service)
    found = await service.game_for_log(GUILD, CHANNEL, KIND)
    assert found is not None and found.id == second.id != first.id
    assert await service.game_for_log(GUILD, CHANNEL, "village") is None
    assert await service.game_for_log(GUILD + 1, CHANNEL, KIND) is None  # another server
    lobby = await service.open_lobby(kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=2)
    found = await service.game_for_log(GUILD, CHANNEL, KIND)
    assert found is not None and found.id == lobby.id  # the open game, whatever its kind


async def test_a_new_lobby_moves_to_its_thread_and_frees_the_channel(
    service: GameService,
) -> None:
    game = await service.open_lobby(kind=KIND, guild_id=GUILD, channel_id=CHANNEL, host_id=HOST)
    moved = await service.move_lobby(game.id, THREAD)
    assert moved.channel_id == THREAD and moved.version == game.version
    assert (await service.game_in_channel(THREAD)) == moved
    assert await service.game_in_channel(CHANNEL) is None
    await service.attach_message(game.id, 99)
    with pytest.raises(errors.StaleBoard):  # a lobby that shows its message stays where it is
        await service.move_lobby(game.id, CHANNEL)
    await service.join(game.id, 2)
    await service.start(game.id, HOST)
    with pytest.raises(errors.NotInLobby):
        await service.move_lobby(game.id, CHANNEL)


def test_a_cooldown_allows_one_use_per_key_per_window() -> None:
    clock = FakeClock()
    cooldown = Cooldown(30, clock)
    assert cooldown.claim(1)
    assert not cooldown.claim(1)
    assert cooldown.claim(2)  # per key
    clock.advance(seconds=29.9)
    assert not cooldown.claim(1)
    clock.advance(seconds=0.1)
    assert cooldown.claim(1)  # the window has passed: taken again, for 30 s more
    assert not cooldown.claim(1)
    cooldown.release(1)  # the use did not happen: free at once
    assert cooldown.claim(1)
    cooldown.release(3)  # releasing a key never taken is harmless
