"""The public table of any game: its one live message (re-posted each turn) and its buttons.

The table is drawn by the game's adapter from the public view only (``view_for(state, None)``):
it cannot show what it is not given, so a drawing bug cannot leak a hand. Its buttons are drawn
by ``cogs.controls``; their clicks are the hand panel's (``cogs.panel``), which imports this
module, never the reverse.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import os
import signal
from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
from discord.utils import utcnow

from bot.i18n import Phrase, voice
from bot.services.lobby import chosen_ruleset
from bot.services.practice import in_channel, is_practice
from bot.services.progress import moments_of
from bot.services.records import GameRecord, Status
from bot.services.situation import Situation
from bot.ui.adapter import GameAdapter
from bot.ui.away import away_lines
from bot.ui.drawing.chart import render_chart
from bot.ui.ended import ended_table
from bot.ui.host import Host, host_of
from bot.ui.replies import publish, static_view
from cogs.controls import again_button, hand_button, table_button
from cogs.follow_up import send_table
from cogs.guard import remove_message
from cogs.notices import turn_started
from cogs.repair import POSTING, passing, post_again, sweep_game
from cogs.threads import update_pointer

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def table_view(
    adapter: GameAdapter, game: GameRecord, view: dict[str, Any]
) -> discord.ui.View | None:
    """Return the table's buttons while the game runs: the one-tap moves of the seat to move
    (the game's ``table_controls``, drawn from the public view), then "Show my hand" and
    "Rules", in the game's language; a finished game's final table: "Play again"."""
    if game.status is Status.FINISHED:
        if is_practice(game):  # another practice is one command away: no lobby to open
            return None
        again = static_view()
        again.add_item(again_button(game.id, game.language))
        return again
    if game.status is not Status.RUNNING:
        return None
    items = static_view()
    for control in adapter.table_controls(game, view)[:TABLE_MOVES]:
        items.add_item(hand_button(control, game, 0))
    items.add_item(table_button("hand", game.id, game.language))
    items.add_item(table_button("rules", game.id, game.language))
    return items


TABLE_MOVES = 4
"""One-tap moves on a table at most (one row, beside "Show my hand" and "Rules" below)."""


def quieted(content: dict[str, Any], quiet: Collection[int]) -> None:
    """Ping nobody in ``quiet`` (the member who just moved is looking at their panel)."""
    mentions = content.get("allowed_mentions")
    if not quiet or not isinstance(mentions, discord.AllowedMentions):
        return
    users = mentions.users if isinstance(mentions.users, list) else []
    kept = [u for u in users if u.id not in quiet]
    content["allowed_mentions"] = discord.AllowedMentions(
        everyone=False, roles=False, users=kept if kept else False
    )


async def add_picture(
    bot: Host,
    game: GameRecord,
    content: dict[str, Any],
    key: tuple[Any, ...],
    panel: Any,
    filename: str | None = None,
) -> None:
    """Attach the picture ``filename`` (default: named ``key[0]``) to a message's embed, where
    the server shows them.

    ``panel`` draws it from the players' names by seat (None: no picture); the cache draws it
    once per key.
    """
    if panel is None or not (await bot.service.settings(game.guild_id)).images:
        return
    names = {i: s.name for i, s in enumerate(game.seats) if s.name}
    filename = filename or f"{key[0]}.png"
    picture = await bot.pictures.file(key, functools.partial(panel, names), filename)
    if picture is not None:
        content["embed"].set_image(url=f"attachment://{filename}")
        content["files"] = [picture]


async def add_chart(
    bot: Host, game: GameRecord, adapter: GameAdapter, content: dict[str, Any]
) -> None:
    """Add the chart of how a finished game went under its final table, as a second embed
    (``chart.png``), where the server shows pictures.

    The game's replay (the service's, in a worker thread, kept for the replay viewer) is
    viewed and drawn in a worker thread, once per version and language (the picture cache);
    if anything fails the table goes without its chart.
    """
    table = content.get("embed")
    if (
        not isinstance(table, discord.Embed)
        or not (await bot.service.settings(game.guild_id)).images
    ):
        return
    names = {i: s.name for i, s in enumerate(game.seats) if s.name}
    language = game.language

    rules = bot.service.rules_for(game.kind)

    def render() -> bytes:
        moments = moments_of(rules, replay.steps.states, len(game.seats))
        chart = adapter.progress(moments, language)
        return b"" if chart is None else render_chart(chart, names)

    try:
        replay = await bot.service.replay(game)  # kept: the replay viewer reads it again
        png = await bot.pictures.png(("chart", game.id, game.version, language), render)
    except Exception:
        log.exception("game %s: could not draw its chart", game.id)
        return
    if not png:
        return
    del content["embed"]
    chart = discord.Embed(title=voice(language)("chart-title"), colour=table.colour)
    chart.set_image(url=f"attachment://{CHART_FILE}")
    content["embeds"] = [table, chart]
    content["files"] = [*content.get("files", []), discord.File(io.BytesIO(png), CHART_FILE)]


CHART_FILE = "chart.png"


async def post_table(
    bot: Host,
    game: GameRecord,
    sight: Situation | None = None,
    *,
    in_place: bool = False,
    ping: bool = True,
    quiet: Collection[int] = (),
    call: tuple[str, Sequence[int]] | None = None,
    repair: bool = False,
    nonce: str | None = None,
    via: Interaction | None = None,
) -> bool:
    """Show the current table as the game's one live message: post it, then delete the old one.

    A game has one table in its channel at any moment, at the bottom where the next player
    looks, and its content pings the player to move (the turn's only notification). The moves
    stay readable with ``/<game> log``. Posting comes first: if Discord refuses, the old table
    is still there, and the table is posted again until it lands (``post_again``: promptly
    after a rate limit or a server error, once a minute later after any other refusal).

    Before a new table is posted the game is marked (``mark_table_post``, the old table's id)
    and the mark is cleared once the old table is deleted: a process stopped in between leaves
    the mark, and the next start-up deletes every table of the game but the stored one
    (``cogs.repair.sweep_leftovers``).

    ``sight`` is the situation the caller already holds for ``game`` (its public view is used).
    ``in_place``: edit the current table instead (a choice made while others still choose at
    once: nobody is pinged again; a table that is gone is posted anew). ``ping`` False: nobody
    is notified (``/<game> board``). ``quiet``: users not to ping (who just moved). ``call``:
    a text and the users it pings, in place of the game's own ping (a reminder), ``nonce`` the
    same on every try of it. ``repair``: only if the game's table is not of its version yet.
    A new table that pings (none of ``in_place``, ``call``, ``ping`` False) also tells the
    members to move who asked for it by direct message (``cogs.notices.turn_started``).
    ``via``: the interaction of the human move that moved the game on; a new table goes as its
    public follow-up where it can (``send_table``).

    One post at a time per game: a table for a version older than the game's is not posted
    (the move that moved it on posts its own), and the table replaced is the one stored.
    Return whether the table was posted or edited (False: not needed).
    """
    if in_channel(game):  # a practice game seen by its member alone: its panel shows the table
        return False
    lock = POSTING.setdefault(game.id, asyncio.Lock())
    async with lock:
        current = await bot.service.game(game.id)
        if current.version > game.version or (repair and current.table_version == current.version):
            return False
        game = replace(game, message_id=current.message_id, pointer=current.pointer)
        adapter = bot.adapter_of(game)
        if sight is None:
            sight = await bot.service.situation(game, [None])
        view = sight.view(None)
        recent = await bot.service.recent_actions(game.id, 5)
        if game.ended_early is not None:  # a resignation ended it: its last state is not over
            content = ended_table(game)
        else:
            content = adapter.table(game, view, recent)
        if call is not None:
            text, users = call
            content["content"] = text
            content["allowed_mentions"] = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in users]
            )
        if not ping:
            content["allowed_mentions"] = discord.AllowedMentions.none()
        quieted(content, [*quiet, *await told_away(bot, game, content)])
        channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        components = table_view(adapter, game, view)
        if components is not None:
            content["view"] = components
        key = ("table", game.id, game.version, game.language)
        await add_picture(bot, game, content, key, adapter.table_picture(view, game.language))
        if game.status is Status.FINISHED and game.ended_early is None:
            await add_chart(bot, game, adapter, content)
        try:
            await show(bot, game, channel, content, in_place=in_place, nonce=nonce, via=via)
        except Exception as err:
            log.warning("game %s: its table was not posted: %s", game.id, err)
            post_again(bot, game.id, repost, soon=passing(err))
            raise
        if game.status is not Status.RUNNING or current.table_version is None:
            await update_pointer(bot, game)  # the game began or ended
        if ping and call is None and not in_place and game.status is Status.RUNNING:
            await turn_started(bot, game, sight.active, quiet)  # the DMs asked for
        return True


async def told_away(bot: Host, game: GameRecord, content: dict[str, Any]) -> list[int]:
    """Add to a running game's table who of its players is on holiday; return those whose
    clock it stops (not to be pinged)."""
    if game.status is not Status.RUNNING:
        return []
    away = await bot.service.away_in(game.guild_id, game.user_ids)
    lines = away_lines(game, away)
    if lines:
        content["content"] = "\n".join([*filter(None, [content.get("content")]), *lines])
    return [user for user, found in away.items() if found.covered]


async def repost(bot: Host, game: GameRecord) -> bool:
    """Post a game's table if the one posted does not show the game's version yet (a post
    refused or cut short); return whether it was posted (``cogs.repair`` calls this)."""
    return await post_table(bot, game, repair=True)


async def show(
    bot: Host,
    game: GameRecord,
    channel: discord.PartialMessageable,
    content: dict[str, Any],
    *,
    in_place: bool,
    nonce: str | None,
    via: Interaction | None = None,
) -> None:
    """Edit the table in place, or post it and delete the old one (``post_table``'s lock is
    held; ``game.message_id`` is the stored table). A table that went by a channel post after
    its follow-up failed may have landed twice: the channel is swept from the mark on."""
    old = game.message_id
    if in_place and old is not None:
        edit = {k: v for k, v in content.items() if k not in ("files", "allowed_mentions")}
        try:
            await channel.get_partial_message(old).edit(
                **edit, attachments=content.get("files", [])
            )
            await bot.service.attach_message(game.id, old, game.version)
            return
        except discord.NotFound:
            log.info("game %s: table %s is gone, posting a new one", game.id, old)
    if nonce is not None:
        content["nonce"] = nonce
    since = old if old is not None else discord.utils.time_snowflake(utcnow() - CLOCK_SKEW)
    pending = await bot.service.mark_table_post(game.id, since)
    message_id, fell_back = await send_table(game, channel, content, via)
    crash_point("posted")
    await bot.service.attach_message(game.id, message_id, game.version)
    crash_point("stored")
    if old is not None and old != message_id:
        await remove_message(channel, old, game.id)
    if pending is not None or fell_back:  # a post failed or was cut short: it may have landed
        try:
            await sweep_game(bot, game.id, since if pending is None else pending, locked=True)
        except discord.HTTPException as err:  # the mark stays: the next start-up sweeps
            log.warning("game %s: could not look for a table left behind: %s", game.id, err)
    else:
        await bot.service.clear_table_post(game.id, since)


CLOCK_SKEW = timedelta(minutes=1)
"""How far Discord's clock may be behind ours (a mark made of the time, for a game with no
table to replace, starts this much earlier)."""
CRASH_HOOK = "HOARD_TEST_TABLE_CRASH"
"""Tests only (``tests/e2e/test_leftovers.py``): the path of a file naming a point of a table
post ("posted": the new table is posted, not yet stored; "stored": stored, the old one not yet
deleted). A process with this variable set, reaching that point while the file says it,
deletes the file and kills itself with SIGKILL. Unset (production), nothing is read."""


def crash_point(point: str) -> None:
    """Die here if a test asked for it (``CRASH_HOOK``); otherwise do nothing."""
    path = os.environ.get(CRASH_HOOK)
    if not path:
        return
    try:
        wanted = Path(path).read_text().strip()
    except OSError:
        return
    if wanted == point:
        Path(path).unlink()
        os.kill(os.getpid(), signal.SIGKILL)


async def show_table(
    interaction: Interaction,
    game: GameRecord,
    *,
    done: str,
    sight: Situation | None = None,
    in_place: bool = False,
    ping: bool = True,
    quiet: Collection[int] = (),
    follow_up: bool = False,
) -> None:
    """Post the table after ``done`` happened; if Discord refuses, tell the member privately,
    in their language (``done`` is in it too); the table is posted again (``post_again``).
    ``follow_up``: ``done`` is a human move; a new table goes as the interaction's follow-up."""
    bot = host_of(interaction)
    via = interaction if follow_up else None
    await publish(
        interaction,
        post_table(bot, game, sight, in_place=in_place, ping=ping, quiet=quiet, via=via),
        done=done,
        what=Phrase("errors-not-posted-table"),
        retry=Phrase("errors-not-posted-table-retry", kind=game.kind),
    )


async def game_ruleset(bot: Host, game: GameRecord) -> dict[str, Any]:
    """Return the ruleset a game is played with (the default before it starts)."""
    if game.status is not Status.LOBBY:
        view = (await bot.service.situation(game, [None])).view(None)
        ruleset: dict[str, Any] = view["ruleset"]
        return ruleset
    return chosen_ruleset(bot.service.rules_for(game.kind), game.kind, game.options.get("ruleset"))
