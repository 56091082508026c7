"""Two processes on one database (shards): each turn clock is driven once, by its server's owner.

A second ``GameService`` over a second connection to the same database plays the other
process: its own game locks, its own settings cache. Run on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from bot.games import SPECS
from bot.services import GameService, preferences
from bot.services.scheduler import Scheduler
from bot.storage import GameRecord, GameRepository, Schedule, Shards, Status
from tests.conftest import FakeClock, RawSQL, Reopen
from tests.services.test_turn_clock import Recorder, to_move

SHARD0_GUILD = (7 << 22) * 2 + 5
SHARD1_GUILD = SHARD0_GUILD + (1 << 22)
HOST, BOB = 1, 2


@pytest.fixture
async def other(reopen: Reopen, clock: FakeClock) -> AsyncIterator[GameService]:
    """The other process: its own connection, locks and caches, the same database and time."""
    db = await reopen()
    try:
        yield GameService(GameRepository(db), specs=SPECS, clock=clock, seeds=lambda: 77)
    finally:
        await db.close()


async def started(service: GameService, guild: int, channel: int) -> GameRecord:
    game = await service.open_lobby(
        kind="village", guild_id=guild, channel_id=channel, host_id=HOST
    )
    game = await service.join(game.id, BOB)
    return await service.start(game.id, HOST)


def schedule_of(game: GameRecord) -> Schedule:
    return game.schedule


async def test_the_shard_of_a_server_is_discord_s() -> None:
    shards = Shards.of(2, [1])
    assert not shards.owns(SHARD0_GUILD) and shards.owns(SHARD1_GUILD)
    assert not shards.everything and Shards.of(2, [0, 1]).everything
    assert Shards.of(4, [3]).owns(3 << 22) and not Shards.of(4, [3]).owns(4 << 22)
    with pytest.raises(ValueError, match=r"0\.\.1"):
        Shards.of(2, [2])
    with pytest.raises(ValueError):
        Shards.of(2, [])


async def test_each_process_drives_only_the_clocks_of_its_own_servers(
    service: GameService, repo: GameRepository, clock: FakeClock
) -> None:
    mine = await started(service, SHARD0_GUILD, 1)
    theirs = await started(service, SHARD1_GUILD, 2)
    shard0 = GameService(repo, specs=SPECS, clock=clock, shards=Shards.of(2, [0]))
    shard1 = GameService(repo, specs=SPECS, clock=clock, shards=Shards.of(2, [1]))
    clock.advance(hours=12)
    assert await repo.due(service._now(), shards=shard0.shards) == [mine.id]
    assert await repo.due(service._now(), shards=shard1.shards) == [theirs.id]
    assert await shard0.run_due(theirs.id) is None  # never another shard's game, even asked
    handled = await Scheduler(shard0, Recorder(), clock).tick()
    assert [(d.game.id, d.kind) for d in handled] == [(mine.id, "reminder")]
    # shard 1 has not run: its game's next event is still its reminder, the other's is later
    assert await repo.next_event(shard1.shards) == theirs.next_event_at
    assert await repo.next_event(shard0.shards) == (await service.game(mine.id)).next_event_at
    handled = await Scheduler(shard1, Recorder(), clock).tick()
    assert [(d.game.id, d.kind) for d in handled] == [(theirs.id, "reminder")]
    # the tables a restart repairs, and the games that expire, are the shard's own too
    assert await repo.stale_tables(shard0.shards) == [mine.id]
    assert await repo.stale_tables(shard1.shards) == [theirs.id]
    assert await repo.stale_tables(None) == [mine.id, theirs.id]
    clock.advance(days=40)
    assert [g.id for g in await shard1.expire_quiet()] == [theirs.id]
    assert (await service.game(mine.id)).status is Status.RUNNING


async def test_a_reminder_two_processes_find_due_at_once_is_claimed_once(
    service: GameService, other: GameService, clock: FakeClock, sql: RawSQL
) -> None:
    games = [await started(service, SHARD0_GUILD, channel) for channel in range(1, 9)]
    clock.advance(hours=12)
    both = await asyncio.gather(
        *(s.run_due(g.id) for g in games for s in (service, other)), return_exceptions=True
    )
    assert not [d for d in both if isinstance(d, BaseException)]
    reminders = [d for d in both if d is not None and not isinstance(d, BaseException)]
    assert sorted(d.game.id for d in reminders) == [g.id for g in games]
    assert all(d.kind == "reminder" and d.number == 1 for d in reminders)
    log = await service.repo.clock_log()
    assert [(e.game_id, e.kind, e.number, e.sent_at) for e in log] == [
        (g.id, "reminder", 1, None) for g in games
    ]
    assert {e.deadline_at for e in log} == {g.deadline_at for g in games}


async def test_a_process_that_read_a_due_game_late_sends_nothing(
    service: GameService, other: GameService, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other process read the game before this one claimed its reminder (or timed it out),
    and acts on what it read: its claim finds the clock moved on and does nothing."""
    game = await started(service, SHARD0_GUILD, 1)
    clock.advance(hours=12)
    stale = await other.game(game.id)

    async def read_late(game_id: int) -> GameRecord:
        return stale

    monkeypatch.setattr(other, "game", read_late)
    assert (await service.run_due(game.id)) is not None
    assert await other.run_due(game.id) is None
    clock.advance(hours=12)
    stale = await service.game(game.id)  # the other reads it due, then is overtaken again
    timed_out = await service.run_due(game.id)
    assert timed_out is not None and timed_out.kind == "timeout"
    assert await other.run_due(game.id) is None
    log = await service.repo.clock_log(game.id)
    assert [(e.kind, e.number) for e in log] == [("reminder", 1), ("timeout", 0)]
    assert log[1].version == stale.version  # the timeout is the move after what both read
    reasons = [a.reason for a in await service.repo.actions(game.id)]
    assert reasons == ["timeout"]


