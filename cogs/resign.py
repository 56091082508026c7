"""``/<game> resign``: a private confirmation, then the resignation said in the channel.

The confirmation and its answers speak the member's language; what the channel reads (who
resigned, which bot plays on, the final table) speaks the game's. Nothing here names a card:
a resignation shows no hand.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.i18n import ENGLISH, negotiate, voice
from bot.services import errors
from bot.services.records import GameRecord, Status
from bot.services.resigning import EVERYONE_LEFT, ONE_LEFT, Resigned, resigning_ends
from bot.ui import ids
from bot.ui.host import Host, host_of
from bot.ui.replies import static_view
from cogs.guard import GameComponent
from cogs.table import show_table

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def checked_player(game: GameRecord, user_id: int) -> None:
    """Refuse, in one sentence, a member who may not resign from ``game``."""
    if game.status is not Status.RUNNING:
        raise errors.GameNotRunning(game.id, str(game.status))
    seat = game.seat_of(user_id)
    if seat is None or game.seats[seat].bot:
        raise errors.NotAPlayer(game.id)
    if user_id in game.resigned:
        raise errors.UserFacingError("resign-already", game=str(game.id))


def level_word(bot: Host, game: GameRecord, language: object) -> str:
    """The bot level that plays a resigned seat on, in words ("" for a game without bots)."""
    level = bot.service.spec_for(game.kind).default_bot_level
    return voice(language)(f"game-commands-level-{level}") if level else ""


async def ask_resign(interaction: Interaction, game: GameRecord) -> None:
    """Ask the member privately to confirm their resignation, saying what it will do."""
    bot = host_of(interaction)
    user = interaction.user.id
    checked_player(game, user)
    locale = negotiate(interaction.locale)
    say = voice(locale)
    ends = resigning_ends(game, user)
    number = str(game.id)
    if ends == EVERYONE_LEFT:
        text = say("resign-ask-nobody", game=number)
    elif ends == ONE_LEFT:
        seat = next(s for s in game.seats if s.user_id not in (*game.resigned, user))
        text = say("resign-ask-wins", game=number, player=seat.mention)
    else:
        text = say("resign-ask-bot", game=number, level=level_word(bot, game, locale))
    view = static_view()
    for action in ids.RESIGN_ACTIONS:
        view.add_item(ResignButton(action, game.id, locale))
    await interaction.response.send_message(
        text, view=view, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
    )


class ResignButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.RESIGN_TEMPLATE
):
    """Confirm or cancel a resignation (on the member's private confirmation)."""

    def __init__(self, action: str, game_id: int, language: str = ENGLISH) -> None:
        yes = action == "yes"
        super().__init__(
            discord.ui.Button(
                label=voice(language)("resign-confirm" if yes else "resign-cancel"),
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=ids.resign(action, game_id),
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> ResignButton:
        return cls(match["action"], int(match["game"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        say = voice(negotiate(interaction.locale))
        number = str(game.id)
        if self.action != "yes":
            await interaction.response.edit_message(
                content=say("resign-kept", game=number), view=None
            )
            return
        checked_player(game, interaction.user.id)  # a clean refusal before anything moves
        await interaction.response.defer()  # the bots may think before the answer
        bot = host_of(interaction)
        done = await bot.service.resign(game.id, interaction.user.id)
        await interaction.edit_original_response(content=say("resign-done", game=number), view=None)
        if done.game.ended_early is None:
            await announce(bot, done, interaction.user.id)
        # The same turn goes on (a bid still awaited from others): the table is edited, and
        # pings nobody again; a new turn or the end posts a new one.
        same_turn = (
            done.game.status is Status.RUNNING and done.game.turn_started_at == game.turn_started_at
        )
        await show_table(
            interaction, done.game, done=say("resign-done", game=number), in_place=same_turn
        )


async def announce(bot: Host, done: Resigned, user_id: int) -> None:
    """Say in the channel, in the game's language and pinging nobody, who resigned and
    which bot plays their seat on."""
    game = done.game
    say = voice(game.language)
    level = level_word(bot, game, game.language)
    key = "resign-announce-bot" if level else "resign-announce-auto"
    text = say(key, player=f"<@{user_id}>", game=str(game.id), level=level)
    channel = bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
    try:
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as err:  # the table still says it was played for them
        log.warning("game %s: the resignation was not announced: %s", game.id, err)
