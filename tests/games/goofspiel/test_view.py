"""What each seat may see (G-V1 … G-V3): the exact view JSON, the events, the re-deals."""

from __future__ import annotations

import json

import pytest

from bot.games.goofspiel import dump, load, redeal_hidden, view_for
from bot.games.goofspiel.adapter.events import say
from bot.games.goofspiel.events import BidPlaced
from tests.games.goofspiel.helpers import bid, loaded, play_round, position, text

RULESET = loaded(position([], 1, [2, 3, 4, 5, 6, 7, 8])).ruleset.to_json()


def mid_game() -> dict[str, object]:
    """Round 2 of three players; seat 0 has bid 6 and seat 2 has bid 1 for the prize 5."""
    return position([(7, [8, 4, 7])], 5, [1, 2, 3, 4, 6, 8], [6, None, 1], ids=["a", "b", "c"])


def test_G_V1_the_public_view() -> None:
    s = loaded(mid_game())
    assert view_for(s, None) == {
        "game": "goofspiel",
        "seat": None,
        "round": 2,
        "rounds": 8,
        "prize": 5,
        "prizes_left": 6,
        "past_prizes": [7],
        "won": [[7], [], []],
        "scores": [7, 0, 0],
        "players": [
            {"id": "a", "hand_count": 7, "has_bid": True, "played": [8]},
            {"id": "b", "hand_count": 7, "has_bid": False, "played": [4]},
            {"id": "c", "hand_count": 7, "has_bid": True, "played": [7]},
        ],
        "active": [1],
        "last_round": {"round": 1, "prize": 7, "bids": [8, 4, 7], "winner": 0},
        "over": False,
        "ruleset": RULESET,
    }
    first = view_for(loaded(position([], 1, [2, 3, 4, 5, 6, 7, 8])), None)
    assert first["last_round"] is None and first["round"] == 1 and first["past_prizes"] == []


def test_G_V2_a_seat_sees_its_own_hand_and_bid_only() -> None:
    s = loaded(mid_game())
    view = view_for(s, 0)
    assert view["seat"] == 0
    assert view["players"][0] == {
        "id": "a",
        "hand_count": 7,
        "has_bid": True,
        "played": [8],
        "hand": [1, 2, 3, 4, 5, 6, 7],
        "bid": 6,
    }
    assert view["players"][1] == {"id": "b", "hand_count": 7, "has_bid": False, "played": [4]}
    assert view["players"][2] == {"id": "c", "hand_count": 7, "has_bid": True, "played": [7]}
    assert view_for(s, 1)["players"][1]["bid"] is None
    for seat in (None, 0, 1, 2):
        v = view_for(s, seat)
        assert "deck" not in v
        assert all("bid" not in p for i, p in enumerate(v["players"]) if i != seat)
        assert all("hand" not in p for i, p in enumerate(v["players"]) if i != seat)
    # The events of a bid: only the bidder reads the card.
    after, events = bid(s, 1, 3)
    assert events[0] == BidPlaced(1, 3)
    assert [say(e, 1, "en") for e in events] == [
        "Bid 3",
        "Prize 5: Player 1 bid 6, Player 2 bid 3, Player 3 bid 1 — Player 1 wins 5",
        "Round 3: the prize is 1",
    ]
    for viewer in (None, 0, 2):
        assert say(events[0], viewer, "en") == "Placed a bid"
        assert say(events[0], viewer, "it") == "Ha fatto la sua puntata"
    assert after.prize == 1


def test_G_V3_everything_is_shown_once_over() -> None:
    rounds = [(3, [3, 1]), (1, [2, 2]), (2, [1, 3])]
    s = loaded(position(rounds, None, [], cards=3, ids=["a", "b"]))
    for seat in (None, 0, 1):
        view = view_for(s, seat)
        assert view["over"] is True and view["prize"] is None and view["active"] == []
        assert view["players"] == [
            {
                "id": "a",
                "hand_count": 0,
                "has_bid": False,
                "played": [3, 2, 1],
                "hand": [],
                "bid": None,
            },
            {
                "id": "b",
                "hand_count": 0,
                "has_bid": False,
                "played": [1, 2, 3],
                "hand": [],
                "bid": None,
            },
        ]
        assert view["winners"] == [0] and view["ranks"] == [1, 2]
        assert view["last_round"] == {"round": 3, "prize": 2, "bids": [1, 3], "winner": 1}
        assert redeal_hidden(s, seat, 5) == s


@pytest.mark.parametrize("seat", [None, 0, 1, 2])
def test_redealing_what_a_seat_cannot_see_changes_none_of_its_view(seat: int | None) -> None:
    s = loaded(mid_game())
    view = view_for(s, seat)
    seen = set()
    for k in range(30):
        other = redeal_hidden(s, seat, k)
        assert view_for(other, seat) == view
        assert load(dump(other)) == other
        assert redeal_hidden(s, seat, k) == other  # pure
        assert [b is None for b in other.bids] == [b is None for b in s.bids]
        if seat is not None and s.bids[seat] is not None:
            assert other.bids[seat] == s.bids[seat]
        seen.add(text(other))
    assert len(seen) > 10


def test_the_public_redeal_picks_other_pending_bids_too() -> None:
    s = loaded(mid_game())
    bids = {redeal_hidden(s, None, k).bids for k in range(40)}
    assert len({b[0] for b in bids}) > 2 and len({b[2] for b in bids}) > 2
    assert {b[1] for b in bids} == {None}
    assert {redeal_hidden(s, 0, k).bids[0] for k in range(40)} == {6}


def test_views_are_json() -> None:
    s = loaded(mid_game())
    s, _ = play_round(s)  # no bids: unchanged
    for seat in (None, 0, 1, 2):
        assert json.loads(json.dumps(view_for(s, seat))) == view_for(s, seat)
    with pytest.raises(ValueError, match="no seat"):
        view_for(s, 3)
    with pytest.raises(ValueError, match="no seat"):
        redeal_hidden(s, 3, 0)
