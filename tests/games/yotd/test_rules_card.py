"""``yotd``'s rules card (``adapter/rules.py``): within Discord's limits in every language, and
saying the ruleset's own numbers and settings (a ruleset that changes them changes the card)."""

from __future__ import annotations

import logging

import discord
import pytest

from bot import resources
from bot.games.yotd.adapter import ADAPTER
from bot.games.yotd.adapter.words import PERSON_MARKS
from bot.games.yotd.moves import TYPES
from tests.fakediscord import specval

STANDARD = resources.ruleset_json("yotd", "standard")


def card(ruleset: dict[str, object], locale: str = "en") -> str:
    embed = ADAPTER.rules_embed(dict(ruleset), locale)
    assert isinstance(embed, discord.Embed)
    body = {"embeds": [embed.to_dict()]}
    assert specval.check_message_payload(body) == []
    parts = [embed.title or "", embed.description or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


@pytest.mark.parametrize("locale", ["en", "it", "es"])
def test_the_card_is_valid_and_whole_in_every_language(
    locale: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        text = card(STANDARD, locale)
    assert caplog.records == []
    assert "{" not in text and "yotd-" not in text
    for t in TYPES:
        assert PERSON_MARKS[t] in text


def test_the_card_says_the_rulesets_numbers() -> None:
    text = card(STANDARD)
    for words in (
        "12 months",
        "6 💴 and 2 palaces of 2 floors",
        "costs 3 💴",
        "small for 2 💴",
        "large for 6 💴",
        "topped up to 3",
        "pay 4 💴",
        "release 3 persons",
        "+6 ⭐, next +3 ⭐",
        "2 ⭐ per person",
        "1 ⭐ per 3 💴",
        "Every floor of a Build must be placed.",
    ):
        assert words in text, words
    changed = dict(
        STANDARD,
        large_privilege_cost=7,
        tribute=5,
        build_all_floors=False,
        draft_placement="split",
        tie_break="track_space",
    )
    text = card(changed)
    assert "large for 7 💴" in text and "pay 5 💴" in text
    assert "You may stop building" in text and "one in each palace" in text
    assert "players on the same space share" in text


def test_italian_names_are_the_rule_summarys() -> None:
    text = card(STANDARD, "it")
    for name in (
        "Esattore delle tasse",
        "Artigiano",
        "Dama di corte",
        "Pirotecnico",
        "Guerriero",
        "Monaco",
        "Guaritore",
        "Contadino",
        "Studioso",
        "Tributo imperiale",
        "Siccità",
        "Festa del Dragone",
        "Invasione mongola",
        "Epidemia",
        "Pace",
    ):
        assert name in text, name
