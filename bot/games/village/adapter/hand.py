"""A player's private hand panel for ``village``: drawn from that seat's view only."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.engine import InvalidState
from bot.games.village.adapter.table import bribes_text
from bot.games.village.reader import CardNames, PlayerSeen, Seen
from bot.services.records import GameRecord
from bot.ui.lobby import title

COLOUR = discord.Colour(0x1D4ED8)


def own_hand(seen: Seen, seat: int) -> tuple[PlayerSeen, Mapping[str, int]]:
    """Return the seat and its hand, which a seat's view always shows."""
    me = seen.players[seat]
    if me.hand is None:
        raise InvalidState(f"invalid village view: players[{seat}].hand is missing")
    return me, me.hand


def cards_text(names: CardNames, values: Mapping[str, int], hand: Mapping[str, int]) -> str:
    """List a hand with what each card is worth now."""
    lines = []
    for card in names.card_ids:
        n = hand.get(card, 0)
        if not n:
            continue
        if card == "wild":
            worth = f"joins any bribe; −{names.wild_penalty} each if kept to the end"
        else:
            worth = f"worth {values[card]} each now"
        lines.append(f"**{n}** × {names.tag(card)} — {worth}")
    return "\n".join(lines) or "no cards"


def hand_embed(game: GameRecord, seen: Seen, *, lines: list[str]) -> discord.Embed:
    """Describe a seat's hand, bribes and standing, with ``lines`` on top (turn, step, notice)."""
    if seen.seat is None:
        raise ValueError("a hand panel is drawn from a seat's view")
    names = seen.names
    me, hand = own_hand(seen, seen.seat)
    embed = discord.Embed(title=f"Your hand · {title(game)}", colour=COLOUR)
    embed.description = "\n".join(lines)
    embed.add_field(
        name=f"Cards in hand ({me.hand_count})",
        value=cards_text(names, seen.values, hand),
        inline=False,
    )
    embed.add_field(
        name="Your bribes", value=bribes_text(names, me.bribes, seen.values), inline=True
    )
    if me.score_if_ended_now is not None:
        embed.add_field(
            name="If the game ended now", value=f"{me.score_if_ended_now} points", inline=True
        )
    embed.set_footer(text=f"Deck: {seen.deck_count} cards · only you can see this")
    return embed
