"""What a player's panel tells them about moves: what was played since it was drawn (a stale
panel, a double tap), and what the bots did after their move ("Meanwhile").

Only the panel's reader sees these, wholly in their language (``locale``): the moves are said
from their events (``cogs.log.said_moves``), not quoted from the summaries stored in the game's
language."""

from __future__ import annotations

from bot.i18n import negotiate, voice
from bot.services.play import MoveResult
from bot.services.records import GameRecord
from bot.services.undo_entries import UNDO
from bot.ui.adapter import GameAdapter, clip
from bot.ui.host import Host
from cogs.log import said_moves

STALE = "panel-stale"
"""A panel's click after the board moved on, when nothing since was the member's own move."""

SINCE_MAX = 5
"""Moves a stale panel lists at most (the last ones; ``/<game> log`` has them all)."""


async def stale_notice(
    bot: Host, game: GameRecord, version: int, user_id: int, locale: object
) -> str:
    """Say why a panel drawn at ``version`` did nothing: the member's own move was played
    already (a double tap, an old panel), or the board moved on; and what was played since."""
    say = voice(locale)
    since = await bot.service.actions_since(game.id, version)
    if not since:
        return say(STALE)
    seat = game.seat_of(user_id)
    mine = next((a for a in since if a.seat == seat and a.reason != UNDO), None)
    others = [a for a in since if a is not mine][-SINCE_MAX:]
    told = [a for a in (mine, *others) if a is not None]
    words = dict(zip((a.seq for a in told), await said_moves(bot, game, told, locale), strict=True))
    if mine is None:
        head = say(STALE)
    else:
        key = "panel-timed-out" if mine.reason == "timeout" else "panel-already-played"
        head = say(key, move=words[mine.seq])
    if not others:
        return head
    who = [s.mention for s in game.seats]
    moves = " ".join(f"{who[a.seat]}: {words[a.seq]}" for a in others)
    return f"{head} {say('panel-since', moves=moves)}"


MEANWHILE_MAX = 900
"""Characters of the "Meanwhile" line at most (a panel's text stays short)."""


def meanwhile(result: MoveResult, adapter: GameAdapter, locale: object) -> str:
    """Say what the bots (and players away) did after the mover's move, in the mover's
    language (``adapter`` says each move as the channel may read it)."""
    names = [s.mention for s in result.game.seats]
    moves = [
        f"{names[auto.seat]}: {adapter.summary(result.game, auto.events, negotiate(locale))}"
        for auto in result.auto
    ]
    say = voice(locale)
    kept = moves[:1]  # whole moves while they fit: a name or a word is never cut in two
    for move in moves[1:]:
        if len(say("panel-meanwhile", moves=" ".join([*kept, move, "…"]))) > MEANWHILE_MAX:
            kept.append("…")
            break
        kept.append(move)
    return clip(say("panel-meanwhile", moves=" ".join(kept)), MEANWHILE_MAX)
