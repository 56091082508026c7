"""An offline fake Discord (REST + gateway over loopback) for tests of a discord.py 2.7.1 bot.

See ``docs/discord-testing.md`` §3 and §6. Usage::

    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        general = fake.add_channel(guild)
        alice = fake.add_user("alice")
        fake.add_member(guild, alice)
        task = asyncio.create_task(bot.start("fake-token"))
        await bot.wait_until_ready()
        rec = await fake.slash(alice, general, "ping")
        assert rec.text() == "pong"
"""

from . import specval
from .fake import NO_RESPONSE, NO_SUCCESS, FakeDiscord
from .rest import DiscordError
from .state import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_MEMBER_PERMISSIONS,
    Channel,
    Guild,
    InteractionRecord,
    Member,
    Message,
    RequestRecord,
    Role,
    User,
)

__all__ = [
    "ADMINISTRATOR",
    "ALL_PERMISSIONS",
    "DEFAULT_BOT_PERMISSIONS",
    "DEFAULT_MEMBER_PERMISSIONS",
    "NO_RESPONSE",
    "NO_SUCCESS",
    "Channel",
    "DiscordError",
    "FakeDiscord",
    "Guild",
    "InteractionRecord",
    "Member",
    "Message",
    "RequestRecord",
    "Role",
    "User",
    "specval",
]
