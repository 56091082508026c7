"""The public table of any game: its one live message (re-posted each turn) and its buttons.

The table is drawn by the game's adapter from the public view only (``view_for(state, None)``):
it cannot show what it is not given, so a drawing bug cannot leak a hand.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
import re
import weakref
from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Any, ClassVar

import discord

from bot.i18n import Phrase, negotiate, voice
from bot.services import errors
from bot.services.progress import moments_of
from bot.services.records import GameRecord, Status
from bot.services.situation import Situation
from bot.ui import ids
from bot.ui.adapter import GameAdapter
from bot.ui.drawing.chart import render_chart
from bot.ui.host import Host, host_of
from bot.ui.replies import publish, static_view
from cogs.controls import hand_button
from cogs.guard import GameComponent, strip_buttons

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def adapter_of(bot: Host, game: GameRecord) -> GameAdapter:
    """Return the adapter of a game's kind (a game whose kind is not loaded is refused)."""
    adapter = bot.adapters.get(game.kind)
    if adapter is None:
        raise errors.UnknownGameKind(game.id, game.kind)
    return adapter


def table_view(
    adapter: GameAdapter, game: GameRecord, view: dict[str, Any]
) -> discord.ui.View | None:
    """Return the table's buttons while the game runs: the one-tap moves of the seat to move
    (the game's ``table_controls``, drawn from the public view), then "Show my hand" and
    "Rules", in the game's language."""
    if game.status is not Status.RUNNING:
        return None
    items = static_view()
    for control in adapter.table_controls(game, view)[:TABLE_MOVES]:
        items.add_item(hand_button(control, game, 0))
    items.add_item(TableButton("hand", game.id, game.language))
    items.add_item(TableButton("rules", game.id, game.language))
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
) -> bool:
    """Show the current table as the game's one live message: post it, then delete the old one.

    A game has one table in its channel at any moment, at the bottom where the next player
    looks, and its content pings the player to move (the turn's only notification). The moves
    stay readable with ``/<game> log``. Posting comes first: if Discord refuses, the old table
    is still there (and a later start-up repairs the game, ``repair_tables``).

    ``sight`` is the situation the caller already holds for ``game`` (its public view is used).
    ``in_place``: edit the current table instead (a choice made while others still choose at
    once: nobody is pinged again; a table that is gone is posted anew). ``ping`` False: nobody
    is notified (``/<game> board``). ``quiet``: users not to ping (who just moved). ``call``:
    a text and the users it pings, in place of the game's own ping (a reminder), ``nonce`` the
    same on every try of it. ``repair``: only if the game's table is not of its version yet.

    One post at a time per game: a table for a version older than the game's is not posted
    (the move that moved it on posts its own), and the table replaced is the one stored.
    Return whether the table was posted or edited (False: not needed).
    """
    lock = POSTING.setdefault(game.id, asyncio.Lock())
    async with lock:
        current = await bot.service.game(game.id)
        if current.version > game.version or (repair and current.table_version == current.version):
            return False
        game = replace(game, message_id=current.message_id)
        adapter = adapter_of(bot, game)
        if sight is None:
            sight = await bot.service.situation(game, [None])
        view = sight.view(None)
        recent = await bot.service.recent_actions(game.id, 5)
        content = adapter.table(game, view, recent)
        if call is not None:
            text, users = call
            content["content"] = text
            content["allowed_mentions"] = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in users]
            )
        if not ping:
            content["allowed_mentions"] = discord.AllowedMentions.none()
        quieted(content, quiet)
        channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        components = table_view(adapter, game, view)
        if components is not None:
            content["view"] = components
        key = ("table", game.id, game.version, game.language)
        await add_picture(bot, game, content, key, adapter.table_picture(view, game.language))
        if game.status is Status.FINISHED:
            await add_chart(bot, game, adapter, content)
        old = game.message_id
        if in_place and old is not None:
            edit = {k: v for k, v in content.items() if k not in ("files", "allowed_mentions")}
            try:
                await channel.get_partial_message(old).edit(
                    **edit, attachments=content.get("files", [])
                )
                await bot.service.attach_message(game.id, old, game.version)
                return True
            except discord.NotFound:
                log.info("game %s: table %s is gone, posting a new one", game.id, old)
        if nonce is not None:
            content["nonce"] = nonce
        message = await channel.send(**content)
        await bot.service.attach_message(game.id, message.id, game.version)
        if old is not None and old != message.id:
            await remove_message(channel, old, game.id)
        return True


