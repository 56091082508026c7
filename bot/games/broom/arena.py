"""Play ``broom`` bots against each other and print win rates and decision times.

    python -m bot.games.broom.arena --players 2 --games 200 hard normal easy random
    python -m bot.games.broom.arena --players 4 --games 200 hard normal easy random

With as many policies as seats, they play one line-up; with more policies than seats, every
combination of them plays (every pair head to head in 2-player games); with fewer, the seats
are filled by repeating them. ``--games`` is the number of games per line-up; game g uses deal
``g // seats`` with the line-up rotated by ``g % seats``, so every policy plays every seat.

A game always ends (7 rounds, B-R1). Several seats may decide at once (the pick, the end of a
round's choices): each pending seat is asked in turn, lowest first, and sees only whether the
others have submitted (B-P3). A win shared by tied players (B-F4) counts 1/k each. The
counting, the intervals and the times are the shared arena's (``bot.games.arena``).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from functools import partial

from bot.games.arena import Arena, Play, Tally, main, score, timed
from bot.games.broom import RULES
from bot.games.broom.bots import POLICIES, choose_action


def play_game(lineup: Sequence[str], seed: int, tallies: dict[int, Tally]) -> list[int]:
    """Play one game, seat s played by ``lineup[s]``; return the winning seats."""
    state = RULES.new_game(len(lineup), seed)
    ply = 0
    while not state.over:
        seat = RULES.active_seats(state)[0]
        decide = partial(choose_action, state, seat, lineup[seat], seed * 7919 + ply)
        action = timed(tallies[seat], decide)
        state, _ = RULES.apply(state, seat, action)
        ply += 1
    outcome = RULES.outcome(state)
    assert outcome is not None
    return score(outcome.winners, len(lineup), tallies)


def _play(args: argparse.Namespace) -> Play:
    return play_game


ARENA = Arena(
    game="broom",
    policies=tuple(POLICIES),
    players=(RULES.min_players, RULES.max_players),
    play=_play,
)


if __name__ == "__main__":
    raise SystemExit(main(ARENA))
