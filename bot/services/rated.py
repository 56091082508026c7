"""Ratings between the pure core (``ratings``) and the store (``bot.storage.ratings``).

A finished game is rated in its last move's transaction (``update_for``: the ratings are read,
moved and written at once, so two games ending together never lose an update); the ratings
are a projection of the ended games that ``rebuild`` computes again from scratch, in the order
the games ended, with the very same arithmetic (``ratings.apply``), so a rebuild reproduces
what was stored to the last bit. The store names a scope by text ('global' or the server's id).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from bot.services import ratings
from bot.services.ratings import GLOBAL, Match, Participant, Projection, Scope, Skill
from bot.storage.ratings import (
    Computed,
    MatchRow,
    RatingChangeRow,
    RatingKey,
    RatingRow,
    RatingUpdate,
)
from bot.storage.records import GameRecord


def scope_text(scope: Scope) -> str:
    """A scope as the store keeps it: 'global' or the server's id."""
    return GLOBAL if scope == GLOBAL else str(scope)


def match_of(row: MatchRow) -> Match:
    """An ended game as the ratings read it."""
    players = tuple(
        Participant(s.user_id, s.seat, s.rank, s.score, s.bot, s.absent, s.resigned)
        for s in row.seats
    )
    return Match(row.game_id, row.kind, row.guild_id, row.finished_at, row.status, players)


def finishing(
    game: GameRecord,
    ranks: Sequence[int | None],
    scores: Sequence[int | None],
    absent: Sequence[bool],
) -> Match:
    """The match a game's last move (or a resignation) finishes: its seats, their places,
    who is away and who resigned (``game.resigned``, in order)."""
    order = game.resigned
    players = tuple(
        Participant(
            s.user_id,
            i,
            ranks[i],
            scores[i],
            s.bot is not None,
            absent[i],
            order.index(s.user_id) + 1 if s.user_id in order else 0,
        )
        for i, s in enumerate(game.seats)
    )
    return Match(game.id, game.kind, game.guild_id, "", "finished", players)


def update_for(match: Match) -> RatingUpdate | None:
    """How to rate ``match`` inside its last move's transaction (None: it is not rated)."""
    if ratings.unrated_reason(match) is not None:
        return None
    scopes: tuple[Scope, ...] = (GLOBAL, match.guild_id)
    users = tuple(p.user_id for p in match.participants)

    def compute(current: Mapping[RatingKey, RatingRow]) -> Computed:
        projection = Projection()
        for (scope, user), row in current.items():
            key = (match.kind, GLOBAL if scope == GLOBAL else int(scope), user)
            projection.skills[key] = Skill(row.mu, row.sigma)
            projection.games[key] = row.games
        made = ratings.apply(projection, match)
        touched = [(match.kind, c.scope, c.user_id) for c in made]
        return change_rows(made), rating_rows(projection, touched)

    return RatingUpdate(match.kind, tuple(map(scope_text, scopes)), users, compute)


def change_rows(changes: Sequence[ratings.Change]) -> list[RatingChangeRow]:
    """The store's rows for rating changes."""
    return [
        RatingChangeRow(
            c.game_id,
            c.user_id,
            scope_text(c.scope),
            c.before.mu,
            c.before.sigma,
            c.after.mu,
            c.after.sigma,
        )
        for c in changes
    ]


def rating_rows(
    projection: Projection, keys: Iterable[ratings.Key] | None = None
) -> list[RatingRow]:
    """The store's rows for the ratings of ``keys`` (default: every rating) in ``projection``."""
    chosen = projection.skills if keys is None else dict.fromkeys(keys)
    rows = []
    for key in chosen:
        kind, scope, user = key
        skill = projection.skills[key]
        rows.append(
            RatingRow(kind, scope_text(scope), user, skill.mu, skill.sigma, projection.games[key])
        )
    return rows


def rebuild(matches: Iterable[MatchRow]) -> Computed:
    """Every rating change and rating, computed again from the ended games (in order)."""
    projection = ratings.rebuild(match_of(m) for m in matches)
    return change_rows(projection.changes), rating_rows(projection)
