"""What the turn clock says in Discord: reminders, moves played for absent players, expiry.

Every notice is in the game's language (``game.language``): the channel reads the reminder and
the end of an abandoned game, and a direct message goes out with no interaction to take a
reader's language from, so it follows the game too.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import timedelta

import discord

from bot.i18n import voice
from bot.services.durations import said_duration
from bot.services.games import MoveResult
from bot.services.practice import in_channel
from bot.services.records import GameRecord
from bot.ui.adapter import GameAdapter
from bot.ui.host import Host
from cogs.guard import jump_url, strip_buttons
from cogs.table import post_table
from cogs.threads import update_pointer

log = logging.getLogger(__name__)


class DiscordNotifier:
    """Tells players in their game's channel, and by direct message when they asked for it."""

    def __init__(self, bot: Host, adapter: GameAdapter) -> None:
        self.bot = bot
        self.adapter = adapter

    async def reminder(
        self, game: GameRecord, user_ids: Sequence[int], left: timedelta, nonce: str | None = None
    ) -> bool:
        """Re-post the table with the reminder as its ping (the game keeps one message in the
        channel); DM the players who opted in. Both in the game's language, with ``nonce``:
        sent again after a crash, neither is posted twice. False: the game moved on first."""
        say = voice(game.language)
        text = say(
            "clock-reminder" if len(user_ids) == 1 else "clock-reminder-several",
            players=" ".join(f"<@{u}>" for u in user_ids),
            game=str(game.id),
            left=said_duration(left.total_seconds()),
            timeout=self.adapter.timeout_words(game.language),
        )
        if not await post_table(self.bot, game, call=(text, user_ids), nonce=nonce):
            return False
        game = await self.bot.service.game(game.id)
        link = jump_url(game)
        dm = (
            say("clock-dm-link", game=str(game.id), link=link)
            if link
            else say("clock-dm", game=str(game.id))
        )
        for user_id in user_ids:
            if await self.bot.service.notify_dm(user_id):
                await self.direct(user_id, dm, game, nonce)
        return True

    async def direct(
        self, user_id: int, text: str, game: GameRecord, nonce: str | None = None
    ) -> None:
        """Send a direct message; a member with closed DMs is not an error."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            if nonce is None:
                await user.send(text)
            else:
                await user.send(text, nonce=nonce)
        except discord.Forbidden:
            log.info("game %s: %s does not accept direct messages; skipped", game.id, user_id)
        except discord.HTTPException:
            log.warning("game %s: direct message to %s failed", game.id, user_id, exc_info=True)

    async def auto_moved(self, result: MoveResult) -> None:
        """Post the table: it shows the moves played for players who were out of time or away."""
        await post_table(self.bot, result.last.game)

    async def expired(self, game: GameRecord) -> None:
        """Say in the channel that an abandoned game ended, and remove its buttons (a
        practice game that only its member sees ends silently)."""
        if in_channel(game):
            return
        channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        if game.message_id is not None:
            await strip_buttons(channel, game.message_id, game.id)
        await channel.send(
            voice(game.language)("clock-expired", game=str(game.id)),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await update_pointer(self.bot, await self.bot.service.game(game.id))  # now over
