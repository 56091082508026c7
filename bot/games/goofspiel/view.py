"""What one seat, or a spectator, may see of a ``goofspiel`` game (G-V1 … G-V3)."""

from __future__ import annotations

from typing import Any

from bot.games.goofspiel.rules import active_seats, outcome, round_winner, scores
from bot.games.goofspiel.state import State


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """Return the public table plus ``seat``'s own hand and pending bid; everything once over.

    Never the prize deck order (only its size) and never another seat's pending bid.
    """
    if seat is not None and not 0 <= seat < len(state.ids):
        raise ValueError(f"no seat {seat} in this game")
    players = []
    for s, pid in enumerate(state.ids):
        pv: dict[str, Any] = {
            "id": pid,
            "hand_count": len(state.hands[s]),
            "has_bid": state.bids[s] is not None,
            "played": list(state.played[s]),
        }
        if state.over or s == seat:  # G-V2, G-V3
            pv["hand"] = list(state.hands[s])
            pv["bid"] = state.bids[s]
        players.append(pv)
    last_round: dict[str, Any] | None = None
    if state.past_prizes:
        bids = [done[-1] for done in state.played]
        last_round = {
            "round": len(state.past_prizes),
            "prize": state.past_prizes[-1],
            "bids": bids,
            "winner": round_winner(bids),
        }
    view: dict[str, Any] = {
        "game": "goofspiel",
        "seat": seat,
        "round": state.round,
        "rounds": state.ruleset.cards,
        "prize": state.prize,
        "prizes_left": len(state.deck),
        "past_prizes": list(state.past_prizes),
        "won": [list(w) for w in state.won],
        "scores": list(scores(state)),
        "players": players,
        "active": list(active_seats(state)),
        "last_round": last_round,
        "over": state.over,
        "ruleset": state.ruleset.to_json(),
    }
    result = outcome(state)
    if result is not None:
        view["winners"] = list(result.winners)
        view["ranks"] = list(result.ranks)
    return view
