"""Every embed, view and command the bot builds validates against Discord's spec and limits."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from bot.client import HoardBot, create_bot
from bot.config import Settings
from bot.games import SPECS
from bot.storage import Database, GameRecord, SeatRecord, Status
from bot.ui.lobby import lobby_embed
from bot.ui.translator import CatalogueTranslator
from cogs.game import help_embed
from cogs.lobby import lobby_view
from tests.fakediscord import specval


def game(status: Status, players: int = 5, seats: int = 5) -> GameRecord:
    return GameRecord(
        id=9_007_199_254_740_993,  # ids grow: check long ones fit
        kind="village",
        guild_id=1,
        channel_id=2,
        status=status,
        version=3,
        host_id=1000,
        max_seats=seats,
        options={},
        ruleset=None,
        ruleset_json=None,
        seed=None,
        state_json=None,
        message_id=None,
        broken_reason=None,
        created_at="2026-11-29T12:00:00.000+00:00",
        updated_at="2026-11-29T12:00:00.000+00:00",
        started_at=None,
        finished_at=None,
        seats=tuple(
            SeatRecord(1, 1000 + i, None, "2026-11-29T12:00:00.000+00:00") for i in range(players)
        ),
    )


def message(embed: discord.Embed, view: discord.ui.View | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"embeds": [embed.to_dict()]}
    if view is not None:
        body["components"] = view.to_components()
    return body


@pytest.mark.parametrize("status", list(Status))
@pytest.mark.parametrize("players", [1, 2, 5])
def test_lobby_messages_validate(status: Status, players: int) -> None:
    g = game(status, players)
    body = message(lobby_embed(g, min_players=2, first_players=(1000,)), lobby_view(g))
    for kind in ("interaction", "update", "channel", "channel_edit"):
        assert specval.check_message_payload(body, kind=kind) == []
    if status is Status.LOBBY:
        ids = [c["custom_id"] for row in body["components"] for c in row["components"]]
        assert len(ids) == len(set(ids)) == 4
        assert all(len(i) <= 100 for i in ids)


def test_rules_and_help_validate() -> None:
    embeds = [help_embed(spec, "en") for spec in SPECS.values()]
    embeds += [
        spec.rules_embed(SPECS[kind].rules.default_ruleset(), "en")
        for kind, spec in adapters().items()
    ]
    for embed in embeds:
        body = message(embed)
        body["flags"] = 64
        assert specval.check_message_payload(body) == []


def adapters() -> dict[str, Any]:
    from importlib import import_module

    return {kind: import_module(spec.extension).ADAPTER for kind, spec in SPECS.items()}


def test_validation_would_catch_a_bad_payload() -> None:
    embed = lobby_embed(game(Status.LOBBY), min_players=2)
    embed.title = "x" * 300
    assert specval.check_message_payload(message(embed)) != []


@pytest.fixture
async def bot() -> AsyncIterator[HoardBot]:
    db = await Database.open(":memory:")
    b = create_bot(Settings(_env_file=None, discord_token="t"), db)  # type: ignore[call-arg]
    from cogs.hoard import HoardCog

    await b.add_cog(HoardCog(b))
    await b.tree.set_translator(CatalogueTranslator())  # as setup_hook does
    for adapter in adapters().values():
        await b.add_game(adapter)
    yield b
    await db.close()


async def test_the_command_tree_validates(bot: HoardBot) -> None:
    payload = await bot.command_payload(None)
    assert {c["name"] for c in payload} == {"hoard", "hoard-config", *SPECS}
    (hoard,) = (c for c in payload if c["name"] == "hoard")
    games = next(o for o in hoard["options"] if o["name"] == "games")
    assert games["name_localizations"] == {
        "it": "partite",
        "es-ES": "partidas",
        "es-419": "partidas",
    }
    assert set(games["description_localizations"]) == {"it", "es-ES", "es-419"}
    assert specval.check("PUT", "/applications/1/commands", payload) == []
    for command in payload:
        assert specval.check_command(command) == []
