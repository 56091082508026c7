"""Village's Discord adapter reads the view only through ``reader.read``, once per drawing.

A view missing a field makes the panel, its taps and the table raise the reader's
``InvalidState`` naming that field; one drawing parses its view once (the panel's picture
included); and a hand-made position shows the labels a player expects.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine import InvalidState
from bot.games import village
from bot.games.village import Bribe, reader
from bot.games.village.adapter import ADAPTER, panel, pictures, previews, table
from bot.games.village.state import State
from bot.storage import ActionRecord, GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, SeatSight, Select
from tests.games.village.positions import player, position


def record(players: int) -> GameRecord:
    return GameRecord(
        id=12, kind="village", guild_id=1, channel_id=2, status=Status.RUNNING, version=40,
        host_id=100, max_seats=5, options={}, ruleset="standard", ruleset_json=None, seed=1,
        state_json=None, message_id=None, broken_reason=None, created_at="t", updated_at="t",
        started_at="t", finished_at=None,
        seats=tuple(SeatRecord(12, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def known() -> State:
    """Seat 1 to play: 2 Axes, a Crown and a Wild in hand, a Crown bribe of 2 +1 Wild."""
    return village.load(
        position(
            players=[
                player(0, {"axe": 2, "crown": 1, "wild": 1}, {"crown": (2, 1)}),
                player(1, {"feather": 3}),
            ],
            deck="axe sword",
            discard="goblet",
            stalls={3: "goblet goblet sword", 2: "feather", 1: "axe", 0: "wild"},
        )
    )


def sight(draft: dict[str, Any] | None = None, view: dict[str, Any] | None = None) -> SeatSight:
    s = known()
    seen = village.view_for(s, 0) if view is None else view
    return SeatSight(record(2), 0, seen, tuple(village.legal_actions(s)), (0,), draft or {})


def labels(draft: dict[str, Any]) -> list[str]:
    return [c.label for c in ADAPTER.panel(sight(draft), None).controls if isinstance(c, Button)]


def without(view: dict[str, Any], path: str) -> dict[str, Any]:
    """A copy of ``view`` with one field taken out (``"deck_count"``, ``"players.0.hand"``)."""
    out = copy.deepcopy(view)
    *parents, last = path.split(".")
    doc: Any = out
    for key in parents:
        doc = doc[int(key)] if isinstance(doc, list) else doc[key]
    del doc[last]
    return out


# --------------------------------------------------------------------------------------------
# Through the reader


SEAT_FIELDS = {
    "deck_count": "deck_count",
    "stalls": "stalls",
    "values": "values",
    "ruleset": "ruleset",
    "players.0.bribes": "players[0].bribes",
    "players.0.hand": "players[0].hand",
}


@pytest.mark.parametrize("path", sorted(SEAT_FIELDS))
@pytest.mark.parametrize("draft", [{}, {"step": "market"}, {"step": "bribe"}])
def test_a_panel_of_a_view_missing_a_field_names_it(path: str, draft: dict[str, Any]) -> None:
    broken = sight(draft, without(village.view_for(known(), 0), path))
    with pytest.raises(InvalidState, match=SEAT_FIELDS[path].replace("[", r"\[")):
        ADAPTER.panel(broken, None)


@pytest.mark.parametrize("tap", ["click", "pick"])
def test_a_tap_on_a_view_missing_a_field_names_it_and_is_no_unreadable_choice(tap: str) -> None:
    broken = sight({"step": "bribe"}, without(village.view_for(known(), 0), "deck_count"))
    with pytest.raises(InvalidState, match="deck_count"):
        if tap == "click":
            ADAPTER.click(broken, "draw", 0)
        else:
            ADAPTER.pick(broken, "type", ["crown"])


@pytest.mark.parametrize("path", ["current", "track", "players.1.hand_count", "discard"])
def test_a_table_of_a_view_missing_a_field_names_it(path: str) -> None:
    broken = without(village.view_for(known(), None), path)
    with pytest.raises(InvalidState, match=path.replace("players.1.", r"players\[1\].")):
        ADAPTER.table(record(2), broken, [])


def test_the_final_table_reads_its_scores_through_the_reader() -> None:
    over = village.load({**village.dump(known()), "over": True})
    with pytest.raises(InvalidState, match="ranks"):
        ADAPTER.table(record(2), without(village.view_for(over, None), "ranks"), [])


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Count the views parsed, wherever the adapter reads them from."""
    calls: list[int] = []
    real = reader.read

    def counting(view: Any) -> reader.Seen:
        calls.append(1)
        return real(view)

    for module in (reader, panel, table):
        monkeypatch.setattr(module, "read", counting)
    yield calls


@pytest.mark.parametrize(
    "draft",
    [
        {},
        {"step": "bribe", "treasure": "crown", "k": 1, "w": 1},
        {"step": "market"},
        {"step": "pay", "stall": 2},
        {"step": "curse", "stall": 2, "pay": {"axe": 1, "wild": 1}},
    ],
)
def test_one_panel_drawing_parses_its_view_once(reads: list[int], draft: dict[str, Any]) -> None:
    drawn = ADAPTER.panel(sight(draft), "notice")
    assert drawn.picture is not None
    assert len(reads) == 1  # the panel, in the bot's process
    again = pickle.loads(pickle.dumps(drawn.picture))  # the picture goes to a worker whole
    again({0: "Ana"})
    assert len(reads) == 2  # the worker reads the view once more, the bot never again


def test_one_table_drawing_parses_its_view_once(reads: list[int]) -> None:
    ADAPTER.table(record(2), village.view_for(known(), None), [])
    assert len(reads) == 1


