"""What a move costs against the bot's global rate limit (issue 31): at most one call.

Discord counts every request of the bot against its global limit (50 requests/s) except the
interaction endpoints (callbacks and follow-ups: ``tests.fakediscord.budget``). A human's move
posts its new table as a public follow-up of the move's own click, so only the old table's
delete counts; the table still pings the player to move, the old one is gone, and the game
stores the follow-up's id (later edits go through the channel's endpoint, long after the
click's token expired). A table without a click (a timeout's) costs what it did: a post and a
delete. A follow-up Discord refuses falls back to a channel post, counted and logged.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from cogs.follow_up import FOLLOW_UPS
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, pinged
from tests.e2e.test_goofspiel import bid
from tests.e2e.test_goofspiel import start as start_goofspiel
from tests.e2e.test_house import set_threads, threads_of
from tests.e2e.test_play import current_table, ok, open_panel
from tests.fakediscord.budget import limited, posts, route
from tests.fakediscord.state import Channel, Message, RequestRecord, User

FOLLOW_UP = r"^/webhooks/\d+/[^/]+$"
DELETE = "DELETE /channels/{id}/messages/{id}"


def turn_of(table: Message, players: list[User]) -> tuple[User, User]:
    """The player the table asks to move, and the other one."""
    found = re.match(r"<@(\d+)>, it's your turn", table.content)
    assert found, table.content
    mover = next(p for p in players if p.id == int(found.group(1)))
    return mover, next(p for p in players if p is not mover)


async def started(world: World, channel: Channel, players: list[User]) -> Message:
    """Start a village game of ``players`` in ``channel``; return its table."""
    fake = world.fake
    ok(await fake.slash(players[0], channel, "village new", seats=len(players)))
    for p in players[1:]:
        ok(await fake.slash(p, channel, "village join"))
    ok(await fake.slash(players[0], channel, "village start"))
    return current_table(fake, channel)


def since(world: World, mark: int) -> list[RequestRecord]:
    return world.fake.requests[mark:]


async def check_moved(
    world: World, channel: Channel, old: Message, made: list[RequestRecord], next_player: User
) -> Message:
    """Check a human move's requests: one under the global limit (the old table's delete),
    the new table a public follow-up that pings ``next_player`` and that the game stores."""
    fake = world.fake
    assert [route(r) for r in limited(made)] == [DELETE], [route(r) for r in limited(made)]
    assert limited(made)[0].path.endswith(f"/{old.id}") and fake.message(old.id).deleted
    table = current_table(fake, channel)
    (post,) = [r for r in posts(fake, channel) if r in made]
    assert re.match(FOLLOW_UP, post.path) and int(post.response["id"]) == table.id
    assert pinged(fake, table.id) == {next_player.id}
    return table


async def test_a_human_move_costs_one_rate_limited_call(world: World, start_bot: StartBot) -> None:
    fake, players = world.fake, [world.host, world.bob]
    async with start_bot() as bot:
        table = await started(world, world.channel, players)
        sent = FOLLOW_UPS["sent"]
        for k in range(4):
            mover, other = turn_of(table, players)
            if k % 2:  # from the private panel (an ephemeral message: a deferred update)
                panel = await open_panel(fake, mover, world.channel)
                mark = len(fake.requests)
                ok(await fake.click(mover, panel, label="Draw a card"))
            else:  # a one-tap move on the table (a public message: "thinking…" first)
                mark = len(fake.requests)
                ok(await fake.click(mover, table, label="Draw a card"))
            await fake.settle()
            table = await check_moved(world, world.channel, table, since(world, mark), other)
            assert (await bot.service.game(1)).message_id == table.id
        assert FOLLOW_UPS["sent"] == sent + 4


async def test_a_move_in_a_games_thread_posts_its_table_there_as_a_follow_up(
    world: World, start_bot: StartBot
) -> None:
    fake, players = world.fake, [world.host, world.bob]
    async with start_bot() as bot:
        await set_threads(world, True)
        ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        [thread] = threads_of(fake, world.channel)
        ok(await fake.slash(world.bob, thread, "village join"))
        ok(await fake.slash(world.host, thread, "village start"))
        table = current_table(fake, thread)
        for _ in range(2):
            mover, other = turn_of(table, players)
            mark = len(fake.requests)
            ok(await fake.click(mover, table, label="Draw a card"))
            await fake.settle()
            table = await check_moved(world, thread, table, since(world, mark), other)
            assert (await bot.service.game(1)).message_id == table.id


async def test_a_table_edited_after_the_clicks_token_expired_goes_through_the_channel(
    world: World, start_bot: StartBot
) -> None:
    fake, players = world.fake, [world.host, world.bob]
    async with start_bot() as bot:
        await start_goofspiel(world, players, seats=2)
        await bid(fake, world.host, world.channel, 1)
        mark = len(fake.requests)
        await bid(fake, world.bob, world.channel, 2)  # the round is complete: a new table
        await fake.settle()
        table = current_table(fake, world.channel)
        (post,) = [r for r in posts(fake, world.channel) if r in since(world, mark)]
        assert re.match(FOLLOW_UP, post.path) and int(post.response["id"]) == table.id
        fake.advance(16 * 60)  # Bob's click's token is no longer valid
        mark = len(fake.requests)
        await bid(fake, world.host, world.channel, 3)  # edits the table in place
        await fake.settle()
        edits = [r for r in since(world, mark) if r.method == "PATCH" and str(table.id) in r.path]
        assert [(route(r), r.status) for r in edits] == [
            ("PATCH /channels/{id}/messages/{id}", 200)
        ]
        assert "has bid" in fake.message(table.id).text()
        assert (await bot.service.game(1)).message_id == table.id


async def test_a_timeouts_table_costs_a_post_and_a_delete_as_before(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, clock, players = world.fake, FakeClock(), [world.host, world.bob]
    async with start_bot(tmp_path / "hoard.db", clock=clock) as bot:
        assert bot.scheduler is not None
        table = await started(world, world.channel, players)
        _, other = turn_of(table, players)
        clock.advance(hours=12)
        await bot.scheduler.tick()  # a reminder: a channel post, as before
        await fake.settle()
        clock.advance(days=7)  # past any deadline: the mover's move is made for them
        mark = len(fake.requests)
        await bot.scheduler.tick()
        await fake.settle()
        made = since(world, mark)
        assert sorted(route(r) for r in limited(made)) == [
            DELETE,
            "POST /channels/{id}/messages",
        ]
        table = current_table(fake, world.channel)
        assert table.content.startswith(f"<@{other.id}>, it's your turn")
        assert pinged(fake, table.id) == {other.id}


async def test_a_refused_follow_up_falls_back_to_a_channel_post_counted_and_logged(
    world: World, start_bot: StartBot, caplog: pytest.LogCaptureFixture
) -> None:
    fake, players = world.fake, [world.host, world.bob]
    async with start_bot() as bot:
        table = await started(world, world.channel, players)
        mover, other = turn_of(table, players)
        fallbacks = FOLLOW_UPS["fallback"]
        caplog.set_level(logging.WARNING, logger="cogs.table")
        fake.fail("POST", FOLLOW_UP, status=401, code=50027, message="Invalid Webhook Token")
        mark = len(fake.requests)
        drawn = ok(await fake.click(mover, table, label="Draw a card"))
        await fake.settle()
        made = since(world, mark)
        assert [(route(r), r.status) for r in made if re.match(FOLLOW_UP, r.path)] == [
            ("POST /webhooks/{app}/{token}", 401)
        ]
        new = current_table(fake, world.channel)
        (post,) = [r for r in posts(fake, world.channel) if r in made]
        assert route(post) == "POST /channels/{id}/messages" and int(post.response["id"]) == new.id
        assert pinged(fake, new.id) == {other.id} and fake.message(table.id).deleted
        assert new.attachments and all(a["size"] > 0 for a in new.attachments)  # read again
        game = await bot.service.game(1)
        assert game.message_id == new.id and game.table_version == game.version
        assert "could not post" not in "\n".join(m.text() for m in drawn.messages)
        assert FOLLOW_UPS["fallback"] == fallbacks + 1
        (line,) = [r.getMessage() for r in caplog.records if "follow-up failed" in r.getMessage()]
        assert "game 1:" in line and f"follow-ups failed {fallbacks + 1}," in line
        # The fallback read the channel for a follow-up that landed after all (none here).
        assert "GET /channels/{id}/messages" in [route(r) for r in limited(made)]
        assert await bot.service.table_leftovers() == []


async def test_a_click_still_thinking_gets_its_table_by_a_channel_post(
    world: World, start_bot: StartBot
) -> None:
    """A click on the table is answered "thinking…" first; if its panel could not replace
    that, a follow-up would fill the private answer in: the table goes by a channel post."""
    fake, players = world.fake, [world.host, world.bob]
    async with start_bot() as bot:
        table = await started(world, world.channel, players)
        mover, other = turn_of(table, players)
        original = r"^/webhooks/\d+/[^/]+/messages/@original$"
        fake.fail("PATCH", original, status=400, code=50035, message="Invalid Form Body")
        mark = len(fake.requests)
        drawn = await fake.click(mover, table, label="Draw a card")
        await fake.settle()
        made = since(world, mark)
        assert drawn.response_type == 5 and not [r for r in made if re.match(FOLLOW_UP, r.path)]
        new = current_table(fake, world.channel)
        (post,) = [r for r in posts(fake, world.channel) if r in made]
        assert route(post) == "POST /channels/{id}/messages" and int(post.response["id"]) == new.id
        assert pinged(fake, new.id) == {other.id} and fake.message(table.id).deleted
        assert (await bot.service.game(1)).message_id == new.id
