"""A toy game of the house's turns (``relay``), for tests only: never in ``bot.games``.

``register(monkeypatch)`` adds it to the registry for one test (the bot then loads its
extension, ``tests.toy.adapter``, like any game's); production's registry stays one line per
game.
"""

from __future__ import annotations

import pytest

from bot import games
from bot.engine.spec import GameSpec
from tests.toy.rules import GAME_ID, RULES

SPEC = GameSpec(
    id=GAME_ID,
    title="Relay",
    summary="A test game: pick at once, then take turns of several decisions.",
    rules=RULES,
    extension="tests.toy.adapter",
)


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Add ``relay`` to the registry for the current test (undone after it)."""
    monkeypatch.setitem(games.SPECS, GAME_ID, SPEC)
    monkeypatch.setitem(games.REGISTRY, GAME_ID, RULES)
