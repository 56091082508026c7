"""Fixtures for the fake Discord's own tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from tests.fakediscord import Channel, FakeDiscord, Guild, User

from .testbot import FakeTestBot, running


@dataclass
class World:
    guild: Guild
    general: Channel
    alice: User
    bob: User


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
def world(fake: FakeDiscord) -> World:
    guild = fake.add_guild("Village Square")
    general = fake.add_channel(guild, "general")
    alice = fake.add_user("alice")
    bob = fake.add_user("bob")
    fake.add_member(guild, alice)
    fake.add_member(guild, bob, admin=True)
    return World(guild, general, alice, bob)


@pytest.fixture
async def bot(fake: FakeDiscord, world: World) -> AsyncIterator[FakeTestBot]:
    b = FakeTestBot(guild_ids=(world.guild.id,))
    async with running(b):
        yield b
