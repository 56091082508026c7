"""The persistent items of play: the hand panel's buttons and selects and the table's buttons.

Each is a ``DynamicItem`` registered with the bot (``cogs.hoard``): a click on a message
carrying its custom_id, even after a restart, is parsed here and answered by the panel
(``cogs.panel.play``), which routes it to the adapter of the game's kind. How they look is
``cogs.controls``'s.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import negotiate
from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.host import host_of
from cogs.controls import UNDO, pick, table_button
from cogs.guard import GameComponent
from cogs.panel.play import on_click, on_pick, send_panel
from cogs.panel.undo import on_undo
from cogs.table import game_ruleset

Interaction = discord.Interaction[Any]


class HandButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.HAND_TEMPLATE
):
    """A button of a private hand panel, or a one-tap move of the table (its verb belongs to
    the game's adapter)."""

    def __init__(self, action: str, game_id: int, version: int, arg: int = 0) -> None:
        super().__init__(
            discord.ui.Button(label="…", custom_id=ids.hand(action, game_id, version, arg))
        )
        self.action, self.game_id, self.version, self.arg = action, game_id, version, arg

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(match["action"], int(match["game"]), int(match["version"]), int(match["arg"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        if self.action == UNDO:  # the house's own verb, as "refresh"
            await on_undo(interaction, game, self.version)
            return
        await on_click(interaction, game, self.action, self.version, self.arg)


class PickSelect(
    GameComponent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.PICK_TEMPLATE
):
    """A select of a private hand panel (its field belongs to the game's adapter)."""

    def __init__(self, field: str, game_id: int, version: int) -> None:
        super().__init__(pick(field, game_id, version))
        self.field, self.game_id, self.version = field, game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(match["field"], int(match["game"]), int(match["version"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        values = [str(v) for v in self.item.values]
        await on_pick(interaction, game, self.field, self.version, values)


class TableButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TABLE_TEMPLATE
):
    """ "Show my hand" and "Rules" on the public table (only the current table's work), in
    the game's ``language``."""

    on_public_message = True

    def __init__(self, action: str, game_id: int, language: str = "en") -> None:
        super().__init__(table_button(action, game_id, language))
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
            embed = bot.adapter_of(game).rules_embed(
                await game_ruleset(bot, game), negotiate(interaction.locale)
            )
            await interaction.response.send_message(embed=embed, ephemeral=True)
        else:
            await send_panel(interaction, game)


ITEMS = (TableButton, HandButton, PickSelect)
"""The persistent items of play (the lobby's are in ``cogs.lobby``)."""
