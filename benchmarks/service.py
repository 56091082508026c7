"""The game service on one SQLite file: moves per second, latency per move, peak memory.

    python benchmarks/service.py                 # 1,000 games, then 10,000 games
    python benchmarks/service.py --games 1000 --moves 20000 --only

Each run creates the games (lobby, three joins, start) through the service, then plays
random legal moves round-robin across all of them; a finished game is replaced by a new
one. Latency is that of ``GameService.apply`` (lock, load, checks, rules, one transaction).
Figures are reported by hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import village  # noqa: E402
from bot.games.village import rules as village_rules  # noqa: E402
from bot.services import GameService  # noqa: E402
from bot.storage import Database, GameRecord, GameRepository, Status  # noqa: E402


def peak_mib() -> float:
    """Return this process's peak resident memory in MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def new_game(service: GameService, channel: int, players: int) -> GameRecord:
    # Ten games per server, as on a busy bot (and within a server's open-games limit).
    game = await service.open_lobby(
        kind="village", guild_id=1 + channel // 10, channel_id=channel, host_id=1
    )
    for user in range(2, players + 1):
        await service.join(game.id, user)
    return await service.start(game.id, 1)


async def run(games: int, moves: int, players: int, synchronous: str) -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.db", synchronous=synchronous)
        service = GameService(GameRepository(db), seeds=lambda: rng.randrange(1 << 62))
        t0 = time.perf_counter()
        ids = [(await new_game(service, c, players)).id for c in range(1, games + 1)]
        setup = time.perf_counter() - t0
        mem_setup = peak_mib()
        latencies: list[float] = []
        replaced = 0
        t0 = time.perf_counter()
        for i in range(moves):
            slot = i % games
            game = await service.game(ids[slot])
            if game.status is not Status.RUNNING:
                ids[slot] = (await new_game(service, slot + 1, players)).id
                replaced += 1
                game = await service.game(ids[slot])
            state = await service.state(game)
            seat = village.current_seat(state)
            assert seat is not None
            action = village.action_to_json(village_rules.random_action(state, rng))
            user = game.seats[seat].user_id
            start = time.perf_counter()
            await service.apply(game.id, user, action, game.version)
            latencies.append(time.perf_counter() - start)
        loop = time.perf_counter() - t0
        size = (Path(tmp) / "bench.db").stat().st_size + (Path(tmp) / "bench.db-wal").stat().st_size
        await db.close()
    q = statistics.quantiles(latencies, n=100)
    print(
        f"games {games:>6} | setup {games / setup:7.0f} games/s | "
        f"apply {len(latencies) / sum(latencies):6.0f} moves/s "
        f"(whole loop {moves / loop:5.0f}/s) | p50 {q[49] * 1e3:5.2f} ms "
        f"p99 {q[98] * 1e3:5.2f} ms | peak RSS {mem_setup:5.1f} MiB after setup, "
        f"{peak_mib():5.1f} MiB after {moves} moves | db {size / 2**20:5.1f} MiB | "
        f"{replaced} finished games replaced | synchronous={synchronous}",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, nargs="*", default=[1000, 10000])
    ap.add_argument("--moves", type=int, default=20000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--synchronous", default="NORMAL", choices=["NORMAL", "FULL"])
    ap.add_argument("--only", action="store_true", help="run in this process (one size)")
    args = ap.parse_args()
    if args.only or len(args.games) == 1:
        asyncio.run(run(args.games[0], args.moves, args.players, args.synchronous))
        return
    for n in args.games:  # one process per size, so each peak memory stands alone
        subprocess.run(
            [
                sys.executable,
                __file__,
                "--only",
                "--games",
                str(n),
                "--moves",
                str(args.moves),
                "--players",
                str(args.players),
                "--synchronous",
                args.synchronous,
            ],
            check=True,
        )


if __name__ == "__main__":
    main()
