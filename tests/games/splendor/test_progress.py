"""Splendor's chart data (its adapter's ``progress``) against its rules: the points and the
cards owned at the start of every turn (follow-up steps are not turns), the last points the
final scores."""

from __future__ import annotations

import pytest

from bot.games.splendor import rules as splendor_rules
from bot.games.splendor.adapter import ADAPTER as SPLENDOR
from tests.conformance.games import random_game
from tests.services.charts import chart_of, over


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (4, 5)])
def test_splendor_charts_points_and_cards_at_the_start_of_every_turn(
    players: int, seed: int
) -> None:
    game = random_game("splendor", players, seed)
    chart = chart_of(game, SPLENDOR)
    turns = [s for s in game.states if s.step == "play" or s.over]
    assert len(turns) < len(game.states), "the game had follow-up steps (tokens, nobles)"
    points, cards = chart.panels
    assert chart.points == len(turns)
    for k, state in enumerate(turns):
        for seat in range(players):
            assert points.series[seat].values[k] == splendor_rules.scores(state)[seat]
            assert cards.series[seat].values[k] == len(state.players[seat].cards)
    assert [s.values[-1] for s in points.series] == list(over(game).scores)
    assert [s.values[0] for s in points.series] == [0] * players
