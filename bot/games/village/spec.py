"""The ``village`` game as the house knows it (its ``GameSpec``)."""

from __future__ import annotations

from bot.engine.spec import GameSpec
from bot.games.village import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="Please Don't Burn My Village!",  # i18n: not words (English default; village-title shown)
    summary="Play Please Don't Burn My Village!",  # i18n: not words (English; see village-summary)
    rules=RULES,
    extension="bot.games.village.adapter",
    default_bot_level="normal",
    title_key="village-title",
    summary_key="village-summary",
)
