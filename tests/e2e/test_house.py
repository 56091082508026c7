"""The house's extras through the fake Discord: the move log, the board's cooldown, a thread
per game (the server setting) and its fallback when the bot may not open threads."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from bot.games import SPECS
from bot.storage import Status
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import current_table, db_row, moves_logged, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import CREATE_PUBLIC_THREADS, Channel, InteractionRecord, User

MANAGE_GUILD = 1 << 5


def callback_bodies(fake: FakeDiscord, rec: InteractionRecord) -> list[dict[str, Any]]:
    """Every body the bot sent to answer one interaction (its callback)."""
    out = []
    for r in fake.requests:
        if r.path.startswith(f"/interactions/{rec.id}/") and isinstance(r.json, dict):
            out.append(r.json)
    return out


def footer(rec: InteractionRecord) -> str:
    assert rec.message is not None
    return str(rec.message.embeds[0].get("footer", {}).get("text", ""))


def move_lines(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"^\*\*(\d+)\.\*\* ", text, flags=re.M)]


async def play_out_against_a_bot(world: World, game: str) -> None:
    """Open a two-seat game with an easy bot, start it, and let the host go away: the bot
    plays both seats to the end."""
    fake = world.fake
    ok(await fake.slash(world.host, world.channel, f"{game} new", seats=2))
    ok(await fake.slash(world.host, world.channel, f"{game} addbot", level="easy"))
    ok(await fake.slash(world.host, world.channel, f"{game} start"))
    away = ok(await fake.slash(world.host, world.channel, f"{game} leave"))
    assert "now away" in away.text()


async def test_the_log_pages_newest_first_for_anyone_also_after_the_end(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    elsewhere = fake.add_channel(world.guild, "elsewhere")
    async with start_bot(db) as bot:
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        game = await bot.service.game(1)
        assert game.status is Status.FINISHED
        total = moves_logged(db)
        assert total > 15, "the test needs more than one page"
        pages = -(-total // 15)

        # Carol never played: the log is public; no open game, so the channel's last one.
        shown = ok(await fake.slash(world.carol, world.channel, "goofspiel log"))
        assert shown.ephemeral and shown.message is not None
        first_of_last = (pages - 1) * 15 + 1
        assert (
            footer(shown) == f"Page {pages} of {pages} · moves {first_of_last}–{total} of {total}"
        )
        text = shown.message.text()
        assert move_lines(text) == list(range(first_of_last, total + 1))
        assert "(finished)" in text
        assert f"<@{world.host.id}>" in text and "🤖" in text  # who moved, named
        body = callback_bodies(fake, shown)[0]["data"]
        assert body["allowed_mentions"] == {"parse": []}  # named, never pinged
        summaries = [r[0] for r in db_row_all(db, "SELECT summary FROM actions ORDER BY seq")]
        assert summaries[-1] and summaries[-1][:40] in text
        buttons = {b["label"]: b for b in shown.message.buttons()}
        assert buttons["Newer ▶"].get("disabled") and not buttons["◀ Older"].get("disabled")
        assert buttons["◀ Older"]["custom_id"] == f"h1:log:prev:1:{pages - 1}"

    async with start_bot(db):  # the buttons are persistent: they work after a restart
        older = ok(await fake.click(world.carol, shown.message, label="◀ Older"))
        assert older.response_type == 7  # the private message itself turns the page
        page = fake.message(shown.message.id)
        assert move_lines(page.text())[0] == first_of_last - 15
        if pages == 2:
            assert move_lines(page.text()) == list(range(1, 16))
            assert {b["label"]: b.get("disabled", False) for b in page.buttons()} == {
                "◀ Older": True,
                "Newer ▶": False,
            }
        ok(await fake.click(world.carol, page, label="Newer ▶"))
        assert move_lines(fake.message(shown.message.id).text())[-1] == total

        by_number = ok(await fake.slash(world.bob, world.channel, "goofspiel log", game=1))
        assert f"moves {first_of_last}–{total}" in footer(by_number)
        away = ok(await fake.slash(world.bob, elsewhere, "goofspiel log", game=1))
        assert away.ephemeral and "not played in this channel" in away.text()
        nothing = ok(await fake.slash(world.bob, elsewhere, "goofspiel log"))
        assert "No game of Goofspiel was played in this channel yet" in nothing.text()
        missing = ok(await fake.slash(world.bob, world.channel, "goofspiel log", game=99))
        assert "Game #99 does not exist" in missing.text()
        other_kind = ok(await fake.slash(world.bob, world.channel, "village log", game=1))
        assert "use the `/goofspiel …` commands" in other_kind.text()


def db_row_all(db: Path, sql: str) -> list[tuple[Any, ...]]:
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        return list(conn.execute(sql).fetchall())
    finally:
        conn.close()


async def test_a_lobby_log_has_no_moves_and_one_page(world: World, start_bot: StartBot) -> None:
    fake = world.fake
    async with start_bot():
        ok(await fake.slash(world.host, world.channel, "village new"))
        shown = ok(await fake.slash(world.bob, world.channel, "village log"))
        assert shown.ephemeral and "No moves yet." in shown.text()
        assert shown.message is not None and shown.message.buttons() == []


def table_posts(fake: FakeDiscord, channel: Channel) -> int:
    return sum(
        1
        for r in fake.requests
        if r.method == "POST" and r.path == f"/channels/{channel.id}/messages"
    )


async def test_board_posts_at_most_once_in_thirty_seconds_per_game(
    world: World, start_bot: StartBot
) -> None:
    fake, clock = world.fake, FakeClock()
    async with start_bot(clock=clock) as bot:
        ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        ok(await fake.slash(world.bob, world.channel, "village join"))
        ok(await fake.slash(world.host, world.channel, "village start"))
        before = table_posts(fake, world.channel)
        first = ok(await fake.slash(world.carol, world.channel, "village board"))
        assert first.text() == "Here is the table."
        assert table_posts(fake, world.channel) == before + 1
        game = await bot.service.game(1)
        link = f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/{game.message_id}"
        assert current_table(fake, world.channel).id == game.message_id

        clock.advance(seconds=29)
        again = ok(await fake.slash(world.bob, world.channel, "village board"))
        assert again.ephemeral and again.text() == f"The table was just posted: {link}"
        assert table_posts(fake, world.channel) == before + 1, "nothing posted"

        clock.advance(seconds=2)
        later = ok(await fake.slash(world.bob, world.channel, "village board"))
        assert later.text() == "Here is the table."
        assert table_posts(fake, world.channel) == before + 2


async def test_a_board_that_could_not_be_posted_does_not_start_the_cooldown(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot():
        ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        ok(await fake.slash(world.bob, world.channel, "village join"))
        ok(await fake.slash(world.host, world.channel, "village start"))
        fake.denied_channels.add(world.channel.id)
        refused = ok(await fake.slash(world.bob, world.channel, "village board"))
        assert "could not post the table" in refused.text()
        fake.denied_channels.clear()
        retried = ok(await fake.slash(world.bob, world.channel, "village board"))
        assert retried.text() == "Here is the table."
    fake.rejected.clear()  # the refused post was the point


async def set_threads(world: World, on: bool) -> User:
    admin = world.fake.add_user("admin")
    world.fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    saved = ok(await world.fake.slash(admin, world.channel, "hoard-config threads", on=on))
    assert saved.ephemeral and "Games in threads" in saved.text()
    return admin


def threads_of(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.is_thread and c.parent_id == channel.id]


async def test_with_threads_on_each_game_lives_in_its_own_thread(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    title = SPECS["village"].title
    async with start_bot(db) as bot:
        shown = ok(await fake.slash(world.bob, world.channel, "hoard settings"))
        assert "Games in threads: off" in shown.text()  # off unless an admin turns it on
        await set_threads(world, True)
        opened = ok(await fake.slash(world.host, world.channel, "village new", seats=2))
        [thread] = threads_of(fake, world.channel)
        assert thread.name == f"Game #1 · {title}"
        assert not opened.ephemeral
        assert opened.text() == (
            f"Game #1 · {title} is gathering players in <#{thread.id}>: join it there."
        )
        game = await bot.service.game(1)
        assert game.channel_id == thread.id
        [lobby] = fake.channel_messages(thread)
        assert lobby.id == game.message_id and "Join" in [b["label"] for b in lobby.buttons()]
        created = next(
            r for r in fake.requests if r.path == f"/channels/{world.channel.id}/threads"
        )
        assert created.json["type"] == 11  # public, so everyone in the channel can join in

        ok(await fake.click(world.bob, lobby, label="Join"))
        in_channel = ok(await fake.slash(world.bob, world.channel, "village join"))
        assert "no open game in this channel" in in_channel.text()  # the game is in the thread
        ok(await fake.slash(world.host, thread, "village start"))
        table = current_table(fake, thread)
        assert table.channel_id == thread.id
        assert db_row(db, "SELECT channel_id FROM games WHERE id = 1")[0] == thread.id

        # The channel is free: a second game opens a second thread.
        ok(await fake.slash(world.carol, world.channel, "village new"))
        assert [t.name for t in threads_of(fake, world.channel)] == [
            f"Game #1 · {title}",
            f"Game #2 · {title}",
        ]
        # From inside a thread no thread is opened: it is busy with its own game.
        busy = ok(await fake.slash(world.carol, thread, "village new"))
        assert "already" in busy.text().lower()
        assert len(threads_of(fake, world.channel)) == 2


async def test_without_the_thread_permission_the_game_opens_in_the_channel(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    bot_role = next(r for r in world.guild.roles if r.managed)
    bot_role.permissions &= ~CREATE_PUBLIC_THREADS
    async with start_bot() as bot:
        await set_threads(world, True)
        opened = ok(await fake.slash(world.host, world.channel, "village new"))
        assert threads_of(fake, world.channel) == []
        assert not any(r.path.endswith("/threads") for r in fake.requests)
        game = await bot.service.game(1)
        assert game.channel_id == world.channel.id
        assert opened.message is not None and opened.message.id == game.message_id
        assert not opened.message.ephemeral  # the lobby, in the channel
        [note] = opened.followups
        assert note.ephemeral
        assert note.text() == (
            "This server opens each game in its own thread, but I could not open one here, so "
            "the game is open in this channel: a server admin can give me Create Public Threads "
            "in this channel."
        )
        assert json.dumps(note.raw).count("Send Messages in Threads") == 0
