"""The public table of a ``goofspiel`` game: the round, who has bid, every score, the last round.

Everything here is drawn from a ``Seen`` (``reader.read`` of the public view), never from the
view's dict. The table speaks the game's language (``game.language``); the helpers the panel
shares take the language they are to speak (``data/locales/*/goofspiel.ftl``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.goofspiel.reader import Seen
from bot.i18n import listing, voice
from bot.services.records import GameRecord
from bot.ui.adapter import deadline_stamp, table_reply
from bot.ui.lobby import title

COLOUR = discord.Colour(0x7C3AED)
FINAL_COLOUR = discord.Colour(0x15803D)


def cards_text(cards: Sequence[int], language: str, *, prizes: bool = False) -> str:
    """List cards: "1, 4, 7" (or "none": for ``prizes``, the word that agrees with a prize)."""
    if cards:
        return ", ".join(map(str, sorted(cards)))
    return voice(language)("goofspiel-no-prizes" if prizes else "goofspiel-no-cards")


def points(n: int, language: str) -> str:
    """Say "1 point", "12 points"."""
    return voice(language)("goofspiel-points", points=n)


def place(rank: int, language: str) -> str:
    """Say a final place: "1st", "2nd", "3rd", "4th"."""
    return voice(language)("goofspiel-place", rank=rank)


def names_text(game: GameRecord, seats: Sequence[int], language: str) -> str:
    """Name seats as a sentence does: "@Ann", "@Ann and @Bo", "@Ann, @Bo and @Cy"."""
    return listing(game.seats[s].mention for s in seats).render(language)


def score_text(seen: Seen, seat: int, language: str) -> str:
    """A seat's score and the prizes it won: "**5 points** (won 1, 4)"."""
    won = cards_text(seen.won[seat], language, prizes=True)
    return voice(language)(
        "goofspiel-score", points=points(seen.scores[seat], language), prizes=won
    )


def standing(game: GameRecord, seen: Seen, language: str) -> list[tuple[str, str]]:
    """One (name, value) field per seat: prizes won, cards left, whether they have bid.

    Once over: each seat's final place and score (the cards left are all spent).
    """
    say = voice(language)
    fields = []
    for seat, player in enumerate(seen.players):
        mention = game.seats[seat].mention
        score = score_text(seen, seat, language)
        if seen.ranks is not None:
            winner = " 🏆" if seat in seen.winners else ""
            rank = place(seen.ranks[seat], language)
            name = say("goofspiel-seat-place", seat=str(seat + 1), place=rank) + winner
            fields.append((name, f"{mention} · {score}"))
            continue
        marks = [say("goofspiel-seat", seat=str(seat + 1))]
        marks.append(say("goofspiel-seat-bid" if player.has_bid else "goofspiel-seat-choosing"))
        if game.seats[seat].absent:
            marks.append(say("goofspiel-seat-away"))
        left = say("goofspiel-seat-cards", count=player.hand_count)
        fields.append((" · ".join(marks), f"{mention} · {score} · {left}"))
    return fields


def last_round_text(game: GameRecord, seen: Seen, language: str) -> str | None:
    """Say what the last revealed round gave: every bid and who won the prize."""
    last = seen.last_round
    if last is None:
        return None
    say = voice(language)
    bids = ", ".join(f"{game.seats[s].mention} {bid}" for s, bid in enumerate(last.bids))
    won = (
        say("goofspiel-last-winner", player=game.seats[last.winner].mention)
        if last.winner is not None
        else say("goofspiel-last-tie")
    )
    return say(
        "goofspiel-last-round", round=str(last.round), prize=str(last.prize), bids=bids, result=won
    )


def table_message(game: GameRecord, seen: Seen, timeout_words: str) -> dict[str, Any]:
    """The table's message, in the game's language: content (who is pinged), embed and allowed
    mentions. ``timeout_words``: what a timeout does, in that language."""
    if seen.seat is not None:
        raise ValueError("the public table is drawn from the public view only")
    language = game.language
    say = voice(language)
    number = str(game.id)
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if seen.over else COLOUR)
    lines = []
    last = last_round_text(game, seen, language)
    if seen.over:
        best = points(seen.scores[seen.winners[0]], language)
        winners = names_text(game, seen.winners, language)
        lines.append(
            say("goofspiel-table-won", count=len(seen.winners), players=winners, points=best)
        )
        pinged: Sequence[int] = range(len(game.seats))
        everyone = " ".join(s.mention for s in game.seats)
        content = say("goofspiel-table-over", game=number, players=everyone)
    else:
        lines.append(
            say(
                "goofspiel-table-round",
                round=str(seen.round),
                rounds=str(seen.rounds),
                prize=str(seen.prize),
            )
        )
        lines.append(say("goofspiel-waiting", players=names_text(game, seen.active, language)))
        when = deadline_stamp(game)
        if when is not None:
            lines.append(say("goofspiel-table-deadline", when=when, then=timeout_words))
        pinged = [s for s in seen.active if not game.seats[s].bot]
        pings = " ".join(f"<@{game.seats[s].user_id}>" for s in pinged)
        content = (
            say("goofspiel-table-ping", players=pings, game=number)
            if pinged
            else say("goofspiel-table-bots", game=number)
        )
    if last:
        lines += ["", last]
    embed.description = "\n".join(lines)
    for name, value in standing(game, seen, language):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(
        text=say("goofspiel-table-footer", prizes=seen.prizes_left, round=str(seen.round))
    )
    return table_reply(game, content, embed, pinged)
