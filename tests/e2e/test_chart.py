"""The chart of how a game went, under its final table, through the fake Discord: a second
embed whose image is ``chart.png``, and none on a server that shows no pictures."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.storage import Status
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_house import play_out_against_a_bot
from tests.fakediscord.state import Message


def final_table(world: World, message_id: int | None) -> Message:
    assert message_id is not None
    table = world.fake.message(message_id)
    assert not table.deleted
    assert [b["label"] for b in table.buttons()] == ["Play again"]  # its one button
    return table


async def test_a_finished_games_table_carries_its_chart_unless_pictures_are_off(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        game = await bot.service.game(1)
        assert game.status is Status.FINISHED
        table = final_table(world, game.message_id)
        first, chart = table.embeds
        assert first["title"] == "Goofspiel · game #1" and "wins" in first["description"]
        assert "image" not in first and chart["color"] == first["color"]
        assert chart["title"] == "How the game went"
        assert chart["image"]["url"].endswith("chart.png")
        assert [a["filename"] for a in table.attachments] == ["chart.png"]
        image = Image.open(io.BytesIO(table.files["chart.png"]))
        assert image.format == "PNG" and image.width == 800
        assert bot.pictures.has(("chart", 1, game.version, "en"))

        await bot.service.update_settings(world.guild.id, {"images": False}, can_manage_guild=True)
        await play_out_against_a_bot(world, "goofspiel")
        await fake.settle()
        game = await bot.service.game(2)
        assert game.status is Status.FINISHED
        table = final_table(world, game.message_id)
        assert len(table.embeds) == 1 and table.attachments == []
        assert "image" not in table.embeds[0]


async def test_a_game_with_a_table_picture_carries_both_pictures(
    world: World, start_bot: StartBot
) -> None:
    fake = world.fake
    async with start_bot() as bot:
        await play_out_against_a_bot(world, "village")
        await fake.settle()
        game = await bot.service.game(1)
        assert game.status is Status.FINISHED
        table = final_table(world, game.message_id)
        first, chart = table.embeds
        assert first["image"]["url"].endswith("table.png")
        assert chart["image"]["url"].endswith("chart.png")
        assert sorted(a["filename"] for a in table.attachments) == ["chart.png", "table.png"]
        assert table.files["chart.png"].startswith(b"\x89PNG")


async def test_a_chart_that_cannot_be_drawn_leaves_the_final_table_as_it_was(
    world: World,
    start_bot: StartBot,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(moments: Any, language: str) -> Any:
        raise RuntimeError("no chart today")

    async with start_bot() as bot:
        monkeypatch.setattr(bot.adapters["goofspiel"], "progress", broken)
        await play_out_against_a_bot(world, "goofspiel")
        await world.fake.settle()
        game = await bot.service.game(1)
        assert game.status is Status.FINISHED
        table = final_table(world, game.message_id)
        assert len(table.embeds) == 1 and table.attachments == []
        assert "wins" in table.embeds[0]["description"]
        assert "could not draw its chart" in caplog.text
