"""The public table of a ``village`` game, drawn from the public view only (R-V1).

The renderer is given ``view_for(state, None)``: it cannot show what it is not given, so a
rendering bug cannot leak a hand. It reads the view once, through ``reader.read``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.games.village.adapter.lexicon import Lexicon
from bot.games.village.reader import Bribe, CardNames, Seen, read
from bot.games.village.text import number, signed
from bot.i18n import voice
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import deadline_stamp, table_reply
from bot.ui.lobby import COLOUR, title

FINAL_COLOUR = discord.Colour(0x15803D)
RECENT = 5


def bribes_text(
    words: Lexicon | CardNames, bribes: Mapping[str, Bribe], values: Mapping[str, int]
) -> str:
    """Say a player's bribes: "King's Crown (K) 3 +1 Wild (×4)" (in English for bare
    ``CardNames``)."""
    if isinstance(words, CardNames):
        words = Lexicon(words)
    if not bribes:
        return voice(words.language)("village-table-no-bribes")
    parts = []
    for t in sorted(bribes, key=lambda t: -values[t]):
        b = bribes[t]
        wild = words.name("wild") if b.wilds == 1 else words.plural("wild")
        wilds = f" +{b.wilds} {wild}" if b.wilds else ""
        parts.append(f"{words.tag(t)} {b.treasures}{wilds} (×{values[t]})")
    return "\n".join(parts)


def favor_text(seen: Seen, words: Lexicon) -> str:
    """List the Dragon's Favor from the top space down, with each treasure's value."""
    return "\n".join(f"**{seen.values[t]}** · {words.tag(t)}" for t in seen.top_first())


def market_text(seen: Seen, words: Lexicon) -> str:
    """List the stalls with their cards."""
    empty = voice(words.language)("village-table-stall-empty")
    return "\n".join(
        f"**{cost}** · {words.pile(pile, empty)}" for cost, pile in seen.stalls.items()
    )


def discard_text(seen: Seen, words: Lexicon) -> str:
    """Say the discard pile by kind and count (R-V1): "2 King's Crowns, 1 Wild", or "empty"."""
    counts = [(c, seen.discard.count(c)) for c in seen.names.card_ids]
    parts = [words.tally(c, n) for c, n in counts if n]
    return ", ".join(parts) or voice(words.language)("village-table-discard-empty")


def turn_number(recent: Sequence[ActionRecord]) -> int:
    """Return the number of the turn being played: the moves played so far, plus one.

    An ``ActionRecord.seq`` numbers the game's moves 1, 2, 3 … (the append-only ``actions``
    log gets one row per move, every seat's, bots' and timeouts' included, and nothing else);
    ``recent`` is the latest entries of that log, oldest first, so its last ``seq`` is the
    number of moves played (the house numbers them by the moves that stand: a move taken back
    and its undo entry count for none). ``GameRecord.version`` cannot say it: lobby changes
    move it too.
    """
    return recent[-1].seq + 1 if recent else 1


def recent_text(game: GameRecord, recent: Sequence[ActionRecord]) -> str:
    """Say the last moves, each with who made it."""
    played = voice(game.language)("village-table-played")
    lines = []
    for entry in recent:
        who = game.seats[entry.seat].mention if entry.seat < len(game.seats) else "?"
        lines.append(f"• {who}: {entry.summary or played}")
    return "\n".join(lines)


def table_message(
    game: GameRecord, view: dict[str, Any], recent: Sequence[ActionRecord]
) -> dict[str, Any]:
    """Return the content and embed of the table (the turn's player is mentioned), in the
    game's language."""
    seen = read(view)
    if seen.seat is not None:
        raise ValueError("the public table is drawn from the public view only")
    if seen.over:
        return final_message(game, seen, recent)
    say = voice(game.language)
    words = Lexicon(seen.names, game.language)
    mover = game.seats[seen.current]
    current = mover.user_id
    embed = discord.Embed(title=title(game), colour=COLOUR)
    lines = [say("village-table-turn", player=mover.mention)]
    when = deadline_stamp(game)
    if when is not None:
        lines.append(say("village-table-deadline", when=when))
    if recent:
        lines += ["", say("village-table-last-moves"), recent_text(game, recent)]
    embed.description = "\n".join(lines)
    embed.add_field(name=say("village-table-favor"), value=favor_text(seen, words), inline=True)
    embed.add_field(name=say("village-table-market"), value=market_text(seen, words), inline=True)
    for seat, p in enumerate(seen.players):
        name = say("village-table-seat", seat=str(seat + 1))
        if seat == seen.current:
            name += " ▶ " + say("village-table-to-play")
        if game.seats[seat].absent:
            name += " · " + say("village-table-away")
        embed.add_field(
            name=name,
            value=(
                say("village-table-hand", player=game.seats[seat].mention, count=p.hand_count)
                + "\n"
                + bribes_text(words, p.bribes, seen.values)
            ),
            inline=False,
        )
    footer = say(
        "village-table-footer",
        deck=seen.deck_count,
        discard=discard_text(seen, words),
        turn=str(turn_number(recent)),
    )
    embed.set_footer(text=footer)
    if mover.bot:
        content = say("village-table-thinking", player=mover.mention, game=str(game.id))
    else:
        content = say("village-table-your-turn", player=f"<@{current}>", game=str(game.id))
    return table_reply(game, content, embed, [seen.current])


def score_lines(seen: Seen, seat: int, words: Lexicon) -> list[str]:
    """Explain one player's final score (R-E3), line by line."""
    say = voice(words.language)
    values = seen.values
    player = seen.players[seat]
    lines = []
    for t, b in sorted(player.bribes.items(), key=lambda kv: -values[kv[0]]):
        cards = b.cards
        lines.append(
            say(
                "village-table-score-bribe",
                points=signed(cards * values[t]),
                treasure=words.name(t),
                count=cards,
                value=number(values[t]),
            )
        )
    for card, n in (player.hand or {}).items():
        if not n:
            continue
        each = seen.names.wild_penalty if card == "wild" else values[card]
        lines.append(
            say(
                "village-table-score-left",
                points=signed(-n * each),
                cards=words.count(card, n),
                value=number(each),
            )
        )
    return lines or [say("village-table-score-none")]


def final_message(game: GameRecord, seen: Seen, recent: Sequence[ActionRecord]) -> dict[str, Any]:
    """Return the final scores in full, the winner, and the tie-break used if any."""
    say = voice(game.language)
    words = Lexicon(seen.names, game.language)
    winners = [game.seats[s].mention for s in seen.winners]
    embed = discord.Embed(
        title=say("village-table-final-title", title=title(game)), colour=FINAL_COLOUR
    )
    if len(winners) == 1:
        headline = say("village-table-spared", player=winners[0])
    else:
        headline = say("village-table-spared-many", players=", ".join(winners))
    lines = [headline]
    depth = seen.tie_break_depth
    track = seen.top_first()
    if depth and depth <= len(track):
        decided = words.name(track[depth - 1])
        lines.append(say("village-table-tie-decided", treasure=decided, space=str(depth)))
    elif depth:
        lines.append(say("village-table-tie-still"))
    if recent:
        lines += ["", say("village-table-last-moves"), recent_text(game, recent[-3:])]
    embed.description = "\n".join(lines)
    ranks, scores = seen.ranks or (), seen.scores or ()
    order = sorted(range(seen.num_players), key=lambda s: (ranks[s], s))
    for seat in order:
        embed.add_field(
            name=say("village-table-rank", rank=str(ranks[seat]), score=scores[seat]),
            value=f"{game.seats[seat].mention}\n" + "\n".join(score_lines(seen, seat, words)),
            inline=False,
        )
    embed.add_field(
        name=say("village-table-favor-end"), value=favor_text(seen, words), inline=False
    )
    mentions = " ".join(s.mention for s in game.seats)
    content = say("village-table-over", game=str(game.id), players=mentions)
    return table_reply(game, content, embed, range(len(game.seats)))
