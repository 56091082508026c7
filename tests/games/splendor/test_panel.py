"""Splendor's panel and table (``bot/games/splendor/adapter``): moves in the fewest taps, only
legal moves, forged values refused, payloads within Discord's limits, nothing hidden shown.

The tap counts are found by a search over the panel itself (every button and select option it
draws, from an empty draft): each legal action of the seat to move is reached, in at most 3
taps for three gems, 2 for two of a colour, 1 for a buy whose payment is no choice (2 when it
is, 3 past 25 payments: the gold first), 1 for a reserve, one per token returned, 1 for a noble.
"""

from __future__ import annotations

import json
import random
from collections import deque
from dataclasses import replace
from typing import Any

import pytest

from bot.games import splendor
from bot.games.splendor import hidden, legal_actions, rules, view_for
from bot.games.splendor.adapter import ADAPTER
from bot.games.splendor.adapter.words import card_cost_text
from bot.games.splendor.board import payments
from bot.games.splendor.ruleset import GEMS
from bot.games.splendor.state import (
    Action,
    ChooseNoble,
    Pass,
    Purchase,
    Reserve,
    Reserved,
    Return,
    State,
    Take,
    TakeTwo,
)
from bot.services import errors
from bot.storage import GameRecord, SeatRecord, Status
from bot.ui.adapter import Button, SeatSight, Select, Step
from cogs.controls import components
from tests.fakediscord import specval
from tests.games.splendor.helpers import card, cards_where, position, tokens

OPTIONS_MAX = 25


def record(players: int) -> GameRecord:
    return GameRecord(
        id=31, kind="splendor", guild_id=1, channel_id=2, status=Status.RUNNING, version=9,
        host_id=100, max_seats=4, options={}, ruleset="standard", ruleset_json=None, seed=1,
        state_json=None, message_id=None, broken_reason=None, created_at="t", updated_at="t",
        started_at="t", finished_at=None,
        seats=tuple(SeatRecord(31, 100 + s, s, "t") for s in range(players)),
    )  # fmt: skip


def sight(s: State, draft: dict[str, Any] | None = None, locale: str = "en") -> SeatSight:
    seat = s.current
    legal = tuple(legal_actions(s, seat))
    return SeatSight(
        record(len(s.players)), seat, view_for(s, seat), legal, (seat,), draft or {}, locale
    )


def moves(sight: SeatSight) -> list[tuple[str, str, Any]]:
    """Every tap the panel offers: ("click", verb, arg) and ("pick", field, value)."""
    out: list[tuple[str, str, Any]] = []
    for c in ADAPTER.panel(sight, None).controls:
        if isinstance(c, Button) and not c.disabled and c.verb not in ("refresh", "clear"):
            out.append(("click", c.verb, c.arg))
        elif isinstance(c, Select):
            out += [("pick", c.field, o.value) for o in c.options]
    return out


def tap(sight: SeatSight, how: str, name: str, value: Any) -> Step:
    if how == "click":
        return ADAPTER.click(sight, name, value)
    return ADAPTER.pick(sight, name, [value])


def fewest_taps(s: State) -> dict[Action, int]:
    """The fewest taps from an empty draft to each action the panel can play."""
    found: dict[Action, int] = {}
    seen: set[str] = set()
    queue: deque[tuple[dict[str, Any], int]] = deque([({}, 0)])
    while queue:
        draft, depth = queue.popleft()
        here = sight(s, draft)
        for how, name, value in moves(here):
            step = tap(here, how, name, value)
            if step.action is not None:
                assert step.action in here.legal, step.action
                found.setdefault(step.action, depth + 1)
            elif step.draft is not None:
                key = json.dumps(step.draft, sort_keys=True)
                if key not in seen and depth < 4:
                    seen.add(key)
                    queue.append((step.draft, depth + 1))
    return found


def allowed(s: State, action: Action) -> int:
    """The most taps the issue allows for ``action``."""
    if isinstance(action, Take):
        return len(action.gems)
    if isinstance(action, TakeTwo):
        return 2 if len([g for g in range(5) if s.bank[g]]) > 1 else 1
    if isinstance(action, Purchase):
        player = s.players[s.current]
        ways = payments(s.ruleset, player, s.ruleset.card[action.card])
        return 1 if len(ways) == 1 else 2 if len(ways) <= OPTIONS_MAX else 3
    if isinstance(action, Return):
        return sum(action.tokens)
    return 1


