"""The typed reader of a ``yotd`` view reads every view of random games and refuses bad ones."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from bot.engine.errors import InvalidState
from bot.games.yotd import RULES
from bot.games.yotd.moves import CARDS
from bot.games.yotd.reader import read


def _games(count: int) -> list[Any]:
    states = []
    for seed in range(count):
        n = 2 + seed % 4
        rng = random.Random(seed)
        state = RULES.new_game(n, seed)
        while RULES.outcome(state) is None:
            states.append(state)
            seat = RULES.active_seats(state)[0]
            state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        states.append(state)
    return states


STATES = _games(4)


def test_every_view_of_random_games_reads_as_the_view_says() -> None:
    for state in STATES[::5]:
        n = len(RULES.player_ids(state))
        for viewer in (None, *range(n)):
            view = RULES.view_for(state, viewer)
            seen = read(view)
            assert seen.viewer == viewer
            assert seen.month == view["month"] and seen.step == view["step"]
            assert seen.order == tuple(view["order"])
            for seat, player in enumerate(seen.players):
                doc = view["players"][seat]
                assert player.points == doc["points"] and player.track == doc["track"]
                assert [p.floors for p in player.palaces] == [p["floors"] for p in doc["palaces"]]
                if seat == viewer or seen.over:
                    assert player.hand is not None
                    assert len(player.cards) == player.hand_size
                else:
                    assert player.hand is None and player.cards == ()
            if seen.month:
                for card in (c for g in seen.groups for c in g):
                    group = seen.dragons[seen.group_of(card)]
                    assert seen.fee(card) == (seen.ruleset.occupied_fee if group else 0)


def test_symbols_and_tiles_follow_the_persons_table() -> None:
    seen = read(RULES.view_for(STATES[-1], 0))
    rs = seen.ruleset
    for seat, player in enumerate(seen.players):
        for person_type in ("tax_collector", "monk"):
            expected = sum(rs.symbols[t] for t in player.persons if t.startswith(person_type))
            assert seen.symbols(seat, person_type) == expected
    first = read(RULES.view_for(STATES[0], 0))
    assert set(first.tiles_of("wild")) == {t for t, k in first.supply.items() if k}
    assert all(t.startswith("monk-") for t in first.tiles_of("monk"))


def _broken(change: Any) -> dict[str, Any]:
    view = copy.deepcopy(RULES.view_for(STATES[30], 0))
    change(view)
    return view


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda v: v.pop("month"), "month"),
        (lambda v: v.update(current=True), "current"),
        (lambda v: v.update(order=list(reversed(v["order"]))), "order"),
        (lambda v: v["players"][0]["palaces"].append({"floors": 4, "persons": []}), "floors"),
        (lambda v: v["players"][0]["hand"].update({CARDS[0]: 5}), "hand"),
        (lambda v: v.update(step="nap"), "step"),
        (lambda v: v.update(events=v["events"][:11]), "events"),
        (lambda v: v["supply"].pop("monk-old"), "supply"),
    ],
)
def test_a_view_that_breaks_the_contract_is_refused_naming_the_field(
    change: Any, field: str
) -> None:
    with pytest.raises(InvalidState, match=field):
        read(_broken(change))
