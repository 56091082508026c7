"""A new table sent as the public follow-up of the human move that moved the game on: one
call fewer against the bot's global rate limit (``cogs.table.show`` calls it)."""

from __future__ import annotations

import logging
from collections import Counter
from typing import Any

import discord

from bot.services.records import GameRecord
from bot.ui.replies import may_follow_up

log = logging.getLogger("cogs.table")

Interaction = discord.Interaction[Any]


FOLLOW_UPS: Counter[str] = Counter()
"""Since the process started: tables posted as a human move's follow-up ("sent"), and those
whose follow-up failed and went by a channel post instead ("fallback", each one logged with the
counts)."""


async def send_table(
    game: GameRecord,
    channel: discord.PartialMessageable,
    content: dict[str, Any],
    via: Interaction | None,
) -> tuple[int, bool]:
    """Post a new table; return its message id and whether a follow-up failed first.

    A table after a human move goes as a public follow-up of that move's interaction (``via``),
    which Discord does not count against the bot's global rate limit (a channel post is), when
    the interaction is acknowledged, was made in the game's channel (or thread) and its answer
    is no longer "thinking…" (``may_follow_up``). The follow-up pings the player to move as a
    channel post would (its ``allowed_mentions``). Later edits and the deletion of that message
    go through the channel's endpoints (the bot is its author), never the interaction's token
    (15 minutes). If the follow-up fails, the table goes by a channel post: nothing is lost.
    """
    if (
        via is not None
        and via.channel_id == game.channel_id
        and "nonce" not in content  # a reminder's, never a move's
        and may_follow_up(via)
    ):
        try:
            sent = await via.followup.send(wait=True, **content)
            FOLLOW_UPS["sent"] += 1
            return sent.id, False
        except Exception as err:
            FOLLOW_UPS["fallback"] += 1
            log.warning(
                "game %s: the table's follow-up failed (%s); posting it in the channel "
                "(follow-ups failed %d, sent %d since start)",
                game.id,
                err,
                FOLLOW_UPS["fallback"],
                FOLLOW_UPS["sent"],
            )
            for picture in content.get("files", []):
                picture.reset()  # read by the follow-up's upload
            return (await channel.send(**content)).id, True
    return (await channel.send(**content)).id, False
