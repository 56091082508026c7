"""A ruleset is named by the game's catalogue, or by its file's name when an admin added one
that no catalogue names (never by a bare catalogue key)."""

from __future__ import annotations

import pytest
from discord.app_commands import locale_str

from bot.ui.lobby import ruleset_choice_name, ruleset_label


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_a_bundled_ruleset_is_named_in_the_readers_words(language: str) -> None:
    label = ruleset_label("yotd", "anniversary", language)
    assert label and "yotd-ruleset" not in label and label != "anniversary"
    choice = ruleset_choice_name("yotd", "anniversary")
    assert isinstance(choice, locale_str) and choice.extras["key"] == "yotd-ruleset-anniversary"


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_an_admins_ruleset_is_named_by_its_file(language: str) -> None:
    assert ruleset_label("broom", "printed-map", language) == "printed-map"
    assert ruleset_choice_name("broom", "printed-map") == "printed-map"
