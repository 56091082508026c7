"""The Undo button of a mover's panel: take back the move just played (``UndoMixin.undo``).

The button is the house's own verb on the panel (``cogs.controls.UNDO``), drawn only on the
"Done" panel of a move the service offers to take back; the click is checked again under the
game's lock. Taken back: the panel is drawn again for the mover (their turn again) and the table
is posted anew, saying "@X took back their move" without pinging anyone. Refused (someone
acted since, the server does not allow it, the move may not be): one sentence on the panel,
drawn from the game as it is, and nothing changes.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import Phrase, voice
from bot.services import errors
from bot.services.records import GameRecord
from bot.ui.host import host_of
from bot.ui.replies import defer_private, publish
from cogs.panel.play import check_playing, redraw, redraw_fresh, sight_of
from cogs.table import post_table

Interaction = discord.Interaction[Any]


async def on_undo(interaction: Interaction, game: GameRecord, version: int) -> None:
    """Take back the reader's move of ``game``, from the panel drawn at ``version``."""
    bot = host_of(interaction)
    check_playing(game, interaction.user.id)
    say = voice(interaction.locale)
    await defer_private(interaction)  # the game is replayed to find the state before the move
    try:
        undone = await bot.service.undo(game.id, interaction.user.id, version)
    except errors.UserFacingError as err:
        await redraw_fresh(interaction, game.id, err.text(interaction.locale))
        return
    game = undone.game
    await redraw(
        interaction,
        await sight_of(bot, game, interaction.user.id, interaction.locale),
        say("undo-done"),
    )
    mover = game.seats[undone.seat].mention
    text = voice(game.language)("undo-summary", player=mover)
    await publish(
        interaction,
        post_table(bot, game, call=(text, ())),
        done=say("undo-done"),
        what=Phrase("errors-not-posted-table"),
        retry=Phrase("errors-not-posted-table-retry", kind=game.kind),
    )
