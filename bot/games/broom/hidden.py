"""Deal again what a seat may not see: views and bots must not depend on it (B-V2, B-V3).

That is every other seat's hand and secret choice, the order of the event stack and which
events were removed, the order of the bewitched pile and of its stored rebuilds. A re-dealt
hand keeps its size and stays consistent with what everybody saw: no role already led this
round, and the led role when that player is the one to follow (B-T2, B-T7).
"""

from __future__ import annotations

import random
from dataclasses import replace

from bot.games.broom.legal import full_set, pick_sizes
from bot.games.broom.state import Choice, Player, State


def _hand(state: State, seat: int, rng: random.Random) -> tuple[str, ...]:
    p, t = state.players[seat], state.turn
    if not p.hand:
        return ()
    ids = state.ruleset.data.role_ids
    banned = {x.role for x in state.past_turns} | set(p.played)
    must: set[str] = set()
    if t is not None and t.role is not None:
        reached = {e.seat for e in t.plays}
        if seat in reached:
            banned.add(t.role)
        elif t.stage == "follow" and t.order[t.pos] == seat:
            must.add(t.role)
    free = [r for r in ids if r not in banned and r not in must]
    chosen = must | set(rng.sample(free, len(p.hand) - len(must)))
    return tuple(r for r in ids if r in chosen)


def _choice(state: State, p: Player, rng: random.Random) -> Choice:
    if p.choice is None:
        return None
    if state.phase == "pick":
        ids = state.ruleset.data.role_ids
        size = rng.choice(pick_sizes(state))
        chosen = set(rng.sample(ids, size))
        return tuple(r for r in ids if r in chosen)
    if state.event == "upper_hand":
        o, g, b, w = (rng.randint(0, n) for n in p.resources)
        return (o, g, b, w)
    return rng.choice([True, False]) if full_set(state, p) else False


def redeal_hidden(state: State, seat: int | None, seed: int) -> State:
    """Return ``state`` with what ``seat`` (None: the public) cannot see dealt again."""
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} in this game")
    if state.over:
        return state
    rng = random.Random(seed)
    players = tuple(
        p if s == seat else replace(p, hand=_hand(state, s, rng), choice=_choice(state, p, rng))
        for s, p in enumerate(state.players)
    )
    unseen = [*state.stack, *state.removed]
    rng.shuffle(unseen)
    events = tuple(c.id for c in state.ruleset.data.events)
    stack = tuple(unseen[: len(state.stack)])
    removed = tuple(e for e in events if e in unseen[len(state.stack) :])
    pile = list(state.pile)
    rng.shuffle(pile)
    rebuilds = tuple(tuple(rng.sample(o, len(o))) for o in state.rebuilds)
    return replace(
        state, players=players, stack=stack, removed=removed, pile=tuple(pile), rebuilds=rebuilds
    )
