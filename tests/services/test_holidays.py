"""Holidays in the service: the allowance counted over 30 days, each server its own, a
holiday replaced or ended, and forgotten with the member."""

from __future__ import annotations

import pytest

from bot.services import GameService, errors
from bot.services.holidays import cover_end
from bot.services.scheduler import Scheduler
from bot.storage import Holiday
from tests.conftest import FakeClock, RawSQL
from tests.services.test_turn_clock import Recorder, log_reasons, started, to_move

GUILD, OTHER = 10, 11  # GUILD: the turn clock tests' server
BOB = 2


def holiday(start: str, until: str, ended: str | None = None) -> Holiday:
    return Holiday(
        BOB, f"2026-{start}T00:00:00.000+00:00", f"2026-{until}T00:00:00.000+00:00", ended
    )


def test_the_allowance_counts_the_days_taken_in_the_30_days_before_a_holiday() -> None:
    now = holiday("06-10", "06-20")
    assert cover_end(now, [], 14).isoformat() == "2026-06-20T00:00:00+00:00"  # within it
    assert cover_end(now, [], 4).isoformat() == "2026-06-14T00:00:00+00:00"  # bounded
    earlier = [
        holiday("05-01", "05-05"),  # before the window (from 05-11): not counted
        holiday("05-09", "05-13"),  # two days in the window
        holiday("06-01", "06-30", ended="2026-06-04T00:00:00.000+00:00"),  # three, ended early
    ]
    assert cover_end(now, [*earlier, now], 14).isoformat() == "2026-06-19T00:00:00+00:00"
    assert cover_end(now, earlier, 5).isoformat() == "2026-06-10T00:00:00+00:00"  # none left
    assert cover_end(now, earlier, 0).isoformat() == "2026-06-10T00:00:00+00:00"


async def test_each_server_bounds_a_holiday_by_its_own_allowance(
    service: GameService, clock: FakeClock, sql: RawSQL
) -> None:
    await service.update_settings(GUILD, {"holiday_days": 3}, can_manage_guild=True)
    first = await service.go_away(BOB, 10, "  a trip  ")
    assert first.reason == "a trip"
    here = (await service.away_in(GUILD, [BOB]))[BOB]
    there = (await service.away_in(OTHER, [BOB]))[BOB]  # the default: 14 days
    assert here.covered and there.covered and here.until_at == first.until_at
    assert here.cover_end == "2026-12-02T12:00:00.000+00:00"
    assert there.cover_end == first.until_at
    clock.advance(days=4)
    assert not (await service.away_in(GUILD, [BOB]))[BOB].covered  # past the 3 days
    assert (await service.away_in(OTHER, [BOB]))[BOB].covered
    second = await service.go_away(BOB, 2)  # replaces the first: 4 days used, 10 left there
    assert [h.ended_at for h in await service.repo.holidays_since([BOB], first.started_at)] == [
        second.started_at,
        None,
    ]
    assert not (await service.away_in(GUILD, [BOB]))[BOB].covered
    assert (await service.away_in(OTHER, [BOB]))[BOB].cover_end == second.until_at
    await service.come_back(BOB)
    assert await service.away_in(OTHER, [BOB]) == {}
    with pytest.raises(errors.BadRequest, match="You are not on holiday"):
        await service.come_back(BOB)
    await service.forget_member(BOB)
    assert await sql.rows("SELECT * FROM holidays") == []


async def test_a_turn_waits_for_a_player_on_holiday_then_gives_a_whole_turn(
    service: GameService, clock: FakeClock, sql: RawSQL
) -> None:
    recorder = Recorder()
    scheduler = Scheduler(service, recorder, clock)
    game = await started(service, BOB)
    game, user = await to_move(service, game.id)
    await service.go_away(user, 3)
    clock.advance(hours=12)
    reminded = await scheduler.tick()  # the reminder point: nobody to remind
    assert [(d.kind, d.user_ids) for d in reminded] == [("reminder", ())]
    assert recorder.reminders == []
    clock.advance(hours=12)
    handled = await scheduler.tick()
    assert [(d.kind, d.user_ids) for d in handled] == [("hold", (user,))]
    assert await log_reasons(sql) == []  # nobody played for them
    waiting = await service.game(game.id)
    assert (waiting.turn_started_at, waiting.deadline_at) == (
        "2026-12-02T12:00:00.000+00:00",  # the holiday's end
        "2026-12-03T12:00:00.000+00:00",  # and a whole turn
    )
    clock.advance(days=1)
    again = await service.go_away(user, 5)  # a longer holiday in its place: 2 days used
    clock.advance(days=1)  # the first holiday's end: the game waits on
    assert [d.kind for d in await scheduler.tick()] == ["hold"]
    assert (await service.game(game.id)).turn_started_at == again.until_at
    assert recorder.moved == [(game.id, False), (game.id, False)]
    clock.advance(hours=1)
    await service.come_back(user)
    assert [(d.kind, d.user_ids) for d in await scheduler.tick()] == [("resume", (user,))]
    assert recorder.moved[-1] == (game.id, True)
    clock.advance(hours=23, minutes=59)
    assert [d.kind for d in await scheduler.tick()] == ["reminder"]  # 1 h before: reminded
    clock.advance(minutes=1)
    assert [d.kind for d in await scheduler.tick()] == ["timeout"]
    assert await log_reasons(sql) == ["timeout"]
