"""The embed of a seat's ``yotd`` panel (``panel.py`` draws its controls): what to do now and
why (the fee, the build's suggestion, a full palace's costs, what the event demands), the
seat's palaces, resources and cards, and this month's groups; in the reader's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.games.yotd.adapter import choices
from bot.games.yotd.adapter.table import COLOUR, groups_lines
from bot.games.yotd.adapter.words import (
    PERSON_MARKS,
    TRACK,
    event_label,
    palace_text,
    privileges_text,
    resources_text,
    tile_name,
)
from bot.games.yotd.moves import CARDS
from bot.games.yotd.seen import PlayerSeen
from bot.ui.adapter import turn_line
from bot.ui.lobby import title

if TYPE_CHECKING:
    from bot.games.yotd.adapter.panel import Drafting


def panel_embed(d: Drafting, notice: str | None) -> discord.Embed:
    """The panel's embed: the prompt, then the seat's palaces, resources, cards and the
    month's groups."""
    say, locale, seen = d.say, d.locale, d.seen
    lines = [f"**{notice}**"] if notice else []
    lines.append(turn_line(d.sight, your_turn=prompt(d) if d.legal else None))
    if seen.event is not None:
        month = say("yotd-month", month=seen.month)
        lines.append(f"{month} · {event_label(seen.event, locale)}")  # i18n: not words
    embed = discord.Embed(title=title(d.sight.game, locale), colour=COLOUR)
    embed.description = "\n".join(lines)
    palaces = [palace_text(i, p.floors, p.persons, locale) for i, p in enumerate(d.palaces)] or [
        say("yotd-panel-no-palace")
    ]
    embed.add_field(name=say("yotd-panel-palaces"), value="\n".join(palaces), inline=False)
    more = f"{privileges_text(d.me.small, d.me.large, locale)} · {TRACK}{d.me.track}"
    you = f"{resources_text(d.me, locale)}\n{more}"  # i18n: not words (marks and numbers)
    embed.add_field(name=say("yotd-panel-you"), value=you, inline=False)
    embed.add_field(name=say("yotd-panel-cards"), value=cards_text(d.me, d), inline=False)
    if seen.groups and d.step == "action":
        names = [s.name or s.mention for s in d.sight.game.seats]
        embed.add_field(
            name=say("yotd-panel-groups"),
            value="\n".join(groups_lines(seen, names, locale)),
            inline=False,
        )
    return embed


def cards_text(me: PlayerSeen, d: Drafting) -> str:
    """The seat's cards left: "🔨 🧘 🃏×2 (4 cards)"."""
    hand = me.hand
    if hand is None:
        return d.say("yotd-panel-cards-count", count=me.hand_size)
    parts = [PERSON_MARKS[c] + (f"×{hand[c]}" if hand[c] > 1 else "") for c in CARDS if hand[c]]
    count = sum(hand[c] for c in CARDS)
    return d.say("yotd-panel-cards-value", cards=" ".join(parts) or "—", count=count)


def prompt(d: Drafting) -> str:
    """What the seat must decide now, with what it costs."""
    say, seen = d.say, d.seen
    if d.step == "draft":
        taken = [" + ".join(PERSON_MARKS[t] for t in pair) for pair in seen.drafted]
        line = say("yotd-panel-draft")
        if taken:
            line += "\n" + say("yotd-panel-draft-taken", pairs=" · ".join(taken))
        return line
    if d.step == "action":
        if d.confirm is not None:
            return say(
                "yotd-panel-confirm-line",
                action=d.deed_words(d.confirm),
                fee=d.fee_for(d.confirm.card),
                yuan=d.me.yuan,
            )
        return say(
            "yotd-panel-action",
            fee=d.ruleset.occupied_fee,
            yuan=d.me.yuan,
            top=d.ruleset.refill_to,
        )
    if d.step == "build":
        return say("yotd-panel-build", count=seen.build_left, plan=d.plan_text())
    if d.step == "recruit":
        return recruit_prompt(d)
    return release_prompt(d)


def recruit_prompt(d: Drafting) -> str:
    say = d.say
    if d.taking is None:
        if d.wild:
            return say("yotd-panel-wild")
        return say("yotd-panel-person")
    card, tile = d.taking
    found = choices.placements(d.legal, card, tile)
    who = tile_name(tile, d.locale)
    if any(r.release is None and r.palace is not None for r in found):
        return say("yotd-panel-where", person=who)
    return say("yotd-panel-full", person=who, value=d.seen.value(tile))


def release_prompt(d: Drafting) -> str:
    seen = d.seen
    event = seen.event or "peace"
    owed = seen.owed[d.sight.seat]
    used = [str(i + 1) for i in seen.drought_used]
    line = d.say("yotd-panel-owe", event=event_label(event, d.locale), kind=event, count=owed)
    if used:
        line += " " + d.say("yotd-panel-owe-used", palaces=", ".join(used))
    return line
