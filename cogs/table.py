"""The public table of any game: posting it (one new message per turn) and its buttons.

The table is drawn by the game's adapter from the public view only (``view_for(state, None)``):
it cannot show what it is not given, so a drawing bug cannot leak a hand.
"""

from __future__ import annotations

import logging
import re
from typing import Any, ClassVar

import discord

from bot.services import errors
from bot.services.records import GameRecord, Status
from bot.services.situation import Situation
from bot.ui import ids
from bot.ui.adapter import GameAdapter
from bot.ui.host import Host, host_of
from bot.ui.replies import publish, static_view
from cogs.guard import GameComponent, strip_buttons

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def adapter_of(bot: Host, game: GameRecord) -> GameAdapter:
    """Return the adapter of a game's kind (a game whose kind is not loaded is refused)."""
    adapter = bot.adapters.get(game.kind)
    if adapter is None:
        raise errors.UnknownGameKind(game.id, game.kind)
    return adapter


def table_view(game: GameRecord) -> discord.ui.View | None:
    """Return the table's buttons while the game runs."""
    if game.status is not Status.RUNNING:
        return None
    view = static_view()
    view.add_item(TableButton("hand", game.id))
    view.add_item(TableButton("rules", game.id))
    return view


async def add_picture(
    bot: Host, game: GameRecord, content: dict[str, Any], key: tuple[Any, ...], panel: Any
) -> None:
    """Attach the picture named ``key[0]`` to a message's embed, where the server shows them.

    ``panel`` draws it from the players' names by seat (None: no picture); the cache draws it
    once per key.
    """
    if panel is None or not (await bot.service.settings(game.guild_id)).images:
        return
    names = {i: s.name for i, s in enumerate(game.seats) if s.name}
    filename = f"{key[0]}.png"
    picture = await bot.pictures.file(key, lambda: panel(names), filename)
    if picture is not None:
        content["embed"].set_image(url=f"attachment://{filename}")
        content["files"] = [picture]


async def post_table(
    bot: Host,
    game: GameRecord,
    sight: Situation | None = None,
    *,
    in_place: bool = False,
    ping: bool = True,
) -> None:
    """Post the current table (one new message per turn) and strip the old one's buttons.

    ``sight`` is the situation the caller already holds for ``game`` (its public view is used).
    ``in_place``: edit the current table instead (a choice made while others still choose at
    once: the channel is not pinged again; a table that is gone is posted anew). ``ping``
    False: nobody is notified (the table asked for again with ``/<game> board``).
    """
    adapter = adapter_of(bot, game)
    if sight is None:
        sight = await bot.service.situation(game, [None])
    view = sight.view(None)
    recent = await bot.service.recent_actions(game.id, 5)
    content = adapter.table(game, view, recent)
    if not ping:
        content["allowed_mentions"] = discord.AllowedMentions.none()
    channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    components = table_view(game)
    if components is not None:
        content["view"] = components
    key = ("table", game.id, game.version)
    await add_picture(bot, game, content, key, adapter.table_picture(view))
    if in_place and game.message_id is not None:
        edit = {k: v for k, v in content.items() if k not in ("files", "allowed_mentions")}
        try:
            await channel.get_partial_message(game.message_id).edit(
                **edit, attachments=content.get("files", [])
            )
            return
        except discord.NotFound:
            log.info("game %s: table %s is gone, posting a new one", game.id, game.message_id)
    message = await channel.send(**content)
    old = game.message_id
    await bot.service.attach_message(game.id, message.id)
    if old is not None and old != message.id:
        await strip_buttons(channel, old, game.id)


async def show_table(
    interaction: Interaction,
    game: GameRecord,
    *,
    done: str,
    sight: Situation | None = None,
    in_place: bool = False,
    ping: bool = True,
) -> None:
    """Post the table after ``done`` happened; if Discord refuses, tell the member privately."""
    await publish(
        interaction,
        post_table(host_of(interaction), game, sight, in_place=in_place, ping=ping),
        done=done,
        what="the table",
        retry=f"`/{game.kind} board` tries again.",
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
    """ "Show my hand" and "Rules" on the public table (only the current table's work)."""

    LABELS: ClassVar[dict[str, str]] = {"hand": "Show my hand", "rules": "Rules"}
    on_public_message = True

    def __init__(self, action: str, game_id: int) -> None:
        style = discord.ButtonStyle.primary if action == "hand" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[action], style=style, custom_id=ids.table(action, game_id)
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
            embed = adapter_of(bot, game).rules_embed(await game_ruleset(bot, game))
            await interaction.response.send_message(embed=embed, ephemeral=True)
        else:
            from cogs.play import send_panel  # the panel's module needs this one's table

            await send_panel(interaction, game)
