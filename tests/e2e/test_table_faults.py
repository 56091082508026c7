"""The channel and the table when Discord misbehaves (issue 26): a refused table is posted
again as soon as Discord answers; an interaction that expired before the bot answered is one
warning; the pointer to a game's thread follows the game."""

from __future__ import annotations

import logging
import re

import pytest

from bot.games import SPECS
from tests.e2e.conftest import StartBot, World, pinged
from tests.e2e.test_house import set_threads, threads_of
from tests.e2e.test_play import ok
from tests.fakediscord.state import Message, User

POSTS = r"/channels/\d+/messages$"
FOLLOW_UP = r"^/webhooks/\d+/[^/]+$"


def tables(world: World, channel: object = None) -> list[Message]:
    """The channel's messages that carry the table's buttons (its live tables)."""
    return [
        m
        for m in world.fake.channel_messages(channel or world.channel)  # type: ignore[arg-type]
        if any(b.get("label") == "Show my hand" for b in m.buttons())
    ]


async def started(world: World) -> tuple[Message, User, User]:
    """Start a game of two (host and bob); return its table, the player to move, the other."""
    fake = world.fake
    ok(await fake.slash(world.host, world.channel, "village new", seats=2))
    ok(await fake.slash(world.bob, world.channel, "village join"))
    ok(await fake.slash(world.host, world.channel, "village start"))
    (table,) = tables(world)
    mover, other = world.host, world.bob
    if not table.content.startswith(f"<@{mover.id}>"):
        mover, other = other, mover
    return table, mover, other


async def test_a_table_refused_by_429s_and_503s_lands_as_soon_as_discord_answers(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        table, mover, other = await started(world)
        fake.fail("POST", FOLLOW_UP, status=404, code=10015, message="Unknown Webhook")
        # The move's follow-up failed: the table goes by a channel post, which is refused.
        fake.rate_limit("POST", POSTS, retry_after=0.01, count=5)  # outlasts discord.py's tries
        fake.fail("POST", POSTS, status=503, count=2)  # then Discord is down for a while

        def refused() -> int:
            return sum(
                1 for r in fake.requests if r.status in (429, 503) and re.search(POSTS, r.path)
            )

        drawn = await fake.click(mover, table, label="Draw a card")
        assert "could not post the table" in "\n".join(m.text() for m in drawn.messages)
        await fake.until(lambda: refused() == 7, "every refusal answered")
        # From here Discord answers: the table lands and the old one goes, without anyone
        # asking (a minute's wait, today's repair, would fail this wait's ceiling).
        await fake.until(
            lambda: [m.id for m in tables(world)] != [table.id] and len(tables(world)) == 1,
            "the new table posted and the old one deleted",
        )
        await fake.settle()
        game = await bot.service.game(1)
        (live,) = tables(world)
        assert live.id == game.message_id and game.table_version == game.version
        assert live.content.startswith(f"<@{other.id}>, it's your turn")
        assert pinged(fake, live.id) == {other.id}
        assert fake.message(table.id).deleted


async def test_an_expired_interaction_is_one_warning_per_tap(
    world: World, start_bot: StartBot, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    async with start_bot():
        table, mover, _ = await started(world)
        caplog.clear()
        caplog.set_level(logging.INFO)
        fake.delivery_delay = 4  # each interaction reaches the bot after its token expired
        taps = [
            await fake.click(mover, table, label="Show my hand"),
            await fake.click(mover, table, label="Rules"),
            await fake.click(mover, table, label="Draw a card"),
            await fake.slash(mover, world.channel, "village board"),
        ]
        fake.delivery_delay = 0
        await fake.settle()
        for tap in taps:
            assert any("10062" in e for e in tap.errors), tap.errors
        ours = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert [r.levelname for r in ours] == ["WARNING"] * len(taps), [
            r.getMessage() for r in ours
        ]
        assert all("expired before it was answered" in r.getMessage() for r in ours)
        assert not [r for r in caplog.records if r.exc_info], "no traceback"
    fake.rejected.clear()  # the expired answers were the point


async def test_the_pointer_to_a_games_thread_says_when_it_starts_and_ends(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    title = SPECS["village"].title
    async with start_bot():
        await set_threads(world, True)
        opened = ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        [thread] = threads_of(fake, world.channel)
        assert opened.message is not None
        pointer = opened.message.id
        assert fake.message(pointer).content == (
            f"Game #1 · {title} is gathering players in <#{thread.id}>: join it there."
        )
        ok(await fake.slash(world.bob, thread, "village join"))
        ok(await fake.slash(world.host, thread, "village start"))
        assert fake.message(pointer).content == (
            f"Game #1 · {title} is being played in <#{thread.id}>."
        )
        ok(await fake.slash(world.host, thread, "village cancel"))
        assert fake.message(pointer).content == (
            f"Game #1 · {title} is over: see how it went in <#{thread.id}>."
        )
        edits = [r for r in fake.requests if r.method == "PATCH" and r.path.endswith(f"/{pointer}")]
        assert len(edits) == 2 and all(r.status == 200 for r in edits)
