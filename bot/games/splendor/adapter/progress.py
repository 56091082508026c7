"""How a finished ``splendor`` game went, as a chart's data: turn by turn, each player's
prestige points (their cards' and nobles') and how many development cards they own.

Read from the public view of every state (``bot.services.progress.Moment``) through the
reader. A turn may take more than one move (tokens given back, a noble chosen): a point is a
state where a turn begins (the ``play`` step), the start and the end included.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.splendor.reader import Seen, read
from bot.i18n import voice
from bot.services.progress import Moment
from bot.ui.drawing.chart import Chart, ChartPanel, Series


def turns(moments: Sequence[Moment]) -> list[Seen]:
    """The public view of every state where a turn begins, and of the end."""
    seen = (read(m.public) for m in moments)
    return [s for s in seen if s.step == "play" or s.over]


def progress(moments: Sequence[Moment], language: str) -> Chart | None:
    """Return the chart of a finished game in ``language`` (None: no state to chart)."""
    points = turns(moments)
    if not points:
        return None
    say = voice(language)

    def per_seat(measure: str) -> tuple[Series, ...]:
        return tuple(
            Series(
                say("chart-seat", seat=str(seat + 1)),
                tuple(
                    s.players[seat].points if measure == "points" else len(s.players[seat].cards)
                    for s in points
                ),
                tag=str(seat + 1),
                seat=seat,
            )
            for seat in range(points[0].num_players)
        )

    return Chart(
        say("chart-title"),
        say("chart-turns"),
        (
            ChartPanel(say("chart-prestige"), per_seat("points")),
            ChartPanel(say("chart-cards-owned"), per_seat("cards")),
        ),
    )
