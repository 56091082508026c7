"""The aiohttp front door: REST under ``/api/v10``, the JSON gateway at ``/gateway``, files, CDN."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import re
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import aiohttp
from aiohttp import web

from . import payloads
from .rest import RestRequest
from .shards import Shard, guild_of, owns, parse_shard
from .state import DM, Message

if TYPE_CHECKING:
    from .fake import FakeDiscord

log = logging.getLogger("fakediscord")

HEARTBEAT_INTERVAL_MS = 41_250
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_PRESENCES = 1 << 8
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT

# a 1x1 transparent PNG for any CDN request
_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
)


def json_response(status: int, data: Any, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly (discord.py compares the header)."""
    if status == 204 or data is None:
        return web.Response(status=204 if data is None else status, headers=headers)
    body = json.dumps(data).encode()
    return web.Response(
        status=status, body=body, headers={"Content-Type": "application/json", **(headers or {})}
    )


@dataclass(eq=False)
class Session:
    session_id: str
    intents: int
    seq: int = 0
    buffer: list[dict[str, Any]] = field(default_factory=list)  # every dispatch sent, with "s"
    ws: web.WebSocketResponse | None = None
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    connected_at: int = 0
    shard: Shard | None = None  # from IDENTIFY, if sharded

    def owns(self, guild_id: int | None) -> bool:
        """Say whether Discord routes a server's events to this session."""
        return owns(self.shard, guild_id)


