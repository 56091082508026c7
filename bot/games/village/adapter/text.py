"""Texts about ``village`` for players: the rules in short, with this ruleset's values, in a
reader's language (``village-rules.ftl``)."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.village.adapter.lexicon import local_name, local_plural
from bot.games.village.adapter.words import letters_of
from bot.games.village.ruleset import WILD_ID
from bot.i18n import voice
from bot.ui.lobby import COLOUR


def _numbers(values: list[int]) -> str:
    return ", ".join(map(str, values))


def rules_embed(ruleset: dict[str, Any], locale: str = "en") -> discord.Embed:
    """Summarise the rules with the values of ``ruleset`` (its JSON form), in ``locale``."""
    say = voice(locale)
    treasures = ruleset["treasures"]
    wild = ruleset["wild"]
    wild_name = local_name(locale, WILD_ID, wild["name"], wild["plural"])
    wild_plural = local_plural(locale, WILD_ID, wild["name"], wild["plural"])
    costs = list(ruleset["stall_costs"])
    order = " → ".join(map(str, [*costs, costs[0]])) + " …"
    wilds = ", ".join(
        say("village-rules-wilds-for", players=int(n), count=w)
        for n, w in ruleset["wilds_by_players"].items()
    )
    copies = {t["copies"] for t in treasures}
    per_type = (
        say("village-rules-copies", count=copies.pop())
        if len(copies) == 1
        else say("village-rules-copies-vary")
    )
    embed = discord.Embed(
        title=say("village-rules-title"), colour=COLOUR, description=say("village-rules-goal")
    )
    embed.add_field(
        name=say("village-rules-bribe-heading"),
        value=say("village-rules-bribe", wilds=wild_plural, wild=wild_name, order=order),
        inline=False,
    )
    market = say("village-rules-market", costs=_numbers(costs))
    if 0 in costs:
        market += " " + say("village-rules-market-free")
    embed.add_field(name=say("village-rules-market-heading"), value=market, inline=False)
    embed.add_field(
        name=say("village-rules-draw-heading"), value=say("village-rules-draw"), inline=False
    )
    embed.add_field(
        name=say("village-rules-scoring-heading"),
        value=say(
            "village-rules-scoring",
            values=_numbers(ruleset["track_values"]),
            wild=wild_name,
            penalty=str(ruleset["wild_penalty"]),
        ),
        inline=False,
    )
    cards = [(t["id"], t["name"], t["plural"], t["letter"]) for t in treasures]
    letters = letters_of(locale, [*cards, (WILD_ID, wild["name"], wild["plural"], wild["letter"])])
    names = ", ".join(
        f"{local_name(locale, t['id'], t['name'], t['plural'])} ({letters[t['id']]})"
        for t in treasures
    )
    embed.add_field(
        name=say("village-rules-ruleset-heading"),
        value=say(
            "village-rules-ruleset",
            name=ruleset["name"],
            treasures=names,
            copies=per_type,
            wilds=wild_plural,
            counts=wilds,
            hand=ruleset["hand_size"],
        ),
        inline=False,
    )
    return embed
