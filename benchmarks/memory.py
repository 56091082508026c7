"""The bot's memory as games are touched one by one: the resident size every 1,000 games.

    python benchmarks/memory.py                      # 10,000 games, SQLite
    python benchmarks/memory.py --games 2000 --every 500

Creates the games first (Village and Splendor by turns, four seats; stored, not yet touched),
then touches each game once, one after the other, as a busy bot does: read it, its situation
for the public and every seat (views and legal moves, as the table and panels draw), one move,
and its moves' events (the log and the table's words). Every cache the service keeps (decoded
states, checked logs, replayed games, servers' settings) fills up on the way; a bounded one
stops growing, so the curve flattens. Prints the resident memory (VmRSS, now, not the peak)
after creating and after every ``--every`` games touched. Figures are reported by hand, never
asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import SPECS  # noqa: E402
from bot.services import GameService  # noqa: E402
from bot.storage import Database, GameRecord, GameRepository, Status  # noqa: E402

KINDS = ("village", "splendor")


def rss_mib() -> float:
    """This process's resident memory now, in MiB (Linux: /proc/self/status)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def new_game(service: GameService, number: int, players: int) -> GameRecord:
    game = await service.open_lobby(
        kind=KINDS[number % len(KINDS)],
        guild_id=1 + number // 10,
        channel_id=number,
        host_id=1,
    )
    for user in range(2, players + 1):
        await service.join(game.id, user)
    return await service.start(game.id, 1)


async def touch(service: GameService, game_id: int, rng: random.Random) -> None:
    """What a move costs the bot in memory: the game read, seen by all, moved, its log said."""
    game = await service.game(game_id)
    if game.status is not Status.RUNNING:
        return
    everyone: list[int | None] = [None, *range(len(game.seats))]
    seen = await service.situation(game, everyone)
    seat = seen.active[0]
    rules = service.rules_for(game.kind)
    action = rules.action_to_json(rng.choice(seen.legal[seat]))
    result = await service.apply(game.id, game.seats[seat].user_id, action, game.version)
    await service.situation(result.last.game, everyone, state=result.last.state)
    await service.move_events(result.last.game)


async def run(games: int, every: int, players: int) -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "memory.db")
        try:
            service = GameService(
                GameRepository(db), specs=SPECS, seeds=lambda: rng.randrange(1 << 62)
            )
            t0 = time.perf_counter()
            ids = [(await new_game(service, n, players)).id for n in range(1, games + 1)]
            print(
                f"created {games} games in {time.perf_counter() - t0:.0f} s: "
                f"RSS {rss_mib():6.1f} MiB",
                flush=True,
            )
            t0 = time.perf_counter()
            for done, game_id in enumerate(ids, start=1):
                await touch(service, game_id, rng)
                if done % every == 0:
                    print(
                        f"touched {done:>6} games: RSS {rss_mib():6.1f} MiB "
                        f"({time.perf_counter() - t0:.0f} s)",
                        flush=True,
                    )
        finally:
            await db.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--every", type=int, default=1_000)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    asyncio.run(run(args.games, args.every, args.players))


if __name__ == "__main__":
    main()
