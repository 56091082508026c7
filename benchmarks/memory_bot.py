"""The whole bot's memory as games are touched one by one through Discord: its RSS every N games.

    python benchmarks/memory_bot.py                      # 2,000 games, the RSS every 250
    python benchmarks/memory_bot.py --games 10000 --every 1000

``benchmarks/memory.py`` measures the service alone; this one runs the bot as an admin runs it
(``tests/e2e/launch.py``: the real ``bot.__main__`` against the fake Discord of this process,
over loopback), pictures on. Each game gets a channel of its own (ten per server: a server's
open games are limited), is opened, joined and started, then touched once as a member does:
"Show my hand" on its table (the hand picture drawn), then a move from the panel (the panel's
and the new table's pictures drawn, the table posted, the old one deleted). Games are left
running, so every game the bot has seen stays in its database. ``--parallel`` games go through
at once. Prints the resident memory (VmRSS, now) of the bot's process, and with its worker
processes, after the start and after every ``--every`` games. Figures are read by hand, never
asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.saturation import (  # noqa: E402
    TURN,
    new_game,
    one_move,
    table_of,
    tree_cpu,
    tree_rss,
    wait_for,
)
from tests.e2e.test_process import launched  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.fakediscord.state import Channel, User  # noqa: E402

PER_SERVER = 10


async def touch(fake: FakeDiscord, channel: Channel, players: dict[int, User]) -> bool:
    """Open a game in ``channel`` and make its first move; say whether the move was made."""
    a, b = players.values()
    await new_game(fake, channel, a, b)
    table = await wait_for(lambda: table_of(fake, channel), 30)
    if table is None:
        return False
    found = TURN.match(table.content)
    if found is None:
        return False
    taps: list[Any] = []
    return await one_move(fake, channel, players[int(found.group(1))], table, taps)


def line(games: int, pid: int, started: float) -> str:
    own, everything = tree_rss(pid, list(tree_cpu(pid)))
    return (
        f"touched {games:6d} games: bot process {own:6.1f} MiB, with its workers "
        f"{everything:6.1f} MiB ({time.monotonic() - started:.0f} s)"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--every", type=int, default=250)
    parser.add_argument("--parallel", type=int, default=8)
    args = parser.parse_args()
    async with FakeDiscord() as fake:

        async def no_wait(*_: Any, **__: Any) -> None:
            return None  # answers are awaited by polling: the quiet spell never comes here

        fake.settle = no_wait  # type: ignore[method-assign]
        places: list[tuple[Channel, dict[int, User]]] = []
        for server in range((args.games + PER_SERVER - 1) // PER_SERVER):
            guild = fake.add_guild(f"Memory {server}")
            pair = [fake.add_user(f"m{server}a"), fake.add_user(f"m{server}b")]
            for user in pair:
                fake.add_member(guild, user)
            for n in range(min(PER_SERVER, args.games - server * PER_SERVER)):
                places.append((fake.add_channel(guild, f"game-{n}"), {u.id: u for u in pair}))
        with tempfile.TemporaryDirectory() as tmp:
            async with launched(fake.base_url, Path(tmp) / "hoard.db") as child:
                await child.wait_for("ready:")
                pid = child.proc.pid
                started = time.monotonic()
                print(line(0, pid, started), flush=True)
                moved = 0
                for first in range(0, len(places), args.every):
                    batch = places[first : first + args.every]
                    for at in range(0, len(batch), args.parallel):
                        group = batch[at : at + args.parallel]
                        made = await asyncio.gather(*(touch(fake, c, p) for c, p in group))
                        moved += sum(made)
                    print(line(first + len(batch), pid, started), flush=True)
                print(f"games touched with a move: {moved} of {len(places)}")
                said = "\n".join(child.lines)
                if re.search(r"Traceback|ERROR", said):
                    print("the bot logged errors:\n" + said[-2000:])


if __name__ == "__main__":
    asyncio.run(main())
