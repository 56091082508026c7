"""How a finished ``goofspiel`` game went, as a chart's data: each player's score round by round.

Read from the public view of every state (``bot.services.progress.Moment``) through the
reader. Every seat bids once a round and the scores change only when a round is revealed: a
point is the start, then the state after each round's reveal.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.goofspiel.reader import Seen, read
from bot.i18n import voice
from bot.services.progress import Moment
from bot.ui.drawing.chart import Chart, ChartPanel, Series


def rounds(moments: Sequence[Moment]) -> list[Seen]:
    """The public view at the start and after each revealed round."""
    out: list[Seen] = []
    for m in moments:
        s = read(m.public)
        if not out or len(s.past_prizes) > len(out[-1].past_prizes):
            out.append(s)
    return out


def progress(moments: Sequence[Moment], language: str) -> Chart | None:
    """Return the chart of a finished game in ``language`` (None: no state to chart)."""
    points = rounds(moments)
    if not points:
        return None
    say = voice(language)
    players = tuple(
        Series(
            say("chart-seat", seat=str(seat + 1)),
            tuple(s.scores[seat] for s in points),
            tag=str(seat + 1),
            seat=seat,
        )
        for seat in range(points[0].num_players)
    )
    return Chart(
        say("chart-title"), say("chart-rounds"), (ChartPanel(say("chart-score"), players),)
    )
