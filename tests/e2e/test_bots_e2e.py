"""Bot players end to end: one human and bots play a whole game through the fake Discord."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.e2e.test_play import current_table, moves_logged, ok, random_move, replayed_scores


async def test_one_human_and_bots_play_to_the_end(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    db = tmp_path / "hoard.db"
    rng = random.Random(11)
    async with start_bot(db):
        lobby = ok(await fake.slash(world.host, world.channel, "village new", seats=3)).message
        assert lobby is not None
        refused = ok(await fake.slash(world.bob, world.channel, "village addbot"))
        assert "Only the host" in refused.text()
        easy = ok(await fake.slash(world.host, world.channel, "village addbot", level="easy"))
        assert easy.text().startswith("An easy bot took a seat in game #")
        normal = ok(await fake.slash(world.host, world.channel, "village addbot", level="normal"))
        assert normal.text().startswith("A normal bot took a seat in game #")
        full = ok(await fake.slash(world.host, world.channel, "village addbot"))
        assert "full" in full.text()
        seated = fake.message(lobby.id).text()
        assert "🤖 Easy bot" in seated and "🤖 Normal bot" in seated
        assert "bot 2" not in seated  # numbered only when two bots share a level
        ok(await fake.click(world.host, lobby, label="Start"))
        conn = sqlite3.connect(db)
        while conn.execute("SELECT status FROM games").fetchone()[0] == "running":
            assert moves_logged(db) < 400
            # Bots move at once: whenever the table asks someone, it is the human.
            assert (
                f"<@{world.host.id}>, it's your turn" in current_table(fake, world.channel).content
            )
            await random_move(fake, world.host, world.channel, rng, db)
        reasons = {r[0] for r in conn.execute("SELECT reason FROM actions")}
        stored = [r[0] for r in conn.execute("SELECT score FROM seats ORDER BY seat")]
        conn.close()
        assert reasons == {None, "bot"}
        assert stored == replayed_scores(db)
        final = fake.channel_messages(world.channel)[-1]
        assert "final scores" in final.text() and "🤖" in final.text()
        assert assert_no_leaks(fake) > 0
