"""The public lobby message: who is seated, what happens next, and its buttons."""

from __future__ import annotations

import discord

from bot.services.errors import kind_title
from bot.services.records import GameRecord, Status

COLOUR = discord.Colour(0xC2410C)


__all__ = ["COLOUR", "kind_title", "lobby_embed", "players_text", "title"]


def title(game: GameRecord) -> str:
    """Name a game: its kind's title and its number."""
    return f"{kind_title(game.kind)} · game #{game.id}"


def players_text(game: GameRecord) -> str:
    """List the seated players, the host marked."""
    lines = []
    for i, seat in enumerate(game.seats, 1):
        host = " (host)" if seat.user_id == game.host_id else ""
        lines.append(f"{i}. {seat.mention}{host}")
    return "\n".join(lines) or "nobody yet"


def lobby_embed(
    game: GameRecord, *, min_players: int, first_players: tuple[int, ...] = ()
) -> discord.Embed:
    """Describe a lobby, or what became of it (started, cancelled)."""
    embed = discord.Embed(title=title(game), colour=COLOUR)
    seated = f"Players ({len(game.seats)}/{game.max_seats})"
    if game.status is Status.LOBBY:
        need = max(0, min_players - len(game.seats))
        waiting = (
            f"Waiting for {need} more player{'s' if need != 1 else ''} before the host can start."
            if need
            else "Ready: the host can start the game."
        )
        embed.description = (
            "A new game is gathering players. Join with the button or "
            f"`/{game.kind} join`.\n{waiting}"
        )
        embed.add_field(name=seated, value=players_text(game), inline=False)
        embed.set_footer(text=f"{min_players}–{game.max_seats} players · the host starts the game")
    elif game.status is Status.RUNNING or game.status is Status.FINISHED:
        first = ""
        if len(first_players) == 1:
            first = f" {game.mention(first_players[0])} plays first."
        elif first_players:
            first = " Everyone chooses at once."
        embed.description = f"The game has started.{first}"
        embed.add_field(name="Seat order", value=players_text(game), inline=False)
    elif game.status in (Status.CANCELLED, Status.EXPIRED):
        why = "was cancelled" if game.status is Status.CANCELLED else "was abandoned"
        embed.description = f"This game {why}."
        embed.add_field(name=seated, value=players_text(game), inline=False)
    else:
        embed.description = "This game is paused: its saved data is damaged."
    return embed
