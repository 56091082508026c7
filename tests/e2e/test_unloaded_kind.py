"""A game whose kind this bot does not run (its extension is not loaded): its table's buttons
are refused in one clear sentence naming the game, by the host's one lookup
(``Host.adapter_of``), and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.conftest import StartBot, World
from tests.e2e.test_hostile import dump, refused
from tests.e2e.test_play import current_table, open_panel, start_game


async def test_a_game_of_a_kind_not_loaded_is_refused_by_name(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db) as bot:
        await start_game(world, [world.host, world.bob])
        table = current_table(fake, world.channel)
        monkeypatch.delitem(bot.adapters, "village")  # as if its extension were not loaded
        before = dump(db)
        for label in ("Show my hand", "Rules"):
            rec = await fake.click(world.host, table, label=label)
            refused(rec, "Game #1 is a game of", "which this bot does not run right now")
        assert dump(db) == before
        monkeypatch.undo()
        assert (await open_panel(fake, world.host, world.channel)).ephemeral
