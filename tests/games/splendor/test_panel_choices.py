"""Splendor's panel selects: every legal payment can be chosen (even past Discord's 25
options), no two buy options read alike, and a value the panel never offers is refused in the
reader's language, never played and never an error."""

from __future__ import annotations

import json
from collections import deque
from typing import Any

import pytest

from bot.games.splendor import legal_actions
from bot.games.splendor.adapter import ADAPTER
from bot.games.splendor.adapter.paying import OPTIONS_MAX, PAGE, menu, read_number
from bot.games.splendor.state import Purchase, Reserve, State
from bot.i18n import voice
from bot.services import errors
from bot.ui.adapter import Select
from tests.games.splendor.helpers import G, K, R, U, W, cards_where, position, tokens
from tests.games.splendor.test_panel import sight

BIG_BUY = "L3-W-4"
"""Costs 3 blue, 3 green, 5 red, 3 black."""


def many_payments() -> State:
    """The issue's position: bonuses 🔵2 🟩2 ❤️3 ⬛1 and tokens 🔵1 🟩1 ❤️2 ⬛2 ⭐4 buy
    L3-W-4 in 31 ways."""
    bought = [
        c
        for gem, n in ((U, 2), (G, 2), (R, 3), (K, 1))
        for c in cards_where(1, bonus=gem, points=0)[:n]
    ]
    return position(
        bought={0: bought},
        held={0: tokens(blue=1, green=1, red=2, black=2, gold=4)},
        face_up={3: [BIG_BUY]},
        nobles=["N04", "N05", "N06"],
    )


def selects(here: Any) -> list[Select]:
    return [c for c in ADAPTER.panel(here, None).controls if isinstance(c, Select)]


def test_every_one_of_31_payments_can_be_chosen_in_three_picks_at_most() -> None:
    s = many_payments()
    ways = {a for a in legal_actions(s, 0) if isinstance(a, Purchase) and a.card == BIG_BUY}
    assert len(ways) == 31
    found: dict[Purchase, int] = {}
    seen: set[str] = set()
    queue: deque[tuple[dict[str, Any], int]] = deque([({}, 0)])
    while queue:
        draft, depth = queue.popleft()
        here = sight(s, draft)
        for select in selects(here):
            assert len(select.options) <= OPTIONS_MAX
            labels = [o.label for o in select.options]
            assert len(set(labels)) == len(labels), labels
            if select.field not in ("buy", "pay"):
                continue
            for option in select.options:
                if select.field == "buy" and option.value != BIG_BUY:
                    continue
                step = ADAPTER.pick(here, select.field, [option.value])
                if step.action is not None:
                    assert step.action in here.legal
                    found.setdefault(step.action, depth + 1)
                elif step.draft is not None and depth < 4:
                    key = json.dumps(step.draft, sort_keys=True)
                    if key not in seen:
                        seen.add(key)
                        queue.append((step.draft, depth + 1))
    assert set(found) == ways
    assert max(found.values()) == 3
    assert found[Purchase(BIG_BUY, (0, 0, 0, 0, 0))] == 2  # no gold: a single way, one pick


def test_past_25_payments_the_panel_asks_how_much_gold_first() -> None:
    s = many_payments()
    chosen = ADAPTER.pick(sight(s), "buy", [BIG_BUY])
    assert chosen.draft == {"buy": BIG_BUY}
    pay = next(c for c in selects(sight(s, chosen.draft)) if c.field == "pay")
    assert pay.placeholder is not None and pay.placeholder.startswith("How much gold for")
    assert [o.label for o in pay.options] == [
        "you pay 🔵1 🟩1 ❤️2 ⬛2",
        "Use ⭐1 gold (4 ways to pay)",
        "Use ⭐2 gold (8 ways to pay)",
        "Use ⭐3 gold (10 ways to pay)",
        "Use ⭐4 gold (8 ways to pay)",
    ]
    three = ADAPTER.pick(sight(s, chosen.draft), "pay", [pay.options[3].value])
    assert three.draft == {"buy": BIG_BUY, "gold": 3}
    ways = next(c for c in selects(sight(s, three.draft)) if c.field == "pay")
    assert len(ways.options) == 11 and ways.options[-1].label == "↩ Another amount of gold"
    back = ADAPTER.pick(sight(s, three.draft), "pay", [ways.options[-1].value])
    assert back.draft == {"buy": BIG_BUY}
    it = next(c for c in selects(sight(s, chosen.draft, "it")) if c.field == "pay")
    assert it.options[1].label == voice("it")("splendor-panel-pay-gold", gold=1, count=4)


