"""The ``goofspiel`` game as the house knows it (its ``GameSpec``)."""

from __future__ import annotations

from bot.engine.spec import GameSpec
from bot.games.goofspiel import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="Goofspiel",  # i18n: not words (the English default; goofspiel-title is shown)
    summary=(
        "Play Goofspiel: bid your cards for the prizes, "
        "all at once"  # i18n: not words (the English default; goofspiel-summary is shown)
    ),
    rules=RULES,
    extension="bot.games.goofspiel.adapter",
    default_bot_level="normal",
    title_key="goofspiel-title",
    summary_key="goofspiel-summary",
)
