"""The typed reader of a ``goofspiel`` view (bot/games/goofspiel/reader.py)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import goofspiel
from bot.games.goofspiel import BOT_LEVELS, State, bot_action, view_for
from bot.games.goofspiel.bots import POLICIES
from bot.games.goofspiel.reader import LastRound, PlayerSeen, Seen, read
from bot.games.goofspiel.rules import outcome, round_winner, scores
from tests.games.goofspiel.helpers import loaded, position


def games(count: int, seed: int) -> list[State]:
    """Random positions: fresh, mid-round, mid-game and finished ones, 2 to 4 players."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        rs = goofspiel.named_ruleset("classic") if i % 5 == 4 else None
        s = goofspiel.new_game(2 + i % 3, seed * 100 + i, ruleset=rs)
        for _ in range(rng.choice([0, 1, 5, 12, 10_000])):
            if s.over:
                break
            seat = rng.choice(goofspiel.active_seats(s))
            s, _ = goofspiel.apply(s, seat, rng.choice(goofspiel.legal_actions(s, seat)))
        out.append(s)
    return out


STATES = games(30, 5)


def test_the_random_games_include_every_kind_of_position() -> None:
    assert any(s.over for s in STATES)
    assert any(not s.past_prizes for s in STATES)
    assert any(not s.over and s.past_prizes for s in STATES)
    assert any(any(b is not None for b in s.bids) for s in STATES)
    assert {len(s.ids) for s in STATES} == {2, 3, 4}


def seats_of(s: State) -> list[int | None]:
    return [None, *range(len(s.ids))]


@pytest.mark.parametrize("index", range(len(STATES)))
def test_every_seats_view_and_the_public_one_round_trip(index: int) -> None:
    s = STATES[index]
    for seat in seats_of(s):
        view = view_for(s, seat)
        seen = read(view)
        assert isinstance(seen, Seen)
        assert seen.to_json() == view
        assert seen.seat == seat
        assert seen.ruleset == s.ruleset
        assert (seen.round, seen.rounds) == (s.round, s.ruleset.cards)
        assert (seen.prize, seen.prizes_left) == (s.prize, len(s.deck))
        assert seen.past_prizes == s.past_prizes
        assert seen.won == s.won
        assert seen.scores == scores(s)
        assert seen.active == goofspiel.active_seats(s)
        assert seen.over == s.over
        assert seen.num_players == len(s.ids)
        assert seen.me == (None if seat is None else seen.players[seat])
        for q, p in enumerate(seen.players):
            assert isinstance(p, PlayerSeen)
            assert (p.id, p.hand_count, p.played) == (s.ids[q], len(s.hands[q]), s.played[q])
            assert p.has_bid == (s.bids[q] is not None)
            shown = s.over or q == seat
            assert p.hand == (s.hands[q] if shown else None)
            assert p.bid == (s.bids[q] if shown else None)
        if s.past_prizes:
            bids = tuple(done[-1] for done in s.played)
            last = LastRound(len(s.past_prizes), s.past_prizes[-1], bids, round_winner(bids))
            assert seen.last_round == last
        else:
            assert seen.last_round is None
        result = outcome(s)
        if result is None:
            assert (seen.winners, seen.ranks) == ((), None)
        else:
            assert (seen.winners, seen.ranks) == (result.winners, result.ranks)


def test_the_seen_view_is_frozen() -> None:
    seen = read(view_for(STATES[0], 0))
    with pytest.raises(AttributeError):
        seen.round = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        seen.players[0].hand_count = 0  # type: ignore[misc]
    assert not hasattr(seen, "__dict__")


# --------------------------------------------------------------------------------------------
# Broken views name their field


def mid_game() -> dict[str, Any]:
    """Seat 0's view of a 3-player game after two rounds, seat 0 having bid 4 in the third."""
    s = loaded(position([(1, [5, 4, 2]), (8, [8, 8, 6])], 5, [2, 3, 4, 6, 7], [4, None, None]))
    return view_for(s, 0)


def finished() -> dict[str, Any]:
    s = goofspiel.new_game(2, 3)
    while not s.over:
        for seat in goofspiel.active_seats(s):
            s, _ = goofspiel.apply(s, seat, goofspiel.legal_actions(s, seat)[0])
    return view_for(s, None)


