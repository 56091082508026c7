"""Hand-built ``broom`` positions for the rule tests (Hoard Vale, the standard ruleset)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from bot.engine import Event
from bot.games.broom import RULES, State
from bot.games.broom.play import new_trick, settle
from bot.games.broom.state import Fist, Player

RS = RULES.standard()
DATA = RS.data
ROLES = DATA.role_ids
EVENTS = tuple(c.id for c in DATA.events)
QUIET = "flock_together"
"""An end-of-round event with no choice, used where the event does not matter."""


def game(n: int = 3, seed: int = 0) -> State:
    return RULES.new_game(n, seed)


def with_event(s: State, event: str) -> State:
    """``s`` with ``event`` as the current event (swapped with wherever it was)."""
    if s.event == event:
        return s
    cur = s.event

    def swap(xs: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(cur if x == event else x for x in xs)

    removed = swap(s.removed)
    removed = tuple(e for e in EVENTS if e in removed)
    return replace(
        s, event=event, stack=swap(s.stack), removed=removed, past_events=swap(s.past_events)
    )


def with_bewitched(s: State, roles: tuple[str, ...]) -> State:
    """``s`` with ``roles`` as this round's bewitched roles (as many as it had)."""
    assert len(roles) == len(s.revealed)
    pool = [r for r in (*s.revealed, *s.pile) if r not in roles]
    return replace(s, revealed=roles, pile=tuple(pool[: len(s.pile)]))


def set_player(s: State, seat: int, **changes: Any) -> State:
    players = list(s.players)
    players[seat] = replace(players[seat], **changes)
    return replace(s, players=tuple(players))


def in_order(roles: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(r for r in ROLES if r in roles)


def deal(
    s: State,
    hands: dict[int, list[str]] | list[list[str]],
    lead: int = 0,
    *,
    event: str = QUIET,
    bewitched: tuple[str, ...] | None = None,
) -> State:
    """A turn-phase position: these hands, ``lead`` to lead, ``event`` current."""
    s = with_event(s, event)
    items = list(hands.items() if isinstance(hands, dict) else enumerate(hands))
    if bewitched is None:  # roles nobody holds, so that no test pays for them unasked
        held = {r for _, hand in items for r in hand}
        free = [r for r in reversed(ROLES) if r not in held] + sorted(held)
        bewitched = tuple(free[: len(s.revealed)])
    s = with_bewitched(s, bewitched)
    for seat, hand in items:
        s = set_player(s, seat, hand=in_order(hand), played=(), choice=None)
    s = replace(s, phase="turn", lead=lead, past_turns=())
    s = replace(s, turn=new_trick(s, lead))
    return settle(s, [])


def fist(o: int = 0, g: int = 0, p: int = 0, w: int = 0) -> Fist:
    return (o, g, p, w)


def act(s: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Event]]:
    """Play ``action`` (its canonical JSON) for ``seat``, through its JSON as stored."""
    stored = json.loads(json.dumps(action))
    return RULES.apply(s, seat, RULES.action_from_json(stored))


def play(s: State, seat: int, action: dict[str, Any]) -> State:
    return act(s, seat, action)[0]


def legal_json(s: State, seat: int) -> list[dict[str, Any]]:
    return [RULES.action_to_json(a) for a in RULES.legal_actions(s, seat)]


def roundtrip(s: State) -> State:
    return RULES.load(json.loads(json.dumps(RULES.dump(s))))


def lead(role: str, stance: str, do: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "play", "role": role, "stance": stance}
    if stance == "cowardly":
        out["do"] = {} if do is None else do
    return out


def perform(do: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": "perform", "do": {} if do is None else do}


def player(s: State, seat: int) -> Player:
    return s.players[seat]


def pick_all(s: State, picks: list[list[str]]) -> State:
    for seat, roles in enumerate(picks):
        s = play(s, seat, {"type": "pick", "roles": roles})
    return s
