"""Holidays end to end (issue 30): ``/hoard away days:N [reason]`` stops a member's clock in
their running games, seat by seat; ``/hoard back`` ends it; a server bounds it.

In a Goofspiel round (every seat bids at once) the seat on holiday is not timed out while the
others are; the game then waits for it, across a restart, until it is back (a whole turn from
then) or the server's allowance is used up (the table says so). The table's line about a
holiday pings nobody, and reminders skip the seat on holiday.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, assert_no_leaks, pinged, public_bodies, request_body
from tests.e2e.test_forged_options import raw
from tests.e2e.test_goofspiel import bid, start, state
from tests.e2e.test_play import current_table, db_row, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Message, User

MANAGE_GUILD = 1 << 5


def reasons(db: Path) -> list[str | None]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT reason FROM actions ORDER BY seq")]
    finally:
        conn.close()


def bids(db: Path, user: User) -> list[int]:
    """The cards a player bid: in past rounds, then in this one (if they did)."""
    seat = db_row(db, "SELECT seat FROM seats WHERE user_id = ?", user.id)[0]
    player = state(db)["players"][seat]
    return [*player["played"], *([] if player["bid"] is None else [player["bid"]])]


def table_bodies(fake: FakeDiscord, since: int) -> list[dict[str, Any]]:
    """The bodies of the channel posts and edits the bot made after request ``since``."""
    return [
        request_body(r)
        for r in fake.requests[since:]
        if r.path.startswith("/channels/") and r.method in ("POST", "PATCH")
    ]


def tables_posted(fake: FakeDiscord, since: int) -> list[Message]:
    """The messages the bot posted in a channel after request ``since``, oldest first."""
    ids = [
        int(r.response["id"])
        for r in fake.requests[since:]
        if r.path.startswith("/channels/")
        and r.method == "POST"
        and isinstance(r.response, dict)
        and "id" in r.response
    ]
    return [fake.message(i) for i in ids]


async def test_a_holiday_holds_one_seat_while_the_others_time_out_and_survives_a_restart(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    players = [world.host, world.bob, world.carol]
    async with start_bot(db, clock=clock) as bot:
        assert bot.scheduler is not None
        await start(world, players)
        since = len(fake.requests)
        reason = f"at sea, ask <@{world.carol.id}>"
        away = ok(await fake.slash(world.bob, world.channel, "hoard away", days=5, reason=reason))
        assert away.ephemeral and "You are away until <t:" in away.text(), away.text()
        table = current_table(fake, world.channel)
        assert f"<@{world.bob.id}> is away until <t:" in table.text()
        assert "their clock is stopped" in table.text()
        assert f"“at sea, ask <@\u200b{world.carol.id}>”" in table.text()  # his words, inert
        said = [b for b in table_bodies(fake, since) if "is away until" in json.dumps(b)]
        assert said, "the table was not shown again with the holiday"
        for body in said:  # the line names Bob and pings nobody
            assert (body.get("allowed_mentions") or {}).get("users") in (None, [])
        await bid(fake, world.host, world.channel, 5)
        clock.advance(hours=12)  # the reminder: Carol only, Bob is on holiday
        since = len(fake.requests)
        await bot.scheduler.tick()
        await fake.settle()
        reminder = tables_posted(fake, since)[-1]
        assert reminder.content.startswith(f"<@{world.carol.id}>, it's still your turn")
        assert pinged(fake, reminder.id) == {world.carol.id}
        clock.advance(hours=12)  # the deadline: Carol times out, Bob is held
        since = len(fake.requests)
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout"]
        assert bids(db, world.carol) == [1] and bids(db, world.bob) == []
        assert db_row(db, "SELECT timeouts FROM seats WHERE user_id = ?", world.bob.id)[0] == 0
        table = current_table(fake, world.channel)
        assert "Round 1" in table.text() and f"<@{world.bob.id}> is away until" in table.text()
        public = json.dumps([body for _, body in public_bodies(fake)]).lower()
        assert "bid 5" not in public, "the host's bid was shown while the round waits"
        assert_no_leaks(fake)
        for message in tables_posted(fake, since):
            assert world.bob.id not in pinged(fake, message.id)
    clock.advance(days=2)  # still on holiday
    async with start_bot(db, clock=clock) as bot:  # restarted: the holiday holds
        assert bot.scheduler is not None
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout"] and bids(db, world.bob) == []
        assert f"<@{world.bob.id}> is away until" in current_table(fake, world.channel).text()
        since = len(fake.requests)
        back = ok(await fake.slash(world.bob, world.channel, "hoard back"))
        assert back.ephemeral and "Welcome back" in back.text()
        await bot.scheduler.tick()
        await fake.settle()
        table = current_table(fake, world.channel)
        assert "is away until" not in table.text()
        assert world.bob.id in pinged(fake, table.id)  # his turn again, a whole one from now
        deadline = db_row(db, "SELECT deadline_at FROM games")[0]
        assert deadline == "2026-12-03T12:00:00.000+00:00", deadline  # now, and a whole turn
        assert tables_posted(fake, since)
        clock.advance(hours=24)  # back: his clock runs as everyone's
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout", "timeout"] and bids(db, world.bob) == [1]
        assert "Round 2" in current_table(fake, world.channel).text()


async def test_past_the_servers_allowance_the_clock_runs_again_and_the_table_says_so(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    admin = fake.add_user("admin")
    fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    async with start_bot(db, clock=clock) as bot:
        assert bot.scheduler is not None
        saved = ok(await fake.slash(admin, world.channel, "hoard-config holidays", days=2))
        assert "at most 2 days in any 30 days" in saved.text()
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings"))
        assert "Holidays" in shown.text() and "at most 2 days" in shown.text()
        await start(world, [world.host, world.bob], seats=2)
        away = ok(await fake.slash(world.bob, world.channel, "hoard away", days=10))
        assert "at most 2 holiday days in any 30 days" in away.text(), away.text()
        assert "here your clock runs again from <t:1796126400:f>" in away.text()  # 2 days on
        await bid(fake, world.host, world.channel, 5)
        clock.advance(hours=24)  # the deadline: the game waits for Bob
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None]
        assert "their clock is stopped" in current_table(fake, world.channel).text()
        clock.advance(hours=24)  # two days of holiday: the allowance is used up
        await bot.scheduler.tick()
        await fake.settle()
        table = current_table(fake, world.channel)
        text = table.text()
        assert f"<@{world.bob.id}> is away until" in text
        assert "used up this server's holiday days: their clock runs again" in text
        assert world.bob.id in pinged(fake, table.id)  # his clock runs: he is told as usual
        assert db_row(db, "SELECT deadline_at FROM games")[0] == "2026-12-02T12:00:00.000+00:00"
        clock.advance(hours=24)  # a whole turn later he times out, still away
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout"] and bids(db, world.bob) == [1]
        table = current_table(fake, world.channel)
        assert "Round 2" in table.text() and "used up this server's holiday days" in table.text()


async def test_back_ends_a_holiday_and_bad_input_is_refused_in_a_sentence(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        hoard = next(c for c in fake.commands() if c["name"] == "hoard")
        for days in (0, 31):  # what a modified client could send
            forged = raw(hoard, "away", days=(4, days))
            refused = ok(await fake.send_raw_command(world.bob, world.channel, forged))
            assert refused.ephemeral and refused.text() == "A holiday lasts from 1 to 30 days."
        world.bob.locale = "it"
        forged = raw(hoard, "away", days=(4, 40))
        italian = ok(await fake.send_raw_command(world.bob, world.channel, forged))
        assert italian.text() == "Una vacanza dura da 1 a 30 giorni."
        world.bob.locale = "en-US"
        assert db_row(db, "SELECT COUNT(*) FROM holidays")[0] == 0
        refused = ok(await fake.slash(world.bob, world.channel, "hoard back"))
        assert refused.ephemeral and refused.text() == "You are not on holiday."
        ok(await fake.slash(world.bob, world.channel, "hoard away", days=3))
        lobby = ok(await fake.slash(world.host, world.channel, "goofspiel new")).message
        assert lobby is not None
        ok(await fake.click(world.bob, lobby, label="Join"))
        text = fake.message(lobby.id).text()  # the host sees it before starting
        assert "On holiday" in text and f"<@{world.bob.id}> is away until <t:" in text
        assert "once the game starts, their clock stops" in text
        back = ok(await fake.slash(world.bob, world.channel, "hoard back", _locale="es-ES"))
        assert back.text().startswith("Bienvenido de nuevo")
        ended = db_row(db, "SELECT ended_at FROM holidays WHERE user_id = ?", world.bob.id)[0]
        assert ended is not None
        again = ok(await fake.slash(world.bob, world.channel, "hoard back"))
        assert again.text() == "You are not on holiday."
        ok(await fake.click(world.carol, lobby, label="Join"))
        assert "On holiday" not in fake.message(lobby.id).text()
