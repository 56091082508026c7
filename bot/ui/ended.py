"""The final table of a game a resignation ended before its rules did (no game's adapter can
draw it: its last state is not over). Words in the game's language, from ``resign.ftl``."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import listing, voice
from bot.services.records import GameRecord
from bot.ui.lobby import title

FINAL_COLOUR = discord.Colour(0x15803D)


def ended_table(game: GameRecord) -> dict[str, Any]:
    """Say how the game ended: who won (the one player left) or that nobody was left (not
    rated), who resigned, and each seat's place; it pings nobody."""
    say = voice(game.language)
    resigned = [game.mention(u) for u in game.resigned]
    winners = [s.mention for s in game.seats if s.rank == 1]
    if game.ended_early == "resigned" and winners:
        result = say("resign-table-won", player=listing(winners), count=len(resigned))
    else:
        result = say("resign-table-nobody")
    lines = [result]
    if resigned:
        lines.append(say("resign-table-resigned", players=listing(resigned)))
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR, description="\n".join(lines))
    places = [
        f"{s.rank}. {s.mention}" if s.rank is not None else f"– {s.mention}"
        for s in sorted(game.seats, key=lambda s: (s.rank is None, s.rank or 0, s.seat or 0))
    ]
    embed.add_field(name=say("resign-table-places"), value="\n".join(places), inline=False)
    return {
        "content": say("resign-table-over", game=str(game.id)),
        "embed": embed,
        "allowed_mentions": discord.AllowedMentions.none(),
    }
