"""End-to-end fixtures: the fake Discord, a server with members, and the real bot against it."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.client import HoardBot, create_bot
from bot.config import Settings
from bot.games import REGISTRY, village
from bot.services.replays import export
from bot.services.verifying import verify
from bot.storage import Database, GameRepository, Status
from bot.ui import ids
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Guild, RequestRecord, User
from tests.timing import ceiling

StartBot = Callable[..., contextlib.AbstractAsyncContextManager[HoardBot]]


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    host: User
    bob: User
    carol: User
    dave: User
    mod: User


@pytest.fixture
async def world() -> AsyncIterator[World]:
    async with FakeDiscord() as fake:
        # The fake waits for the in-process bot's interaction tasks (a picture drawn in a
        # worker process between two requests included): a short quiet spell is enough.
        fake.settle_quiet = 0.02
        guild = fake.add_guild("Village Square")
        channel = fake.add_channel(guild, "games")
        users = [fake.add_user(n) for n in ("host", "bob", "carol", "dave", "mod")]
        for u in users[:-1]:
            fake.add_member(guild, u)
        fake.add_member(guild, users[-1], permissions=(1 << 4) | (1 << 10) | (1 << 11))
        yield World(fake, guild, channel, *users)
        assert fake.rejected == [], "the bot sent payloads Discord would refuse"
        assert fake.unhandled == [], "the bot called endpoints the fake does not know"


def settings(**values: Any) -> Settings:
    return Settings(_env_file=None, discord_token="fake-token", **values)  # type: ignore[call-arg]


@pytest.fixture
def start_bot(world: World, tmp_path: Path) -> StartBot:
    """Start the real bot (``bot.start``) against the fake; stop it on leaving the block."""

    @contextlib.asynccontextmanager
    async def run(
        db_path: Path | None = None, *, seed: int = 2026, clock: Any = None, **values: Any
    ) -> AsyncIterator[HoardBot]:
        db = await Database.open(db_path or tmp_path / "hoard.db")
        seeds = itertools.count(seed)
        bot = create_bot(
            settings(**values),
            db,
            seeds=lambda: next(seeds),
            clock=clock,
            guild_ready_timeout=0.05,
        )
        task = asyncio.create_task(bot.start("fake-token"))
        played = False
        try:
            ready = asyncio.create_task(bot.wait_until_ready())
            done, _ = await asyncio.wait(
                {ready, task}, timeout=ceiling(), return_when="FIRST_COMPLETED"
            )
            if task in done:
                task.result()  # the start failed: raise its error
            assert ready in done, "the bot did not become ready"
            await world.fake.settle()
            yield bot
            played = True
        finally:
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(task, ceiling())
            try:
                if played:  # a failed test says its own failure, not this one
                    await assert_finished_games_replay(db)
            finally:
                await db.close()

    return run


async def assert_finished_games_replay(db: Database) -> None:
    """Export every finished game of the database and verify the document (its JSON text):
    each replays from its seed and log to its result and to the stored final state."""
    repo = GameRepository(db)
    for game_id in await repo.ids_started():
        game = await repo.get(game_id)
        if game is None or game.status is not Status.FINISHED:
            continue
        doc = export(game, await repo.actions(game_id), REGISTRY[game.kind])
        verified = verify(json.loads(json.dumps(doc)), REGISTRY)
        assert verified.final_state == game.state_data(), f"game {game_id}'s replay"


CARD_IDS = {*village.default_ruleset().ids, "wild"}
HAND_MARKERS = ("Cards in hand (", "Your hand", "If the game ended now")


def walk_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for c in components:
        out.append(c)
        out += walk_components(c.get("components", []))
    return out


def public_bodies(fake: FakeDiscord) -> list[tuple[str, dict[str, Any]]]:
    """Return every message body the bot sent that anyone in the channel could see."""
    out = []
    for r in fake.requests:
        body = r.json if isinstance(r.json, dict) else None
        if body is None:
            continue
        parts = r.path.strip("/").split("/")
        if parts[0] == "channels" and r.method in ("POST", "PATCH"):
            out.append((r.path, body))
        elif parts[0] == "interactions" and parts[-1] == "callback":
            rec = fake.interactions_by_id.get(int(parts[1]))
            data = body.get("data") or {}
            if body.get("type") == 7:
                hidden = rec is not None and rec.source_message is not None
                hidden = hidden and rec.source_message.ephemeral  # type: ignore[union-attr]
            else:
                hidden = bool((data.get("flags") or 0) & 64)
            if not hidden:
                out.append((r.path, data))
        elif parts[0] == "webhooks" and r.method == "POST" and not (body.get("flags") or 0) & 64:
            out.append((r.path, body))
    return out


def assert_no_leaks(fake: FakeDiscord) -> int:
    """No public payload shows a hand; no custom_id anywhere names a card. Returns the count."""
    bodies = public_bodies(fake)
    for path, body in bodies:
        text = json.dumps(body)
        for marker in HAND_MARKERS:
            assert marker not in text, f"{path} shows a hand: {marker!r}"
    for r in fake.requests:
        body = r.json if isinstance(r.json, dict) else {}
        data = body.get("data") if isinstance(body.get("data"), dict) else body
        for c in walk_components(list((data or {}).get("components") or [])):
            custom_id = c.get("custom_id")
            if custom_id is None:
                continue
            assert ids.is_ours(custom_id), custom_id
            assert not set(custom_id.split(":")) & CARD_IDS, custom_id
    return len(bodies)


def request_body(request: RequestRecord) -> dict[str, Any]:
    """Return a REST request's JSON body (from ``payload_json`` when it carried files)."""
    if isinstance(request.json, dict):
        return request.json
    files = {name: data for name, _, data in request.files}
    if "payload_json" in files:
        body = json.loads(files["payload_json"])
        if isinstance(body, dict):
            return body
    return {}


def pinged(fake: FakeDiscord, message_id: int) -> set[int]:
    """Return the users the bot's post of message ``message_id`` notified: those its content
    mentions whom its ``allowed_mentions`` lets through (Discord's rule for a bot's message)."""
    for request in fake.requests:
        response = request.response
        if (
            request.method == "POST"
            and isinstance(response, dict)
            and str(response.get("id")) == str(message_id)
        ):
            body = request_body(request)
            mentioned = {int(u) for u in re.findall(r"<@!?(\d+)>", body.get("content") or "")}
            allowed = body.get("allowed_mentions")
            if allowed is None:
                return mentioned
            if "users" in (allowed.get("parse") or []):
                return mentioned
            return mentioned & {int(u) for u in allowed.get("users") or []}
    raise AssertionError(f"no post of message {message_id} was recorded")