async def test_a_move_elsewhere_keeps_its_new_clock(
    service: GameService, repo: GameRepository, clock: FakeClock
) -> None:
    """A reminder claimed on a clock a move replaced meanwhile writes nothing over it."""
    game = await started(service, SHARD0_GUILD, 1)
    seen = schedule_of(game)
    clock.advance(hours=12)
    game, user = await to_move(service, game.id)
    moved = await service.apply(game.id, user, {"type": "draw"}, game.version)
    kept = Schedule(seen.turn_started_at, seen.deadline_at, 1, seen.deadline_at, seen.step_version)
    now = service._now()
    assert not await repo.claim_schedule(game.id, game.version, seen, kept, reminder=1, now=now)
    after = await service.game(game.id)
    assert schedule_of(after) == schedule_of(moved.last.game)
    assert await repo.clock_log() == []


async def test_a_timeout_two_processes_find_due_at_once_is_played_once(
    service: GameService, other: GameService, clock: FakeClock, sql: RawSQL
) -> None:
    games = [await started(service, SHARD0_GUILD, channel) for channel in range(1, 7)]
    clock.advance(hours=24)
    both = await asyncio.gather(*(s.run_due(g.id) for g in games for s in (other, service)))
    timeouts = [d for d in both if d is not None]
    assert sorted(d.game.id for d in timeouts) == [g.id for g in games]
    rows = await sql.rows("SELECT game_id, reason FROM actions ORDER BY game_id, seq")
    assert rows == [(g.id, "timeout") for g in games]
    log = await service.repo.clock_log()
    assert [(e.game_id, e.kind, e.deadline_at) for e in log] == [
        (g.id, "timeout", g.deadline_at) for g in games
    ]


async def test_the_scheduler_records_what_it_told(
    service: GameService, clock: FakeClock, recorder: Recorder
) -> None:
    game = await started(service, SHARD0_GUILD, 1)

    class Refused(Recorder):
        async def reminder(
            self, game: GameRecord, user_ids: object, left: timedelta, nonce: object = None
        ) -> None:
            raise RuntimeError("Discord said no")

    class MovedOn(Recorder):
        async def reminder(
            self, game: GameRecord, user_ids: object, left: timedelta, nonce: object = None
        ) -> bool:
            return False  # a move came between the claim and the post: nothing to remind

    clock.advance(hours=12)
    await Scheduler(service, Refused(), clock).tick()
    clock.advance(hours=11)  # one hour left
    await Scheduler(service, MovedOn(), clock).tick()
    told = service._now()
    clock.advance(hours=1)
    await Scheduler(service, recorder, clock).tick()
    assert len(recorder.moves) == 1
    log = await service.repo.clock_log(game.id)
    assert [(e.kind, e.number, e.sent_at, e.posted) for e in log] == [
        ("reminder", 1, None, None),  # claimed, never told (the start-up would try again)
        ("reminder", 2, told, False),
        ("timeout", 0, service._now(), True),
    ]


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


