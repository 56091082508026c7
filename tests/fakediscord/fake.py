"""``FakeDiscord``: the world, the switches, the records, and acting as users.

Long file: the fake's one public face (what a test may do as a user or as Discord); the wire
formats and checks live in rest.py, payloads.py and specval.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import secrets
import time
from collections.abc import Callable, Iterator
from typing import Any

from aiohttp import web

from tests.timing import ceiling

from . import payloads, specval
from .rest import Rest
from .server import (
    GUILD_MEMBERS,
    GUILDS,
    Gateway,
    build_app,
    json_response,
    path_matches,
    rate_limit_response,
)
from .state import (
    ADMINISTRATOR,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_MEMBER_PERMISSIONS,
    DM,
    MANAGE_THREADS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    Channel,
    Clock,
    Guild,
    InteractionRecord,
    Member,
    Message,
    RequestRecord,
    Role,
    Snowflakes,
    User,
)

# application flags: the *_LIMITED intents flags mean "privileged intents enabled" (< 100 guilds)
_APP_FLAGS_PRIVILEGED = (1 << 13) | (1 << 15) | (1 << 19)
_APP_COMMAND_BADGE = 1 << 23

NO_RESPONSE = "no response within 3 s (the user sees: This interaction failed)"
NO_SUCCESS = "no successful initial response (the user sees: This interaction failed)"

# slash option types
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN = 1, 2, 3, 4, 5
USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 6, 7, 8, 9, 10, 11


HANDLERS = (
    "discord-ui-dynamic-item-",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-dispatch-",
    "CommandTree-invoker",
    "discord.py: on_interaction",
)
"""The names discord.py gives the tasks that run a component's, a modal's or a command's
callback, and the client's ``on_interaction`` listener (a bot may answer there: a modal by its
id, a stale button)."""


def handling() -> bool:
    """Say whether a bot in this event loop is still running an interaction's callback."""
    return any(
        not task.done() and task.get_name().startswith(HANDLERS) for task in asyncio.all_tasks()
    )


