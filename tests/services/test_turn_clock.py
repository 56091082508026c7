"""Turn clocks with an injected clock (no sleeping): reminders, timeouts, absence, expiry."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import timedelta

import pytest

from bot.games import SPECS, village
from bot.services import GameService, errors
from bot.services.games import MoveResult
from bot.services.scheduler import Scheduler
from bot.storage import GameRecord, GameRepository, Status
from tests.conftest import FakeClock, RawSQL
from tests.timing import ceiling

GUILD, CHANNEL = 10, 20
HOST, BOB, CAROL = 1, 2, 3


class Recorder:
    """A notifier that remembers what it was asked to say."""

    def __init__(self) -> None:
        self.reminders: list[tuple[int, int, timedelta]] = []
        self.moves: list[MoveResult] = []
        self.ended: list[int] = []
        self.nonces: list[str | None] = []
        self.moved: list[tuple[int, bool]] = []

    async def reminder(
        self, game: GameRecord, user_ids: Sequence[int], left: timedelta, nonce: str | None = None
    ) -> None:
        self.reminders.extend((game.id, user_id, left) for user_id in user_ids)
        self.nonces.append(nonce)

    async def auto_moved(self, result: MoveResult) -> None:
        self.moves.append(result)

    async def expired(self, game: GameRecord) -> None:
        self.ended.append(game.id)

    async def clock_moved(self, game: GameRecord, *, ping: bool) -> None:
        self.moved.append((game.id, ping))


async def started(service: GameService, *players: int, channel: int = CHANNEL) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=channel, host_id=HOST
    )
    for p in players:
        game = await service.join(game.id, p)
    return await service.start(game.id, HOST)


async def to_move(service: GameService, game_id: int) -> tuple[GameRecord, int]:
    game = await service.game(game_id)
    state = await service.state(game)
    seat = village.current_seat(state)
    assert seat is not None
    return game, game.seats[seat].user_id


async def log_reasons(sql: RawSQL) -> list[str | None]:
    return [r[0] for r in await sql.rows("SELECT reason FROM actions ORDER BY game_id, seq")]


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
def scheduler(service: GameService, recorder: Recorder, clock: FakeClock) -> Scheduler:
    return Scheduler(service, recorder, clock)


async def test_reminders_fire_once_at_half_time_and_one_hour_before(
    service: GameService, scheduler: Scheduler, recorder: Recorder, clock: FakeClock
) -> None:
    game = await started(service, BOB)
    _, user = await to_move(service, game.id)
    clock.advance(hours=11, minutes=59)
    assert await scheduler.tick() == []
    clock.advance(minutes=1)
    await scheduler.tick()
    assert recorder.reminders == [(game.id, user, timedelta(hours=12))]
    await scheduler.tick()
    clock.advance(hours=5)
    await scheduler.tick()
    assert len(recorder.reminders) == 1  # no repeat
    clock.advance(hours=6)  # 23 h: one hour left
    await scheduler.tick()
    assert recorder.reminders[-1] == (game.id, user, timedelta(hours=1))
    assert len(recorder.reminders) == 2
    assert await scheduler.seconds_to_next() == 600  # an hour away, capped at 10 minutes


async def test_a_timeout_plays_a_draw_and_the_game_goes_on(
    service: GameService, scheduler: Scheduler, recorder: Recorder, clock: FakeClock, sql: RawSQL
) -> None:
    game = await started(service, BOB)
    game, user = await to_move(service, game.id)
    clock.advance(hours=24)
    handled = await scheduler.tick()
    assert [d.kind for d in handled] == ["timeout"]
    assert handled[0].user_ids == (user,)
    assert recorder.moves and recorder.moves[0].action == {"type": "draw"}
    assert (await log_reasons(sql)) == ["timeout"]
    game, next_user = await to_move(service, game.id)
    assert next_user != user
    assert game.seats[game.seat_of(user) or 0].timeouts == 1
    assert not game.seats[game.seat_of(user) or 0].absent
    assert game.deadline_at is not None  # a new clock for the next player


async def test_three_timeouts_make_a_player_absent_and_acting_brings_them_back(
    service: GameService, scheduler: Scheduler, clock: FakeClock, sql: RawSQL
) -> None:
    game = await started(service, BOB)
    game, sleeper = await to_move(service, game.id)
    other = BOB if sleeper == HOST else HOST
    for round_ in range(3):
        clock.advance(hours=24)
        await scheduler.tick()  # the sleeper times out
        game, user = await to_move(service, game.id)
        if round_ < 2:
            assert user == other
            await service.apply(game.id, other, {"type": "draw"}, game.version)
    game = await service.game(game.id)
    seat = game.seat_of(sleeper)
    assert seat is not None and game.seats[seat].absent
    # Now the sleeper's turns are played at once, right after the other player's move.
    game, user = await to_move(service, game.id)
    assert user == other
    result = await service.apply(game.id, other, {"type": "draw"}, game.version)
    assert [r.reason for r in result.auto] == ["absent"]
    game, user = await to_move(service, game.id)
    assert user == other
    assert (await log_reasons(sql))[-2:] == [None, "absent"]
    # Opening their hand again makes them present; their next turn waits for them.
    game = await service.set_present(game, sleeper)
    assert not game.seats[seat].absent
    result = await service.apply(game.id, other, {"type": "draw"}, game.version)
    assert result.auto == ()
    _, user = await to_move(service, game.id)
    assert user == sleeper


async def test_a_restart_with_overdue_clocks_acts_exactly_once(
    repo: GameRepository, clock: FakeClock
) -> None:
    service = GameService(repo, specs=SPECS, clock=clock, seeds=lambda: 5)
    reminded = await started(service, BOB, channel=1)
    timed_out = await started(service, BOB, channel=2)
    # The bot is down for 23.5 hours: for `reminded` both reminder points passed; then a
    # second game is 24 hours overdue in total.
    clock.advance(hours=23, minutes=30)
    restarted = GameService(repo, specs=SPECS, clock=clock)
    recorder = Recorder()
    scheduler = Scheduler(restarted, recorder, clock)
    handled = await scheduler.tick()
    assert sorted((d.game.id, d.kind) for d in handled) == [
        (reminded.id, "reminder"),
        (timed_out.id, "reminder"),
    ]
    assert await scheduler.tick() == []
    clock.advance(hours=48)
    again = Scheduler(GameService(repo, specs=SPECS, clock=clock), Recorder(), clock)
    handled = await again.tick()
    assert sorted((d.game.id, d.kind) for d in handled) == [
        (reminded.id, "timeout"),
        (timed_out.id, "timeout"),
    ]
    assert await again.tick() == []  # the new turns are not overdue


async def test_an_empty_deck_timeout_does_not_end_the_game_when_it_can_be_avoided() -> None:
    from tests.games.village.positions import player, position

    s = village.load(
        position(
            players=[player(0, {"axe": 1}), player(1)],
            stalls={0: "crown", 3: "sword"},
            deck="",
        )
    )
    gentle = village.gentle_action(s)
    assert gentle == village.Market.paying(0)
    after, _ = village.apply(s, gentle)
    assert not after.over
    stuck = village.load(position(players=[player(0), player(1)], deck=""))
    assert village.gentle_action(stuck) == village.Draw()


async def test_abandoned_games_expire_without_results(
    service: GameService, scheduler: Scheduler, recorder: Recorder, clock: FakeClock
) -> None:
    running = await started(service, BOB)
    lobby = await service.open_lobby(kind="village", guild_id=GUILD, channel_id=99, host_id=BOB)
    clock.advance(days=29)
    await scheduler.tick()
    assert recorder.ended == []
    clock.advance(days=2)
    scheduler._last_expiry = None
    await scheduler.tick()
    assert recorder.ended == [lobby.id]
    game = await service.game(lobby.id)
    assert game.status is Status.EXPIRED
    assert all(s.score is None for s in game.seats)
    # The running game was not abandoned: its clock played a move for the sleeper at each
    # overdue deadline (once per deadline, however late), so it had recent moves.
    assert (await service.game(running.id)).status is Status.RUNNING


async def test_settings_are_validated_and_need_manage_server(service: GameService) -> None:
    with pytest.raises(errors.NotAllowed, match="Manage Server"):
        await service.update_settings(GUILD, {"absent_after": 2}, can_manage_guild=False)
    with pytest.raises(errors.BadRequest, match="5m to 7d"):
        await service.update_settings(GUILD, {"turn_max": 30 * 86400}, can_manage_guild=True)
    with pytest.raises(errors.BadRequest, match="absent_after"):
        await service.update_settings(GUILD, {"absent_after": 0}, can_manage_guild=True)
    with pytest.raises(errors.BadRequest, match="between the shortest"):
        await service.update_settings(
            GUILD, {"turn_min": 3600, "turn_default": 600}, can_manage_guild=True
        )
    new = await service.update_settings(
        GUILD, {"reminders": ["25%", "2h"], "absent_after": 2}, can_manage_guild=True
    )
    assert new.reminders == ["25%", "2h"]
    assert (await service.settings(GUILD)).absent_after == 2
    assert (await service.settings(GUILD + 1)).absent_after == 3  # per server


async def test_where_and_by_whom_games_may_be_opened(service: GameService) -> None:
    await service.update_settings(
        GUILD, {"channels": [50], "opener_role": 7, "max_open_games": 2}, can_manage_guild=True
    )
    with pytest.raises(errors.NotAllowed, match="only in <#50>"):
        await service.open_lobby(kind="village", guild_id=GUILD, channel_id=51, host_id=HOST)
    with pytest.raises(errors.NotAllowed, match="<@&7>"):
        await service.open_lobby(kind="village", guild_id=GUILD, channel_id=50, host_id=HOST)
    await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=50, host_id=HOST, member_roles=[7]
    )
    # A thread of an allowed channel is allowed; a manager needs no role.
    await service.open_lobby(
        kind="village",
        guild_id=GUILD,
        channel_id=500,
        parent_channel_id=50,
        host_id=BOB,
        can_manage_guild=True,
    )
    with pytest.raises(errors.NotAllowed, match="2 open games"):
        await service.open_lobby(
            kind="village", guild_id=GUILD, channel_id=501, parent_channel_id=50, host_id=CAROL,
            member_roles=[7],
        )  # fmt: skip
    with pytest.raises(errors.BadRequest, match="turn limit must be from 5m to 7d"):
        await service.open_lobby(
            kind="village", guild_id=GUILD + 1, channel_id=9, host_id=HOST, turn_seconds=60
        )


async def test_kick_and_leave_make_a_player_absent(service: GameService) -> None:
    game = await started(service, BOB, CAROL)
    game, user = await to_move(service, game.id)
    others = [u for u in (HOST, BOB, CAROL) if u != user]
    with pytest.raises(errors.NotHost):
        await service.set_absent(game.id, user, by=others[0] if others[0] != HOST else others[1])
    result = await service.set_absent(game.id, user, by=HOST)
    assert isinstance(result, MoveResult)  # it was their turn: played at once
    assert result.reason == "absent"
    game = await service.game(game.id)
    seat = game.seat_of(user)
    assert seat is not None and game.seats[seat].absent
    waiting = await service.set_absent(game.id, others[1], by=others[1])  # leaving themselves
    assert isinstance(waiting, (GameRecord, MoveResult))


class SlowRecorder(Recorder):
    """A notifier that holds each timeout's notice until told to go on."""

    def __init__(self) -> None:
        super().__init__()
        self.entered = asyncio.Event()
        self.go_on = asyncio.Event()

    async def auto_moved(self, result: MoveResult) -> None:
        self.entered.set()
        await self.go_on.wait()
        await super().auto_moved(result)


