"""The game service on SQLite or PostgreSQL: moves per second, latency per move, peak memory.

    python benchmarks/service.py                 # 1,000 games, then 10,000 games (SQLite)
    python benchmarks/service.py --games 1000 --moves 20000 --only
    python benchmarks/service.py --games 1000 --backend both      # SQLite, then PostgreSQL

PostgreSQL runs in a throwaway database the benchmark creates beside the one --postgres-url
names (default: HOARD_TEST_POSTGRES_URL, else postgresql://127.0.0.1:5432/test) and drops at
the end (a throwaway schema in that database if its user may not create databases).

Each run creates the games (lobby, three joins, start) through the service, then plays
random legal moves round-robin across all of them; a finished game is replaced by a new
one. Latency is that of ``GameService.apply`` (lock, load, checks, rules, one transaction);
beside it, the event loop thread's CPU per move (less shaken by other processes on a loaded
machine than the latency) and the trips to the database per move: calls queued on aiosqlite's
thread (SQLite: none when the read and the write run on the loop's own thread, as they do
while nobody else uses the connection), statements sent to the server (PostgreSQL: each is one
round trip).
Figures are reported by hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.games import SPECS, village  # noqa: E402
from bot.games.village import rules as village_rules  # noqa: E402
from bot.services import GameService  # noqa: E402
from bot.storage import (  # noqa: E402
    Backend,
    Database,
    GameRecord,
    GameRepository,
    PostgresDatabase,
    Status,
)

POSTGRES = os.environ.get("HOARD_TEST_POSTGRES_URL", "").strip() or "postgresql://127.0.0.1/test"


class Trips:
    """Counts the trips to the database: aiosqlite's queued calls, asyncpg's statements."""

    def __init__(self) -> None:
        self.count = 0

    def watch(self, db: Backend) -> None:
        if isinstance(db, PostgresDatabase):
            self._watch_asyncpg()
            return
        queue = db.conn._execute

        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await queue(*args, **kwargs)

        db.conn._execute = counted  # type: ignore[method-assign]

    def _watch_asyncpg(self) -> None:
        conn = asyncpg.connection.Connection
        execute, run, many = conn.execute, conn._execute, conn._executemany

        async def counted_execute(con: Any, query: str, *args: Any, **kwargs: Any) -> Any:
            if not args:  # the simple query protocol: one round trip (else ``_execute``'s)
                self.count += 1
            return await execute(con, query, *args, **kwargs)

        async def counted_run(con: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await run(con, *args, **kwargs)

        async def counted_many(con: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return await many(con, *args, **kwargs)

        conn.execute = counted_execute  # type: ignore[method-assign]
        conn._execute = counted_run  # type: ignore[method-assign]
        conn._executemany = counted_many  # type: ignore[method-assign]


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


@asynccontextmanager
async def sqlite(synchronous: str) -> AsyncIterator[tuple[Backend, str]]:
    """A new SQLite file in a temporary folder; yields it and the folder."""
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.db", synchronous=synchronous)
        try:
            yield db, tmp
        finally:
            await db.close()


@asynccontextmanager
async def postgres(url: str) -> AsyncIterator[tuple[Backend, str]]:
    """A throwaway PostgreSQL database beside ``url``'s (or a schema in it), dropped after."""
    name = f"hoard_bench_{os.getpid()}_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(url, timeout=10)
    try:
        try:
            await admin.execute(f'CREATE DATABASE "{name}"')
            made, where, schema = True, urlunsplit(urlsplit(url)._replace(path=f"/{name}")), None
        except asyncpg.InsufficientPrivilegeError:
            await admin.execute(f'CREATE SCHEMA "{name}"')
            made, where, schema = False, url, name
        try:
            db = await PostgresDatabase.open(where, schema=schema)
            try:
                yield db, ""
            finally:
                await db.close()
        finally:
            if made:
                await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            else:
                await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
    finally:
        await admin.close()


async def size_mib(db: Backend, folder: str) -> float:
    """Return the database's size on disk (the file and its -wal; PostgreSQL's database)."""
    if isinstance(db, PostgresDatabase):
        async with db.read() as conn:
            if db.schema is None:
                rows = await conn.execute_fetchall("SELECT pg_database_size(current_database())")
            else:
                rows = await conn.execute_fetchall(
                    "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
                    "WHERE c.relnamespace = current_schema()::regnamespace"
                )
        return float(next(iter(rows))[0]) / 2**20
    files = [Path(folder) / "bench.db", Path(folder) / "bench.db-wal"]
    return sum(f.stat().st_size for f in files if f.exists()) / 2**20


async def run(
    games: int, moves: int, players: int, synchronous: str, backend: str, url: str
) -> None:
    rng = random.Random(1)
    opened = sqlite(synchronous) if backend == "sqlite" else postgres(url)
    async with opened as (db, folder):
        service = GameService(GameRepository(db), specs=SPECS, seeds=lambda: rng.randrange(1 << 62))
        t0 = time.perf_counter()
        ids = [(await new_game(service, c, players)).id for c in range(1, games + 1)]
        setup = time.perf_counter() - t0
        mem_setup = peak_mib()
        latencies: list[float] = []
        cpu: list[float] = []
        trips = Trips()
        trips.watch(db)
        counted = 0
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
            before, used = trips.count, time.thread_time()
            start = time.perf_counter()
            await service.apply(game.id, user, action, game.version)
            latencies.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - used)
            counted += trips.count - before
        loop = time.perf_counter() - t0
        size = await size_mib(db, folder)
    q = statistics.quantiles(latencies, n=100)
    where = f"synchronous={synchronous}" if backend == "sqlite" else "PostgreSQL, local server"
    print(
        f"{backend:<8} | games {games:>6} | setup {games / setup:7.0f} games/s | "
        f"apply {len(latencies) / sum(latencies):6.0f} moves/s "
        f"(whole loop {moves / loop:5.0f}/s) | p50 {q[49] * 1e3:5.2f} ms "
        f"p99 {q[98] * 1e3:5.2f} ms | loop CPU p50 {statistics.median(cpu) * 1e3:5.3f} ms | "
        f"{counted / len(latencies):4.2f} trips/move | peak RSS {mem_setup:5.1f} MiB after setup, "
        f"{peak_mib():5.1f} MiB after {moves} moves | db {size:5.1f} MiB | "
        f"{replaced} finished games replaced | {where}",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, nargs="*", default=[1000, 10000])
    ap.add_argument("--moves", type=int, default=20000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--synchronous", default="NORMAL", choices=["NORMAL", "FULL"])
    ap.add_argument("--backend", default="sqlite", choices=["sqlite", "postgres", "both"])
    ap.add_argument("--postgres-url", default=POSTGRES, help="the server (default: %(default)s)")
    ap.add_argument("--only", action="store_true", help="run in this process (one size)")
    args = ap.parse_args()
    backends = ["sqlite", "postgres"] if args.backend == "both" else [args.backend]
    if args.only or (len(args.games) == 1 and len(backends) == 1):
        for backend in backends:
            asyncio.run(
                run(
                    args.games[0],
                    args.moves,
                    args.players,
                    args.synchronous,
                    backend,
                    args.postgres_url,
                )
            )
        return
    for backend in backends:
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
                    "--backend",
                    backend,
                    "--postgres-url",
                    args.postgres_url,
                ],
                check=True,
            )


if __name__ == "__main__":
    main()
