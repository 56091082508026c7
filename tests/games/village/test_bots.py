"""The ``village`` bots: legal moves only, a seat's view only, reproducible, and ``hard`` wins."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from bot.games import village
from bot.games.arena import main as arena_main
from bot.games.arena import wilson
from bot.games.village import arena, bots, rules
from bot.games.village.bots import POLICIES, Policy, choose_action, make_policy
from bot.games.village.state import Action, State
from tests.games.village.hidden import reshuffle_hidden
from tests.games.village.positions import player, position

SMALL = 40
"""A tiny ``hard`` budget (simulated moves) that keeps the tests fast."""


def positions(count: int, seed: int) -> list[State]:
    """Return positions from games of 2 to 5 players, played by mixed policies."""
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        n = rng.randint(2, 5)
        s = village.new_game(n, rng.randrange(1 << 30))
        stop = rng.randrange(80)
        ply = 0
        while not s.over and ply < stop:
            a = (
                rules.random_action(s, rng)
                if rng.random() < 0.5
                else choose_action("normal", s, rng.randrange(1 << 30))
            )
            s = rules.step(s, a)
            ply += 1
        if not s.over:
            out.append(s)
    return out


class Recorder:
    """Wrap a policy and keep a copy of everything it is given."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner
        self.name = inner.name
        self.calls: list[tuple[dict[str, Any], list[Action], float]] = []

    def choose(
        self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        probe = random.Random()
        probe.setstate(rng.getstate())
        self.calls.append((copy.deepcopy(dict(view)), list(legal), probe.random()))
        return self.inner.choose(view, legal, rng)


def recorded_choice(
    monkeypatch: pytest.MonkeyPatch, name: str, state: State, seed: int
) -> tuple[Action, Recorder]:
    made: list[Recorder] = []
    real = bots.make_policy

    def fake(policy_name: str, *, time_budget: int | None = None) -> Policy:
        made.append(Recorder(real(policy_name, time_budget=time_budget)))
        return made[-1]

    monkeypatch.setattr(bots, "make_policy", fake)
    action = choose_action(name, state, seed, time_budget=SMALL)
    monkeypatch.setattr(bots, "make_policy", real)
    return action, made[0]


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_every_policy_chooses_a_legal_action(name: str) -> None:
    for i, s in enumerate(positions(25, seed=len(name))):
        action = choose_action(name, s, seed=i, time_budget=SMALL)
        assert action in village.legal_actions(s)
        village.apply(s, action)  # never raises IllegalAction


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_a_policy_is_given_only_what_its_seat_may_see(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    for i, s in enumerate(positions(8, seed=100 + len(name))):
        other = reshuffle_hidden(s, random.Random(i), keep=s.current)
        hidden = (s.deck, [p.hand for q, p in enumerate(s.players) if q != s.current])
        if hidden == (other.deck, [p.hand for q, p in enumerate(other.players) if q != s.current]):
            continue  # nothing hidden to change (an empty deck and no other cards)
        a1, rec1 = recorded_choice(monkeypatch, name, s, seed=7)
        a2, rec2 = recorded_choice(monkeypatch, name, other, seed=7)
        assert rec1.calls == rec2.calls  # the same view, legal list and random stream
        assert a1 == a2
        view, legal, _ = rec1.calls[0]
        assert view == village.view_for(s, s.current)
        assert "deck" not in view
        for q, p in enumerate(view["players"]):
            assert ("hand" in p) == (q == s.current)
        assert not any(isinstance(x, State) for x in (view, *legal))


def test_the_hidden_cards_really_change_in_the_information_test() -> None:
    s = positions(1, seed=3)[0]
    other = reshuffle_hidden(s, random.Random(1), keep=s.current)
    assert other != s
    assert village.view_for(other, s.current) == village.view_for(s, s.current)


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_seeded_decisions_are_reproducible(name: str) -> None:
    states = positions(10, seed=200)
    first = [choose_action(name, s, seed=i, time_budget=SMALL) for i, s in enumerate(states)]
    again = [choose_action(name, s, seed=i, time_budget=SMALL) for i, s in enumerate(states)]
    assert first == again


def test_a_policy_given_the_same_view_and_seed_repeats_itself() -> None:
    s = positions(1, seed=5)[0]
    view = village.view_for(s, s.current)
    legal = village.legal_actions(s)
    policy = make_policy("hard", time_budget=SMALL)
    picks = {policy.choose(view, legal, random.Random(11)) for _ in range(3)}
    assert len(picks) == 1


def test_determinization_keeps_everything_the_seat_sees() -> None:
    for i, s in enumerate(positions(20, seed=300)):
        view = village.view_for(s, s.current)
        table = bots.read_view(view)
        det = bots.determinize(table, random.Random(i))
        assert village.view_for(det, s.current) == view
        cards: Counter[int] = Counter(det.deck)
        for p in det.players:
            cards.update({c: k for c, k in enumerate(p.hand)})
        real: Counter[int] = Counter(s.deck)
        for p in s.players:
            real.update({c: k for c, k in enumerate(p.hand)})
        cards -= Counter()
        real -= Counter()
        assert cards == real  # the same unseen cards, dealt differently


def test_a_hand_made_position_that_does_not_add_up_still_gets_a_legal_move() -> None:
    doc = position(
        players=[player(0, {"axe": 2, "wild": 1}), player(1, {"crown": 1}, {"crown": (1, 0)})],
        deck="axe crown",
        stalls={3: "sword", 0: "goblet"},
    )
    s = village.load(doc)
    for name in sorted(POLICIES):
        assert choose_action(name, s, seed=1, time_budget=SMALL) in village.legal_actions(s)


def test_a_bot_ends_a_game_it_wins_and_avoids_ending_a_game_it_loses() -> None:
    winning = village.load(
        position(
            players=[
                player(0, {"crown": 1}, {"crown": (3, 0)}),
                player(1, {"axe": 1}, {"scrolls": (1, 0)}),
            ],
            stalls={0: "scrolls"},
        )
    )
    losing = village.load(
        position(
            players=[
                player(0, {"axe": 1}, {"scrolls": (1, 0)}),
                player(1, {"crown": 1}, {"crown": (3, 0)}),
            ],
            stalls={0: "scrolls"},
        )
    )
    for name in ("normal", "hard"):
        for seed in range(3):
            # With an empty deck, a draw or a bribe ends the game (R-D2, R-B5).
            ends = choose_action(name, winning, seed=seed, time_budget=SMALL)
            assert rules.step(winning, ends).over
            waits = choose_action(name, losing, seed=seed, time_budget=SMALL)
            assert waits == village.Market(0)


def play(lineup: Sequence[str], seed: int, budget: int = SMALL) -> list[int]:
    s = village.new_game(len(lineup), seed)
    for ply in range(400):
        if s.over:
            return village.winners(s)
        s = rules.step(
            s, choose_action(lineup[s.current], s, seed * 1000 + ply, time_budget=budget)
        )
    raise AssertionError("a game between bots did not end")


def test_games_between_all_policies_finish() -> None:
    names = sorted(POLICIES)
    for n in range(2, 6):
        lineup = [names[i % len(names)] for i in range(n)]
        assert play(lineup, seed=n)
    for i, name in enumerate(names):
        assert play([name, name], seed=10 + i)


def test_hard_beats_random() -> None:
    points = 0.0
    games = 20
    for g in range(games):
        lineup = ("hard", "random") if g % 2 == 0 else ("random", "hard")
        won = play(lineup, seed=500 + g, budget=100)
        if lineup.index("hard") in won:
            points += 1 / len(won)
    assert points >= 0.7 * games


def test_make_policy_knows_every_name_and_refuses_others() -> None:
    assert {make_policy(name).name for name in POLICIES} == POLICIES
    with pytest.raises(ValueError, match="unknown bot policy"):
        make_policy("perfect")


def test_a_finished_game_has_no_bot_move() -> None:
    s = village.new_game(2, 1)
    while not s.over:
        s = rules.step(s, rules.random_action(s, random.Random(1)))
    with pytest.raises(ValueError):
        choose_action("normal", s, seed=1)


def test_the_arena_prints_win_rates_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(arena.ARENA, ["--games", "2", "--seed", "3", "normal", "easy", "random"]) == 0
    out = capsys.readouterr().out
    assert "normal vs easy" in out
    assert "easy vs random" in out
    assert "p95 ms" in out


def test_wilson_interval() -> None:
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3)
    assert hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(1.0, 10)[1] == 1.0


def test_playout_moves_are_legal_and_play_as_their_actions() -> None:
    # The hard bot's playouts apply quick moves with the unchecked ``rules.play``; each must be
    # one of the legal actions and play exactly like it.
    rng = random.Random(11)
    for s in positions(60, 5):
        legal = rules.legal_actions(s)
        for _ in range(3):
            seed = rng.randrange(1 << 30)
            move = bots.quick_move(s, random.Random(seed), epsilon=0.3)
            action = rules.move_action(s.ruleset, move)
            assert action in legal
            assert rules.play(s, move) == rules.step(s, action)
            assert bots.quick_action(s, random.Random(seed), epsilon=0.3) == action
