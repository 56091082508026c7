"""What a bot's seat knows of a ``broom`` game, and the worlds that fit it.

``Know.of(state, seat)`` keeps the public part of the state and the seat's own hand and choice,
and replaces everything else (B-V2, B-V3) by a canonical stand-in: the others' hands are
emptied (their sizes are kept in ``counts``), their secret choices reduced to "submitted or
not", the event stack and the removed events laid out in ``events.json`` order, the bewitched
pile and its rebuilds in ``roles.json`` order. Two states that one seat cannot tell apart give
the same ``Know``, so a policy that reads only a ``Know`` decides from the view alone.

The others' hands are then modelled (``Know.holding``): each hand is drawn again and again,
without replacement, among the roles it may still hold. What the seat saw narrows them: a role
led in an earlier turn of this round is in no hand (every holder played it then, B-T2, B-T7); a
role a player played is not in their hand twice; a player reached in the current turn who
passed has none of the led role; a player to follow now holds it. Roles this round's bewitching
makes dear are drawn less often (a player pays 3 VP to place one, so few pick them).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from bot.games.broom.state import Choice, State

BEWITCHED_WEIGHT = 0.3
"""How much less often a hidden hand is taken to hold a bewitched role than another."""


def _canonical_choice(choice: Choice) -> Choice:
    """A secret choice reduced to what the others see: whether it is in (B-J3)."""
    return None if choice is None else ()


@dataclass(frozen=True, slots=True)
class Know:
    """One seat's knowledge: ``public`` (hidden parts canonical), the hands' sizes, and for
    each seat the roles it may still hold and the roles it must hold."""

    public: State
    seat: int
    counts: tuple[int, ...]
    allowed: tuple[tuple[str, ...], ...]
    must: tuple[frozenset[str], ...]

    @classmethod
    def of(cls, state: State, seat: int) -> Know:
        data = state.ruleset.data
        ids = data.role_ids
        players = tuple(
            p if s == seat else replace(p, hand=(), choice=_canonical_choice(p.choice))
            for s, p in enumerate(state.players)
        )
        unseen = {*state.stack, *state.removed}
        events = tuple(c.id for c in data.events if c.id in unseen)
        public = replace(
            state,
            players=players,
            stack=events[: len(state.stack)],
            removed=events[len(state.stack) :],
            pile=ids[: len(state.pile)],
            rebuilds=tuple(ids for _ in state.rebuilds),
        )
        led = {t.role for t in state.past_turns if t.role is not None}
        t = state.turn
        allowed: list[tuple[str, ...]] = []
        must: list[frozenset[str]] = []
        for s, p in enumerate(state.players):
            banned = led | set(p.played)
            need: frozenset[str] = frozenset()
            if t is not None and t.role is not None:
                if s in {e.seat for e in t.plays}:
                    banned.add(t.role)
                elif t.stage == "follow" and t.order[t.pos] == s:
                    need = frozenset({t.role})
            allowed.append(tuple(r for r in ids if r not in banned))
            must.append(need)
        counts = tuple(len(p.hand) for p in state.players)
        return cls(public, seat, counts, tuple(allowed), tuple(must))

    def hand(self, s: int, rng: Random) -> frozenset[str]:
        """One hand that seat ``s`` may hold (the seat's own: its hand)."""
        if s == self.seat:
            return frozenset(self.public.players[s].hand)
        chosen = set(self.must[s])
        bewitched = set(self.public.revealed)
        pool = [r for r in self.allowed[s] if r not in chosen]
        weights = [BEWITCHED_WEIGHT if r in bewitched else 1.0 for r in pool]
        while len(chosen) < self.counts[s] and pool:
            i = _weighted_index(weights, rng)
            chosen.add(pool.pop(i))
            weights.pop(i)
        return frozenset(chosen)

    def holding(self, s: int, samples: int, rng: Random) -> dict[str, float]:
        """The chance that seat ``s`` holds each role, over ``samples`` drawn hands."""
        if self.counts[s] == 0:
            return {}
        tally: dict[str, int] = {}
        for _ in range(samples):
            for r in self.hand(s, rng):
                tally[r] = tally.get(r, 0) + 1
        return {r: n / samples for r, n in tally.items()}

    def uniform_holding(self, s: int, role: str) -> float:
        """The chance that seat ``s`` holds ``role`` if every allowed role were as likely."""
        if role in self.must[s]:
            return 1.0
        if self.counts[s] == 0 or role not in self.allowed[s]:
            return 0.0
        free = len(self.allowed[s]) - len(self.must[s])
        return min(1.0, (self.counts[s] - len(self.must[s])) / free) if free else 0.0


def _weighted_index(weights: list[float], rng: Random) -> int:
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1
