"""Two bot processes on one PostgreSQL database, one shard each, one killed and restarted.

Each process runs shard 0 or shard 1 of 2 (``SHARD_COUNT``, ``SHARD_IDS``) against one fake
Discord that routes every server to its shard's connection. Games in servers of both shards run
on turn clocks of a few seconds (``FAKE_TURN_FLOOR``), so reminders and timeouts keep coming,
while this test plays moves in them through its own ``GameService`` (a third process on the
same database, racing the clocks) and SIGKILLs one bot process, then the other, mid-play,
restarting each. Then: no move the test saw accepted is lost or stored twice, every game
replays to its stored state, every timeout was claimed once and played once, every reminder
was claimed once and posted at most once (a kill between the claim and the post leaves it to
the restart, which sends it again with the same nonce if it is still current: with turns of
seconds it rarely is, so at most one per kill is lost), and each process drove only its own
servers. The last tests: a reminder untold at a crash is posted once after the restart.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.games import SPECS, village
from bot.services import GameService, errors, play
from bot.services.integrity import check_all
from bot.storage import GameRecord, GameRepository, PostgresDatabase, Status
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import ok, start_game
from tests.e2e.test_process import Child, exit_code, launched
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Guild
from tests.timing import ceiling, until

SHARDS = 2
GUILDS_PER_SHARD = 2
CHANNELS_PER_GUILD = 3
TURN = 5
"""Seconds of every turn clock: a reminder at half time, then the timeout."""
PLAY_SECONDS = 24.0
KILLS = 4
REMINDER = "it's still your turn in game #"


def shard_of(guild_id: int) -> int:
    return (guild_id >> 22) % SHARDS


@asynccontextmanager
async def schema(url: str) -> AsyncIterator[str]:
    """Make a throwaway schema; yield the URL the processes use to reach it."""
    name = f"shards_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(url, timeout=ceiling())
    try:
        await admin.execute(f"CREATE SCHEMA {name}")
        yield f"{url}?search_path={name}"
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        await admin.close()


class Processes:
    """The two bot processes, by shard; each can be killed and started again."""

    def __init__(self, fake: FakeDiscord, url: str, tmp: Path) -> None:
        self.fake, self.url, self.tmp = fake, url, tmp
        self.stack = AsyncExitStack()
        self.children: dict[int, Child] = {}
        self.every: list[Child] = []

    async def start(self, shard: int) -> Child:
        env = {
            "HOARD_DATABASE_URL": self.url,
            "SHARD_COUNT": str(SHARDS),
            "SHARD_IDS": str(shard),
            "FAKE_TURN_FLOOR": "1",
        }
        child = await self.stack.enter_async_context(
            launched(self.fake.base_url, self.tmp / "unused.db", env=env, cwd=self.tmp)
        )
        self.children[shard] = child
        self.every.append(child)
        await child.wait_for("ready:")
        return child

    async def kill(self, shard: int) -> None:
        child = self.children.pop(shard)
        child.proc.send_signal(signal.SIGKILL)
        assert await exit_code(child) == -signal.SIGKILL

    async def stop(self) -> None:
        for child in self.children.values():
            child.proc.send_signal(signal.SIGTERM)
        for child in self.children.values():
            assert await exit_code(child) == 0, child.text
        await self.stack.aclose()


async def open_games(
    service: GameService,
    guilds: list[Guild],
    channels: dict[int, list[Channel]],
    host: int,
    bob: int,
) -> list[GameRecord]:
    games = []
    for guild in guilds:
        await service.update_settings(
            guild.id, {"absent_after": 20, "images": False}, can_manage_guild=True
        )
        for channel in channels[guild.id]:
            game = await service.open_lobby(
                kind="village", guild_id=guild.id, channel_id=channel.id, host_id=host
            )
            await service.join(game.id, bob)
            async with service.repo.db.write() as conn:  # a turn of seconds, as no admin can
                await conn.execute(
                    "UPDATE games SET turn_seconds = ? WHERE id = ?", (TURN, game.id)
                )
            games.append(await service.start(game.id, host))
    return games


async def play_one(
    service: GameService,
    game_id: int,
    rng: random.Random,
    accepted: list[tuple[int, int, int, str]],
) -> str:
    """Play a random legal move for whoever is to move; return what happened."""
    game = await service.game(game_id)
    if game.status is not Status.RUNNING:
        return "over"
    state = await service.state(game)
    seat = village.current_seat(state)
    if seat is None:
        return "over"
    action = village.action_to_json(rng.choice(village.legal_actions(state)))
    try:
        result = await service.apply(game_id, game.seats[seat].user_id, action, game.version)
    except (errors.StaleBoard, errors.NotYourTurn, errors.GameNotRunning):
        return "raced"  # a timeout got there first: the move was refused, nothing stored
    accepted.append((game_id, result.game.version, seat, json.dumps(result.action, sort_keys=True)))
    return "accepted"


@pytest.mark.slow
async def test_two_sharded_processes_killed_mid_play_drive_each_clock_once(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play, "TURN_FLOOR", 1)  # this process's moves start turns of TURN s too
    rng = random.Random(18)
    async with FakeDiscord() as fake, schema(postgres_url) as url:
        host, bob = fake.add_user("host"), fake.add_user("bob")
        guilds: dict[int, list[Guild]] = {s: [] for s in range(SHARDS)}
        channels: dict[int, list[Channel]] = {}
        while any(len(g) < GUILDS_PER_SHARD for g in guilds.values()):
            guild = fake.add_guild(f"Server {len(fake.guilds)}")
            if len(guilds[shard_of(guild.id)]) >= GUILDS_PER_SHARD:
                continue
            guilds[shard_of(guild.id)].append(guild)
            channels[guild.id] = [
                fake.add_channel(guild, f"table-{n}") for n in range(CHANNELS_PER_GUILD)
            ]
            fake.add_member(guild, host)
            fake.add_member(guild, bob)
        ours = [g for s in range(SHARDS) for g in guilds[s]]
        db = await PostgresDatabase.open(url, max_size=4)
        service = GameService(GameRepository(db), specs=SPECS, seeds=lambda: rng.randrange(1 << 62))
        try:
            games = await open_games(service, ours, channels, host.id, bob.id)
            processes = Processes(fake, url, tmp_path)
            try:
                for shard in range(SHARDS):
                    await processes.start(shard)
                accepted: list[tuple[int, int, int, str]] = []
                outcomes: Counter[str] = Counter()
                began = time.monotonic()
                kill_at = sorted(rng.uniform(3, PLAY_SECONDS - 4) for _ in range(KILLS))
                killed = 0
                while (elapsed := time.monotonic() - began) < PLAY_SECONDS or killed < KILLS:
                    if killed < KILLS and elapsed >= kill_at[killed]:
                        shard = killed % SHARDS
                        await processes.kill(shard)
                        killed += 1
                        restart = asyncio.create_task(processes.start(shard))
                        while not restart.done():  # play on meanwhile: the clocks wait
                            game = rng.choice(games)
                            outcomes[await play_one(service, game.id, rng, accepted)] += 1
                            await asyncio.sleep(rng.uniform(0.05, 0.4))
                        await restart
                        continue
                    game = rng.choice(games)
                    outcomes[await play_one(service, game.id, rng, accepted)] += 1
                    await asyncio.sleep(rng.uniform(0.05, 0.4))
                # Let every running clock be driven once more: nothing is left overdue.
                await asyncio.sleep(2)
                overdue = await wait_driven(service, [g.id for g in games], ceiling())
                assert overdue == [], f"clocks nobody drove: {overdue}"
                # Each server's interactions reach the process of its shard.
                for shard, shard_guilds in guilds.items():
                    for guild in shard_guilds:
                        rec = await fake.slash(host, channels[guild.id][0], "hoard games")
                        assert rec.errors == [] and rec.shard == (shard, SHARDS)
            finally:
                await processes.stop()
            text = "\n".join(c.text for c in processes.every)
            assert "Traceback" not in text, text
            assert killed == KILLS and outcomes["accepted"] > 20, outcomes
            print(f"moves: {dict(outcomes)}, processes started {len(processes.every)}")
            await check_moves(service, games, accepted)
            await check_clock(service, fake, ours, channels, KILLS)
            checked, findings = await check_all(service)
            assert checked == len(games) and findings == []
        finally:
            await db.close()
        assert fake.rejected == [] and fake.unhandled == []


async def wait_driven(service: GameService, ids: list[int], within: float) -> list[int]:
    """Wait until no running game's next reminder or deadline is more than a second past."""
    deadline = time.monotonic() + within
    while True:
        now = datetime.now(UTC)
        late = []
        for game_id in ids:
            game = await service.game(game_id)
            due = game.next_event_at
            running = game.status is Status.RUNNING and due is not None
            if running and (now - datetime.fromisoformat(str(due))).total_seconds() > 1.0:
                late.append(game_id)
        if not late or time.monotonic() > deadline:
            return late
        await asyncio.sleep(0.2)


