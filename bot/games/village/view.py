"""What one seat, or a spectator, may see of a ``village`` game (R-V1, R-V2)."""

from __future__ import annotations

from typing import Any

from bot.games.village.codec import bribes_json, hand_json, stalls_json
from bot.games.village.rules import outcome, scores, tie_break_depth
from bot.games.village.state import State


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """Return the public table plus ``seat``'s own hand; every hand once the game is over.

    Never the deck order (only its size) and never another seat's hand before the end.
    """
    if seat is not None and not 0 <= seat < len(state.ids):
        raise ValueError(f"no seat {seat} in this game")
    rs = state.ruleset
    cids = rs.card_ids
    ids = rs.ids
    players = []
    for s, p in enumerate(state.players):
        pv: dict[str, Any] = {
            "id": p.id,
            "hand_count": sum(p.hand),
            "bribes": bribes_json(rs, p.bribes),
        }
        if state.over or s == seat:
            pv["hand"] = hand_json(rs, p.hand)
        if s == seat and not state.over:
            pv["score_if_ended_now"] = scores(state)[s]
        players.append(pv)
    view: dict[str, Any] = {
        "game": "village",
        "seat": seat,
        "track": [ids[t] for t in state.track],
        "values": {ids[t]: rs.track_values[i] for i, t in enumerate(state.track)},
        "deck_count": len(state.deck),
        "discard": [cids[c] for c in state.discard],
        "stalls": stalls_json(rs, state.stalls),
        "players": players,
        "current": state.current,
        "over": state.over,
        "ruleset": rs.to_json(),
    }
    if state.over:
        result = outcome(state)
        view["scores"] = list(result.scores)
        view["winners"] = list(result.winners)
        view["ranks"] = list(result.ranks)
        best = max(result.scores)
        tied = [s for s, score in enumerate(result.scores) if score == best]
        view["tie_break_depth"] = tie_break_depth(state, tied)
    return view