def test_the_panel_picture_is_the_picture_of_the_view() -> None:
    drawn = ADAPTER.panel(sight(), None)
    assert drawn.picture is not None
    assert drawn.picture({0: "Ana"}) == pictures.render_hand(
        village.view_for(known(), 0), {0: "Ana"}
    )


@pytest.mark.parametrize("how", [previews.preview, previews.preview_parts])
def test_a_preview_reads_a_view_or_its_seen_alike(how: Callable[..., Any]) -> None:
    view = village.view_for(known(), 0)
    for action in village.legal_actions(known()):
        assert how(reader.read(view), action, "en") == how(view, action, "en")


# --------------------------------------------------------------------------------------------
# What a player sees


def test_the_main_step_offers_the_three_moves() -> None:
    assert labels({}) == ["Bribe the Dragon", "Black Market", "Draw a card", "Refresh"]


def test_the_market_step_names_each_stall_and_its_cards() -> None:
    assert labels({"step": "market"}) == [
        "3 stall: 3 cards",  # the label fits 25 characters; the text lists the cards
        "2 stall: Phoenix Feather",
        "1 stall: Barbarian's Axe",
        "Take 0 stall: Wild",
        "Back",
    ]
    text = ADAPTER.panel(sight({"step": "market"}), None).embed.description
    assert text is not None and "**3** · Enchanted Sword, 2× Golden Goblet" in text


def test_the_bribe_step_shows_the_hand_the_bribe_and_the_preview() -> None:
    draft = {"step": "bribe", "treasure": "crown", "k": 1, "w": 0}
    drawn = ADAPTER.panel(sight(draft), None)
    assert drawn.embed.description is not None
    assert drawn.embed.description.endswith(
        "**Bribe the Dragon**: Bribe a King's Crown: the King's Crown token stays on top, "
        "worth 4.\n"
        "⚠️ Only 2 cards left: unless a King's Crown or a Wild turns up, this ends the game."
    )
    kinds = [c for c in drawn.controls if isinstance(c, Button) and c.verb == "treasure"]
    assert [(b.label, b.style) for b in kinds] == [
        ("Barbarian's Axe (A)", "secondary"),
        ("King's Crown (K)", "primary"),
    ]
    (wilds,) = [c for c in drawn.controls if isinstance(c, Select)]  # 1 Crown only: no count
    assert (wilds.field, [o.label for o in wilds.options]) == ("wilds", ["0 Wilds", "1 Wild"])
    assert (
        next(b.label for b in drawn.controls if isinstance(b, Button) and b.verb == "confirm")
        == previews.preview_parts(village.view_for(known(), 0), Bribe("crown", 1, 0), "en")[0]
    )
    fields = {f.name: f.value for f in drawn.embed.fields}
    assert fields["Your bribes"] == "King's Crown (K) 2 +1 Wild (×4)"
    assert fields["If the game ended now"] == f"{village.scores(known())[0]} points"
    assert fields["Cards in hand (4)"].splitlines() == [
        "**2** × Barbarian's Axe (A) — −1 each if kept",
        "**1** × King's Crown (K) — +4 each (joins your Crown bribe)",
        "**1** × Wild (W) — −2 each if kept; join any bribe",
    ]


def test_the_pay_and_curse_steps_offer_the_hand_then_the_treasures_paid() -> None:
    drawn = ADAPTER.panel(sight({"step": "pay", "stall": 2}), None)
    pay = drawn.controls[0]
    assert isinstance(pay, Select) and pay.count == 2
    assert [o.value for o in pay.options] == ["axe:1", "axe:2", "crown:1", "wild:1"]
    assert labels({"step": "curse", "stall": 2, "pay": {"axe": 1, "wild": 1}}) == [
        "Buy: curse Axe −2",
        "Back",
    ]
    assert labels({"step": "pay", "stall": 1}) == [
        "Pay 1 Axe, curse it",
        "Pay 1 Crown, curse it",
        "Back",
    ]


def test_the_table_shows_the_favor_the_market_and_every_seat() -> None:
    message = ADAPTER.table(record(2), village.view_for(known(), None), [])
    assert message["content"] == "<@100>, it's your turn in game #12."
    fields = [(f.name, f.value) for f in message["embed"].fields]
    assert fields[0][1].splitlines()[0] == "**4** · King's Crown (K)"
    assert fields[1][1].splitlines()[-1] == "**0** · Wild"
    assert fields[2:] == [
        ("Seat 1 ▶ to play", "<@100> · 4 cards in hand\nKing's Crown (K) 2 +1 Wild (×4)"),
        ("Seat 2", "<@101> · 3 cards in hand\nno bribes yet"),
    ]
    assert message["embed"].footer.text == "Deck: 2 cards · Discard: 1 Golden Goblet · turn 1"


def test_the_turn_is_the_number_of_moves_played_plus_one_not_the_version() -> None:
    recent = [ActionRecord(12, seq, 0, "{}", "t") for seq in (6, 7, 8)]
    message = ADAPTER.table(record(2), village.view_for(known(), None), recent)
    assert message["embed"].footer.text.endswith("· turn 9")  # the version is 40


def test_the_table_offers_the_moves_of_the_seat_to_move() -> None:
    controls = ADAPTER.table_controls(record(2), village.view_for(known(), None))
    assert [(b.verb, b.label, b.arg) for b in controls] == [
        ("draw", "Draw a card", 0),
        ("stall", "Take 0 stall: Wild", 0),
        ("bribe", "Bribe…", 0),
        ("market", "Black Market…", 0),
    ]
    over = village.load({**village.dump(known()), "over": True})
    assert ADAPTER.table_controls(record(2), village.view_for(over, None)) == ()
