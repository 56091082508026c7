"""What one seat, or a spectator, may see of a ``broom`` game (B-J3, B-V1 … B-V5).

The view is the canonical state (B-J1) with every hidden part replaced, plus ``you``,
``waiting_for`` and ``legal``. Once the game is over nothing is replaced (B-V5).
"""

from __future__ import annotations

from typing import Any

from bot.games.broom.actions_json import action_to_json
from bot.games.broom.codec import dump
from bot.games.broom.legal import moves, pending
from bot.games.broom.state import State


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    """Return what ``seat`` (None: a spectator) may see, as JSON."""
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} in this game")
    view = dump(state)
    if not state.over:
        for s, p in enumerate(view["players"]):
            if s != seat:  # B-V2
                p["hand"] = {"count": len(p["hand"])}
                p["choice"] = {"submitted": p["choice"] is not None}
        events, bewitched = view["events"], view["bewitched"]  # B-V3
        events["stack"] = {"count": len(events["stack"])}
        events["removed"] = {"count": len(events["removed"])}
        bewitched["pile"] = {"count": len(bewitched["pile"])}
        bewitched["rebuilds"] = {"count": len(bewitched["rebuilds"])}
        view["cloud_box"] = {"count": len(view["cloud_box"])}
    view["you"] = seat
    view["waiting_for"] = list(pending(state))
    view["legal"] = [] if seat is None else [action_to_json(a) for a in moves(state, seat)]
    return view
