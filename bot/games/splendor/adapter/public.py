"""The public table of a ``splendor`` game, in text: whose turn, the tableau level by level,
the nobles, the bank and every player (points, tokens, bonuses, reserves, nobles).

The embed is complete without its picture (a server may turn pictures off): everything the
picture shows is written here too. It is drawn from a ``Seen`` of the public view only, which
carries what S-V1 allows: a reserve taken face up by its card, a blind one by its level only
(every card once the game is over, S-V3). It speaks the game's language (``game.language``,
``data/locales/<language>/splendor.ftl``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.splendor.adapter.words import card_cost_text, noble_text, points_text, tokens_text
from bot.games.splendor.seen import ReservedSeen, Seen
from bot.i18n import listing, voice
from bot.services.records import ActionRecord, GameRecord
from bot.ui.adapter import deadline_stamp, field_lines, table_reply
from bot.ui.lobby import title

COLOUR = discord.Colour(0x0E7490)
FINAL_COLOUR = discord.Colour(0x15803D)


def names_text(game: GameRecord, seats: Sequence[int], language: str) -> str:
    """Name seats as a sentence does: "@Ann", "@Ann and @Bo"."""
    return listing(game.seats[s].mention for s in seats).render(language)


def place(rank: int, language: str) -> str:
    """Say a final place: "1st", "2nd"."""
    return voice(language)("splendor-place", rank=rank)


def turn_number(recent: Sequence[ActionRecord]) -> int:
    """The number of the turn being played: the moves logged so far, plus one (``recent`` is
    the end of the move log, oldest first; a log entry's ``seq`` numbers the moves 1, 2, 3 …).
    ``GameRecord.version`` cannot say it: the lobby moves it too."""
    return recent[-1].seq + 1 if recent else 1


def reserve_line(seen: Seen, reserve: ReservedSeen, language: str) -> str:
    """A reserved card as the public view shows it: the card when it is public (reserved face
    up, or the game over), else its level only (S-V1, S-V3)."""
    say = voice(language)
    if reserve.card is None:
        return "📌 " + say("splendor-reserved-unseen", level=str(reserve.level))  # i18n: not words
    words = card_cost_text(seen.card(reserve.card), language)
    blind = f" · {say('splendor-panel-blind')}" if reserve.blind else ""
    return f"📌 {words}{blind}"  # i18n: not words (a mark)


def player_fields(game: GameRecord, seen: Seen, language: str) -> list[tuple[str, str]]:
    """One (name, value) field per seat: place or turn, points, tokens, bonuses, reserves."""
    say = voice(language)
    limit = seen.ruleset.token_limit
    fields = []
    for seat, p in enumerate(seen.players):
        marks = [say("splendor-seat", seat=str(seat + 1))]
        if seen.ranks is not None:
            marks.append(place(seen.ranks[seat], language))
            if seat in seen.winners:
                marks.append("🏆")  # i18n: not words (a mark)
        elif seat == seen.to_move:
            marks.append(say("splendor-seat-to-play"))
        if game.seats[seat].absent and not seen.over:
            marks.append(say("splendor-seat-away"))
        value = say(
            "splendor-seat-value",
            player=game.seats[seat].mention,
            points=points_text(p.points, language),
            tokens=tokens_text(p.tokens, language),
            count=p.token_count,
            limit=limit,
            bonuses=tokens_text(p.bonuses, language),
            cards=len(p.cards),
            reserved=len(p.reserved),
            nobles=len(p.nobles),
        )
        lines = [value, *(reserve_line(seen, r, language) for r in p.reserved)]
        fields.append((" · ".join(marks), "\n".join(lines)))
    return fields


def tableau_fields(seen: Seen, language: str) -> list[tuple[str, str]]:
    """The face-up cards, level 3 first (as the table lays them out), then the nobles."""
    say = voice(language)
    fields = []
    for index in reversed(range(len(seen.tableau))):
        row = seen.tableau[index]
        lines = [
            say("splendor-empty-space") if cid is None else card_cost_text(seen.card(cid), language)
            for cid in row
        ]
        name = say("splendor-level", level=str(index + 1), deck=seen.decks[index])
        fields.append((name, field_lines(lines)))
    nobles = [noble_text(seen.ruleset.noble[n], language) for n in seen.nobles]
    fields.append((say("splendor-nobles"), field_lines(nobles) or say("splendor-none")))
    return fields


def table_message(
    game: GameRecord, seen: Seen, timeout_words: str, recent: Sequence[ActionRecord] = ()
) -> dict[str, Any]:
    """The table's message, in the game's language: content (who is pinged), embed and allowed
    mentions. ``timeout_words``: what a timeout does, in that language; ``recent``: the end of
    the move log (the turn's number)."""
    if seen.seat is not None:
        raise ValueError("the public table is drawn from the public view only")
    language = game.language
    say = voice(language)
    number = str(game.id)
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if seen.over else COLOUR)
    lines = []
    if seen.over:
        best = seen.players[seen.winners[0]].points
        winners = names_text(game, seen.winners, language)
        lines.append(
            say("splendor-table-won", count=len(seen.winners), players=winners, points=best)
        )
        pinged = range(len(game.seats))
        everyone = " ".join(s.mention for s in game.seats)
        content = say("splendor-table-over", game=number, players=everyone)
    else:
        mover = game.seats[seen.current]
        lines.append(say("splendor-table-to-play", player=mover.mention))
        if seen.step == "return":
            lines.append(say("splendor-table-returning", count=seen.to_return))
        elif seen.step == "noble":
            lines.append(say("splendor-table-choosing-noble"))
        if seen.last_round:
            lines.append(say("splendor-last-round", points=seen.ruleset.target))
        when = deadline_stamp(game)
        if when is not None:
            lines.append(say("splendor-table-deadline", when=when, then=timeout_words))
        pinged = range(seen.current, seen.current + 1)
        content = (
            say("splendor-table-bots", game=number)
            if mover.bot
            else say("splendor-table-ping", player=mover.mention, game=number)
        )
    if not seen.over:
        lines.append(say("splendor-table-goal", points=seen.ruleset.target))
    embed.description = "\n".join(lines)
    for name, value in tableau_fields(seen, language):
        embed.add_field(name=name, value=value, inline=False)
    embed.add_field(name=say("splendor-bank"), value=tokens_text(seen.bank, language), inline=False)
    for name, value in player_fields(game, seen, language):
        embed.add_field(name=name, value=value, inline=False)
    turn = str(turn_number(recent))
    footer = "splendor-table-footer-over" if seen.over else "splendor-table-footer"
    embed.set_footer(text=say(footer, turn=turn))
    return table_reply(game, content, embed, pinged)
