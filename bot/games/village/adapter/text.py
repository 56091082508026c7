"""Texts about ``village`` for players: the rules in short, with this ruleset's values."""

from __future__ import annotations

from typing import Any

import discord

from bot.ui.lobby import COLOUR


def rules_embed(ruleset: dict[str, Any]) -> discord.Embed:
    """Summarise the rules with the values of ``ruleset`` (its JSON form)."""
    treasures = ruleset["treasures"]
    wild = ruleset["wild"]
    values = ruleset["track_values"]
    costs = ruleset["stall_costs"]
    wilds = ", ".join(f"{n} players: {w}" for n, w in ruleset["wilds_by_players"].items())
    copies = {t["copies"] for t in treasures}
    per_type = f"{copies.pop()} of each" if len(copies) == 1 else "see the ruleset"
    embed = discord.Embed(
        title="Please Don't Burn My Village! — the rules in short",
        colour=COLOUR,
        description=(
            "Bribe the Dragon with treasures so that the treasures you bribed are worth the most "
            "when the deck runs out. On your turn do **one** thing, then play passes on."
        ),
    )
    embed.add_field(
        name="Bribe the Dragon",
        value=(
            "Play cards of one treasure type, plus any Wilds. A new bribe needs at least one real "
            "treasure; Wilds alone only join a bribe you have. The treasure's token climbs one "
            "space per card (tokens it passes slip down). Then the market refills from the "
            "deck, 3 → 2 → 1 → 0 → 3 …, until a card of your type or a Wild turns up. If the "
            "deck runs out first, the game ends."
        ),
        inline=False,
    )
    embed.add_field(
        name="Visit the Black Market",
        value=(
            f"Pick a stall with cards (costs {', '.join(map(str, costs))}) and pay exactly its "
            "cost from your hand, at least one card a real treasure. Take all its cards, then "
            "curse one treasure type you paid with: its token drops one space per card paid. The 0 "
            "stall is free and curses nothing."
        ),
        inline=False,
    )
    embed.add_field(
        name="Draw a card",
        value="Take the top card. Drawing from an empty deck ends the game. No hand limit.",
        inline=False,
    )
    embed.add_field(
        name="Scoring",
        value=(
            "Treasures in hand matching your bribes join them. Each bribe scores its cards × its "
            f"treasure's value (bottom to top: {', '.join(map(str, values))}); each treasure left "
            f"in hand costs its value, each {wild['name']} in hand costs "
            f"{ruleset['wild_penalty']}. Ties: most cards in the bribe of the top treasure, then "
            "the next one down, and so on."
        ),
        inline=False,
    )
    names = ", ".join(f"{t['name']} ({t['letter']})" for t in treasures)
    embed.add_field(
        name="This server's ruleset",
        value=(
            f"`{ruleset['name']}`: {names}; {per_type}; "
            f"{wild['plural']} in play by players: {wilds}; hand of {ruleset['hand_size']}."
        ),
        inline=False,
    )
    return embed
