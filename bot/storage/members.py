"""The members repository: forgetting what is stored about a member."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.records import Forgotten
from bot.storage.store import Store


class MemberSeated(Exception):
    """The member holds a seat in open games (``games``: id and status); nothing was removed."""

    def __init__(self, games: Sequence[tuple[int, str]]) -> None:
        super().__init__(f"member holds a seat in open games {[g for g, _ in games]}")
        self.games = tuple(games)


class MemberStore(Store):
    """What the bot keeps about a member, across the user_prefs, drafts, holidays and seats
    tables."""

    async def forget_member(self, user_id: int, *, apply: bool = True) -> Forgotten:
        """Remove a member's preferences, drafts, holidays and stored display names, in one
        transaction.

        Refused (``MemberSeated``) while they hold a seat in a lobby or a running game. Ended
        games keep the user id in their seats (the saved state names the players by id).
        ``apply=False`` only counts what would go.
        """
        # A preview only reads (it works on a read-only database); forgetting is one transaction.
        async with self.db.transaction() if apply else self.db.read() as conn:
            seated = await conn.execute_fetchall(
                "SELECT g.id, g.status FROM seats AS s JOIN games AS g ON g.id = s.game_id "
                "WHERE s.user_id = ? AND g.status IN ('lobby', 'running') ORDER BY g.id",
                (user_id,),
            )
            if seated:
                raise MemberSeated([(int(r[0]), str(r[1])) for r in seated])
            # A member who hides their stats keeps that choice (and only it): forgetting them
            # must not put their stats back on show. Their other preferences go.
            async with conn.execute(
                "SELECT (SELECT COUNT(*) FROM user_prefs WHERE user_id = :u "
                "AND (hide_stats = 0 OR notify_dm = 1 OR notify_turns = 1 OR dm_refused = 1 "
                "OR language IS NOT NULL)), "
                "(SELECT COUNT(*) FROM drafts WHERE user_id = :u), "
                "(SELECT COUNT(*) FROM seats WHERE user_id = :u AND name IS NOT NULL), "
                "(SELECT COUNT(DISTINCT game_id) FROM seats WHERE user_id = :u), "
                "(SELECT COUNT(*) FROM user_prefs WHERE user_id = :u AND hide_stats = 1)",
                {"u": user_id},
            ) as cur:
                counts = await cur.fetchone()
            assert counts is not None
            if apply:
                await conn.execute(
                    "DELETE FROM user_prefs WHERE user_id = ? AND hide_stats = 0", (user_id,)
                )
                await conn.execute(
                    "UPDATE user_prefs SET notify_dm = 0, notify_turns = 0, dm_refused = 0, "
                    "language = NULL WHERE user_id = ?",
                    (user_id,),
                )
                await conn.execute("DELETE FROM drafts WHERE user_id = ?", (user_id,))
                await conn.execute("DELETE FROM holidays WHERE user_id = ?", (user_id,))
                await conn.execute(
                    "UPDATE seats SET name = NULL WHERE user_id = ? AND name IS NOT NULL",
                    (user_id,),
                )
        return Forgotten(
            user_id=user_id,
            preferences=int(counts[0]),
            drafts=int(counts[1]),
            names=int(counts[2]),
            games_kept=int(counts[3]),
            done=apply,
            stats_hidden=bool(counts[4]),
        )
