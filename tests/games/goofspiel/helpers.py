"""Hand-made ``goofspiel`` positions in canonical JSON, and the checks the tests share."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine import IllegalAction
from bot.games.goofspiel import (
    Bid,
    State,
    active_seats,
    apply,
    default_ruleset,
    dump,
    legal_actions,
    load,
    verify,
)
from bot.games.goofspiel.rules import round_winner
from bot.i18n import LANGUAGES
from bot.services.errors import refusal


def position(
    rounds: list[tuple[int, list[int]]],
    prize: int | None,
    deck: list[int],
    bids: list[int | None] | None = None,
    *,
    cards: int = 8,
    ids: list[str] | None = None,
) -> dict[str, Any]:
    """Return the canonical JSON of a game after ``rounds`` (prize, bids by seat) were played."""
    seats = len(rounds[0][1]) if rounds else len(bids or ids or [None, None])
    ids = ids or [str(s + 1) for s in range(seats)]
    bids = bids or [None] * seats
    ruleset = default_ruleset().to_json() | {"cards": cards}
    won: list[list[int]] = [[] for _ in range(seats)]
    for p, round_bids in rounds:
        winner = round_winner(round_bids)
        if winner is not None:
            won[winner].append(p)
    players = []
    for s in range(seats):
        played = [round_bids[s] for _, round_bids in rounds]
        hand = [c for c in range(1, cards + 1) if c not in played]
        players.append(
            {"id": ids[s], "hand": hand, "bid": bids[s], "played": played, "won": won[s]}
        )
    return {
        "game": "goofspiel",
        "version": 1,
        "ruleset": ruleset,
        "prize": prize,
        "deck": deck,
        "past_prizes": [p for p, _ in rounds],
        "players": players,
    }


def text(state: State) -> str:
    return json.dumps(dump(state), sort_keys=True)


def bid(state: State, seat: int, card: int) -> tuple[State, list[Any]]:
    """Play ``seat``'s bid; check the input state is left alone."""
    before = text(state)
    after, events = apply(state, seat, Bid(card))
    assert text(state) == before
    return after, events


def play_round(state: State, *cards: int) -> tuple[State, list[Any]]:
    """Bid ``cards`` seat by seat; return the state and the events of the last bid."""
    events: list[Any] = []
    for seat, card in enumerate(cards):
        state, events = bid(state, seat, card)
    return state, events


def english(err: IllegalAction) -> str:
    """The refusal as an English reader sees it (the catalogue's words)."""
    return refusal(err).english


def refused(state: State, seat: int, card: int, rule_id: str) -> IllegalAction:
    """``apply`` and ``verify`` refuse the bid with ``rule_id``; the state is unchanged."""
    before = text(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, seat, Bid(card))
    err = info.value
    assert err.rule_id == rule_id, err
    assert str(err).startswith(f"{rule_id}: {err.key}")
    for language in LANGUAGES:
        msg = refusal(err).render(language)
        assert len(msg.split()) >= 3 and msg[0].isupper(), msg
        for junk in ("{", "}", "[", "]", "None", "Bid(", "goofspiel-"):
            assert junk not in msg, msg
    with pytest.raises(IllegalAction) as again:
        verify(state, seat, Bid(card))
    assert again.value.rule_id == rule_id
    assert text(state) == before
    assert Bid(card) not in legal_actions(state, seat)
    return err


def loaded(pos: dict[str, Any]) -> State:
    state = load(pos)
    assert dump(state) == pos
    return state


__all__ = ["active_seats", "bid", "loaded", "play_round", "position", "refused", "text"]
