"""In the Year of the Dragon's engine and bots (``bot/games/yotd``), timed on one core.

    python benchmarks/yotd.py                        # both sections at their default sizes
    python benchmarks/yotd.py --no-bots --games 50
    python benchmarks/yotd.py --no-engine --decisions 300

Two sections, each skipped by its flag (``--no-engine``, ``--no-bots``):

- engine: ``new_game`` (the setup), then whole random games of 2 to 5 players (each decision a
  uniformly random choice from ``legal_actions``, played with the checked ``apply``, which also
  performs every automatic step, Y-U2): games per second and decisions per game; then the p50
  and p95 microseconds of ``new_game``, ``legal_actions``, ``apply`` and ``view_for`` (the seat to
  decide), each call timed alone over the positions met in ``--games`` games per player count;
- bots: the p50, p95 and max milliseconds of one decision (``bot_action``: the seat's view, its
  reading and the policy) of easy, normal and hard in self-play games of 2 and 4 players (every
  seat the same level), ``--decisions`` each; then whole bot games (every seat the same level),
  the seconds per game.

Figures are reported by hand in the notes, never asserted in tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import Engine, game_main  # noqa: E402
from bot.games import yotd  # noqa: E402

RULES = yotd.RULES
ENGINE_PLAYERS = (2, 3, 4, 5)
BOT_PLAYERS = (2, 4)


# --- Engine ----------------------------------------------------------------------------------


def _current(state: yotd.State) -> int:
    """The seat to decide (the one whose turn it is)."""
    seat = state.current
    assert seat is not None
    return seat


ENGINE = Engine(
    RULES.new_game,
    yotd.legal_actions,
    yotd.view_for,
    yotd.apply,
    _current,
    yotd.bot_action,
    yotd.BOT_LEVELS,
)


def main() -> None:
    """Parse the arguments and print the sections asked for."""
    game_main(ENGINE, ENGINE_PLAYERS, BOT_PLAYERS, __doc__ or "")


if __name__ == "__main__":
    main()
