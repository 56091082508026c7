"""The line chart of how a game went (``bot.ui.drawing.chart``): a valid, small PNG, legible on
a phone, its series told apart by more than colour, its edge cases (no point, one point, no
series), long names clipped, seats named by their display names."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image

from bot.ui.drawing import CAP_RATIO, text_width
from bot.ui.drawing.chart import (
    SHAPES,
    TEXT,
    WIDTH,
    Chart,
    ChartPanel,
    Series,
    colour_of,
    draw_chart,
    render_chart,
    spread,
    y_range,
)


def walk(n: int, seed: int, step: int = 1) -> tuple[int, ...]:
    """A whole-number line of ``n`` points that moves now and then."""
    values, v = [], seed % 5
    for k in range(n):
        if (k * 7 + seed) % 5 == 0:
            v += step if (k + seed) % 3 else -step
        values.append(v)
    return tuple(values)


def game_chart(points: int = 151, players: int = 5) -> Chart:
    treasures = tuple(
        Series(f"Treasure {t}", walk(points, t), ((40 * t) % 256, 120, 200 - 20 * t), "AFSMKG"[t])
        for t in range(6)
    )
    scores = tuple(
        Series(f"Seat {s + 1}", walk(points, s, 3), tag=str(s + 1), seat=s) for s in range(players)
    )
    return Chart(
        "How the game went",
        "Turn",
        (ChartPanel("Treasure values", treasures), ChartPanel("Score", scores)),
    )


def png_image(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.verify()  # a whole, valid PNG
    return Image.open(io.BytesIO(png))


def test_a_150_move_game_draws_as_a_small_png_800_px_wide() -> None:
    png = render_chart(game_chart(), {0: "Ann", 1: "Bo"})
    image = png_image(png)
    assert image.format == "PNG" and image.width == WIDTH
    assert 800 < image.height < 1600
    assert len(png) < 150_000


def test_every_text_is_legible_on_a_phone() -> None:
    c = draw_chart(game_chart())
    assert len(c.texts) > 30
    assert all(t.size * CAP_RATIO * 400 / WIDTH >= 9 - 1e-9 for t in c.texts), [
        t for t in c.texts if t.size < TEXT
    ]


def test_the_series_of_a_panel_differ_in_shape_and_tag_not_colour_alone() -> None:
    chart = game_chart()
    for panel in chart.panels:
        shapes = [SHAPES[i % len(SHAPES)] for i in range(len(panel.series))]
        assert len(set(shapes)) == len(shapes)
        assert len({s.tag for s in panel.series}) == len(panel.series)
        assert len({colour_of(s, i) for i, s in enumerate(panel.series)}) == len(panel.series)
    c = draw_chart(chart)
    for panel in chart.panels:
        for s in panel.series:  # each tag twice: at its line's end and in the legend
            assert [t.text for t in c.texts if t.tag == "tag"].count(s.tag) == 2


def test_every_series_colour_is_drawn() -> None:
    chart = game_chart()
    image = png_image(render_chart(chart)).convert("RGB")
    seen = {colour for _, colour in image.getcolors(maxcolors=1 << 16) or []}
    for panel in chart.panels:
        for i, s in enumerate(panel.series):
            assert colour_of(s, i) in seen


def test_seats_are_named_by_their_display_names_and_long_names_are_clipped() -> None:
    long = "Ann the Unbelievably Patient Keeper of the Dragon's Hoard"
    c = draw_chart(game_chart(players=3), {0: long, 1: "Bo\u200b\x07"})
    names = [t.text for t in c.texts if t.tag == "name"]
    assert "Seat 3" in names  # no name given: the series' own label
    assert "Bo" in names  # what the font cannot draw is left out
    clipped = next(n for n in names if n.startswith("Ann"))
    assert clipped.endswith("…") and len(clipped) < len(long)
    assert text_width(clipped, TEXT) <= WIDTH / 2
    titled = Chart("T" * 200, "Turn", (ChartPanel("P" * 200, ()),))
    c = draw_chart(titled)
    assert all(text_width(t.text, int(t.size), t.bold) <= WIDTH for t in c.texts)


@pytest.mark.parametrize(
    "chart",
    [
        Chart("Empty", "Turn", ()),
        Chart("No series", "Turn", (ChartPanel("Score", ()),)),
        Chart("No points", "Turn", (ChartPanel("Score", (Series("A", ()),)),)),
        Chart("One point", "Turn", (ChartPanel("Score", (Series("A", (3,), tag="1"),)),)),
        Chart("Flat", "Round", (ChartPanel("Score", (Series("A", (0, 0)), Series("B", (0, 0)))),)),
        Chart("Negative", "Turn", (ChartPanel("Score", (Series("A", (-40, -3, 12)),)),)),
    ],
    ids=lambda c: c.title,
)
def test_edge_cases_draw(chart: Chart) -> None:
    image = png_image(render_chart(chart))
    assert image.width == WIDTH and image.height > 40


def test_a_single_point_is_drawn_with_its_badge() -> None:
    chart = Chart("One", "Turn", (ChartPanel("Score", (Series("A", (3,), tag="1"),)),))
    c = draw_chart(chart)
    assert [t.text for t in c.texts if t.tag == "tag"] == ["1", "1"]
    assert [t.text for t in c.texts if t.tag == "x"] == ["0", "1"]


def test_badges_are_spread_apart_within_their_bounds_in_order() -> None:
    ys = [100.0, 101.0, 99.0, 300.0, 299.0]
    placed = spread(ys, 40, 80, 310)
    assert sorted(range(5), key=lambda i: placed[i]) == sorted(range(5), key=lambda i: ys[i])
    ordered = sorted(placed)
    assert all(b - a >= 40 - 1e-9 for a, b in itertools.pairwise(ordered))
    assert ordered[0] >= 80 and ordered[-1] <= 310
    assert spread([150.0], 40, 80, 310) == [150.0]


@pytest.mark.parametrize(
    ("values", "expected"),
    [((0, 3, 5), (0, 5, 1)), ((-7, 12), (-10, 15, 5)), ((0,), (0, 1, 1)), ((62, 91), (0, 100, 20))],
)
def test_the_y_axis_shows_zero_and_every_value_in_round_steps(
    values: tuple[int, ...], expected: tuple[int, int, int]
) -> None:
    assert y_range(values) == expected
