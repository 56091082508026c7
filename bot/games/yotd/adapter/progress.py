"""How a finished ``yotd`` game went, as a chart's data: month by month, each player's points
and their place on the person track.

Read from the public view of every state (``bot.services.progress.Moment``) through the
reader. The engine plays everything automatic at once (Y-U2): the event, the decay and the
monthly scoring of a month (Y-E, Y-D1, Y-D2) happen in the move that ends it, and the next
month's first decision (an action: never forced, every group being free) is the state after
it. So a month's end is the
first state of the next month, and month 12's end is the final state, its final scoring
(Y-F2) included. The x axis is the house's rounds (a month is this game's round): 0 is after
the draft (no points yet, the track moved by the two drafted persons), 12 the final scores.
Only the 13 views kept are read through the reader (a game has some 80 to 160 states).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.yotd.reader import read
from bot.i18n import voice
from bot.services.progress import Moment
from bot.ui.drawing.chart import Chart, ChartPanel, Series

__all__ = ["month_ends", "progress"]


def month_ends(marks: Sequence[tuple[int, bool]]) -> list[int]:
    """The indices of the states ending the draft and every month (the last: the game over),
    from each state's ``(month, over)``.

    A state is a month's end when it is the first of the next month; the final state ends the
    last month.
    """
    ends: list[int] = []
    month = 0
    for index, (now, over) in enumerate(marks):
        if over:
            ends.append(index)
            break
        if now > month:
            month = now
            ends.append(index)
    return ends


def progress(moments: Sequence[Moment], language: str) -> Chart | None:
    """Return the chart of a finished game in ``language`` (None: no state to chart)."""
    marks = [(int(m.public["month"]), bool(m.public["over"])) for m in moments]
    points = [read(moments[i].public) for i in month_ends(marks)]
    if not points:
        return None
    say = voice(language)
    seats = points[0].seats

    def per_seat(measure: str) -> tuple[Series, ...]:
        return tuple(
            Series(
                say("chart-seat", seat=str(seat + 1)),
                tuple(
                    s.players[seat].points if measure == "points" else s.players[seat].track
                    for s in points
                ),
                tag=str(seat + 1),
                seat=seat,
            )
            for seat in range(seats)
        )

    return Chart(
        say("chart-title"),
        say("chart-rounds"),
        (
            ChartPanel(say("yotd-pictures-chart-points"), per_seat("points")),
            ChartPanel(say("yotd-pictures-chart-track"), per_seat("track")),
        ),
    )
