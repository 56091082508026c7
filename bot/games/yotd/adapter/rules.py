"""In the Year of the Dragon's rules in short for players (``/yotd rules``, the table's Rules
button), with the values of one ruleset, in a reader's language (``yotd-rules.ftl``).

The ruleset is its JSON form (``data/rulesets/yotd/standard.json``): the start, the fee, the
top-up, the privileges' prices, the events' values, the final scoring's rates and every
assumption the contract lets a server correct (A1…A9 of ``docs/rules/yotd.md``). The marks
line names each person by its mark and name, as the table and the log do.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.games.yotd.adapter.table import COLOUR
from bot.games.yotd.adapter.words import PERSON_MARKS, event_label, person_name, tile_text
from bot.games.yotd.moves import EVENTS, TYPES
from bot.games.yotd.ruleset import ruleset_from_json
from bot.i18n import voice


def _switch(value: Any) -> str:
    """A ruleset's yes/no as a selector's key."""
    return "yes" if value else "no"


def rules_embed(ruleset: dict[str, Any], locale: str = "en") -> discord.Embed:
    """Summarise the rules with the values of ``ruleset`` (its JSON form), in ``locale``."""
    say = voice(locale)
    festival = [int(p) for p in ruleset["festival_points"]]
    embed = discord.Embed(
        title=say("yotd-rules-title"),
        colour=COLOUR,
        description=say("yotd-rules-goal", months=int(ruleset["months"])),
    )
    start = [int(f) for f in ruleset["start_palaces"]]
    fields = [
        (
            "yotd-rules-start-heading",
            say(
                "yotd-rules-start",
                yuan=int(ruleset["start_yuan"]),
                palaces=len(start),
                floors=start[0] if start else 0,
                placement=str(ruleset["draft_placement"]),
                first=str(ruleset["first_player"]),
            ),
        ),
        (
            "yotd-rules-action-heading",
            say(
                "yotd-rules-action",
                fee=int(ruleset["occupied_fee"]),
                top=int(ruleset["refill_to"]),
                small=int(ruleset["small_privilege_cost"]),
                large=int(ruleset["large_privilege_cost"]),
                all=_switch(ruleset["build_all_floors"]),
            ),
        ),
        (
            "yotd-rules-person-heading",
            say(
                "yotd-rules-person",
                floors=int(ruleset["max_floors"]),
                waste=_switch(ruleset["wild_waste"]),
            ),
        ),
        (
            "yotd-rules-events-heading",
            "\n".join(
                say(
                    "yotd-rules-event",
                    event=event_label(e, locale),
                    kind=e,
                    tribute=int(ruleset["tribute"]),
                    contagion=int(ruleset["contagion"]),
                    first=festival[0],
                    second=festival[1] if len(festival) > 1 else 0,
                )
                for e in EVENTS
            ),
        ),
        ("yotd-rules-month-heading", say("yotd-rules-month")),
        (
            "yotd-rules-end-heading",
            say(
                "yotd-rules-end",
                person=int(ruleset["final_person_points"]),
                sell=int(ruleset["sell_price"]),
                rate=int(ruleset["yuan_per_point"]),
                tie=str(ruleset["tie_break"]),
            ),
        ),
        (
            "yotd-rules-ruleset-heading",
            say(
                "yotd-rules-ruleset",
                name=str(ruleset["name"]),
                public=_switch(ruleset["played_cards_public"]),
                open=_switch(ruleset["open_hands"]),
            ),
        ),
    ]
    for heading, value in fields:
        embed.add_field(name=say(heading), value=value, inline=False)
    persons = "\n".join(
        f"{PERSON_MARKS[t]} {person_name(t, locale)} · {say('yotd-rules-ability', type=t)}"
        for t in TYPES
    )
    embed.add_field(name=say("yotd-rules-persons-heading"), value=persons, inline=False)
    embed.add_field(
        name=say("yotd-rules-marks-heading"),
        value=say(
            "yotd-rules-marks", example=tile_text("monk-old", locale, ruleset_from_json(ruleset))
        ),
        inline=False,
    )
    return embed
