"""A game's one table, kept so whatever Discord or a crash did: a refused post is posted again
until it lands, an outdated table is posted anew at start-up, and the tables a stop left
behind (posted, but the old one not deleted yet) are deleted at start-up.

The table's module (``cogs.table``) imports this one, never the reverse: what posts a table again
is given its poster (``cogs.table.repost``).

``cogs.table.post_table`` marks a game before it posts a new table (``table_leftovers``: the
old table's id, the oldest message that may be one of its tables) and clears the mark once
the old table is deleted, so a crash anywhere in between leaves the mark. The start-up reads
the channel from that message on and deletes (or strips) every message carrying the game's
buttons except the stored one. Why the channel and not only the stored old id: a crash between
the post and storing its id leaves a table nobody recorded; reading the channel finds both.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import weakref
from collections.abc import Awaitable, Callable

import aiohttp
import discord

from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.host import Host
from cogs.guard import remove_message

log = logging.getLogger(__name__)

POSTING: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
"""The lock of each game whose table is being posted or swept (gone when nobody holds it)."""
SWEEP_LIMIT = 500
"""Messages read at most after a mark (a busy channel's newer messages are not tables)."""
Repost = Callable[[Host, GameRecord], Awaitable[bool]]
"""Posts a game's table if the one posted does not show its version yet, and says whether it
did (``cogs.table.repost``)."""


def passing(err: BaseException) -> bool:
    """Say whether Discord's refusal will likely pass soon: a rate limit that outlasted
    discord.py's own retries, a server error, a connection that failed."""
    if isinstance(err, discord.HTTPException):
        return err.status == 429 or err.status >= 500
    return isinstance(err, discord.RateLimited | aiohttp.ClientError | TimeoutError)


REPAIR_DELAY = 60.0
"""Seconds before a table that Discord refused for another reason is posted again."""
AGAIN_DELAYS = (0.5, 1.0, 2.0, 3.0, 5.0)
"""Seconds between the tries of a table refused by a rate limit or a server error (the last
one repeats until the table lands or is no longer needed)."""
_again: dict[int, asyncio.Task[None]] = {}


def post_again(bot: Host, game_id: int, post: Repost, *, soon: bool) -> None:
    """Post a refused table again (by ``post``) until it lands (one task per game; a bot that
    closes cancels them: ``cancel_repairs``). ``soon``: the refusal should pass in seconds (a
    try after each of ``AGAIN_DELAYS``); else one try ``REPAIR_DELAY`` later."""
    if game_id in _again:
        return  # the task already trying posts the game's newest table
    task = asyncio.create_task(again(bot, game_id, post, soon), name=f"table-again-{game_id}")
    _again[game_id] = task
    task.add_done_callback(lambda _: _again.pop(game_id, None))


async def again(bot: Host, game_id: int, post: Repost, soon: bool) -> None:
    """Try the game's table until it shows the game's version (``post_again``)."""
    tries = 0
    while True:
        delay = AGAIN_DELAYS[min(tries, len(AGAIN_DELAYS) - 1)] if soon else REPAIR_DELAY
        await asyncio.sleep(delay)
        tries += 1
        try:
            game = await bot.service.game(game_id)
            if await post(bot, game):
                log.info("game %s: its table is posted after %s tries", game_id, tries)
            return
        except Exception as err:
            if not passing(err):
                log.warning("game %s: its table is refused (%s); not trying again", game_id, err)
                return
            soon = True


async def cancel_repairs() -> None:
    """Cancel the tables waiting to be posted again (the bot is closing)."""
    for task in list(_again.values()):
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def repair_tables(bot: Host, post: Repost) -> int:
    """Delete the tables a stop left behind (``sweep_leftovers``), then post (by ``post``) the
    table of every running game whose table is missing or outdated (a crash between a move and
    its table), pinging its player to move once; return how many were posted."""
    await sweep_leftovers(bot)
    repaired = 0
    for game_id in await bot.service.stale_tables():
        try:
            game = await bot.service.game(game_id)
            if game.kind not in bot.adapters:
                continue
            game = await bot.service.resume(game_id)  # bots the crash left to move play now
            await post(bot, game)
            repaired += 1
        except Exception as err:  # one game's failure never stops the others' repair
            log.warning("game %s: could not repair its table: %s", game_id, err)
    if repaired:
        log.info("repaired the table of %s running games", repaired)
    return repaired


async def sweep_leftovers(bot: Host) -> int:
    """Delete the tables left behind by table posts that a stop cut short; return how many."""
    swept = 0
    for game_id, mark in await bot.service.table_leftovers():
        try:
            swept += await sweep_game(bot, game_id, mark)
        except Exception as err:  # one channel's failure never stops the others'
            log.warning("game %s: could not look for its old tables: %s", game_id, err)
    if swept:
        log.info("deleted %s tables left behind", swept)
    return swept


async def sweep_game(bot: Host, game_id: int, mark: int, *, locked: bool = False) -> int:
    """Delete every message of the game's channel from ``mark`` on that carries the game's
    buttons, except its stored message, and clear the mark; return how many went.

    ``locked``: the caller holds the game's ``POSTING`` lock (else it is taken here, so no
    table is posted meanwhile).
    """
    if not locked:
        async with POSTING.setdefault(game_id, asyncio.Lock()):
            return await sweep_game(bot, game_id, mark, locked=True)
    game = await bot.service.game(game_id)
    channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    old = []
    async for message in channel.history(
        limit=SWEEP_LIMIT, after=discord.Object(mark - 1), oldest_first=True
    ):
        if message.id != game.message_id and game_id in games_on(message):
            old.append(message.id)
    for message_id in old:
        log.info("game %s: deleting table %s left behind", game_id, message_id)
        await remove_message(channel, message_id, game_id)
    await bot.service.clear_table_post(game_id, mark)
    return len(old)


PUBLIC = [ids.LOBBY_TEMPLATE, ids.TABLE_TEMPLATE, ids.HAND_TEMPLATE, ids.PICK_TEMPLATE]
"""The ids of a game's lobby and table buttons (a move log's or a replay's are not tables)."""


def games_on(message: discord.Message) -> set[int]:
    """Return the games whose lobby or table buttons ``message`` carries."""
    found: set[int] = set()
    stack: list[object] = list(message.components)
    while stack:
        component = stack.pop()
        custom_id = getattr(component, "custom_id", None)
        if isinstance(custom_id, str):
            for template in PUBLIC:
                if (match := re.fullmatch(template, custom_id)) is not None:
                    found.add(int(match["game"]))
        stack.extend(getattr(component, "children", []) or [])
    return found
