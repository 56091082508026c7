"""How the house's play items look: the panel's buttons and selects for a game's controls and
the table's buttons, as Discord components (what a click does is ``cogs.panel``'s).

Each carries the custom_id of a persistent ``DynamicItem`` (``cogs.panel.items``): it names the
game, the board version it was drawn on and a verb or field of the game's adapter (never a
card). A sent View is never kept (``static_view``), so a message's items are built here as plain
components; the registered items dispatch their clicks by custom_id. The table
(``cogs.table``: its one-tap moves, "Show my hand", "Rules") and the hand panel both draw
theirs here, so the table never imports the panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import voice
from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.adapter import OPTION_MAX, Button, Control, Select, clip
from bot.ui.replies import static_view

STYLES = {s: getattr(discord.ButtonStyle, s) for s in ("primary", "secondary", "success", "danger")}
TABLE_LABELS = {"hand": "table-show-hand", "rules": "table-rules"}
"""The catalogue key of each table button's label."""


def hand_button(control: Button, game: GameRecord, row: int | None) -> discord.ui.Button[Any]:
    """Return an adapter's button as drawn on the board ``game`` is at."""
    return discord.ui.Button(
        label=clip(control.label),
        style=STYLES[control.style],
        disabled=control.disabled,
        row=row,
        custom_id=ids.hand(control.verb, game.id, game.version, control.arg),
    )


def pick_select(select: Select, game: GameRecord) -> discord.ui.Select[Any]:
    """Return an adapter's select as drawn on the board ``game`` is at."""
    options = [
        discord.SelectOption(
            label=clip(o.label, OPTION_MAX),
            value=o.value,
            description=None if o.description is None else clip(o.description, OPTION_MAX),
            default=o.default,
        )
        for o in select.options
    ]
    return pick(
        select.field,
        game.id,
        game.version,
        options=options,
        placeholder=select.placeholder,
        row=select.row,
        count=select.count,
    )


def pick(
    field: str,
    game_id: int,
    version: int,
    *,
    options: list[discord.SelectOption] | None = None,
    placeholder: str | None = None,
    row: int | None = None,
    count: int = 1,
) -> discord.ui.Select[Any]:
    """Return a panel's select of ``field`` (``count`` options to choose)."""
    return discord.ui.Select(
        custom_id=ids.pick(field, game_id, version),
        options=options or [discord.SelectOption(label="…", value="none")],
        placeholder=placeholder,
        min_values=count,
        max_values=count,
        row=row,
    )


def table_button(action: str, game_id: int, language: str = "en") -> discord.ui.Button[Any]:
    """Return the table's "Show my hand" or "Rules" button, in the game's ``language``."""
    style = discord.ButtonStyle.primary if action == "hand" else discord.ButtonStyle.secondary
    return discord.ui.Button(
        label=voice(language)(TABLE_LABELS[action]),
        style=style,
        custom_id=ids.table(action, game_id),
    )


def hint_button(game: GameRecord, verb: str, locale: str) -> discord.ui.Button[Any]:
    """Return a practice panel's "Hint" button (``verb``: the house's), in the reader's
    ``locale``, for the board ``game`` is at."""
    return discord.ui.Button(
        label=voice(locale)("practice-hint-button"),
        style=discord.ButtonStyle.secondary,
        emoji="💡",
        custom_id=ids.hand(verb, game.id, game.version),
    )


UNDO = "undo"
"""The verb of the house's Undo button on a mover's panel (``cogs.panel.undo``)."""


def add_undo(view: discord.ui.View, game: GameRecord, locale: object) -> None:
    """Add the Undo button to a panel drawn at ``game``'s version, in the reader's language
    (none where the panel has no room left)."""
    button: discord.ui.Button[Any] = discord.ui.Button(
        label=voice(locale)("undo-button"),
        style=discord.ButtonStyle.danger,
        custom_id=ids.hand(UNDO, game.id, game.version),
    )
    try:
        view.add_item(button)
    except ValueError:  # five full rows: the panel's own controls come first
        return


def components(game: GameRecord, controls: Sequence[Control]) -> discord.ui.View:
    """Lay out an adapter's controls as the house's items."""
    view = static_view()
    for control in controls:
        if isinstance(control, Button):
            view.add_item(hand_button(control, game, control.row))
        else:
            view.add_item(pick_select(control, game))
    return view


def again_button(game_id: int, language: str = "en") -> discord.ui.Button[Any]:
    """Return a finished game's "Play again" button, in the game's ``language``."""
    return discord.ui.Button(
        label=voice(language)("again-button"),
        style=discord.ButtonStyle.success,
        custom_id=ids.again(game_id),
    )
