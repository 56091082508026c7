"""The move log of any game (``/<game> log``): its public summaries, a page at a time.

The log is public (every summary is what the table already said to the channel), so anyone in
the game's channel may read it, also once the game is over. It is answered privately, so
reading it posts nothing, and it is wholly in the reader's language: the moves are said again
from their events (``said_moves``: the game replayed from its seed, public words only), the
stored summaries (in the game's language) only where the game does not replay. Pages are
counted from the first move (a page's custom_id keeps
meaning the same moves as the game goes on); the command opens on the newest page, where a
player coming back finds what happened since, and "Older" goes back in time. Within a page the
moves read in the order they were played.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any, ClassVar

import discord

from bot.i18n import negotiate, voice
from bot.services import errors
from bot.services.games import LOG_PAGE
from bot.services.play import AUTO_SUMMARY
from bot.services.practice import home_channel
from bot.services.records import ActionRecord, GameRecord, Status
from bot.services.undo_entries import UNDO, took_back
from bot.ui import ids
from bot.ui.adapter import clip
from bot.ui.host import Host, host_of
from bot.ui.lobby import COLOUR, spec_title
from bot.ui.replies import show_private, static_view
from cogs.guard import GameComponent, check_place

Interaction = discord.Interaction[Any]
SUMMARY_MAX = 200
"""The longest summary a line keeps where it stands alone (a replay's caption)."""
PAGE_ROOM = 4000
"""The characters a log page's lines may take together (an embed's description holds 4096)."""


def clipped(text: str, most: int = SUMMARY_MAX) -> str:
    """Shorten ``text`` to ``most`` characters, at the end of a word (``bot.ui.adapter.clip``)."""
    return clip(text, most)


def who(game: GameRecord, seat: int, locale: object) -> str:
    """Name the player of ``seat``: a mention (never pinged here), or a bot's name."""
    for s in game.seats:
        if s.seat == seat:
            return s.mention
    return voice(locale)("log-seat", seat=str(seat + 1))


def undo_words(entry: ActionRecord, locale: object) -> str | None:
    """Say an undo entry ("Took back move 12.") in the language of ``locale``; None for a
    move."""
    if entry.reason != UNDO:
        return None
    number = took_back(json.loads(entry.action_json))
    return voice(locale)("undo-log", number=str(entry.seq - 1 if number is None else number))


async def said_moves(
    bot: Host, game: GameRecord, entries: Sequence[ActionRecord], locale: object
) -> list[str]:
    """Say each of ``entries`` (moves of ``game``) as the channel reads it, in the language of
    ``locale``: from the move's events (the game replayed), with the words of a move played
    for a player ("Time ran out: …"); the stored summary (the game's language) where the game
    does not replay, or is already in that language."""
    language = negotiate(locale)
    adapter = bot.adapters.get(game.kind)
    if adapter is None or not entries or language == game.language:
        return [e.summary for e in entries]
    events = await bot.service.move_events(game)
    if events is not None and max(e.seq for e in entries) > len(events):
        game = await bot.service.game(game.id)  # moves came after the record was read
        events = await bot.service.move_events(game)
    if events is None:
        return [e.summary for e in entries]
    say = voice(language)
    out = []
    for entry in entries:
        undone = undo_words(entry, language)
        if undone is not None:
            out.append(undone)
            continue
        if not 0 < entry.seq <= len(events):
            out.append(entry.summary)
            continue
        words = adapter.summary(game, events[entry.seq - 1], language)
        key = AUTO_SUMMARY.get(entry.reason or "")
        out.append(words if key is None else say(key, move=words))
    return out


def log_line(
    game: GameRecord,
    entry: ActionRecord,
    locale: object,
    summary: str | None = None,
    most: int = SUMMARY_MAX,
) -> str:
    """One move: its number, who made it, and its public summary (``summary``: said in the
    reader's language; by default the stored one), shortened past ``most`` characters."""
    summary = (entry.summary if summary is None else summary) or voice(locale)("log-played")
    return f"**{entry.seq}.** {who(game, entry.seat, locale)} — {clipped(summary, most)}"


def page_lines(
    game: GameRecord, entries: Sequence[ActionRecord], said: Sequence[str], locale: object
) -> list[str]:
    """The lines of a log page, each summary whole while the page fits its embed: past
    ``PAGE_ROOM``, only the longest summaries are shortened, all to the same length (a month's
    last move in a long game says the whole month's event, decay and scoring)."""
    whole = [log_line(game, e, locale, w, most=10**6) for e, w in zip(entries, said, strict=True)]
    if sum(len(line) + 1 for line in whole) <= PAGE_ROOM:
        return whole
    low, high = SUMMARY_MAX // 2, max(len(w) for w in said)
    while low < high:  # the longest summary length that still fits the page
        most = (low + high + 1) // 2
        lines = [log_line(game, e, locale, w, most) for e, w in zip(entries, said, strict=True)]
        if sum(len(line) + 1 for line in lines) <= PAGE_ROOM:
            low = most
        else:
            high = most - 1
    return [log_line(game, e, locale, w, low) for e, w in zip(entries, said, strict=True)]


class LogButton(
    GameComponent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.LOG_TEMPLATE
):
    """Older or Newer on a move log: shows the page its id names (the log is public)."""

    LABELS: ClassVar[dict[str, str]] = {"prev": "log-older", "next": "log-newer"}

    def __init__(
        self, action: str, game_id: int, page: int, *, disabled: bool = False, locale: object = "en"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=voice(locale)(self.LABELS[action]),
                style=discord.ButtonStyle.secondary,
                custom_id=ids.log(action, game_id, page),
                disabled=disabled,
            )
        )
        self.action = action
        self.game_id = game_id
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LogButton:
        return cls(match["action"], int(match["game"]), int(match["page"]))

    async def act(self, interaction: Interaction, game: GameRecord) -> None:
        bot = host_of(interaction)
        await show_private(interaction, await log_message(bot, game, self.page, interaction.locale))


