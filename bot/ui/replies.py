"""Safe replies: one place that picks the right way to answer an interaction."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.services.errors import UserFacingError

log = logging.getLogger(__name__)

APOLOGY = (
    "Sorry, something went wrong on our side and nothing was changed. Please try again in a moment."
)


async def send(
    interaction: discord.Interaction[Any],
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
    ephemeral: bool = True,
) -> None:
    """Answer an interaction: the first response if none was sent yet, else a followup."""
    kwargs: dict[str, Any] = {"content": content, "ephemeral": ephemeral}
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def report_error(
    interaction: discord.Interaction[Any], error: BaseException, *, game_id: int | None = None
) -> None:
    """Turn any error into an ephemeral answer; log the unexpected ones with the game id."""
    if isinstance(error, UserFacingError):
        message = error.message
    else:
        log.error(
            "game %s: unexpected error in %s",
            game_id,
            _describe(interaction),
            exc_info=(type(error), error, error.__traceback__),
        )
        message = APOLOGY
    try:
        await send(interaction, message, ephemeral=True)
    except discord.HTTPException:
        log.warning("game %s: could not deliver an error reply", game_id, exc_info=True)


def _describe(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: dict[str, Any] = dict(interaction.data or {})
    return f"component {data.get('custom_id', '?')}"