POSTING: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
"""The lock of each game whose table is being posted (gone when nobody holds it)."""


async def remove_message(
    channel: discord.PartialMessageable, message_id: int, game_id: int
) -> None:
    """Delete a game's earlier table (already gone is fine; if Discord refuses, strip its
    buttons so that only the current table has live ones)."""
    try:
        await channel.get_partial_message(message_id).delete()
    except discord.NotFound:
        return
    except discord.HTTPException:
        log.info("game %s: could not delete message %s; stripping it", game_id, message_id)
        await strip_buttons(channel, message_id, game_id)


REPAIR_DELAY = 60.0
"""Seconds before the tables are repaired after a post Discord refused."""
_repairs: set[asyncio.Task[int]] = set()


def repair_later(bot: Host) -> None:
    """Repair the outdated tables once, ``REPAIR_DELAY`` seconds from now (one pending at a
    time; a bot that closes cancels it: ``cancel_repairs``)."""
    if _repairs:
        return

    async def later() -> int:
        await asyncio.sleep(REPAIR_DELAY)
        return await repair_tables(bot)

    task = asyncio.create_task(later(), name="repair-tables-later")
    _repairs.add(task)
    task.add_done_callback(_repairs.discard)


async def cancel_repairs() -> None:
    """Cancel a pending ``repair_later`` (the bot is closing)."""
    for task in list(_repairs):
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def repair_tables(bot: Host) -> int:
    """Post the table of every running game whose table is missing or outdated (a crash
    between a move and its table), pinging its player to move once; return how many."""
    repaired = 0
    for game_id in await bot.service.stale_tables():
        try:
            game = await bot.service.game(game_id)
            if game.kind not in bot.adapters:
                continue
            game = await bot.service.resume(game_id)  # bots the crash left to move play now
            await post_table(bot, game, repair=True)
            repaired += 1
        except Exception as err:  # one game's failure never stops the others' repair
            log.warning("game %s: could not repair its table: %s", game_id, err)
    if repaired:
        log.info("repaired the table of %s running games", repaired)
    return repaired


async def show_table(
    interaction: Interaction,
    game: GameRecord,
    *,
    done: str,
    sight: Situation | None = None,
    in_place: bool = False,
    ping: bool = True,
    quiet: Collection[int] = (),
) -> None:
    """Post the table after ``done`` happened; if Discord refuses, tell the member privately,
    in their language (``done`` is in it too), and try again in a minute (``repair_later``)."""
    bot = host_of(interaction)

    async def post() -> None:
        try:
            await post_table(bot, game, sight, in_place=in_place, ping=ping, quiet=quiet)
        except discord.HTTPException:
            repair_later(bot)
            raise

    await publish(
        interaction,
        post(),
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
    return bot.service.rules_for(game.kind).default_ruleset()


class TableButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TABLE_TEMPLATE
):
    """ "Show my hand" and "Rules" on the public table (only the current table's work), in
    the game's ``language``."""

    LABELS: ClassVar[dict[str, str]] = {"hand": "table-show-hand", "rules": "table-rules"}
    on_public_message = True

    def __init__(self, action: str, game_id: int, language: str = "en") -> None:
        style = discord.ButtonStyle.primary if action == "hand" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=voice(language)(self.LABELS[action]),
                style=style,
                custom_id=ids.table(action, game_id),
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TableButton:
        return cls(match["action"], int(match["game"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        bot = host_of(interaction)
        if self.action == "rules":
            embed = adapter_of(bot, game).rules_embed(
                await game_ruleset(bot, game), negotiate(interaction.locale)
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)
        else:
            from cogs.play import send_panel  # the panel's module needs this one's table

            await send_panel(interaction, game)
