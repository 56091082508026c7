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
    assert set(subcommands) == {
        "games",
        "mygames",
        "notify",
        "kick",
        "settings",
        "forget",
        "stats",
        "leaderboard",
        "recent",
        "history",
        "privacy",
        "replay",
        "export",
        "away",
        "back",
    }
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


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (discord.Locale.italian, "Quanti posti (da 2 a 5; predefinito 5)"),
        (discord.Locale.spain_spanish, "Cuántas plazas (de 2 a 5; por defecto 5)"),
        (discord.Locale.american_english, None),
    ],
)
async def test_a_keyed_string_carries_its_arguments_into_every_language(
    locale: discord.Locale, expected: str | None
) -> None:
    string = words("game-commands-new-seats-description", min="2", max="5")
    assert string.message == "How many seats (2 to 5; default 5)"
    assert string.extras == {
        "key": "game-commands-new-seats-description",
        "args": {"min": "2", "max": "5"},
    }
    assert await CatalogueTranslator().translate(string, locale, CONTEXT) == expected


async def test_phrase_and_listing_arguments_are_rendered_in_each_language() -> None:
    from bot.i18n import Phrase, listing

    levels = listing(
        [Phrase("game-commands-level-easy"), Phrase("game-commands-level-hard")], style="or"
    )
    string = words("game-commands-addbot-level-description", levels=levels)
    assert string.message == "How strong: easy or hard"
    translated = await CatalogueTranslator().translate(string, discord.Locale.italian, CONTEXT)
    assert translated == "Livello di gioco: facile o difficile"


@pytest.fixture
async def game_groups() -> Any:
    """The /<game> groups of every game, as Discord receives them (translated)."""
    from importlib import import_module

    from bot.client import create_bot
    from bot.config import Settings
    from bot.games import SPECS
    from bot.storage import Database

    db = await Database.open(":memory:")
    bot = create_bot(Settings(_env_file=None, discord_token="t"), db)  # type: ignore[call-arg]
    await bot.tree.set_translator(CatalogueTranslator())
    for spec in SPECS.values():
        await bot.add_game(import_module(spec.extension).ADAPTER)
    payload = await bot.command_payload(None)
    yield {c["name"]: c for c in payload if c["name"] in SPECS}
    await db.close()


async def test_every_game_command_carries_italian_and_spanish(game_groups: Any) -> None:
    from bot.games import SPECS

    assert set(game_groups) == set(SPECS)
    for kind, group in game_groups.items():
        assert group["name"] == kind and not group.get("name_localizations")  # the game's id
        assert group["description"] == SPECS[kind].summary
        assert set(group["description_localizations"]) == {"it", "es-ES", "es-419"}
        new = next(o for o in group["options"] if o["name"] == "new")
        assert new["name_localizations"]["it"] == "nuova"
        seats = next(o for o in new["options"] if o["name"] == "seats")
        low, high = SPECS[kind].min_seats, SPECS[kind].max_seats
        assert seats["description_localizations"]["es-419"] == (
            f"Cuántas plazas (de {low} a {high}; por defecto {high})"
        )
        language = next(o for o in new["options"] if o["name"] == "language")
        assert [(c["name"], c["value"]) for c in language["choices"]] == [
            ("English", "en"),
            ("Italiano", "it"),
            ("Español", "es"),
        ]
        assert not any(c.get("name_localizations") for c in language["choices"])  # own names
        for part in localized(group)[1:]:
            assert set(part["name_localizations"]) == {"it", "es-ES", "es-419"}, part["name"]
            assert set(part["description_localizations"]) == {"it", "es-ES", "es-419"}
            for locale in ("it", "es-ES", "es-419"):
                name = part["name_localizations"][locale]
                assert valid_name(name), name
                assert 1 <= len(part["description_localizations"][locale]) <= 100
        for part in localized(group):
            assert 1 <= len(part["description"]) <= 100


async def test_the_bot_levels_are_translated_choices(game_groups: Any) -> None:
    village = game_groups["village"]
    addbot = next(o for o in village["options"] if o["name"] == "addbot")
    (level,) = addbot["options"]
    assert level["description"] == "How strong: easy, normal (default) or hard"
    assert level["description_localizations"]["it"] == (
        "Livello di gioco: facile, normale (predefinito) o difficile"
    )
    assert [c["name_localizations"]["es-ES"] for c in level["choices"]] == [
        "fácil",
        "normal",
        "difícil",
    ]
    assert [c["value"] for c in level["choices"]] == ["easy", "normal", "hard"]


def _tree_with(description: locale_str) -> app_commands.CommandTree[discord.Client]:
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(
        discord.Client(intents=discord.Intents.none())
    )

    @tree.command(name="x", description=description)
    async def x(interaction: discord.Interaction[discord.Client]) -> None:
        return None

    return tree


async def _digest(tree: app_commands.CommandTree[discord.Client], words_of: Any) -> str:
    from bot.ui.translator import tree_digest

    return await tree_digest(tree, tree.get_commands(), words_of)


async def test_the_sync_digest_changes_exactly_when_discords_copy_would(tmp_path: Any) -> None:
    """The start compares a digest of the keys, arguments and catalogue sources (not the
    translated tree, ~45 ms): a word changed in Italian only, another key with the same
    English, or another argument each change it; the same tree and words keep it."""
    from pathlib import Path

    from bot.i18n import Catalogue

    def write(italian: str) -> Catalogue:
        for language, text in (("en", "Same {$n}"), ("it", italian)):
            folder = Path(tmp_path) / language
            folder.mkdir(exist_ok=True)
            (folder / "a.ftl").write_text(f"k1 = {text}\nk2 = {text}\n", encoding="utf-8")
        return Catalogue(Path(tmp_path), ("en", "it"))

    same = _tree_with(locale_str("Same 2", key="k1", args={"n": "2"}))
    base = await _digest(same, write("Uno {$n}"))
    assert base == await _digest(same, write("Uno {$n}"))
    assert base != await _digest(same, write("Due {$n}"))  # Italian only
    words_now = write("Uno {$n}")
    other_key = _tree_with(locale_str("Same 2", key="k2", args={"n": "2"}))
    other_arg = _tree_with(locale_str("Same 2", key="k1", args={"n": 2}))
    assert base != await _digest(other_key, words_now)
    assert base != await _digest(other_arg, words_now)
