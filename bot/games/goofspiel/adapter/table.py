"""The public table of a ``goofspiel`` game: the round, who has bid, every score, the last round.

Everything here is drawn from a ``Seen`` (``reader.read`` of the public view), never from the
view's dict.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import discord

from bot.games.goofspiel.adapter.events import join_names
from bot.games.goofspiel.reader import Seen
from bot.services.records import GameRecord
from bot.ui.adapter import waiting_for
from bot.ui.lobby import title

COLOUR = discord.Colour(0x7C3AED)
FINAL_COLOUR = discord.Colour(0x15803D)


def cards_text(cards: Sequence[int]) -> str:
    """List cards: "1, 4, 7" (or "none")."""
    return ", ".join(map(str, sorted(cards))) or "none"


def points(n: int) -> str:
    """Say "1 point", "12 points"."""
    return f"{n} point" if n == 1 else f"{n} points"


def place(rank: int) -> str:
    """Say a final place: "1st", "2nd", "3rd", "4th"."""
    return f"{rank}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(rank, 'th') }"


def standing(game: GameRecord, seen: Seen) -> list[tuple[str, str]]:
    """One (name, value) field per seat: prizes won, cards left, whether they have bid.

    Once over: each seat's final place and score (the cards left are all spent).
    """
    fields = []
    for seat, player in enumerate(seen.players):
        score = f"**{points(seen.scores[seat])}** (won {cards_text(seen.won[seat])})"
        if seen.ranks is not None:
            winner = " 🏆" if seat in seen.winners else ""
            name = f"Seat {seat + 1} · {place(seen.ranks[seat])}{winner}"
            fields.append((name, f"{game.seats[seat].mention} · {score}"))
            continue
        mark = " · has bid" if player.has_bid else " · choosing"
        if game.seats[seat].absent:
            mark += " · away (the bot plays for them)"
        fields.append(
            (
                f"Seat {seat + 1}{mark}",
                f"{game.seats[seat].mention} · {score} · {player.hand_count} cards left",
            )
        )
    return fields


def last_round_text(game: GameRecord, seen: Seen) -> str | None:
    """Say what the last revealed round gave: every bid and who won the prize."""
    last = seen.last_round
    if last is None:
        return None
    bids = ", ".join(f"{game.seats[s].mention} {bid}" for s, bid in enumerate(last.bids))
    won = (
        f"{game.seats[last.winner].mention} won it"
        if last.winner is not None
        else "A tie for the highest bid: nobody won it"
    )
    return f"Round {last.round}, prize **{last.prize}**: {bids}. {won}."


def table_message(game: GameRecord, seen: Seen, timeout_words: str) -> dict[str, Any]:
    """The table's message: content (who is pinged), embed and allowed mentions."""
    if seen.seat is not None:
        raise ValueError("the public table is drawn from the public view only")
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if seen.over else COLOUR)
    lines = []
    last = last_round_text(game, seen)
    if seen.over:
        winners = join_names([game.seats[s].mention for s in seen.winners])
        best = points(seen.scores[seen.winners[0]])
        verb = "wins" if len(seen.winners) == 1 else "share the win"
        lines.append(f"🏆 {winners} {verb} with {best}!")
        mentioned = [s.user_id for s in game.seats if not s.bot]
        content = f"Game #{game.id} is over! " + " ".join(s.mention for s in game.seats)
    else:
        lines.append(
            f"Round {seen.round} of {seen.rounds}: the prize is **{seen.prize}**. "
            f"Everyone bids one card at once; the highest bid alone wins it."
        )
        lines.append(f"Waiting for {waiting_for(game, seen.active)}.")
        if game.deadline_at is not None:
            deadline = int(datetime.fromisoformat(game.deadline_at).timestamp())
            lines.append(f"Time runs out <t:{deadline}:R> (then {timeout_words}).")
        mentioned = [game.seats[s].user_id for s in seen.active if not game.seats[s].bot]
        content = (
            " ".join(f"<@{u}>" for u in mentioned) + f" bid in game #{game.id}."
            if mentioned
            else f"Game #{game.id}: the bots are bidding…"
        )
    if last:
        lines += ["", last]
    embed.description = "\n".join(lines)
    for name, value in standing(game, seen):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text=f"Prizes left: {seen.prizes_left} · turn {game.version}")
    return {
        "content": content,
        "embed": embed,
        "allowed_mentions": discord.AllowedMentions(users=[discord.Object(u) for u in mentioned]),
    }
