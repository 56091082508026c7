"""Shards: IDENTIFY with ``shard``, each server's events and interactions only on its shard."""

from __future__ import annotations

import json

import aiohttp
import discord
from discord.ext import commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord.fake import NO_RESPONSE
from tests.fakediscord.state import Guild

from .conftest import World
from .testbot import running


def shard_of(guild: Guild, count: int = 2) -> int:
    return (guild.id >> 22) % count


def guilds_on_both_shards(fake: FakeDiscord, world: World) -> tuple[Guild, Guild]:
    """Return a server of shard 0 and one of shard 1 (of two), each with alice a member."""
    found = {shard_of(world.guild): world.guild}
    while len(found) < 2:
        guild = fake.add_guild(f"Server {len(fake.guilds)}")
        fake.add_channel(guild, "general")
        fake.add_member(guild, world.alice)
        found.setdefault(shard_of(guild), guild)
    return found[0], found[1]


def sharded_bot(name: str, shard_ids: list[int]) -> commands.AutoShardedBot:
    bot = commands.AutoShardedBot(
        command_prefix="!",
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
        shard_count=2,
        shard_ids=shard_ids,
    )

    @bot.tree.command()
    async def where(interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        await interaction.response.send_message(f"{name}: shard {interaction.guild.shard_id}")

    async def setup_hook() -> None:
        await bot.tree.sync()

    async def before_identify_hook(shard_id: int | None, *, initial: bool = False) -> None:
        return None  # no 5 s between a process's shards (Discord's identify limit): a test

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    bot.before_identify_hook = before_identify_hook  # type: ignore[method-assign]
    return bot


def general(fake: FakeDiscord, guild: Guild) -> object:
    return next(c for c in fake.channels.values() if c.guild_id == guild.id)


async def test_two_processes_each_get_only_their_shard_s_servers_and_interactions(
    fake: FakeDiscord, world: World
) -> None:
    zero, one = guilds_on_both_shards(fake, world)
    first, second = sharded_bot("first", [0]), sharded_bot("second", [1])
    async with running(first), running(second):
        assert [i["shard"] for i in fake.gateway.identifies] == [[0, 2], [1, 2]]
        for bot, shard in ((first, 0), (second, 1)):
            assert {g.id for g in bot.guilds} == {
                g.id for g in fake.guilds.values() if shard_of(g) == shard
            }
        assert first.get_guild(zero.id) is not None and second.get_guild(one.id) is not None
        for guild, text, shard in ((zero, "first: shard 0", 0), (one, "second: shard 1", 1)):
            for _ in range(3):  # every time, not by luck of which connected last
                rec = await fake.slash(world.alice, general(fake, guild), "where")
                assert rec.errors == [] and rec.text() == text
                assert rec.delivered and rec.shard == (shard, 2)
        # a server added later reaches its shard's process only
        while True:
            late = fake.add_guild("Late")
            if shard_of(late) == 1:
                break
        await fake.settle()
        assert second.get_guild(late.id) is not None and first.get_guild(late.id) is None


async def test_one_process_with_both_shards_gets_every_server_on_its_own_connection(
    fake: FakeDiscord, world: World
) -> None:
    zero, one = guilds_on_both_shards(fake, world)
    both = sharded_bot("both", [0, 1])
    async with running(both):
        assert {g.id for g in both.guilds} == set(fake.guilds)
        for guild, shard in ((zero, 0), (one, 1)):
            rec = await fake.slash(world.alice, general(fake, guild), "where")
            assert rec.text() == f"both: shard {shard}" and rec.shard == (shard, 2)


async def test_an_interaction_whose_shard_is_down_is_not_delivered(
    fake: FakeDiscord, world: World
) -> None:
    zero, one = guilds_on_both_shards(fake, world)
    first = sharded_bot("first", [0])
    async with running(first):
        rec = await fake.slash(world.alice, general(fake, one), "where", _timeout=0.5)
        assert not rec.delivered and rec.errors == [NO_RESPONSE]
        assert (await fake.slash(world.alice, general(fake, zero), "where")).text() == (
            "first: shard 0"
        )


async def test_identify_with_a_shard_beyond_the_count_is_closed_4010(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        identify = {"token": fake.token, "intents": 1, "properties": {}, "shard": [2, 2]}
        await ws.send_str(json.dumps({"op": 2, "d": identify}))
        closed = await ws.receive()
        assert closed.type is aiohttp.WSMsgType.CLOSE and closed.data == 4010
    assert fake.gateway.close_codes == [4010]
