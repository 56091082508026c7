"""The typed reader of a ``village`` view (bot/games/village/reader.py)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import village
from bot.games.village import reader
from bot.games.village.bots import read_view
from bot.games.village.reader import Bribe, Seen, card_names, read
from bot.games.village.rules import scores
from tests.games.village.positions import random_states

STATES = random_states(16, 3)


def test_the_random_games_include_finished_ones() -> None:
    assert any(s.over for s in STATES)
    assert any(not s.over for s in STATES)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_every_seats_view_and_the_public_one_round_trip(index: int) -> None:
    s = STATES[index]
    for seat in [None, *range(len(s.players))]:
        view = village.view_for(s, seat)
        seen = read(view)
        assert seen.to_json() == view
        rs = s.ruleset
        assert seen.seat == seat
        assert seen.ruleset == rs
        assert seen.track == tuple(rs.ids[t] for t in s.track)
        assert seen.top_first() == seen.track[::-1]
        assert seen.deck_count == len(s.deck)
        assert list(seen.stalls) == list(rs.stall_costs)
        assert seen.num_players == len(s.players)
        assert seen.current == s.current
        assert seen.over == s.over
        assert seen.me == (None if seat is None else seen.players[seat])
        for q, p in enumerate(seen.players):
            assert p.id == s.players[q].id
            assert p.hand_count == sum(s.players[q].hand)
            assert (p.hand is not None) == (s.over or q == seat)
            mine = q == seat and not s.over
            assert p.score_if_ended_now == (scores(s)[q] if mine else None)
            for t, b in p.bribes.items():
                assert isinstance(b, Bribe)
                assert s.players[q].bribes[rs.ids.index(t)] == (b.treasures, b.wilds)
                assert b.cards == b.treasures + b.wilds
        if s.over:
            assert seen.scores is not None and seen.ranks is not None
            assert seen.winners
        else:
            assert (seen.scores, seen.winners, seen.ranks, seen.tie_break_depth) == (
                None,
                (),
                None,
                0,
            )


def test_a_bots_table_is_built_from_the_reader() -> None:
    for s in STATES:
        if s.over:
            continue
        view = village.view_for(s, s.current)
        assert read_view(read(view)) == read_view(view)
        assert read_view(view).hand == s.players[s.current].hand
    with pytest.raises(ValueError, match="spectator"):
        read_view(village.view_for(STATES[0], None))


def test_card_names_are_built_once_per_ruleset() -> None:
    view = village.view_for(STATES[0], None)
    names = read(view).names
    assert names is card_names(STATES[0].ruleset)
    assert names is read(village.view_for(STATES[1], 0)).names
    assert names.ids == STATES[0].ruleset.ids
    assert names.card_ids == (*names.ids, "wild")
    assert names.count("wild", 1) == "a Wild"
    assert names.count("feather", 2) == "2 Phoenix Feathers"
    assert names.tag("wild") == "Wild (W)"
    assert names.pile(["feather", "wild", "feather"]) == "2× Phoenix Feather, Wild"
    assert names.pile([]) == "empty"
    assert names.short("axe") == "Axe"
    with pytest.raises(TypeError):
        names.name["wild"] = "Joker"  # type: ignore[index]


def over_view() -> dict[str, Any]:
    s = next(s for s in STATES if s.over)
    return village.view_for(s, None)


def mid_view() -> dict[str, Any]:
    s = next(s for s in STATES if not s.over and s.deck)
    return village.view_for(s, s.current)


Change = Callable[[dict[str, Any]], object]

BROKEN: list[tuple[Callable[[], dict[str, Any]], Change, str]] = [
    *[(mid_view, lambda v, k=key: v.pop(k), f"{key} is missing") for key in (
        "seat", "track", "values", "deck_count", "discard", "stalls", "players", "current",
        "over", "ruleset",
    )],
    *[(over_view, lambda v, k=key: v.pop(k), f"{key} is missing") for key in (
        "scores", "winners", "ranks", "tie_break_depth",
    )],
    (mid_view, lambda v: v.update(game="other"), "game"),
    (mid_view, lambda v: v.update(seat=9), "seat is no seat"),
    (mid_view, lambda v: v.update(seat="0"), "seat must be an integer"),
    (mid_view, lambda v: v.update(current=-1), "current must be at least 0"),
    (mid_view, lambda v: v.update(deck_count="3"), "deck_count must be an integer"),
    (mid_view, lambda v: v.update(deck_count=True), "deck_count must be an integer"),
    (mid_view, lambda v: v.update(over="no"), "over must be true or false"),
    (mid_view, lambda v: v.update(track=v["track"][:-1]), "track must hold every treasure"),
    (mid_view, lambda v: v["track"].append("dragon"), "track\\[6\\] is not a card"),
    (mid_view, lambda v: v["values"].pop(v["track"][0]), "values\\.\\w+ is missing"),
    (mid_view, lambda v: v.update(discard="axe"), "discard must be a list"),
    (mid_view, lambda v: v["stalls"].update({"7": []}), "stalls.7 is not a stall cost"),
    (mid_view, lambda v: v["stalls"].pop("0"), "stalls must list every stall"),
    (mid_view, lambda v: v["stalls"]["0"].append("dragon"), "stalls.0\\[\\d+\\] is not a card"),
    (mid_view, lambda v: v.update(players=v["players"][:1]), "players has 1 seats"),
    (mid_view, lambda v: v["players"][0].pop("hand_count"), "players\\[0\\].hand_count is miss"),
    (mid_view, lambda v: v["players"][1].pop("bribes"), "players\\[1\\].bribes is missing"),
    (mid_view, lambda v: v["players"][0].update(id=None), "players\\[0\\].id must be a string"),
    (mid_view, lambda v: v["players"][0]["bribes"].update(wild={}), "bribes.wild is not a tre"),
    (
        mid_view,
        lambda v: v["players"][0]["bribes"].update(axe={"treasures": 1}),
        "bribes.axe.wilds is missing",
    ),
    (
        mid_view,
        lambda v: v["players"][0]["bribes"].update(axe={"treasures": -1, "wilds": 0}),
        "bribes.axe.treasures must be at least 0",
    ),
    (mid_view, lambda v: v["players"][0].update(hand=[]), "players\\[0\\].hand must be an obj"),
    (mid_view, lambda v: v["players"][0].update(hand={"gem": 1}), "hand.gem is not a card"),
    (mid_view, lambda v: v["players"][0].update(score_if_ended_now="1"), "score_if_ended_now"),
    (mid_view, lambda v: v["ruleset"].update(treasures=[]), "ruleset"),
    (over_view, lambda v: v.update(scores=[1]), "scores needs one entry per seat"),
    (over_view, lambda v: v.update(winners=[42]), "winners\\[0\\] is no seat"),
    (over_view, lambda v: v.update(tie_break_depth=-1), "tie_break_depth must be at least 0"),
]  # fmt: skip


@pytest.mark.parametrize(("make", "change", "message"), BROKEN, ids=[m for *_, m in BROKEN])
def test_a_broken_view_raises_a_clear_invalid_state(
    make: Callable[[], dict[str, Any]], change: Change, message: str
) -> None:
    view = copy.deepcopy(make())
    read(view)  # the view before the change is fine
    change(view)
    with pytest.raises(InvalidState, match=message) as err:
        read(view)
    assert isinstance(err.value, ValueError)
    assert str(err.value).startswith("invalid village")


def test_a_view_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(InvalidState, match="view must be an object"):
        read([])  # type: ignore[arg-type]


def test_the_reader_is_pure_and_frozen() -> None:
    seen: Seen = read(mid_view())
    with pytest.raises(AttributeError):
        seen.current = 0  # type: ignore[misc]
    assert reader.__all__ == [
        "Bribe",
        "CardNames",
        "PlayerSeen",
        "Seen",
        "as_seen",
        "card_names",
        "read",
    ]
