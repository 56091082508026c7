"""The fake's world: users, guilds, channels, members, messages, commands, interactions, clock."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from . import specval

DISCORD_EPOCH_MS = 1_420_070_400_000
# ids start at 2025-01-01 so they look like real, recent snowflakes (and are deterministic)
_BASE_MS = 1_735_689_600_000 - DISCORD_EPOCH_MS

# permission bits
CREATE_INSTANT_INVITE = 1 << 0
ADMINISTRATOR = 1 << 3
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_EXTERNAL_EMOJIS = 1 << 18
CHANGE_NICKNAME = 1 << 26
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMISSIONS = 8_866_461_766_385_663  # == discord.Permissions.all().value in discord.py 2.7.1

TEXT_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | EMBED_LINKS
    | ATTACH_FILES
    | USE_EXTERNAL_EMOJIS
)
"""What anyone may do in a plain text conversation (also what a bot has in a DM)."""
DEFAULT_MEMBER_PERMISSIONS = (
    TEXT_PERMISSIONS
    | USE_APPLICATION_COMMANDS
    | SEND_MESSAGES_IN_THREADS
    | CHANGE_NICKNAME
    | CREATE_INSTANT_INVITE
)
DEFAULT_BOT_PERMISSIONS = DEFAULT_MEMBER_PERMISSIONS | MANAGE_MESSAGES | CREATE_PUBLIC_THREADS

# channel types
GUILD_TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12


class Snowflakes:
    """Deterministic, increasing, realistic-looking snowflakes."""

    def __init__(self) -> None:
        self._n = itertools.count(1)

    def next(self) -> int:
        n = next(self._n)
        return ((_BASE_MS + n) << 22) | (n % 4096)


def snowflake_time(snowflake: int) -> datetime:
    return datetime.fromtimestamp(((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, tz=UTC)


def _still() -> float:
    return 0.0


class Clock:
    """The fake's seconds: ``clock()`` (by default one that stands still) plus an offset moved
    by ``advance``. Discord's time rules (3 s to answer, 15 min per token, a nonce's memory)
    read it, so only a test makes a bot late: a busy machine that takes 4 real seconds to
    answer a click does not turn a correct bot into a 10062. Timestamps follow real time."""

    def __init__(self, clock: Callable[[], float] | None = None) -> None:
        self._clock = clock or _still
        self.offset = 0.0
        self._wall_start = datetime.now(UTC)
        self._mono_start = time.monotonic()

    def now(self) -> float:
        return self._clock() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def wall(self) -> datetime:
        """Wall-clock time plus what the fake clock was advanced (for message timestamps)."""
        real = time.monotonic() - self._mono_start
        return self._wall_start + timedelta(seconds=real + self.offset)

    def iso(self) -> str:
        return self.wall().isoformat()


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    locale: str = "en-US"
    """The language of the user's Discord client (their interactions' ``locale``)."""

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"User({self.name!r}, id={self.id})"


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    tags: dict[str, Any] | None = None

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"


@dataclass(eq=False)
class Channel:
    id: int
    name: str
    type: int = GUILD_TEXT
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    owner_id: int | None = None  # threads
    thread_members: set[int] = field(default_factory=set)  # a private thread's only readers
    invitable: bool = True  # private threads: may non-moderators add others
    recipients: list[User] = field(default_factory=list)  # DMs
    created: str = ""

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def __repr__(self) -> str:
        return f"Channel({self.name!r}, id={self.id}, type={self.type})"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: list[Role] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    members: dict[int, Member] = field(default_factory=dict)
    joined_at: str = ""
    preferred_locale: str = "en-US"
    """The server's language (its admins choose it on a Community server)."""
    features: list[str] = field(default_factory=list)
    """Guild features ("COMMUNITY" for a Community server)."""

    @property
    def everyone(self) -> Role:
        return self.roles[0]

    def get_role(self, role_id: int) -> Role | None:
        return next((r for r in self.roles if r.id == role_id), None)

    def __repr__(self) -> str:
        return f"Guild({self.name!r}, id={self.id})"


@dataclass(eq=False)
class Member:
    user: User
    guild: Guild
    roles: list[Role] = field(default_factory=list)
    joined_at: str = ""
    nick: str | None = None

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    def permissions(self, channel: Channel | None = None) -> int:
        """Guild-level permissions (the fake models no channel overwrites)."""
        if self.guild.owner_id == self.user.id:
            return ALL_PERMISSIONS
        value = self.guild.everyone.permissions
        for role in self.roles:
            value |= role.permissions
        if value & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return value

    def __repr__(self) -> str:
        return f"Member({self.user.name!r}, guild={self.guild.name!r})"


