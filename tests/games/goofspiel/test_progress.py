"""Goofspiel's chart data (its adapter's ``progress``) against its rules: each score after
every round, the last points the final scores."""

from __future__ import annotations

import itertools

import pytest

from bot.games.goofspiel import rules as goofspiel_rules
from bot.games.goofspiel.adapter import ADAPTER as GOOFSPIEL
from tests.conformance.games import random_game
from tests.services.charts import chart_of, over


@pytest.mark.parametrize(("players", "seed"), [(2, 6), (3, 7), (4, 8)])
def test_goofspiel_charts_each_score_after_every_round(players: int, seed: int) -> None:
    game = random_game("goofspiel", players, seed)
    chart = chart_of(game, GOOFSPIEL)
    (scores,) = chart.panels
    ends = [game.states[0]]
    pairs = itertools.pairwise(game.states)
    ends += [s for p, s in pairs if s.past_prizes != p.past_prizes]
    rounds = game.states[0].ruleset.cards
    assert chart.points == len(ends) == rounds + 1
    for k, state in enumerate(ends):
        assert len(state.past_prizes) == k
        for seat in range(players):
            assert scores.series[seat].values[k] == goofspiel_rules.scores(state)[seat]
    assert [s.values[-1] for s in scores.series] == list(over(game).scores)
