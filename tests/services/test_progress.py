"""Every registered game's chart (its adapter's ``progress``) over ``bot.services.progress``:
in the game's language, from the views the service's replay gives. What each game's lines say
of its rules is checked in ``tests/games/<id>/test_progress.py``.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

import pytest

from bot.games import SPECS
from bot.i18n import LANGUAGES, catalogue
from bot.services.progress import moments_of
from bot.services.replays import replay_steps
from bot.ui.drawing.chart import render_chart
from tests.conformance.games import random_game
from tests.services.charts import chart_of
from tests.services.test_replays import record

ADAPTERS = [import_module(spec.extension).ADAPTER for spec in SPECS.values()]


@pytest.mark.parametrize("adapter", ADAPTERS, ids=lambda a: a.spec.id)
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


@pytest.mark.parametrize("adapter", ADAPTERS, ids=lambda a: a.spec.id)
def test_no_moment_no_chart(adapter: Any) -> None:
    assert adapter.progress([], "en") is None


@pytest.mark.parametrize("adapter", ADAPTERS, ids=lambda a: a.spec.id)
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
    assert [v.get("seat", v.get("viewer", v.get("you"))) for v in moments[0].seats] == [0, 1]
    assert adapter.progress(moments, "en") == chart_of(game, adapter)