class Gateway:
    """Sessions of gateway clients (bots). The fake's state outlives connections."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: dict[str, Session] = {}
        self.identifies: list[dict[str, Any]] = []  # IDENTIFY payloads received
        self.close_codes: list[int] = []  # codes the fake closed connections with
        self._counter = 0
        self._closed_by_fake: set[int] = set()

    # ------------------------------------------------------------------------ sending

    def live(self) -> list[Session]:
        out = [s for s in self.sessions.values() if s.ws is not None and not s.ws.closed]
        return sorted(out, key=lambda s: s.connected_at)

    def _queue(self, session: Session, event: str, data: Any) -> None:
        session.seq += 1
        session.buffer.append({"op": 0, "t": event, "s": session.seq, "d": data})
        session.wake.set()

    def dispatch(
        self, event: str, data: Any, *, intent: int | None = None, latest_only: bool = False
    ) -> int:
        """Send a dispatch event to live sessions (all, or the latest) of the shard that owns
        the event's server, as Discord routes it. Returns how many."""
        guild_id = guild_of(event, data)
        if latest_only:
            targets = [s for s in self.live() if s.owns(guild_id)][-1:]
        else:  # connected sessions, and dropped ones that may still RESUME (buffered)
            targets = sorted(self.sessions.values(), key=lambda s: s.connected_at)
        n = 0
        for session in targets:
            if intent is not None and not session.intents & intent:
                continue
            if not session.owns(guild_id):
                continue
            self._queue(session, event, data)
            n += 1
            if event == "INTERACTION_CREATE":
                self.fake.interaction_routed(data, session.shard)
        return n

    def dispatch_message(self, event: str, msg: Message) -> None:
        ch = self.fake.channels.get(msg.channel_id)
        data = dict(msg.raw)
        if ch is not None and ch.guild_id:
            data["guild_id"] = str(ch.guild_id)
            guild = self.fake.guilds.get(ch.guild_id)
            author = guild.members.get(msg.author_id) if guild else None
            if author is not None:
                data["member"] = payloads.member(author, with_user=False)
        intent = DIRECT_MESSAGES if ch is not None and ch.type == DM else GUILD_MESSAGES
        guild_id = ch.guild_id if ch is not None and ch.guild_id else None
        for session in sorted(self.sessions.values(), key=lambda s: s.connected_at):
            if not session.intents & intent or not session.owns(guild_id):
                continue
            item = data
            own = msg.author_id == self.fake.bot_user.id
            if not own and not session.intents & MESSAGE_CONTENT and ch and ch.type != DM:
                mentioned = any(
                    int(u["id"]) == self.fake.bot_user.id for u in data.get("mentions", [])
                )
                if not mentioned:
                    item = {
                        **data,
                        "content": "",
                        "embeds": [],
                        "attachments": [],
                        "components": [],
                    }
            self._queue(session, event, item)

    async def _writer(self, session: Session, ws: web.WebSocketResponse, start: int) -> None:
        index = start
        try:
            while not ws.closed:
                while index < len(session.buffer):
                    await ws.send_str(json.dumps(session.buffer[index]))
                    index += 1
                session.wake.clear()
                if index < len(session.buffer):
                    continue
                await session.wake.wait()
        except (ConnectionResetError, RuntimeError, aiohttp.ClientConnectionResetError):
            return

    # ------------------------------------------------------------------------ connection

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        await ws.send_str(
            json.dumps(
                {"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None}
            )
        )
        session: Session | None = None
        writer: asyncio.Task[None] | None = None
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    continue
                try:
                    frame = json.loads(msg.data)
                except ValueError:
                    await self.close(ws, 4002, "Error while decoding payload.")
                    break
                op, data = frame.get("op"), frame.get("d")
                if op == 1:  # heartbeat
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:  # identify
                    if session is not None:
                        await self.close(ws, 4005, "Already authenticated.")
                        break
                    session = await self._identify(ws, data or {})
                    if session is None:
                        break
                    writer = asyncio.create_task(self._writer(session, ws, 0))
                elif op == 6:  # resume
                    resumed = await self._resume(ws, data or {})
                    if resumed is not None:
                        session, start = resumed
                        writer = asyncio.create_task(self._writer(session, ws, start))
                        self._queue(session, "RESUMED", {})
                elif op == 8:  # request guild members
                    self._members_chunk(session, data or {})
                elif op in (3, 4):  # presence / voice state: accepted, ignored
                    pass
                else:
                    await self.close(ws, 4001, "Unknown opcode.")
                    break
        finally:
            if writer is not None:
                writer.cancel()
            if session is not None and session.ws is ws:
                session.ws = None
                if id(ws) not in self._closed_by_fake and ws.close_code == 1000:
                    # a clean close by the client (bot.close()) ends the session; anything
                    # else (a dropped connection) leaves it resumable
                    self.sessions.pop(session.session_id, None)
        return ws

    async def close(self, ws: web.WebSocketResponse, code: int, reason: str) -> None:
        """Close a connection from the fake's side (recorded in ``close_codes``)."""
        self.close_codes.append(code)
        self._closed_by_fake.add(id(ws))
        await ws.close(code=code, message=reason.encode())

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        fake = self.fake
        self.identifies.append(data)
        if data.get("token") != fake.token or fake.reject_token:
            await self.close(ws, 4004, "Authentication failed.")
            return None
        intents = int(data.get("intents") or 0)
        if intents & PRIVILEGED_INTENTS and not fake.privileged_intents_allowed:
            await self.close(ws, 4014, "Disallowed intent(s).")
            return None
        try:
            shard = parse_shard(data.get("shard"))
        except ValueError:
            await self.close(ws, 4010, "Invalid shard.")
            return None
        self._counter += 1
        session = Session(session_id=secrets.token_hex(16), intents=intents, shard=shard)
        session.connected_at = self._counter
        session.ws = ws
        self.sessions[session.session_id] = session
        guilds = [g for g in fake.guilds.values() if session.owns(g.id)]
        ready = {
            "v": 10,
            "user": {**payloads.user(fake.bot_user), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": fake.gateway_url,
            "application": {"id": str(fake.application_id), "flags": fake.application_flags},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "auth": {},
            "_trace": ["fakediscord"],
        }
        if shard is not None:
            ready["shard"] = list(shard)
        self._queue(session, "READY", ready)
        if intents & GUILDS:
            for guild in guilds:
                self._queue(session, "GUILD_CREATE", payloads.guild_create(guild))
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> tuple[Session, int] | None:
        session = self.sessions.get(str(data.get("session_id")))
        busy = session is not None and session.ws is not None and not session.ws.closed
        if session is None or data.get("token") != self.fake.token or busy:
            await ws.send_str(json.dumps({"op": 9, "d": False, "s": None, "t": None}))
            return None
        seq = int(data.get("seq") or 0)
        start = next((i for i, f in enumerate(session.buffer) if f["s"] > seq), len(session.buffer))
        self._counter += 1
        session.connected_at = self._counter
        session.ws = ws
        return session, start

    def _members_chunk(self, session: Session | None, data: dict[str, Any]) -> None:
        if session is None:
            return
        gid = int(data.get("guild_id") or 0)
        guild = self.fake.guilds.get(gid)
        members = [payloads.member(m) for m in guild.members.values()] if guild else []
        ids = data.get("user_ids")
        if ids:
            wanted = {str(i) for i in (ids if isinstance(ids, list) else [ids])}
            members = [m for m in members if m["user"]["id"] in wanted]
        query = data.get("query")
        if query:
            members = [m for m in members if m["user"]["username"].startswith(query)]
        chunk: dict[str, Any] = {
            "guild_id": str(gid),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        self._queue(session, "GUILD_MEMBERS_CHUNK", chunk)


def build_app(fake: FakeDiscord) -> web.Application:
    @web.middleware
    async def activity(request: web.Request, handler: Any) -> web.StreamResponse:
        if request.path.startswith("/api/"):
            fake._inflight += 1
            fake._touch()
            try:
                return await handler(request)  # type: ignore[no-any-return]
            finally:
                fake._inflight -= 1
                fake._touch()
        return await handler(request)  # type: ignore[no-any-return]

    async def rest(request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        body: Any = None
        files: list[tuple[str, str, str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, aiohttp.BodyPartReader):
                    continue
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    ctype = part.headers.get(aiohttp.hdrs.CONTENT_TYPE, "")
                    files.append((part.name or "", part.filename or "", ctype, await part.read()))
        else:
            raw = await request.read()
            if raw:
                try:
                    body = json.loads(raw)
                except ValueError:
                    return json_response(400, {"message": "400: Bad Request", "code": 50109})
        limited = fake._take_rate_limit(request.method, path)
        if limited is not None:
            return limited
        req = RestRequest(
            method=request.method,
            path=path,
            query=dict(request.query),
            body=body,
            files=files,
            headers=dict(request.headers),
        )
        status, data = await fake.rest.handle(req)
        return json_response(status, data)

    async def attachment(request: web.Request) -> web.StreamResponse:
        data = fake.attachment_data.get(int(request.match_info["aid"]))
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, headers={"Content-Type": "application/octet-stream"})

    async def cdn(request: web.Request) -> web.StreamResponse:
        return web.Response(body=_PNG, headers={"Content-Type": "image/png"})

    app = web.Application(middlewares=[activity], client_max_size=64 * 1024 * 1024)
    app.router.add_route("*", "/api/v10/{tail:.*}", rest)
    app.router.add_get("/gateway", fake.gateway.handle)
    app.router.add_get("/gateway/", fake.gateway.handle)
    app.router.add_get("/attachments/{cid}/{aid}/{name}", attachment)
    app.router.add_get("/cdn/{tail:.*}", cdn)
    return app


def rate_limit_response(retry_after: float, *, is_global: bool = False) -> web.Response:
    """A 429 discord.py honours: ``Via`` header + JSON ``retry_after``/``global``."""
    return json_response(
        429,
        {"message": "You are being rate limited.", "retry_after": retry_after, "global": is_global},
        headers={
            "Via": "1.1 google",
            "Retry-After": str(max(1, round(retry_after))),
            "X-RateLimit-Scope": "global" if is_global else "user",
        },
    )


def path_matches(pattern: str | None, path: str) -> bool:
    return pattern is None or re.search(pattern, path) is not None
