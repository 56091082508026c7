"""The house's turns end to end, with ``relay`` (a test-only game: tests/toy): each round
opens with a step where everyone picks at once, then every seat in turn makes several
decisions in a row, in an order that changes each round.

A seat's decisions of one turn keep one deadline and one set of reminders, the table is posted
once per turn (edited in place meanwhile), a timeout in the middle of a turn finishes that turn
only, and a panel of the step where everyone picks stays valid while the others pick.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, request_body
from tests.e2e.test_play import current_table, db_row, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.budget import posts
from tests.fakediscord.state import Channel, Message, User
from tests.toy import register
from tests.toy.rules import DECISIONS


@pytest.fixture(autouse=True)
def relay(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


async def start(world: World, players: list[User]) -> None:
    fake = world.fake
    lobby = ok(await fake.slash(players[0], world.channel, "relay new")).message
    assert lobby is not None
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))


async def panel_of(fake: FakeDiscord, user: User, channel: Channel) -> Message:
    rec = ok(await fake.click(user, current_table(fake, channel), label="Show my hand"))
    assert rec.ephemeral and rec.message is not None
    return rec.message


async def tap(fake: FakeDiscord, user: User, panel: Message, label: str) -> Message:
    ok(await fake.click(user, panel, label=label))
    return fake.message(panel.id)


def tables_posted(fake: FakeDiscord, channel: Channel) -> list[str]:
    """The content of every table posted in the channel (not edited: a channel post or a
    move's follow-up), reminders apart."""
    out = []
    for r in posts(fake, channel):
        content = request_body(r).get("content") or ""
        if "still your turn" not in content:
            out.append(content)
    return out


def reminders(fake: FakeDiscord, channel: Channel) -> int:
    return sum(
        1
        for r in posts(fake, channel)
        if "still your turn" in (request_body(r).get("content") or "")
    )


def state(db: Path) -> dict[str, object]:
    return dict(json.loads(db_row(db, "SELECT state_json FROM games")[0]))


def seat_of(db: Path, user: User) -> int:
    return int(db_row(db, "SELECT seat FROM seats WHERE user_id = ?", user.id)[0])


def reasons(db: Path) -> list[str | None]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT reason FROM actions ORDER BY seq")]
    finally:
        conn.close()


def deadline(db: Path) -> str:
    return str(db_row(db, "SELECT deadline_at FROM games")[0])


def to_move(db: Path) -> int:
    s = state(db)
    order = s["order"]
    assert isinstance(order, list) and order, s
    return int(order[int(str(s["position"]))])


async def take_turn(fake: FakeDiscord, db: Path, user: User, channel: Channel) -> None:
    """``user`` makes every decision of its turn on one panel; one deadline, no new table."""
    posted = len(tables_posted(fake, channel))
    due = deadline(db)
    panel = await panel_of(fake, user, channel)
    for k in range(DECISIONS):
        assert f"Decision {k + 1} of {DECISIONS}" in panel.text(), panel.text()
        panel = await tap(fake, user, panel, "add 2")
        if k < DECISIONS - 1:
            assert deadline(db) == due, "a decision of the same turn keeps its deadline"
            assert len(tables_posted(fake, channel)) == posted, "the table is edited, not posted"
    assert len(tables_posted(fake, channel)) == posted + 1


async def test_a_whole_game_posts_one_table_per_turn_and_survives_a_restart(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    users = {0: world.host, 1: world.bob}
    async with start_bot(db):
        await start(world, [world.host, world.bob])
        first = tables_posted(fake, world.channel)
        assert len(first) == 1 and "everyone picks" in first[0]
        bob_panel = await panel_of(fake, world.bob, world.channel)  # drawn before the host picks
        await tap(fake, world.host, await panel_of(fake, world.host, world.channel), "pick 3")
        assert len(tables_posted(fake, world.channel)) == 1, "a pick edits the table"
        text = (await tap(fake, world.bob, bob_panel, "pick 1")).text()  # the old panel
        assert "changed since this panel was drawn" not in text, text
        assert state(db)["order"] == [seat_of(db, world.host), seat_of(db, world.bob)]
        posted = tables_posted(fake, world.channel)
        assert len(posted) == 2 and f"<@{world.host.id}>" in posted[-1]
        panel = await panel_of(fake, world.host, world.channel)
        panel = await tap(fake, world.host, panel, "add 1")
        due = deadline(db)
    async with start_bot(db):  # restarted in the middle of the host's turn
        assert deadline(db) == due
        assert len(tables_posted(fake, world.channel)) == 2, "nothing to repair"
        panel = await panel_of(fake, world.host, world.channel)
        assert f"Decision 2 of {DECISIONS}" in panel.text()
        for _ in range(DECISIONS - 1):
            panel = await tap(fake, world.host, panel, "add 2")
        posted = tables_posted(fake, world.channel)
        assert len(posted) == 3 and f"<@{world.bob.id}>" in posted[-1]
        await take_turn(fake, db, world.bob, world.channel)
        assert len(tables_posted(fake, world.channel)) == 4  # round 2's pick
        for user, value in ((world.host, "pick 1"), (world.bob, "pick 2")):
            await tap(fake, user, await panel_of(fake, user, world.channel), value)
        assert len(tables_posted(fake, world.channel)) == 5
        assert to_move(db) == seat_of(db, world.bob), "the order changed with the picks"
        while db_row(db, "SELECT status FROM games")[0] == "running":
            await take_turn(fake, db, users[to_move(db)], world.channel)
    posted = tables_posted(fake, world.channel)
    assert len(posted) == 7 and "is over" in posted[-1]  # 2 picks + 4 turns, and the end
    assert reasons(db) == [None] * (2 * (2 + 2 * DECISIONS))


async def test_timeouts_finish_their_step_or_turn_only_and_remind_once_per_turn(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    async with start_bot(db, clock=clock) as bot:
        assert bot.scheduler is not None
        await start(world, [world.host, world.bob])
        await tap(fake, world.host, await panel_of(fake, world.host, world.channel), "pick 3")
        clock.advance(hours=12, minutes=30)
        await bot.scheduler.tick()
        await fake.settle()
        assert reminders(fake, world.channel) == 1
        clock.advance(hours=11)  # an hour before the deadline
        await bot.scheduler.tick()
        await fake.settle()
        assert reminders(fake, world.channel) == 2  # "50%" and "1h" before: one set
        clock.advance(hours=1)  # the pick's deadline: Bob's 1 is picked for him
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout"]
        assert state(db)["order"] == [seat_of(db, world.host), seat_of(db, world.bob)]
        due = deadline(db)
        panel = await panel_of(fake, world.host, world.channel)
        clock.advance(hours=1)
        panel = await tap(fake, world.host, panel, "add 2")
        clock.advance(hours=1)
        panel = await tap(fake, world.host, panel, "add 2")
        assert deadline(db) == due, "the host's decisions share the turn's deadline"
        clock.advance(hours=10, minutes=30)  # half the turn
        await bot.scheduler.tick()
        await fake.settle()
        assert reminders(fake, world.channel) == 3
        clock.advance(hours=11)  # an hour before the deadline
        await bot.scheduler.tick()
        await fake.settle()
        assert reminders(fake, world.channel) == 4
        clock.advance(hours=1)  # the deadline: the host's last decision only
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db) == [None, "timeout", None, None, "timeout"]
        s = state(db)
        assert to_move(db) == seat_of(db, world.bob) and s["decisions"] == 0, s
        timeouts = db_row(db, "SELECT timeouts FROM seats WHERE user_id = ?", world.host.id)[0]
        assert timeouts == 1
        assert f"<@{world.bob.id}>" in tables_posted(fake, world.channel)[-1]
        panel = await panel_of(fake, world.bob, world.channel)
        panel = await tap(fake, world.bob, panel, "add 1")
        clock.advance(hours=24)  # Bob's two decisions left: one timeout, counted once
        await bot.scheduler.tick()
        await fake.settle()
        assert reasons(db)[5:] == [None, "timeout", "timeout"]
        timeouts = db_row(db, "SELECT timeouts FROM seats WHERE user_id = ?", world.bob.id)[0]
        assert timeouts == 1  # his own decision cleared the pick's; this turn counts once
        s = state(db)
        assert s["round"] == 1 and s["picks"] == [None, None], "round 2's pick is not played"
