"""The stats and leaderboard reads over a database of finished games: p50 / p95 / max per query.

    python benchmarks/stats.py                    # 10,000 finished games
    python benchmarks/stats.py --games 2000 --calls 50
    python benchmarks/stats.py --without-0006     # the same, the indexes of 0006 dropped
    python benchmarks/stats.py --plans            # and each query's plan (EXPLAIN QUERY PLAN)

The database is built with executemany, not through the service: ``--games`` finished games
(2-5 players drawn from a pool of ``--members`` members over ``--servers`` servers, five
channels each; one game in ten has a bot seat) plus one cancelled game in twenty, each with
``--actions`` moves (a few of them timed out or played for an absent player), and the ratings
computed by ``bot.services.rated.rebuild`` and stored by ``replace_ratings``. Then each
``StatsStore`` read is called ``--calls`` times with varied arguments (kind, scope, member,
server, channel, page). The target is p95 < 50 ms each (issue 17). Figures are reported by
hand in the issue notes, never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.services.rated import rebuild  # noqa: E402
from bot.storage import Database, GameRepository  # noqa: E402
from bot.storage.database import migrations  # noqa: E402

KINDS = ("village", "village", "splendor", "goofspiel")
"""The kinds played, village twice as often."""

START = datetime(2026, 1, 1, tzinfo=UTC)


def stamp(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def server_of(guild: int) -> int:
    return 1000 + guild


async def build(db: Database, rng: random.Random, args: argparse.Namespace) -> dict[str, Any]:
    """Fill the database; return what the queries draw their arguments from."""
    homes: dict[int, list[int]] = {g: [] for g in range(args.servers)}
    for user in range(1, args.members + 1):
        for guild in rng.sample(range(args.servers), min(args.servers, rng.choice((1, 1, 2)))):
            homes[guild].append(user)
    playable = [g for g in homes if len(homes[g]) >= 2]
    games, seats, actions = [], [], []
    moment = START
    finished = args.games
    cancelled = args.games // 20
    order = ["finished"] * finished + ["cancelled"] * cancelled
    rng.shuffle(order)
    for game_id, status in enumerate(order, 1):
        moment += timedelta(seconds=rng.randrange(60, 1200))
        guild = rng.choice(playable)
        pool = homes[guild]
        players = rng.randint(2, min(5, len(pool)))
        users = rng.sample(pool, players)
        if rng.random() < 0.1:
            users[-1] = -1  # a bot seat
        kind = rng.choice(KINDS)
        channel = server_of(guild) * 100 + rng.randrange(5)
        created = moment - timedelta(hours=rng.randint(1, 48))
        end = stamp(moment) if status == "finished" else None
        games.append(
            (game_id, kind, server_of(guild), channel, status, users[0], players,
             rng.randrange(1 << 60), rng.randrange(1 << 60), stamp(created), stamp(moment),
             stamp(created), end)
        )  # fmt: skip
        places = sorted(range(players), key=lambda _: rng.random())
        for seat, user in enumerate(users):
            rank = 1 + places.index(seat)
            if rank == 2 and rng.random() < 0.1:
                rank = 1  # a tie for the win
            seats.append(
                (game_id, user, f"p{user}", "easy" if user < 0 else None, seat, stamp(created),
                 rng.randrange(40) if status == "finished" else None,
                 rank if status == "finished" else None)
            )  # fmt: skip
        for seq in range(1, args.actions + 1):
            roll = rng.random()
            reason = "timeout" if roll < 0.03 else "absent" if roll < 0.04 else None
            actions.append(
                (game_id, seq, (seq - 1) % players, "{}", "", reason, stamp(moment), seq)
            )
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO games (id, kind, guild_id, channel_id, status, host_id, max_seats, "
            "seed, message_id, created_at, updated_at, started_at, finished_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            games,
        )
        await conn.executemany(
            "INSERT INTO seats (game_id, user_id, name, bot, seat, joined_at, score, rank) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            seats,
        )
        await conn.executemany(
            "INSERT INTO actions (game_id, seq, seat, action_json, summary, reason, created_at, "
            "version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            actions,
        )
    channels = sorted({g[3] for g in games})
    return {"homes": homes, "channels": channels, "games": len(games), "actions": len(actions)}


def the_0006_indexes() -> list[str]:
    sql = next(text for number, _, text in migrations() if number == 6)
    return re.findall(r"CREATE INDEX (\w+)", sql)


async def timed(calls: int, call: Callable[[int], Awaitable[object]]) -> list[float]:
    out = []
    for i in range(calls):
        t0 = time.perf_counter()
        await call(i)
        out.append((time.perf_counter() - t0) * 1e3)
    return out


async def run(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.db"
        db = await Database.open(path)
        try:
            await measure(db, path, rng, args)
        finally:
            await db.close()


async def measure(db: Database, path: Path, rng: random.Random, args: argparse.Namespace) -> None:
    repo = GameRepository(db)
    t0 = time.perf_counter()
    made = await build(db, rng, args)
    t1 = time.perf_counter()
    changes, ratings = rebuild(await repo.matches())
    await repo.replace_ratings(changes, ratings)
    t2 = time.perf_counter()
    if args.without_0006:
        async with db.transaction() as conn:
            for name in the_0006_indexes():
                await conn.execute(f"DROP INDEX {name}")
    async with db.transaction() as conn:  # one member in twenty hides their stats (0007)
        await conn.execute(
            "INSERT INTO user_prefs (user_id, hide_stats, updated_at) "
            "SELECT DISTINCT user_id, 1, '2026-01-01' FROM ratings WHERE user_id % 20 = 0"
        )
    async with db.write() as conn:
        await conn.execute("ANALYZE")
    await db.checkpoint()
    size = path.stat().st_size
    print(
        f"{made['games']} games ({args.games} finished), {made['actions']} actions, "
        f"{len(ratings)} ratings ({len(changes)} changes) | built in {t1 - t0:.1f} s, "
        f"rated in {t2 - t1:.1f} s | db {size / 2**20:.1f} MiB"
        + (" | without the indexes of 0006" if args.without_0006 else ""),
        flush=True,
    )
    homes: dict[int, list[int]] = made["homes"]
    channels: list[int] = made["channels"]
    guilds = [g for g in homes if homes[g]]

    def member(i: int) -> tuple[int, int]:
        guild = guilds[i % len(guilds)]
        return homes[guild][i % len(homes[guild])], server_of(guild)

    pages: dict[int, int | None] = {}

    async def paged(i: int) -> object:
        guild = server_of(guilds[i % len(guilds)])
        found = await repo.history(guild, channel_id=None, kind=None, limit=10,
                                   before_id=pages.get(guild))  # fmt: skip
        pages[guild] = found[-1].game_id if len(found) == 10 else None
        return found

    queries: list[tuple[str, Callable[[int], Awaitable[object]]]] = [
        ("leaderboard global", lambda i: repo.leaderboard(
            KINDS[i % 4], "global", min_games=5, limit=10, offset=10 * (i % 3))),
        ("leaderboard server", lambda i: repo.leaderboard(
            KINDS[i % 4], str(member(i)[1]), min_games=5, limit=10, offset=10 * (i % 2))),
        ("leaderboard, as a member", lambda i: repo.leaderboard(
            KINDS[i % 4], str(member(i)[1]), min_games=5, limit=20, viewer=member(i)[0])),
        ("leaderboard_place", lambda i: repo.leaderboard_place(
            KINDS[i % 4], "global", member(i)[0], min_games=5)),
        ("member_ratings", lambda i: repo.member_ratings(
            member(i)[0], ["global", str(member(i)[1])])),
        ("member_stats everywhere", lambda i: repo.member_stats(member(i)[0], guild_id=None)),
        ("member_stats server", lambda i: repo.member_stats(
            member(i)[0], guild_id=member(i)[1])),
        ("member_stats by game", lambda i: repo.member_stats(
            member(i)[0], guild_id=member(i)[1], by_players=False)),
        ("recent_games everywhere", lambda i: repo.recent_games(
            member(i)[0], guild_id=None, limit=10)),
        ("recent_games server", lambda i: repo.recent_games(
            member(i)[0], guild_id=member(i)[1], limit=10)),
        ("history server", lambda i: repo.history(
            member(i)[1], channel_id=None, kind=None, limit=10)),
        ("history server kind", lambda i: repo.history(
            member(i)[1], channel_id=None, kind=KINDS[i % 4], limit=10)),
        ("history channel", lambda i: repo.history(
            channels[i % len(channels)] // 100, channel_id=channels[i % len(channels)],
            kind=None, limit=10)),
        ("history channel kind", lambda i: repo.history(
            channels[i % len(channels)] // 100, channel_id=channels[i % len(channels)],
            kind=KINDS[i % 4], limit=10)),
        ("history server, paged", paged),
    ]  # fmt: skip
    print(f"{'query':<26} {'calls':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for name, call in queries:
        await call(0)  # warm the page cache and the statement cache
        ms = await timed(args.calls, call)
        q = statistics.quantiles(ms, n=100) if len(ms) > 1 else ms * 99
        print(f"{name:<26} {len(ms):>5} {q[49]:>8.2f} {q[94]:>8.2f} {max(ms):>8.2f}", flush=True)
    if args.plans:
        await plans(db, member(0), channels[0])


async def plans(db: Database, who: tuple[int, int], channel: int) -> None:
    """Print the plan of each query's main statement (what the indexes are for)."""
    user, guild = who
    statements = {
        "leaderboard": ("SELECT * FROM ratings WHERE kind = ? AND scope = ? AND games >= ? "
                        "ORDER BY mu - 3 * sigma DESC, user_id LIMIT 10", ("village", "global", 5)),
        "member_stats": ("SELECT g.kind, EXISTS (SELECT 1 FROM actions AS a WHERE a.game_id = g.id "
                         "AND a.seat = s.seat AND a.reason = 'timeout') FROM seats AS s "
                         "JOIN games AS g ON g.id = s.game_id WHERE s.user_id = ? AND "
                         "s.seat IS NOT NULL AND g.status = 'finished' "
                         "ORDER BY g.finished_at DESC, g.id DESC", (user,)),
        "history server": ("SELECT g.id FROM games AS g WHERE g.guild_id = ? AND "
                           "g.status = 'finished' ORDER BY g.finished_at DESC, g.id DESC LIMIT 10",
                           (guild,)),
        "history channel": ("SELECT g.id FROM games AS g WHERE g.guild_id = ? AND "
                            "g.status = 'finished' AND g.channel_id = ? "
                            "ORDER BY g.finished_at DESC, g.id DESC LIMIT 10", (guild, channel)),
    }  # fmt: skip
    async with db.read() as conn:
        for name, (sql, params) in statements.items():
            rows = await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {sql}", params)
            print(f"{name}: " + " | ".join(str(r[3]) for r in rows))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=10000, help="finished games")
    ap.add_argument("--members", type=int, default=400)
    ap.add_argument("--servers", type=int, default=20)
    ap.add_argument("--actions", type=int, default=6, help="moves per game")
    ap.add_argument("--calls", type=int, default=200, help="calls per query")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--without-0006", action="store_true", help="drop the indexes of 0006")
    ap.add_argument("--plans", action="store_true", help="print the query plans")
    asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    main()
