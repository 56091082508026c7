"""Start to serving: how long the bot takes from launch to its first answer, with N stored games.

    python benchmarks/startup.py                       # 1,000 then 10,000 games, 5 starts each
    python benchmarks/startup.py --games 10000 --runs 9
    python benchmarks/startup.py --breakdown-only      # only the parts, in one process
    python benchmarks/startup.py --no-breakdown        # only the starts

The database of ``--games`` started village games (``--moves`` random moves each, played
through the service) is built once and kept under ``--cache`` (rebuilt only if missing). The
first start runs on a copy of it and registers the slash commands (a new bot, or one whose
commands changed); each restart then runs on a fresh copy of what that first start left
(commands unchanged since the last sync: none sent), as an admin's restart does. The bot runs
as an admin runs it, in its own process (``tests/e2e/launch.py``: the real ``bot.__main__``
against the fake Discord of this process, over loopback). For each start the run reports, from
the launch: when the gateway is connected (commands synced, the bot can be sent interactions),
when the first interaction (``/village new`` in a new channel, sent as soon as the gateway is
connected) is answered — *start to serving* — and when the "ready:" line is printed (discord.py
waits ``guild_ready_timeout``, 2 s, after the last server arrives before it says ready;
interactions are served before). Medians over ``--runs`` starts (the machine is shared: single
starts vary).

"CPU to serving" is the CPU time the bot's process (and its worker processes then alive)
used until that first answer: on a machine shared with other work it varies less than the
wall time.

The breakdown times each part of a start in a process of its own: the imports, opening the
database (its checks and migrations), spawning the bots' thinking workers, the pictures'
warm-up (their worker processes, fonts loaded), and the full integrity check of the file.
Figures are read by hand, never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.e2e.test_process import launched  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

BREAKDOWN = r"""
import asyncio, json, sys, time
t0 = time.perf_counter()
import bot.run, bot.client
from bot.games import SPECS
import importlib
for spec in SPECS.values():
    importlib.import_module(spec.extension)
t_imports = time.perf_counter() - t0
from pathlib import Path
from bot.storage import open_database
from bot.services import thinking
from bot.games import registry
from bot.ui import picture_cache

async def main():
    out = {"imports": t_imports}
    t = time.perf_counter()
    db = await open_database(Path(sys.argv[1]))
    out["open"] = time.perf_counter() - t
    t = time.perf_counter()
    await db.integrity_problems()
    out["integrity"] = time.perf_counter() - t
    await db.close()
    t = time.perf_counter()
    await thinking.shared(registry).warm_up()
    out["thinkers"] = time.perf_counter() - t
    drawer = picture_cache.shared()
    t = time.perf_counter()
    for spec in SPECS.values():
        await drawer.warm_up(importlib.import_module(spec.extension).ADAPTER.warm_up)
    out["pictures"] = time.perf_counter() - t
    await thinking.shared(registry).aclose()
    await drawer.aclose()
    print(json.dumps(out))

asyncio.run(main())
"""


async def build(path: Path, games: int, moves: int) -> None:
    """Write ``games`` started village games of two players, ``moves`` random moves each."""
    from bot.games import SPECS, village
    from bot.games.village import rules as village_rules
    from bot.services import GameService
    from bot.storage import Database, GameRepository

    rng = random.Random(1)
    db = await Database.open(path)
    try:
        service = GameService(GameRepository(db), specs=SPECS, seeds=lambda: rng.randrange(1 << 62))
        for n in range(games):
            channel = 1000 + n
            game = await service.open_lobby(
                kind="village", guild_id=1 + n // 10, channel_id=channel, host_id=1
            )
            await service.join(game.id, 2)
            game = await service.start(game.id, 1)
            for _ in range(moves):
                state = await service.state(game)
                seat = village.current_seat(state)
                if seat is None:
                    break
                action = village.action_to_json(village_rules.random_action(state, rng))
                moved = await service.apply(game.id, game.seats[seat].user_id, action, game.version)
                game = moved.game
    finally:
        await db.close()


async def database(cache: Path, games: int, moves: int) -> Path:
    """Return the cached database of ``games`` games (built the first time)."""
    path = cache / f"startup-{games}-{moves}.db"
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        part = path.with_suffix(".part")
        part.unlink(missing_ok=True)
        t = time.perf_counter()
        await build(part, games, moves)
        part.rename(path)
        print(f"built {path} ({games} games) in {time.perf_counter() - t:.0f} s", flush=True)
    return path


def cpu_seconds(pid: int) -> float:
    """Return the CPU time (user and system) of process ``pid`` and its living children, from
    /proc (Linux): what the start cost, less sensitive than wall time to a loaded machine."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if stat.parent.name == str(pid) or fields[1] == str(pid):  # itself, or a child
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


