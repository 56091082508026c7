"""Direct messages to members: the turn-start notice, and the one way every DM is sent.

A member asks for them with ``/hoard notify`` (``turns`` for the turn-start notice, ``dm`` for
reminders, ``cogs/clock.py``). When Discord refuses a direct message (HTTP 403, code 50007:
the member's DMs are closed, or they blocked the bot) the refusal is stored and no direct
message of either kind is tried again until the member runs ``/hoard notify`` again.

A notice says only what anyone in the channel can see: the game, its channel and server,
that it is the member's turn, the deadline and a link to the table, never a hand.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from dataclasses import replace

import discord
from discord.utils import escape_markdown

from bot.i18n import voice
from bot.services.records import GameRecord
from bot.ui.adapter import deadline_stamp
from bot.ui.host import Host
from bot.ui.lobby import kind_title
from cogs.guard import jump_url

log = logging.getLogger(__name__)

CANNOT_DM = 50007
"""Discord's error code for a direct message it will not deliver ("Cannot send messages to
this user")."""


async def send_dm(
    bot: Host, user_id: int, text: str, game: GameRecord, nonce: str | None = None
) -> bool:
    """Send a direct message about ``game``; return whether it was sent. A member whose DMs
    are closed is not an error: the refusal is remembered (``dm_refused``)."""
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        if nonce is None:
            await user.send(text, allowed_mentions=discord.AllowedMentions.none())
        else:
            await user.send(text, allowed_mentions=discord.AllowedMentions.none(), nonce=nonce)
        return True
    except discord.Forbidden as err:
        log.info("game %s: %s does not accept direct messages; skipped", game.id, user_id)
        if err.code == CANNOT_DM:
            await bot.service.dm_refused(user_id)
    except discord.HTTPException:
        log.warning("game %s: direct message to %s failed", game.id, user_id, exc_info=True)
    return False


def turn_text(bot: Host, game: GameRecord, language: str) -> str:
    """The turn-start notice of ``game`` in ``language``: the game, where it is, the deadline
    and the link to the table."""
    say = voice(language)
    guild = bot.get_guild(game.guild_id)
    where = {
        "kind": kind_title(game.kind, language),
        "game": str(game.id),
        "channel": f"<#{game.channel_id}>",
    }
    sentences = [
        say("mygames-dm-turn", **where, server=escape_markdown(guild.name))
        if guild is not None
        else say("mygames-dm-turn-channel", **where)
    ]
    deadline = deadline_stamp(game)
    if deadline is not None:
        sentences.append(say("mygames-dm-deadline", when=deadline))
    link = jump_url(game)
    if link is not None:
        sentences.append(say("mygames-dm-link", link=link))
    return " ".join(sentences)


async def turn_started(
    bot: Host, game: GameRecord, active: Sequence[int], quiet: Collection[int] = ()
) -> None:
    """Tell by direct message each member whose turn just started in ``game`` (its new table
    was posted, pinging them) and who asked for it; ``quiet``: who just moved (they are
    looking). Each notice is in the member's language (the one they last ran
    ``/hoard notify`` in), or the game's when it is not known. Never raises: the table is
    posted whatever becomes of the notices."""
    try:
        await tell(bot, game, active, quiet)
    except Exception:
        log.exception("game %s: the turn-start notices failed", game.id)


async def tell(bot: Host, game: GameRecord, active: Sequence[int], quiet: Collection[int]) -> None:
    """Send ``turn_started``'s notices."""
    users = [
        seat.user_id
        for seat in (game.seats[s] for s in active)
        if not seat.bot and not seat.absent and seat.user_id not in quiet
    ]
    if not users:
        return
    wanted = await bot.service.turn_notices(users)
    if not wanted:
        return
    posted = await bot.service.game(game.id)
    current = replace(game, message_id=posted.message_id)  # the table just posted: its link
    for user_id, language in wanted.items():
        text = turn_text(bot, current, language or game.language)
        await send_dm(bot, user_id, text, game, nonce=f"turn-{game.id}-{game.version}")
