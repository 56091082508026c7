"""A practice game's hints and its table on the member's panel (``cogs.practice`` opens it).

The panel of a practice game with one human has a **Hint** button (``HINT``, a house verb
like ``refresh``, drawn by ``cogs.controls.hint_button``); a hint shows, to the member alone,
what the game's strongest bot would play from the member's own view (``GameService.hint``), in
the words the panel uses for that move (only words that are the same whatever the hidden cards
are), and, where the game's adapter can say it, one line of why (``Explains.hint_why``).
A practice game played in a channel without a thread of its own (``in_channel``) never posts
its table: the member's panel shows it above the hand (``add_table``).
"""

from __future__ import annotations

from typing import Any, Final, Protocol, runtime_checkable

import discord

from bot.i18n import negotiate, voice
from bot.services.practice import Hint
from bot.services.records import GameRecord
from bot.ui.adapter import GameAdapter, SeatSight
from bot.ui.host import Host, host_of

Interaction = discord.Interaction[Any]

HINT: Final = "hint"
"""The panel's hint button's verb (the house's own: no game uses it)."""


@runtime_checkable
class Explains(Protocol):
    """An adapter that can say why its strongest bot plays a move (optional)."""

    def hint_why(self, sight: SeatSight, action: Any) -> str | None:
        """One line of why the strongest bot would play ``action`` in ``sight`` (from the
        seat's view only), in ``sight.locale``; None when it cannot say."""
        ...


async def add_table(bot: Host, game: GameRecord, content: dict[str, Any]) -> None:
    """Put the table above a panel's own embed, for a practice game whose table is never
    posted (``in_channel``): drawn from the public view, like the table anyone could see."""
    public = await bot.service.situation(game, [None])
    recent = await bot.service.recent_actions(game.id, 5)
    table = bot.adapter_of(game).table(game, public.view(None), recent)
    content["embeds"] = [table["embed"], content.pop("embed")]


def hint_text(adapter: GameAdapter, hint: Hint, sight: SeatSight) -> str:
    """Say a hint to its member, in ``sight.locale``: the move in the panel's words (only
    words that are the same whatever the hidden cards are), and why where the game says it."""
    locale = sight.locale
    first, second = hint.deals
    lines: list[str] = []
    for i, event in enumerate(first):
        other = second[i] if i < len(second) else None
        own = adapter.done(hint.game, [event], hint.seat, locale)
        if other is not None and adapter.done(hint.game, [other], hint.seat, locale) == own:
            lines.append(own)
            continue
        public = adapter.summary(hint.game, [event], locale)
        if other is not None and adapter.summary(hint.game, [other], locale) == public:
            lines.append(public)
    say = voice(locale)
    level = say(f"game-commands-level-{hint.level}")
    move = ". ".join(line.rstrip(".") for line in lines) or say("practice-hint-unsaid")
    text = say("practice-hint", level=level, move=move)
    why = adapter.hint_why(sight, hint.action) if isinstance(adapter, Explains) else None
    if why:
        text += "\n" + say("practice-hint-why", why=why)
    return text


async def show_hint(interaction: Interaction, game: GameRecord, version: int) -> None:
    """Answer a panel's Hint button: the hint, to the member alone (nothing is changed)."""
    bot: Host = host_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    hint = await bot.service.hint(game.id, interaction.user.id, version)
    sight = SeatSight(
        hint.game, hint.seat, hint.view, (), (hint.seat,), locale=negotiate(interaction.locale)
    )
    text = hint_text(bot.adapter_of(hint.game), hint, sight)
    await interaction.followup.send(
        text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
    )
