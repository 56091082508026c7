"""The public table of a ``yotd`` game, in text: the month and who must decide what, the whole
year of events (the current month marked), the action groups with their dragons, the person
track in turn order, and every player (palaces with their persons, yuan, rice, fireworks,
privileges, points, cards left).

The embed is complete without its picture (a server may turn pictures off). It is drawn from
the public view only (Y-V1) and speaks the game's language (``yotd-table.ftl``). Its content
pings only the seat that must decide.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from bot.i18n import listing, voice
from bot.services.records import GameRecord
from bot.ui.adapter import deadline_stamp, table_reply
from bot.ui.lobby import title

COLOUR = discord.Colour(0xB91C1C)
FINAL_COLOUR = discord.Colour(0xCA8A04)
FIELD_MAX = 1024


def fit(lines: Sequence[str]) -> str:
    """Lines of a field, cut to Discord's field length at a whole line."""
    out: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > FIELD_MAX - 2:
            out.append("…")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)


def player_line(player: Mapping[str, Any], language: str) -> str:
    """A player's resources in one line: "💴8 · 🍚0 · 🎆2 · 🐉 none · ⭐4 · 👣22 · 8 cards"."""
    privileges = player.get("privileges") or {}
    return voice(language)(
        "yotd-table-player",
        yuan=f"{YUAN}{player['yuan']}",
        rice=f"{RICE}{player['rice']}",
        fireworks=f"{FIREWORKS}{player['fireworks']}",
        privileges=privileges_text(
            int(privileges.get("small", 0)), int(privileges.get("large", 0)), language
        ),
        points=f"{POINTS}{player['points']}",
        track=f"{TRACK}{player['track']}",
        cards=int(player.get("hand_size") or 0),
    )


def groups_lines(view: Mapping[str, Any], names: Sequence[str], language: str) -> list[str]:
    """This month's groups: "1 · 🍚 Harvest, 🏯 Build — 🐉 Ann, Bo" ("— free" when empty)."""
    say = voice(language)
    out = []
    for i, (group, dragons) in enumerate(zip(view["groups"], view["dragons"], strict=True)):
        cards = ", ".join(action_label(c, language) for c in group)
        who = listing(names[s] for s in dragons).render(language) if dragons else ""
        out.append(
            say("yotd-table-group", number=str(i + 1), cards=cards, dragons=who, count=len(dragons))
        )
    return out


def year_lines(view: Mapping[str, Any], language: str) -> list[str]:
    """The twelve months' events, past ones struck, the current one marked."""
    month = int(view["month"])
    out = []
    for m, event in enumerate(view["events"], 1):
        words = f"{m} · {event_label(event, language)}"  # i18n: not words (a number and a name)
        if view.get("over") or m < month:
            out.append(f"~~{words}~~")
        elif m == month:
            out.append(f"▶ **{words}**")
        else:
            out.append(words)
    return out


def track_line(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The person track in turn order: "1. Ann 👣22 · 2. Cy 👣13"."""
    players = view["players"]
    return " · ".join(
        f"{n}. {names[s]} {TRACK}{players[s]['track']}"  # i18n: not words (marks)
        for n, s in enumerate(view["order"], 1)
    )


def winners_of(view: Mapping[str, Any]) -> list[int]:
    """The winners (Y-F3): the most points; a tie goes to the first in turn order, or with
    ``tie_break`` ``track_space`` to every tied player on that player's space."""
    players = view["players"]
    best = max(int(p["points"]) for p in players)
    tied = [s for s in view["order"] if int(players[s]["points"]) == best]
    if (view.get("ruleset") or {}).get("tie_break") == "track_space":
        return [s for s in tied if players[s]["track"] == players[tied[0]]["track"]]
    return tied[:1]


def doing(view: Mapping[str, Any], seat: int, name: str, language: str) -> str:
    """What the seat to decide is deciding: "@Ann chooses an action"."""
    say = voice(language)
    step = str(view["step"])
    if step == "release":
        month = int(view["month"])
        return say(
            "yotd-table-releasing",
            player=name,
            count=int(view["owed"][seat]),
            event=event_label(view["events"][month - 1], language),
        )
    if step == "build":
        return say("yotd-table-building", player=name, count=int(view["build_left"]))
    return say("yotd-table-deciding", player=name, step=step)


def table_message(game: GameRecord, view: Mapping[str, Any], timeout_words: str) -> dict[str, Any]:
    """The table's message in the game's language: content (the seat to decide is pinged),
    embed and allowed mentions."""
    if view.get("viewer") is not None:
        raise ValueError("the public table is drawn from the public view only")
    language = game.language
    say = voice(language)
    mentions = [s.mention for s in game.seats]
    over = bool(view.get("over"))
    embed = discord.Embed(title=title(game), colour=FINAL_COLOUR if over else COLOUR)
    lines: list[str] = []
    month = int(view["month"])
    pinged: Sequence[int]
    if over:
        points = [int(p["points"]) for p in view["players"]]
        best = max(points)
        winners = winners_of(view)
        lines.append(
            say(
                "yotd-table-won",
                count=len(winners),
                players=listing(mentions[s] for s in winners).render(language),
                points=best,
            )
        )
        pinged = range(len(game.seats))
        content = say("yotd-table-over", game=str(game.id), players=" ".join(mentions))
    else:
        seat = int(view["current"])
        lines.append(say("yotd-table-month", month=month, step=str(view["step"])))
        lines.append("▶ " + doing(view, seat, mentions[seat], language))  # i18n: not words
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
    embed.add_field(name=say("yotd-table-year"), value=fit(year_lines(view, language)), inline=True)
    if view["groups"]:
        embed.add_field(
            name=say("yotd-table-groups", month=month),
            value=fit(groups_lines(view, mentions, language)),
            inline=True,
        )
    embed.add_field(
        name=say("yotd-table-track"), value=fit([track_line(view, mentions)]), inline=False
    )
    for seat, player in enumerate(view["players"]):
        marks = [say("yotd-table-seat", seat=str(seat + 1))]
        if not over and seat == view.get("current"):
            marks.append(say("yotd-table-to-decide"))
        if game.seats[seat].absent and not over:
            marks.append(say("yotd-table-away"))
        final = player.get("final")
        if isinstance(final, dict):
            marks.append(
                say(
                    "yotd-table-final",
                    persons=int(final.get("persons", 0)),
                    monks=int(final.get("monks", 0)),
                    money=int(final.get("money", 0)),
                )
            )
        palaces = [
            palace_text(i, int(p["floors"]), p["persons"], language)
            for i, p in enumerate(player["palaces"])
        ] or [say("yotd-table-no-palace")]
        value = fit([mentions[seat] + " · " + player_line(player, language), *palaces])
        embed.add_field(name=" · ".join(marks), value=value, inline=False)
    footer = "yotd-table-footer-over" if over else "yotd-table-footer"
    embed.set_footer(text=say(footer, month=month, dragon=DRAGON))
    return table_reply(game, content, embed, pinged)
