"""The hand panel's persistent items: the house's buttons and selects for a game's controls.

Each is a ``DynamicItem`` whose custom_id names the game, the board version the panel was drawn
on and a verb or field of the game's adapter (never a card); its click goes to ``cogs.play``,
which routes it to the adapter of the game's kind.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.adapter import OPTION_MAX, Button, Control, Select, clip
from bot.ui.replies import static_view
from cogs.guard import GameComponent

Interaction = discord.Interaction[Any]
STYLES = {s: getattr(discord.ButtonStyle, s) for s in ("primary", "secondary", "success", "danger")}


def hand_button(control: Button, game: GameRecord, row: int | None) -> HandButton:
    """Return the persistent item of an adapter's button, on the board ``game`` is at."""
    return HandButton(
        control.verb,
        game.id,
        game.version,
        control.arg,
        label=clip(control.label),
        style=STYLES[control.style],
        disabled=control.disabled,
        row=row,
    )


def components(game: GameRecord, controls: Sequence[Control]) -> discord.ui.View:
    """Turn an adapter's controls into the house's persistent items."""
    view = static_view()
    for control in controls:
        if isinstance(control, Button):
            view.add_item(hand_button(control, game, control.row))
        else:
            view.add_item(PickSelect.of(control, game))
    return view


class HandButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.HAND_TEMPLATE
):
    """A button of a private hand panel (its verb belongs to the game's adapter)."""

    def __init__(
        self,
        action: str,
        game_id: int,
        version: int,
        arg: int = 0,
        *,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                row=row,
                custom_id=ids.hand(action, game_id, version, arg),
            )
        )
        self.action, self.game_id, self.version, self.arg = action, game_id, version, arg

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(match["action"], int(match["game"]), int(match["version"]), int(match["arg"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        from cogs.play import on_click  # the panel's module builds these items

        await on_click(interaction, game, self.action, self.version, self.arg)


class PickSelect(
    GameComponent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.PICK_TEMPLATE
):
    """A select of a private hand panel (its field belongs to the game's adapter)."""

    def __init__(
        self,
        field: str,
        game_id: int,
        version: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
        count: int = 1,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ids.pick(field, game_id, version),
                options=options or [discord.SelectOption(label="…", value="none")],
                placeholder=placeholder,
                min_values=count,
                max_values=count,
                row=row,
            )
        )
        self.field, self.game_id, self.version = field, game_id, version

    @classmethod
    def of(cls, select: Select, game: GameRecord) -> PickSelect:
        """Build the item of an adapter's select."""
        options = [
            discord.SelectOption(
                label=clip(o.label, OPTION_MAX),
                value=o.value,
                description=None if o.description is None else clip(o.description, OPTION_MAX),
                default=o.default,
            )
            for o in select.options
        ]
        return cls(
            select.field,
            game.id,
            game.version,
            options=options,
            placeholder=select.placeholder,
            row=select.row,
            count=select.count,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(match["field"], int(match["game"]), int(match["version"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        values = [str(v) for v in self.item.values]
        from cogs.play import on_pick  # the panel's module builds these items

        await on_pick(interaction, game, self.field, self.version, values)
