"""Asynchronous play end to end: turn clocks, reminders, absence and server settings."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import current_table, moves_logged, ok, open_panel, start_game, whose_turn

MANAGE_GUILD = 1 << 5


def status(db: Path) -> str:
    conn = sqlite3.connect(db)
    try:
        return str(conn.execute("SELECT status FROM games ORDER BY id DESC").fetchone()[0])
    finally:
        conn.close()


async def test_a_game_where_one_player_never_acts_finishes_anyway(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, clock = world.fake, FakeClock()
    db = tmp_path / "hoard.db"
    players = [world.host, world.bob]
    users = {u.id: u for u in players}
    async with start_bot(db, clock=clock) as bot:
        await start_game(world, players)
        timeouts = 0
        while status(db) == "running":
            assert moves_logged(db) < 400
            mover = whose_turn(fake, world.channel, users)
            if mover is world.bob:  # Bob never acts: his time runs out.
                clock.advance(hours=24)
                assert bot.scheduler is not None
                await bot.scheduler.tick()
                await fake.settle()
                timeouts += 1
                continue
            panel = await open_panel(fake, world.host, world.channel)
            draw = next(b for b in panel.buttons() if b["label"].startswith("Draw"))
            ok(await fake.click(world.host, panel, custom_id=draw["custom_id"]))
            if "Draw and end the game" in [b["label"] for b in fake.message(panel.id).buttons()]:
                ok(
                    await fake.click(
                        world.host, fake.message(panel.id), label="Draw and end the game"
                    )
                )
        assert timeouts == 3  # then Bob was away and his turns were played at once
        texts = [m.text() for m in fake.channel_messages(world.channel, include_deleted=True)]
        assert any("away (the bot plays for them)" in t for t in texts)
        assert any("Ran out of time" in t for t in texts)
        assert any("Away, so the bot played" in t for t in texts)
        assert "final scores" in texts[-1]
    conn = sqlite3.connect(db)
    reasons = [r[0] for r in conn.execute("SELECT DISTINCT reason FROM actions")]
    conn.close()
    assert set(reasons) == {None, "timeout", "absent"}


async def test_reminders_in_the_channel_and_by_dm_and_closed_dms(
    world: World, start_bot: StartBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake, clock = world.fake, FakeClock()
    caplog.set_level(logging.INFO)
    async with start_bot(tmp_path / "hoard.db", clock=clock) as bot:
        ok(await fake.slash(world.host, world.channel, "hoard notify", dm="on"))
        ok(await fake.slash(world.bob, world.channel, "hoard notify", dm="on"))
        fake.dm_closed_users.add(world.bob.id)
        await start_game(world, [world.host, world.bob])
        mover = whose_turn(
            fake, world.channel, {world.host.id: world.host, world.bob.id: world.bob}
        )
        clock.advance(hours=12)
        assert bot.scheduler is not None
        await bot.scheduler.tick()
        await fake.settle()
        reminder = fake.channel_messages(world.channel)[-1]
        assert reminder.content.startswith(f"<@{mover.id}>, it's still your turn")
        assert "12h left" in reminder.content
        if mover is world.host:
            assert len(fake.dms(world.host)) == 1
        else:
            assert fake.dms(world.bob) == []
            assert any("does not accept direct messages" in r.getMessage() for r in caplog.records)
        await bot.scheduler.tick()
        await fake.settle()
        assert fake.channel_messages(world.channel)[-1].id == reminder.id  # not sent twice


async def test_server_settings_need_manage_server_and_are_validated(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    admin = fake.add_user("admin")
    fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    other = fake.add_channel(world.guild, "elsewhere")
    async with start_bot():
        with pytest.raises(AssertionError, match="cannot see /hoard-config"):
            await fake.slash(world.bob, world.channel, "hoard-config absent", timeouts=2)
        refused = ok(  # a client that sends it anyway: the bot's own check refuses it
            await fake.slash(
                world.bob, world.channel, "hoard-config absent", timeouts=2, _forged=True
            )
        )
        assert refused.ephemeral and "Manage Server" in refused.text()
        bad = ok(await fake.slash(admin, world.channel, "hoard-config turns", longest="30d"))
        assert "5m to 7d" in bad.text()
        nonsense = ok(await fake.slash(admin, world.channel, "hoard-config turns", default="soon"))
        assert "not a duration" in nonsense.text()
        saved = ok(
            await fake.slash(
                admin, world.channel, "hoard-config channel", channel=world.channel, allow=True
            )
        )
        assert saved.ephemeral and f"<#{world.channel.id}>" in saved.text()
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings"))
        assert "Absent after" in shown.text() and "3 turns" in shown.text()
        outside = ok(await fake.slash(world.bob, other, "village new"))
        assert outside.ephemeral and "only in" in outside.text()
        too_short = ok(await fake.slash(world.bob, world.channel, "village new", turn="1m"))
        assert "5m to 7d" in too_short.text()
        opened = ok(await fake.slash(world.bob, world.channel, "village new", turn="2h"))
        assert opened.message is not None and not opened.ephemeral
        listed = ok(await fake.slash(world.carol, world.channel, "hoard games"))
        assert "game #1" in listed.text() and "gathering players" in listed.text()
        ok(await fake.slash(admin, world.channel, "hoard-config pictures", on=False))
        ok(await fake.click(world.carol, opened.message, label="Join"))
        ok(await fake.click(world.bob, opened.message, label="Start"))
        table = current_table(fake, world.channel)
        assert table.attachments == [] and "image" not in table.embeds[0]
        assert table.embeds[0]["fields"]  # the text table stays


async def test_kick_and_leave_a_running_game(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    players = [world.host, world.bob, world.carol]
    users = {u.id: u for u in players}
    async with start_bot():
        await start_game(world, players)
        mover = whose_turn(fake, world.channel, users)
        victim = next(u for u in players if u is not mover and u is not world.host)
        refused = ok(await fake.slash(world.dave, world.channel, "hoard kick", player=victim))
        assert "not playing" in refused.text() or "Only the host" in refused.text()
        kicked = ok(await fake.slash(world.host, world.channel, "hoard kick", player=victim))
        assert kicked.ephemeral and "now away" in kicked.text()
        assert "away (the bot plays for them)" in current_table(fake, world.channel).text()
        # Opening their hand brings them back.
        panel = await open_panel(fake, victim, world.channel)
        assert "Welcome back" in panel.text()
        left = ok(await fake.slash(mover, world.channel, "village leave"))
        assert "You are now away" in left.text()
        assert whose_turn(fake, world.channel, users) is not mover  # played for them at once
