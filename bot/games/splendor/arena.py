"""Play ``splendor`` bots against each other and print win rates and decision times.

    python -m bot.games.splendor.arena --players 2 --games 200 hard normal easy random
    python -m bot.games.splendor.arena --players 4 --games 40 hard normal easy random

With as many policies as seats, they play one line-up; with more policies than seats, every
combination of them plays (every pair head to head in 2-player games); with fewer, the seats
are filled by repeating them. ``--games`` is the number of games per line-up; game g uses deal
``g // seats`` with the line-up rotated by ``g % seats``, so every policy plays every seat.

A win shared by k tied players (S-E2) counts 1/k each. A game still running after
``MAX_PLIES`` moves (two ``random`` seats can stall with full hands) ends where it stands,
scored as if it had ended there. The counting, the intervals and the times are the shared
arena's (``bot.games.arena``).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from functools import partial

from bot.games.arena import Arena, Play, Tally, main, score, timed
from bot.games.splendor import RULES, rules
from bot.games.splendor.bots import POLICIES, choose_action

MAX_PLIES = 600
"""Moves after which a game is stopped and scored where it stands."""


def play_game(lineup: Sequence[str], seed: int, tallies: dict[int, Tally]) -> list[int]:
    """Play one game, seat s played by ``lineup[s]``; return the winning seats."""
    state = RULES.new_game(len(lineup), seed)
    ply = 0
    while not state.over and ply < MAX_PLIES:
        seat = state.current
        decide = partial(choose_action, state, seat, lineup[seat], seed * 7919 + ply)
        action = timed(tallies[seat], decide)
        state, _ = rules.apply(state, seat, action)
        ply += 1
    return score(rules.outcome_of(state).winners, len(lineup), tallies)


def _play(args: argparse.Namespace) -> Play:
    return play_game


ARENA = Arena(
    game="splendor",
    policies=tuple(POLICIES),
    players=(RULES.min_players, RULES.max_players),
    play=_play,
)


if __name__ == "__main__":
    raise SystemExit(main(ARENA))
