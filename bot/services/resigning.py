"""Resigning a running game: the seat ranks last, a bot plays it on, or the game ends now.

Decisions (issue 30):

* A resigning player's seat is marked away for good (they cannot act or come back) and the
  game's default bot level plays it to the end (``GameSpec.default_bot_level``, the level that
  plays for an away player; the table says which). Every game the house runs needs all its
  seats, so a seat is never removed.
* The game ends at once when the resignation leaves one seat still playing (it wins: a
  two-player game's other player), or no human who is neither away nor resigned (every human
  left or resigned before a real finish: not rated, the history says so).
* Ratings: resigners rank last, below the players away at the end, one place each, the latest
  to resign first and the earliest last (``bot.services.ratings.standing``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from bot.services import errors, rated
from bot.services.play import MoveResult, PlayMixin
from bot.storage import GameRecord
from bot.storage.records import ENDED, RESIGNED

log = logging.getLogger("bot.services.games")
"""The one logger of the whole service (its mixins included)."""

EVERYONE_LEFT = "everyone-left"
"""``GameRecord.ended_early``: no human was left playing (not rated)."""
ONE_LEFT = "resigned"
"""``GameRecord.ended_early``: one seat was left; it won."""


@dataclass(frozen=True, slots=True)
class Resigned:
    """What a resignation did."""

    game: GameRecord
    """The game after it (and after the bots' moves it led to)."""
    seat: int
    level: str | None
    """The bot level that plays the seat on (None: the game ended, or the game has no bots and
    its gentlest move plays the seat)."""
    moves: tuple[MoveResult, ...] = ()
    """The moves played at once afterwards (the seat's bot, the other bots)."""


class ResignMixin(PlayMixin):
    """``resign``: a player gives up a running game."""

    async def resign(self, game_id: int, user_id: int) -> Resigned:
        """Resign ``user_id`` from a running game (see the module's decisions)."""
        async with self.lock(game_id):
            game = await self._running(game_id)
            seat = game.seat_of(user_id)
            if seat is None or game.seats[seat].bot:
                raise errors.NotAPlayer(game_id)
            if user_id in game.resigned:
                raise errors.UserFacingError("resign-already", game=str(game_id))
            order = [*game.resigned, user_id]
            options = {**game.options, RESIGNED: order}
            playing, humans = left_playing(game, user_id)
            now = self._now()
            if humans and len(playing) > 1:
                await self._write(
                    self.repo.resign(game_id, game.version, seat=seat, options=options, now=now),
                    game,
                )
                log.info("game %s: %s resigned; a bot plays seat %s", game_id, user_id, seat)
                game = await self.game(game_id)
                moves = await self._play_automatic(game, await self.state(game))
                level = self.spec_for(game.kind).default_bot_level
                return Resigned(moves[-1].game if moves else game, seat, level, tuple(moves))
            ended = ONE_LEFT if humans else EVERYONE_LEFT
            options[ENDED] = ended
            resigners = [game.seat_of(u) for u in order]
            ranks = early_ranks(len(game.seats), playing if humans else [], resigners)
            away = [s.absent or i == seat for i, s in enumerate(game.seats)]
            after = replace(game, options=options)
            match = rated.finishing(after, ranks, [None] * len(ranks), away)
            await self._write(
                self.repo.resign(
                    game_id,
                    game.version,
                    seat=seat,
                    options=options,
                    now=now,
                    ranks=ranks,
                    rating=rated.update_for(match),
                ),
                game,
            )
            self.on_schedule_change()
            log.info("game %s: %s resigned; the game ended (%s)", game_id, user_id, ended)
            return Resigned(await self.game(game_id), seat, None)


def left_playing(game: GameRecord, user_id: int) -> tuple[list[int], list[int]]:
    """The seats still playing once ``user_id`` resigns, and those of them held by a human
    who is not away."""
    gone = {*game.resigned, user_id}
    playing = [i for i, s in enumerate(game.seats) if s.user_id not in gone]
    humans = [i for i in playing if not game.seats[i].bot and not game.seats[i].absent]
    return playing, humans


def resigning_ends(game: GameRecord, user_id: int) -> str | None:
    """Say how ``user_id`` resigning would end the game (``ONE_LEFT``, ``EVERYONE_LEFT``), or
    None when a bot would play their seat on."""
    playing, humans = left_playing(game, user_id)
    if not humans:
        return EVERYONE_LEFT
    return ONE_LEFT if len(playing) == 1 else None


def early_ranks(seats: int, playing: list[int], resigned: list[int | None]) -> list[int | None]:
    """Each seat's place in a game a resignation ended: the one seat still ``playing`` first,
    then the resigners (seat indexes, in the order they resigned), the latest first; none at
    all when nobody is left playing (every human left: no result)."""
    ranks: list[int | None] = [None] * seats
    if not playing:
        return ranks
    for index in playing:
        ranks[index] = 1
    place = 1 + len(playing)
    for resigner in reversed(resigned):
        if resigner is not None:
            ranks[resigner] = place
            place += 1
    return ranks
