"""No public table shows a hand, across many random games: changing every hidden card (other
hands, the deck order) leaves the public table byte-for-byte the same (R-V2)."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games import village
from bot.games.village.adapter import ADAPTER
from bot.games.village.adapter.table import table_message
from bot.games.village.state import State
from bot.storage import ActionRecord, GameRecord, SeatRecord, Status
from bot.ui import ids
from bot.ui.adapter import SeatSight
from cogs.controls import components
from cogs.table import table_view
from tests.fakediscord import specval
from tests.games.village.hidden import reshuffle_hidden

CARD_IDS = {*village.default_ruleset().ids, "wild"}


def record(players: int, status: Status = Status.RUNNING, version: int = 40) -> GameRecord:
    return GameRecord(
        id=12, kind="village", guild_id=1, channel_id=2, status=status, version=version,
        host_id=100, max_seats=5, options={}, ruleset="standard", ruleset_json=None, seed=1,
        state_json=None, message_id=None, broken_reason=None, created_at="t", updated_at="t",
        started_at="t", finished_at=None,
        seats=tuple(SeatRecord(12, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def public_payload(game: GameRecord, s: State, recent: list[ActionRecord]) -> dict[str, Any]:
    content = table_message(game, village.view_for(s, None), recent)
    body: dict[str, Any] = {"content": content["content"], "embeds": [content["embed"].to_dict()]}
    view = table_view(ADAPTER, game, village.view_for(s, None))
    if view is not None:
        body["components"] = view.to_components()
    return body


def custom_ids(components: list[dict[str, Any]]) -> list[str]:
    out = []
    for c in components:
        if "custom_id" in c:
            out.append(c["custom_id"])
        out += custom_ids(c.get("components", []))
    return out


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5))
def test_the_public_table_is_the_same_whatever_the_hidden_cards(seed: int, players: int) -> None:
    rng = random.Random(seed)
    s = village.new_game(players, seed)
    game = record(players)
    recent: list[ActionRecord] = []
    seq = 0
    while not s.over:
        before = s
        action = rng.choice(village.legal_actions(s))
        s, events = village.apply(s, action)
        seq += 1
        summary = ADAPTER.summary(game, events)
        recent = [*recent[-4:], ActionRecord(12, seq, before.current, "{}", "t", summary)]
        if s.over or rng.random() > 0.25:
            continue
        body = public_payload(game, s, recent)
        if seq % 7 == 0:  # the spec check is the slow part: a sample of positions
            assert specval.check_message_payload(body, kind="channel") == []
        for _ in range(2):
            assert public_payload(game, reshuffle_hidden(s, rng), recent) == body
        for cid in custom_ids(body.get("components", [])):
            assert ids.is_ours(cid) and not set(cid.split(":")) & CARD_IDS


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5))
def test_hand_panels_put_no_card_in_a_custom_id_and_validate(seed: int, players: int) -> None:
    rng = random.Random(seed)
    s = village.new_game(players, seed)
    game = record(players)
    drafts: list[dict[str, Any]] = [
        {},
        {"step": "bribe"},
        {"step": "market"},
        {"step": "draw"},
    ]
    while not s.over:
        view = village.view_for(s, s.current)
        me = view["players"][s.current]
        for t in [t for t in village.default_ruleset().ids if me["hand"][t]][:1]:
            drafts.append({"step": "bribe", "treasure": t, "k": 1, "w": 0})
        paying = [c for c, n in me["hand"].items() if n][:2]
        if paying:
            drafts.append({"step": "curse", "stall": 2, "pay": {c: 1 for c in paying}})
            drafts.append({"step": "pay", "stall": 3})
        legal = tuple(village.legal_actions(s))
        for draft in drafts:
            sight = SeatSight(game, s.current, view, legal, (s.current,), draft)
            panel = ADAPTER.panel(sight, "notice")
            body = {
                "embeds": [panel.embed.to_dict()],
                "components": components(game, panel.controls).to_components(),
                "flags": 64,
            }
            assert specval.check_message_payload(body) == [], (draft, body)
            for cid in custom_ids(body["components"]):
                assert ids.is_ours(cid), cid
                assert not set(cid.split(":")) & CARD_IDS, cid
        drafts = drafts[:4]
        for _ in range(rng.randint(3, 12)):  # a few positions per game: keep the test quick
            if not s.over:
                s, _ = village.apply(s, rng.choice(village.legal_actions(s)))


def test_the_final_table_validates_and_shows_every_score() -> None:
    rng = random.Random(3)
    s = village.new_game(4, 3)
    while not s.over:
        s, _ = village.apply(s, rng.choice(village.legal_actions(s)))
    game = record(4, Status.FINISHED)
    body = public_payload(game, s, [])
    assert specval.check_message_payload(body, kind="channel") == []
    text = json.dumps(body)
    for score in village.scores(s):
        assert f"{score} points" in text
    labels = [b.get("label") for row in body.get("components", []) for b in row["components"]]
    assert labels == ["Play again"]  # no move is offered on a finished table
