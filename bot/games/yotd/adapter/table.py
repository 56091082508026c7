"""The public table of a ``yotd`` game, in text: the month and who must decide what, the whole
year of events (the current month marked), the action groups with their dragons, the person
track in turn order, and every player (palaces with their persons, yuan, rice, fireworks,
privileges, points, cards left).

The embed is complete without its picture (a server may turn pictures off). It is drawn from
the public view only (Y-V1) and speaks the game's language (``yotd-table.ftl``). Its content
pings only the seat that must decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.games.yotd.adapter.words import (
    DRAGON,
    FIREWORKS,
    POINTS,
    RICE,
    TRACK,
    YUAN,
    action_label,
    event_label,
    palace_text,
    privileges_text,
)
from bot.games.yotd.reader import read
from bot.games.yotd.seen import PlayerSeen, Seen
from bot.i18n import listing, voice
from bot.services.records import GameRecord
from bot.ui.adapter import deadline_stamp, field_lines, table_reply
from bot.ui.lobby import title

COLOUR = discord.Colour(0xB91C1C)
FINAL_COLOUR = discord.Colour(0xCA8A04)


def player_line(player: PlayerSeen, language: str) -> str:
    """A player's resources in one line: "💴8 · 🍚0 · 🎆2 · 🐉 none · ⭐4 · 👣22 · 8 cards"."""
    return voice(language)(
        "yotd-table-player",
        yuan=f"{YUAN}{player.yuan}",
        rice=f"{RICE}{player.rice}",
        fireworks=f"{FIREWORKS}{player.fireworks}",
        privileges=privileges_text(player.small, player.large, language),
        points=f"{POINTS}{player.points}",
        track=f"{TRACK}{player.track}",
        cards=player.hand_size,
    )


def groups_lines(seen: Seen, names: Sequence[str], language: str) -> list[str]:
    """This month's groups: "1 · 🍚 Harvest, 🏯 Build — 🐉 Ann, Bo" ("— free" when empty)."""
    say = voice(language)
    out = []
    for i, (group, dragons) in enumerate(zip(seen.groups, seen.dragons, strict=True)):
        cards = ", ".join(action_label(c, language) for c in group)
        who = listing(names[s] for s in dragons).render(language) if dragons else ""
        out.append(
            say("yotd-table-group", number=str(i + 1), cards=cards, dragons=who, count=len(dragons))
        )
    return out


def year_lines(seen: Seen, language: str) -> list[str]:
    """The twelve months' events, past ones struck, the current one marked."""
    out = []
    for m, event in enumerate(seen.events, 1):
        words = f"{m} · {event_label(event, language)}"  # i18n: not words (a number and a name)
        if seen.over or m < seen.month:
            out.append(f"~~{words}~~")
        elif m == seen.month:
            out.append(f"▶ **{words}**")
        else:
            out.append(words)
    return out


def track_line(seen: Seen, names: Sequence[str]) -> str:
    """The person track in turn order: "1. Ann 👣22 · 2. Cy 👣13"."""
    return " · ".join(
        f"{n}. {names[s]} {TRACK}{seen.players[s].track}"  # i18n: not words (marks)
        for n, s in enumerate(seen.order, 1)
    )


def winners_of(seen: Seen) -> list[int]:
    """The winners (Y-F3): the most points; a tie goes to the first in turn order, or with
    ``tie_break`` ``track_space`` to every tied player on that player's space."""
    best = max(p.points for p in seen.players)
    tied = [s for s in seen.order if seen.players[s].points == best]
    if seen.ruleset.tie_break == "track_space":
        track = seen.players[tied[0]].track
        return [s for s in tied if seen.players[s].track == track]
    return tied[:1]


def doing(seen: Seen, seat: int, name: str, language: str) -> str:
    """What the seat to decide is deciding: "@Ann chooses an action"."""
    say = voice(language)
    if seen.step == "release" and seen.event is not None:
        return say(
            "yotd-table-releasing",
            player=name,
            count=seen.owed[seat],
            event=event_label(seen.event, language),
        )
    if seen.step == "build":
        return say("yotd-table-building", player=name, count=seen.build_left)
    return say("yotd-table-deciding", player=name, step=seen.step)


def table_message(game: GameRecord, seen: Seen, timeout_words: str) -> dict[str, Any]:
    """The table's message in the game's language: content (the seat to decide is pinged),
    embed and allowed mentions."""
    if seen.viewer is not None:
        raise ValueError("the public table is drawn from the public view only")
    language = game.language
    say = voice(language)
    mentions = [s.mention for s in game.seats]
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if seen.over else COLOUR)
    lines: list[str] = []
    pinged: Sequence[int]
    if seen.over or seen.current is None:
        winners = winners_of(seen)
        lines.append(
            say(
                "yotd-table-won",
                count=len(winners),
                players=listing(mentions[s] for s in winners).render(language),
                points=seen.players[winners[0]].points,
            )
        )
        pinged = range(len(game.seats))
        content = say("yotd-table-over", game=str(game.id), players=" ".join(mentions))
    else:
        seat = seen.current
        lines.append(say("yotd-table-month", month=seen.month, step=seen.step))
        lines.append("▶ " + doing(seen, seat, mentions[seat], language))  # i18n: not words
        when = deadline_stamp(game)
        if when is not None:
            lines.append(say("yotd-table-deadline", when=when, then=timeout_words))
        pinged = (seat,)
        mover = game.seats[seat]
        content = (
            say("yotd-table-bots", game=str(game.id))
            if mover.bot
            else say("yotd-table-ping", player=mover.mention, game=str(game.id))
        )
    embed.description = "\n".join(lines)
    embed.add_field(
        name=say("yotd-table-year"), value=field_lines(year_lines(seen, language)), inline=True
    )
    if seen.groups:
        embed.add_field(
            name=say("yotd-table-groups", month=seen.month),
            value=field_lines(groups_lines(seen, mentions, language)),
            inline=True,
        )
    embed.add_field(
        name=say("yotd-table-track"), value=field_lines([track_line(seen, mentions)]), inline=False
    )
    for seat, player in enumerate(seen.players):
        marks = [say("yotd-table-seat", seat=str(seat + 1))]
        if not seen.over and seat == seen.current:
            marks.append(say("yotd-table-to-decide"))
        if game.seats[seat].absent and not seen.over:
            marks.append(say("yotd-table-away"))
        if player.final is not None:
            final = player.final
            marks.append(
                say("yotd-table-final", persons=final.persons, monks=final.monks, money=final.money)
            )
        palaces = [
            palace_text(i, p.floors, p.persons, language) for i, p in enumerate(player.palaces)
        ] or [say("yotd-table-no-palace")]
        value = field_lines([mentions[seat] + " · " + player_line(player, language), *palaces])
        embed.add_field(name=" · ".join(marks), value=value, inline=False)
    footer = "yotd-table-footer-over" if seen.over else "yotd-table-footer"
    embed.set_footer(text=say(footer, month=seen.month, dragon=DRAGON))
    return table_reply(game, content, embed, pinged)


def table_of(game: GameRecord, view: dict[str, Any], timeout_words: str) -> dict[str, Any]:
    """The table's message from the public view (read once, through the game's reader)."""
    return table_message(game, read(view), timeout_words)
