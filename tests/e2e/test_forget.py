"""A member sees what Hoard keeps about them and removes it with ``/hoard forget``."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.e2e.conftest import StartBot, World
from tests.e2e.test_hostile import dump


def seat_names(db: Path, user_id: int) -> list[str | None]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT name FROM seats WHERE user_id = ?", (user_id,))]
    finally:
        conn.close()


async def test_forget_previews_refuses_while_seated_then_removes(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, bob, db = world.fake, world.bob, tmp_path / "hoard.db"
    async with start_bot():
        assert (await fake.slash(bob, world.channel, "hoard notify", dm="on")).errors == []
        lobby = (await fake.slash(world.host, world.channel, "village new")).message
        assert lobby is not None
        assert (await fake.click(bob, lobby, label="Join")).errors == []

        before = dump(db)
        seated = await fake.slash(bob, world.channel, "hoard forget", confirm=True)
        assert seated.errors == [] and seated.ephemeral
        assert "Nothing was forgotten: you still hold a seat in game #1 (lobby)" in seated.text()
        assert dump(db) == before

        assert (await fake.click(world.host, lobby, label="Cancel")).errors == []
        assert seat_names(db, bob.id) == ["bob"]  # an ended game keeps the seat

        before = dump(db)
        preview = await fake.slash(bob, world.channel, "hoard forget")
        assert preview.ephemeral
        text = preview.text()
        assert "your direct-message reminder choice and your display name in 1 seat" in text
        assert "1 ended game keeps your user id" in text
        assert "`/hoard forget confirm:True`" in text and "Nothing was changed yet" in text
        assert dump(db) == before, "a preview changes nothing"

        done = await fake.slash(bob, world.channel, "hoard forget", confirm=True)
        assert done.text().startswith("Done: Hoard removed your direct-message reminder choice")
        assert seat_names(db, bob.id) == [None]
        conn = sqlite3.connect(db)
        try:
            assert conn.execute(
                "SELECT COUNT(*) FROM user_prefs WHERE user_id = ?", (bob.id,)
            ).fetchone() == (0,)
        finally:
            conn.close()

        again = await fake.slash(bob, world.channel, "hoard forget")
        assert again.text().startswith("Hoard keeps no preferences, half-made moves or names")
