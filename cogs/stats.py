"""What the stats commands answer: a member's stats, a leaderboard, recent games, a history.

Every answer is private (ephemeral) and in the reader's language; members are named by mention
and never pinged. Only finished games are read (``bot.services.stats``), so nothing here can
show a running game's hidden cards. A history pages back in time with its "Older games" button
(a persistent item: it works after a restart too).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.i18n import voice
from bot.services import errors
from bot.services.errors import game_title
from bot.services.stats import (
    GameSummaryRow,
    History,
    KindStats,
    Leaderboard,
    MemberStats,
    Standing,
    StatRow,
    SummarySeat,
)
from bot.ui import ids
from bot.ui.adapter import relative_time
from bot.ui.host import host_of
from bot.ui.lobby import COLOUR
from bot.ui.replies import report_error, show_private, static_view
from cogs.guard import message_link

Interaction = discord.Interaction[Any]
Say = Callable[..., str]
FIELD_MAX = 1024
"""Discord's longest embed field value."""


def title(kind: str, locale: object) -> str:
    """A game kind's title in the reader's language."""
    found = game_title(kind)
    return found if isinstance(found, str) else found.render(locale)


def percent(part: int, whole: int) -> str:
    """``part`` of ``whole`` in whole percents, as a catalogue argument."""
    return str(round(100 * part / whole)) if whole else "0"


def table_link(game: GameSummaryRow) -> str:
    """A link to a finished game's last table (or to its channel if the table is gone)."""
    return message_link(game.guild_id, game.channel_id, game.message_id)


def named(seat: SummarySeat) -> str:
    """A seat as a list names it: a mention (never pinged here), or a bot's name."""
    return f"🤖 {seat.name or seat.bot}" if seat.bot is not None else f"<@{seat.user_id}>"


def clipped(lines: Sequence[str], most: int) -> str:
    """Join ``lines`` (one per line) within ``most`` characters, dropping whole lines."""
    out: list[str] = []
    for line in lines:
        if len("\n".join([*out, line])) > most:
            break
        out.append(line)
    return "\n".join(out)


def _record(say: Say, row: StatRow) -> str:
    return say(
        "stats-record",
        games=row.games,
        wins=row.wins,
        rate=percent(row.wins, row.games),
    )


def _streak(say: Say, streak: int) -> str:
    if streak > 0:
        return say("stats-streak-wins", count=streak)
    return say("stats-streak-losses", count=-streak)


def _rating(say: Say, stats: KindStats, everywhere: bool) -> str:
    if everywhere:
        if stats.rating_everywhere is None:
            return say("stats-rating-not-yet", games=stats.rated_everywhere)
        return say("stats-rating-everywhere", rating=str(stats.rating_everywhere))
    if stats.rating_here is None and stats.rating_everywhere is None:
        return say("stats-rating-not-yet", games=stats.rated_here)
    here = "–" if stats.rating_here is None else str(stats.rating_here)
    anywhere = "–" if stats.rating_everywhere is None else str(stats.rating_everywhere)
    return say("stats-rating-both", here=here, everywhere=anywhere)


def kind_field(stats: KindStats, everywhere: bool, locale: object) -> str:
    """One game's lines of a member's stats."""
    say = voice(locale)
    total = stats.total
    lines = [
        f"{_record(say, total)} · {_streak(say, total.streak)}",
        _rating(say, stats, everywhere),
        say(
            "stats-on-time",
            rate=percent(total.on_time, total.games),
            last=relative_time(total.last_played),
        ),
    ]
    counts = [
        say("stats-by-players", players=row.players, record=_record(say, row))
        for row in stats.by_players
    ]
    return clipped([*lines, *counts], FIELD_MAX)


def stats_embed(stats: MemberStats, locale: object) -> discord.Embed:
    """A member's stats: a field per game (record, streak, rating, on time, player counts)."""
    say = voice(locale)
    member = f"<@{stats.user_id}>"
    key = "stats-title-everywhere" if stats.everywhere else "stats-title-here"
    embed = discord.Embed(colour=COLOUR, description=say(key, member=member))
    if not stats.kinds:
        embed.description = f"{embed.description}\n{say('stats-none')}"
    for kind in stats.kinds:
        embed.add_field(
            name=title(kind.kind, locale),
            value=kind_field(kind, stats.everywhere, locale),
            inline=False,
        )
    embed.set_footer(text=say("stats-footer"))
    return embed


def _standing(say: Say, standing: Standing, viewer: int) -> str:
    line = say(
        "leaderboard-line",
        place=str(standing.place),
        member=f"<@{standing.user_id}>",
        rating=str(standing.rating),
        games=standing.games,
    )
    return f"**{line}**" if standing.user_id == viewer else line