@dataclass(eq=False)
class Message:
    """A message as the fake stores it; ``raw`` is the Discord message object (current state)."""

    raw: dict[str, Any]
    ephemeral: bool = False
    interaction_id: int | None = None
    deleted: bool = False
    edits: int = 0
    recipient_id: int | None = None  # who sees an ephemeral message
    files: dict[str, bytes] = field(default_factory=dict)

    @property
    def id(self) -> int:
        return int(self.raw["id"])

    @property
    def channel_id(self) -> int:
        return int(self.raw["channel_id"])

    @property
    def content(self) -> str:
        return str(self.raw.get("content") or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.raw.get("embeds") or [])

    @property
    def components(self) -> list[dict[str, Any]]:
        return list(self.raw.get("components") or [])

    @property
    def flags(self) -> int:
        return int(self.raw.get("flags") or 0)

    @property
    def author_id(self) -> int:
        return int(self.raw["author"]["id"])

    @property
    def attachments(self) -> list[dict[str, Any]]:
        return list(self.raw.get("attachments") or [])

    @property
    def loading(self) -> bool:
        return bool(self.flags & specval.LOADING)

    def walk_components(self) -> Iterator[dict[str, Any]]:
        for comp, _ in specval.walk_components(self.components):
            yield comp

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") == specval.BUTTON]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") in specval.SELECT_TYPES]

    def text(self) -> str:
        """Content, embed texts and text displays (components v2), one per line."""
        return "\n".join(_message_texts(self.raw))

    def __repr__(self) -> str:
        flags = " ephemeral" if self.ephemeral else ""
        gone = " deleted" if self.deleted else ""
        return f"Message(id={self.id}{flags}{gone}, content={self.content[:60]!r})"


def _message_texts(raw: dict[str, Any]) -> list[str]:
    out: list[str] = []
    if raw.get("content"):
        out.append(str(raw["content"]))
    for embed in raw.get("embeds") or []:
        for key in ("title", "description"):
            if embed.get(key):
                out.append(str(embed[key]))
        for f in embed.get("fields") or []:
            out.append(f"{f.get('name', '')}: {f.get('value', '')}")
        footer = embed.get("footer") or {}
        if footer.get("text"):
            out.append(str(footer["text"]))
    for comp, _ in specval.walk_components(raw.get("components") or []):
        if comp.get("type") == specval.TEXT_DISPLAY and comp.get("content"):
            out.append(str(comp["content"]))
    return out


@dataclass
class RequestRecord:
    method: str
    path: str  # without the /api/v10 prefix
    query: dict[str, str]
    json: Any
    status: int = 0
    response: Any = None
    files: list[tuple[str, str, bytes]] = field(default_factory=list)  # (field, filename, data)
    problems: list[str] = field(default_factory=list)
    error_code: int | None = None

    def __repr__(self) -> str:
        code = f" code={self.error_code}" if self.error_code else ""
        return f"<{self.method} {self.path} -> {self.status}{code}>"


@dataclass(eq=False)
class InteractionRecord:
    """One interaction the fake sent, and everything the bot did with it."""

    id: int
    token: str
    type: int  # 2 application command, 3 component, 4 autocomplete, 5 modal submit
    user: User
    channel: Channel
    payload: dict[str, Any]
    created_at: float  # fake clock
    response_type: int | None = None
    response: dict[str, Any] | None = None
    ephemeral: bool = False
    message: Message | None = None
    followups: list[Message] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    source_message: Message | None = None  # component/modal-from-message interactions
    original: Message | None = None  # what @original refers to
    ack_seconds: float | None = None  # how long the first answer took (fake clock)
    sent_wall: float = 0.0  # when it was sent, in real seconds (time.monotonic)
    ack_wall_seconds: float | None = None  # how long the first answer took, real seconds
    attempted: asyncio.Event = field(default_factory=asyncio.Event, repr=False)
    shard: tuple[int, int] | None = None  # the shard (id, count) of the session it went to
    delivered: bool = False  # a gateway session received it (its server's shard was live)

    @property
    def custom_id(self) -> str | None:
        data = self.payload.get("data") or {}
        return data.get("custom_id")

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def messages(self) -> list[Message]:
        """The reply (if any) then followups, without duplicates."""
        out: list[Message] = []
        for m in [self.message, *self.followups]:
            if m is not None and all(m is not o for o in out):
                out.append(m)
        return out

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal the bot opened (type-9 response data)."""
        if self.response_type == 9 and self.response:
            return self.response.get("data")
        return None

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        """Autocomplete choices the bot returned (type-8 response)."""
        if self.response_type == 8 and self.response:
            return list((self.response.get("data") or {}).get("choices") or [])
        return None

    def text(self) -> str:
        """Content, embed titles/descriptions/fields, v2 text displays: reply + followups."""
        parts: list[str] = []
        for m in self.messages:
            if not m.deleted:
                parts.extend(_message_texts(m.raw))
        return "\n".join(parts)

    def __repr__(self) -> str:
        return (
            f"InteractionRecord(id={self.id}, type={self.type}, user={self.user.name!r}, "
            f"response_type={self.response_type}, ephemeral={self.ephemeral}, "
            f"errors={self.errors!r})"
        )
