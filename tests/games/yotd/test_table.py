"""The ``yotd`` table in text (``adapter/table.py``): the whole year with the current month
marked, the groups with who sits in each, the person track in turn order, every player's
palaces and resources; it pings only the seat that must decide, speaks the game's language,
and is the same whatever the hidden information."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bot.games.yotd import RULES, view_for
from bot.games.yotd.adapter import ADAPTER
from bot.games.yotd.adapter.words import event_label, tile_name
from bot.games.yotd.state import State
from tests.games.yotd.test_panel import current, first, positions, record, sight


def table(s: State, language: str = "en") -> tuple[str, str, dict[str, str]]:
    """The table's content, its description and its fields by name."""
    message = ADAPTER.table(record(len(s.players), language), view_for(s, None), [])
    embed = message["embed"].to_dict()
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    return message["content"], embed["description"], fields


def test_the_year_marks_the_current_month_and_strikes_the_past() -> None:
    s = first(lambda s: s.month == 4)
    _, _, fields = table(s)
    lines = fields["The year"].splitlines()
    assert len(lines) == 12
    for m, (line, event) in enumerate(zip(lines, s.events, strict=True), 1):
        words = f"{m} · {event_label(event, 'en')}"
        expected = f"~~{words}~~" if m < 4 else f"▶ **{words}**" if m == 4 else words
        assert line == expected


def test_the_groups_say_who_sits_where_and_the_track_is_in_turn_order() -> None:
    s = first(lambda s: s.step == "action" and sum(map(len, s.dragons)) >= 2)
    _, _, fields = table(s)
    groups = fields[f"Actions of month {s.month}"].splitlines()
    assert len(groups) == len(s.groups)
    for line, dragons in zip(groups, s.dragons, strict=True):
        if dragons:
            assert all(f"<@{100 + seat}>" in line for seat in dragons), line
        else:
            assert line.endswith("— free"), line
    track = fields["Person track (turn order)"]
    shown = [int(part.split("<@")[1].split(">")[0]) - 100 for part in track.split(" · ")]
    assert shown == list(s.order)
    for seat in s.order:
        assert f"<@{100 + seat}> 👣{s.players[seat].track}" in track


def test_every_player_shows_palaces_persons_and_resources() -> None:
    s = first(lambda s: s.month >= 3 and any(len(p.palaces) > 2 for p in s.players))
    _, _, fields = table(s)
    for seat, p in enumerate(s.players):
        name = next(n for n in fields if n.startswith(f"Seat {seat + 1}"))
        value = fields[name]
        for part in (f"💴{p.yuan}", f"🍚{p.rice}", f"🎆{p.fireworks}", f"⭐{p.points}"):
            assert part in value, (part, value)
        assert f"{sum(p.hand)} card" in value
        for i, palace in enumerate(p.palaces):
            line = next(ln for ln in value.splitlines() if ln.startswith(f"🏯{i + 1} ·"))
            assert f"{palace.floors} floor" in line
            for tile in palace.persons:
                assert tile_name(tile, "en") in line


def test_only_the_seat_to_decide_is_pinged_and_a_bot_is_said() -> None:
    s = positions(2, 3)[20]
    seat = current(s)
    message = ADAPTER.table(record(3), view_for(s, None), [])
    assert message["content"] == f"<@{100 + seat}>, your turn in game #31."
    assert [u.id for u in message["allowed_mentions"].users] == [100 + seat]
    assert f"Seat {seat + 1} · ▶ to decide" in {f.name for f in message["embed"].fields}
    game = record(3)
    seats = list(game.seats)
    seats[seat] = replace(seats[seat], user_id=-1, bot="normal", name="Robo")
    message = ADAPTER.table(replace(game, seats=tuple(seats)), view_for(s, None), [])
    assert message["content"] == "Game #31: a bot is playing."
    assert message["allowed_mentions"].users == []


def test_a_release_and_a_build_say_what_is_being_decided() -> None:
    s = first(lambda s: s.step == "release")
    _, description, _ = table(s)
    event = event_label(s.events[s.month - 1], "en")
    owed = s.owed[current(s)]
    person = "a person" if owed == 1 else f"{owed} persons"
    assert f"<@{100 + current(s)}> releases {person} ({event})" in description
    s = first(lambda s: s.step == "build")
    _, description, _ = table(s)
    floors = "a floor" if s.build_left == 1 else f"{s.build_left} floors"
    assert f"<@{100 + current(s)}> places {floors}" in description


def test_the_final_table_names_the_winner_and_each_final_scoring() -> None:
    s = RULES.new_game(3, 11)
    rng = random.Random(11)
    while not s.over:
        seat = current(s)
        s, _ = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    content, description, fields = table(s)
    outcome = RULES.outcome(s)
    assert outcome is not None
    best = max(p.points for p in s.players)
    assert f"won with {best} points" in description
    assert f"<@{100 + outcome.winners[0]}>" in description.split("won")[0]
    assert content.startswith("Game #31 is over")
    for seat, p in enumerate(s.players):
        assert p.final is not None
        name = next(n for n in fields if n.startswith(f"Seat {seat + 1}"))
        assert f"final: persons {p.final.persons}, monks {p.final.monks}" in name


@pytest.mark.parametrize("language", ["it", "es"])
def test_the_table_speaks_the_games_language(language: str) -> None:
    s = first(lambda s: s.step == "action")
    _, description, fields = table(s, language)
    english = table(s)
    assert description != english[1] and set(fields) != set(english[2])
    year = {"it": "L'anno", "es": "El año"}[language]
    assert year in fields


def test_the_table_is_the_same_whatever_the_hidden_information() -> None:
    for s in positions(3, 4, every=13):
        public: Any = table(s)
        for seat in range(4):
            assert table(RULES.redeal_hidden(s, seat, 5)) == public


def test_absent_players_are_marked() -> None:
    s = positions(4, 2)[5]
    game = record(2)
    seats = (replace(game.seats[0], absent=True), game.seats[1])
    message = ADAPTER.table(replace(game, seats=seats), view_for(s, None), [])
    assert any("away" in f.name for f in message["embed"].fields)


def test_a_build_offers_its_suggested_floor_on_the_table_and_nothing_else_does() -> None:
    s = first(lambda s: s.step == "build")
    (button,) = ADAPTER.table_controls(record(3), view_for(s, None))
    assert button.verb == "plan" and button.label.startswith("✅ Suggested: 🏯")
    panel = ADAPTER.panel(sight(s), None)
    planned = next(c for c in panel.controls if getattr(c, "verb", "") == "plan")
    assert planned.label == button.label  # the same floor as the builder's panel offers
    assert ADAPTER.click(sight(s), "plan", 0).action in sight(s).legal
    for other in positions(2, 3, every=9):
        if other.step != "build":
            assert ADAPTER.table_controls(record(3), view_for(other, None)) == ()
