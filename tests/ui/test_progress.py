"""Each game's chart data (its adapter's ``progress``) against its own rules, at every step.

Random games of each game are replayed; every state's views go to the adapter as the house
gives them (``bot.services.progress``), and each point of each line is compared with what the
rules say of that state (a treasure's place on the Dragon's Favor, a score, the cards owned),
the last points with the final scores. The replay the service reads from storage
(``replay_steps`` over the stored record) gives the same views as the game itself.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from bot.games import village
from bot.games.goofspiel import rules as goofspiel_rules
from bot.games.goofspiel.adapter import ADAPTER as GOOFSPIEL
from bot.games.splendor import rules as splendor_rules
from bot.games.splendor.adapter import ADAPTER as SPLENDOR
from bot.games.village.adapter import ADAPTER as VILLAGE
from bot.games.village.adapter.palette import TREASURE_COLOURS
from bot.i18n import LANGUAGES, catalogue
from bot.services.progress import moments_of
from bot.services.replays import replay_steps
from bot.ui.drawing.chart import Chart, render_chart
from tests.conformance.games import Game, random_game
from tests.services.test_replays import record


def chart_of(game: Game, adapter: Any, language: str = "en") -> Chart:
    chart = adapter.progress(moments_of(game.rules, game.states, game.players), language)
    assert isinstance(chart, Chart)
    return chart


def over(game: Game) -> Any:
    final = game.states[-1]
    outcome = game.rules.outcome(final)
    assert outcome is not None, "the random game ended"
    return outcome


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


@pytest.mark.parametrize("adapter", [VILLAGE, SPLENDOR, GOOFSPIEL], ids=lambda a: a.spec.id)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_chart_speaks_the_games_language(adapter: Any, language: str) -> None:
    game = random_game(adapter.spec.id, adapter.spec.min_seats, 9)
    chart = chart_of(game, adapter, language)
    assert chart.title == catalogue().text(language, "chart-title")
    assert chart.x_label in {
        catalogue().text(language, key) for key in ("chart-turns", "chart-rounds")
    }
    seats = [s for p in chart.panels for s in p.series if s.seat is not None]
    assert seats and {s.label for s in seats} == {
        catalogue().text(language, "chart-seat", seat=str(n + 1)) for n in range(game.players)
    }
    png = render_chart(chart, {0: "Ann"})
    assert png.startswith(b"\x89PNG") and len(png) < 150_000


def test_a_chart_of_the_first_state_alone_has_one_point() -> None:
    game = random_game("village", 3, 10)
    chart = VILLAGE.progress(moments_of(game.rules, game.states[:1], 3), "en")
    assert chart is not None and chart.points == 1
    assert VILLAGE.progress([], "en") is None
    assert SPLENDOR.progress([], "en") is None and GOOFSPIEL.progress([], "en") is None


@pytest.mark.parametrize("adapter", [VILLAGE, SPLENDOR, GOOFSPIEL], ids=lambda a: a.spec.id)
def test_the_services_replay_gives_every_states_views(adapter: Any) -> None:
    game = random_game(adapter.spec.id, 2, 0)
    row, actions = record(game)
    ids = [str(s.user_id) for s in row.seats]
    moves = [(a.seat, json.loads(a.action_json)) for a in actions]
    assert row.seed is not None and row.ruleset_json is not None
    steps = replay_steps(game.rules, row.seed, ids, json.loads(row.ruleset_json), moves)
    moments = moments_of(game.rules, steps.states, len(ids))
    assert [m.moves for m in moments] == list(range(len(game.states)))
    assert all([p["id"] for p in m.public["players"]] == ids for m in moments)
    assert [v["seat"] for v in moments[0].seats] == [0, 1]
    assert adapter.progress(moments, "en") == chart_of(game, adapter)
