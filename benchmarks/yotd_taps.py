"""In the Year of the Dragon's panel: how many taps each decision takes (Y-U1), by step.

    python benchmarks/yotd_taps.py                  # 4 games each of 2, 3 and 5 players
    python benchmarks/yotd_taps.py --games 10 --level normal

Self-play games where every seat's decision is the bots' (``bot_action`` at ``--level``): for
each decision, the panel is searched from an empty draft (every button and select option it
draws, as a member would tap them) for the fewest taps that play that very action. Printed per
step (draft, action, build floor, person, release): the decisions, the median, the mean, the
most. A tap is a button press or a select's pick (a select counts as one tap, as in the
issue). Figures are reported by hand, never asserted in tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import deque
from typing import Any

from bot.games.yotd import RULES, apply, legal_actions, view_for
from bot.games.yotd.adapter import ADAPTER
from bot.games.yotd.state import State
from bot.services import errors
from bot.storage import GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, SeatSight, Select

STEPS = ("draft", "action", "build", "recruit", "release")


def record(players: int) -> GameRecord:
    return GameRecord(
        id=1, kind="yotd", guild_id=1, channel_id=1, status=Status.RUNNING, version=1,
        host_id=1, max_seats=5, options={}, ruleset="standard", ruleset_json=None, seed=1,
        state_json=None, message_id=None, broken_reason=None, created_at="t", updated_at="t",
        started_at="t", finished_at=None,
        seats=tuple(SeatRecord(1, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def taps_to(s: State, seat: int, wanted: Any) -> int:
    """The fewest taps from an empty draft that play ``wanted``."""
    game = record(len(s.players))
    legal = tuple(legal_actions(s, seat))
    view = view_for(s, seat)
    seen: set[str] = set()
    queue: deque[tuple[dict[str, Any], int]] = deque([({}, 0)])
    while queue:
        draft, depth = queue.popleft()
        here = SeatSight(game, seat, view, legal, (seat,), draft, "en")
        for control in ADAPTER.panel(here, None).controls:
            taps: list[tuple[str, str, Any]] = []
            if isinstance(control, Button) and control.verb not in ("refresh", "back"):
                taps.append(("click", control.verb, control.arg))
            elif isinstance(control, Select) and control.count == 2:
                values = [o.value for o in control.options]
                taps += [
                    ("pick", control.field, [a, b])
                    for i, a in enumerate(values)
                    for b in values[i + 1 :]
                ]
            elif isinstance(control, Select):
                taps += [("pick", control.field, [o.value]) for o in control.options]
            for how, name, value in taps:
                try:
                    step = (
                        ADAPTER.click(here, name, value)
                        if how == "click"
                        else ADAPTER.pick(here, name, value)
                    )
                except errors.BadRequest:
                    continue
                if step.action == wanted:
                    return depth + 1
                if step.draft is not None and depth < 4:
                    key = json.dumps(step.draft, sort_keys=True)
                    if key not in seen:
                        seen.add(key)
                        queue.append((step.draft, depth + 1))
    raise AssertionError(f"the panel cannot play {wanted}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--level", default="normal")
    args = parser.parse_args()
    found: dict[str, list[int]] = {step: [] for step in STEPS}
    for players in (2, 3, 5):
        for game in range(args.games):
            s = RULES.new_game(players, 1000 * players + game)
            ply = 0
            while not s.over:
                (seat,) = RULES.active_seats(s)
                action = RULES.bot_action(s, seat, args.level, ply)
                found[s.step].append(taps_to(s, seat, action))
                s, _ = apply(s, seat, action)
                ply += 1
    print(f"{'step':<8} {'decisions':>9} {'median':>6} {'mean':>5} {'most':>4}")
    for step in STEPS:
        counts = found[step]
        if counts:
            median, mean = statistics.median(counts), statistics.fmean(counts)
            print(f"{step:<8} {len(counts):>9} {median:>6} {mean:>5.2f} {max(counts):>4}")


if __name__ == "__main__":
    main()
