"""Engine invariants over random seeds and player counts (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import IllegalAction
from bot.games import village
from bot.games.village import rules
from bot.games.village.state import Action, Bribe, Draw, Market, State
from tests.games.village.hidden import reshuffle_hidden

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards(s: State) -> Counter[int]:
    """Count every card of the game wherever it is."""
    cards: Counter[int] = Counter(s.deck)
    cards.update(s.discard)
    for pile in s.stalls:
        cards.update(pile)
    wild = s.ruleset.wild
    for p in s.players:
        for c, k in enumerate(p.hand):
            cards[c] += k
        for t, b in enumerate(p.bribes):
            if b is not None:
                cards[t] += b[0]
                cards[wild] += b[1]
    return cards


def play(seed: int, players: int, limit: int = 2000) -> tuple[list[State], list[Action]]:
    """Play a uniformly random game; return every state and the actions between them."""
    rng = random.Random(seed)
    s = village.new_game(players, seed)
    states, actions = [s], []
    while not s.over:
        assert len(actions) < limit, "a random game did not end"
        a = rng.choice(village.legal_actions(s))
        s, _ = village.apply(s, a)
        states.append(s)
        actions.append(a)
    return states, actions


@FAST
@given(SEEDS, PLAYERS)
def test_card_count_is_constant_and_track_is_a_permutation(seed: int, players: int) -> None:
    states, _ = play(seed, players)
    rs = states[0].ruleset
    expected = Counter({t: rs.copies[t] for t in range(len(rs.ids))})
    expected[rs.wild] = rs.wilds_for(players)
    for s in states:
        assert all_cards(s) == expected
        assert sorted(s.track) == list(range(len(rs.ids)))


@FAST
@given(SEEDS, PLAYERS)
def test_random_games_end_and_legal_actions_become_empty(seed: int, players: int) -> None:
    states, actions = play(seed, players)
    assert states[-1].over
    assert village.legal_actions(states[-1]) == []
    assert village.current_seat(states[-1]) is None
    assert len(actions) > 0
    # R-E1: only R-B5 or R-D2 end a game: the deck is empty at the end.
    assert states[-1].deck == ()


@FAST
@given(SEEDS, PLAYERS)
def test_every_legal_action_applies_without_mutating(seed: int, players: int) -> None:
    states, _ = play(seed, players)
    rng = random.Random(seed)
    for s in rng.sample(states[:-1], min(5, len(states) - 1)):
        before = village.dump(s)
        for a in village.legal_actions(s):
            after, events = village.apply(s, a)
            assert isinstance(after, State)
            assert events
        assert village.dump(s) == before


def random_action_anywhere(rng: random.Random, s: State) -> Action:
    """Make an arbitrary action, legal or not."""
    ids = [*s.ruleset.ids, "wild", "gold"]
    kind = rng.randrange(3)
    if kind == 0:
        return Bribe(rng.choice(ids), rng.randint(-1, 6), rng.randint(-1, 6))
    if kind == 1:
        pay = {rng.choice(ids): rng.randint(-1, 3) for _ in range(rng.randint(0, 3))}
        curse = rng.choice([None, *ids])
        return Market.paying(rng.choice([0, 1, 2, 3, 4]), pay, curse)
    return Draw()


@FAST
@given(SEEDS, PLAYERS)
def test_actions_outside_legal_actions_are_refused_unchanged(seed: int, players: int) -> None:
    states, _ = play(seed, players)
    rng = random.Random(seed ^ 0x5EED)
    tried = 0
    for s in rng.sample(states, min(8, len(states))):
        legal = set(village.legal_actions(s))
        before = village.dump(s)
        for _ in range(40):
            a = random_action_anywhere(rng, s)
            if a in legal:
                village.apply(s, a)
                continue
            tried += 1
            try:
                village.apply(s, a)
            except IllegalAction as err:
                assert err.rule_id.startswith("R-")
                assert err.key.startswith("village-refusals-")
            else:
                raise AssertionError(f"{a} is not in legal_actions but was applied")
        assert village.dump(s) == before
    assert tried > 0


@FAST
@given(SEEDS, PLAYERS)
def test_load_dump_round_trip(seed: int, players: int) -> None:
    states, actions = play(seed, players)
    for s in [*states[:: max(1, len(states) // 6)], states[-1]]:
        doc = village.dump(s)
        assert village.load(json.loads(json.dumps(doc))) == s
        assert village.dump(village.load(doc)) == doc
    for a in actions[:30]:
        assert village.action_from_json(village.action_to_json(a)) == a


@FAST
@given(SEEDS, PLAYERS)
def test_replaying_seed_and_log_reproduces_the_final_state(seed: int, players: int) -> None:
    states, actions = play(seed, players)
    log = [json.dumps(village.action_to_json(a)) for a in actions]
    s = village.new_game(players, seed)
    for line in log:
        s, _ = village.apply(s, village.action_from_json(json.loads(line)))
    assert s == states[-1]
    assert json.dumps(village.dump(s), sort_keys=True) == json.dumps(
        village.dump(states[-1]), sort_keys=True
    )


@FAST
@given(SEEDS, PLAYERS, st.data())
def test_view_for_never_contains_another_seats_hand(
    seed: int, players: int, data: st.DataObject
) -> None:
    states, _ = play(seed, players)
    s = data.draw(st.sampled_from(states[:-1]))
    seat = data.draw(st.integers(0, players - 1))
    view = village.view_for(s, seat)
    assert "deck" not in view
    for other, pv in enumerate(view["players"]):
        assert ("hand" in pv) == (other == seat)
    # Changing every hidden card (other hands, deck order) does not change the view.
    shuffled = reshuffle_hidden(s, random.Random(seed), keep=seat)
    assert village.view_for(shuffled, seat) == view
    assert village.view_for(shuffled, None) == village.view_for(s, None)


@FAST
@given(SEEDS, PLAYERS)
def test_random_action_is_uniform_over_legal_actions(seed: int, players: int) -> None:
    states, _ = play(seed, players)
    rng = random.Random(seed)
    for s in states[:-1]:
        legal = village.legal_actions(s)
        assert rules.count_legal(s) == len(legal)
        assert len(set(legal)) == len(legal)
    s = rng.choice(states[:-1])
    legal = village.legal_actions(s)
    seen = Counter(rules.random_action(s, rng) for _ in range(30 * len(legal)))
    assert set(seen) == set(legal)


@FAST
@given(SEEDS, PLAYERS)
def test_step_without_events_equals_apply(seed: int, players: int) -> None:
    states, actions = play(seed, players)
    for s, a, nxt in zip(states[:-1], actions, states[1:], strict=True):
        assert rules.step(s, a) == nxt


@FAST
@given(SEEDS, PLAYERS)
def test_final_outcome_is_consistent(seed: int, players: int) -> None:
    states, _ = play(seed, players)
    end = states[-1]
    sc = village.scores(end)
    win = village.winners(end)
    result = village.outcome(end)
    assert result is not None
    assert list(result.scores) == sc
    assert win and all(sc[w] == max(sc) for w in win)
    assert all(result.ranks[w] == 1 for w in win)
    assert sorted(result.ranks)[0] == 1
    assert village.outcome(states[0]) is None
