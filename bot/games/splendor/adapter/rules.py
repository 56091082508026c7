"""Splendor's rules in short for players (``/splendor rules``, the table's Rules button), with
the values of one ruleset, in a reader's language (``splendor-rules.ftl``).

The ruleset is its JSON form (``data/rulesets/splendor/standard.json``): the target, the token
and reserve limits, the pile needed to take two, the bank, the face-up cards, the nobles, the
assumptions (``take_fewer``, ``gold_anytime``, ``tie``, ``first_player``). The card's example
and the gem marks are ``words``' own (⚪ white … ⭐ gold), so the card reads as the log does.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.games.splendor.adapter.public import COLOUR
from bot.games.splendor.adapter.words import MARKS, card_cost_text, gem_name
from bot.games.splendor.ruleset import Card
from bot.i18n import listing, voice

EXAMPLE = Card("L2-R-1", 2, 3, 1, (3, 0, 2, 0, 0))
"""The card the marks line shows: a red bonus of level 2, 1 point, costing ⚪3 🟩2."""


def _switch(value: Any) -> str:
    """A ruleset's yes/no as a selector's key."""
    return "yes" if value else "no"


def rules_embed(ruleset: dict[str, Any], locale: str = "en") -> discord.Embed:
    """Summarise the rules with the values of ``ruleset`` (its JSON form), in ``locale``."""
    say = voice(locale)
    target = int(ruleset["target"])
    embed = discord.Embed(
        title=say("splendor-rules-title"),
        colour=COLOUR,
        description=say("splendor-rules-goal", target=str(target)),
    )
    take = say("splendor-rules-take-three")
    if ruleset["take_fewer"]:
        take += " " + say("splendor-rules-take-fewer")
    fields = [
        ("splendor-rules-take-three-heading", take),
        (
            "splendor-rules-take-two-heading",
            say("splendor-rules-take-two", count=int(ruleset["take_two_min"])),
        ),
        (
            "splendor-rules-reserve-heading",
            say("splendor-rules-reserve", count=int(ruleset["reserve_limit"])),
        ),
        (
            "splendor-rules-buy-heading",
            say("splendor-rules-buy", anytime=_switch(ruleset["gold_anytime"])),
        ),
        (
            "splendor-rules-limit-heading",
            say("splendor-rules-limit", count=int(ruleset["token_limit"])),
        ),
        (
            "splendor-rules-nobles-heading",
            say("splendor-rules-nobles", extra=int(ruleset["extra_nobles"])),
        ),
        (
            "splendor-rules-end-heading",
            say("splendor-rules-end", target=str(target), tie=str(ruleset["tie"])),
        ),
    ]
    for heading, value in fields:
        embed.add_field(name=say(heading), value=value, inline=False)
    bank = listing(
        say("splendor-rules-gems-for", players=int(n), count=int(k))
        for n, k in sorted(ruleset["gems_by_players"].items(), key=lambda item: int(item[0]))
    )
    embed.add_field(
        name=say("splendor-rules-ruleset-heading"),
        value=say(
            "splendor-rules-ruleset",
            name=str(ruleset["name"]),
            bank=bank,
            gold=int(ruleset["gold"]),
            faceup=int(ruleset["face_up"]),
            first=str(ruleset["first_player"]),
        ),
        inline=False,
    )
    marks = " · ".join(f"{MARKS[c]} {gem_name(c, locale)}" for c in range(len(MARKS)))
    embed.add_field(
        name=say("splendor-rules-marks-heading"),
        value=say("splendor-rules-marks", marks=marks, card=card_cost_text(EXAMPLE, locale)),
        inline=False,
    )
    return embed
