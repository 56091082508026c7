"""The words of members' holidays on a table and in a lobby (``bot.services.holidays``).

Each line names the member by mention and pings nobody: the table's caller leaves every member
on holiday out of its ``allowed_mentions`` (a lobby's lines are in its embed, which never
pings). Dates are Discord timestamps: each reader sees them in their language and time zone.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

import discord

from bot.i18n import voice
from bot.services.holidays import Away
from bot.services.records import GameRecord


def date_stamp(stamp: str) -> str:
    """A stored time as a Discord timestamp with date and time ("5 December 2026 21:00")."""
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:f>"


def away_lines(game: GameRecord, away: Mapping[int, Away]) -> list[str]:
    """Say, in the game's language, who of its players is on holiday and whether their clock
    is stopped here (or runs again: this server's allowance is used up), in seat order."""
    say = voice(game.language)
    lines = []
    for seat in game.seats:
        found = away.get(seat.user_id)
        if found is None or seat.bot:
            continue
        key = "away-table-stopped" if found.covered else "away-table-allowance-used"
        line = say(key, player=f"<@{seat.user_id}>", until=date_stamp(found.until_at))
        if found.reason:  # the member's words, as plain text: no mention, no markdown
            said = discord.utils.escape_markdown(discord.utils.escape_mentions(found.reason))
            line = say("away-table-reason", line=line, reason=" ".join(said.split()))
        lines.append(line)
    return lines


def lobby_lines(game: GameRecord, away: Mapping[int, Away]) -> list[str]:
    """Warn a lobby's host, in the game's language, of the members seated in it who are on
    holiday: their clocks will be stopped until they are back."""
    say = voice(game.language)
    return [
        say(
            "away-lobby-warning",
            player=f"<@{s.user_id}>",
            until=date_stamp(away[s.user_id].until_at),
        )
        for s in game.seats
        if s.user_id in away and not s.bot
    ]