def leaderboard_embed(board: Leaderboard, viewer: int, locale: object) -> discord.Embed:
    """A leaderboard: its places, then the reader's own place if it is lower."""
    say = voice(locale)
    game = title(board.kind, locale)
    key = "leaderboard-title-everywhere" if board.everywhere else "leaderboard-title-here"
    embed = discord.Embed(colour=COLOUR, title=say(key, title=game))
    lines = [_standing(say, s, viewer) for s in board.standings]
    if board.mine is not None:
        lines += ["…", _standing(say, board.mine, viewer)]
    embed.description = "\n".join(lines) or say(
        "leaderboard-empty", title=game, games=board.min_games
    )
    embed.set_footer(text=say("leaderboard-footer", games=board.min_games))
    return embed


def _result(say: Say, seat: SummarySeat, players: int) -> str:
    if seat.resigned:
        return say("resign-recent")
    if seat.rank is None:
        return say("recent-left")
    if seat.rank == 1:
        return say("recent-won", score=str(seat.score if seat.score is not None else "–"))
    return say(
        "recent-placed",
        place=str(seat.rank),
        players=str(players),
        score=str(seat.score if seat.score is not None else "–"),
    )


def recent_line(game: GameSummaryRow, user_id: int, locale: object) -> str:
    """One of a member's games: what, when, how they did, against whom, and its link."""
    say = voice(locale)
    mine = game.seat_of(user_id)
    others = ", ".join(named(s) for s in game.players if s.user_id != user_id)
    result = _result(say, mine, len(game.players)) if mine is not None else ""
    line = say(
        "recent-line",
        game=str(game.game_id),
        title=title(game.kind, locale),
        result=result,
        others=others or "–",
        when=relative_time(game.finished_at),
        link=table_link(game),
    )
    return unrated(say, game, line)


def unrated(say: Say, game: GameSummaryRow, line: str) -> str:
    """Add to a game's line that it is not rated because every player left, if so."""
    return f"{line} · {say('resign-not-rated')}" if game.everyone_left else line


def recent_embed(
    user_id: int, games: Sequence[GameSummaryRow], everywhere: bool, locale: object
) -> discord.Embed:
    """A member's last finished games, newest first."""
    say = voice(locale)
    key = "recent-title-everywhere" if everywhere else "recent-title-here"
    embed = discord.Embed(colour=COLOUR, description=say(key, member=f"<@{user_id}>"))
    lines = [recent_line(g, user_id, locale) for g in games] or [say("stats-none")]
    embed.description = clipped([str(embed.description), "", *lines], 4096)
    return embed


def history_line(game: GameSummaryRow, locale: object) -> str:
    """A finished game of a history: its number, when, the players by place, its link."""
    say = voice(locale)
    ordered = sorted(game.players, key=lambda s: (s.rank is None, s.rank or 0, s.seat))
    players = ", ".join(
        say("resign-history-seat", player=named(s))
        if s.resigned
        else ("🏆 " if s.rank == 1 else "")
        + named(s)
        + (f" {s.score}" if s.score is not None else "")
        for s in ordered
    )
    line = say(
        "history-line",
        game=str(game.game_id),
        when=relative_time(game.finished_at),
        players=players,
        link=table_link(game),
    )
    return unrated(say, game, line)


WHERE = ("channel", "server")
"""Where a history reads: this channel, or the whole server."""


def history_message(
    history: History, kind: str, where: str, locale: object, *, older: bool = False
) -> dict[str, Any]:
    """A page of a history, with an "Older games" button when older games follow."""
    say = voice(locale)
    game = title(kind, locale)
    key = "history-title-channel" if where == "channel" else "history-title-server"
    embed = discord.Embed(colour=COLOUR, title=say(key, title=game))
    lines = [history_line(g, locale) for g in history.games]
    empty = "history-no-older" if older else "history-empty"
    embed.description = clipped(lines, 4096) or say(empty, title=game)
    view = None
    if history.more and history.games:
        view = static_view()
        view.add_item(HistoryButton(where, kind, history.games[-1].game_id, locale=locale))
    return {"embed": embed, "view": view, "allowed_mentions": discord.AllowedMentions.none()}


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.HISTORY_TEMPLATE):
    """ "Older games" under a history: the page of the games before ``before`` (a game of the
    history), read again when clicked, from the same server (and channel) only."""

    def __init__(self, where: str, kind: str, before: int, *, locale: object = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=voice(locale)("history-older"),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.history(where, kind, before),
            )
        )
        self.where = where
        self.kind = kind
        self.before = before

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HistoryButton:
        return cls(match["where"], match["kind"], int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        try:
            bot = host_of(interaction)
            if bot.stopping:
                raise errors.Restarting()
            if interaction.guild_id is None or interaction.channel_id is None:
                raise errors.InDirectMessages()
            before = await bot.service.game(self.before)
            channel = interaction.channel_id if self.where == "channel" else None
            if before.guild_id != interaction.guild_id or (
                channel is not None and before.channel_id != channel
            ):
                raise errors.WrongPlace()
            found = await bot.service.history(
                interaction.guild_id, channel_id=channel, kind=self.kind, before_id=self.before
            )
            message = history_message(found, self.kind, self.where, interaction.locale, older=True)
            await show_private(interaction, message)
        except Exception as err:
            await report_error(interaction, err, game_id=self.before)
