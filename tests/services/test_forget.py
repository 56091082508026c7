"""Forgetting a member: preferences, drafts and names go; a game's record stays."""

from __future__ import annotations

import random

import pytest

from bot.games import village
from bot.services import GameService, errors
from bot.storage import Forgotten, GameRecord, Status
from tests.conftest import RawSQL

GUILD = 10
HOST, BOB, CAROL = 1, 2, 3


async def game_with(service: GameService, channel: int, *players: int) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=channel, host_id=HOST, host_name="Hana"
    )
    for user in players:
        game = await service.join(game.id, user, name=f"name-{user}")
    return game


async def play_to_the_end(service: GameService, game: GameRecord) -> GameRecord:
    game = await service.start(game.id, HOST)
    rng = random.Random(game.id)
    while game.status is Status.RUNNING:
        state = await service.state(game)
        seat = village.current_seat(state)
        assert seat is not None
        action = village.action_to_json(rng.choice(village.legal_actions(state)))
        game = (await service.apply(game.id, game.seats[seat].user_id, action, game.version)).game
    return game


async def test_forgetting_removes_preferences_drafts_and_names_but_keeps_the_record(
    service: GameService, sql: RawSQL
) -> None:
    finished = await play_to_the_end(service, await game_with(service, 1, BOB, CAROL))
    cancelled = await service.start((await game_with(service, 2, BOB)).id, HOST)
    await service.save_draft(cancelled, BOB, {"step": "bribe"})
    await service.save_draft(cancelled, HOST, {"step": "market"})
    await service.cancel(cancelled.id, HOST)
    await service.set_notify(BOB, True)
    await service.set_notify(CAROL, True)
    results_before = await sql.rows(
        "SELECT game_id, user_id, seat, score, rank FROM seats ORDER BY 1, 2"
    )

    found = await service.forget_member(BOB)

    assert found == Forgotten(
        user_id=BOB, preferences=1, drafts=1, names=2, games_kept=2, done=True
    )
    assert await sql.rows("SELECT * FROM user_prefs WHERE user_id = ?", BOB) == []
    assert await sql.rows("SELECT * FROM drafts WHERE user_id = ?", BOB) == []
    assert await sql.rows("SELECT name FROM seats WHERE user_id = ? ORDER BY game_id", BOB) == [
        (None,),
        (None,),
    ]
    # the record of each game is whole: ids, seats, scores and ranks
    assert (
        await sql.rows("SELECT game_id, user_id, seat, score, rank FROM seats ORDER BY 1, 2")
        == results_before
    )
    stored = await service.game(finished.id)
    assert stored.status is Status.FINISHED
    assert BOB in stored.user_ids
    assert all(s.score is not None and s.rank is not None for s in stored.seats)
    # nobody else lost anything
    assert await service.notify_dm(CAROL) is True
    assert await sql.rows("SELECT user_id FROM drafts") == [(HOST,)]
    assert await sql.rows("SELECT name FROM seats WHERE user_id = ?", CAROL) == [("name-3",)]
    assert (await service.forget_member(BOB)).names == 0  # forgetting again finds nothing


async def test_a_dry_run_counts_and_changes_nothing(service: GameService, sql: RawSQL) -> None:
    game = await game_with(service, 1, BOB)
    await service.cancel(game.id, HOST)
    await service.set_notify(BOB, True)
    before = await sql.rows("SELECT * FROM seats ORDER BY 1, 2")
    found = await service.forget_member(BOB, dry_run=True)
    assert (found.preferences, found.drafts, found.names, found.done) == (1, 0, 1, False)
    assert await sql.rows("SELECT * FROM seats ORDER BY 1, 2") == before
    assert await service.notify_dm(BOB) is True


@pytest.mark.parametrize("start", [False, True], ids=["lobby", "running"])
async def test_a_member_with_a_seat_in_an_open_game_is_refused(
    service: GameService, sql: RawSQL, start: bool
) -> None:
    game = await game_with(service, 1, BOB)
    if start:
        game = await service.start(game.id, HOST)
    await service.set_notify(BOB, True)
    before = (
        await sql.rows("SELECT * FROM seats ORDER BY 1, 2"),
        await sql.rows("SELECT * FROM user_prefs"),
    )
    with pytest.raises(errors.StillSeated) as err:
        await service.forget_member(BOB)
    status = "running" if start else "lobby"
    assert err.value.games == ((game.id, status),)
    assert f"game #{game.id} ({status})" in err.value.message
    assert "Nothing was forgotten" in err.value.message
    assert (
        await sql.rows("SELECT * FROM seats ORDER BY 1, 2"),
        await sql.rows("SELECT * FROM user_prefs"),
    ) == (before)


async def test_a_bot_seat_or_a_nonsense_id_is_not_a_member(service: GameService) -> None:
    for user_id in (0, -1):
        with pytest.raises(errors.BadRequest, match="not a member's id"):
            await service.forget_member(user_id)