def test_an_amount_with_more_payments_than_a_select_holds_goes_by_pages() -> None:
    """Only a ruleset with a higher token limit gets there: every payment is still offered."""
    payments = [(a, b, 0, 0, 0) for a in range(10) for b in range(10) if a + b == 9]
    payments += [(a, b, c, 0, 0) for a in range(10) for b in range(10) for c in range(4)
                 if a + b + c == 10]  # fmt: skip
    ten = [p for p in payments if sum(p) == 10]
    assert len(ten) > OPTIONS_MAX
    shown: list[tuple[int, ...]] = []
    page = 0
    for _ in range(5):
        m = menu(payments, 10, page)
        assert len(m.choices) <= OPTIONS_MAX
        shown += [c.payment for c in m.choices if c.payment is not None]
        page = next(c.page for c in m.choices if c.gold == 10)
        if page == 0:
            break
    assert sorted(shown) == sorted(ten) and len(shown) > PAGE


def test_no_two_buy_options_read_alike() -> None:
    # Bonuses of 4 in every colour: every level 1 card is free, the white ones alike but for
    # their printed cost.
    bought = [c for gem in (W, U, G, R, K) for c in cards_where(1, bonus=gem)[4:8]]
    whites = [c for c in cards_where(1, bonus=W, points=0) if c not in bought][:2]
    s = position(bought={0: bought}, face_up={1: whites}, nobles=["N01", "N02", "N03"])
    buy = next(c for c in selects(sight(s)) if c.field == "buy")
    words = [(o.label, o.description) for o in buy.options]
    assert len(words) >= 4 and len(set(words)) == len(words), words
    labels = [o.label for o in buy.options]
    assert len(set(labels)) == len(labels), labels
    first = next(o for o in buy.options if o.value == whites[0])
    assert "·" in first.label  # its printed cost tells it from the other white card


@pytest.mark.parametrize("value", ["deck:²", "deck:٣", "deck:" + "7" * 5000, "deck:", "x:1"])
@pytest.mark.parametrize("locale", ["en", "it", "es"])
def test_a_reserve_value_the_panel_cannot_read_is_refused_in_the_readers_words(
    value: str, locale: str
) -> None:
    s = position()
    assert Reserve(level=3) in legal_actions(s, 0)  # "deck:٣" would have reserved it
    with pytest.raises(errors.BadRequest) as refused:
        ADAPTER.pick(sight(s, locale=locale), "reserve", [value])
    assert refused.value.phrase.key == "splendor-panel-unreadable"
    words = refused.value.text(locale)
    assert words == voice(locale)("splendor-panel-unreadable") and "splendor-" not in words


@pytest.mark.parametrize("value", ["gold:٣", "gold:²", "gold:" + "1" * 5000, "gold:3:x", "gold:9"])
def test_a_forged_payment_value_is_refused(value: str) -> None:
    s = many_payments()
    with pytest.raises(errors.BadRequest):
        ADAPTER.pick(sight(s, {"buy": BIG_BUY}), "pay", [value])


def test_numbers_are_read_in_ascii_digits_only() -> None:
    assert read_number("3") == 3 and read_number("12") == 12
    assert [read_number(t) for t in ("", "²", "٣", "３", "123", "-1", " 1")] == [None] * 7
