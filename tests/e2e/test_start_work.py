"""What the bot leaves until after it serves: the bots' worker processes start at the first
bot's move, and the whole database file is checked in the background (one line if damaged)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.games import registry
from bot.services import thinking
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import ok
from tests.e2e.test_process import launched
from tests.test_maintenance import damaged_database
from tests.timing import until


def bot_moves(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM actions WHERE reason = 'bot'").fetchone()[0])


async def test_no_thinking_worker_starts_until_a_bot_has_to_move(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    thinker = thinking.shared(registry)
    await thinker.aclose()  # an earlier test's workers
    async with start_bot(db) as bot:
        assert bot.service.thinker is thinker
        lobby = ok(await fake.slash(world.host, world.channel, "goofspiel new", seats=2)).message
        assert lobby is not None
        ok(await fake.slash(world.host, world.channel, "goofspiel addbot", level="easy"))
        await fake.settle()
        assert not thinker.running, "a worker started before any bot had to move"
        ok(await fake.click(world.host, lobby, label="Start"))  # the bot bids at once
        await until(lambda: bot_moves(db) == 1, "the bot's bid")
        assert thinker.running, "the bot's bid was not thought in a worker process"


async def test_a_file_damaged_inside_is_served_and_said_in_one_line(
    world: World, tmp_path: Path
) -> None:
    db = tmp_path / "hoard.db"
    await damaged_database(db, "in the middle")
    async with launched(world.fake.base_url, db) as child:
        await child.wait_for("ready:")
        said = await child.wait_for("is damaged")
        assert "ERROR" in said and str(db) in said
        assert "python -m bot check-db" in said and "restore" in said
        answer = await world.fake.slash(world.host, world.channel, "hoard games")
        assert answer.errors == [] and answer.acknowledged  # it goes on serving
    assert [line for line in child.lines if "is damaged" in line] == [said]  # said once


async def test_a_sound_file_is_checked_after_the_start(world: World, tmp_path: Path) -> None:
    async with launched(world.fake.base_url, tmp_path / "hoard.db") as child:
        ready = await child.wait_for("ready:")
        checked = await child.wait_for("checked the database")
        assert child.lines.index(checked) > child.lines.index(ready)
        assert "no damage found" in checked and "ERROR" not in child.text
