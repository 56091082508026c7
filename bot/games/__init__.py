"""One package per game; ``REGISTRY`` maps each game id to its rules."""

from __future__ import annotations

from typing import Any

from bot.engine import Rules
from bot.games import village

REGISTRY: dict[str, Rules[Any, Any]] = {village.GAME_ID: village.RULES}
