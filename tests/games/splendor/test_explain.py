"""Why a Splendor purchase is good (a practice hint's line): read from the seat's view alone,
and true of the move: a visit completes a noble's wants, progress counts more of them."""

from __future__ import annotations

import random

from bot.games import splendor as sp
from bot.games.splendor.adapter import hint_words
from bot.games.splendor.bots.explain import reason, toward
from bot.games.splendor.reader import read
from bot.games.splendor.state import Purchase, Take
from bot.i18n import LANGUAGES


def test_every_reason_is_true_of_its_purchase_and_said_in_every_language() -> None:
    kinds: set[str] = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = sp.RULES.new_game(2, seed)
        while True:
            active = sp.RULES.active_seats(state)
            if not active:
                break
            seat = active[0]
            seen = read(sp.RULES.view_for(state, seat))
            legal = sp.RULES.legal_actions(state, seat)
            me = seen.me
            assert me is not None
            for action in legal:
                why = reason(seen, action)
                if not isinstance(action, Purchase):
                    assert why is None
                    continue
                if why is None:
                    continue
                kinds.add(why.kind)
                card = seen.card(action.card)
                after = tuple(b + (g == card.bonus) for g, b in enumerate(me.bonuses))
                if why.kind == "points":
                    assert why.points == card.points > 0
                else:
                    assert why.noble is not None and why.noble.id in seen.nobles
                    assert why.have == toward(after, why.noble) > toward(me.bonuses, why.noble)
                    assert (why.kind == "visit") == (why.have == why.need == sum(why.noble.need))
                for language in LANGUAGES:
                    assert hint_words(why, language)
            state, _ = sp.RULES.apply(state, seat, rng.choice(legal))
    assert {"noble", "points"} <= kinds


def test_no_reason_for_a_take() -> None:
    state = sp.RULES.new_game(2, 1)
    seen = read(sp.RULES.view_for(state, 0))
    assert reason(seen, Take((0, 1, 2))) is None
    assert hint_words(None, "en") is None
