"""Village's chart data (its adapter's ``progress``) against its rules, at every turn: each
treasure's place on the Dragon's Favor and each score, the last points the final scores."""

from __future__ import annotations

import pytest

from bot.games import village
from bot.games.village.adapter import ADAPTER as VILLAGE
from bot.games.village.adapter.palette import TREASURE_COLOURS
from bot.services.progress import moments_of
from tests.conformance.games import random_game
from tests.services.charts import chart_of, over


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_village_charts_each_treasures_value_and_each_score_at_every_turn(
    players: int, seed: int
) -> None:
    game = random_game("village", players, seed)
    chart = chart_of(game, VILLAGE)
    values, scores = chart.panels
    rs = game.states[0].ruleset
    assert chart.points == len(game.states)
    assert [s.tag for s in values.series] == list(rs.letters[: len(rs.ids)])
    assert [s.label for s in values.series] == list(rs.names[: len(rs.ids)])
    assert [s.colour for s in values.series] == list(TREASURE_COLOURS[: len(rs.ids)])
    for k, state in enumerate(game.states):
        for t, series in enumerate(values.series):
            assert series.values[k] == rs.track_values[state.track.index(t)], (k, t)
        for seat, series in enumerate(scores.series):
            assert series.values[k] == village.scores(state)[seat], (k, seat)
    assert [s.values[-1] for s in scores.series] == list(over(game).scores)
    assert [s.seat for s in scores.series] == list(range(players))
    assert len({series.values for series in values.series}) > 1, "the values moved"


def test_a_chart_of_the_first_state_alone_has_one_point() -> None:
    game = random_game("village", 3, 10)
    chart = VILLAGE.progress(moments_of(game.rules, game.states[:1], 3), "en")
    assert chart is not None and chart.points == 1
