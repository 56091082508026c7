"""The command tree's translator: catalogue keys become Italian and Spanish localizations that
keep Discord's rules (names lowercase, ≤ 32, allowed characters; descriptions ≤ 100)."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

from bot.i18n import ENGLISH, LANGUAGES, catalogue
from bot.ui.translator import CatalogueTranslator, words
from cogs.hoard import HoardCog

NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
"""Discord's CHAT_INPUT name rule (letters of any script, digits, ``-``, ``_``, ``'``)."""

CONTEXT = TranslationContext(TranslationContextLocation.command_description, None)


def valid_name(name: str) -> bool:
    return bool(NAME.fullmatch(name)) and name == name.lower()


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (discord.Locale.italian, "Le partite aperte di questo server"),
        (discord.Locale.spain_spanish, "Las partidas abiertas de este servidor"),
        (discord.Locale.latin_american_spanish, "Las partidas abiertas de este servidor"),
        (discord.Locale.american_english, None),
        (discord.Locale.british_english, None),
        (discord.Locale.french, None),
    ],
)
async def test_a_keyed_string_is_translated(locale: discord.Locale, expected: str | None) -> None:
    translator = CatalogueTranslator()
    string = words("hoard-games-description")
    assert string.message == "This server's open games"
    assert await translator.translate(string, locale, CONTEXT) == expected


async def test_a_string_without_a_key_or_with_an_unknown_one_is_left_alone() -> None:
    translator = CatalogueTranslator()
    plain = locale_str("Just English")
    unknown = locale_str("Unknown", key="no-such-message")
    assert await translator.translate(plain, discord.Locale.italian, CONTEXT) is None
    assert await translator.translate(unknown, discord.Locale.italian, CONTEXT) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_and_description_keeps_discords_limits(language: str) -> None:
    c = catalogue()
    keys = sorted(c.keys(language))
    names = [k for k in keys if k.endswith("-name")]
    descriptions = [k for k in keys if k.endswith("-description")]
    assert names and descriptions
    bad = [(k, c.text(language, k)) for k in names if not valid_name(c.text(language, k))]
    bad += [
        (k, c.text(language, k)) for k in descriptions if not 1 <= len(c.text(language, k)) <= 100
    ]
    assert bad == []


def test_the_name_rule_refuses_what_discord_refuses() -> None:
    assert valid_name("impostazioni") and valid_name("olvídame") and valid_name("set_up-2")
    assert not valid_name("Partite") and not valid_name("two words") and not valid_name("x" * 33)
    assert not valid_name("") and not valid_name("a.b")


class FakeBot:
    """What HoardCog's constructor reads (the cog is only turned into its payload here)."""


def localized(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """The payload and every option in it (nested groups included)."""
    found = [payload]
    for option in payload.get("options", []):
        found += localized(option)
    return found


async def test_the_hoard_group_carries_italian_and_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("cogs.hoard.HoardConfig", lambda host: None)
    cog = HoardCog(FakeBot())  # type: ignore[arg-type]
    group = cog.app_command
    assert isinstance(group, app_commands.Group)
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    translator = CatalogueTranslator()
    payload = await group.get_translated_payload(tree, translator)
    assert payload["name"] == "hoard" and payload["description"] == catalogue().text(
        ENGLISH, "hoard-description"
    )
    subcommands = {o["name"]: o for o in payload["options"]}
    assert set(subcommands) == {"games", "notify", "kick", "settings", "forget"}
    assert subcommands["games"]["name_localizations"] == {
        "it": "partite",
        "es-ES": "partidas",
        "es-419": "partidas",
    }
    for part in localized(payload):
        for locale in ("it", "es-ES", "es-419"):
            assert locale in part["description_localizations"], part["name"]
            name = part["name_localizations"][locale]
            assert valid_name(name), name
            assert 1 <= len(part["description_localizations"][locale]) <= 100
        assert set(part["name_localizations"]) <= {"it", "es-ES", "es-419"}
