"""Login, gateway, reconnects, events, rate limits, files and unknown routes."""

from __future__ import annotations

import asyncio
import io

import discord
import discord.asset
import discord.gateway
import discord.http
import pytest
from discord.ext import commands

from tests.fakediscord import FakeDiscord, specval
from tests.timing import ceiling, until

from .conftest import World
from .testbot import FakeTestBot, running


async def test_install_patches_and_restores():
    before = (
        discord.http.Route.BASE,
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
        discord.asset.Asset.BASE,
    )
    async with FakeDiscord() as fake:
        assert fake.api_url == discord.http.Route.BASE
        assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
        assert discord.asset.Asset.BASE.startswith(fake.base_url)
    after = (
        discord.http.Route.BASE,
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
        discord.asset.Asset.BASE,
    )
    assert after == before


async def test_reject_token_gives_login_failure(fake: FakeDiscord, world: World):
    fake.reject_token = True
    bot = FakeTestBot()
    with pytest.raises(discord.LoginFailure):
        await bot.start("fake-token")
    await bot.close()


async def test_wrong_token_gives_login_failure(fake: FakeDiscord, world: World):
    bot = FakeTestBot()
    with pytest.raises(discord.LoginFailure):
        await bot.start("not-the-token")
    await bot.close()


async def test_privileged_intents_refused(fake: FakeDiscord, world: World):
    fake.privileged_intents_allowed = False
    bot = FakeTestBot(intents=discord.Intents.all())
    with pytest.raises(discord.PrivilegedIntentsRequired):
        await asyncio.wait_for(bot.start("fake-token"), ceiling())
    await bot.close()
    assert fake.gateway.close_codes == [4014]


async def test_privileged_intents_members_and_message_content(fake: FakeDiscord, world: World):
    bot = FakeTestBot(intents=discord.Intents.all())
    async with running(bot):
        guild = bot.get_guild(world.guild.id)
        assert guild is not None and guild.chunked
        assert {m.name for m in guild.members} >= {"alice", "bob", "TestBot"}
        alice = guild.get_member(world.alice.id)
        assert alice is not None and not alice.guild_permissions.administrator
        bob = guild.get_member(world.bob.id)
        assert bob is not None and bob.guild_permissions.administrator
        msg = await fake.user_message(world.alice, world.general, "hello bot")
        assert [m.content for m in bot.seen_messages] == ["hello bot"]
        assert bot.seen_messages[0].id == msg.id


async def test_a_member_who_leaves_is_unknown_and_dropped_from_the_cache(
    fake: FakeDiscord, world: World
):
    bot = FakeTestBot(intents=discord.Intents.all())
    async with running(bot):
        guild = bot.get_guild(world.guild.id)
        assert guild is not None and guild.get_member(world.alice.id) is not None
        assert (await guild.fetch_member(world.alice.id)).id == world.alice.id
        fake.remove_member(world.guild, world.alice)
        await until(lambda: guild.get_member(world.alice.id) is None, "the removal dispatched")
        with pytest.raises(discord.NotFound) as err:
            await guild.fetch_member(world.alice.id)
        assert err.value.code == 10007


async def test_message_content_hidden_without_intent(fake: FakeDiscord, world: World, bot):
    await fake.user_message(world.alice, world.general, "secret words")
    assert [m.content for m in bot.seen_messages] == [""]


async def test_reconnect_resumes(fake: FakeDiscord, world: World, bot: FakeTestBot):
    resumed = asyncio.Event()

    async def on_resumed() -> None:
        resumed.set()

    bot.add_listener(on_resumed)
    await fake.drop_connections()
    # an event while the bot is away is buffered and replayed on RESUME
    during = fake.rest.new_message(world.general, {"content": "while away"}, [], author=world.bob)
    await asyncio.wait_for(resumed.wait(), ceiling())
    await fake.settle()
    assert len(fake.gateway.identifies) == 1
    assert [m.id for m in bot.seen_messages] == [during.id]
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.text() == "pong"


async def test_invalidated_session_reidentifies(fake: FakeDiscord, world: World, bot: FakeTestBot):
    async def no_wait(shard_id: int | None, *, initial: bool = False) -> None:
        return None  # discord.py sleeps 5 s before every non-initial IDENTIFY

    bot.before_identify_hook = no_wait  # type: ignore[method-assign]
    await fake.drop_connections(invalidate=True)
    await until(
        lambda: len(fake.gateway.identifies) == 2 and fake.gateway.live(), "the second IDENTIFY"
    )
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.text() == "pong"


