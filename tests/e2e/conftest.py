"""End-to-end fixtures: the fake Discord, a server with members, and the real bot against it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.client import HoardBot, create_bot
from bot.config import Settings
from bot.storage import Database
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Guild, User

StartBot = Callable[..., contextlib.AbstractAsyncContextManager[HoardBot]]


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    host: User
    bob: User
    carol: User
    dave: User
    mod: User


@pytest.fixture
async def world() -> AsyncIterator[World]:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Village Square")
        channel = fake.add_channel(guild, "games")
        users = [fake.add_user(n) for n in ("host", "bob", "carol", "dave", "mod")]
        for u in users[:-1]:
            fake.add_member(guild, u)
        fake.add_member(guild, users[-1], permissions=(1 << 4) | (1 << 10) | (1 << 11))
        yield World(fake, guild, channel, *users)
        assert fake.rejected == [], "the bot sent payloads Discord would refuse"
        assert fake.unhandled == [], "the bot called endpoints the fake does not know"


def settings(**values: Any) -> Settings:
    return Settings(_env_file=None, discord_token="fake-token", **values)  # type: ignore[call-arg]


@pytest.fixture
def start_bot(world: World, tmp_path: Path) -> StartBot:
    """Start the real bot (``bot.start``) against the fake; stop it on leaving the block."""

    @contextlib.asynccontextmanager
    async def run(db_path: Path | None = None, **values: Any) -> AsyncIterator[HoardBot]:
        db = await Database.open(db_path or tmp_path / "hoard.db")
        bot = create_bot(settings(**values), db, guild_ready_timeout=0.05)
        task = asyncio.create_task(bot.start("fake-token"))
        try:
            ready = asyncio.create_task(bot.wait_until_ready())
            done, _ = await asyncio.wait({ready, task}, timeout=10, return_when="FIRST_COMPLETED")
            if task in done:
                task.result()  # the start failed: raise its error
            assert ready in done, "the bot did not become ready"
            await world.fake.settle()
            yield bot
        finally:
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(task, 10)
            await db.close()

    return run
