"""Ratings, the pure core: who is rated, in what order, and the number shown (issue 17).

No I/O and no storage here: the matches (a finished game and its seats) are the source of
truth, and the ratings are a projection of them that ``rebuild`` recomputes.

Decisions:

* **Model**: openskill's Plackett-Luce with its default parameters (mu 25, sigma 25/3, beta
  25/6, tau 25/300), one model for the module. Each player is a one-player team and the
  ranks come from ``standing``; ``START`` is the model's default skill.
* **Not rated**: cancelled, expired and broken games ("not-finished"); any game with a bot
  seat ("bot-seat"): such games are not rated at all, not rated apart, so a rating only ever
  says how a player did against people; fewer than two humans ("too-few-players"); and, as
  a guard against a damaged record, a finished game where a present player has no rank
  ("no-result"). A game every player left ("everyone-left": all of them away when it ended,
  the bots playing it out for them) is not rated either: nobody played it to its end, so its
  result says nothing of anyone's skill. An unrated game changes nothing and records no
  change.
* **Leavers**: a player marked away (``absent``) when the game ends counts last, whatever
  their score (Board Game Arena's rule): all of them share the last place, below every
  present player. **Resigners** (``resigned``: a bot played their seat on, or the game ended
  at once) come after them, one place each, the latest to resign first and the earliest
  last: who gave up sooner played less of the game. Present players keep the game's order
  and ties, ranked among themselves in standard competition ranking (1, 1, 3), so a game
  nobody left is rated on its own ranks unchanged.
* **Scopes**: each rated game updates, for each of its players, two ratings of its kind:
  the global one and its server's one. Kinds never mix.
* **Projection**: ``rebuild`` is a fold of ``apply`` over the matches in the order given
  (the caller sorts by ``finished_at``, then ``game_id``), so an incremental ``apply`` and a
  rebuild make the very same float operations in the same order and agree exactly. Within a
  game the players are rated in seat order, the global scope first, then the server's.
* **The number shown**: nothing until ``MIN_GAMES`` rated games; then the ordinal (mu − 3σ,
  openskill's ``ordinal()``, a cautious skill the player very likely exceeds) scaled to an
  Elo-like range: ``round(1000 + ordinal * SCALE)``, never below 0. ``SCALE`` is 30, chosen
  by simulating pools of 30 players of hidden skill in mixed 2-5 player games under the
  default model (5 seeds): a new player is at 1000 (ordinal 0) and after five games about
  1100 (roughly 650-1450); after 300 games the median player is near ordinal 19 (1570) and
  the top tenth near ordinal 27-35 (1800-2050), lower the more luck the game has. SCALE 40
  would put those strong players at 2050-2400. In a game with no luck and a field as spread
  as the model's prior, the very best go past 2500.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Final, Literal

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL: Final = PlackettLuce()
"""The one model every rating uses, with openskill's default parameters."""

MIN_GAMES: Final = 5
"""Rated games before a rating is shown."""

BASE: Final = 1000
"""The number shown at ordinal 0 (a new player's)."""

SCALE: Final = 30
"""Points shown per unit of ordinal (see the module docstring for why 30)."""

Scope = Literal["global"] | int
"""Where a rating counts: every server ("global") or one server, by its guild id."""

GLOBAL: Final[Literal["global"]] = "global"

Key = tuple[str, Scope, int]
"""A rating's key: (game kind, scope, user id)."""

UnratedReason = Literal["not-finished", "bot-seat", "too-few-players", "everyone-left", "no-result"]


@dataclass(frozen=True, slots=True)
class Skill:
    """A player's skill as the model sees it: its mean and its uncertainty."""

    mu: float
    sigma: float

    def ordinal(self) -> float:
        """Return openskill's ordinal, mu − 3σ: a skill the player very likely has."""
        return _rating(self).ordinal()


START: Final = Skill(MODEL.mu, MODEL.sigma)
"""The skill of a player with no rated game yet."""


@dataclass(frozen=True, slots=True)
class Participant:
    """One seat of a match; ``rank`` 1 for the winners, ties sharing a rank."""

    user_id: int
    seat: int
    rank: int | None
    score: int | None
    bot: bool
    absent: bool
    """Marked away when the game ended (they count last)."""
    resigned: int = 0
    """The order in which they resigned (1: the first to resign; 0: they did not)."""


