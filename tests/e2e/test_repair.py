"""A bot killed between a move and its table: the next start posts the table and pings once.

The bot runs as a real process (``tests/e2e/launch.py``). The fake Discord answers the table's
post with a long rate limit, so the process is stuck between the stored move and its table
when it gets SIGKILL; nothing it did after the move reached the channel.
"""

from __future__ import annotations

import asyncio
import re
import signal
import sqlite3
from pathlib import Path

import pytest

from tests.e2e.conftest import World, pinged
from tests.e2e.test_process import exit_code, launched, moves, replay_ok
from tests.fakediscord.state import Message
from tests.timing import until

POSTS = r"/channels/\d+/messages$"

pytestmark = pytest.mark.slow  # real bot processes


def tables(world: World) -> list[Message]:
    """The channel's messages that carry the table's buttons."""
    return [
        m
        for m in world.fake.channel_messages(world.channel)
        if any(b.get("label") == "Show my hand" for b in m.buttons())
    ]


def versions(db: Path) -> tuple[int, int | None, int | None]:
    conn = sqlite3.connect(db)
    try:
        row = conn.execute("SELECT version, table_version, message_id FROM games").fetchone()
    finally:
        conn.close()
    return int(row[0]), row[1], row[2]


async def test_a_kill_between_a_move_and_its_table_is_repaired_at_the_next_start(
    world: World, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    users = {u.id: u for u in (world.host, world.bob)}
    async with launched(fake.base_url, db) as child:
        await child.wait_for("ready:")
        lobby = (await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        assert (await fake.click(world.bob, lobby, label="Join")).errors == []
        assert (await fake.click(world.host, lobby, label="Start")).errors == []
        await until(lambda: len(tables(world)) == 1, "the first table")
        first = tables(world)[0]
        found = re.match(r"<@(\d+)>, it's your turn", first.content)
        assert found is not None
        mover = users[int(found.group(1))]
        other = next(u for u in users.values() if u is not mover)
        opened = await fake.click(mover, first, label="Show my hand")
        assert opened.errors == [] and opened.message is not None
        panel = opened.message  # a subprocess bot: wait for its panel's edit, not its "thinking"
        await until(lambda: bool(fake.message(panel.id).buttons()), "the panel's buttons")
        fake.fail("POST", r"^/webhooks/\d+/[^/]+$", status=401, code=50027)  # no follow-up:
        fake.rate_limit("POST", POSTS, retry_after=60)  # the table's post waits a minute
        click = asyncio.create_task(fake.click(mover, opened.message, label="Draw a card"))
        await until(lambda: moves(db) == 1, "the move stored")
        await until(
            lambda: any(r.status == 429 and re.search(POSTS, r.path) for r in fake.requests),
            "the table's post",
        )
        child.proc.send_signal(signal.SIGKILL)
        await click
        await child.proc.wait()
    version, table_version, message_id = versions(db)
    assert table_version != version and message_id == first.id  # the table is the old one
    assert [m.id for m in tables(world)] == [first.id]

    async with launched(fake.base_url, db) as child:
        await child.wait_for("repaired the table of 1 running games")
        await until(lambda: versions(db)[1] == versions(db)[0], "the table's version stored")
        live = tables(world)
        assert len(live) == 1 and live[0].id != first.id  # the old table is gone
        table = live[0]
        assert table.content.startswith(f"<@{other.id}>, it's your turn")
        assert pinged(fake, table.id) == {other.id}  # the player to move, once
        assert versions(db)[2] == table.id
        child.proc.send_signal(signal.SIGTERM)
        assert await exit_code(child) == 0
    assert "Traceback" not in child.text
    assert moves(db) == 1
    assert await replay_ok(db) == 1

    async with launched(fake.base_url, db) as child:  # a table that is current stays
        await child.wait_for("ready:")
        await fake.settle(0.3)
        assert "repaired the table" not in child.text
        assert [m.id for m in tables(world)] == [table.id]
