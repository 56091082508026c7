"""A player's private hand panel for ``village``: drawn from that seat's view only."""

from __future__ import annotations

from typing import Any

import discord

from bot.games.village.adapter.cards import Names
from bot.games.village.adapter.table import bribes_text
from bot.services.records import GameRecord
from bot.ui.lobby import title

COLOUR = discord.Colour(0x1D4ED8)


def cards_text(names: Names, view: dict[str, Any], hand: dict[str, int]) -> str:
    """List a hand with what each card is worth now."""
    values = view["values"]
    lines = []
    for card in [*names.ids, "wild"]:
        n = hand.get(card, 0)
        if not n:
            continue
        if card == "wild":
            worth = f"joins any bribe; −{names.wild_penalty} each if kept to the end"
        else:
            worth = f"worth {values[card]} each now"
        lines.append(f"**{n}** × {names.tag(card)} — {worth}")
    return "\n".join(lines) or "no cards"


def hand_embed(
    game: GameRecord,
    view: dict[str, Any],
    *,
    lines: list[str],
) -> discord.Embed:
    """Describe a seat's hand, bribes and standing, with ``lines`` on top (turn, step, notice)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a hand panel is drawn from a seat's view")
    names = Names(view["ruleset"])
    me = view["players"][seat]
    embed = discord.Embed(title=f"Your hand · {title(game)}", colour=COLOUR)
    embed.description = "\n".join(lines)
    embed.add_field(
        name=f"Cards in hand ({me['hand_count']})",
        value=cards_text(names, view, me["hand"]),
        inline=False,
    )
    embed.add_field(
        name="Your bribes", value=bribes_text(names, me["bribes"], view["values"]), inline=True
    )
    if "score_if_ended_now" in me:
        embed.add_field(
            name="If the game ended now", value=f"{me['score_if_ended_now']} points", inline=True
        )
    embed.set_footer(text=f"Deck: {view['deck_count']} cards · only you can see this")
    return embed
