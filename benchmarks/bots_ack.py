"""How long a click in one game waits while hard bots think in others: p50 and p95.

    python benchmarks/bots_ack.py                     # threads, then the process pool
    python benchmarks/bots_ack.py --where pool --seconds 20 --bots 4

Through the real service on one SQLite file. ``--bots`` games each seat a host and a hard
bot; the host plays a random legal move as soon as the bot has answered, so every one of those
bots is always thinking. Meanwhile a player of another game clicks ``--every`` ms (a little
jitter) after their last click was answered. The click is what the bot does before it
acknowledges one: a lock, the game and its state loaded, the player's view drawn and a draft
saved. Its latency is measured from the moment the click was due, so time the event loop
spent unable to run counts. First the clicks alone (idle), then with the bots, for each place
the bots think (``--where``): ``thread`` (a worker thread of this process, sharing its
interpreter lock) or ``pool`` (worker processes, ``bot.services.thinking``). Figures are read
by hand, never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import village  # noqa: E402
from bot.services import GameService  # noqa: E402
from bot.services.thinking import Thinker  # noqa: E402
from bot.storage import Database, GameRecord, GameRepository, Status  # noqa: E402

HUMAN_A, HUMAN_B = 1, 2


async def bot_game(service: GameService, channel: int) -> GameRecord:
    """Open and start a game of a host (user ``channel``) and a hard bot."""
    host = 1000 + channel
    game = await service.open_lobby(
        kind="village", guild_id=1 + channel // 10, channel_id=channel, host_id=host, seats=2
    )
    await service.add_bot(game.id, host, "hard")
    return await service.start(game.id, host)


async def keep_a_bot_busy(service: GameService, channel: int, stop: asyncio.Event) -> int:
    """Play the host's moves at once, game after game; return the bot's moves."""
    rng = random.Random(channel)
    moves = 0
    game = await bot_game(service, channel)
    while not stop.is_set():
        if game.status is not Status.RUNNING:
            game = await bot_game(service, channel)
            continue
        state = await service.state(game)
        action = village.action_to_json(rng.choice(village.legal_actions(state)))
        result = await service.apply(game.id, 1000 + channel, action, game.version)
        moves += len(result.auto)
        game = result.last.game
    return moves


async def people_game(service: GameService) -> GameRecord:
    """Open and start the game of two people where the clicks are made."""
    game = await service.open_lobby(kind="village", guild_id=999, channel_id=999, host_id=HUMAN_A)
    await service.join(game.id, HUMAN_B)
    return await service.start(game.id, HUMAN_A)


async def clicks(
    service: GameService, game: GameRecord, seconds: float, every: float
) -> list[float]:
    """Click in a game of two people until ``seconds`` pass; return each click's latency."""
    rng = random.Random(0)
    latencies: list[float] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end:
        due = loop.time() + every * rng.uniform(0.5, 1.5)  # after the last one was answered
        await asyncio.sleep(due - loop.time())
        async with service.lock(game.id):
            fresh = await service.game(game.id)
            await service.state(fresh)
            await service.private_view(fresh, HUMAN_A)
            await service.save_draft(fresh, HUMAN_A, {"clicked": len(latencies)})
        latencies.append(loop.time() - due)
    return latencies


async def measure(where: str, bots: int, seconds: float, every: float) -> None:
    thinker = Thinker(None) if where == "thread" else Thinker()
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.db")
        service = GameService(GameRepository(db), thinker=thinker)
        try:
            people = await people_game(service)
            idle = await clicks(service, people, seconds, every)
            stop = asyncio.Event()
            busy = [asyncio.create_task(keep_a_bot_busy(service, c, stop)) for c in range(bots)]
            await asyncio.sleep(1.0)  # the pool started, every bot thinking
            t0 = time.perf_counter()
            loaded = await clicks(service, people, seconds, every)
            stop.set()
            moves = sum(await asyncio.gather(*busy))
            rate = moves / (time.perf_counter() - t0)
        finally:
            await service.aclose()
            await db.close()
    for name, xs in (("idle", idle), (f"{bots} hard bots", loaded)):
        q = statistics.quantiles([x * 1000 for x in xs], n=100)
        print(
            f"{where:<6} {name:<12} clicks {len(xs):>5}   p50 {q[49]:6.1f} ms"
            f"   p95 {q[94]:6.1f} ms   max {max(xs) * 1000:6.1f} ms"
        )
    print(f"{where:<6} bots' moves {rate:.1f}/s\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--where", choices=["thread", "pool", "both"], default="both")
    parser.add_argument("--bots", type=int, default=4, help="hard bots thinking (default 4)")
    parser.add_argument("--seconds", type=float, default=15.0, help="per measure (default 15)")
    parser.add_argument("--every", type=float, default=50.0, help="ms between clicks (50)")
    args = parser.parse_args()
    for where in ("thread", "pool") if args.where == "both" else (args.where,):
        asyncio.run(measure(where, args.bots, args.seconds, args.every / 1000))


if __name__ == "__main__":
    main()
