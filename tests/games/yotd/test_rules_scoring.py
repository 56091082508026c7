"""Decay, monthly scoring, the end and the final scoring (docs/rules/yotd.md Y-D…, Y-F…), on
hand-built positions through the public API and the canonical JSON only."""

from __future__ import annotations

from typing import Any

from bot.games.yotd import RULES
from tests.games.yotd.positions import (
    REFILL,
    act,
    event_position,
    events_with,
    legal,
    me,
    palace,
    player,
    position,
    refused,
    release,
    resolve,
)


def test_Y_D1_empty_palaces_lose_a_floor_and_vanish_at_one() -> None:
    doc = event_position(
        "peace",
        [
            player(track=20, palaces=[palace(2), palace(1), palace(3, "monk-young"), palace(3)]),
            player(track=10, palaces=[palace(1, "farmer-young"), palace(1)]),
        ],
        month=2,
    )
    after = resolve(doc)
    assert me(after, 0)["palaces"] == [palace(1), palace(3, "monk-young"), palace(2)]
    assert me(after, 1)["palaces"] == [palace(1, "farmer-young")]
    assert [p["points"] for p in after["players"]] == [3, 1], "scoring counts after decay"


def test_Y_D2_monthly_scoring_palaces_court_ladies_privilege_dragons() -> None:
    doc = event_position(
        "peace",
        [
            player(
                track=20,
                points=4,
                small=2,
                large=1,
                palaces=[
                    palace(2, "court_lady-young", "court_lady-young"),
                    palace(3),
                    palace(1, "monk-old"),
                ],
            ),
            player(track=10, palaces=[]),
        ],
        month=1,
    )
    after = resolve(doc)
    assert me(after, 0)["points"] == 4 + 3 + 2 + (2 * 1 + 1 * 2)
    assert me(after, 1)["points"] == 0
    assert after["month"] == 2


def ending(*players: dict[str, Any], **kw: Any) -> dict[str, Any]:
    """Month 12's action phase, the last seat (yuan ≥ 3: its refill changes nothing) to act;
    month 12's event is a festival nobody scores (nobody has fireworks) unless told."""
    n = len(players)
    tracks = [p["track"] for p in players]
    last = sorted(range(n), key=lambda s: -tracks[s])[-1]
    return position(
        list(players),
        month=12,
        queue=[last],
        events=events_with({12: kw.pop("event", "dragon_festival")}),
        **kw,
    )


def test_Y_F1_the_game_ends_after_month_12s_scoring() -> None:
    doc = ending(
        player(track=20, points=10, palaces=[palace(2, "farmer-young"), palace(2)]),
        player(track=10, points=3, palaces=[]),
    )
    after = act(doc, REFILL)
    assert (after["step"], after["over"], after["current"], after["queue"]) == (
        "end",
        True,
        None,
        [],
    )
    # month 12: decay (the empty palace to 1 floor), scoring (2 palaces), final (2 per person)
    assert me(after, 0)["palaces"] == [palace(2, "farmer-young"), palace(1)]
    assert me(after, 0)["points"] == 10 + 2 + 2 + 2
    assert me(after, 1)["points"] == 3 + 0 + 2, "yuan 6 sells for 2"
    outcome = RULES.outcome(RULES.load(after))
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores == (16, 5)
    assert RULES.active_seats(RULES.load(after)) == ()
    for seat in (0, 1):
        assert legal(after, seat) == []
        refused(after, REFILL, "Y-F1", seat=seat)


def test_Y_F2_final_scoring_persons_monks_money_kept_in_the_state() -> None:
    doc = ending(
        player(
            track=20,
            yuan=5,
            rice=1,
            points=0,
            palaces=[palace(3, "monk-young", "farmer-young"), palace(2, "monk-old"), palace(1)],
        ),
        player(track=10, yuan=3, rice=0, palaces=[palace(2, "warrior-young")]),
    )
    after = act(doc, REFILL)
    first = me(after, 0)
    assert first["final"] == {"persons": 6, "monks": 3 + 4, "money": 2}
    # monthly: 2 palaces (the empty 1-floor palace decays away); final 6 + 7 + 2
    assert first["points"] == 2 + 15
    assert (first["yuan"], first["rice"], first["fireworks"]) == (5, 1, 0)
    assert me(after, 1)["final"] == {"persons": 2, "monks": 0, "money": 1}


def end_position(points: list[int], tracks: list[int], **kw: Any) -> dict[str, Any]:
    return position(
        [
            player(
                track=t,
                points=p,
                palaces=[palace(2, "farmer-young")],
                final={"persons": 2, "monks": 0, "money": 0},
            )
            for p, t in zip(points, tracks, strict=True)
        ],
        month=12,
        step="end",
        over=True,
        **kw,
    )


def test_Y_F3_most_points_then_farther_on_the_track_then_higher_in_the_stack() -> None:
    def winners(doc: dict[str, Any]) -> tuple[int, ...]:
        outcome = RULES.outcome(RULES.load(doc))
        assert outcome is not None
        return tuple(outcome.winners)

    assert winners(end_position([30, 31, 20], [30, 10, 5])) == (1,)
    assert winners(end_position([30, 30, 20], [10, 12, 5])) == (1,)
    assert winners(end_position([30, 30, 20], [12, 12, 5], order=[0, 1, 2])) == (0,)
    assert winners(end_position([30, 30, 20], [12, 12, 5], order=[1, 0, 2])) == (1,)
    shared = end_position(
        [30, 30, 20], [12, 12, 5], order=[1, 0, 2], rules={"tie_break": "track_space"}
    )
    assert winners(shared) == (0, 1)
    assert winners(end_position([30, 30, 20], [12, 11, 5], rules={"tie_break": "track_space"})) == (
        0,
    )


def test_Y_F1_month_12s_releases_come_before_decay_and_the_final_scoring() -> None:
    doc = ending(
        player(
            track=20,
            yuan=3,
            palaces=[palace(2, "farmer-young", "monk-young"), palace(1, "healer-young")],
        ),
        player(track=10, yuan=3, palaces=[palace(2, "healer-old", "healer-young")]),
        event="contagion",
    )
    waiting = act(doc, REFILL)
    assert (waiting["step"], waiting["queue"], waiting["owed"]) == ("release", [0], [2, 0])
    assert waiting["over"] is False
    done = act(act(waiting, release(0, "monk-young")), release(1, "healer-young"))
    assert (done["step"], done["over"]) == ("end", True)
    first = me(done, 0)
    assert first["palaces"] == [palace(2, "farmer-young")]
    assert first["final"] == {"persons": 2, "monks": 0, "money": 1}
    assert first["points"] == 1 + 3
