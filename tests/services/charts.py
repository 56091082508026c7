"""A random game's chart as its adapter draws it, for the chart tests of every game."""

from __future__ import annotations

from typing import Any

from bot.services.progress import moments_of
from bot.ui.drawing.chart import Chart
from tests.conformance.games import Game


def chart_of(game: Game, adapter: Any, language: str = "en") -> Chart:
    chart = adapter.progress(moments_of(game.rules, game.states, game.players), language)
    assert isinstance(chart, Chart)
    return chart


def over(game: Game) -> Any:
    final = game.states[-1]
    outcome = game.rules.outcome(final)
    assert outcome is not None, "the random game ended"
    return outcome
