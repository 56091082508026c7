"""The arena every game's bots are measured in: line-ups, seat rotation, win rates with
Wilson's 95 % interval, decision times; each game's ``arena.py`` says how to play one game.

A win counts 1, a win shared by k tied players counts 1/k each. Decision times are wall-clock
times of a bot's choice (building the seat's view included) on one core, in milliseconds.
The arenas are the only modules under ``bot/games`` that read the clock and write to stdout:
tools around the pure bots, never used by a game itself.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")


@dataclass
class Tally:
    """One policy's results in one line-up."""

    games: int = 0
    points: float = 0.0
    times: list[float] = field(default_factory=list)

    def rate(self) -> float:
        return self.points / self.games if self.games else 0.0


Play = Callable[[Sequence[str], int, dict[int, Tally]], list[int]]
"""Play one game, seat s played by ``lineup[s]``, from a seed; record each seat's decision
times and result in ``tallies[s]`` (``score``); return the winning seats."""


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


def timed(tally: Tally, decide: Callable[[], T]) -> T:
    """Run one bot decision, adding its time to ``tally``."""
    start = time.perf_counter()
    action = decide()
    tally.times.append(time.perf_counter() - start)
    return action


def score(winners: Sequence[int], seats: int, tallies: dict[int, Tally]) -> list[int]:
    """Count one finished game: 1 for a win, 1/k each for a win shared by k."""
    for s in range(seats):
        tallies[s].games += 1
        if s in winners:
            tallies[s].points += 1.0 / len(winners)
    return list(winners)


def lineups(policies: Sequence[str], seats: int) -> list[tuple[str, ...]]:
    """Return the line-ups to play: one, every combination, or the policies repeated."""
    if len(policies) > seats:
        return list(itertools.combinations(policies, seats))
    return [tuple(policies[i % len(policies)] for i in range(seats))]


def run_lineup(play: Play, lineup: Sequence[str], games: int, seed: int) -> dict[str, Tally]:
    """Play ``games`` games of one line-up with seat rotation; return tallies by policy.

    A policy seated k times in the line-up counts k seat-games per game (its "games").
    """
    seats = len(lineup)
    by_policy: dict[str, Tally] = {name: Tally() for name in lineup}
    for g in range(games):
        shift = g % seats
        seated = [lineup[(s + shift) % seats] for s in range(seats)]
        per_seat = {s: Tally() for s in range(seats)}
        play(seated, seed + g // seats, per_seat)
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
    lines = [
        title,
        "  policy   games   wins   win rate   95% CI            mean ms   p50 ms   p95 ms",
    ]
    for name, t in tallies.items():
        lo, hi = wilson(t.rate(), t.games)
        ms = sorted(x * 1000 for x in t.times)
        mean = sum(ms) / len(ms) if ms else 0.0
        median = ms[len(ms) // 2] if ms else 0.0
        lines.append(
            f"  {name:<8} {t.games:>5} {t.points:>6.1f}   {t.rate():>7.1%}"
            f"   [{lo:>6.1%}, {hi:>6.1%}]   {mean:>7.2f}  {median:>7.2f}  {p95(ms):>7.2f}"
        )
    return "\n".join(lines)


@dataclass(frozen=True)
class Arena:
    """What the arena needs of one game."""

    game: str
    policies: Sequence[str]
    players: tuple[int, int]
    """The fewest and the most seats."""
    play: Callable[[argparse.Namespace], Play]
    """The game's ``Play`` for the command line's options."""
    options: Callable[[argparse.ArgumentParser], None] = lambda parser: None
    """Adds the game's own options."""
    note: Callable[[argparse.Namespace], str] = lambda args: ""
    """What the header says of those options (", hard budget 2000 moves")."""


def main(arena: Arena, argv: Sequence[str] | None = None) -> int:
    """Run the arena's command line: each line-up's table on stdout, progress on stderr."""
    parser = argparse.ArgumentParser(
        prog=f"python -m bot.games.{arena.game}.arena",
        description=f"Play {arena.game} bots against each other; "
        "print win rates and decision times.",
    )
    parser.add_argument("policies", nargs="+", choices=sorted(arena.policies), metavar="POLICY")
    parser.add_argument("--players", type=int, default=2, help="seats per game (default 2)")
    parser.add_argument(
        "--games", type=int, default=12, help="games per line-up (default 12, a quick look)"
    )
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed (default 1)")
    arena.options(parser)
    args = parser.parse_args(argv)
    low, high = arena.players
    if not low <= args.players <= high:
        parser.error(f"--players must be {low} to {high}")
    sys.stdout.write(
        f"{arena.game} arena: {args.players} players, {args.games} games per line-up, "
        f"seed {args.seed}{arena.note(args)}\n\n"
    )
    play = arena.play(args)
    for lineup in lineups(args.policies, args.players):
        tallies = run_lineup(play, lineup, args.games, args.seed)
        sys.stdout.write(table(" vs ".join(lineup), tallies) + "\n\n")
        sys.stdout.flush()
    return 0


__all__ = ["Arena", "Play", "Tally", "main", "p95", "score", "timed", "wilson"]
