"""A seat's private ``goofspiel`` panel: its hand as one button per card, one tap a bid.

The buttons carry the card's position in the sorted hand, never the card itself. The panel and
the click read the seat's view once, through ``reader.read``.
"""

from __future__ import annotations

import discord

from bot.games.goofspiel.adapter.table import (
    COLOUR,
    cards_text,
    last_round_text,
    names_text,
    points,
)
from bot.games.goofspiel.reader import PlayerSeen, Seen, read
from bot.games.goofspiel.state import Bid
from bot.i18n import voice
from bot.services import errors
from bot.ui.adapter import Button, Panel, SeatSight, Step, turn_line
from bot.ui.lobby import title

ROW = 5
"""Cards per row of buttons (Discord's most): 13 cards take three rows, Refresh a fourth of its
own, so a thumb reaching for Refresh never lands on a card (a tap on a card is a bid)."""


def own_seat(sight: SeatSight) -> tuple[Seen, PlayerSeen, tuple[int, ...]]:
    """Read the sight's view: the seen view, the seat's own player and its hand (ascending)."""
    seen = read(sight.view)
    me = seen.players[sight.seat]
    if me.hand is None:
        raise ValueError("a hand panel is drawn from its own seat's view")
    return seen, me, me.hand


def draw_panel(sight: SeatSight, notice: str | None) -> Panel:
    """The panel, in its reader's language (``sight.locale``): what to do now, the last round,
    the hand and the prizes won; the buttons."""
    seen, me, hand = own_seat(sight)
    language = sight.locale
    say = voice(language)
    lines = [f"**{notice}**"] if notice else []
    if sight.my_turn:
        lines.append(
            say(
                "goofspiel-panel-round",
                round=str(seen.round),
                rounds=str(seen.rounds),
                prize=str(seen.prize),
            )
        )
    elif not sight.over and me.bid is not None:
        waiting = names_text(sight.game, sight.active, language)
        lines.append(
            say("goofspiel-panel-bid", bid=str(me.bid), prize=str(seen.prize), players=waiting)
        )
    else:
        lines.append(turn_line(sight))
    last = last_round_text(sight.game, seen, language)
    if last:
        lines.append(last)
    embed = discord.Embed(
        title=say("goofspiel-panel-title", game=title(sight.game, sight.locale)), colour=COLOUR
    )
    embed.description = "\n".join(lines)
    embed.add_field(
        name=say("goofspiel-panel-cards", count=len(hand)),
        value=cards_text(hand, language),
        inline=False,
    )
    won = cards_text(seen.won[sight.seat], language, prizes=True)
    embed.add_field(
        name=say("goofspiel-panel-prizes"),
        value=f"{won} · {points(seen.scores[sight.seat], language)}",
        inline=False,
    )
    embed.set_footer(text=say("goofspiel-panel-footer", prizes=seen.prizes_left))
    legal = set(sight.legal)
    controls = [
        Button("bid", str(card), "primary", arg=i, disabled=Bid(card) not in legal, row=i // ROW)
        for i, card in enumerate(hand)
    ]
    refresh = Button("refresh", say("goofspiel-refresh"), row=-(-len(hand) // ROW))
    return Panel(embed, (*controls, refresh))


def bid_of(sight: SeatSight, verb: str, arg: int) -> Step:
    """The bid a tap on the ``arg``-th card of the hand plays; refuse anything else."""
    _, _, hand = own_seat(sight)
    if verb != "bid" or not 0 <= arg < len(hand) or Bid(hand[arg]) not in sight.legal:
        raise errors.BadRequest("goofspiel-bad-bid")
    return Step.play(Bid(hand[arg]))