async def test_a_stop_lets_the_clock_finish_the_game_in_hand_then_ends_run(
    service: GameService, clock: FakeClock
) -> None:
    first = await started(service, BOB)
    second = await started(service, BOB, channel=CHANNEL + 1)
    recorder = SlowRecorder()
    scheduler = Scheduler(service, recorder, clock)
    clock.advance(hours=24)  # both games time out
    task = asyncio.create_task(scheduler.run())
    await asyncio.wait_for(recorder.entered.wait(), ceiling())
    scheduler.stop()  # while the first timeout's table is being told
    recorder.go_on.set()
    await asyncio.wait_for(task, ceiling())
    assert not task.cancelled()
    assert [m.game.id for m in recorder.moves] == [first.id]  # told, not cut off
    assert (await service.game(second.id)).version == second.version  # left for next start


async def test_a_timeout_finishes_the_turn_it_ran_out_in(
    service: GameService, scheduler: Scheduler, clock: FakeClock, sql: RawSQL
) -> None:
    """Splendor: the tokens a timeout takes push the seat over 10; the return is played at
    once for it (the same turn), counted as one timeout, and the next player's clock starts."""
    from bot.games import splendor

    game = await service.open_lobby(
        kind="splendor", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST
    )
    game = await service.start((await service.join(game.id, BOB)).id, HOST)
    while True:  # both take tokens until one holds 9 and 2 colours are left to take
        game = await service.game(game.id)
        state = await service.state(game)
        left = sum(1 for n in state.bank[:5] if n)
        if sum(state.players[state.current].tokens) >= 9 and left >= 2:
            break
        takes = [
            a for a in splendor.legal_actions(state, state.current) if isinstance(a, splendor.Take)
        ]
        take = max(takes, key=lambda a: sum(state.bank[g] for g in a.gems))
        user = game.seats[state.current].user_id
        await service.apply(game.id, user, splendor.action_to_json(take), game.version)
    sleeper = state.current
    moves_before = len(await log_reasons(sql))
    clock.advance(hours=24)
    handled = await scheduler.tick()
    assert [d.kind for d in handled] == ["timeout"]
    assert handled[0].user_ids == (game.seats[sleeper].user_id,)
    assert (await log_reasons(sql))[moves_before:] == ["timeout", "timeout"]  # the take, the return
    game = await service.game(game.id)
    state = await service.state(game)
    assert state.current != sleeper and state.step == "play"
    assert sum(state.players[sleeper].tokens) == 10
    assert game.seats[sleeper].timeouts == 1
    deadline = game.deadline_at
    assert deadline is not None
    clock.advance(hours=12)
    await scheduler.tick()
    assert (await service.game(game.id)).deadline_at == deadline  # the next player's own clock


async def test_a_move_wakes_the_clock_only_if_it_set_an_event_before_its_next_look(
    service: GameService, scheduler: Scheduler, clock: FakeClock
) -> None:
    """A move's new clock is told to the scheduler with its next event: while ``run`` sleeps
    until an earlier moment, it is not woken (a tick and two queries saved per move); an
    event before that moment, a change told without one, or a clock past that moment (a
    sleep longer than planned) wakes it."""
    game = await started(service, BOB)
    woken = asyncio.Event()
    scheduler._wake = woken
    scheduler._planned = clock.now() + timedelta(minutes=10)
    game, user = await to_move(service, game.id)
    action = village.action_to_json(village.legal_actions(await service.state(game))[0])
    await service.apply(game.id, user, action, game.version)
    assert (await service.game(game.id)).next_event_at is not None
    assert not woken.is_set()  # its reminder is hours away: the scheduler looks before
    scheduler.wake((clock.now() + timedelta(minutes=5)).isoformat())
    assert woken.is_set()
    woken.clear()
    scheduler.wake()
    assert woken.is_set()
    woken.clear()
    clock.advance(minutes=11)
    scheduler.wake((clock.now() + timedelta(hours=5)).isoformat())
    assert woken.is_set()
