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

from bot.engine import Event
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


def event_words(
    adapter: GameAdapter, hint: Hint, event: Event, locale: str, *, public: bool
) -> str:
    """Say one event of a hint's move to its member (``public``: as the channel reads it)."""
    if public:
        return adapter.summary(hint.game, [event], locale)
    return adapter.done(hint.game, [event], hint.seat, locale)


def hint_text(adapter: GameAdapter, hint: Hint, sight: SeatSight) -> str:
    """Say a hint to its member, in ``sight.locale``: the move in the panel's words (only
    words that are the same whatever the hidden cards are), and why where the game says it."""
    locale = sight.locale
    first, *others = hint.deals
    lines: list[str] = []
    for i, event in enumerate(first):
        alike = [deal[i] for deal in others if i < len(deal)]
        if len(alike) < len(others):
            continue  # the move goes on differently in another deal
        for public in (False, True):  # the member's words, else the channel's
            said = event_words(adapter, hint, event, locale, public=public)
            if all(event_words(adapter, hint, e, locale, public=public) == said for e in alike):
                lines.append(said)
                break
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