async def log_message(
    bot: Host, game: GameRecord, page: int | None, locale: object
) -> dict[str, Any]:
    """Return the embed and buttons of page ``page`` of a game's log (None: the newest), in
    the language of ``locale`` (the reader's: the log is answered privately)."""
    say = voice(locale)
    found = await bot.service.log_page(game.id, page, LOG_PAGE)
    pages = max(1, -(-found.total // LOG_PAGE))
    number = found.offset // LOG_PAGE + 1
    named = {"game": str(game.id), "title": spec_title(bot.service.spec_for(game.kind), locale)}
    if game.status in (Status.LOBBY, Status.RUNNING):
        title = say("log-title", **named)
    else:
        title = say("log-title-ended", status=str(game.status), **named)
    embed = discord.Embed(title=title, colour=COLOUR)
    said = await said_moves(bot, game, found.entries, locale)
    lines = page_lines(game, found.entries, said, locale)
    embed.description = "\n".join(lines) or say("log-empty")
    if found.entries:
        first, last = found.entries[0].seq, found.entries[-1].seq
        embed.set_footer(
            text=say(
                "log-footer",
                page=str(number),
                pages=str(pages),
                first=str(first),
                last=str(last),
                total=str(found.total),
            )
        )
    view = None
    if pages > 1:
        view = static_view()
        older, newer = max(1, number - 1), min(pages, number + 1)
        view.add_item(LogButton("prev", game.id, older, disabled=number == 1, locale=locale))
        view.add_item(LogButton("next", game.id, newer, disabled=number == pages, locale=locale))
    return {"embed": embed, "view": view, "allowed_mentions": discord.AllowedMentions.none()}


async def game_for_log(
    bot: Host, interaction: Interaction, kind: str, game_id: int | None
) -> GameRecord:
    """Return the game a log command means: the one named, else the channel's open game, else
    the channel's last game of ``kind``; always one of this channel."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise errors.InDirectMessages()
    if game_id is not None:
        game = await bot.service.game(game_id)
        if (game.guild_id, home_channel(game)) != (interaction.guild_id, interaction.channel_id):
            raise errors.GameElsewhere(game_id)
    else:
        found = await bot.service.game_for_log(interaction.guild_id, interaction.channel_id, kind)
        if found is None:
            raise errors.NoGamePlayedHere(kind)
        game = found
    check_place(interaction, game)
    if game.kind != kind:
        raise errors.OtherGameHere(game.id, game.kind)
    return game
