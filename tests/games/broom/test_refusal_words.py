"""Every refusal of the ``broom`` rules speaks English, Italian and Spanish and cites its rule."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from bot.engine import IllegalAction
from bot.games.broom import RULES, Play
from bot.games.broom.state import Do
from bot.i18n import LANGUAGES, catalogue
from bot.services import errors
from tests.games.broom.helpers import deal, game, set_player

ROOT = Path(__file__).resolve().parents[3]
KEYS = sorted(
    set(
        re.findall(
            r'"(broom-refusals-[a-z-]+)"',
            "".join(p.read_text("utf-8") for p in (ROOT / "bot/games/broom").glob("*.py")),
        )
    )
)


def test_every_refusal_key_is_in_every_language() -> None:
    assert len(KEYS) >= 40
    for key in KEYS:
        for language in LANGUAGES:
            assert catalogue().has(language, key), (language, key)


def test_a_refusal_names_the_region_in_every_language(caplog: pytest.LogCaptureFixture) -> None:
    s = deal(game(3), {0: ["witch_hill"], 1: [], 2: []})
    s = set_player(s, 0, pawns=("p4", "h5"))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 0, Play("witch_hill", "cowardly", Do(move=(0, "h3"))))
    move = errors.IllegalMove(info.value.rule_id, errors.refusal(info.value))
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        texts = {language: move.text(language) for language in LANGUAGES}
    assert caplog.records == []
    assert texts["en"] == "Heather Rise is still under a cloud (B-W1)."
    assert len(set(texts.values())) == 3
    assert all(t.endswith(" (B-W1).") and "Heather Rise" in t for t in texts.values())
