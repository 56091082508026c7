"""When Discord refuses a public message after a change, the member hears what happened."""

from __future__ import annotations

import json

import pytest

from bot.i18n import catalogue
from bot.storage import Status
from tests.e2e.conftest import StartBot, World, pinged
from tests.timing import until

APOLOGY = catalogue().text("en", "errors-apology")


async def test_a_start_whose_table_cannot_be_posted_says_so_not_sorry(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        assert (await fake.slash(world.host, world.channel, "village new", seats=2)).errors == []
        assert (await fake.slash(world.bob, world.channel, "village join")).errors == []
        fake.denied_channels.add(world.channel.id)
        started = await fake.slash(world.host, world.channel, "village start")
        text = "\n".join(m.text() for m in started.messages)
        assert APOLOGY not in text
        assert "Game #1 has started, but I could not post the table in this channel" in text
        assert "`/village board` tries again" in text
        assert (await bot.service.game(1)).status is Status.RUNNING

        board = await fake.slash(world.bob, world.channel, "village board")
        assert "could not post the table" in "\n".join(m.text() for m in board.messages)

        fake.denied_channels.clear()
        board = await fake.slash(world.bob, world.channel, "village board")
        assert board.errors == []
        posted = [r for r in fake.requests if r.method == "POST" and r.path.endswith("/messages")]
        mentions = (
            posted[-1].json.get("allowed_mentions") if isinstance(posted[-1].json, dict) else None
        )
        if mentions is None:  # sent with its picture: the JSON is in the multipart payload_json
            files = {name: data for name, _, data in posted[-1].files}
            mentions = json.loads(files["payload_json"])["allowed_mentions"]
        assert mentions.get("users", []) == [] and mentions.get("parse", []) == []  # no ping
        assert any(
            b.get("label") == "Show my hand"
            for m in fake.channel_messages(world.channel)
            for b in m.buttons()
        )
    fake.rejected.clear()  # the refused posts were the point


async def test_a_join_whose_lobby_cannot_be_refreshed_says_so(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        assert (await fake.slash(world.host, world.channel, "village new")).errors == []
        fake.denied_channels.add(world.channel.id)
        joined = await fake.slash(world.host, world.channel, "village addbot")
        text = "\n".join(m.text() for m in joined.messages)
        assert APOLOGY not in text
        assert "could not post the lobby in this channel" in text
        assert len((await bot.service.game(1)).seats) == 2
    fake.rejected.clear()


async def test_a_table_refused_after_a_move_is_posted_again_a_little_later(
    world: World, start_bot: StartBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cogs.repair

    monkeypatch.setattr(cogs.repair, "REPAIR_DELAY", 0.2)
    fake = world.fake
    async with start_bot() as bot:
        assert (await fake.slash(world.host, world.channel, "village new", seats=2)).errors == []
        assert (await fake.slash(world.bob, world.channel, "village join")).errors == []
        assert (await fake.slash(world.host, world.channel, "village start")).errors == []
        (table,) = [m for m in fake.channel_messages(world.channel) if m.buttons()]
        mover, other = (world.host, world.bob)
        if not table.content.startswith(f"<@{mover.id}>"):
            mover, other = other, mover
        fake.denied_channels.add(world.channel.id)
        # A move's table is the click's follow-up, which needs no permission of the bot: it
        # fails here (an expired token), and the channel post it falls back to is refused.
        fake.fail("POST", r"^/webhooks/\d+/[^/]+$", status=401, code=50027)
        drawn = await fake.click(mover, table, label="Draw a card")
        assert "could not post the table" in "\n".join(m.text() for m in drawn.messages)
        fake.denied_channels.clear()

        async def repaired() -> bool:
            game = await bot.service.game(1)
            return game.table_version == game.version

        await until(repaired, "the table repaired without anyone asking")
        game = await bot.service.game(1)
        await fake.settle()
        (live,) = [m for m in fake.channel_messages(world.channel) if m.buttons()]
        assert live.id == game.message_id != table.id
        assert pinged(fake, live.id) == {other.id}
    fake.rejected.clear()  # the refused posts were the point
