"""The ``broom`` chart's data (its adapter's ``progress``) against the rules: each player's VP
at the start and at the end of every round, the last points the final scores (docs/rules/
broom.md B-S2, B-F)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from bot.games.broom import RULES, State
from bot.games.broom.adapter.progress import progress, round_ends
from bot.i18n import LANGUAGES, catalogue
from bot.services.progress import moments_of
from bot.ui.drawing.chart import render_chart
from tests.games.broom.picture_games import played


def chart(states: tuple[State, ...], language: str = "en") -> Any:
    made = progress(moments_of(RULES, states, len(states[0].players)), language)
    assert made is not None
    return made


def ends(states: tuple[State, ...]) -> list[State]:
    """The start, the first state of each new round, then the end (found from the states
    themselves, not from the views the chart reads)."""
    found = [s for prev, s in itertools.pairwise(states) if s.round > prev.round]
    return [states[0], *found, states[-1]]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (5, 5)])
def test_broom_charts_vp_at_every_round_end(players: int, seed: int) -> None:
    states = played(players, seed)
    made = chart(states)
    (panel,) = made.panels
    want = ends(states)
    assert made.points == len(want) == RULES.standard().rounds + 1 == 8
    final = states[-1].result
    assert final is not None
    for seat in range(players):
        values = panel.series[seat].values
        assert values[0] == RULES.standard().start_vp == 10, "B-S2: everybody starts at 10"
        for k, s in enumerate(want[:-1]):
            assert values[k] == s.players[seat].vp
            assert s.round == k + 1 and (k == 0 or s.phase in ("pick", "upper_hand"))
        assert values[-1] == final.scores[seat], "the final scores, lightning and sets in"
    assert [s.seat for s in panel.series] == list(range(players))
    assert [s.tag for s in panel.series] == [str(seat + 1) for seat in range(players)]
    assert render_chart(made).startswith(b"\x89PNG")


def test_round_ends_keeps_the_start_each_new_round_and_the_last() -> None:
    marks = [(1, False), (1, False), (2, False), (2, False), (3, False), (3, True)]
    assert round_ends(marks) == [0, 2, 4, 5]
    assert round_ends([(1, False), (1, True)]) == [0, 1]
    assert round_ends([]) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chart_speaks_the_game_language(language: str) -> None:
    made = chart(played(2, 3), language)
    say = catalogue()
    assert made.title == say.text(language, "chart-title")
    assert made.x_label == say.text(language, "chart-rounds")
    assert [p.title for p in made.panels] == [say.text(language, "broom-pictures-chart-vp")]


def test_no_state_no_chart() -> None:
    assert progress([], "en") is None
