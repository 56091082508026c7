"""How long a click in one game waits while hard bots think in others: p50 and p95.

    python benchmarks/bots_ack.py                     # threads, then the process pool
    python benchmarks/bots_ack.py --where pool --seconds 20 --bots 4

Through the real service on one SQLite file. ``--bots`` games each seat a host and a hard
bot; the host plays a random legal move as soon as the bot has answered, so every one of those
bots is always thinking. Meanwhile a player of another game clicks ``--every`` ms (a little
jitter) after their last click was answered. The click is what the bot does before it
acknowledges one: a lock, the game and its state loaded, the player's view drawn and a draft
saved. Its latency is measured from the moment the click was due, so time the event loop
spent unable to run counts. The clicks alone (idle) and the clicks with the bots playing
alternate ``--rounds`` times (so whatever else the machine does weighs on both alike), for
each place the bots think (``--where``): ``thread`` (a worker thread of this process, sharing its
interpreter lock) or ``pool`` (worker processes, ``bot.services.thinking``, started first as
the bot does). Each phase also says how long the event loop's thread ran and how long it was
ready to run while no core was free (Linux; another process had them all: the workers, or
anything else on the machine, so check the load), and the bots' moves per second. Figures are
read by hand, never asserted in tests: run it a few times on a quiet machine.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import SPECS, registry, village  # noqa: E402
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


class Bots:
    """Games of a host and a hard bot, the host playing at once so the bot always thinks."""

    def __init__(self, service: GameService, count: int) -> None:
        self.service = service
        self.moves = 0
        """The bots' moves so far."""
        self._go = asyncio.Event()
        self._playing = 0
        self._done = False
        self._tasks = [asyncio.create_task(self._play(c)) for c in range(count)]

    def resume(self) -> None:
        self._go.set()

    async def pause(self) -> None:
        """Return once every bot has answered its host's last move (none thinking)."""
        self._go.clear()
        while self._playing:
            await asyncio.sleep(0.01)

    async def stop(self) -> None:
        self._done = True
        self._go.set()
        await asyncio.gather(*self._tasks)

    async def _play(self, channel: int) -> None:
        """Play the host's moves at once, game after game, while not paused."""
        rng = random.Random(channel)
        game: GameRecord | None = None
        state: Any = None
        while True:
            await self._go.wait()
            if self._done:
                return
            self._playing += 1
            try:
                if game is None or game.status is not Status.RUNNING:
                    game = await bot_game(self.service, channel)
                    state = await self.service.state(game)
                    continue
                action = village.action_to_json(rng.choice(village.legal_actions(state)))
                result = await self.service.apply(game.id, 1000 + channel, action, game.version)
                self.moves += len(result.auto)
                game, state = result.last.game, result.last.state  # the host's next board
            finally:
                self._playing -= 1


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


def waited() -> float:
    """Return the seconds this thread was ready to run but had no core (Linux; else 0)."""
    try:
        with open("/proc/thread-self/schedstat") as f:
            return int(f.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


@dataclass
class Phase:
    """The clicks of one phase and what the event loop's thread did meanwhile."""

    latencies: list[float] = field(default_factory=list)
    cpu: float = 0.0
    """Seconds the event loop's thread ran."""
    waited: float = 0.0
    """Seconds it was ready to run with no core free (another process had them)."""
    seconds: float = 0.0

    async def clicks(
        self, service: GameService, game: GameRecord, seconds: float, every: float
    ) -> None:
        """Add ``seconds`` of clicks in ``game``."""
        t0, cpu, wait = time.perf_counter(), time.thread_time(), waited()
        self.latencies += await clicks(service, game, seconds, every)
        self.cpu += time.thread_time() - cpu
        self.waited += waited() - wait
        self.seconds += time.perf_counter() - t0


async def measure(where: str, bots: int, seconds: float, every: float, rounds: int) -> None:
    """Alternate ``rounds`` times idle clicks and clicks with the bots playing (whatever else
    the machine does then weighs on both alike), ``seconds`` of each in all."""
    thinker = Thinker(None) if where == "thread" else Thinker(registry=registry)
    await thinker.warm_up()  # as the bot does when it starts
    idle, loaded, made = Phase(), Phase(), 0
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.db")
        service = GameService(GameRepository(db), specs=SPECS, thinker=thinker)
        try:
            people = await people_game(service)
            players = Bots(service, bots)
            for _ in range(rounds):
                await players.pause()
                await idle.clicks(service, people, seconds / rounds, every)
                players.resume()
                await asyncio.sleep(0.5)  # every bot thinking
                before = players.moves
                await loaded.clicks(service, people, seconds / rounds, every)
                made += players.moves - before
            await players.stop()
        finally:
            await service.aclose()
            await db.close()
    for name, phase in (("idle", idle), (f"{bots} hard bots", loaded)):
        q = statistics.quantiles([x * 1000 for x in phase.latencies], n=100)
        print(
            f"{where:<6} {name:<12} clicks {len(phase.latencies):>5}   p50 {q[49]:6.1f} ms"
            f"   p95 {q[94]:6.1f} ms   max {max(phase.latencies) * 1000:6.1f} ms"
            f"   loop ran {phase.cpu:5.2f} s, waited for a core {phase.waited:5.2f} s"
        )
    per_move = (loaded.cpu - idle.cpu) / made * 1000 if made else float("nan")
    print(
        f"{where:<6} bots' moves {made / loaded.seconds:.1f}/s"
        f"   the loop's time per bot move (its host's included) {per_move:.2f} ms\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--where", choices=["thread", "pool", "both"], default="both")
    parser.add_argument("--bots", type=int, default=4, help="hard bots thinking (default 4)")
    parser.add_argument("--seconds", type=float, default=20.0, help="of each (default 20)")
    parser.add_argument("--every", type=float, default=50.0, help="ms between clicks (50)")
    parser.add_argument("--rounds", type=int, default=4, help="idle, then bots (default 4)")
    args = parser.parse_args()
    for where in ("thread", "pool") if args.where == "both" else (args.where,):
        asyncio.run(measure(where, args.bots, args.seconds, args.every / 1000, args.rounds))


if __name__ == "__main__":
    main()