def positions(seed: int, players: int, every: int) -> list[State]:
    rng = random.Random(seed)
    s = splendor.RULES.new_game(players, seed)
    out = []
    ply = 0
    while not s.over:
        if ply % every == 0 or s.step != "play":
            out.append(s)
        s, _ = rules.apply(s, s.current, rng.choice(legal_actions(s, s.current)))
        ply += 1
    return out


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 4)])
def test_every_legal_move_is_reached_in_the_fewest_taps(seed: int, players: int) -> None:
    kinds: set[str] = set()
    for s in positions(seed, players, every=9):
        found = fewest_taps(s)
        for action in legal_actions(s, s.current):
            assert action in found, (action, s.step)
            assert found[action] <= allowed(s, action), (action, found[action])
            kinds.add(type(action).__name__)
    assert {"Take", "TakeTwo", "Reserve", "Purchase"} <= kinds


def with_player(s: State, **changes: Any) -> State:
    me = replace(s.players[s.current], **changes)
    players = tuple(me if i == s.current else p for i, p in enumerate(s.players))
    return replace(s, players=players)


def test_a_buy_whose_payment_is_no_choice_plays_on_the_pick_and_a_real_choice_asks() -> None:
    s = splendor.RULES.new_game(2, 5)
    card = s.tableau[0][0]
    assert card is not None
    cost = s.ruleset.card[card].cost
    exact = with_player(s, tokens=(*cost, 0))
    step = ADAPTER.pick(sight(exact), "buy", [card])
    assert step.action == Purchase(card, (0, 0, 0, 0, 0))
    rich = with_player(s, tokens=(*cost, 1))  # a gold could stand in for a gem: a choice
    step = ADAPTER.pick(sight(rich), "buy", [card])
    assert step.draft == {"buy": card}
    panel = ADAPTER.panel(sight(rich, step.draft), None)
    pay = next(c for c in panel.controls if isinstance(c, Select) and c.field == "pay")
    assert len(pay.options) == len(
        payments(s.ruleset, rich.players[rich.current], s.ruleset.card[card])
    )
    assert "you pay" in pay.options[0].label
    chosen = ADAPTER.pick(sight(rich, step.draft), "pay", [pay.options[-1].value])
    assert isinstance(chosen.action, Purchase) and sum(chosen.action.gold) == 1


def test_the_panel_shows_each_affordable_card_at_its_price_after_bonuses() -> None:
    s = splendor.RULES.new_game(2, 8)
    rs = s.ruleset
    card = next(c for c in s.tableau[0] if c is not None and rs.card[c].cost[0] >= 2)
    bonus = next(c for c in rs.card.values() if c.bonus == 0 and c.level == 1)
    price = list(rs.card[card].cost)
    price[0] -= 1
    rich = with_player(s, tokens=(*price, 0), cards=(bonus.id,))
    text = json.dumps(ADAPTER.panel(sight(rich), None).embed.to_dict(), ensure_ascii=False)
    words = ADAPTER.panel(sight(rich), None)
    buy = next(c for c in words.controls if isinstance(c, Select) and c.field == "buy")
    option = next(o for o in buy.options if o.value == card)
    shown = " ".join(f"{m}{n}" for m, n in zip("⚪🔵🟩", price[:3], strict=False) if n)
    assert option.description is not None and option.description.startswith("you pay")
    assert shown.split()[0] in option.description and shown.split()[0] in text


@pytest.mark.parametrize(
    ("how", "name", "value"),
    [
        ("pick", "buy", "L3-K-1"),
        ("pick", "buy", "nonsense"),
        ("pick", "reserve", "deck:9"),
        ("pick", "reserve", "card:L9-W-1"),
        ("pick", "pay", "0.0.0.0.0"),
        ("pick", "nofield", "x"),
        ("click", "gem", 7),
        ("click", "give", 0),
        ("click", "noble", 0),
        ("click", "pass", 0),
        ("click", "two", 9),
    ],
)
def test_forged_or_stale_taps_are_refused(how: str, name: str, value: Any) -> None:
    s = splendor.RULES.new_game(3, 2)
    with pytest.raises(errors.BadRequest):
        tap(sight(s), how, name, value)


@pytest.mark.parametrize(
    "draft",
    [
        {"take": [0, 0]},
        {"take": [9]},
        {"take": "x"},
        {"back": [1, 2]},
        {"buy": 3},
        {"take": [0, 1, 2]},
    ],
)
def test_a_corrupted_draft_is_dropped(draft: dict[str, Any]) -> None:
    s = splendor.RULES.new_game(2, 4)
    assert ADAPTER.panel(sight(s, draft), None).embed.to_dict() == (
        ADAPTER.panel(sight(s), None).embed.to_dict()
    )


def test_a_return_takes_one_tap_per_token_and_may_give_back_what_was_just_taken() -> None:
    s = splendor.RULES.new_game(2, 3)
    s = with_player(s, tokens=(2, 2, 2, 2, 2, 0))
    s, _ = rules.apply(s, s.current, Take((0, 1, 2)))
    assert s.step == "return"
    here = sight(s)
    gives = [c for c in ADAPTER.panel(here, None).controls if isinstance(c, Button)]
    assert {c.arg for c in gives if c.verb == "give"} == {0, 1, 2, 3, 4}
    first = ADAPTER.click(here, "give", 0)
    assert first.draft == {"back": [1, 0, 0, 0, 0, 0]}
    second = ADAPTER.click(sight(s, first.draft), "give", 0)
    assert second.draft == {"back": [2, 0, 0, 0, 0, 0]}
    last = ADAPTER.click(sight(s, second.draft), "give", 0)
    assert last.action == Return((3, 0, 0, 0, 0, 0))


