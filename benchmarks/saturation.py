"""At saturation, pictures on: how many answers come after Discord's 3 seconds.

    python benchmarks/saturation.py                      # 12 games, 40 s
    python benchmarks/saturation.py --games 20 --seconds 60

The bot runs as an admin runs it, in its own process (``tests/e2e/launch.py``: the real
``bot.__main__`` against the fake Discord of this process, over loopback). ``--games`` games of
two players each, one per channel, are played as fast as the answers come: the player to move
taps "Show my hand" on the table (the bot draws the hand picture), then the panel's Draw (the
move: the mover's panel and the table's picture are drawn again); a game that ends starts
anew. Every interaction's first answer is timed by the fake (from the moment it sent the
interaction), and the run reports how many there were, per second, p50/p95/max, and how many
came after 3 s (the member would see "This interaction failed"). Figures are read by hand,
never asserted in tests.
"""

from __future__ import annotations

import argparse
import asyncio
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
from tests.fakediscord.state import Channel, Message, User  # noqa: E402

TURN = re.compile(r"<@(\d+)>, it's your turn")


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
    lobby = (await fake.slash(a, channel, "village new")).message
    if lobby is None:
        raise SystemExit("the bot did not open a lobby: is it running?")
    await fake.click(b, lobby, label="Join")
    await fake.click(a, lobby, label="Start")


async def one_move(fake: FakeDiscord, channel: Channel, mover: User, table: Message) -> bool:
    """Open the mover's hand from ``table`` and draw (confirming the end on an empty deck)."""
    opened = await fake.click(mover, table, label="Show my hand")
    if not await wait_for(lambda: opened.messages and opened.messages[0].buttons()):
        return False
    panel = opened.messages[0]
    draw = next((x for x in panel.buttons() if x.get("label", "").startswith("Draw")), None)
    if draw is None or draw.get("disabled"):
        return False
    await fake.click(mover, panel, custom_id=draw["custom_id"])

    def ending() -> dict[str, Any] | None:
        buttons = fake.message(panel.id).buttons()
        return next((x for x in buttons if "end the game" in x.get("label", "")), None)

    found = await wait_for(lambda: ending() or table_of(fake, channel) is not table, 10)
    if isinstance(found, dict):
        await fake.click(mover, fake.message(panel.id), custom_id=found["custom_id"])
    return True


async def play(fake: FakeDiscord, channel: Channel, users: dict[int, User], stop: float) -> int:
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
        moves += await one_move(fake, channel, users[int(found.group(1))], table)
    return moves


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=40.0)
    args = parser.parse_args()
    async with FakeDiscord() as fake:

        async def no_wait(*_: Any, **__: Any) -> None:
            return None  # answers are awaited by polling: the quiet spell never comes here

        fake.settle = no_wait  # type: ignore[method-assign]
        channels, players = [], []
        for g in range(args.games):  # a server each: a server's open games are limited
            guild = fake.add_guild(f"Saturation {g}")
            channels.append(fake.add_channel(guild, f"game-{g}"))
            pair = [fake.add_user(f"p{g}a"), fake.add_user(f"p{g}b")]
            for user in pair:
                fake.add_member(guild, user)
            players.append({u.id: u for u in pair})
        with tempfile.TemporaryDirectory() as tmp:
            async with launched(fake.base_url, Path(tmp) / "hoard.db", env=None) as child:
                await child.wait_for("ready:")
                await asyncio.sleep(0.5)
                start = time.monotonic()
                stop = start + args.seconds
                made = await asyncio.gather(
                    *(play(fake, c, p, stop) for c, p in zip(channels, players, strict=True))
                )
                elapsed = time.monotonic() - start
        acks = sorted(r.ack_seconds for r in fake.interactions if r.ack_seconds is not None)
        late = sum(1 for s in acks if s > 3.0)
        unanswered = sum(1 for r in fake.interactions if r.ack_seconds is None)
        ms = [s * 1000 for s in acks]
        p95 = statistics.quantiles(ms, n=20)[-1] if len(ms) > 1 else (ms[0] if ms else 0.0)
        print(f"games {args.games}, {elapsed:.0f} s, pictures on, the bot in its own process")
        print(f"moves {sum(made)} ({sum(made) / elapsed:.1f}/s)")
        print(
            f"interactions {len(acks)} ({len(acks) / elapsed:.1f}/s): first answer "
            f"p50 {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, max {max(ms):.0f} ms"
        )
        print(f"answers after 3 s: {late}; never answered: {unanswered}")


if __name__ == "__main__":
    asyncio.run(main())
