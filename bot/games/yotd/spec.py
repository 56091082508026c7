"""The ``yotd`` game as the house knows it (its ``GameSpec``)."""

from __future__ import annotations

from bot.engine.spec import GameSpec
from bot.games.yotd import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="In the Year of the Dragon",  # i18n: not words (the English default; yotd-title is shown)
    summary=(
        "Play In the Year of the Dragon: "
        "palaces, persons and a year of disasters"  # i18n: not words (yotd-summary is shown)
    ),
    rules=RULES,
    extension="bot.games.yotd.adapter",
    default_bot_level="normal",
    title_key="yotd-title",
    summary_key="yotd-summary",
)
