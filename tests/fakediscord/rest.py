"""The REST side of the fake: ``Rest.handle(request) -> (status, json)`` for ``/api/v10/...``.

Every request body is checked with :mod:`specval`; violations answer 400 code 50035 exactly as
Discord would. Interaction rules (3 s, 40060, 15 min, 10015) use the fake clock.

Long file: one handler per REST route the bot uses, in one table, each as Discord answers it.
"""

from __future__ import annotations

import copy
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import payloads, specval
from .state import (
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    PRIVATE_THREAD,
    SEND_MESSAGES_IN_THREADS,
    Channel,
    InteractionRecord,
    Message,
    RequestRecord,
    User,
)

if TYPE_CHECKING:
    from .fake import FakeDiscord

log = logging.getLogger("fakediscord")

INITIAL_RESPONSE_SECONDS = 3.0
TOKEN_LIFETIME_SECONDS = 15 * 60.0


class DiscordError(Exception):
    """An error answer: HTTP status + Discord JSON error code + message (+ form errors)."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        *,
        problems: list[str] | None = None,
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.problems = problems or []

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def unknown(kind: str, code: int) -> DiscordError:
    return DiscordError(404, code, f"Unknown {kind}")


@dataclass
class RestRequest:
    method: str
    path: str  # without /api/v10
    query: dict[str, str] = field(default_factory=dict)
    body: Any = None  # parsed JSON, or the parsed payload_json of a multipart body
    files: list[tuple[str, str, str, bytes]] = field(
        default_factory=list
    )  # field, name, type, data
    headers: dict[str, str] = field(default_factory=dict)


Handler = Callable[[RestRequest, dict[str, str]], Awaitable[tuple[int, Any]]]


class Rest:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self._routes: list[tuple[str, re.Pattern[str], Handler, bool]] = []
        r = self._add
        r("GET", "/users/@me", self.get_me, auth=False)
        r("GET", "/users/{user_id}", self.get_user)
        r("GET", "/oauth2/applications/@me", self.get_application)
        r("GET", "/applications/@me", self.get_application)
        r("GET", "/gateway", self.get_gateway, auth=False)
        r("GET", "/gateway/bot", self.get_gateway_bot)
        r("GET", "/applications/{app}/commands", self.get_commands)
        r("PUT", "/applications/{app}/commands", self.put_commands)
        r("GET", "/applications/{app}/guilds/{guild_id}/commands", self.get_commands)
        r("PUT", "/applications/{app}/guilds/{guild_id}/commands", self.put_commands)
        r("POST", "/interactions/{iid}/{token}/callback", self.callback, auth=False)
        r("POST", "/webhooks/{app}/{token}", self.followup, auth=False)
        for path in ("/webhooks/{app}/{token}/messages/{mid}",):
            r("GET", path, self.webhook_get, auth=False)
            r("PATCH", path, self.webhook_edit, auth=False)
            r("DELETE", path, self.webhook_delete, auth=False)
        r("GET", "/channels/{channel_id}", self.get_channel)
        r("GET", "/channels/{channel_id}/messages", self.list_messages)
        r("POST", "/channels/{channel_id}/messages", self.create_message)
        r("GET", "/channels/{channel_id}/messages/{mid}", self.get_message)
        r("PATCH", "/channels/{channel_id}/messages/{mid}", self.edit_message)
        r("DELETE", "/channels/{channel_id}/messages/{mid}", self.delete_message)
        r("POST", "/channels/{channel_id}/typing", self.typing)
        r("PUT", "/channels/{channel_id}/messages/{mid}/reactions/{emoji}/@me", self.react)
        r("DELETE", "/channels/{channel_id}/messages/{mid}/reactions/{emoji}/@me", self.unreact)
        r("POST", "/channels/{channel_id}/threads", self.create_thread)
        r("POST", "/channels/{channel_id}/messages/{mid}/threads", self.create_thread)
        r("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.add_thread_member)
        r("POST", "/users/@me/channels", self.create_dm)
        r("GET", "/guilds/{guild_id}", self.get_guild)
        r("GET", "/guilds/{guild_id}/channels", self.get_guild_channels)
        r("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member)
        r("GET", "/guilds/{guild_id}/roles", self.get_roles)

    def _add(self, method: str, template: str, handler: Handler, *, auth: bool = True) -> None:
        regex = "^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(template)) + "$"
        self._routes.append((method, re.compile(regex), handler, auth))

    # -----------------------------------------------------------------------------------------

    async def handle(self, req: RestRequest) -> tuple[int, Any]:
        fake = self.fake
        record = RequestRecord(
            method=req.method,
            path=req.path,
            query=dict(req.query),
            json=req.body,
            files=[(f, n, d) for f, n, _, d in req.files],
        )
        fake.requests.append(record)
        try:
            status, data = await self._dispatch(req)
        except DiscordError as err:
            status, data = err.status, err.body()
            record.error_code = err.code
            record.problems = err.problems
            if status == 404 and err.code == 0:
                fake.unhandled.append(record)
            else:
                fake.rejected.append(record)
        record.status, record.response = status, data
        return status, data

    async def _dispatch(self, req: RestRequest) -> tuple[int, Any]:
        for method, regex, handler, auth in self._routes:
            m = regex.match(req.path)
            if m and method == req.method:
                if auth:
                    self._check_auth(req)
                return await handler(req, m.groupdict())
        message = (
            f"404: Not Found (the fake Discord has no handler for {req.method} {req.path}; "
            "add one in tests/fakediscord/rest.py)"
        )
        log.warning("fake Discord: unhandled request %s %s", req.method, req.path)
        raise DiscordError(404, 0, message)

    def _check_auth(self, req: RestRequest) -> None:
        if self.fake.reject_token or req.headers.get("Authorization") != f"Bot {self.fake.token}":
            raise DiscordError(401, 0, "401: Unauthorized")

    def validate(self, req: RestRequest, *, extra: list[specval.Problem] | None = None) -> None:
        problems = specval.check_detailed(req.method, req.path, req.body)
        if extra:
            problems = specval.merge_problems(problems, extra)
        if problems:
            texts = [str(p) for p in problems]
            log.warning("fake Discord: invalid body for %s %s: %s", req.method, req.path, texts)
            raise DiscordError(
                400, 50035, "Invalid Form Body", specval.errors_dict(problems), problems=texts
            )

    # ------------------------------------------------------------------------ login, gateway

    async def get_me(self, req: RestRequest, _: dict[str, str]) -> tuple[int, Any]:
        self._check_auth(req)
        return 200, {**payloads.user(self.fake.bot_user), "verified": True, "mfa_enabled": False}

    async def get_user(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        u = self.fake.users.get(_int(p["user_id"]))
        if u is None:
            raise unknown("User", 10013)
        return 200, payloads.user(u)

    async def get_application(self, req: RestRequest, _: dict[str, str]) -> tuple[int, Any]:
        f = self.fake
        return 200, payloads.application(
            f.application_id, f.bot_user, f.app_owner, flags=f.application_flags
        )

    async def get_gateway(self, req: RestRequest, _: dict[str, str]) -> tuple[int, Any]:
        return 200, {"url": self.fake.gateway_url}

    async def get_gateway_bot(self, req: RestRequest, _: dict[str, str]) -> tuple[int, Any]:
        return 200, {
            "url": self.fake.gateway_url,
            "shards": self.fake.recommended_shards,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 14_400_000,
                "max_concurrency": 1,
            },
        }

    # ------------------------------------------------------------------------ commands

    def _command_scope(self, p: dict[str, str]) -> int | None:
        if _int(p["app"]) != self.fake.application_id:
            raise unknown("Application", 10002)
        if "guild_id" in p:
            gid = _int(p["guild_id"])
            if gid not in self.fake.guilds:
                raise DiscordError(403, 50001, "Missing Access")
            return gid
        return None

    async def get_commands(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        scope = self._command_scope(p)
        return 200, copy.deepcopy(self.fake._commands.get(scope, []))

    async def put_commands(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        scope = self._command_scope(p)
        self.validate(req)
        fake = self.fake
        old = {(c["name"], c.get("type", 1)): c for c in fake._commands.get(scope, [])}
        stored: list[dict[str, Any]] = []
        for cmd in req.body or []:
            ctype = cmd.get("type") or 1
            prev = old.get((cmd["name"], ctype))
            c = copy.deepcopy(cmd)
            c["id"] = prev["id"] if prev else str(fake.snow.next())
            c["application_id"] = str(fake.application_id)
            c["version"] = str(fake.snow.next())
            c["type"] = ctype
            c.setdefault("description", "")
            c.setdefault("default_member_permissions", None)
            c.setdefault("nsfw", False)
            if scope is None:
                c.setdefault("dm_permission", True)
                c.setdefault("contexts", None)
                c.setdefault("integration_types", [0])
            else:
                c["guild_id"] = str(scope)
            stored.append(c)
        fake._commands[scope] = stored
        fake.sync_calls.append((scope, copy.deepcopy(req.body or [])))  # as the bot sent it
        return 200, copy.deepcopy(stored)

    # ------------------------------------------------------------------------ interactions

    def _interaction(self, iid: int, token: str) -> InteractionRecord:
        rec = self.fake.interactions_by_id.get(iid)
        if rec is None or rec.token != token:
            raise unknown("interaction", 10062)
        return rec

    def _fail(self, rec: InteractionRecord, err: DiscordError, note: str) -> DiscordError:
        rec.errors.append(note)
        return err

    async def callback(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        rec = self._interaction(_int(p["iid"]), p["token"])
        rec.attempted.set()
        fake = self.fake
        try:
            self.validate(req)
        except DiscordError as err:
            raise self._fail(
                rec, err, f"initial response rejected (50035 Invalid Form Body): {err.problems}"
            ) from None
        body = req.body if isinstance(req.body, dict) else {}
        rtype = body.get("type")
        age = fake.clock.now() - rec.created_at
        if rec.ack_seconds is None:
            rec.ack_seconds = age
            rec.ack_wall_seconds = time.monotonic() - rec.sent_wall  # what a benchmark reads
        if age > INITIAL_RESPONSE_SECONDS:
            raise self._fail(
                rec,
                DiscordError(404, 10062, "Unknown interaction"),
                f"initial response after {age:.1f} s > 3 s (10062 Unknown interaction; "
                "the user sees: This interaction failed)",
            )
        if rec.response_type is not None:
            raise self._fail(
                rec,
                DiscordError(400, 40060, "Interaction has already been acknowledged."),
                f"acknowledged twice (40060): type {rtype} after type {rec.response_type}",
            )
        allowed = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}.get(rec.type, set())
        if rec.type == 5 and rec.source_message is None:
            allowed = {4, 5}
        if rtype not in allowed:
            problem = specval.Problem(
                ("type",),
                f"Callback type {rtype} is not valid for interaction type {rec.type} "
                f"(allowed: {sorted(allowed)}).",
                "INTERACTION_CALLBACK_TYPE_INVALID",
            )
            raise self._fail(
                rec,
                DiscordError(
                    400,
                    50035,
                    "Invalid Form Body",
                    specval.errors_dict([problem]),
                    problems=[str(problem)],
                ),
                f"invalid callback type (50035): {problem}",
            )
        data = body.get("data") if isinstance(body.get("data"), dict) else {}
        assert isinstance(data, dict)
        if rtype == 7 and rec.source_message is not None:
            extra = specval.message_problems(
                data,
                ("data",),
                channel=False,
                edit=True,
                existing_flags=rec.source_message.flags,
            )
            if extra:
                try:
                    self.validate(req, extra=extra)
                except DiscordError as err:
                    raise self._fail(
                        rec, err, f"initial response rejected (50035): {err.problems}"
                    ) from None

        msg: Message | None = None
        ephemeral = False
        if rtype == 4:
            ephemeral = bool((data.get("flags") or 0) & specval.EPHEMERAL)
            msg = self.new_message(
                rec.channel, data, req.files, ephemeral=ephemeral, rec=rec, response=True
            )
            rec.message = rec.original = msg
        elif rtype == 5:
            ephemeral = bool((data.get("flags") or 0) & specval.EPHEMERAL)
            msg = self.new_message(
                rec.channel, {}, [], ephemeral=ephemeral, rec=rec, response=True, loading=True
            )
            rec.message = rec.original = msg
        elif rtype == 6:
            rec.original = rec.source_message
            ephemeral = bool(rec.source_message and rec.source_message.ephemeral)
        elif rtype == 7:
            assert rec.source_message is not None
            msg = rec.source_message
            self.apply_edit(msg, data, req.files)
            rec.message = rec.original = msg
            ephemeral = msg.ephemeral
        rec.response_type = rtype
        rec.response = copy.deepcopy(body)
        rec.ephemeral = ephemeral
        resp_msg = msg or (rec.original if rtype == 6 else None)
        interaction: dict[str, Any] = {
            "id": str(rec.id),
            "type": rec.type,
            "response_message_loading": rtype == 5,
            "response_message_ephemeral": ephemeral,
            "channel_id": str(rec.channel.id),
        }
        if rec.channel.guild_id:
            interaction["guild_id"] = str(rec.channel.guild_id)
        if resp_msg is not None:
            interaction["response_message_id"] = str(resp_msg.id)
        result: dict[str, Any] = {"interaction": interaction}
        if msg is not None and rtype in (4, 5, 7):
            result["resource"] = {"type": rtype, "message": copy.deepcopy(msg.raw)}
        if req.query.get("with_response") not in ("1", "true", "True"):
            return 204, None  # what Discord answers without ?with_response
        return 200, result

    def _webhook_interaction(self, p: dict[str, str]) -> InteractionRecord:
        fake = self.fake
        rec = fake.interactions_by_token.get(p["token"])
        if rec is None or _int(p["app"]) != fake.application_id:
            raise unknown("Webhook", 10015)
        age = fake.clock.now() - rec.created_at
        if age > TOKEN_LIFETIME_SECONDS:
            raise self._fail(
                rec,
                DiscordError(401, 50027, "Invalid Webhook Token"),
                f"interaction token used after {age / 60:.1f} min > 15 min (50027 Invalid "
                "Webhook Token)",
            )
        return rec

    async def followup(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        rec = self._webhook_interaction(p)
        try:
            self.validate(req)
        except DiscordError as err:
            raise self._fail(rec, err, f"followup rejected (50035): {err.problems}") from None
        if rec.response_type is None:
            raise self._fail(
                rec,
                unknown("Webhook", 10015),
                "followup before any initial response (10015 Unknown Webhook)",
            )
        body = req.body if isinstance(req.body, dict) else {}
        original = rec.original
        if rec.response_type == 5 and original is not None and original.loading:
            # The first followup after a "thinking" defer replaces the loading message
            # (it keeps the defer's ephemeral state).
            self.apply_edit(original, body, req.files)
            msg = original
        else:
            ephemeral = bool((body.get("flags") or 0) & specval.EPHEMERAL)
            msg = self.new_message(rec.channel, body, req.files, ephemeral=ephemeral, rec=rec)
        rec.followups.append(msg)
        if req.query.get("wait") in ("1", "true", "True"):
            return 200, copy.deepcopy(msg.raw)
        return 204, None

    def _webhook_message(self, rec: InteractionRecord, mid: str) -> Message:
        if mid == "@original":
            if rec.original is None:
                raise unknown("Message", 10008)
            msg = rec.original
        else:
            msg = next((m for m in rec.messages if m.id == _int(mid)), None)
            if msg is None:
                raise unknown("Message", 10008)
        if msg.deleted:
            raise unknown("Message", 10008)
        return msg

    async def webhook_get(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        rec = self._webhook_interaction(p)
        return 200, copy.deepcopy(self._webhook_message(rec, p["mid"]).raw)

    async def webhook_edit(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        rec = self._webhook_interaction(p)
        try:
            msg = self._webhook_message(rec, p["mid"])
        except DiscordError as err:
            raise self._fail(rec, err, f"edit of unknown message {p['mid']} (10008)") from None
        extra = specval.message_problems(
            req.body, channel=False, edit=True, existing_flags=msg.flags
        )
        try:
            self.validate(req, extra=extra)
        except DiscordError as err:
            raise self._fail(rec, err, f"edit rejected (50035): {err.problems}") from None
        self.apply_edit(msg, req.body if isinstance(req.body, dict) else {}, req.files)
        if rec.message is None and msg is rec.original:
            rec.message = msg  # a deferred update (type 6) followed by an edit of the message
        return 200, copy.deepcopy(msg.raw)

    async def webhook_delete(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        rec = self._webhook_interaction(p)
        msg = self._webhook_message(rec, p["mid"])
        self.delete(msg)
        return 204, None

    # ------------------------------------------------------------------------ channels

    def _channel(self, p: dict[str, str]) -> Channel:
        ch = self.fake.channels.get(_int(p["channel_id"]))
        if ch is None:
            raise unknown("Channel", 10003)
        return ch

    def _channel_message(self, ch: Channel, mid: str) -> Message:
        msg = self.fake.messages.get(_int(mid))
        if msg is None or msg.deleted or msg.channel_id != ch.id or msg.ephemeral:
            raise unknown("Message", 10008)
        return msg

    async def get_channel(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        return 200, payloads.channel(ch, last_message_id=self.fake._last_message_id(ch))

    async def list_messages(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        msgs = self.fake.channel_messages(ch)
        before, after = req.query.get("before"), req.query.get("after")
        if before:
            msgs = [m for m in msgs if m.id < _int(before)]
        if after:
            msgs = [m for m in msgs if m.id > _int(after)]
        limit = int(req.query.get("limit", "50"))
        newest_first = list(reversed(msgs))
        if after and not before:
            newest_first = list(reversed(msgs[:limit]))
        return 200, [copy.deepcopy(m.raw) for m in newest_first[:limit]]

    def _may_post(self, ch: Channel) -> None:
        if ch.id in self.fake.denied_channels:
            raise DiscordError(403, 50013, "Missing Permissions")
        if ch.is_thread and ch.guild_id is not None:
            bot = self.fake.guilds[ch.guild_id].members.get(self.fake.bot_user.id)
            if bot is None or not bot.permissions(ch) & SEND_MESSAGES_IN_THREADS:
                raise DiscordError(403, 50013, "Missing Permissions")

    async def create_message(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        self._may_post(ch)
        self.validate(req)
        if ch.type == DM:
            recipient = ch.recipients[0] if ch.recipients else None
            if recipient is not None and (
                recipient.id in self.fake.dm_closed_users or recipient.bot
            ):
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        body = req.body or {}
        nonce = body.get("nonce")
        key = (ch.id, str(nonce))
        if nonce is not None and body.get("enforce_nonce"):
            seen = self.fake.nonces.get(key)
            if seen is not None and self.fake.clock.now() - seen[0] < self.fake.nonce_seconds:
                return 200, copy.deepcopy(seen[1].raw)  # that message, none created
        msg = self.new_message(ch, body, req.files)
        if nonce is not None and body.get("enforce_nonce"):
            self.fake.nonces[key] = (self.fake.clock.now(), msg)
        return 200, copy.deepcopy(msg.raw)

    async def get_message(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        return 200, copy.deepcopy(self._channel_message(ch, p["mid"]).raw)

    async def edit_message(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        self._may_post(ch)
        msg = self._channel_message(ch, p["mid"])
        if msg.author_id != self.fake.bot_user.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        extra = specval.message_problems(
            req.body, channel=True, edit=True, existing_flags=msg.flags
        )
        self.validate(req, extra=extra)
        self.apply_edit(msg, req.body or {}, req.files)
        return 200, copy.deepcopy(msg.raw)

    async def delete_message(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        ch = self._channel(p)
        self.delete(self._channel_message(ch, p["mid"]))
        return 204, None

    async def typing(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        self._channel(p)
        return 204, None

    async def react(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        msg = self._channel_message(self._channel(p), p["mid"])
        reactions = msg.raw.setdefault("reactions", [])
        name = p["emoji"]
        for r in reactions:
            if r["emoji"]["name"] == name:
                if not r["me"]:
                    r["me"] = True
                    r["count"] += 1
                break
        else:
            reactions.append(
                {
                    "emoji": {"id": None, "name": name},
                    "count": 1,
                    "count_details": {"burst": 0, "normal": 1},
                    "me": True,
                    "me_burst": False,
                    "burst_colors": [],
                }
            )
        return 204, None

    async def unreact(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        msg = self._channel_message(self._channel(p), p["mid"])
        reactions = msg.raw.get("reactions", [])
        for r in list(reactions):
            if r["emoji"]["name"] == p["emoji"] and r["me"]:
                r["me"] = False
                r["count"] -= 1
                if r["count"] <= 0:
                    reactions.remove(r)
        return 204, None

    async def create_thread(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        parent = self._channel(p)
        if parent.guild_id is None or parent.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        self.validate(req)
        body = req.body if isinstance(req.body, dict) else {}
        guild = self.fake.guilds[parent.guild_id]
        bot = guild.members.get(self.fake.bot_user.id)
        msg = self._channel_message(parent, p["mid"]) if "mid" in p else None
        private = msg is None and body.get("type") == PRIVATE_THREAD  # a message's is public
        needed = CREATE_PRIVATE_THREADS if private else CREATE_PUBLIC_THREADS
        if bot is None or not bot.permissions(parent) & needed:
            raise DiscordError(403, 50013, "Missing Permissions")
        thread = self.fake.add_channel(
            guild,
            str(body.get("name", "thread")),
            thread_of=parent,
            channel_id=msg.id if msg else None,  # a thread from a message shares its id
            private=private,
        )
        thread.owner_id = self.fake.bot_user.id
        thread.thread_members.add(self.fake.bot_user.id)
        if private:
            thread.invitable = bool(body.get("invitable", True))
        data = payloads.channel(thread)
        if msg is not None:
            msg.raw["thread"] = data
        self.fake.gateway.dispatch("THREAD_CREATE", {**data, "newly_created": True}, intent=1 << 0)
        return 201, data

    async def add_thread_member(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        """Add a member to a thread (PUT thread-members/{user}): in a private thread, only a
        member of it may add others (the bot that made it is one), and only guild members."""
        thread = self._channel(p)
        if not thread.is_thread or thread.guild_id is None:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        guild = self.fake.guilds[thread.guild_id]
        user_id = _int(p["user_id"])
        if user_id not in guild.members:
            raise unknown("Member", 10007)
        if thread.type == PRIVATE_THREAD and self.fake.bot_user.id not in thread.thread_members:
            raise DiscordError(403, 50001, "Missing Access")
        thread.thread_members.add(user_id)
        return 204, None

    async def create_dm(self, req: RestRequest, _: dict[str, str]) -> tuple[int, Any]:
        self.validate(req)
        body = req.body if isinstance(req.body, dict) else {}
        u = self.fake.users.get(_int(str(body.get("recipient_id", "0"))))
        if u is None:
            raise unknown("User", 10013)
        ch = self.fake.dm_channel(u)
        return 200, payloads.channel(ch, last_message_id=self.fake._last_message_id(ch))

    # ------------------------------------------------------------------------ guilds

    def _guild(self, p: dict[str, str]) -> Any:
        g = self.fake.guilds.get(_int(p["guild_id"]))
        if g is None:
            raise unknown("Guild", 10004)
        return g

    async def get_guild(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        data = payloads.guild_create(self._guild(p))
        for key in ("members", "channels", "threads", "presences", "voice_states"):
            data.pop(key, None)
        return 200, data

    async def get_guild_channels(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        g = self._guild(p)
        return 200, [payloads.channel(c) for c in g.channels if not c.is_thread]

    async def get_member(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        g = self._guild(p)
        m = g.members.get(_int(p["user_id"]))
        if m is None:
            raise unknown("Member", 10007)
        return 200, payloads.member(m)

    async def get_roles(self, req: RestRequest, p: dict[str, str]) -> tuple[int, Any]:
        return 200, [payloads.role(r) for r in self._guild(p).roles]

    # ------------------------------------------------------------------------ messages

    def _attachments(
        self, channel_id: int, body: dict[str, Any], files: list[tuple[str, str, str, bytes]]
    ) -> tuple[list[dict[str, Any]], dict[str, bytes]]:
        out: list[dict[str, Any]] = []
        blobs: dict[str, bytes] = {}
        meta = {str(a.get("id")): a for a in body.get("attachments") or [] if isinstance(a, dict)}
        for field_name, filename, content_type, data in files:
            index = field_name.removeprefix("files[").removesuffix("]")
            info = meta.get(index, {})
            aid = self.fake.snow.next()
            name = str(info.get("filename") or filename or f"file{index}")
            url = f"{self.fake.base_url}/attachments/{channel_id}/{aid}/{name}"
            self.fake.attachment_data[aid] = data
            blobs[name] = data
            out.append(
                {
                    "id": str(aid),
                    "filename": name,
                    "size": len(data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": content_type or "application/octet-stream",
                    "description": info.get("description"),
                    "spoiler": name.startswith("SPOILER_"),
                }
            )
        return out, blobs

    def new_message(
        self,
        ch: Channel,
        body: dict[str, Any],
        files: list[tuple[str, str, str, bytes]],
        *,
        ephemeral: bool = False,
        rec: InteractionRecord | None = None,
        response: bool = False,
        loading: bool = False,
        author: User | None = None,
    ) -> Message:
        fake = self.fake
        mid = fake.snow.next()
        attachments, blobs = self._attachments(ch.id, body, files)
        flags = int(body.get("flags") or 0) & ~specval.EPHEMERAL
        if ephemeral:
            flags |= specval.EPHEMERAL
        if loading:
            flags |= specval.LOADING
        msg_type = 0
        interaction = None
        app_id = None
        if rec is not None:
            app_id = fake.application_id
            data = rec.payload.get("data") or {}
            name = data.get("name") if rec.type in (2, 4) else None
            if name and rec.type == 2:
                for opt in data.get("options") or []:
                    if opt.get("type") in (1, 2):
                        name += " " + opt["name"]
                        for sub in opt.get("options") or []:
                            if sub.get("type") == 1:
                                name += " " + sub["name"]
            guild = fake.guilds.get(ch.guild_id) if ch.guild_id else None
            interaction = payloads.message_interaction(
                interaction_id=rec.id,
                interaction_type=rec.type,
                name=name,
                invoker=rec.user,
                guild=guild,
            )
            if response and rec.type == 2:
                msg_type = 20 if data.get("type", 1) == 1 else 23
        raw = payloads.message(
            message_id=mid,
            channel_id=ch.id,
            author=author or fake.bot_user,
            body=body,
            timestamp=fake.clock.iso(),
            msg_type=msg_type,
            flags=flags,
            attachments=attachments,
            application_id=app_id,
            interaction=interaction,
            mentions=self._mentions(body.get("content")),
        )
        msg = Message(
            raw=raw,
            ephemeral=ephemeral,
            interaction_id=rec.id if rec else None,
            recipient_id=rec.user.id if (rec and ephemeral) else None,
            files=blobs,
        )
        fake.keep(msg)
        if not ephemeral:
            fake.gateway.dispatch_message("MESSAGE_CREATE", msg)
        return msg

    def _mentions(self, content: Any) -> list[dict[str, Any]]:
        if not isinstance(content, str):
            return []
        out = []
        for uid in dict.fromkeys(re.findall(r"<@!?(\d+)>", content)):
            u = self.fake.users.get(int(uid))
            if u is not None:
                out.append(payloads.user(u))
        return out

    def apply_edit(
        self, msg: Message, body: dict[str, Any], files: list[tuple[str, str, str, bytes]]
    ) -> None:
        raw = msg.raw
        was_loading = msg.loading
        if "content" in body:
            raw["content"] = body["content"] or ""
            raw["mentions"] = self._mentions(raw["content"])
        if "embeds" in body:
            raw["embeds"] = payloads.normalise_embeds(body["embeds"])
        if "components" in body:
            raw["components"] = payloads.normalise_components(body["components"])
        keep = specval.EPHEMERAL if msg.ephemeral else 0
        flags = raw.get("flags") or 0
        if body.get("flags") is not None:
            flags = (int(body["flags"]) & ~specval.EPHEMERAL) | (flags & specval.IS_COMPONENTS_V2)
        raw["flags"] = (flags & ~specval.LOADING & ~specval.EPHEMERAL) | keep
        if "attachments" in body or files:
            kept_ids = {
                str(a.get("id")) for a in body.get("attachments") or [] if isinstance(a, dict)
            }
            old = [a for a in raw.get("attachments") or [] if a["id"] in kept_ids]
            new, blobs = self._attachments(msg.channel_id, body, files)
            raw["attachments"] = old + new
            msg.files.update(blobs)
        if not was_loading:
            raw["edited_timestamp"] = self.fake.clock.iso()
        msg.edits += 1
        if not msg.ephemeral:
            self.fake.gateway.dispatch_message("MESSAGE_UPDATE", msg)

    def delete(self, msg: Message) -> None:
        msg.deleted = True
        if not msg.ephemeral:
            data: dict[str, Any] = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            ch = self.fake.channels.get(msg.channel_id)
            if ch is not None and ch.guild_id:
                data["guild_id"] = str(ch.guild_id)
            intent = (1 << 9) if data.get("guild_id") else (1 << 12)
            self.fake.gateway.dispatch("MESSAGE_DELETE", data, intent=intent)


def _int(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise DiscordError(
            400, 50035, "Invalid Form Body", {"_errors": [{"code": "NUMBER_TYPE_COERCE"}]}
        ) from None
