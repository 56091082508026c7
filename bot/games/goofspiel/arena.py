"""Play ``goofspiel`` bots against each other and print win rates and decision times.

    python -m bot.games.goofspiel.arena --players 2 --games 2000 easy random
    python -m bot.games.goofspiel.arena --players 2 --games 2000 normal easy random
    python -m bot.games.goofspiel.arena --players 4 --games 400 normal easy random

With as many policies as seats, they play one line-up; with more policies than seats, every
combination of them plays (every pair head to head in 2-player games); with fewer, the seats
are filled by repeating them. ``--games`` is the number of games per line-up; game g uses deal
``g // seats`` with the line-up rotated by ``g % seats``, so every policy plays every seat.

``random`` is not a level: it bids a card of its hand uniformly at random, the yardstick the
levels are measured against. A win shared by k tied players (G-E3) counts 1/k each. The
counting, the intervals and the times are the shared arena's (``bot.games.arena``).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from functools import partial

from bot.games.arena import Arena, Play, Tally, main, score, timed
from bot.games.goofspiel import RULES, Bid, apply
from bot.games.goofspiel.bots import BOT_LEVELS, choose_action
from bot.games.goofspiel.rules import active_seats, outcome_of
from bot.games.goofspiel.state import Action, State

POLICIES = ("random", *BOT_LEVELS)
"""What the arena can seat: the levels and the uniform ``random`` yardstick."""


def decide(policy: str, state: State, seat: int, seed: int) -> Action:
    """Return the bid of ``policy`` for ``seat``."""
    if policy == "random":
        return Bid(random.Random(seed * 31 + 17).choice(state.hands[seat]))  # not easy's draws
    return choose_action(state, seat, policy, seed)


def play_game(lineup: Sequence[str], seed: int, tallies: dict[int, Tally]) -> list[int]:
    """Play one game, seat s played by ``lineup[s]``; return the winning seats."""
    state = RULES.new_game(len(lineup), seed)
    ply = 0
    while not state.over:
        for seat in active_seats(state):
            choice = partial(decide, lineup[seat], state, seat, seed * 7919 + ply)
            action = timed(tallies[seat], choice)
            state, _ = apply(state, seat, action)
            ply += 1
    return score(outcome_of(state).winners, len(lineup), tallies)


def _play(args: argparse.Namespace) -> Play:
    return play_game


ARENA = Arena(
    game="goofspiel",
    policies=POLICIES,
    players=(RULES.min_players, RULES.max_players),
    play=_play,
)


if __name__ == "__main__":
    raise SystemExit(main(ARENA))