async def one_start(
    fake: FakeDiscord, template: Path, keep: Path | None = None
) -> tuple[float, float, float, float]:
    """Start the bot on a copy of ``template``; return seconds to the gateway, to the first
    answer, to the "ready:" line, and the CPU seconds spent until the first answer. ``keep``:
    where to copy the database once the bot has stopped (what a restart then starts from)."""
    guild = fake.add_guild("Startup")
    channel = fake.add_channel(guild, "first")
    user = fake.add_user("first")
    fake.add_member(guild, user)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "hoard.db"
        shutil.copyfile(template, db)
        start = time.monotonic()
        # This checkout's bot, whichever one the interpreter has installed.
        async with launched(
            fake.base_url, db, env={"PYTHONPATH": str(ROOT), "FAKE_READY_TIMEOUT": ""}
        ) as child:
            await fake.wait_for_bot(60)
            gateway = time.monotonic() - start
            rec = await fake.slash(user, channel, "village new")
            if rec.ack_wall_seconds is None or rec.errors:
                raise SystemExit(f"the first interaction was not answered: {rec.errors}")
            served = rec.sent_wall + rec.ack_wall_seconds - start
            cpu = cpu_seconds(child.proc.pid)
            await child.wait_for("ready:", 60)
            ready = time.monotonic() - start
            child.proc.terminate()
            await child.proc.wait()
        if keep is not None:
            for suffix in ("", "-wal"):
                if Path(f"{db}{suffix}").exists():
                    shutil.copyfile(f"{db}{suffix}", f"{keep}{suffix}")
    return gateway, served, ready, cpu


def breakdown(template: Path) -> dict[str, float]:
    """Time the parts of a start in a fresh process (on a copy of ``template``)."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "hoard.db"
        shutil.copyfile(template, db)
        out = subprocess.run(
            [sys.executable, "-c", BREAKDOWN, str(db)],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            check=True,
        )
    parts: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return parts


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:5.0f} ms (min {min(values) * 1000:.0f})"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "hoard-bench")
    parser.add_argument("--breakdown-only", action="store_true")
    parser.add_argument("--no-breakdown", action="store_true")
    args = parser.parse_args()
    for games in args.games:
        template = await database(args.cache, games, args.moves)
        size = template.stat().st_size / 2**20
        if not args.no_breakdown:
            parts = [breakdown(template) for _ in range(max(1, args.runs // 2))]
            line = ", ".join(f"{n} {ms([p[n] for p in parts])}" for n in parts[0])
            print(f"{games} games ({size:.1f} MiB) breakdown: {line}", flush=True)
        if args.breakdown_only:
            continue
        async with FakeDiscord() as fake:
            with tempfile.TemporaryDirectory() as tmp:
                # The first start registers the slash commands; a restart finds them unchanged.
                restart = Path(tmp) / "restart.db"
                firsts = [await one_start(fake, template, keep=restart)]
                runs = [await one_start(fake, restart) for _ in range(args.runs)]
        for what, done in (("first start", firsts), ("restart", runs)):
            gateway, served, ready, cpu = (list(x) for x in zip(*done, strict=True))
            print(
                f"{games} games, {what}: gateway {ms(gateway)}; start to serving (first "
                f"answer) {ms(served)}, CPU to serving {ms(cpu)}; ready line {ms(ready)}; "
                f"{len(done)} start{'s' if len(done) > 1 else ''}",
                flush=True,
            )


if __name__ == "__main__":
    asyncio.run(main())