class FakeDiscord:
    """An offline Discord for tests with the real discord.py client over loopback.

    ``async with FakeDiscord() as fake:`` starts the server on 127.0.0.1 (ephemeral port) and
    patches discord.py's base URLs; then ``await bot.start("fake-token")`` works unmodified.
    """

    interaction_timeout: float | None = None  # real seconds slash()/click()/... wait for a
    # response (None: the suite's ceiling, tests/timing.py); a shorter one only where a test
    # expects no answer at all
    settle_quiet: float = 0.05  # then they wait until the bot made no request for this long

    def __init__(self, *, token: str = "fake-token", clock: Callable[[], float] | None = None):
        self.token = token
        self.clock = Clock(clock)
        self.snow = Snowflakes()
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.in_channel: dict[int, list[Message]] = {}
        """The messages of each channel in order (``keep``): read without scanning them all."""
        self.application_id: int = self.snow.next()
        # a modern application's bot user has the application's id
        self.bot_user = User(self.application_id, "TestBot", bot=True)
        self.app_owner = User(self.snow.next(), "app-owner")
        self.users[self.bot_user.id] = self.bot_user
        self.users[self.app_owner.id] = self.app_owner
        # behaviour switches
        self.reject_token = False
        self.privileged_intents_allowed = True
        self.dm_closed_users: set[int] = set()
        self.denied_channels: set[int] = set()
        # fake-clock seconds an interaction took to reach the bot (over 3: its token expired,
        # every initial response is refused with 10062 "Unknown interaction")
        self.delivery_delay = 0.0
        self.nonces: dict[tuple[int, str], tuple[float, Message]] = {}  # enforce_nonce's memory
        self.nonce_seconds = 300.0  # how long a nonce is remembered ("the past few minutes")
        """Channels where the bot may not post or edit (403 50013 Missing Permissions)."""
        # records
        self.sync_calls: list[tuple[int | None, list[dict[str, Any]]]] = []
        self._commands: dict[int | None, list[dict[str, Any]]] = {}
        self.requests: list[RequestRecord] = []
        self.rejected: list[RequestRecord] = []
        self.unhandled: list[RequestRecord] = []
        self.interactions: list[InteractionRecord] = []
        self.interactions_by_id: dict[int, InteractionRecord] = {}
        self.interactions_by_token: dict[str, InteractionRecord] = {}
        self.attachment_data: dict[int, bytes] = {}
        self.recommended_shards = 1  # what GET /gateway/bot answers (AutoShardedBot reads it)
        # machinery
        self.rest = Rest(self)
        self.gateway = Gateway(self)
        self.port: int | None = None
        self._runner: web.AppRunner | None = None
        self._installed: contextlib.ExitStack | None = None
        self._inflight = 0
        self._last_activity = time.monotonic()
        self._rate_limits: list[dict[str, Any]] = []
        self._activity = asyncio.Event()  # set at every request's start and end (``until``)

    # ------------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("FakeDiscord is not started (await fake.start())")
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return self.base_url + "/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def application_flags(self) -> int:
        flags = _APP_COMMAND_BADGE
        if self.privileged_intents_allowed:
            flags |= _APP_FLAGS_PRIVILEGED
        return flags

    async def start(self) -> None:
        if self._runner is not None:
            return
        runner = web.AppRunner(build_app(self), shutdown_timeout=0.5, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1])
        self._runner = runner

    async def stop(self) -> None:
        for session in self.gateway.live():
            if session.ws is not None:
                with contextlib.suppress(Exception):
                    await self.gateway.close(session.ws, 1001, "fake Discord stopped")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @contextlib.contextmanager
    def install(self) -> Iterator[FakeDiscord]:
        """Point discord.py at this fake (REST base, gateway, CDN); restored on exit."""
        import discord.asset
        import discord.gateway
        import discord.http
        import yarl

        route, ws = discord.http.Route, discord.gateway.DiscordWebSocket
        asset = discord.asset.Asset
        saved = (route.BASE, ws.DEFAULT_GATEWAY, asset.BASE)
        route.BASE = self.api_url
        ws.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        asset.BASE = self.base_url + "/cdn"
        try:
            yield self
        finally:
            route.BASE, ws.DEFAULT_GATEWAY, asset.BASE = saved

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        self._installed = contextlib.ExitStack()
        self._installed.enter_context(self.install())
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._installed is not None:
            self._installed.close()
            self._installed = None
        await self.stop()

    async def drop_connections(self, code: int = 4000, *, invalidate: bool = False) -> None:
        """Close every gateway connection (the bot reconnects and RESUMEs).

        ``invalidate=True`` forgets the sessions first, so the RESUME gets op 9 and the bot
        IDENTIFYs again (READY + GUILD_CREATE).
        """
        live = self.gateway.live()
        if invalidate:
            for session in live:
                self.gateway.sessions.pop(session.session_id, None)
        for session in live:
            if session.ws is not None:
                await self.gateway.close(session.ws, code, "fake Discord dropped the connection")

    def advance(self, seconds: float) -> None:
        """Move the fake clock forward (3 s / 15 min interaction rules, timestamps)."""
        self.clock.advance(seconds)

    def rate_limit(
        self,
        method: str | None = None,
        path: str | None = None,
        *,
        retry_after: float = 0.05,
        count: int = 1,
        is_global: bool = False,
    ) -> None:
        """Answer the next ``count`` matching REST requests with a 429 discord.py honours.

        ``path``: a regex searched in the API path (e.g. ``r"/channels/\\d+/messages$"``).
        """
        self._rate_limits.append(
            {
                "method": method,
                "path": path,
                "retry_after": retry_after,
                "count": count,
                "global": is_global,
            }
        )

    def fail(
        self,
        method: str | None = None,
        path: str | None = None,
        *,
        status: int = 503,
        code: int = 0,
        message: str = "Service Unavailable",
        count: int = 1,
    ) -> None:
        """Answer the next ``count`` matching REST requests with ``status`` and a JSON error
        (``code``: Discord's error code, e.g. 10062 "Unknown interaction" with status 404),
        without handling them: nothing is created or changed.

        ``path``: a regex searched in the API path, as for ``rate_limit``.
        """
        self._rate_limits.append(
            {
                "method": method,
                "path": path,
                "count": count,
                "status": status,
                "body": {"message": message, "code": code},
            }
        )

    def _take_rate_limit(self, method: str, path: str) -> web.Response | None:
        for rule in self._rate_limits:
            wanted = rule["count"] > 0 and rule["method"] in (None, method)
            if wanted and path_matches(rule["path"], path):
                rule["count"] -= 1
                status = rule.get("status", 429)
                self.requests.append(RequestRecord(method, path, {}, None, status=status))
                if status != 429:
                    return json_response(status, rule["body"])
                return rate_limit_response(rule["retry_after"], is_global=rule["global"])
        return None

    def _touch(self) -> None:
        self._last_activity = time.monotonic()
        self._activity.set()

    # ------------------------------------------------------------------------ the world

    def add_user(self, name: str, *, bot: bool = False) -> User:
        u = User(self.snow.next(), name, bot=bot, global_name=name)
        self.users[u.id] = u
        return u

    def add_guild(
        self,
        name: str = "Test Server",
        *,
        owner: User | None = None,
        bot_permissions: int = DEFAULT_BOT_PERMISSIONS,
    ) -> Guild:
        """A guild with @everyone (no permissions), the bot's managed role, the bot and owner.

        ``owner`` (default: a new user "<name> owner") becomes a member with every permission.
        """
        gid = self.snow.next()
        owner = owner or self.add_user(f"{name} owner")
        g = Guild(id=gid, name=name, owner_id=owner.id, joined_at=self.clock.iso())
        g.roles.append(Role(gid, gid, "@everyone", 0, position=0))
        bot_role = Role(
            self.snow.next(),
            gid,
            self.bot_user.name,
            bot_permissions,
            position=1,
            managed=True,
            tags={"bot_id": str(self.bot_user.id)},
        )
        g.roles.append(bot_role)
        self.guilds[gid] = g
        g.members[self.bot_user.id] = Member(
            self.bot_user, g, roles=[bot_role], joined_at=self.clock.iso()
        )
        g.members[owner.id] = Member(owner, g, joined_at=self.clock.iso())
        self.users[owner.id] = owner
        self.gateway.dispatch("GUILD_CREATE", payloads.guild_create(g, new=True), intent=GUILDS)
        return g

    def add_role(self, guild: Guild, name: str, permissions: int) -> Role:
        r = Role(self.snow.next(), guild.id, name, permissions, position=len(guild.roles))
        guild.roles.append(r)
        self.gateway.dispatch(
            "GUILD_ROLE_CREATE",
            {"guild_id": str(guild.id), "role": payloads.role(r)},
            intent=GUILDS,
        )
        return r

    def add_channel(
        self,
        guild: Guild,
        name: str = "general",
        *,
        thread_of: Channel | None = None,
        channel_id: int | None = None,
        private: bool = False,
    ) -> Channel:
        """A text channel, or a public (``private``: private) thread of ``thread_of``."""
        ch = Channel(
            id=channel_id or self.snow.next(),
            name=name,
            guild_id=guild.id,
            position=len([c for c in guild.channels if not c.is_thread]),
            created=self.clock.iso(),
        )
        if thread_of is not None:
            ch.type = PRIVATE_THREAD if private else PUBLIC_THREAD
            ch.parent_id = thread_of.id
            ch.owner_id = guild.owner_id
        guild.channels.append(ch)
        self.channels[ch.id] = ch
        event = "THREAD_CREATE" if ch.is_thread else "CHANNEL_CREATE"
        self.gateway.dispatch(event, payloads.channel(ch), intent=GUILDS)
        return ch

    def add_member(
        self,
        guild: Guild,
        user: User,
        *,
        permissions: int = DEFAULT_MEMBER_PERMISSIONS,
        admin: bool = False,
        roles: list[Role] | None = None,
    ) -> Member:
        """Make ``user`` a member; ``permissions`` come through a role (``admin`` adds
        ADMINISTRATOR). @everyone has no permissions in the fake, so what you give is exact."""
        value = permissions | (ADMINISTRATOR if admin else 0)
        member_roles = list(roles or [])
        if value:
            name = f"perms-{value}"
            role = next((r for r in guild.roles if r.name == name and not r.managed), None)
            if role is None:
                role = self.add_role(guild, name, value)
            member_roles.append(role)
        m = Member(user, guild, roles=member_roles, joined_at=self.clock.iso())
        guild.members[user.id] = m
        self.users[user.id] = user
        self.gateway.dispatch(
            "GUILD_MEMBER_ADD",
            {**payloads.member(m), "guild_id": str(guild.id)},
            intent=GUILD_MEMBERS,
        )
        return m

    def remove_member(self, guild: Guild, user: User) -> None:
        """``user`` leaves ``guild`` (or is kicked): Discord then answers 10007 Unknown Member
        for them and sends GUILD_MEMBER_REMOVE to sessions with the GUILD_MEMBERS intent."""
        del guild.members[user.id]
        self.gateway.dispatch(
            "GUILD_MEMBER_REMOVE",
            {"guild_id": str(guild.id), "user": payloads.user(user)},
            intent=GUILD_MEMBERS,
        )

    def member(self, guild: Guild, user: User) -> Member:
        return guild.members[user.id]

    def sees(self, user: User, channel: Channel) -> bool:
        """Say whether Discord shows ``channel`` to ``user``: a private thread only to the
        members added to it and to those who may manage threads (the fake models no channel
        overwrites: every guild member sees every other channel of the guild)."""
        if channel.type != PRIVATE_THREAD:
            return True
        if user.id in channel.thread_members:
            return True
        guild = self.guilds[channel.guild_id] if channel.guild_id is not None else None
        member = None if guild is None else guild.members.get(user.id)
        return member is not None and bool(member.permissions(channel) & MANAGE_THREADS)

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (created on first use)."""
        for ch in self.channels.values():
            if ch.type == DM and ch.recipients and ch.recipients[0].id == user.id:
                return ch
        ch = Channel(id=self.snow.next(), name=f"dm-{user.name}", type=DM, recipients=[user])
        self.channels[ch.id] = ch
        return ch

    # ------------------------------------------------------------------------ records

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """Commands currently registered (global, or for ``guild``), with their ids."""
        return copy.deepcopy(self._commands.get(guild.id if guild else None, []))

    def keep(self, message: Message) -> None:
        """Store a new message (by id, and in its channel's list)."""
        self.messages[message.id] = message
        self.in_channel.setdefault(message.channel_id, []).append(message)

    def channel_messages(self, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        """Public messages in ``channel`` in order (current state; ephemeral ones excluded)."""
        return [
            m
            for m in self.in_channel.get(channel.id, ())
            if not m.ephemeral and (include_deleted or not m.deleted)
        ]

    def dms(self, user: User) -> list[Message]:
        """Messages the bot sent to ``user`` in DMs."""
        return self.channel_messages(self.dm_channel(user))

    def message(self, message_id: int) -> Message:
        return self.messages[message_id]

    def _last_message_id(self, channel: Channel) -> int | None:
        msgs = self.channel_messages(channel)
        return msgs[-1].id if msgs else None

    # ------------------------------------------------------------------------ waiting

    async def settle(self, quiet: float = 0.05, *, timeout: float | None = None) -> None:
        """Wait until no REST request has been in flight or started for ``quiet`` seconds,
        and a bot running in this process handles no interaction any more (its component,
        modal and command tasks and its ``on_interaction`` are done: a picture drawn in a
        thread makes no request for a while). A bot that never goes quiet fails the test once
        the suite's ceiling (``tests/timing.py``) has passed."""
        start = time.monotonic()
        limit = ceiling(timeout)
        while True:
            now = time.monotonic()
            if now - start > limit:
                raise AssertionError(f"the bot was still busy after {limit:.0f} s")
            if self._inflight == 0 and not handling():
                idle_since = max(self._last_activity, start)
                if now - idle_since >= quiet:
                    return
                await asyncio.sleep(max(0.002, quiet - (now - idle_since)))
            else:
                await asyncio.sleep(0.005)

    async def until(
        self, check: Callable[[], object], what: str, *, timeout: float | None = None
    ) -> None:
        """Wait until ``check()`` holds, looking again each time a request to the fake starts
        or ends (``check`` reads what the requests change). The suite's ceiling
        (``tests/timing.py``; ``timeout`` may only lengthen it) is reached only when the awaited
        thing never happens: it fails the test, saying ``what``."""
        limit = ceiling(timeout)
        deadline = time.monotonic() + limit
        while not check():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"{what}: not within {limit} s")
            self._activity.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._activity.wait(), remaining)

    async def wait_for_bot(self, timeout: float | None = None) -> None:
        """Wait until a bot is connected to the gateway (IDENTIFY or RESUME done), at most the
        suite's ceiling (``tests/timing.py``)."""
        limit = ceiling(timeout)
        deadline = time.monotonic() + limit
        while not self.gateway.live():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no bot connected to the fake gateway within {limit:.0f} s")
            await asyncio.sleep(min(0.01, remaining))

    # ------------------------------------------------------------------------ acting as users

    def _new_record(
        self,
        itype: int,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        message: Message | None = None,
        locale: str | None = None,
    ) -> InteractionRecord:
        iid = self.snow.next()
        token = f"fake-interaction-token.{iid}.{secrets.token_urlsafe(24)}"
        guild = self.guilds.get(channel.guild_id) if channel.guild_id else None
        invoker_member = guild.members.get(user.id) if guild else None
        if guild is not None and invoker_member is None:
            raise AssertionError(f"{user!r} is not a member of {guild!r} (use fake.add_member)")
        if message is not None and message.ephemeral and message.recipient_id != user.id:
            raise AssertionError(f"{user!r} cannot see the ephemeral {message!r}")
        if not self.sees(user, channel):
            raise AssertionError(f"{user!r} cannot see the private thread {channel!r}")
        payload = payloads.interaction_base(
            interaction_id=iid,
            interaction_type=itype,
            token=token,
            application_id=self.application_id,
            ch=channel,
            guild=guild,
            invoker=user,
            invoker_member=invoker_member,
            bot_member=guild.members.get(self.bot_user.id) if guild else None,
            data=data,
            message_raw=message.raw if message is not None else None,
            locale=locale,
        )
        return InteractionRecord(
            id=iid,
            token=token,
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            created_at=self.clock.now(),
            source_message=message,
        )

    def interaction_routed(self, payload: dict[str, Any], shard: tuple[int, int] | None) -> None:
        """Note which shard's session an interaction went to (``InteractionRecord.shard``)."""
        rec = self.interactions_by_id.get(int(payload["id"]))
        if rec is not None:
            rec.shard, rec.delivered = shard, True

    async def _run(self, rec: InteractionRecord, timeout: float | None) -> InteractionRecord:
        timeout = self.interaction_timeout if timeout is None else timeout
        await self.wait_for_bot()
        self.interactions.append(rec)
        self.interactions_by_id[rec.id] = rec
        self.interactions_by_token[rec.token] = rec
        rec.created_at = self.clock.now() - self.delivery_delay
        rec.sent_wall = time.monotonic()
        delivered = self.gateway.dispatch("INTERACTION_CREATE", rec.payload, latest_only=True)
        self._touch()
        try:
            if not delivered:  # no live session of its shard: nobody can ever answer it
                raise TimeoutError
            await asyncio.wait_for(rec.attempted.wait(), ceiling() if timeout is None else timeout)
        except TimeoutError:
            rec.errors.append(NO_RESPONSE)
        await self.settle(self.settle_quiet)
        if rec.attempted.is_set() and rec.response_type is None:
            rec.errors.append(NO_SUCCESS)
        return rec

    def _find_command(self, channel: Channel, name: str, ctype: int = 1) -> dict[str, Any]:
        # guild commands of the channel's guild, then global ones; in a DM only global ones
        scopes: list[int | None] = [channel.guild_id] if channel.guild_id else []
        scopes.append(None)
        for scope in scopes:
            for cmd in self._commands.get(scope, []):
                if cmd["name"] == name and cmd.get("type", 1) == ctype:
                    return cmd
        known = sorted(
            c["name"]
            for s in scopes
            for c in self._commands.get(s, [])
            if c.get("type", 1) == ctype
        )
        raise AssertionError(
            f"command {name!r} is not synced for {channel!r} (synced: {known}); "
            "did the bot call tree.sync() for this guild or globally?"
        )

    def _check_can_use(self, cmd: dict[str, Any], user: User, channel: Channel) -> None:
        if cmd.get("guild_id") and int(cmd["guild_id"]) != channel.guild_id:
            raise AssertionError(f"/{cmd['name']} is a guild command of another guild")
        contexts = cmd.get("contexts")
        if channel.type == DM:
            if contexts is not None and 1 not in contexts:
                raise AssertionError(
                    f"/{cmd['name']} is not available in DMs (contexts={contexts})"
                )
            if contexts is None and cmd.get("dm_permission") is False:
                raise AssertionError(f"/{cmd['name']} is not available in DMs (dm_permission)")
            if cmd.get("guild_id"):
                raise AssertionError(f"/{cmd['name']} is a guild command, not usable in DMs")
            return
        if contexts is not None and 0 not in contexts:
            raise AssertionError(f"/{cmd['name']} is not available in guilds (contexts={contexts})")
        required = cmd.get("default_member_permissions")
        if required is not None:
            guild = self.guilds[channel.guild_id or 0]
            perms = guild.members[user.id].permissions(channel)
            need = int(required)
            if not perms & ADMINISTRATOR and perms & need != need:
                raise AssertionError(
                    f"{user!r} cannot see /{cmd['name']}: default_member_permissions={need} "
                    f"but the member has {perms}"
                )

    def _option_value(
        self, opt: dict[str, Any], value: Any, resolved: dict[str, dict[str, Any]], channel: Channel
    ) -> Any:
        otype, name = opt["type"], opt["name"]
        guild = self.guilds.get(channel.guild_id) if channel.guild_id else None

        def bad(expected: str) -> AssertionError:
            return AssertionError(f"option {name!r} expects {expected}, got {value!r}")

        if otype == STRING:
            if not isinstance(value, str):
                raise bad("a str")
            lo, hi = opt.get("min_length", 0), opt.get("max_length", 6000)
            if not lo <= len(value) <= hi:
                raise AssertionError(f"option {name!r}: length must be {lo}-{hi}")
            out: Any = value
        elif otype in (INTEGER, NUMBER):
            if otype == INTEGER and (isinstance(value, bool) or not isinstance(value, int)):
                raise bad("an int")
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise bad("a number")
            if opt.get("min_value") is not None and value < opt["min_value"]:
                raise AssertionError(f"option {name!r}: must be >= {opt['min_value']}")
            if opt.get("max_value") is not None and value > opt["max_value"]:
                raise AssertionError(f"option {name!r}: must be <= {opt['max_value']}")
            out = value
        elif otype == BOOLEAN:
            if not isinstance(value, bool):
                raise bad("a bool")
            out = value
        elif otype in (USER, MENTIONABLE) and isinstance(value, User | Member):
            u = value.user if isinstance(value, Member) else value
            resolved.setdefault("users", {})[str(u.id)] = payloads.user(u)
            m = guild.members.get(u.id) if guild else None
            if m is not None:
                resolved.setdefault("members", {})[str(u.id)] = payloads.member(
                    m, with_user=False, permissions=m.permissions(channel)
                )
            out = str(u.id)
        elif otype in (ROLE, MENTIONABLE) and isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = payloads.role(value)
            out = str(value.id)
        elif otype == CHANNEL and isinstance(value, Channel):
            types = opt.get("channel_types")
            if types and value.type not in types:
                raise AssertionError(f"option {name!r}: channel type must be one of {types}")
            data = payloads.channel(value)
            data["permissions"] = str(
                guild.members[self.bot_user.id].permissions(value) if guild else 0
            )
            resolved.setdefault("channels", {})[str(value.id)] = data
            out = str(value.id)
        elif otype == ATTACHMENT and isinstance(value, tuple) and len(value) == 2:
            filename, blob = value
            aid = self.snow.next()
            self.attachment_data[aid] = blob
            url = f"{self.base_url}/attachments/{channel.id}/{aid}/{filename}"
            resolved.setdefault("attachments", {})[str(aid)] = {
                "id": str(aid),
                "filename": filename,
                "size": len(blob),
                "url": url,
                "proxy_url": url,
                "content_type": "application/octet-stream",
            }
            out = str(aid)
        else:
            kinds = {USER: "a User/Member", ROLE: "a Role", CHANNEL: "a Channel"}
            kinds[MENTIONABLE] = "a User/Member/Role"
            kinds[ATTACHMENT] = "a (filename, bytes) tuple"
            raise bad(kinds.get(otype, f"a value of option type {otype}"))
        choices = opt.get("choices")
        if choices and out not in [c["value"] for c in choices]:
            raise AssertionError(
                f"option {name!r}: {out!r} is not one of the choices "
                f"{[c['value'] for c in choices]}"
            )
        return out

    def _command_data(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: dict[str, Any],
        *,
        focused: str | None = None,
        forged: bool = False,
    ) -> dict[str, Any]:
        parts = command.strip().lstrip("/").split()
        if not parts:
            raise AssertionError("empty command")
        cmd = self._find_command(channel, parts[0])
        if not forged:
            self._check_can_use(cmd, user, channel)
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        target: list[dict[str, Any]] = []
        data["options"] = target
        level = cmd
        for name in parts[1:]:
            sub = next(
                (
                    o
                    for o in level.get("options") or []
                    if o["name"] == name and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)
                ),
                None,
            )
            if sub is None:
                subs = [o["name"] for o in level.get("options") or [] if o["type"] in (1, 2)]
                raise AssertionError(f"/{command}: no subcommand {name!r} (have {subs})")
            entry: dict[str, Any] = {"name": name, "type": sub["type"], "options": []}
            target.append(entry)
            target = entry["options"]
            level = sub
        defs = level.get("options") or []
        if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in defs):
            subs = [o["name"] for o in defs]
            raise AssertionError(f"/{command} needs a subcommand (one of {subs})")
        by_name = {o["name"]: o for o in defs}
        resolved: dict[str, dict[str, Any]] = {}
        for name, value in options.items():
            opt = by_name.get(name)
            if opt is None:
                raise AssertionError(
                    f"/{command}: unknown option {name!r} (have {sorted(by_name)})"
                )
            if name == focused:
                item = {"name": name, "type": opt["type"], "value": value, "focused": True}
            else:
                item = {
                    "name": name,
                    "type": opt["type"],
                    "value": self._option_value(opt, value, resolved, channel),
                }
            target.append(item)
        missing = [o["name"] for o in defs if o.get("required") and o["name"] not in options]
        if missing and focused is None:
            raise AssertionError(f"/{command}: missing required option(s) {missing}")
        if resolved:
            data["resolved"] = resolved
        return data

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        /,
        *,
        _timeout: float | None = None,
        _forged: bool = False,
        _locale: str | None = None,
        **options: Any,
    ) -> InteractionRecord:
        """Run ``/command`` (``"ping"``, ``"village new"``) as ``user`` in ``channel``.

        Options by name, typed per the synced definition (User/Member, Channel, Role objects for
        those types; ``(filename, bytes)`` for attachments). Waits for the initial response
        (at most the suite's ceiling, ``tests/timing.py``; ``_timeout``: a shorter one, for a
        test that expects no answer) and then until the bot is quiet.

        ``_forged=True`` sends what a modified or outdated client could: the command even where
        Discord would not offer it (in a DM despite ``contexts``, by a member without its
        ``default_member_permissions``). Its options are still checked against the synced
        definition.

        ``_locale``: the invoker's Discord language (the interaction's ``locale``; default the
        user's own, ``User.locale``).
        """
        data = self._command_data(user, channel, command, options, forged=_forged)
        rec = self._new_record(2, user, channel, data, locale=_locale)
        return await self._run(rec, _timeout)

    async def send_raw_command(
        self,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        timeout: float | None = None,
    ) -> InteractionRecord:
        """An application-command interaction with arbitrary ``data`` (e.g. what a client with
        an outdated copy of the commands sends: a subcommand that no longer exists)."""
        rec = self._new_record(2, user, channel, copy.deepcopy(data))
        return await self._run(rec, timeout)

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        focused: str,
        /,
        *,
        _timeout: float | None = None,
        **options: Any,
    ) -> InteractionRecord:
        """Type into option ``focused`` (its current text in ``options``); see ``.choices``."""
        options.setdefault(focused, "")
        data = self._command_data(user, channel, command, options, focused=focused)
        rec = self._new_record(4, user, channel, data)
        return await self._run(rec, _timeout)

    def _live_message(self, message: Message) -> Message:
        current = self.messages.get(message.id)
        if current is None:
            raise AssertionError(f"{message!r} is unknown to the fake")
        if current.deleted:
            raise AssertionError(f"{message!r} was deleted")
        return current

    def _channel_of(self, message: Message) -> Channel:
        return self.channels[message.channel_id]

    async def click(
        self,
        user: User,
        message: Message,
        *,
        label: str | None = None,
        custom_id: str | None = None,
        timeout: float | None = None,
        locale: str | None = None,
    ) -> InteractionRecord:
        """Click a button (by label or custom_id) on the current state of ``message``
        (``locale``: the clicker's Discord language)."""
        msg = self._live_message(message)
        buttons = msg.buttons()
        found = [
            b
            for b in buttons
            if (label is None or b.get("label") == label)
            and (custom_id is None or b.get("custom_id") == custom_id)
        ]
        if label is None and custom_id is None:
            raise AssertionError("click() needs label= or custom_id=")
        if not found:
            have = [(b.get("label"), b.get("custom_id")) for b in buttons]
            raise AssertionError(
                f"no button label={label!r} custom_id={custom_id!r} on {msg!r}; buttons: {have}"
            )
        button = found[0]
        if button.get("disabled"):
            raise AssertionError(f"button {button.get('label')!r} is disabled on {msg!r}")
        if button.get("style") in (5, 6) or not button.get("custom_id"):
            raise AssertionError(f"button {button.get('label')!r} is a link/premium button")
        data: dict[str, Any] = {"custom_id": button["custom_id"], "component_type": 2}
        if isinstance(button.get("id"), int):
            data["id"] = button["id"]
        rec = self._new_record(3, user, self._channel_of(msg), data, msg, locale)
        return await self._run(rec, timeout)

    async def select(
        self,
        user: User,
        message: Message,
        values: list[Any],
        *,
        custom_id: str | None = None,
        placeholder: str | None = None,
        timeout: float | None = None,
        locale: str | None = None,
    ) -> InteractionRecord:
        """Choose ``values`` in a select menu (by custom_id/placeholder, or the only one;
        ``locale``: the chooser's Discord language)."""
        msg = self._live_message(message)
        selects = [
            s
            for s in msg.selects()
            if (custom_id is None or s.get("custom_id") == custom_id)
            and (placeholder is None or s.get("placeholder") == placeholder)
        ]
        if len(selects) != 1:
            have = [(s.get("custom_id"), s.get("placeholder")) for s in msg.selects()]
            raise AssertionError(
                f"expected exactly one select custom_id={custom_id!r} placeholder={placeholder!r} "
                f"on {msg!r}; selects: {have}"
            )
        sel = selects[0]
        if sel.get("disabled"):
            raise AssertionError(f"select {sel.get('custom_id')!r} is disabled")
        lo, hi = sel.get("min_values", 1), sel.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise AssertionError(f"select {sel.get('custom_id')!r} takes {lo}-{hi} values")
        ch = self._channel_of(msg)
        data: dict[str, Any] = {"custom_id": sel["custom_id"], "component_type": sel["type"]}
        if isinstance(sel.get("id"), int):
            data["id"] = sel["id"]
        if sel["type"] == specval.STRING_SELECT:
            allowed = [o["value"] for o in sel.get("options") or []]
            for v in values:
                if v not in allowed:
                    raise AssertionError(f"{v!r} is not an option of the select (have {allowed})")
            data["values"] = list(values)
        else:
            data["values"], data["resolved"] = self._select_resolved(values, ch)
        rec = self._new_record(3, user, ch, data, msg, locale)
        return await self._run(rec, timeout)

    def _select_resolved(
        self, values: list[Any], channel: Channel
    ) -> tuple[list[str], dict[str, dict[str, Any]]]:
        resolved: dict[str, dict[str, Any]] = {}
        ids: list[str] = []
        guild = self.guilds.get(channel.guild_id) if channel.guild_id else None
        for v in values:
            if isinstance(v, User | Member):
                u = v.user if isinstance(v, Member) else v
                resolved.setdefault("users", {})[str(u.id)] = payloads.user(u)
                m = guild.members.get(u.id) if guild else None
                if m is not None:
                    resolved.setdefault("members", {})[str(u.id)] = payloads.member(
                        m, with_user=False, permissions=m.permissions(channel)
                    )
                ids.append(str(u.id))
            elif isinstance(v, Role):
                resolved.setdefault("roles", {})[str(v.id)] = payloads.role(v)
                ids.append(str(v.id))
            elif isinstance(v, Channel):
                data = payloads.channel(v)
                data["permissions"] = "0"
                resolved.setdefault("channels", {})[str(v.id)] = data
                ids.append(str(v.id))
            else:
                ids.append(str(v))
        return ids, resolved

    async def send_raw_component(
        self,
        user: User,
        message: Message,
        custom_id: str,
        component_type: int = 2,
        *,
        values: list[str] | None = None,
        timeout: float | None = None,
        on_message: bool = False,
        channel: Channel | None = None,
        locale: str = payloads.LOCALE,
    ) -> InteractionRecord:
        """A component interaction with an arbitrary (forged) custom_id on ``message``.

        ``on_message=True``: the interaction's copy of the message also carries a component
        with that id (so discord.py dispatches it to a matching ``DynamicItem``); the stored
        message is unchanged. ``channel``: send it from another channel (or guild) than the
        message's. ``locale``: the user's Discord language.
        """
        msg = self._live_message(message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None or component_type in specval.SELECT_TYPES:
            data["values"] = list(values or [])
        rec = self._new_record(3, user, channel or self._channel_of(msg), data, msg, locale=locale)
        if on_message:
            raw = rec.payload["message"]
            if component_type in specval.SELECT_TYPES:
                options = [{"label": v, "value": v} for v in values or ["x"]]
                forged = {"type": component_type, "custom_id": custom_id, "options": options}
                forged |= {"min_values": len(options), "max_values": len(options)}
            else:
                forged = {"type": specval.BUTTON, "custom_id": custom_id, "style": 1}
                forged["label"] = "forged"
            row = {"type": specval.ACTION_ROW, "components": [forged]}
            raw["components"] = [*(raw.get("components") or []), row]
        return await self._run(rec, timeout)

    async def submit_modal(
        self,
        user: User,
        opened_by: InteractionRecord,
        values: dict[str, Any],
        *,
        timeout: float | None = None,
    ) -> InteractionRecord:
        """Submit the modal the bot opened in ``opened_by`` with ``{custom_id: value}``."""
        modal = opened_by.modal
        if modal is None:
            raise AssertionError(f"{opened_by!r} did not open a modal (type-9 response)")
        remaining = dict(values)
        components: list[dict[str, Any]] = []

        def answer(comp: dict[str, Any]) -> dict[str, Any]:
            cid = comp.get("custom_id")
            out: dict[str, Any] = {"type": comp["type"], "custom_id": cid}
            if isinstance(comp.get("id"), int):
                out["id"] = comp["id"]
            if comp["type"] == specval.TEXT_INPUT:
                value = remaining.pop(cid, "")
                if comp.get("required", True) and not value:
                    raise AssertionError(f"modal field {cid!r} is required")
                out["value"] = value
            else:
                out["values"] = [str(v) for v in remaining.pop(cid, [])]
            return out

        for comp in modal.get("components") or []:
            ctype = comp.get("type")
            if ctype == specval.ACTION_ROW:
                components.append(
                    {"type": 1, "components": [answer(c) for c in comp.get("components") or []]}
                )
            elif ctype == specval.LABEL and isinstance(comp.get("component"), dict):
                components.append({"type": ctype, "component": answer(comp["component"])})
            else:
                components.append({"type": ctype})
        if remaining:
            raise AssertionError(f"modal has no field(s) {sorted(remaining)}")
        data = {"custom_id": modal["custom_id"], "components": components}
        msg = opened_by.source_message
        if msg is not None:
            msg = self._live_message(msg)
        rec = self._new_record(5, user, opened_by.channel, data, msg)
        return await self._run(rec, timeout)

    async def user_message(self, user: User, channel: Channel, content: str) -> Message:
        """``user`` posts ``content`` in ``channel`` (MESSAGE_CREATE to the bot)."""
        msg = self.rest.new_message(channel, {"content": content}, [], author=user)
        await self.settle()
        return msg
