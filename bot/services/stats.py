"""Stats, leaderboards, recent games and histories, as the ``/hoard`` commands show them.

Everything here is read from finished games (``bot.storage.stats``): a running game's hidden
information is never reachable through it (a history lists finished games only, with their
public results). A member may keep their stats to themselves (``/hoard privacy``): others
asking for their stats or recent games are refused, and the leaderboards leave them out; they
still see their own. Ratings are shown as ``ratings.display`` numbers only (nothing before
``ratings.MIN_GAMES`` rated games).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.services import errors
from bot.services.core import ServiceCore
from bot.services.rated import scope_text
from bot.services.ratings import GLOBAL, MIN_GAMES, Skill, display
from bot.storage.ratings import RatingRow
from bot.storage.stats import GameSummaryRow, StatRow, SummarySeat

__all__ = [
    "HISTORY_PAGE",
    "LEADERBOARD_SIZE",
    "RECENT_GAMES",
    "GameSummaryRow",
    "History",
    "KindStats",
    "Leaderboard",
    "MemberStats",
    "Standing",
    "StatRow",
    "StatsMixin",
    "SummarySeat",
]

LEADERBOARD_SIZE = 20
"""Places shown on a leaderboard (the reader's own place is added below when it is lower)."""
RECENT_GAMES = 10
"""Games listed by ``/hoard recent``."""
HISTORY_PAGE = 10
"""Games on one page of a history."""


@dataclass(frozen=True, slots=True)
class KindStats:
    """A member's finished games of one game kind: in total (``total``, its ``players`` 0)
    and by player count (``by_players``), with the rating shown here and everywhere (None
    before enough rated games)."""

    kind: str
    total: StatRow
    by_players: tuple[StatRow, ...]
    rating_here: int | None
    rating_everywhere: int | None
    rated_here: int
    rated_everywhere: int


@dataclass(frozen=True, slots=True)
class MemberStats:
    """A member's stats, of one server (``everywhere`` False) or of every server."""

    user_id: int
    everywhere: bool
    kinds: tuple[KindStats, ...]


@dataclass(frozen=True, slots=True)
class Standing:
    """One place on a leaderboard: the rating shown and the rated games behind it."""

    place: int
    user_id: int
    rating: int
    games: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    """The best of one game kind, in a server or everywhere; ``mine``: the reader's own place
    when it is not among ``standings`` (None when they are not on it at all)."""

    kind: str
    everywhere: bool
    min_games: int
    standings: tuple[Standing, ...]
    mine: Standing | None


@dataclass(frozen=True, slots=True)
class History:
    """A page of finished games, newest first; ``more``: older games follow."""

    games: tuple[GameSummaryRow, ...]
    more: bool


def _shown(row: RatingRow, place: int) -> Standing:
    rating = display(Skill(row.mu, row.sigma), row.games)
    return Standing(place, row.user_id, rating if rating is not None else 0, row.games)


class StatsMixin(ServiceCore):
    """The reads behind the stats commands, and the member's choice to hide their stats."""

    async def set_hide_stats(self, user_id: int, hide: bool) -> None:
        """Keep a member's stats to themselves (``hide``) or show them again."""
        await self.repo.set_hide_stats(user_id, hide, self._now())

    async def hides_stats(self, user_id: int) -> bool:
        """Say whether a member keeps their stats to themselves."""
        return await self.repo.hides_stats(user_id)

    async def _may_see(self, viewer: int, user_id: int) -> None:
        if viewer != user_id and await self.repo.hides_stats(user_id):
            raise errors.StatsHidden(user_id)

    async def member_stats(
        self, viewer: int, user_id: int, guild_id: int, *, everywhere: bool = False
    ) -> MemberStats:
        """Return a member's stats for ``viewer`` (refused, ``StatsHidden``, when the member
        hides them from others), of the server ``guild_id`` or of every server."""
        await self._may_see(viewer, user_id)
        where = None if everywhere else guild_id
        totals = await self.repo.member_stats(user_id, guild_id=where, by_players=False)
        rows = await self.repo.member_stats(user_id, guild_id=where)
        here, anywhere = scope_text(guild_id), scope_text(GLOBAL)
        rated = {
            (r.kind, r.scope): r for r in await self.repo.member_ratings(user_id, [here, anywhere])
        }

        def number(kind: str, scope: str) -> tuple[int | None, int]:
            row = rated.get((kind, scope))
            if row is None:
                return None, 0
            return display(Skill(row.mu, row.sigma), row.games), row.games

        kinds = []
        for total in totals:
            rating_here, rated_here = number(total.kind, here)
            rating_everywhere, rated_everywhere = number(total.kind, anywhere)
            kinds.append(
                KindStats(
                    kind=total.kind,
                    total=total,
                    by_players=tuple(r for r in rows if r.kind == total.kind),
                    rating_here=rating_here,
                    rating_everywhere=rating_everywhere,
                    rated_here=rated_here,
                    rated_everywhere=rated_everywhere,
                )
            )
        return MemberStats(user_id, everywhere, tuple(kinds))

    async def leaderboard(
        self,
        viewer: int,
        kind: str,
        guild_id: int,
        *,
        everywhere: bool = False,
        min_games: int = MIN_GAMES,
    ) -> Leaderboard:
        """Return the best players of ``kind`` with at least ``min_games`` rated games (never
        fewer than ``MIN_GAMES``: a rating is shown only from there), of the server or of
        every server; members who hide their stats are left out, but for ``viewer``."""
        self.spec_for(kind)  # an unknown kind is refused before any read
        least = max(MIN_GAMES, min_games)
        scope = scope_text(GLOBAL if everywhere else guild_id)
        rows = await self.repo.leaderboard(
            kind, scope, min_games=least, limit=LEADERBOARD_SIZE, viewer=viewer
        )
        standings = tuple(_shown(r, i) for i, r in enumerate(rows, start=1))
        mine = None
        if all(s.user_id != viewer for s in standings):
            found = await self.repo.leaderboard_place(kind, scope, viewer, min_games=least)
            if found is not None:
                mine = _shown(found[1], found[0])
        return Leaderboard(kind, everywhere, least, standings, mine)

    async def recent_games(
        self, viewer: int, user_id: int, guild_id: int, *, everywhere: bool = False
    ) -> list[GameSummaryRow]:
        """Return a member's last finished games for ``viewer`` (refused when the member
        hides their stats from others), of the server or of every server."""
        await self._may_see(viewer, user_id)
        return await self.repo.recent_games(
            user_id, guild_id=None if everywhere else guild_id, limit=RECENT_GAMES
        )

    async def history(
        self,
        guild_id: int,
        *,
        channel_id: int | None,
        kind: str | None,
        before_id: int | None = None,
    ) -> History:
        """Return a page of a server's (or one channel's) finished games of ``kind`` (None:
        every game), newest first, older than game ``before_id`` when given."""
        if kind is not None:
            self.spec_for(kind)
        rows = await self.repo.history(
            guild_id,
            channel_id=channel_id,
            kind=kind,
            limit=HISTORY_PAGE + 1,
            before_id=before_id,
        )
        return History(tuple(rows[:HISTORY_PAGE]), len(rows) > HISTORY_PAGE)