async def test_guild_added_while_connected(fake: FakeDiscord, world: World, bot: FakeTestBot):
    joined = asyncio.Event()

    async def on_guild_join(guild: discord.Guild) -> None:
        joined.set()

    bot.add_listener(on_guild_join)
    second = fake.add_guild("Second")
    channel = fake.add_channel(second, "lobby")
    fake.add_member(second, world.alice)
    await asyncio.wait_for(joined.wait(), ceiling())
    await fake.settle()
    assert bot.get_channel(channel.id) is not None
    rec = await fake.slash(world.alice, channel, "ping")
    assert rec.text() == "pong"


async def test_rate_limit_is_honoured(fake: FakeDiscord, world: World, bot: FakeTestBot):
    fake.rate_limit("POST", r"/channels/\d+/messages$", retry_after=0.05)
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("after a 429")
    statuses = [r.status for r in fake.requests if r.path.endswith("/messages")]
    assert statuses[-2:] == [429, 200]
    assert fake.channel_messages(world.general)[-1].id == sent.id


async def test_files_multipart_and_download(fake: FakeDiscord, world: World, bot: FakeTestBot):
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("a file", file=discord.File(io.BytesIO(b"hello"), "hi.txt"))
    stored = fake.channel_messages(world.general)[-1]
    assert stored.content == "a file" and stored.attachments[0]["filename"] == "hi.txt"
    assert stored.files == {"hi.txt": b"hello"}
    assert await sent.attachments[0].read() == b"hello"


async def test_channel_message_rules(fake: FakeDiscord, world: World, bot: FakeTestBot):
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as info:
        await channel.send("x" * 2001)
    assert info.value.code == 50035 and "2000" in info.value.text
    view = discord.ui.LayoutView()
    view.add_item(discord.ui.TextDisplay("v2"))
    with pytest.raises(discord.HTTPException) as info:
        await channel.send("content and v2", view=view)
    assert info.value.code == 50035
    assert len(fake.rejected) == 2 and fake.channel_messages(world.general) == []
    ok = await channel.send(view=view)
    assert fake.channel_messages(world.general)[-1].id == ok.id


async def test_a_message_sent_again_with_its_nonce_is_created_once(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    first = await channel.send("reminder", nonce="r1")
    again = await channel.send("reminder", nonce="r1")  # a retry after a crash
    other = await channel.send("reminder", nonce="r2")
    assert again.id == first.id != other.id
    assert [m.id for m in fake.channel_messages(world.general)] == [first.id, other.id]
    fake.advance(fake.nonce_seconds)  # Discord remembers a nonce for a few minutes only
    late = await channel.send("reminder", nonce="r1")
    assert late.id not in (first.id, other.id)


async def test_fetch_and_delete(fake: FakeDiscord, world: World, bot: FakeTestBot):
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("to delete")
    fetched = await channel.fetch_message(sent.id)
    assert fetched.content == "to delete"
    history = [m.content async for m in channel.history(limit=10)]
    assert history == ["to delete"]
    await sent.delete()
    stored = fake.message(sent.id)
    assert stored.deleted and fake.channel_messages(world.general) == []
    with pytest.raises(discord.NotFound):
        await channel.fetch_message(sent.id)


async def test_unknown_route_is_404_and_recorded(fake: FakeDiscord, world: World, bot: FakeTestBot):
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.NotFound):
        await channel.create_invite()
    assert fake.unhandled and fake.unhandled[-1].path.endswith("/invites")


async def test_fake_messages_match_the_spec_response_schema(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    await fake.slash(world.alice, world.general, "ping")
    await fake.slash(world.alice, world.general, "village new", name="Spec")
    for msg in fake.messages.values():
        assert specval.schema_problems("MessageResponse", msg.raw) == []


async def test_thread_channel(fake: FakeDiscord, world: World):
    thread = fake.add_channel(world.guild, "side quest", thread_of=world.general)
    bot = FakeTestBot()
    async with running(bot):
        got = bot.get_channel(thread.id)
        assert isinstance(got, discord.Thread) and got.parent_id == world.general.id
        rec = await fake.slash(world.alice, thread, "ping")
        assert rec.text() == "pong"
        assert fake.channel_messages(thread) == [rec.message]


def test_all_permissions_constant_matches_discord_py():
    from tests.fakediscord import ALL_PERMISSIONS

    assert discord.Permissions.all().value == ALL_PERMISSIONS


async def test_auto_sharded_bot_uses_gateway_bot(fake: FakeDiscord, world: World):
    bot = commands.AutoShardedBot(
        command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
    )

    @bot.tree.command()
    async def shard(interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        await interaction.response.send_message(f"shard {interaction.guild.shard_id}")

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    async with running(bot):
        rec = await fake.slash(world.alice, world.general, "shard")
    assert rec.text() == "shard 0"
    assert any(r.path == "/gateway/bot" for r in fake.requests)
