"""The ``splendor`` game as the house knows it (its ``GameSpec``)."""

from __future__ import annotations

from bot.engine.spec import GameSpec
from bot.games.splendor import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="Splendor",  # i18n: not words (the English default; splendor-title is shown)
    summary=(
        "Play Splendor: gems, cards and nobles, "
        "first to 15 points"  # i18n: not words (the English default; splendor-summary is shown)
    ),
    rules=RULES,
    extension="bot.games.splendor.adapter",
    default_bot_level="normal",
    title_key="splendor-title",
    summary_key="splendor-summary",
)
