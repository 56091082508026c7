"""The ``goofspiel`` table, panel and texts as a phone player meets them, for 2 to 4 seats.

One tap bids: a button per card of the hand, labelled by its number, in rows of five and the
Refresh button on a row of its own. The final table names the winners and shows every score.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.games import goofspiel
from bot.games.goofspiel import Bid, State, view_for
from bot.games.goofspiel.adapter import ADAPTER
from bot.games.goofspiel.adapter.table import place, points
from bot.i18n import ENGLISH as EN
from bot.storage import GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, Panel, SeatSight
from cogs.controls import components
from cogs.table import table_view
from tests.fakediscord import specval
from tests.games.goofspiel.helpers import loaded, position


def record(
    players: int, status: Status = Status.RUNNING, *, absent: int | None = None
) -> GameRecord:
    return GameRecord(
        id=12, kind="goofspiel", guild_id=1, channel_id=2, status=status, version=7,
        host_id=100, max_seats=4, options={}, ruleset="standard", ruleset_json=None, seed=1,
        state_json=None, message_id=None, broken_reason=None, created_at="t", updated_at="t",
        started_at="t", finished_at=None, deadline_at="2030-01-01T00:00:00+00:00",
        seats=tuple(SeatRecord(12, 100 + s, s, "t", absent=s == absent) for s in range(players)),
    )  # fmt: skip


def table_body(game: GameRecord, s: State) -> dict[str, Any]:
    message = ADAPTER.table(game, view_for(s, None), [])
    body: dict[str, Any] = {"content": message["content"], "embeds": [message["embed"].to_dict()]}
    buttons = table_view(ADAPTER, game, view_for(s, None))
    if buttons is not None:
        body["components"] = buttons.to_components()
    return body


def sight(game: GameRecord, s: State, seat: int) -> SeatSight:
    legal = tuple(goofspiel.legal_actions(s, seat))
    return SeatSight(game, seat, view_for(s, seat), legal, goofspiel.active_seats(s))


def panel_body(game: GameRecord, s: State, seat: int) -> dict[str, Any]:
    panel = ADAPTER.panel(sight(game, s, seat), "Done: Bid 3.")
    return {
        "embeds": [panel.embed.to_dict()],
        "components": components(game, panel.controls).to_components(),
        "flags": 64,
    }


def buttons(panel: Panel) -> list[Button]:
    out = [c for c in panel.controls if isinstance(c, Button)]
    assert len(out) == len(panel.controls), "the panel has buttons only"
    return out


def finish(s: State, rng: random.Random) -> State:
    while not s.over:
        seat = rng.choice(goofspiel.active_seats(s))
        s, _ = goofspiel.apply(s, seat, rng.choice(goofspiel.legal_actions(s, seat)))
    return s


@pytest.mark.parametrize("ruleset", ["standard", "classic"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_table_and_panel_of_a_game_validates(players: int, ruleset: str) -> None:
    rng = random.Random(players)
    s = goofspiel.new_game(players, players, ruleset=goofspiel.named_ruleset(ruleset))
    game = record(players, absent=1)
    while not s.over:
        body = table_body(game, s)
        assert specval.check_message_payload(body, kind="channel") == []
        for seat in range(players):
            body = panel_body(game, s, seat)
            assert specval.check_message_payload(body) == [], body
        seat = rng.choice(goofspiel.active_seats(s))
        s, _ = goofspiel.apply(s, seat, rng.choice(goofspiel.legal_actions(s, seat)))
    body = table_body(record(players, Status.FINISHED, absent=1), s)
    assert specval.check_message_payload(body, kind="channel") == []


def test_one_tap_bids_a_button_per_card_labelled_by_its_number() -> None:
    s = goofspiel.new_game(3, 2, ruleset=goofspiel.named_ruleset("classic"))
    game = record(3)
    panel = ADAPTER.panel(sight(game, s, 0), None)
    *cards, refresh = buttons(panel)
    assert [c.label for c in cards] == [str(c) for c in range(1, 14)]
    assert all(c.verb == "bid" and not c.disabled and c.style == "primary" for c in cards)
    assert [c.row for c in cards] == [i // 5 for i in range(13)]
    assert (refresh.verb, refresh.label, refresh.row) == ("refresh", "Refresh", 3)
    for c in cards:
        step = ADAPTER.click(sight(game, s, 0), c.verb, c.arg)
        assert step.action == Bid(int(c.label))
    s, _ = goofspiel.apply(s, 0, Bid(13))
    after = ADAPTER.panel(sight(game, s, 0), None)
    assert all(c.disabled for c in buttons(after) if c.verb == "bid")
    assert "You bid **13**" in (after.embed.description or "")


def test_the_refresh_button_has_a_row_of_its_own_whatever_the_hand() -> None:
    s = loaded(position([(1, [5, 4]), (8, [8, 6]), (2, [1, 1]), (3, [2, 3])], 4, [5, 6, 7]))
    panel = ADAPTER.panel(sight(record(2), s, 0), None)
    *cards, refresh = buttons(panel)
    assert [c.label for c in cards] == ["3", "4", "6", "7"]
    assert {c.row for c in cards} == {0} and refresh.row == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_final_table_shows_every_score_and_the_winners(players: int) -> None:
    s = finish(goofspiel.new_game(players, 40 + players), random.Random(players))
    result = goofspiel.outcome(s)
    assert result is not None
    game = record(players, Status.FINISHED, absent=0)
    message = ADAPTER.table(game, view_for(s, None), [])
    embed = message["embed"]
    text = json.dumps(embed.to_dict(), ensure_ascii=False)
    names = [seat.mention for seat in game.seats]
    first = (embed.description or "").splitlines()[0]
    assert (
        first.startswith("🏆 ") and f"with {points(result.scores[result.winners[0]], EN)}!" in first
    )
    assert all(names[w] in first for w in result.winners)
    for seat, field in enumerate(embed.fields):
        assert names[seat] in str(field.value)
        assert f"**{points(result.scores[seat], EN)}**" in str(field.value)
        assert str(field.name).startswith(f"Seat {seat + 1} · {place(result.ranks[seat], EN)}")
        assert ("🏆" in str(field.name)) == (seat in result.winners)
    assert "cards left" not in text and "away" not in text and "choosing" not in text
    assert message["content"].startswith("Game #12 is over!")


def test_a_shared_win_and_a_tied_round_read_as_sentences() -> None:
    rounds = [(p, [c, c, c]) for p, c in zip([3, 1, 2], [1, 2, 3], strict=True)]
    s = loaded(position(rounds, None, [], cards=3))
    game = record(3, Status.FINISHED)
    description = ADAPTER.table(game, view_for(s, None), [])["embed"].description or ""
    assert description.startswith("🏆 <@100>, <@101> and <@102> share the win with 0 points!")
    assert "Round 3, prize **2**: <@100> 3, <@101> 3, <@102> 3. A tie for the highest bid" in (
        description
    )


def test_one_point_is_singular() -> None:
    assert [points(n, EN) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert [place(r, EN) for r in (1, 2, 3, 4)] == ["1st", "2nd", "3rd", "4th"]
    s = loaded(position([(1, [5, 4])], 8, [2, 3, 4, 5, 6, 7]))
    game = record(2)
    table = ADAPTER.table(game, view_for(s, None), [])["embed"]
    assert "**1 point** (won 1)" in str(table.fields[0].value)
    panel = ADAPTER.panel(sight(game, s, 0), None).embed
    assert str(panel.fields[1].value) == "1 · 1 point"


def test_the_done_texts() -> None:
    game = record(2)
    s = loaded(position([], 5, [1, 2, 3, 4, 6, 7, 8]))
    s, events = goofspiel.apply(s, 0, Bid(6))
    assert ADAPTER.done(game, events, 0, "en") == "Bid 6"
    assert ADAPTER.done(game, events, 1, "en") == "Placed a bid"
    s, events = goofspiel.apply(s, 1, Bid(2))
    assert ADAPTER.done(game, events, 1, "en") == (
        "Bid 2. Prize 5: <@100> bid 6, <@101> bid 2 — <@100> wins 5. Round 2: the prize is 1"
    )
    s = loaded(position([(p, [p, 9 - p]) for p in range(1, 8)], 8, [], cards=8))
    s, _ = goofspiel.apply(s, 0, Bid(8))
    s, events = goofspiel.apply(s, 1, Bid(1))
    assert ADAPTER.done(game, events, 1, "en").endswith(
        "The game is over: <@100> wins with 26 points"
    )


def test_the_public_table_hides_the_pending_bids() -> None:
    s = goofspiel.new_game(4, 5)
    s, _ = goofspiel.apply(s, 0, Bid(8))
    s, _ = goofspiel.apply(s, 2, Bid(1))
    game = record(4)
    body = table_body(game, s)
    assert "has bid" in json.dumps(body)
    for r in range(4):
        assert table_body(game, goofspiel.redeal_hidden(s, None, r)) == body