Change = Callable[[dict[str, Any]], object]

BROKEN: list[tuple[str, Change, str]] = [
    ("no seat", lambda v: v.pop("seat"), "seat is missing"),
    ("seat out", lambda v: v.update(seat=3), "seat is no seat of this 3-player game"),
    ("seat bool", lambda v: v.update(seat=True), "seat must be an integer"),
    ("game", lambda v: v.update(game="village"), "game must be 'goofspiel'"),
    ("no ruleset", lambda v: v.pop("ruleset"), "ruleset is missing"),
    ("ruleset", lambda v: v["ruleset"].pop("cards"), "ruleset is not a valid ruleset"),
    ("rounds", lambda v: v.update(rounds=7), "rounds must be the ruleset's 8 cards"),
    ("round", lambda v: v.update(round=2), "round must be 3, not 2"),
    ("round type", lambda v: v.update(round="3"), "round must be an integer"),
    ("prize", lambda v: v.update(prize=9), "prize is no card of the suit 1 to 8"),
    ("prize played", lambda v: v.update(prize=8), "prize was already played"),
    ("prize none", lambda v: v.update(prize=None), "prize must be null exactly when"),
    ("prizes left", lambda v: v.update(prizes_left=4), "prizes_left must be 5 (the suit less"),
    ("past", lambda v: v.update(past_prizes=[1, 1]), "past_prizes holds a card twice"),
    ("past type", lambda v: v.update(past_prizes=5), "past_prizes must be a list"),
    ("over", lambda v: v.update(over=1), "over must be true or false"),
    ("players", lambda v: v["players"].pop(), "won needs one entry per seat (2), not 3"),
    ("one player", lambda v: v.update(players=v["players"][:1]), "players has 1 seats"),
    ("player type", lambda v: v["players"].__setitem__(1, 7), "players[1] must be an object"),
    ("hand count", lambda v: v["players"][1].pop("hand_count"), "players[1].hand_count is miss"),
    ("count", lambda v: v["players"][1].update(hand_count=5), "players[1].hand_count must be 6"),
    ("id", lambda v: v["players"][2].update(id=3), "players[2].id must be a string"),
    ("has bid", lambda v: v["players"][2].update(has_bid=None), "players[2].has_bid must be"),
    ("played", lambda v: v["players"][1]["played"].pop(), "players[1].played needs one bid"),
    ("played card", lambda v: v["players"][1].update(played=[0, 8]), "players[1].played[0] is"),
    ("leak hand", lambda v: v["players"][1].update(hand=[1]), "players[1].hand must not be shown"),
    ("leak bid", lambda v: v["players"][2].update(bid=None), "players[2].bid must not be shown"),
    ("my hand", lambda v: v["players"][0].pop("hand"), "players[0].hand is missing"),
    ("my bid", lambda v: v["players"][0].pop("bid"), "players[0].bid is missing"),
    ("hand", lambda v: v["players"][0].update(hand=[2, 3, 6, 7]), "players[0].hand must be the"),
    ("bid", lambda v: v["players"][0].update(bid=8), "players[0].bid is not a card in hand"),
    ("bid flag", lambda v: v["players"][0].update(has_bid=False), "players[0].has_bid must be"),
    ("won", lambda v: v.update(won=[[8]]), "won needs one entry per seat (3), not 1"),
    ("won prize", lambda v: v["won"][2].append(5), "won[2][0] is no past prize"),
    ("won twice", lambda v: v["won"][1].append(1), "won[1][0] is no past prize"),
    ("won dup", lambda v: v["won"][0].append(1), "won[0] holds a card twice"),
    (
        "scores",
        lambda v: v["scores"].__setitem__(1, 2),
        "scores[1] must be 0, the prizes won (G-E2), not 2",
    ),
    ("active", lambda v: v.update(active=[0, 1, 2]), "active must be the seats that have not"),
    ("active seat", lambda v: v.update(active=[9]), "active[0] is no seat"),
    ("last round", lambda v: v.update(last_round=None), "last_round must be given"),
    ("last no", lambda v: v["last_round"].update(round=1), "last_round.round must be 2"),
    ("last prize", lambda v: v["last_round"].update(prize=1), "last_round.prize must be"),
    ("last bids", lambda v: v["last_round"]["bids"].pop(), "last_round.bids needs one entry"),
    ("last bid", lambda v: v["last_round"]["bids"].__setitem__(2, 8), "last_round.bids must be"),
    ("last win", lambda v: v["last_round"].update(winner=0), "last_round.winner must be None"),
    ("winners early", lambda v: v.update(winners=[0]), "winners must not be given before"),
]

