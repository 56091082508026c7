"""Play ``village`` bots against each other and print win rates and decision times.

    python -m bot.games.village.arena --players 4 --games 200 hard normal easy random
    python -m bot.games.village.arena --players 2 --games 300 hard random

With as many policies as seats, they play one line-up; with more policies than seats, every
combination of them plays (every pair head to head in 2-player games); with fewer, the seats
are filled by repeating them. ``--games`` is the number of games per line-up. Each line-up
plays blocks of one deal per seat rotation: game g uses deal ``g // seats`` with the line-up
rotated by ``g % seats``, so every policy plays every seat (and every deal from every seat)
equally often when the games are a multiple of the seats.

A win counts 1, a win shared by k tied players (R-E4) counts 1/k each. The 95 % interval is
Wilson's score interval over the games played. Decision times are wall-clock times of
``choose_action`` (building the seat's view included) on one core, in milliseconds.

The counting, the intervals and the times are the shared arena's (``bot.games.arena``).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from functools import partial

from bot.games.arena import Arena, Play, Tally, main, score, timed
from bot.games.village import default_ruleset, new_game, rules
from bot.games.village.bots import DEFAULT_BUDGET, POLICIES, choose_action


def play_game(
    lineup: Sequence[str], seed: int, budget: int, tallies: dict[int, Tally]
) -> list[int]:
    """Play one game, seat s played by ``lineup[s]``; return the winning seats."""
    state = new_game(len(lineup), seed)
    ply = 0
    while not state.over:
        seat = state.current
        decide = partial(choose_action, lineup[seat], state, seed * 7919 + ply, time_budget=budget)
        action = timed(tallies[seat], decide)
        state = rules.step(state, action)
        ply += 1
    return score(rules.outcome(state).winners, len(lineup), tallies)


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--budget",
        type=int,
        default=DEFAULT_BUDGET,
        help=f"hard's simulated moves per decision (default {DEFAULT_BUDGET})",
    )


def _play(args: argparse.Namespace) -> Play:
    return partial(_seated, budget=args.budget)


def _seated(
    lineup: Sequence[str], seed: int, tallies: dict[int, Tally], *, budget: int
) -> list[int]:
    return play_game(lineup, seed, budget, tallies)


ARENA = Arena(
    game="village",
    policies=tuple(POLICIES),
    players=(default_ruleset().min_players, default_ruleset().max_players),
    play=_play,
    options=_options,
    note=lambda args: f", hard budget {args.budget} moves",
)


if __name__ == "__main__":
    raise SystemExit(main(ARENA))
