"""Play ``splendor`` bots against each other and print win rates and decision times.

    python -m bot.games.splendor.arena --players 2 --games 200 hard normal easy random
    python -m bot.games.splendor.arena --players 4 --games 40 hard normal easy random

With as many policies as seats, they play one line-up; with more policies than seats, every
combination of them plays (every pair head to head in 2-player games); with fewer, the seats
are filled by repeating them. ``--games`` is the number of games per line-up. Each line-up
plays blocks of one deal per seat rotation: game g uses deal ``g // seats`` with the line-up
rotated by ``g % seats``, so every policy plays every seat (and every deal from every seat)
equally often when the games are a multiple of the seats.

A win counts 1, a win shared by k tied players (S-E2) counts 1/k each. A game still running
after ``MAX_PLIES`` moves (two ``random`` seats can stall with full hands) ends where it
stands, scored as if it had ended there. The 95 % interval is
Wilson's score interval over the games played. Decision times are wall-clock times of
``choose_action`` (building the seat's view included) on one core, in milliseconds.

This is the only module under ``bot/games`` that reads the clock and writes to stdout: it is
a tool around the pure bots, never used by the game itself.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.games.splendor import default_ruleset, new_game, rules
from bot.games.splendor.bots import POLICIES, choose_action

MAX_PLIES = 600
"""Moves after which a game is stopped and scored where it stands."""


@dataclass
class Tally:
    """One policy's results in one line-up."""

    games: int = 0
    points: float = 0.0
    times: list[float] = field(default_factory=list)

    def rate(self) -> float:
        return self.points / self.games if self.games else 0.0


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return Wilson's 95 % score interval for a rate ``p`` over ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def p95(xs: Sequence[float]) -> float:
    """Return the 95th percentile (nearest rank)."""
    if not xs:
        return 0.0
    ordered = sorted(xs)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def play_game(lineup: Sequence[str], seed: int, tallies: dict[int, Tally]) -> list[int]:
    """Play one game, seat s played by ``lineup[s]``; return the winning seats."""
    state = new_game(len(lineup), seed)
    ply = 0
    while not state.over and ply < MAX_PLIES:
        seat = state.current
        start = time.perf_counter()
        action = choose_action(state, seat, lineup[seat], seed * 7919 + ply)
        tallies[seat].times.append(time.perf_counter() - start)
        state, _ = rules.apply(state, seat, action)
        ply += 1
    winners = list(rules.outcome_of(state).winners)
    for s in range(len(lineup)):
        tallies[s].games += 1
        if s in winners:
            tallies[s].points += 1.0 / len(winners)
    return winners


def lineups(policies: Sequence[str], seats: int) -> list[tuple[str, ...]]:
    """Return the line-ups to play: one, every combination, or the policies repeated."""
    if len(policies) > seats:
        return list(itertools.combinations(policies, seats))
    return [tuple(policies[i % len(policies)] for i in range(seats))]


def run_lineup(lineup: Sequence[str], games: int, seed: int) -> dict[str, Tally]:
    """Play ``games`` games of one line-up with seat rotation; return tallies by policy.

    A policy seated k times in the line-up counts k seat-games per game (its "games").
    """
    seats = len(lineup)
    by_policy: dict[str, Tally] = {name: Tally() for name in lineup}
    for g in range(games):
        shift = g % seats
        seated = [lineup[(s + shift) % seats] for s in range(seats)]
        per_seat = {s: Tally() for s in range(seats)}
        play_game(seated, seed + g // seats, per_seat)
        for s, t in per_seat.items():
            total = by_policy[seated[s]]
            total.games += t.games
            total.points += t.points
            total.times += t.times
        if (g + 1) % max(1, games // 10) == 0:
            sys.stderr.write(f"  {' vs '.join(lineup)}: {g + 1}/{games} games\n")
    return by_policy


def table(title: str, tallies: dict[str, Tally]) -> str:
    """Format one line-up's results."""
    lines = [title, "  policy   games   wins   win rate   95% CI            mean ms   p95 ms"]
    for name, t in tallies.items():
        lo, hi = wilson(t.rate(), t.games)
        ms = [x * 1000 for x in t.times]
        mean = sum(ms) / len(ms) if ms else 0.0
        lines.append(
            f"  {name:<8} {t.games:>5} {t.points:>6.1f}   {t.rate():>7.1%}"
            f"   [{lo:>6.1%}, {hi:>6.1%}]   {mean:>7.2f}  {p95(ms):>7.2f}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.games.splendor.arena",
        description="Play splendor bots against each other; print win rates and decision times.",
    )
    parser.add_argument("policies", nargs="+", choices=sorted(POLICIES), metavar="POLICY")
    parser.add_argument("--players", type=int, default=2, help="seats per game (default 2)")
    parser.add_argument(
        "--games", type=int, default=12, help="games per line-up (default 12, a quick look)"
    )
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed (default 1)")
    args = parser.parse_args(argv)
    rs = default_ruleset()
    if not rs.min_players <= args.players <= rs.max_players:
        parser.error(f"--players must be {rs.min_players} to {rs.max_players}")
    sys.stdout.write(
        f"splendor arena: {args.players} players, {args.games} games per line-up, "
        f"seed {args.seed}\n\n"
    )
    for lineup in lineups(args.policies, args.players):
        tallies = run_lineup(lineup, args.games, args.seed)
        sys.stdout.write(table(" vs ".join(lineup), tallies) + "\n\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
