"""The house's conformance checks (``tests/conformance``) run on ``broom`` before it is
registered: the game joins the checks' test-only games (``TOYS``) for the length of each test.

When the lead registers the game, ``tests/conformance`` runs them by itself and this file can go.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.games.broom import RULES
from tests.conformance import games as conformance
from tests.conformance import test_bots, test_hidden, test_legality, test_play, test_turns

PLAYERS = range(RULES.min_players, RULES.max_players + 1)


@pytest.fixture(autouse=True)
def _broom_is_a_checked_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(conformance.TOYS, "broom", RULES)
    yield


SLOW = {
    "test_every_legal_action_of_every_active_seat_is_verified_and_applies_leaving_its_input_alone"
}
"""Applies each of the 210 picks of every seat in every pick of the random games: minutes."""


def _params(check: Callable[..., None]) -> tuple[str, ...]:
    return check.__code__.co_varnames[: check.__code__.co_argcount]


def _checks(*modules: Any) -> list[Any]:
    out = []
    for module in modules:
        for name in sorted(dir(module)):
            check = getattr(module, name)
            if name.startswith("test_") and callable(check) and _params(check)[:1] == ("game_id",):
                marks = [pytest.mark.slow] if name in SLOW else []
                ident = f"{module.__name__.rsplit('.', 1)[-1]}.{name}"
                out.append(pytest.param(check, id=ident, marks=marks))
    return out


@pytest.mark.parametrize(
    "check", _checks(test_play, test_hidden, test_legality, test_turns, test_bots)
)
@pytest.mark.parametrize("players", PLAYERS)
def test_conformance(check: Callable[..., None], players: int) -> None:
    params = _params(check)
    if params == ("game_id", "players"):
        check("broom", players)
    elif params == ("game_id", "players", "level"):
        for level in RULES.bot_levels:
            check("broom", players, level)
    elif params == ("game_id",):
        if players == RULES.min_players:
            check("broom")
    else:
        pytest.fail(f"a conformance check with parameters {params} is not run here")