async def check_moves(
    service: GameService, games: list[GameRecord], accepted: list[tuple[int, int, int, str]]
) -> None:
    """Every move the test saw accepted is stored once, at its version; no other own move."""
    for game in games:
        log = await service.repo.actions(game.id)
        own = [
            (game.id, a.version, a.seat, json.dumps(json.loads(a.action_json), sort_keys=True))
            for a in log
            if a.reason is None
        ]
        assert own == [m for m in accepted if m[0] == game.id]
        versions = [a.version for a in log]
        assert versions == sorted(set(versions)), "a version stored twice"


async def check_clock(
    service: GameService,
    fake: FakeDiscord,
    guilds: list[Guild],
    channels: dict[int, list[Channel]],
    kills: int,
) -> None:
    """Every timeout claimed once and played once; every reminder claimed once, posted at
    most once, and missing only after a kill between its claim and its post."""
    clock_log = await service.repo.clock_log()
    keys = [(e.game_id, e.deadline_at, e.kind, e.number) for e in clock_log]
    assert len(keys) == len(set(keys))
    timeouts = [e for e in clock_log if e.kind == "timeout"]
    reminders = [e for e in clock_log if e.kind == "reminder"]
    assert len(timeouts) >= 10 and len(reminders) >= 10, (len(timeouts), len(reminders))
    claimed = {(e.game_id, e.version + 1) for e in timeouts}
    for game_id in {e.game_id for e in clock_log}:
        log = await service.repo.actions(game_id)
        by_version = {a.version: a for a in log}
        for entry in (e for e in timeouts if e.game_id == game_id):
            assert entry.claimed_at >= entry.deadline_at, "a timeout before its deadline"
            assert by_version[entry.version + 1].reason == "timeout"  # the move it claimed
        for a in log:  # a timeout move is claimed, or the rest of a claimed turn
            if a.reason == "timeout" and (game_id, a.version) not in claimed:
                assert by_version[a.version - 1].reason == "timeout", (game_id, a.version)
        for entry in (e for e in reminders if e.game_id == game_id):
            assert entry.claimed_at < entry.deadline_at, "a reminder after its deadline"
    posted: Counter[int] = Counter()
    for guild in guilds:
        for channel in channels[guild.id]:
            for message in fake.channel_messages(channel, include_deleted=True):
                if REMINDER in message.content:
                    game_id = int(message.content.split(REMINDER)[1].split(":")[0])
                    posted[game_id] += 1
    claims = Counter(e.game_id for e in reminders)
    said = Counter(e.game_id for e in reminders if e.posted)
    moot = Counter(e.game_id for e in reminders if e.posted is False)  # a move came first
    for game_id in claims | posted:  # each said once, none twice, none said when moot
        assert said[game_id] <= posted[game_id] <= claims[game_id] - moot[game_id], (
            game_id,
            said,
            posted,
            moot,
        )
    lost = sum(claims.values()) - sum(moot.values()) - sum(posted.values())
    assert lost <= kills  # only a kill between a claim and its post, and not current after
    total: dict[str, Any] = {"reminders": sum(claims.values()), "timeouts": len(timeouts)}
    print(f"clock: {total}, reminders posted {sum(posted.values())}, moot {sum(moot.values())}")


