"""End-to-end: the real discord.py client (``bot.start``) against the fake over loopback."""

from __future__ import annotations

import asyncio

import discord
import pytest

from tests.fakediscord import NO_RESPONSE, FakeDiscord
from tests.fakediscord.state import (
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    PRIVATE_THREAD,
    SEND_MESSAGES_IN_THREADS,
)
from tests.timing import ceiling

from .conftest import World
from .testbot import FakeTestBot, running


async def test_login_ready_and_sync_recorded(fake: FakeDiscord, world: World, bot: FakeTestBot):
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.application_id == fake.application_id
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.name == "Village Square"
    assert guild.get_channel(world.general.id) is not None
    assert guild.member_count == len(world.guild.members)
    scopes = [scope for scope, _ in fake.sync_calls]
    assert scopes == [None, world.guild.id]
    names = {c["name"] for c in fake.commands()}
    assert {"ping", "village", "edit", "slow"} <= names
    assert all(c["id"] and c["application_id"] == str(fake.application_id) for c in fake.commands())
    assert [c["name"] for c in fake.commands(world.guild)] == ["local"]
    assert fake.rejected == [] and fake.unhandled == []


async def test_slash_reply_with_persistent_button(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.errors == []
    assert rec.response_type == 4 and not rec.ephemeral
    assert rec.text() == "pong"
    assert rec.message is not None and rec.message.interaction_id == rec.id
    assert [b["label"] for b in rec.message.buttons()] == ["Vote yes", "Vote no"]
    assert fake.channel_messages(world.general) == [rec.message]
    # the interaction the bot saw was complete
    seen = bot.last_interaction
    assert seen is not None and seen.guild_id == world.guild.id
    assert seen.channel is not None and seen.channel.id == world.general.id
    assert isinstance(seen.user, discord.Member) and seen.user.id == world.alice.id
    assert seen.permissions.send_messages and not seen.permissions.administrator
    assert seen.app_permissions.send_messages


async def test_click_handled_by_dynamic_item(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.message is not None
    click = await fake.click(world.bob, rec.message, label="Vote no")
    assert click.errors == []
    assert click.ephemeral and click.text() == "bob voted no in poll 7"
    assert bot.votes == [(world.bob.id, 7, "no")]
    # ephemeral replies are not channel messages
    assert fake.channel_messages(world.general) == [rec.message]


async def test_restarted_bot_handles_click_on_old_message(fake: FakeDiscord, world: World):
    first = FakeTestBot()
    async with running(first):
        rec = await fake.slash(world.alice, world.general, "ping")
    assert first.is_closed()
    message = rec.message
    assert message is not None
    second = FakeTestBot()
    async with running(second):
        click = await fake.click(world.alice, message, custom_id="vote:7:yes")
    assert click.errors == [] and click.text() == "alice voted yes in poll 7"
    assert second.votes == [(world.alice.id, 7, "yes")] and first.votes == []


async def test_group_subcommand_defer_and_followup(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "village new", name="Ashford", size=5)
    assert rec.errors == []
    assert rec.response_type == 5
    assert rec.text() == "Village Ashford founded with 5 houses"
    # the first followup after a thinking defer replaces the loading message
    msgs = fake.channel_messages(world.general)
    assert len(msgs) == 1 and msgs[0].content == "Village Ashford founded with 5 houses"
    assert not msgs[0].loading
    default = await fake.slash(world.alice, world.general, "village new", name="Brook")
    assert "with 3 houses" in default.text()


async def test_ephemeral_reply_and_ephemeral_defer(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "village secret")
    assert rec.ephemeral and rec.message is not None and rec.message.ephemeral
    assert rec.text() == "Secret\nonly you can see this"
    hidden = await fake.slash(world.alice, world.general, "village hide")
    assert hidden.response_type == 5 and hidden.ephemeral
    assert hidden.message is not None and hidden.message.ephemeral
    assert hidden.message.content == "hidden result" and hidden.message.edits == 1
    assert fake.channel_messages(world.general) == []


async def test_edit_original(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "edit")
    assert rec.errors == []
    assert rec.message is not None
    assert rec.message.content == "version 2" and rec.message.edits == 1
    assert [m.content for m in fake.channel_messages(world.general)] == ["version 2"]


async def test_guild_command(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "local")
    assert rec.text() == f"local to {world.guild.id}"


async def test_three_second_rule(fake: FakeDiscord, world: World, bot: FakeTestBot):
    task = asyncio.create_task(fake.slash(world.alice, world.general, "slow"))
    await asyncio.wait_for(bot.entered.wait(), ceiling())
    fake.advance(3.5)
    bot.gate.set()
    rec = await task
    assert rec.response_type is None
    assert any("10062" in e for e in rec.errors)
    assert isinstance(bot.errors[-1], discord.NotFound) and bot.errors[-1].code == 10062
    assert fake.rejected[-1].error_code == 10062


async def test_double_response_is_40060(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "double")
    assert rec.response_type == 4 and rec.text() == "first"
    assert any("40060" in e for e in rec.errors)
    assert any(isinstance(e, discord.HTTPException) and e.code == 40060 for e in bot.errors)


async def test_token_expires_after_15_minutes(fake: FakeDiscord, world: World, bot: FakeTestBot):
    task = asyncio.create_task(fake.slash(world.alice, world.general, "later"))
    await asyncio.wait_for(bot.entered.wait(), ceiling())  # deferred, held until the gate opens
    fake.advance(15 * 60 + 1)
    bot.gate.set()
    rec = await task
    assert rec.response_type == 5
    assert any("50027" in e for e in rec.errors)
    assert fake.rejected[-1].error_code == 50027 and fake.rejected[-1].status == 401


async def test_invalid_payload_rejected_50035(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "badlabel")
    assert rec.response_type is None
    assert any("50035" in e and "label" in e for e in rec.errors)
    rejected = fake.rejected[-1]
    assert rejected.status == 400 and rejected.error_code == 50035
    assert rejected.response["errors"]["data"]["components"]["0"]["components"]["0"]["label"]
    assert any("80 or fewer" in p for p in rejected.problems)
    err = bot.errors[-1]
    assert isinstance(err, discord.HTTPException) and err.code == 50035


async def test_no_response(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "silent", _timeout=0.2)
    assert rec.errors == [NO_RESPONSE]


async def test_select_update_message_and_deferred_update(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "pick")
    assert rec.message is not None
    sel = await fake.select(world.alice, rec.message, ["red", "blue"], placeholder="Pick colours")
    assert sel.errors == [] and sel.response_type == 7
    assert sel.message is rec.message
    assert rec.message.content == "picked red, blue" and rec.message.edits == 1
    assert rec.message.selects()[0]["disabled"] is True
    with pytest.raises(AssertionError, match="disabled"):
        await fake.select(world.alice, rec.message, ["red"], custom_id="pick:colour")
    done = await fake.click(world.alice, rec.message, label="Done")
    assert done.response_type == 6 and done.errors == []
    assert done.message is rec.message
    assert rec.message.content == "done" and rec.message.components == []


async def test_modal_roundtrip(fake: FakeDiscord, world: World, bot: FakeTestBot):
    opened = await fake.slash(world.alice, world.general, "found")
    assert opened.response_type == 9 and opened.modal is not None
    assert opened.modal["title"] == "Name your village"
    submitted = await fake.submit_modal(world.alice, opened, {"modal:name": "Oakvale"})
    assert submitted.errors == [] and submitted.text() == "Founded Oakvale"


async def test_channel_message_edit_echo_and_dm(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "announce", text="market day")
    assert rec.errors == [] and rec.ephemeral
    msgs = fake.channel_messages(world.general)
    assert [m.content for m in msgs] == ["market day (edited)"]
    assert msgs[0].edits == 1 and msgs[0].interaction_id is None
    assert [m.content for m in fake.dms(world.alice)] == ["you announced market day"]
    # the bot saw its own message through the gateway (MESSAGE_CREATE echo)
    assert any(m.id == msgs[0].id for m in bot.seen_messages)
    fake.dm_closed_users.add(world.alice.id)
    await fake.slash(world.alice, world.general, "announce", text="again")
    err = bot.errors[-1]
    assert isinstance(err, discord.Forbidden) and err.code == 50007


async def test_member_option_permissions_and_admin_only(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.bob, world.general, "who", member=world.alice)
    assert rec.text() == "alice admin=True send=True"
    with pytest.raises(AssertionError, match="cannot see /admin"):
        await fake.slash(world.alice, world.general, "admin")
    ok = await fake.slash(world.bob, world.general, "admin")
    assert ok.text() == "admin ok"


async def test_choices_and_autocomplete(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "colour", colour="blue")
    assert rec.text() == "colour blue"
    with pytest.raises(AssertionError, match="not one of the choices"):
        await fake.slash(world.alice, world.general, "colour", colour="green")
    auto = await fake.autocomplete(world.alice, world.general, "fruit", "name", name="ap")
    assert auto.choices == [
        {"name": "apple", "value": "apple"},
        {"name": "apricot", "value": "apricot"},
    ]


async def test_fake_refuses_unknown_commands_and_options(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    with pytest.raises(AssertionError, match="not synced"):
        await fake.slash(world.alice, world.general, "nope")
    with pytest.raises(AssertionError, match="unknown option"):
        await fake.slash(world.alice, world.general, "ping", loud=True)
    with pytest.raises(AssertionError, match="needs a subcommand"):
        await fake.slash(world.alice, world.general, "village")
    with pytest.raises(AssertionError, match="missing required"):
        await fake.slash(world.alice, world.general, "village new")
    with pytest.raises(AssertionError, match="expects an int"):
        await fake.slash(world.alice, world.general, "village new", name="x", size="5")


async def test_forged_custom_id_and_missing_button(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.message is not None
    with pytest.raises(AssertionError, match="no button"):
        await fake.click(world.alice, rec.message, label="Vote maybe")
    # the id is not on the message: discord.py finds no item, nobody answers
    forged = await fake.send_raw_component(world.alice, rec.message, "vote:7:maybe", timeout=0.2)
    assert forged.errors == [NO_RESPONSE]
    assert bot.votes == []


async def test_forged_component_on_the_message_and_from_another_channel(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    rec = await fake.slash(world.alice, world.general, "ping")
    assert rec.message is not None
    before = fake.message(rec.message.id).raw["components"]
    other = fake.add_channel(world.guild, "other")
    forged = await fake.send_raw_component(
        world.alice, rec.message, "vote:8:maybe", on_message=True, channel=other
    )
    assert forged.errors == [] and forged.text() == "alice voted maybe in poll 8"
    assert bot.votes == [(world.alice.id, 8, "maybe")]
    assert forged.payload["channel_id"] == str(other.id)
    assert forged.payload["message"]["channel_id"] == str(world.general.id)
    assert fake.message(rec.message.id).raw["components"] == before  # the message is unchanged


async def test_forged_slash_skips_only_what_discord_would_hide(
    fake: FakeDiscord, world: World, bot: FakeTestBot
):
    with pytest.raises(AssertionError, match="cannot see /admin"):
        await fake.slash(world.alice, world.general, "admin")
    rec = await fake.slash(world.alice, world.general, "admin", _forged=True)
    assert rec.text() == "admin ok"  # the bot must guard it itself
    with pytest.raises(AssertionError, match="unknown option"):
        await fake.slash(world.alice, world.general, "admin", _forged=True, loud=True)
    raw = await fake.send_raw_command(
        world.alice,
        world.general,
        {"id": fake.commands()[0]["id"], "name": "gone", "type": 1, "options": []},
        timeout=0.2,
    )
    assert raw.errors  # the test bot has no such command: nobody answers


async def test_followup_before_response_is_10015(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "eager")
    assert any("10015" in e for e in rec.errors)
    assert rec.response_type == 4 and rec.text() == "now properly"
    err = bot.errors[-1]
    assert isinstance(err, discord.NotFound) and err.code == 10015


async def test_slash_in_dm(fake: FakeDiscord, world: World, bot: FakeTestBot):
    dm = fake.dm_channel(world.alice)
    rec = await fake.slash(world.alice, dm, "ping")
    assert rec.errors == [] and rec.text() == "pong"
    assert rec.payload["context"] == 1 and "member" not in rec.payload
    assert fake.dms(world.alice) == [rec.message]
    seen = bot.last_interaction
    assert seen is not None and seen.guild_id is None
    assert isinstance(seen.channel, discord.DMChannel)
    with pytest.raises(AssertionError, match="not synced"):
        await fake.slash(world.alice, dm, "local")  # guild-only: not offered in DMs


async def test_user_select_resolves_members(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "pick")
    assert rec.message is not None
    sel = await fake.select(world.alice, rec.message, [world.bob], custom_id="pick:user")
    assert sel.errors == [] and sel.ephemeral and sel.text() == "players: bob"


async def test_thread_from_response_message(fake: FakeDiscord, world: World, bot: FakeTestBot):
    rec = await fake.slash(world.alice, world.general, "table", name="Game 1")
    assert rec.errors == [] and rec.message is not None
    thread = fake.channels[rec.message.id]  # a thread started from a message shares its id
    assert thread.is_thread and thread.parent_id == world.general.id and thread.name == "Game 1"
    assert [m.content for m in fake.channel_messages(thread)] == ["welcome to the table"]
    assert rec.message.raw["thread"]["id"] == str(thread.id)


@pytest.mark.parametrize(
    ("taken", "created"), [(CREATE_PUBLIC_THREADS, False), (SEND_MESSAGES_IN_THREADS, True)]
)
async def test_threads_need_the_bots_thread_permissions(
    fake: FakeDiscord, world: World, bot: FakeTestBot, taken: int, created: bool
):
    bot_role = next(r for r in world.guild.roles if r.managed)
    bot_role.permissions &= ~taken
    rec = await fake.slash(world.alice, world.general, "table", name="Game 1")
    threads = [c for c in fake.channels.values() if c.is_thread]
    assert bool(threads) is created
    refused = [r for r in fake.requests if r.status == 403]
    assert len(refused) == 1, fake.requests  # Missing Permissions (50013), like Discord
    assert refused[0].path.endswith("/threads" if not created else "/messages")
    if created:
        assert fake.channel_messages(threads[0]) == []
    assert rec.message is not None and rec.message.content == "table Game 1"


@pytest.mark.parametrize("allowed", [True, False])
async def test_a_private_thread_needs_its_permission_and_shows_to_its_members_alone(
    fake: FakeDiscord, world: World, bot: FakeTestBot, allowed: bool
):
    bot_role = next(r for r in world.guild.roles if r.managed)
    if allowed:
        bot_role.permissions |= CREATE_PRIVATE_THREADS
    rec = await fake.slash(world.alice, world.general, "hideout")
    threads = [c for c in fake.channels.values() if c.is_thread]
    refused = [r for r in fake.requests if r.status == 403]
    if not allowed:  # Create Public Threads is not enough: Missing Permissions, like Discord
        assert threads == [] and [r.path for r in refused] == [
            f"/channels/{world.general.id}/threads"
        ]
        return
    assert refused == [] and rec.errors == []
    [thread] = threads
    assert thread.type == PRIVATE_THREAD and not thread.invitable
    assert thread.thread_members == {fake.bot_user.id, world.alice.id}
    assert [m.content for m in fake.channel_messages(thread)] == ["only you"]
    carol = fake.add_user("carol")
    fake.add_member(world.guild, carol)
    assert fake.sees(world.alice, thread) and not fake.sees(carol, thread)
    assert fake.sees(world.bob, thread)  # an admin may manage threads: Discord shows it
    with pytest.raises(AssertionError, match="cannot see the private thread"):
        await fake.slash(carol, thread, "ping")
