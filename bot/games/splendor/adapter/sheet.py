"""The embed of a seat's ``splendor`` panel (``panel.py`` draws its controls): what to do now,
the seat's tokens, bonuses, points and reserves, what it can buy and for how much after its
bonuses, the bank; in the reader's language (``splendor.ftl``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.games.splendor.adapter.public import COLOUR
from bot.games.splendor.adapter.words import (
    card_cost_text,
    card_text,
    gem_label,
    points_text,
    tokens_text,
)
from bot.games.splendor.state import Pass
from bot.ui.adapter import field_lines, turn_line
from bot.ui.lobby import title

if TYPE_CHECKING:
    from bot.games.splendor.adapter.panel import Drafting


def panel_embed(self: Drafting, notice: str | None) -> discord.Embed:
    """The panel's embed: what to do now, the seat's tokens, bonuses, points, reserves and what
    it can buy (with what each costs after bonuses), the bank."""
    locale = self.sight.locale
    seen, me, say = self.seen, self.me, self.say
    lines = [f"**{notice}**"] if notice else []
    lines.append(turn_line(self.sight, your_turn=your_turn_line(self)))
    if seen.last_round:
        lines.append(say("splendor-last-round", points=seen.ruleset.target))
    embed = discord.Embed(title=title(self.sight.game, locale), colour=COLOUR)
    embed.description = "\n".join(lines)
    limit = seen.ruleset.token_limit
    embed.add_field(
        name=say("splendor-panel-tokens", count=me.token_count, limit=limit),
        value=tokens_text(me.tokens, locale),
        inline=True,
    )
    embed.add_field(
        name=say("splendor-panel-bonuses"), value=tokens_text(me.bonuses, locale), inline=True
    )
    nobles = len(me.nobles)
    embed.add_field(
        name=say("splendor-panel-points"),
        value=say(
            "splendor-panel-points-value", points=points_text(me.points, locale), nobles=nobles
        ),
        inline=True,
    )
    reserved = [
        card_cost_text(seen.card(r.card), locale)
        + (f" · {say('splendor-panel-blind')}" if r.blind else "")
        for r in me.reserved
        if r.card is not None
    ]
    embed.add_field(
        name=say("splendor-panel-reserved", count=len(reserved), limit=seen.ruleset.reserve_limit),
        value="\n".join(reserved) or say("splendor-none"),
        inline=False,
    )
    if seen.my_turn and seen.step == "play":
        offers = [
            f"{card_cost_text(seen.card(a.card), locale)} — {self.pay_words(a.price, a.gold)}"
            + (f" · {say('splendor-panel-from-reserve')}" if a.reserved else "")
            for a in self.affordable()
        ]
        embed.add_field(
            name=say("splendor-panel-can-buy", count=len(offers)),
            value=field_lines(offers) or say("splendor-panel-can-buy-none"),
            inline=False,
        )
    embed.set_footer(text=say("splendor-panel-footer", bank=tokens_text(seen.bank, locale)))
    return embed


def your_turn_line(self: Drafting) -> str:
    """The panel's first line on the seat's turn: what the step and the draft ask for."""
    seen, say, locale = self.seen, self.say, self.sight.locale
    if seen.step == "return":
        if any(self.back):
            chosen = tokens_text(self.back, locale)
            return say("splendor-panel-returning", count=seen.to_return, chosen=chosen)
        return say("splendor-panel-return", count=seen.to_return, limit=seen.ruleset.token_limit)
    if seen.step == "noble":
        return say("splendor-panel-choose-noble", count=len(seen.choices))
    if self.buying is not None:
        card = card_text(seen.card(self.buying.card), locale)
        return say("splendor-panel-paying", card=card)
    if Pass() in self.legal:
        return say("splendor-panel-stuck")
    if self.picks:
        picked = " ".join(gem_label(g, locale) for g in self.picks)
        left = seen.take_count() - len(self.picks)
        return say("splendor-panel-picked", gems=picked, count=left)
    return say("splendor-panel-your-turn", count=seen.take_count())