def test_nobles_are_a_button_each_when_several_qualify() -> None:
    whites, blues = cards_where(1, bonus=0, points=0), cards_where(1, bonus=1, points=0)
    greens = cards_where(1, bonus=2, points=0)
    fourth = blues[3]
    s = position(
        bought={0: whites[:4] + blues[:3] + greens[:3]},
        face_up={1: [fourth]},
        held={0: tokens(**{GEMS[g]: k for g, k in enumerate(card(fourth).cost)})},
        nobles=["N08", "N10", "N06"],
    )
    buy = next(a for a in legal_actions(s, 0) if isinstance(a, Purchase) and a.card == fourth)
    s, _ = rules.apply(s, 0, buy)
    assert s.step == "noble"
    here = sight(s)
    buttons = [c for c in ADAPTER.panel(here, None).controls if getattr(c, "verb", "") == "noble"]
    assert len(buttons) == 2 and "👑" in buttons[0].label
    assert ADAPTER.click(here, "noble", 1).action == ChooseNoble("N10")


def test_a_stuck_player_is_offered_pass_alone() -> None:
    s = splendor.RULES.new_game(2, 1)
    assert Pass() not in legal_actions(s, s.current)
    assert "pass" not in [getattr(c, "verb", "") for c in ADAPTER.panel(sight(s), None).controls]


def payload(s: State, draft: dict[str, Any], locale: str) -> dict[str, Any]:
    panel = ADAPTER.panel(sight(s, draft, locale), "notice")
    view = components(record(len(s.players)), panel.controls)
    return {"embeds": [panel.embed.to_dict()], "components": view.to_components(), "flags": 64}


@pytest.mark.parametrize("locale", ["en", "it", "es"])
def test_panels_and_tables_validate_in_every_language(locale: str) -> None:
    for s in positions(3, 4, every=11):
        drafts: list[dict[str, Any]] = [{}, {"take": [s.bank.index(max(s.bank[:5]))]}]
        affordable = [
            a for a in legal_actions(s, s.current) if isinstance(a, Purchase) and sum(a.gold)
        ]
        if affordable:
            drafts.append({"buy": affordable[0].card})
        for draft in drafts:
            assert specval.check_message_payload(payload(s, draft, locale)) == [], draft
        game = record(len(s.players))
        game = replace(game, options={"language": locale})
        table = ADAPTER.table(game, view_for(s, None), [])
        body = {"content": table["content"], "embeds": [table["embed"].to_dict()]}
        assert specval.check_message_payload(body) == []


def blind_reserve(seed: int) -> tuple[State, str]:
    s = splendor.RULES.new_game(3, seed)
    s, _ = rules.apply(s, s.current, Reserve(level=2))
    owner = s.players[(s.current - 1) % 3]
    card = owner.reserved[0].card
    assert owner.reserved == (Reserved(card, True),)
    return s, card


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_table_is_the_same_whatever_the_hidden_cards_and_never_names_a_blind_reserve(
    seed: int,
) -> None:
    s, card = blind_reserve(seed)
    game = record(3)

    def public(state: State) -> str:
        table = ADAPTER.table(game, view_for(state, None), [])
        return json.dumps([table["content"], table["embed"].to_dict()], ensure_ascii=False)

    shown = public(s)
    for other in range(5):
        redealt = hidden.redeal_hidden(s, s.current, other)
        assert public(redealt) == shown
    words = card_cost_text(s.ruleset.card[card], "en")
    face_up = {card_cost_text(s.ruleset.card[c], "en") for c in s.tableau[1] if c}
    assert card not in shown and (words in face_up or words not in shown)
    assert card not in json.dumps(payload(s, {}, "en"))  # the next seat's panel
    owner = (s.current - 1) % 3
    mine = view_for(s, owner)
    own = ADAPTER.panel(SeatSight(game, owner, mine, (), (s.current,), {}, "en"), None)
    assert words in json.dumps(own.embed.to_dict(), ensure_ascii=False)


def test_a_seats_panel_is_the_same_whatever_it_cannot_see() -> None:
    s, _ = blind_reserve(4)
    shown = json.dumps(payload(s, {}, "en"), ensure_ascii=False)
    for other in range(4):
        assert json.dumps(payload(hidden.redeal_hidden(s, s.current, other), {}, "en"),
                          ensure_ascii=False) == shown  # fmt: skip
