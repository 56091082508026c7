"""Broom Service's rules in short for players (``/broom rules``, the table's Rules button),
with the values of one ruleset and its bundle, in a reader's language (``broom-rules.ftl``)."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.broom.adapter.table import COLOUR
from bot.games.broom.adapter.words import board_name, event_name, role_text
from bot.games.broom.ruleset import ruleset_from_json
from bot.i18n import voice


def rules_embed(ruleset: dict[str, Any], locale: str = "en") -> discord.Embed:
    """Summarise the rules with the values of ``ruleset`` (its JSON form), in ``locale``."""
    say = voice(locale)
    rs = ruleset_from_json(ruleset)
    data = rs.data
    embed = discord.Embed(
        title=say("broom-rules-title"),
        colour=COLOUR,
        description=say("broom-rules-goal", rounds=rs.rounds, vp=rs.start_vp),
    )
    fields = [
        ("broom-rules-pick-heading", say("broom-rules-pick", count=rs.pick_size)),
        ("broom-rules-turn-heading", say("broom-rules-turn")),
        (
            "broom-rules-roles-heading",
            "\n".join(
                ", ".join(role_text(r.id, data, locale) for r in data.roles if r.kind == kind)
                + " · "  # i18n: not words (names and their text)
                + say("broom-rules-role", kind=kind, bonus=data.brave_bonus.get(kind, 0))
                for kind in dict.fromkeys(r.kind for r in data.roles)
            ),
        ),
        (
            "broom-rules-bewitched-heading",
            say("broom-rules-bewitched", vp=data.bewitched_vp),
        ),
        (
            "broom-rules-board-heading",
            say(
                "broom-rules-board" if data.board_design else "broom-rules-board-printed",
                board=board_name(data, locale),
                towers=len(data.towers),
            ),
        ),
        (
            "broom-rules-events-heading",
            "\n".join(
                f"{event_name(c.id, locale)} · "  # i18n: not words (a name and its text)
                + say("broom-rules-event", event=c.id)
                for c in data.events
            ),
        ),
        (
            "broom-rules-end-heading",
            say("broom-rules-end", four=rs.set_vp[0], three=rs.set_vp[1]),
        ),
    ]
    for heading, value in fields:
        embed.add_field(name=say(heading), value=value[:1024], inline=False)
    return embed
