"""Start-up failures end with one clear line, and the token never reaches the logs."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import discord
import pytest

from bot.run import StartupError, run_bot
from tests.e2e.conftest import StartBot, World, settings


async def test_a_refused_token_is_one_line_and_exit_1(world: World, tmp_path: Path) -> None:
    world.fake.reject_token = True
    with pytest.raises(StartupError) as failed:
        await run_bot(settings(database_url=str(tmp_path / "x.db")))
    err = str(failed.value)
    assert failed.value.code == 1
    assert err.count("\n") == 0
    assert "refused the token" in err
    assert [(r.method, r.path, r.status) for r in world.fake.rejected] == [
        ("GET", "/users/@me", 401)
    ]
    world.fake.rejected.clear()


async def test_a_refused_privileged_intent_is_one_line_and_exit_1(
    world: World, tmp_path: Path
) -> None:
    world.fake.privileged_intents_allowed = False
    with pytest.raises(StartupError) as failed:
        await asyncio.wait_for(
            run_bot(
                settings(database_url=str(tmp_path / "x.db")),
                intents=discord.Intents.all(),
                guild_ready_timeout=0.05,
            ),
            20,
        )
    assert failed.value.code == 1
    assert str(failed.value).count("\n") == 0
    assert "privileged intent" in str(failed.value)


async def test_the_bot_asks_for_no_privileged_intent(world: World, start_bot: StartBot) -> None:
    world.fake.privileged_intents_allowed = False
    async with start_bot() as bot:
        assert bot.is_ready()
        assert not bot.intents.members and not bot.intents.message_content


async def test_the_token_never_reaches_the_logs(
    world: World, start_bot: StartBot, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with start_bot():
        await world.fake.slash(world.host, world.channel, "village new")
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "synced" in text  # the logs were captured
    assert "fake-token" not in text
    assert world.fake.token not in repr(settings())
