"""The public table of a ``village`` game, drawn from the public view only (R-V1).

The renderer is given ``view_for(state, None)``: it cannot show what it is not given, so a
rendering bug cannot leak a hand. It reads the view once, through ``reader.read``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import discord

from bot.games.village.reader import Bribe, CardNames, Seen, read
from bot.games.village.text import cards_count, number, signed, tally_words
from bot.services.records import ActionRecord, GameRecord
from bot.ui.lobby import COLOUR, title

FINAL_COLOUR = discord.Colour(0x15803D)
RECENT = 5


def bribes_text(names: CardNames, bribes: Mapping[str, Bribe], values: Mapping[str, int]) -> str:
    """Say a player's bribes: "King's Crown 3 +1 Wild (×4)"."""
    if not bribes:
        return "no bribes yet"
    parts = []
    for t in sorted(bribes, key=lambda t: -values[t]):
        b = bribes[t]
        wilds = f" +{b.wilds} {names.name['wild'] if b.wilds == 1 else names.plural['wild']}"
        parts.append(f"{names.tag(t)} {b.treasures}{wilds if b.wilds else ''} (×{values[t]})")
    return "\n".join(parts)


def favor_text(seen: Seen) -> str:
    """List the Dragon's Favor from the top space down, with each treasure's value."""
    return "\n".join(f"**{seen.values[t]}** · {seen.names.tag(t)}" for t in seen.top_first())


def market_text(seen: Seen) -> str:
    """List the stalls with their cards."""
    return "\n".join(f"**{cost}** · {seen.names.pile(pile)}" for cost, pile in seen.stalls.items())


def discard_text(seen: Seen) -> str:
    """Say the discard pile by kind and count (R-V1): "2 King's Crowns, 1 Wild", or "empty"."""
    names = seen.names
    counts = [(c, seen.discard.count(c)) for c in names.card_ids]
    parts = [tally_words(n, names.name[c], names.plural[c]) for c, n in counts if n]
    return ", ".join(parts) or "empty"


def turn_number(recent: Sequence[ActionRecord]) -> int:
    """Return the number of the turn being played: the moves played so far, plus one.

    An ``ActionRecord.seq`` numbers the game's moves 1, 2, 3 … (the append-only ``actions``
    log gets one row per move, every seat's, bots' and timeouts' included, and nothing else);
    ``recent`` is the latest entries of that log, oldest first, so its last ``seq`` is the
    number of moves played. ``GameRecord.version`` cannot say it: lobby changes move it too.
    """
    return recent[-1].seq + 1 if recent else 1


def recent_text(game: GameRecord, recent: Sequence[ActionRecord]) -> str:
    """Say the last moves, each with who made it."""
    lines = []
    for entry in recent:
        who = game.seats[entry.seat].mention if entry.seat < len(game.seats) else "?"
        lines.append(f"• {who}: {entry.summary or 'played'}")
    return "\n".join(lines)


def table_message(
    game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
) -> dict[str, Any]:
    """Return the content and embed of the table (the turn's player is mentioned)."""
    seen = read(view)
    if seen.seat is not None:
        raise ValueError("the public table is drawn from the public view only")
    if seen.over:
        return final_message(game, seen, recent)
    names = seen.names
    mover = game.seats[seen.current]
    current = mover.user_id
    embed = discord.Embed(title=title(game), colour=COLOUR)
    lines = [f"It is {mover.mention}'s turn: bribe the Dragon, visit the Black Market, or draw."]
    if game.deadline_at is not None:
        deadline = int(datetime.fromisoformat(game.deadline_at).timestamp())
        lines.append(f"Their time runs out <t:{deadline}:R> (then a card is drawn for them).")
    if recent:
        lines += ["", "**Last moves**", recent_text(game, recent)]
    embed.description = "\n".join(lines)
    embed.add_field(name="Dragon's Favor (top first)", value=favor_text(seen), inline=True)
    embed.add_field(name="Black Market", value=market_text(seen), inline=True)
    for seat, p in enumerate(seen.players):
        marker = " ▶ to play" if seat == seen.current else ""
        if game.seats[seat].absent:
            marker += " · away (the bot plays for them)"
        embed.add_field(
            name=f"Seat {seat + 1}{marker}",
            value=(
                f"{game.seats[seat].mention} · {cards_count(p.hand_count)} in hand\n"
                f"{bribes_text(names, p.bribes, seen.values)}"
            ),
            inline=False,
        )
    embed.set_footer(
        text=(
            f"Deck: {cards_count(seen.deck_count)} · Discard: {discard_text(seen)} · "
            f"turn {turn_number(recent)}"
        )
    )
    if mover.bot:
        content = f"{mover.mention} is thinking… (game #{game.id})"
    else:
        content = f"<@{current}>, it's your turn in game #{game.id}."
    return {
        "content": content,
        "embed": embed,
        "allowed_mentions": discord.AllowedMentions(users=[discord.Object(current)]),
    }


def score_lines(seen: Seen, seat: int) -> list[str]:
    """Explain one player's final score (R-E3), line by line."""
    names, values = seen.names, seen.values
    player = seen.players[seat]
    lines = []
    for t, b in sorted(player.bribes.items(), key=lambda kv: -values[kv[0]]):
        cards = b.cards
        lines.append(
            f"{signed(cards * values[t])} · {names.name[t]}: {cards_count(cards)} × "
            f"{number(values[t])}"
        )
    for card, n in (player.hand or {}).items():
        if not n:
            continue
        each = names.wild_penalty if card == "wild" else values[card]
        lines.append(f"{signed(-n * each)} · {names.count(card, n)} left in hand × {number(each)}")
    return lines or ["no bribes, empty hand"]


def final_message(game: GameRecord, seen: Seen, recent: Sequence[ActionRecord]) -> dict[str, Any]:
    """Return the final scores in full, the winner, and the tie-break used if any."""
    names = seen.names
    winners = [game.seats[s].mention for s in seen.winners]
    embed = discord.Embed(title=f"{title(game)} · final scores", colour=FINAL_COLOUR)
    if len(winners) == 1:
        headline = f"🏆 {winners[0]}'s village is spared!"
    else:
        who = ", ".join(winners)
        headline = f"🏆 {who} share the win: their villages are spared!"
    lines = [headline]
    depth = seen.tie_break_depth
    track = seen.top_first()
    if depth and depth <= len(track):
        decided = names.name[track[depth - 1]]
        lines.append(
            f"Tied on points; decided by the most cards in the bribe of {decided} "
            f"(space {depth} from the top)."
        )
    elif depth:
        lines.append("Still tied after comparing every space of the Dragon's Favor.")
    if recent:
        lines += ["", "**Last moves**", recent_text(game, recent[-3:])]
    embed.description = "\n".join(lines)
    ranks, scores = seen.ranks or (), seen.scores or ()
    order = sorted(range(seen.num_players), key=lambda s: (ranks[s], s))
    for seat in order:
        embed.add_field(
            name=f"#{ranks[seat]} · {scores[seat]} points",
            value=f"{game.seats[seat].mention}\n" + "\n".join(score_lines(seen, seat)),
            inline=False,
        )
    embed.add_field(name="Dragon's Favor at the end", value=favor_text(seen), inline=False)
    everyone = [discord.Object(s.user_id) for s in game.seats if not s.bot]
    return {
        "content": f"Game #{game.id} is over! " + " ".join(s.mention for s in game.seats),
        "embed": embed,
        "allowed_mentions": discord.AllowedMentions(users=everyone),
    }