async def test_a_settings_change_in_one_process_reaches_the_other(
    service: GameService, other: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (await other.settings(SHARD0_GUILD)).absent_after == 3  # now in its memory
    await service.update_settings(SHARD0_GUILD, {"absent_after": 5}, can_manage_guild=True)
    assert (await other.settings(SHARD0_GUILD)).absent_after == 3  # still fresh there
    monkeypatch.setattr(preferences, "SETTINGS_FRESH", 0.0)
    assert (await other.settings(SHARD0_GUILD)).absent_after == 5


async def test_a_reminder_claimed_by_a_process_killed_before_it_told_is_sent_at_the_restart(
    service: GameService, repo: GameRepository, clock: FakeClock
) -> None:
    """The claim is stored, the process dies before the message: the next start-up sends it,
    with the nonce the first try used (Discord then posts it once, whether or not it went out)."""
    game = await started(service, SHARD0_GUILD, 1)
    moved = await started(service, SHARD0_GUILD, 2)
    late = await started(service, SHARD0_GUILD, 3)
    clock.advance(hours=12)
    claimed = [await service.run_due(g.id) for g in (game, moved, late)]  # then: SIGKILL
    assert all(d is not None and d.kind == "reminder" for d in claimed)
    first_try = claimed[0]
    assert first_try is not None
    played, user = await to_move(service, moved.id)
    await service.apply(moved.id, user, {"type": "draw"}, played.version)  # no longer current
    await repo.told(late.id, late.deadline_at or "", "reminder", 1, service._now())
    clock.advance(seconds=30)
    restarted = GameService(repo, specs=SPECS, clock=clock, shards=Shards.of(2, [0]))
    recorder = Recorder()
    handled = await Scheduler(restarted, recorder, clock).tick()
    assert [(d.game.id, d.kind, d.number) for d in handled] == [(game.id, "reminder", 1)]
    assert recorder.nonces == [first_try.nonce] and len(first_try.nonce) == 25
    assert [r[2] for r in recorder.reminders] == [timedelta(hours=11, minutes=59, seconds=30)]
    log = {e.game_id: e.sent_at for e in await repo.clock_log()}
    assert log[game.id] == restarted._now() and log[moved.id] is None
    again = Recorder()  # one more restart: nothing left to send
    assert await Scheduler(GameService(repo, specs=SPECS, clock=clock), again, clock).tick() == []
    assert again.reminders == []


async def test_a_reminder_untold_for_minutes_is_not_sent_again(
    service: GameService, repo: GameRepository, clock: FakeClock
) -> None:
    """Past the few minutes Discord keeps a nonce, a second try could post it twice."""
    game = await started(service, SHARD0_GUILD, 1)
    clock.advance(hours=12)
    assert await service.run_due(game.id) is not None
    clock.advance(minutes=3)
    recorder = Recorder()
    assert (
        await Scheduler(GameService(repo, specs=SPECS, clock=clock), recorder, clock).tick() == []
    )
    assert recorder.reminders == []


async def test_the_expiry_pass_prunes_old_claims_of_past_deadlines_only(
    service: GameService, clock: FakeClock
) -> None:
    games = [await started(service, SHARD0_GUILD, channel) for channel in (1, 2)]
    clock.advance(hours=12)
    for g in games:
        assert await service.run_due(g.id) is not None  # the first reminder of each
    clock.advance(hours=12)
    assert await service.run_due(games[0].id) is not None  # game 1 times out: a new deadline
    claimed = {(e.game_id, e.kind) for e in await service.repo.clock_log()}
    assert claimed == {
        (games[0].id, "reminder"),
        (games[1].id, "reminder"),
        (games[0].id, "timeout"),
    }
    await service.expire_quiet()
    assert len(await service.repo.clock_log()) == 3  # nothing is a week old yet
    clock.advance(days=8)
    await service.expire_quiet()
    # Game 2 still waits at the deadline of its reminder (nobody ran its clock, and it is far
    # from expiring): that claim is kept; game 1's clock moved on, so both of its claims went.
    assert (await service.game(games[1].id)).status is Status.RUNNING
    assert [(e.game_id, e.kind) for e in await service.repo.clock_log()] == [
        (games[1].id, "reminder")
    ]
