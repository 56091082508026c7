"""The rating core: ties share ranks, results move ratings the right way, leavers count last,
unrated games change nothing, and a rebuild from the matches reproduces the ratings exactly."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.services import ratings
from bot.services.ratings import (
    GLOBAL,
    MIN_GAMES,
    START,
    Match,
    Participant,
    Projection,
    Skill,
    apply,
    display,
    rate,
    rebuild,
    standing,
    unrated_reason,
)

KIND = "village"
GUILD = 10


def match(
    game_id: int,
    ranks: Sequence[int | None],
    *,
    users: Sequence[int] | None = None,
    kind: str = KIND,
    guild: int = GUILD,
    status: str = "finished",
    bots: Sequence[int] = (),
    absent: Sequence[int] = (),
    scores: Sequence[int] | None = None,
) -> Match:
    """A match with one seat per rank; seats 0.., users 1.. unless given; ``bots`` and
    ``absent`` name seats."""
    users = users or [seat + 1 for seat in range(len(ranks))]
    seats = tuple(
        Participant(
            user_id=-user if seat in bots else user,
            seat=seat,
            rank=rank,
            score=None if scores is None else scores[seat],
            bot=seat in bots,
            absent=seat in absent,
        )
        for seat, (user, rank) in enumerate(zip(users, ranks, strict=True))
    )
    return Match(game_id, kind, guild, f"2025-01-01T00:00:{game_id:02d}", status, seats)


def test_tied_players_share_a_rank_and_move_alike() -> None:
    winners_tie = match(1, [1, 1, 3])
    assert standing(winners_tie) == {1: 1, 2: 1, 3: 3}
    after = rate(winners_tie, {})
    assert after[1] == after[2]
    assert after[1].mu > START.mu > after[3].mu
    seconds_tie = rate(match(2, [2, 1, 2]), {})
    assert seconds_tie[1] == seconds_tie[3]
    assert seconds_tie[2].ordinal() > seconds_tie[1].ordinal()


def test_a_four_player_result_moves_the_ratings_in_order() -> None:
    game = match(1, [3, 1, 4, 2])
    after = rate(game, {})
    assert list(after) == [1, 2, 3, 4]  # seat order
    assert after[2].mu > START.mu > after[3].mu
    by_place = [after[2], after[4], after[1], after[3]]
    ordinals = [skill.ordinal() for skill in by_place]
    assert ordinals == sorted(ordinals, reverse=True)
    assert len(set(ordinals)) == 4
    # A stronger player who wins gains less than a new one who does.
    strong = Skill(mu=35.0, sigma=3.0)
    assert rate(game, {2: strong})[2].mu - strong.mu < after[2].mu - START.mu


def test_a_player_away_at_the_end_counts_last_whatever_their_score() -> None:
    # Seat 0 had the best score and rank 1, but was away when the game ended.
    game = match(1, [1, 2, 3, 4], absent=[0], scores=[40, 30, 20, 10])
    assert standing(game) == {2: 1, 3: 2, 4: 3, 1: 4}
    after = rate(game, {})
    assert min(after.values(), key=Skill.ordinal) == after[1]
    assert after[2].mu > START.mu
    # Two leavers share the last place, below every present player.
    two = match(2, [1, 3, 2, None], absent=[0, 3])
    assert standing(two) == {2: 2, 3: 1, 1: 3, 4: 3}
    after = rate(two, {})
    assert after[1] == after[4]
    assert after[4].ordinal() < after[2].ordinal() < after[3].ordinal()


@pytest.mark.parametrize(
    ("game", "reason"),
    [
        (match(1, [1, 2, 3], bots=[2]), "bot-seat"),
        (match(1, [1, 2], status="cancelled"), "not-finished"),
        (match(1, [1, 2], status="expired"), "not-finished"),
        (match(1, [1, 2], status="broken"), "not-finished"),
        (match(1, [1]), "too-few-players"),
        (match(1, [1, 2], bots=[1]), "bot-seat"),
        (match(1, [1, None]), "no-result"),
        (match(1, [1, 2, 3], absent=[0, 1, 2]), "everyone-left"),
    ],
    ids=[
        "bot-seat",
        "cancelled",
        "expired",
        "broken",
        "one-human",
        "human-and-bot",
        "no-rank",
        "everyone-left",
    ],
)
def test_unrated_games_are_not_rated(game: Match, reason: str) -> None:
    assert unrated_reason(game) == reason
    with pytest.raises(ValueError, match=reason):
        rate(game, {})
    projection = rebuild([game])
    assert projection == Projection()
    assert apply(projection, game) == []
    assert projection.changes == []
    # Between rated games, it changes nothing either.
    rated = [match(2, [1, 2]), match(3, [2, 1])]
    assert rebuild([rated[0], game, rated[1]]) == rebuild(rated)


def test_a_finished_game_of_humans_is_rated() -> None:
    assert unrated_reason(match(1, [1, 2])) is None
    assert unrated_reason(match(1, [2, 3, 1], absent=[1])) is None


def random_matches(seed: int, count: int = 40) -> list[Match]:
    """Games of two kinds on three servers among eight players, some of them unrated."""
    rnd = random.Random(seed)
    out = []
    for game_id in range(1, count + 1):
        n = rnd.randint(1, 5)
        users = rnd.sample(range(1, 9), n)
        places = [rnd.randint(1, n) for _ in users]  # ties happen
        ranks = [1 + sum(other < mine for other in places) for mine in places]
        absent = [seat for seat in range(n) if rnd.random() < 0.1]
        bots = [n - 1] if n > 2 and rnd.random() < 0.1 else []
        status = rnd.choices(["finished", "cancelled", "expired"], [8, 1, 1])[0]
        out.append(
            match(
                game_id,
                ranks,
                users=users,
                kind=rnd.choice(["village", "splendor"]),
                guild=rnd.choice([10, 20, 30]),
                status=status,
                bots=bots,
                absent=absent,
            )
        )
    return out


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_rebuild_is_the_fold_of_apply_and_the_changes_chain(seed: int) -> None:
    matches = random_matches(seed)
    # Incrementally, as games finish, the way the bot keeps the stored ratings.
    stored = Projection()
    made = []
    for game in matches:
        made.extend(apply(stored, game))
    assert made == stored.changes
    rebuilt = rebuild(matches)
    assert rebuilt == stored  # exactly: the same floats, games and changes
    assert len(stored.changes) == sum(
        2 * len(m.participants) for m in matches if unrated_reason(m) is None
    )
    kinds = {m.game_id: m.kind for m in matches}
    last: dict[ratings.Key, Skill] = {}
    counted: dict[ratings.Key, int] = {}
    for change in stored.changes:
        key = (kinds[change.game_id], change.scope, change.user_id)
        assert change.before == last.get(key, START)
        last[key] = change.after
        counted[key] = counted.get(key, 0) + 1
    assert last == stored.skills
    assert counted == stored.games


def test_the_global_and_the_server_ratings_differ_for_a_player_on_two_servers() -> None:
    on_ten = match(1, [1, 2], users=[1, 2], guild=10)
    on_twenty = match(2, [1, 2], users=[1, 3], guild=20)
    other_kind = match(3, [2, 1], users=[1, 2], guild=10, kind="splendor")
    projection = rebuild([on_ten, on_twenty, other_kind])
    skills, games = projection.skills, projection.games
    assert games[(KIND, GLOBAL, 1)] == 2
    assert games[(KIND, 10, 1)] == games[(KIND, 20, 1)] == 1
    assert skills[(KIND, 10, 1)] == skills[(KIND, 20, 1)] == rate(on_ten, {})[1]
    assert skills[(KIND, GLOBAL, 1)] != skills[(KIND, 10, 1)]
    assert skills[(KIND, GLOBAL, 1)].mu > skills[(KIND, 10, 1)].mu
    # Kinds never mix: the Splendor loss leaves the village ratings alone.
    assert skills[("splendor", GLOBAL, 1)] == skills[("splendor", 10, 1)] == rate(other_kind, {})[1]
    assert [(c.game_id, c.scope) for c in projection.changes[:4]] == [
        (1, GLOBAL),
        (1, GLOBAL),
        (1, 10),
        (1, 10),
    ]


def test_display_waits_for_five_games_then_grows_with_the_ordinal() -> None:
    assert all(display(START, games) is None for games in range(MIN_GAMES))
    assert display(START, MIN_GAMES) == 1000
    skills = [Skill(mu, sigma) for mu in (0.0, 15.0, 25.0, 30.0, 45.0) for sigma in (1.0, 4.0, 8.0)]
    skills.sort(key=Skill.ordinal)
    shown = [display(skill, 100) for skill in skills]
    assert None not in shown
    assert shown == sorted(shown, key=lambda x: x or 0)
    assert display(Skill(1.0, 0.0), MIN_GAMES) == 1000 + ratings.SCALE
    assert display(Skill(-50.0, 8.0), MIN_GAMES) == 0  # never below 0
