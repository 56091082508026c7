"""How a finished ``village`` game went, as a chart's data: turn by turn, each treasure's value on
the Dragon's Favor, and each player's score if the game had ended then.

Read from the views of every state (``bot.services.progress.Moment``) through the reader: a
treasure's value from the public view, a player's score from the seat's own view while the game
ran (``score_if_ended_now``, the figure the hand panel shows) and from the final scores at the
end. Every village move is a turn: one point per state, the start included.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.village.adapter.lexicon import Lexicon
from bot.games.village.adapter.palette import TREASURE_COLOURS
from bot.games.village.reader import Seen, read
from bot.i18n import voice
from bot.services.progress import Moment
from bot.ui.drawing.chart import Chart, ChartPanel, Series


def score_then(moment: Moment, public: Seen, seat: int) -> int:
    """A seat's score at ``moment``: the final one once over, else if the game ended then."""
    if public.over:
        assert public.scores is not None  # the reader gives the scores of a game over
        return public.scores[seat]
    me = read(moment.seats[seat]).me
    if me is None or me.score_if_ended_now is None:
        raise ValueError(f"seat {seat}'s view has no score of its own")
    return me.score_if_ended_now


def progress(moments: Sequence[Moment], language: str) -> Chart | None:
    """Return the chart of a finished game in ``language`` (None: no state to chart)."""
    if not moments:
        return None
    say = voice(language)
    seen = [read(m.public) for m in moments]
    names = seen[0].names
    words = Lexicon(names, language)
    treasures = tuple(
        Series(
            words.name(t),
            tuple(s.values[t] for s in seen),
            TREASURE_COLOURS[i % len(TREASURE_COLOURS)],
            words.letter(t),
        )
        for i, t in enumerate(names.ids)
    )
    players = tuple(
        Series(
            say("chart-seat", seat=str(seat + 1)),
            tuple(score_then(m, s, seat) for m, s in zip(moments, seen, strict=True)),
            tag=str(seat + 1),
            seat=seat,
        )
        for seat in range(seen[0].num_players)
    )
    return Chart(
        say("chart-title"),
        say("chart-turns"),
        (
            ChartPanel(say("chart-treasure-values"), treasures),
            ChartPanel(say("chart-score-then"), players),
        ),
    )
