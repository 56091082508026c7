"""Safe replies: one place that picks the right way to answer an interaction."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.i18n import Phrase, voice
from bot.services.errors import UserFacingError

log = logging.getLogger(__name__)


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


async def publish(
    interaction: discord.Interaction[Any],
    post: Awaitable[object],
    *,
    done: Phrase | str,
    what: Phrase,
    retry: Phrase,
) -> None:
    """Post or refresh a public message after a change that already happened.

    If Discord refuses (a missing permission, a deleted channel), the member who acted is told
    privately, in their language, what happened and what did not, never that "nothing was
    changed". ``done`` is what happened (a phrase, or words already in the member's language,
    without a full stop), ``what`` the message not posted (``errors-not-posted-table``…),
    ``retry`` what to do about it.
    """
    try:
        await post
    except discord.HTTPException as err:
        log.warning("could not post %s in channel %s: %s", what.key, interaction.channel_id, err)
        say = voice(interaction.locale)
        text = say("errors-not-posted", done=done, what=what, retry=retry)
        try:
            await send(interaction, text, ephemeral=True)
        except discord.HTTPException as refused:
            log.warning("could not tell %s either: %s", interaction.user.id, refused)


def static_view() -> discord.ui.View:
    """Return an empty View to lay out components in, which discord.py never keeps.

    Every component of this bot is a persistent ``DynamicItem``, dispatched by the registry
    from the message it is on, so a sent View object is never needed again. discord.py keeps
    a View it sends alive until it stops (an ephemeral one for 15 minutes, with a timer task);
    a View stopped before it is sent is not stored at all. (Stopping takes effect in a running
    event loop, where every View the bot sends is built.)
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def on_private_message(interaction: discord.Interaction[Any]) -> bool:
    """Say whether a component was clicked on an ephemeral message (only its reader sees it)."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def defer_private(interaction: discord.Interaction[Any]) -> None:
    """Acknowledge a click whose private answer comes later (see ``show_private``).

    On an ephemeral message the answer will replace it; on a public one a new ephemeral
    message is started ("thinking"), so the public message is never touched.
    """
    if on_private_message(interaction):
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
        interaction.extras[PRIVATE] = True


PRIVATE = "hoard_private_original"
"""Set in ``Interaction.extras`` once the interaction's original answer is a private message
of ours (only then may ``show_private`` edit it in place)."""
KEEP = "keep_attachments"
"""A key of ``show_private``'s content: the picture is the one the clicked panel shows."""


async def show_private(interaction: discord.Interaction[Any], content: dict[str, Any]) -> None:
    """Show a private answer (a hand panel): in place of the ephemeral message clicked, else
    as a NEW ephemeral message. A public message is never edited into a private answer.

    ``content`` holds ``embed``, ``view`` (None: no components) and optionally ``files``;
    ``KEEP`` True keeps the clicked message's picture (unchanged: not uploaded again).
    """
    content = dict(content)
    keep = content.pop(KEEP, False)
    if on_private_message(interaction):
        if not keep:
            content["attachments"] = content.pop("files", [])
        if interaction.response.is_done():
            await interaction.edit_original_response(**content)
        else:
            await interaction.response.edit_message(**content)
        return
    if interaction.extras.get(PRIVATE):
        # The answer is already a private message of ours ("thinking…", or a panel shown):
        # replace it, so a move's "Done" and its "Meanwhile" are one panel, not two.
        content["attachments"] = content.pop("files", [])
        await interaction.edit_original_response(**content)
        interaction.extras[FILLED] = True
        return
    if content.get("view") is None:
        content.pop("view", None)
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=True, **content)
    else:
        await interaction.response.send_message(ephemeral=True, **content)
        interaction.extras[PRIVATE] = True


FILLED = "hoard_original_filled"
"""Set in ``Interaction.extras`` once a "thinking…" answer was replaced by its content."""


def may_follow_up(interaction: discord.Interaction[Any]) -> bool:
    """Say whether a public follow-up of ``interaction`` would be a new public message.

    Only once the interaction is acknowledged; and not while its answer is still Discord's
    "thinking…" (a deferred message not filled in yet): the first follow-up would fill that
    in instead (an edit, which pings nobody, and keeps its ephemeral state).
    """
    response = interaction.response
    if not response.is_done():
        return False
    thinking = response.type is discord.InteractionResponseType.deferred_channel_message
    return not thinking or bool(interaction.extras.get(FILLED))


async def report_error(
    interaction: discord.Interaction[Any], error: BaseException, *, game_id: int | None = None
) -> None:
    """Turn any error into an ephemeral answer in the member's language; log the unexpected
    ones with the game id.

    An interaction Discord no longer knows (``expired``: its token ran out before the answer)
    cannot be answered at all: one warning, no traceback, no reply tried.
    """
    if expired(error):
        log.warning(
            "game %s: %s expired before it was answered (%s)",
            game_id,
            _describe(interaction),
            error,
        )
        return
    if isinstance(error, UserFacingError):
        message = error.text(interaction.locale)
    else:
        log.error(
            "game %s: unexpected error in %s",
            game_id,
            _describe(interaction),
            exc_info=(type(error), error, error.__traceback__),
        )
        message = voice(interaction.locale)("errors-apology")
    try:
        await send(interaction, message, ephemeral=True)
    except discord.HTTPException as err:
        log.warning("game %s: could not deliver an error reply: %s", game_id, err)


UNKNOWN_INTERACTION = 10062
"""Discord's code for an interaction it no longer knows (not answered within 3 s)."""


def expired(error: BaseException) -> bool:
    """Say whether ``error`` (or the error it wraps) is Discord's "Unknown interaction"."""
    original = getattr(error, "original", None)
    if isinstance(original, BaseException) and original is not error:
        error = original
    return isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION


def _describe(interaction: discord.Interaction[Any]) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data: dict[str, Any] = dict(interaction.data or {})
    return f"component {data.get('custom_id', '?')}"
