"""What the turn clock says in Discord: reminders, moves played for absent players, expiry,
holidays.

Every notice is in the game's language (``game.language``): the channel reads the reminder and
the end of an abandoned game, and a direct message goes out with no interaction to take a
reader's language from, so it follows the game too. A direct message Discord refused is
not tried again until the member runs ``/hoard notify`` (``cogs.notices.send_dm``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

import discord

from bot.i18n import voice
from bot.services.durations import said_duration
from bot.services.games import MoveResult
from bot.services.records import GameRecord
from bot.ui.adapter import GameAdapter
from bot.ui.host import Host
from cogs.guard import jump_url, strip_buttons
from cogs.notices import send_dm
from cogs.table import post_table
from cogs.threads import update_pointer


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
            if await self.bot.service.may_remind_by_dm(user_id):
                await send_dm(self.bot, user_id, dm, game, nonce)
        return True

    async def auto_moved(self, result: MoveResult) -> None:
        """Post the table: it shows the moves played for players who were out of time or away."""
        await post_table(self.bot, result.last.game)

    async def clock_moved(self, game: GameRecord, *, ping: bool) -> None:
        """Show the table again with the clock as it is now: edited in place while the game
        waits for a holiday; posted anew, pinging the players to move, when it runs again."""
        await post_table(self.bot, game, in_place=not ping, ping=ping)

    async def expired(self, game: GameRecord) -> None:
        """Say in the channel that an abandoned game ended, and remove its buttons."""
        channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        if game.message_id is not None:
            await strip_buttons(channel, game.message_id, game.id)
        await channel.send(
            voice(game.language)("clock-expired", game=str(game.id)),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await update_pointer(self.bot, await self.bot.service.game(game.id))  # now over
