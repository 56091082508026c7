"""How a finished ``broom`` game went, as a chart's data: each player's victory points at the
start and at the end of every round.

Read from the public view of every state (``bot.services.progress.Moment``) through the
reader. The engine plays every automatic step inside the move that causes it (B-Q8), so a
round's end is the first state of the next round (its pick), and the last round's end is the
final state, whose scores (the result: lightning and sets counted, B-F) are the last points.
The x axis is the house's rounds: 0 is the start (every player's starting VP), then rounds 1 to
7. Only the kept views are read through the reader.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.broom.reader import read
from bot.i18n import voice
from bot.services.progress import Moment
from bot.ui.drawing.chart import Chart, ChartPanel, Series

__all__ = ["progress", "round_ends"]


def round_ends(marks: Sequence[tuple[int, bool]]) -> list[int]:
    """The indices of the start and of the states ending each round (the last: the game
    over), from each state's ``(round, over)``."""
    if not marks:
        return []
    ends = [0]
    current = marks[0][0]
    for index, (now, over) in enumerate(marks):
        if over:
            ends.append(index)
            break
        if now > current:
            current = now
            ends.append(index)
    return ends


def progress(moments: Sequence[Moment], language: str) -> Chart | None:
    """Return the chart of a finished game in ``language`` (None: no state to chart)."""
    marks = [(int(m.public["round"]), bool(m.public["over"])) for m in moments]
    points = [read(moments[i].public) for i in round_ends(marks)]
    if not points:
        return None
    say = voice(language)
    seats = len(points[0].players)

    def vp(seen_index: int, seat: int) -> int:
        seen = points[seen_index]
        if seen.scores is not None:
            return seen.scores[seat]
        return seen.players[seat].vp

    series = tuple(
        Series(
            say("chart-seat", seat=str(seat + 1)),
            tuple(vp(k, seat) for k in range(len(points))),
            tag=str(seat + 1),
            seat=seat,
        )
        for seat in range(seats)
    )
    return Chart(
        say("chart-title"),
        say("chart-rounds"),
        (ChartPanel(say("broom-pictures-chart-vp"), series),),
    )
