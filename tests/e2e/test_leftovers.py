"""One table per game, even after a crash (issue 26): the bot is killed between the post of a
new table and the delete of the old one, ten times; after each restart the channel has exactly
one table with live buttons, the one the game stores.

The bot runs as a real process (``tests/e2e/launch.py``). ``cogs.table.CRASH_HOOK`` names a
file; when the process reaches the point of a table post the file names ("posted": the new
table is posted, its id not stored yet; "stored": stored, the old table not deleted yet), it
deletes the file and kills itself with SIGKILL, so the window is hit every time.
"""

from __future__ import annotations

import asyncio
import re
import signal
import sqlite3
from pathlib import Path

from cogs.table import CRASH_HOOK
from tests.e2e.conftest import World
from tests.e2e.test_process import launched, moves, replay_ok
from tests.fakediscord.state import Message

KILLS = 10
KEPT = ("Show my hand", "Rules")


def tables(world: World) -> list[Message]:
    """The channel's messages that carry live table buttons."""
    return [
        m
        for m in world.fake.channel_messages(world.channel)
        if any(b.get("label") == "Show my hand" for b in m.buttons())
    ]


def stored(db: Path) -> tuple[int, int | None, int | None, int | None]:
    """The game's version, its table's version, its table's id and its leftovers mark."""
    conn = sqlite3.connect(db)
    try:
        row = conn.execute(
            "SELECT version, table_version, message_id, table_leftovers FROM games"
        ).fetchone()
    finally:
        conn.close()
    return int(row[0]), row[1], row[2], row[3]


def one_table(world: World, db: Path) -> Message:
    """Check that the channel has one live table, the stored one, of the game's version."""
    live = tables(world)
    assert len(live) == 1, f"{len(live)} tables with live buttons: {[m.id for m in live]}"
    version, table_version, message_id, mark = stored(db)
    assert live[0].id == message_id and table_version == version and mark is None
    return live[0]


async def test_a_kill_between_a_tables_post_and_the_old_ones_delete_leaves_one_table(
    world: World, tmp_path: Path
) -> None:
    fake, db, arm = world.fake, tmp_path / "hoard.db", tmp_path / "crash-at"
    env = {CRASH_HOOK: str(arm)}
    async with launched(fake.base_url, db, env=env) as child:
        await child.wait_for("ready:")
        assert (await fake.slash(world.host, world.channel, "village new", seats=2)).errors == []
        assert (await fake.slash(world.bob, world.channel, "village join")).errors == []
        assert (await fake.slash(world.host, world.channel, "village start")).errors == []
        await fake.until(lambda: len(tables(world)) == 1, "the first table")
        child.proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(child.proc.wait(), 30) == 0
    point = None
    for kill in range(KILLS + 1):
        async with launched(fake.base_url, db, env=env) as child:
            await child.wait_for("ready:")
            if point is not None:  # the start-up deletes what the kill left behind
                await child.wait_for("deleted 1 tables left behind")
                if point == "posted":  # the new table was not stored: posted again
                    await child.wait_for("repaired the table of 1 running games")
            table = one_table(world, db)
            if kill == KILLS:
                child.proc.send_signal(signal.SIGTERM)
                assert await asyncio.wait_for(child.proc.wait(), 30) == 0
                break
            point = ("posted", "stored")[kill % 2]
            found = re.match(r"<@(\d+)>, it's your turn", table.content)
            assert found is not None, table.content
            mover = fake.users[int(found.group(1))]
            move = next(b["label"] for b in table.buttons() if b.get("label") not in KEPT)
            played = moves(db)
            arm.write_text(point)
            click = asyncio.create_task(fake.click(mover, table, label=move))
            assert await asyncio.wait_for(child.proc.wait(), 30) == -signal.SIGKILL
            await click
            assert not arm.exists()  # the process died at the point asked
            assert moves(db) == played + 1
    assert "Traceback" not in child.text
    assert await replay_ok(db) == 1
