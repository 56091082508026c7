"""A player's private hand panel for ``village``: drawn from that seat's view only, in the
reader's language (the ``CardWords`` of the panel)."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.engine import InvalidState
from bot.games.village.adapter.steps import cards
from bot.games.village.adapter.words import WILD, CardWords
from bot.games.village.reader import Bribe, PlayerSeen, Seen
from bot.games.village.text import number, signed
from bot.services.records import GameRecord
from bot.ui.lobby import title

COLOUR = discord.Colour(0x1D4ED8)


def own_hand(seen: Seen, seat: int) -> tuple[PlayerSeen, Mapping[str, int]]:
    """Return the seat and its hand, which a seat's view always shows."""
    me = seen.players[seat]
    if me.hand is None:
        raise InvalidState(f"invalid village view: players[{seat}].hand is missing")
    return me, me.hand


def card_worth(seen: Seen, words: CardWords, seat: int, card: str) -> str:
    """Say what one card of ``seat``'s hand is worth if kept (``Seen.worth``, as the picture
    says it): "+3 each (joins your Feather bribe)", "−2 each if kept"."""
    worth = signed(seen.worth(seat, card))
    if card == WILD:
        return words.say("village-panel-worth-wild", worth=worth)
    if card in seen.players[seat].bribes:
        return words.say("village-panel-worth-joins", worth=worth, card=words.bribe_word(card))
    return words.say("village-panel-worth", worth=worth)


def cards_text(seen: Seen, words: CardWords, seat: int) -> str:
    """List ``seat``'s hand, each card with what it is worth if kept."""
    _, hand = own_hand(seen, seat)
    lines = [
        f"**{hand[card]}** × {words.tag(card)} — {card_worth(seen, words, seat, card)}"
        for card in seen.names.card_ids
        if hand.get(card, 0)
    ]
    return "\n".join(lines) or words.say("village-panel-no-cards")


def bribes_text(words: CardWords, bribes: Mapping[str, Bribe], values: Mapping[str, int]) -> str:
    """Say the seat's bribes, the most valuable first: "King's Crown (K) 2 +1 Wild (×4)"."""
    if not bribes:
        return words.say("village-panel-no-bribes")
    parts = []
    for t in sorted(bribes, key=lambda t: -values[t]):
        b = bribes[t]
        wild = words.name(WILD) if b.wilds == 1 else words.plural(WILD)
        wilds = f" +{b.wilds} {wild}" if b.wilds else ""
        parts.append(f"{words.tag(t)} {b.treasures}{wilds} (×{values[t]})")
    return "\n".join(parts)


def hand_embed(
    game: GameRecord, seen: Seen, words: CardWords, *, lines: list[str]
) -> discord.Embed:
    """Describe a seat's hand, bribes and standing, with ``lines`` on top (turn, step, notice)."""
    if seen.seat is None:
        raise ValueError("a hand panel is drawn from a seat's view")
    say = words.say
    me, _ = own_hand(seen, seen.seat)
    embed = discord.Embed(
        title=say("village-panel-title", game=title(game, words.language)), colour=COLOUR
    )
    embed.description = "\n".join(lines)
    embed.add_field(
        name=say("village-panel-hand", count=str(me.hand_count)),
        value=cards_text(seen, words, seen.seat),
        inline=False,
    )
    embed.add_field(
        name=say("village-panel-bribes"),
        value=bribes_text(words, me.bribes, seen.values),
        inline=True,
    )
    if me.score_if_ended_now is not None:
        score = me.score_if_ended_now
        embed.add_field(
            name=say("village-panel-if-ended"),
            value=say("village-panel-points", count=score, points=number(score)),
            inline=True,
        )
    embed.set_footer(text=say("village-panel-footer", cards=cards(seen.deck_count)))
    return embed
