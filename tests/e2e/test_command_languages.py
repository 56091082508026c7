"""The command tree as Discord receives it at sync: every command, subcommand and option
carries Italian and Spanish (es-ES and es-419) names and descriptions, the fake validates the
whole payload against Discord's spec (lowercase names of at most 32 allowed characters,
descriptions of at most 100), and the Italian and Spanish differ from the English where the
catalogue's do."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.games import SPECS
from tests.e2e.conftest import StartBot, World

LOCALES = {"it", "es-ES", "es-419"}
GAMES = set(SPECS)
NATIVE = {"English", "Italiano", "Español"}
"""Choices written in their own language, never translated (the language options)."""


def nodes(commands: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand group, subcommand and option, with its path."""
    stack = [(c["name"], c) for c in commands]
    while stack:
        path, node = stack.pop()
        yield path, node
        stack += [(f"{path} {o['name']}", o) for o in node.get("options") or []]


async def test_every_command_speaks_italian_and_spanish(world: World, start_bot: StartBot) -> None:
    async with start_bot(dev_guild_id=world.guild.id):
        pass
    synced = world.fake.commands(world.guild)
    assert {c["name"] for c in synced} >= {"village", "goofspiel", "hoard", "hoard-config"}
    translated = 0
    for path, node in nodes(synced):
        assert set(node.get("description_localizations") or {}) == LOCALES, path
        if path in GAMES:  # a game's group is its id in every language: /village, /goofspiel
            assert not node.get("name_localizations"), path
        else:
            assert set(node.get("name_localizations") or {}) == LOCALES, path
            names = node["name_localizations"]
            assert names["es-ES"] == names["es-419"], path  # one Spanish
        if node["description_localizations"]["it"] != node["description"]:
            translated += 1
        for choice in node.get("choices") or []:
            if choice["name"] in NATIVE:
                continue
            assert set(choice.get("name_localizations") or {}) == LOCALES, (path, choice)
    assert translated > 50  # real translations, not the English copied
    village = next(c for c in synced if c["name"] == "village")
    new = next(o for o in village["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"it": "nuova", "es-ES": "nueva", "es-419": "nueva"}
