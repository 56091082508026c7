"""Run the bot: open the database, log in to Discord, serve until stopped."""

from __future__ import annotations

import logging
import sys
from typing import Any

from bot.config import Settings
from bot.storage import Database

log = logging.getLogger("bot")


def setup_logging(level: str) -> None:
    """Configure logging once for the whole process."""
    logging.basicConfig(
        level=level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
        stream=sys.stderr,
    )


async def run_bot(settings: Settings, **options: Any) -> int:
    """Open the database, build the bot and run it until it is stopped (``options``: tests)."""
    import discord

    from bot.client import create_bot

    assert settings.discord_token is not None
    log.info(
        "starting: database %s (synchronous=%s), commands synced %s",
        settings.database_path,
        settings.database_synchronous,
        f"to guild {settings.dev_guild_id}" if settings.dev_guild_id else "globally",
    )
    db = await Database.open(settings.database_path, synchronous=settings.database_synchronous)
    bot = create_bot(settings, db, **options)
    try:
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
    except discord.LoginFailure:
        print(
            "hoard: Discord refused the token (401): check DISCORD_TOKEN "
            "(developer portal -> your application -> Bot -> Reset Token)",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print(
            "hoard: Discord refused a privileged intent: enable it in the developer portal "
            "(your application -> Bot -> Privileged Gateway Intents)",
            file=sys.stderr,
        )
        return 1
    finally:
        await db.close()
    return 0
