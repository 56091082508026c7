"""The ``yotd`` chart's data (its adapter's ``progress``) against the rules: each player's
points and person-track place after the draft and at the end of every month, the last points
the final scores (docs/rules/yotd.md, Y-D2, Y-F2, Y-O2, Y-S6)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from bot.games.yotd import RULES
from bot.games.yotd.adapter.progress import month_ends, progress
from bot.i18n import LANGUAGES, catalogue
from bot.services.progress import moments_of
from tests.conformance.games import Game, random_game
from tests.games.yotd.picture_views import DATA
from tests.services.charts import over

VALUES = {
    cells[0]: int(cells[3])
    for cells in (
        line.split(",")
        for line in (DATA / "year-of-the-dragon/persons.csv").read_text().splitlines()[1:]
    )
}
"""Y-C1: the steps each tile kind moves its owner's marker."""


def chart(game: Game, language: str = "en") -> Any:
    made = progress(moments_of(game.rules, game.states, game.players), language)
    assert made is not None
    return made


def ends(game: Game) -> list[Any]:
    """The states ending the draft and every month: the first of each new month, then the end
    (found from the states themselves, not the views the chart reads)."""
    found = [s for prev, s in itertools.pairwise(game.states) if s.month > prev.month]
    return [*found, game.states[-1]]


def monthly_score(state: Any, seat: int) -> int:
    """Y-D2: a palace, a court lady and a privilege's dragon are a point each."""
    p = state.players[seat]
    ladies = sum(t.startswith("court_lady-") for pal in p.palaces for t in pal.persons)
    return len(p.palaces) + ladies + p.small + 2 * p.large


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (5, 5)])
def test_yotd_charts_points_and_track_at_every_month_end(players: int, seed: int) -> None:
    game = random_game("yotd", players, seed)
    made = chart(game)
    points, track = made.panels
    states = ends(game)
    assert made.points == len(states) == 13, "the draft's end, then months 1 to 12"
    for k, state in enumerate(states):
        assert state.month == min(k + 1, 12)
        for seat in range(players):
            assert points.series[seat].values[k] == state.players[seat].points
            assert track.series[seat].values[k] == state.players[seat].track
    assert [s.values[-1] for s in points.series] == list(over(game).scores)
    assert [s.seat for s in points.series] == list(range(players))


@pytest.mark.parametrize(("players", "seed"), [(2, 6), (4, 7), (5, 8)])
def test_each_point_follows_the_rules(players: int, seed: int) -> None:
    """After the draft: no points, the marker moved by the two young persons' values (Y-S6);
    points and markers never go back (Y-O2); a month's end adds at least its monthly scoring
    (Y-D2), exactly that when nothing else in the move that ended it scored (a recruit or a
    release, no Festival or Mongols left to score); the last month adds the final scoring."""
    game = random_game("yotd", players, seed)
    points, track = chart(game).panels
    first = ends(game)[0]
    for seat in range(players):
        drafted = first.players[seat].palaces
        young = [t for pal in drafted for t in pal.persons]
        assert len(young) == 2 and points.series[seat].values[0] == 0
        assert track.series[seat].values[0] == sum(VALUES[t] for t in young)
        for series in (points.series[seat], track.series[seat]):
            assert list(series.values) == sorted(series.values)
    exact = 0
    for month in range(1, 13):
        last = [s for s in game.states if s.month == month and not s.over][-1]
        end = ends(game)[month]
        quiet = last.step == "release" or (
            last.step == "recruit"
            and last.events[month - 1] not in ("dragon_festival", "mongol_invasion")
        )
        for seat in range(players):
            gained = points.series[seat].values[month] - last.players[seat].points
            scoring = monthly_score(end, seat)
            if month == 12:
                final = end.players[seat].final
                scoring += final.persons + final.monks + final.money
            assert gained >= scoring, (month, seat)
            if quiet and month < 12:
                assert gained == scoring, (month, seat, last.step)
                exact += 1
    assert exact > 0, "some month ended on a move that scored nothing itself"


def test_month_ends_keeps_the_first_view_of_each_month_and_the_last() -> None:
    marks = [(0, False), (1, False), (1, False), (2, False), (12, False), (12, True)]
    assert month_ends(marks) == [1, 3, 4, 5]
    assert month_ends([]) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chart_speaks_the_game_language(language: str) -> None:
    made = chart(random_game("yotd", 2, 3), language)
    say = catalogue()
    assert made.x_label == say.text(language, "chart-rounds")
    assert [p.title for p in made.panels] == [
        say.text(language, "yotd-pictures-chart-points"),
        say.text(language, "yotd-pictures-chart-track"),
    ]


def test_no_state_no_chart() -> None:
    assert progress([], "en") is None
    assert RULES.view_for(random_game("yotd", 2, 3).states[0], None)["month"] == 0
