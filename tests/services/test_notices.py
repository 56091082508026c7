"""A member's games everywhere and their direct-message notices (issue 30), on the service."""

from __future__ import annotations

from bot.games import village
from bot.services import GameService
from bot.storage import GameRecord
from tests.conftest import RawSQL

HOST, BOB, CAROL = 1, 2, 3


async def running(service: GameService, guild: int, channel: int, *players: int) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=guild, channel_id=channel, host_id=HOST, host_name="Hana"
    )
    for user in players:
        game = await service.join(game.id, user)
    return await service.start(game.id, HOST)


async def to_move(service: GameService, game: GameRecord) -> int:
    seat = village.current_seat(await service.state(game))
    assert seat is not None
    return game.seats[seat].user_id


async def move_on(service: GameService, game: GameRecord) -> GameRecord:
    """Play the seat to move's first legal actions until another seat is to move."""
    mover = await to_move(service, game)
    while await to_move(service, game) == mover:
        state = await service.state(game)
        action = village.action_to_json(village.legal_actions(state)[0])
        game = (await service.apply(game.id, mover, action, game.version)).game
    return game


async def test_choices_are_kept_unless_given_and_a_refusal_lasts_until_the_next_choice(
    service: GameService,
) -> None:
    assert not (await service.notices(BOB)).turns  # off by default
    before, after = await service.set_notices(BOB, turns=True, locale="es-419")
    assert (before.turns, after.turns, after.reminders, after.language) == (
        False,
        True,
        False,
        "es",
    )
    _, after = await service.set_notices(BOB, reminders=True, locale="it")
    assert (after.turns, after.reminders, after.language) == (True, True, "it")
    assert await service.turn_notices([BOB, CAROL, -1]) == {BOB: "it"}
    assert await service.may_remind_by_dm(BOB)

    await service.dm_refused(BOB)
    assert await service.turn_notices([BOB]) == {}
    assert not await service.may_remind_by_dm(BOB)
    assert (await service.notices(BOB)).refused

    before, after = await service.set_notices(BOB, locale="en-GB")  # /hoard notify, no option
    assert before.refused and not after.refused
    assert (after.turns, after.reminders) == (True, True)
    assert await service.turn_notices([BOB]) == {BOB: "en"}


async def test_the_old_reminder_switch_leaves_the_turn_notice_alone(service: GameService) -> None:
    await service.set_notices(CAROL, turns=True, locale="it")
    await service.set_notify(CAROL, False)
    assert await service.turn_notices([CAROL]) == {CAROL: "it"}


async def test_a_members_running_games_on_every_server_theirs_to_move_first(
    service: GameService,
) -> None:
    games = [
        await running(service, 10, 100, BOB),
        await running(service, 20, 200, BOB),
        await running(service, 30, 300, CAROL),
        await running(service, 10, 101, BOB),
    ]
    if await to_move(service, games[0]) == BOB:  # not Bob's move in his oldest game
        games[0] = await move_on(service, games[0])
    if await to_move(service, games[3]) != BOB:  # Bob's move in his newest
        games[3] = await move_on(service, games[3])
    lobby = await service.open_lobby(
        kind="village", guild_id=10, channel_id=102, host_id=HOST, host_name="Hana"
    )
    await service.join(lobby.id, BOB)
    found = await service.games_of(BOB)
    assert [g.id for g in found] == [games[0].id, games[1].id, games[3].id]  # no lobby
    listed = await service.my_games(BOB, found)
    bobs = [p.game.id for p in listed if p.mine]
    assert games[3].id in bobs and games[0].id not in bobs
    assert bobs == [g.id for g in found if await to_move(service, g) == BOB]
    assert [p.game.id for p in listed[: len(bobs)]] == bobs
    for playing in listed:
        assert playing.active == (village.current_seat(await service.state(playing.game)),)
    assert [p.game.guild_id for p in await service.my_games(BOB, found[1:2])] == [20]


async def test_forgetting_a_member_forgets_their_notices(service: GameService, sql: RawSQL) -> None:
    await service.set_notices(BOB, turns=True, locale="it")
    found = await service.forget_member(BOB, dry_run=True)
    assert found.preferences == 1
    await service.set_hide_stats(CAROL, True)
    await service.set_notices(CAROL, turns=True, locale="es")
    await service.dm_refused(CAROL)
    await service.forget_member(BOB)
    await service.forget_member(CAROL)
    assert await sql.rows("SELECT * FROM user_prefs WHERE user_id = ?", BOB) == []
    assert await sql.rows(
        "SELECT hide_stats, notify_dm, notify_turns, dm_refused, language FROM user_prefs "
        "WHERE user_id = ?",
        CAROL,
    ) == [(1, 0, 0, 0, None)]