@dataclass(frozen=True, slots=True)
class Match:
    """A game as the ratings see it; ``status`` "finished", "cancelled", "expired", "broken"."""

    game_id: int
    kind: str
    guild_id: int
    finished_at: str
    status: str
    participants: tuple[Participant, ...]


@dataclass(frozen=True, slots=True)
class Change:
    """One rating moved by one game: the row a rating history keeps."""

    game_id: int
    user_id: int
    scope: Scope
    before: Skill
    after: Skill


@dataclass(slots=True)
class Projection:
    """The ratings the matches make: skills and rated games per key, and every change."""

    skills: dict[Key, Skill] = field(default_factory=dict)
    games: dict[Key, int] = field(default_factory=dict)
    changes: list[Change] = field(default_factory=list)


def unrated_reason(match: Match) -> UnratedReason | None:
    """Return None when ``match`` is rated, else why not (a short key)."""
    if match.status != "finished":
        return "not-finished"
    if any(p.bot for p in match.participants):
        return "bot-seat"
    if len({p.user_id for p in match.participants}) < 2:
        return "too-few-players"
    if all(p.absent for p in match.participants):
        return "everyone-left"
    if any(p.rank is None and not p.absent for p in match.participants):
        return "no-result"
    return None


def standing(match: Match) -> dict[int, int]:
    """Return the ranks rated, by user id: the game's ranks among the present players (ties
    kept, standard competition ranking), then every absent player sharing the last place."""
    present: list[tuple[int, int]] = []
    for p in match.participants:
        if p.absent or p.resigned:
            continue
        if p.rank is None:
            raise ValueError(f"game {match.game_id}: user {p.user_id} has no rank")
        present.append((p.user_id, p.rank))
    ranks = {user: 1 + sum(other < rank for _, other in present) for user, rank in present}
    last = len(present) + 1
    leavers = [p for p in match.participants if p.absent and not p.resigned]
    ranks.update({p.user_id: last for p in leavers})
    resigners = sorted((p for p in match.participants if p.resigned), key=lambda p: -p.resigned)
    after = last + len(leavers)
    ranks.update({p.user_id: after + i for i, p in enumerate(resigners)})
    return ranks


def rate(match: Match, before: Mapping[int, Skill]) -> dict[int, Skill]:
    """Return the participants' skills after ``match``, by user id in seat order; a player
    missing from ``before`` starts at ``START``. Raises ValueError if the match is unrated."""
    reason = unrated_reason(match)
    if reason is not None:
        raise ValueError(f"game {match.game_id} is not rated: {reason}")
    order = standing(match)
    seated = sorted(match.participants, key=lambda p: p.seat)
    teams = [[_rating(before.get(p.user_id, START))] for p in seated]
    ranks = [float(order[p.user_id]) for p in seated]
    result = MODEL.rate(teams, ranks=ranks)
    return {p.user_id: Skill(t[0].mu, t[0].sigma) for p, t in zip(seated, result, strict=True)}


def apply(projection: Projection, match: Match) -> list[Change]:
    """Add one match to ``projection`` (in place) and return the changes it made: the global
    scope's, then the server's, each in seat order; none if the match is unrated."""
    if unrated_reason(match) is not None:
        return []
    made: list[Change] = []
    scopes: tuple[Scope, Scope] = (GLOBAL, match.guild_id)
    for scope in scopes:
        keys = {p.user_id: (match.kind, scope, p.user_id) for p in match.participants}
        before = {user: projection.skills.get(key, START) for user, key in keys.items()}
        for user, after in rate(match, before).items():
            key = keys[user]
            projection.skills[key] = after
            projection.games[key] = projection.games.get(key, 0) + 1
            made.append(Change(match.game_id, user, scope, before[user], after))
    projection.changes.extend(made)
    return made


def rebuild(matches: Iterable[Match]) -> Projection:
    """Recompute every rating from the matches, in the order given: a fold of ``apply``."""
    projection = Projection()
    for match in matches:
        apply(projection, match)
    return projection


def display(skill: Skill, games: int) -> int | None:
    """Return the one number shown for a rating: None before ``MIN_GAMES`` rated games, else
    the ordinal scaled to an Elo-like range (1000 for a new player), never below 0."""
    if games < MIN_GAMES:
        return None
    return max(0, round(BASE + skill.ordinal() * SCALE))


def _rating(skill: Skill) -> PlackettLuceRating:
    return MODEL.rating(mu=skill.mu, sigma=skill.sigma)
