"""``relay``: a toy game for the house's turns, in tests only (never registered for players).

Each round opens with a step where every seat secretly picks 1 to 3 at once; the picks, once
all made, set the round's order (the highest first; ties to the seat after the round's
starter). Then each seat in that order takes a turn of ``DECISIONS`` decisions in a row, each
adding 1 or 2 to its score. After ``ROUNDS`` rounds the highest score wins. Its turn numbers
count (pick step, then one per seat's turn, for each round), so they never go down.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Event, InvalidState, Outcome, Turn
from bot.engine.game import GameRules, seat_ids

GAME_ID = "relay"
ROUNDS = 2
DECISIONS = 3
PICKS = (1, 2, 3)
ADDS = (1, 2)


@dataclass(frozen=True, slots=True)
class Relay:
    ids: tuple[str, ...]
    round: int
    picks: tuple[int | None, ...]
    """This round's picks (hidden from the others until all are made); None: not yet."""
    order: tuple[int, ...]
    """The round's order once the picks are made; () during the pick."""
    position: int
    """Whose turn in ``order``."""
    decisions: int
    """Decisions made in the current turn."""
    scores: tuple[int, ...]

    @property
    def over(self) -> bool:
        return self.round >= ROUNDS

    @property
    def picking(self) -> bool:
        return not self.over and not self.order


@dataclass(frozen=True, slots=True)
class Pick:
    value: int


@dataclass(frozen=True, slots=True)
class Add:
    value: int


Action = Pick | Add


@dataclass(frozen=True, slots=True)
class Picked(Event):
    """``seat`` has picked (the value is not said)."""


@dataclass(frozen=True, slots=True)
class Ordered(Event):
    order: tuple[int, ...]
    picks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Added(Event):
    value: int
    left: int
    """Decisions left in the seat's turn."""


def order_of(picks: Sequence[int], starter: int) -> tuple[int, ...]:
    n = len(picks)
    return tuple(sorted(range(n), key=lambda s: (-picks[s], (s - starter) % n)))


@dataclass(frozen=True, slots=True)
class Ruleset:
    min_players: int = 2
    max_players: int = 4

    def to_json(self) -> dict[str, Any]:
        return {"name": "standard"}


class RelayRules(GameRules[Relay, Action, Ruleset]):
    """The ``Rules`` protocol for ``relay``, on the engine's defaults: the legal actions of an
    idle seat, ``verify`` (membership), the timeout move (the first legal) and no bots."""

    game_id = GAME_ID

    def read_ruleset(self, data: dict[str, Any]) -> Ruleset:
        return Ruleset()

    def standard(self) -> Ruleset:
        return Ruleset()

    def setup(
        self, rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None
    ) -> Relay:
        ids = seat_ids(rs, num_players, player_ids, "T-S1", "errors-bad-option")
        n = num_players
        return Relay(ids, 0, (None,) * n, (), 0, 0, (0,) * n)

    def active_seats(self, state: Relay) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.picking:
            return tuple(s for s, p in enumerate(state.picks) if p is None)
        return (state.order[state.position],)

    def turn(self, state: Relay) -> Turn:
        steps = len(state.ids) + 1  # a pick step, then one turn per seat
        if state.over:
            return Turn(ROUNDS * steps)
        if state.picking:
            return Turn(state.round * steps, together=True)
        return Turn(state.round * steps + 1 + state.position)

    def moves(self, state: Relay, seat: int) -> list[Action]:
        if state.picking:
            return [Pick(v) for v in PICKS]
        return [Add(v) for v in ADDS]

    def apply(self, state: Relay, seat: int, action: Action) -> tuple[Relay, list[Event]]:
        self.verify(state, seat, action)
        if isinstance(action, Pick):
            picks = tuple(action.value if s == seat else p for s, p in enumerate(state.picks))
            events: list[Event] = [Picked(seat)]
            if any(p is None for p in picks):
                return replace(state, picks=picks), events
            made = tuple(p or 0 for p in picks)
            order = order_of(made, state.round % len(state.ids))
            events.append(Ordered(None, order, made))
            return replace(state, picks=picks, order=order, position=0, decisions=0), events
        scores = tuple(v + action.value if s == seat else v for s, v in enumerate(state.scores))
        decisions = state.decisions + 1
        events = [Added(seat, action.value, DECISIONS - decisions)]
        if decisions < DECISIONS:
            return replace(state, scores=scores, decisions=decisions), events
        position = state.position + 1
        if position < len(state.order):
            return replace(state, scores=scores, decisions=0, position=position), events
        n = len(state.ids)
        fresh = Relay(state.ids, state.round + 1, (None,) * n, (), 0, 0, scores)
        return fresh, events

    def view_for(self, state: Relay, seat: int | None) -> dict[str, Any]:
        shown = [p if (not state.picking or s == seat) else None for s, p in enumerate(state.picks)]
        return {
            "round": state.round,
            "rounds": ROUNDS,
            "picking": state.picking,
            "chosen": [p is not None for p in state.picks],
            "picks": shown,
            "order": list(state.order),
            "position": state.position,
            "decisions": state.decisions,
            "scores": list(state.scores),
            "seat": seat,
        }

    def redeal_hidden(self, state: Relay, seat: int | None, seed: int) -> Relay:
        if not state.picking:
            return state
        rng = random.Random(seed)
        picks = tuple(
            p if p is None or s == seat else rng.choice(PICKS) for s, p in enumerate(state.picks)
        )
        return replace(state, picks=picks)

    def outcome(self, state: Relay) -> Outcome | None:
        if not state.over:
            return None
        best = max(state.scores)
        ranks = tuple(1 + sum(o > t for o in state.scores) for t in state.scores)
        winners = tuple(s for s, t in enumerate(state.scores) if t == best)
        return Outcome(state.scores, winners, ranks)

    def load(self, data: dict[str, Any]) -> Relay:
        try:
            return Relay(
                tuple(str(i) for i in data["ids"]),
                int(data["round"]),
                tuple(None if p is None else int(p) for p in data["picks"]),
                tuple(int(s) for s in data["order"]),
                int(data["position"]),
                int(data["decisions"]),
                tuple(int(s) for s in data["scores"]),
            )
        except (KeyError, TypeError, ValueError) as err:
            raise InvalidState(f"not a relay state: {err}") from None

    def dump(self, state: Relay) -> dict[str, Any]:
        return {
            "ids": list(state.ids),
            "round": state.round,
            "picks": list(state.picks),
            "order": list(state.order),
            "position": state.position,
            "decisions": state.decisions,
            "scores": list(state.scores),
        }

    def action_from_json(self, data: dict[str, Any]) -> Action:
        kind, value = data.get("type"), data.get("value")
        if not isinstance(value, int):
            raise InvalidState("a relay action has an integer value")
        if kind == "pick":
            return Pick(value)
        if kind == "add":
            return Add(value)
        raise InvalidState(f"not a relay action: {data!r}")

    def action_to_json(self, action: Action) -> dict[str, Any]:
        kind = "pick" if isinstance(action, Pick) else "add"
        return {"type": kind, "value": action.value}


RULES = RelayRules()
