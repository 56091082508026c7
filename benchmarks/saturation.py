"""At saturation: how many answers come after Discord's 3 seconds, pictures on or off.

    python benchmarks/saturation.py                          # 12 games, 40 s, pictures on
    python benchmarks/saturation.py --games 100 --seconds 60 --pictures off

The bot runs as an admin runs it, in its own process (``tests/e2e/launch.py``: the real
``bot.__main__`` against the fake Discord of this process, over loopback). ``--games`` games of
two players each, one per server, are played in a closed loop, as fast as the answers come:
the player to move taps "Show my hand" on the table (the bot draws the hand picture), then the
panel's Draw (the move tap: the mover's panel and the table's picture are drawn again); a game
that ends starts anew. ``--pictures off``: each server's admin turns pictures off first
(``/hoard-config pictures``). Every interaction's first answer (its ack) is timed by the fake in
real seconds (``ack_wall_seconds``, from the moment it sent the interaction); the run reports,
for every interaction and for the move taps alone, how many there were, per second,
p50/p95/p99/max, and how many came after 3 s (the member would see "This interaction failed"),
and the moves made per second. Then the REST requests per move by endpoint (every request of
the run, lobbies and panels included, over the moves made), and how many of them count against
the bot's global rate limit (``tests.fakediscord.budget``: interaction callbacks and follow-ups
do not). Then the bot's CPU per move over the run (its own process, then with its picture and
thinking workers: /proc), and its resident memory at the end. Figures are read by hand, never
asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.e2e.test_process import launched  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.fakediscord.budget import by_route, limited  # noqa: E402
from tests.fakediscord.state import Channel, Message, User  # noqa: E402

TURN = re.compile(r"<@(\d+)>, it's your turn")


def tree_cpu(root: int) -> dict[int, float]:
    """CPU seconds (user + system) of ``root`` and every process under it (the bot and its
    picture and thinking workers), by pid (Linux: /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        parents[int(entry.name)] = int(fields[1])
        spent[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    tree, grew = {root}, True
    while grew:
        more = {pid for pid, parent in parents.items() if parent in tree} - tree
        tree |= more
        grew = bool(more)
    return {pid: spent[pid] for pid in tree if pid in spent}


def tree_rss(root: int, pids: list[int]) -> tuple[float, float]:
    """The resident memory (VmRSS, MiB) of ``root`` alone and of ``pids`` together."""

    def rss(pid: int) -> float:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            pass  # ended meanwhile
        return 0.0

    return rss(root), sum(rss(pid) for pid in pids)


def table_of(fake: FakeDiscord, channel: Channel) -> Message | None:
    """The channel's table (the message with "Show my hand"), if one is up."""
    for message in reversed(fake.channel_messages(channel)):
        if any(b.get("label") == "Show my hand" for b in message.buttons()):
            return message
    return None


async def wait_for(check: Any, timeout: float = 30.0) -> Any:
    """Poll ``check()`` until it returns something truthy (None after ``timeout``)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        await asyncio.sleep(0.005)
    return None


async def new_game(fake: FakeDiscord, channel: Channel, a: User, b: User) -> None:
    """Open a game of ``a`` and ``b`` (none if the channel's game still runs: its table was
    only slow to come)."""
    lobby = (await fake.slash(a, channel, "village new")).message
    if lobby is None:
        raise SystemExit("the bot did not open a lobby: is it running?")
    if not any(x.get("label") == "Join" for x in lobby.buttons()):
        return  # "This channel already has an open game"
    await fake.click(b, lobby, label="Join")
    await fake.click(a, lobby, label="Start")


async def one_move(
    fake: FakeDiscord, channel: Channel, mover: User, table: Message, taps: list[Any]
) -> bool:
    """Open the mover's hand from ``table`` and draw (confirming the end on an empty deck);
    the move taps' records go to ``taps``."""
    opened = await fake.click(mover, table, label="Show my hand")
    if not await wait_for(lambda: opened.messages and opened.messages[0].buttons()):
        return False
    panel = opened.messages[0]
    draw = next((x for x in panel.buttons() if x.get("label", "").startswith("Draw")), None)
    if draw is None or draw.get("disabled"):
        return False
    taps.append(await fake.click(mover, panel, custom_id=draw["custom_id"]))

    def ending() -> dict[str, Any] | None:
        buttons = fake.message(panel.id).buttons()
        return next((x for x in buttons if "end the game" in x.get("label", "")), None)

    found = await wait_for(lambda: ending() or table_of(fake, channel) is not table, 10)
    if isinstance(found, dict):
        taps.append(await fake.click(mover, fake.message(panel.id), custom_id=found["custom_id"]))
    return True


async def play(
    fake: FakeDiscord, channel: Channel, users: dict[int, User], stop: float, taps: list[Any]
) -> int:
    """Play games in ``channel`` until ``stop``; return the moves made."""
    a, b = users.values()
    moves = 0
    await new_game(fake, channel, a, b)
    while time.monotonic() < stop:
        table = await wait_for(lambda: table_of(fake, channel), 10)
        if table is None:  # the game ended: its final table has no buttons
            await new_game(fake, channel, a, b)
            continue
        found = TURN.match(table.content)
        if found is None:
            await asyncio.sleep(0.01)
            continue
        moves += await one_move(fake, channel, users[int(found.group(1))], table, taps)
    return moves


def figures(what: str, acks: list[float], elapsed: float) -> str:
    """One line: how many acks, per second, their p50/p95/p99/max and how many came late."""
    if not acks:
        return f"{what}: none"
    ms = sorted(s * 1000 for s in acks)
    cuts = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else ms * 99
    late = sum(1 for s in acks if s > 3.0)
    return (
        f"{what} {len(ms)} ({len(ms) / elapsed:.1f}/s): ack p50 {cuts[49]:.0f} ms, "
        f"p95 {cuts[94]:.0f} ms, p99 {cuts[98]:.0f} ms, max {ms[-1]:.0f} ms; after 3 s: {late}"
    )


async def pictures_off(fake: FakeDiscord, channel: Channel, admin: User) -> None:
    """Turn the server's pictures off, as its admin does."""
    answer = await fake.slash(admin, channel, "hoard-config pictures", on=False)
    if answer.errors or not answer.acknowledged:
        raise SystemExit(f"the bot did not turn pictures off: {answer.errors}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--pictures", choices=("on", "off"), default="on")
    args = parser.parse_args()
    async with FakeDiscord() as fake:

        async def no_wait(*_: Any, **__: Any) -> None:
            return None  # answers are awaited by polling: the quiet spell never comes here

        fake.settle = no_wait  # type: ignore[method-assign]
        channels, players, admins = [], [], []
        for g in range(args.games):  # a server each: a server's open games are limited
            guild = fake.add_guild(f"Saturation {g}")
            channels.append(fake.add_channel(guild, f"game-{g}"))
            pair = [fake.add_user(f"p{g}a"), fake.add_user(f"p{g}b")]
            for user in pair:
                fake.add_member(guild, user)
            players.append({u.id: u for u in pair})
            admins.append(fake.add_user(f"admin{g}"))
            fake.add_member(guild, admins[-1], admin=True)
        taps: list[Any] = []
        with tempfile.TemporaryDirectory() as tmp:
            async with launched(fake.base_url, Path(tmp) / "hoard.db", env=None) as child:
                await child.wait_for("ready:")
                if args.pictures == "off":
                    for channel, admin in zip(channels, admins, strict=True):
                        await pictures_off(fake, channel, admin)
                await asyncio.sleep(0.5)
                first = len(fake.interactions)
                requests = len(fake.requests)
                before = tree_cpu(child.proc.pid)
                start = time.monotonic()
                stop = start + args.seconds
                made = await asyncio.gather(
                    *(play(fake, c, p, stop, taps) for c, p in zip(channels, players, strict=True))
                )
                elapsed = time.monotonic() - start
                after = tree_cpu(child.proc.pid)
                memory = tree_rss(child.proc.pid, list(after))
        played = fake.interactions[first:]
        acks = [r.ack_wall_seconds for r in played if r.ack_wall_seconds is not None]
        unanswered = sum(1 for r in played if r.ack_wall_seconds is None)
        moved = [r.ack_wall_seconds for r in taps if r.ack_wall_seconds is not None]
        print(
            f"games {args.games}, {elapsed:.0f} s, pictures {args.pictures}, "
            "the bot in its own process"
        )
        print(f"moves {sum(made)} ({sum(made) / elapsed:.1f}/s)")
        print(figures("interactions", acks, elapsed))
        print(figures("move taps", moved, elapsed))
        print(f"answers after 3 s: {sum(1 for s in acks if s > 3.0)}; never answered: {unanswered}")
        print(cpu_per_move(child.proc.pid, before, after, sum(made), len(played)))
        print(
            f"RSS at the end: bot process {memory[0]:.0f} MiB, with its workers "
            f"{memory[1]:.0f} MiB ({args.games} games played, pictures {args.pictures})"
        )
        print(rest_per_move(fake.requests[requests:], sum(made)))


def cpu_per_move(
    root: int, before: dict[int, float], after: dict[int, float], moves: int, interactions: int
) -> str:
    """The bot's CPU over the run per move (its own process, then with its workers), and per
    interaction (a move here is two: "Show my hand" and the move tap, plus an end's confirm)."""
    if not moves:
        return "CPU per move: no move made"
    own = after.get(root, 0.0) - before.get(root, 0.0)
    total = sum(t - before.get(pid, 0.0) for pid, t in after.items())
    return (
        f"CPU per move: bot process {own / moves * 1000:.1f} ms, with its workers "
        f"{total / moves * 1000:.1f} ms ({total / max(interactions, 1) * 1000:.1f} ms per "
        f"interaction; {len(after)} processes)"
    )


def rest_per_move(requests: list[Any], moves: int) -> str:
    """The REST requests per move by endpoint, those under the global rate limit marked *."""
    if not moves:
        return "REST per move: no move made"
    under = limited(requests)
    counts, starred = by_route(requests), by_route(under)
    lines = [f"REST per move ({moves} moves), * = under the global rate limit:"]
    for route, n in counts.most_common():
        lines.append(f"  {'*' if route in starred else ' '} {n / moves:6.3f}  {route}")
    lines.append(f"  rate-limited per move: {len(under) / moves:.3f}")
    return "\n".join(lines)


if __name__ == "__main__":
    asyncio.run(main())