@pytest.mark.parametrize("posted", [True, False], ids=["posted", "not-posted"])
async def test_a_reminder_untold_at_a_crash_is_posted_once_after_the_restart(
    world: World, start_bot: StartBot, tmp_path: Path, posted: bool
) -> None:
    """The process stopped between claiming a reminder and recording that it told the players:
    its message went out (``posted``) or not. The restart sends it again with the same nonce,
    and the channel and the DM get it once either way."""
    fake, clock, db = world.fake, FakeClock(), tmp_path / "hoard.db"
    async with start_bot(db, clock=clock) as bot:
        ok(await fake.slash(world.host, world.channel, "hoard notify", dm="on"))
        ok(await fake.slash(world.bob, world.channel, "hoard notify", dm="on"))
        await start_game(world, [world.host, world.bob])
        game = await bot.service.game_in_channel(world.channel.id)
        assert game is not None
        clock.advance(hours=12)
        if posted:  # claimed and told, then the record of the telling is lost with the process
            assert bot.scheduler is not None
            await bot.scheduler.tick()
            await fake.settle()
            async with bot.service.repo.db.write() as conn:
                await conn.execute("UPDATE clock_log SET sent_at = NULL")
        else:  # claimed, and the process died before the message
            assert await bot.service.run_due(game.id) is not None
    clock.advance(seconds=20)
    async with start_bot(db, clock=clock) as bot:  # its clock's first tick sends it again
        repo = bot.service.repo

        async def told() -> bool:
            return any(e.sent_at is not None for e in await repo.clock_log(game.id))

        await until(told, "the reminder told after the restart")
        await fake.settle()
        log = await repo.clock_log(game.id)
    reminders = [
        m
        for m in fake.channel_messages(world.channel, include_deleted=True)
        if REMINDER in m.content
    ]
    assert len(reminders) == 1 and not reminders[0].deleted  # the table the reminder posted
    dms = fake.dms(world.host) + fake.dms(world.bob)
    assert len(dms) == 1
    assert [(e.kind, e.number, e.sent_at is not None) for e in log] == [("reminder", 1, True)]
