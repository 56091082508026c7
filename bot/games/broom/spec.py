"""The ``broom`` game as the house knows it (its ``GameSpec``)."""

from __future__ import annotations

from bot.engine.spec import GameSpec
from bot.games.broom import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="Broom Service",  # i18n: not words (the English default; broom-title is shown)
    summary=(
        "Play Broom Service: pick your roles in secret, then play them brave "
        "or cowardly"  # i18n: not words (the English default; broom-summary is shown)
    ),
    rules=RULES,
    extension="bot.games.broom.adapter",
    default_bot_level="normal",
    title_key="broom-title",
    summary_key="broom-summary",
)