BROKEN_FINAL: list[tuple[str, Change, str]] = [
    ("no winners", lambda v: v.pop("winners"), "winners is missing"),
    ("winners", lambda v: v.update(winners=[5]), "winners[0] is no seat"),
    ("wrong winners", lambda v: v.update(winners=[]), "winners must be the seats with the top"),
    ("no ranks", lambda v: v.pop("ranks"), "ranks is missing"),
    ("ranks", lambda v: v.update(ranks=[1]), "ranks needs one entry per seat (2), not 1"),
    ("rank", lambda v: v.update(ranks=[0, 1]), "ranks[0] must be at least 1"),
    ("rank order", lambda v: v.update(ranks=[2, 2]), "ranks[0] does not follow the scores"),
    ("hidden hand", lambda v: v["players"][1].pop("hand"), "players[1].hand is missing"),
    ("active", lambda v: v.update(active=[0]), "active must be the seats that have not bid []"),
    ("prize", lambda v: v.update(prize=1), "prize must be null exactly when"),
    ("last null", lambda v: v.update(last_round=None), "last_round must be given"),
]


def test_the_hand_made_views_are_valid() -> None:
    for view in (mid_game(), finished()):
        assert read(view).to_json() == view
    first = view_for(goofspiel.new_game(2, 1), None)
    assert read(first).last_round is None
    first["last_round"] = {"round": 1, "prize": 1, "bids": [1, 2], "winner": 1}
    with pytest.raises(InvalidState, match="last_round must be null before the first round"):
        read(first)


@pytest.mark.parametrize(
    ("base", "change", "message"),
    [(mid_game, c, m) for _, c, m in BROKEN] + [(finished, c, m) for _, c, m in BROKEN_FINAL],
    ids=[n for n, _, _ in BROKEN] + [f"final {n}" for n, _, _ in BROKEN_FINAL],
)
def test_a_broken_view_names_its_field(
    base: Callable[[], dict[str, Any]], change: Change, message: str
) -> None:
    view = copy.deepcopy(base())
    change(view)
    with pytest.raises(InvalidState) as info:
        read(view)
    assert str(info.value).startswith("invalid goofspiel view: "), info.value
    assert message in str(info.value), info.value
    assert isinstance(info.value, ValueError)


def test_a_view_that_is_no_object_is_refused() -> None:
    with pytest.raises(InvalidState, match="invalid goofspiel view: view must be an object"):
        read([])  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# The bots decide exactly as they did from the dict


def dict_easy(view: dict[str, Any], seed: int) -> int:
    """The bots as they would be without the reader, reading the view's dict."""
    hand: list[int] = view["players"][view["seat"]]["hand"]
    prize: int = view["prize"]
    return random.Random(seed).choice(sorted(hand, key=lambda c: (abs(c - prize), c))[:3])


def dict_normal(view: dict[str, Any], seed: int) -> int:
    hand: list[int] = view["players"][view["seat"]]["hand"]
    prize: int = view["prize"]
    return min(hand, key=lambda c: (abs(c - prize), c))


BEFORE = {"easy": dict_easy, "normal": dict_normal}


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_the_bots_bid_what_they_bid_from_the_dict(level: str) -> None:
    checked = 0
    for s in games(24, 9):
        for seat in goofspiel.active_seats(s):
            for seed in range(4):
                expected = BEFORE[level](view_for(s, seat), seed)
                assert bot_action(s, seat, level, seed) == goofspiel.Bid(expected)
                assert POLICIES[level](read(view_for(s, seat)), seed).card == expected
                checked += 1
    assert checked > 100


def test_a_policy_refuses_the_public_view() -> None:
    seen = read(view_for(goofspiel.new_game(2, 1), None))
    for level in BOT_LEVELS:
        with pytest.raises(ValueError, match="its own seat's view"):
            POLICIES[level](seen, 0)
