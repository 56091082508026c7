"""A player's private hand panel for ``village``: drawn from that seat's view only."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.engine import InvalidState
from bot.games.village.adapter.table import bribes_text
from bot.games.village.reader import PlayerSeen, Seen
from bot.games.village.text import cards_count, number_words, signed
from bot.services.records import GameRecord
from bot.ui.lobby import title

COLOUR = discord.Colour(0x1D4ED8)


def own_hand(seen: Seen, seat: int) -> tuple[PlayerSeen, Mapping[str, int]]:
    """Return the seat and its hand, which a seat's view always shows."""
    me = seen.players[seat]
    if me.hand is None:
        raise InvalidState(f"invalid village view: players[{seat}].hand is missing")
    return me, me.hand


def card_worth(seen: Seen, seat: int, card: str) -> str:
    """Say what one card of ``seat``'s hand is worth if kept (``Seen.worth``, as the picture
    says it): "+3 each (joins your Feather bribe)", "−2 each if kept"."""
    worth = signed(seen.worth(seat, card))
    if card == "wild":
        return f"{worth} each if kept; join any bribe"
    if card in seen.players[seat].bribes:
        return f"{worth} each (joins your {seen.names.short(card)} bribe)"
    return f"{worth} each if kept"


def cards_text(seen: Seen, seat: int) -> str:
    """List ``seat``'s hand, each card with what it is worth if kept."""
    names = seen.names
    _, hand = own_hand(seen, seat)
    lines = [
        f"**{hand[card]}** × {names.tag(card)} — {card_worth(seen, seat, card)}"
        for card in names.card_ids
        if hand.get(card, 0)
    ]
    return "\n".join(lines) or "no cards"


def hand_embed(game: GameRecord, seen: Seen, *, lines: list[str]) -> discord.Embed:
    """Describe a seat's hand, bribes and standing, with ``lines`` on top (turn, step, notice)."""
    if seen.seat is None:
        raise ValueError("a hand panel is drawn from a seat's view")
    names = seen.names
    me, _ = own_hand(seen, seen.seat)
    embed = discord.Embed(title=f"Your hand · {title(game)}", colour=COLOUR)
    embed.description = "\n".join(lines)
    embed.add_field(
        name=f"Cards in hand ({me.hand_count})",
        value=cards_text(seen, seen.seat),
        inline=False,
    )
    embed.add_field(
        name="Your bribes", value=bribes_text(names, me.bribes, seen.values), inline=True
    )
    if me.score_if_ended_now is not None:
        embed.add_field(
            name="If the game ended now",
            value=number_words(me.score_if_ended_now, "point", "points"),
            inline=True,
        )
    embed.set_footer(text=f"Deck: {cards_count(seen.deck_count)} · only you can see this")
    return embed
