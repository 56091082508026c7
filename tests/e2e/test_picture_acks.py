"""No click waits for a picture: while a table's picture is drawn, other clicks are answered."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import current_table, ok, start_game, whose_turn
from tests.fakediscord.state import InteractionRecord
from tests.slow_picture import RELEASED, STARTED, board


async def sent(world: World, click: Any) -> tuple[InteractionRecord, asyncio.Task[Any]]:
    """Start a click (its task) and return its record as soon as the fake sent it."""
    fake = world.fake
    before = len(fake.interactions)
    task = asyncio.create_task(click)
    while len(fake.interactions) == before:  # sent within a few turns of the loop
        await asyncio.sleep(0)
    return fake.interactions[before], task


async def test_a_click_is_acknowledged_while_a_table_picture_is_drawn(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = world.fake
    players = [world.host, world.bob]
    async with start_bot() as bot:
        await start_game(world, players)
        table = current_table(fake, world.channel)
        mover = whose_turn(fake, world.channel, {p.id: p for p in players})
        with board(tmp_path) as drawings:
            adapter = bot.adapters["village"]
            # The next table's picture holds its CPU (and the interpreter lock) until freed.
            monkeypatch.setattr(type(adapter), "table_picture", lambda *_: drawings.hold())
            draw = next(b for b in table.buttons() if b.get("label", "").startswith("Draw"))
            tap, moved = await sent(world, fake.click(mover, table, custom_id=draw["custom_id"]))
            await tap.attempted.wait()  # the tap's own ack comes before the move and its picture
            assert tap.response_type is not None
            assert await drawings.said() == STARTED  # the move is played: its table is drawn
            version = (await bot.service.game(1)).version
            assert not bot.pictures.has(("table", 1, version, "en"))

            rules, answered = await sent(world, fake.click(world.carol, table, label="Rules"))
            await rules.attempted.wait()  # another member's click, while the picture is drawn
            drawings.free()  # only a loop that ran meanwhile could get here before the limit
            assert await drawings.said() == RELEASED, "the click waited for the picture"
            ok(await answered)
            ok(await moved)
        assert bot.pictures.has(("table", 1, version, "en"))
        posted = current_table(fake, world.channel)
        assert posted.id != table.id and posted.attachments
