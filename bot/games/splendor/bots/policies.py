"""The ``splendor`` policies: ``random`` (the arena's yardstick), ``easy``, ``normal``, ``hard``.

Each is given the seat's view, a world dealt from it (``knowledge.determinize``), the legal
actions and a seeded generator, and returns one of the legal actions. None reads the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, Final

from bot.games.splendor.board import price
from bot.games.splendor.bots.evaluate import player_value, score, with_tokens
from bot.games.splendor.bots.knowledge import determinize
from bot.games.splendor.checks import legal_actions
from bot.games.splendor.rules import apply
from bot.games.splendor.ruleset import GEMS, GOLD, Ruleset
from bot.games.splendor.state import (
    Action,
    ChooseNoble,
    Purchase,
    Reserve,
    Return,
    State,
    Take,
    TakeTwo,
)

HARD_CANDIDATES: Final = 4
"""The best ``normal`` moves that ``hard`` looks further into."""
HARD_WORLDS: Final = 2
"""The deals of the unseen cards each candidate is played on."""


def random_policy(legal: Sequence[Action], rng: Random) -> Action:
    """Any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


# --- easy --------------------------------------------------------------------------------------


def _missing(rs: Ruleset, world: State, seat: int, cid: str) -> tuple[int, ...]:
    """The tokens of each gem ``seat`` still lacks for ``cid`` (gold not counted)."""
    p = world.players[seat]
    need = price(rs, p, rs.card[cid])
    return tuple(max(0, n - t) for n, t in zip(need, p.tokens, strict=False))


def target_card(world: State, seat: int) -> str | None:
    """The card ``easy`` saves for: the most points per missing token, cheapest first."""
    rs = world.ruleset
    options = [c for row in world.tableau for c in row if c is not None]
    options += [r.card for r in world.players[seat].reserved]
    if not options:
        return None

    def merit(cid: str) -> tuple[float, int]:
        short = max(0, sum(_missing(rs, world, seat, cid)) - world.players[seat].tokens[GOLD])
        return ((rs.card[cid].points + 1) / (1 + short), -sum(rs.card[cid].cost))

    return max(options, key=merit)


def easy_policy(world: State, seat: int, legal: Sequence[Action], rng: Random) -> Action:
    """Buy the best card it can; else take gems toward its target card; else reserve it."""
    rs = world.ruleset
    first = legal[0]
    if isinstance(first, ChooseNoble):
        return first
    target = target_card(world, seat)
    want = _missing(rs, world, seat, target) if target else (0,) * len(GEMS)
    if isinstance(first, Return):
        held = world.players[seat].tokens

        def loss(a: Action) -> tuple[int, int]:
            assert isinstance(a, Return)
            spare = [held[g] - want[g] for g in range(len(GEMS))]
            hurt = sum(max(0, a.tokens[g] - max(0, spare[g])) for g in range(len(GEMS)))
            return hurt * 10 + a.tokens[GOLD] * 5, -sum(a.tokens[g] * held[g] for g in range(5))

        return min(legal, key=loss)
    buys = [a for a in legal if isinstance(a, Purchase)]
    if buys:
        card = rs.card
        return max(
            buys,
            key=lambda a: (card[a.card].points, -sum(a.gold), -sum(card[a.card].cost)),
        )
    takes = [a for a in legal if isinstance(a, Take | TakeTwo)]
    reserves = [a for a in legal if isinstance(a, Reserve)]
    full = sum(world.players[seat].tokens) >= rs.token_limit - 1
    if takes and not (full and reserves):

        def useful(a: Action) -> tuple[int, float]:
            if isinstance(a, Take):
                return sum(1 for g in a.gems if want[g] > 0), rng.random()
            assert isinstance(a, TakeTwo)
            return (2 if want[a.gem] >= 2 else 0), rng.random()

        return max(takes, key=useful)
    if reserves:
        mine = [a for a in reserves if a.card == target]
        return mine[0] if mine else reserves[rng.randrange(len(reserves))]
    return first


# --- normal ------------------------------------------------------------------------------------


def quick_return(world: State, seat: int) -> Return:
    """Give back, one token at a time, the one whose loss costs ``seat`` the least value."""
    rs = world.ruleset
    held = list(world.players[seat].tokens)
    back = [0] * len(held)
    for _ in range(max(0, sum(held) - rs.token_limit)):
        best, best_value = -1, float("-inf")
        for c in range(len(held)):
            if held[c] == 0:
                continue
            held[c] -= 1
            value = player_value(with_tokens(world, seat, tuple(held)), seat)
            held[c] += 1
            if value > best_value:
                best, best_value = c, value
        held[best] -= 1
        back[best] += 1
    return Return(tuple(back))


def finish_turn(world: State, seat: int, action: Action) -> State:
    """Play ``action`` and the rest of ``seat``'s turn (a return, a noble) greedily."""
    world, _ = apply(world, seat, action)
    while not world.over and world.current == seat and world.step != "play":
        if world.step == "return":
            world, _ = apply(world, seat, quick_return(world, seat))
        else:
            options = legal_actions(world, seat)
            world = max((apply(world, seat, a)[0] for a in options), key=lambda w: score(w, seat))
    return world


def distinct(legal: Sequence[Action]) -> list[Action]:
    """The legal actions with one payment per card (the first: the least gold)."""
    seen: set[str] = set()
    out: list[Action] = []
    for a in legal:
        if isinstance(a, Purchase):
            if a.card in seen:
                continue
            seen.add(a.card)
        out.append(a)
    return out


def ranked(world: State, seat: int, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Every distinct legal action with its one-ply score, best first (ties: legal order)."""
    scored = []
    for i, a in enumerate(distinct(legal)):
        if isinstance(a, Return | ChooseNoble):
            after, _ = apply(world, seat, a)
        else:
            after = finish_turn(world, seat, a)
        scored.append((score(after, seat), -i, a))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [(s, a) for s, _, a in scored]


def normal_policy(world: State, seat: int, legal: Sequence[Action]) -> Action:
    """The move whose position, once its turn is done, scores best (``evaluate.score``)."""
    if len(legal) == 1:
        return legal[0]
    return ranked(world, seat, legal)[0][1]


# --- hard --------------------------------------------------------------------------------------


def greedy_turn(world: State) -> State:
    """The player to move plays its whole turn greedily: the move that raises its own value
    most (``normal`` without the look at its rivals, to keep the search quick)."""
    seat = world.current
    best, best_value = world, float("-inf")
    for a in distinct(legal_actions(world, seat)):
        after = finish_turn(world, seat, a)
        value = score(after, seat) if after.over else player_value(after, seat)
        if value > best_value:
            best, best_value = after, value
    return best


def hard_policy(
    view: Mapping[str, Any], world: State, seat: int, legal: Sequence[Action], rng: Random
) -> Action:
    """Look past ``normal``: each of its best moves, then every opponent's greedy reply and
    this seat's own next move, on a few deals of the unseen cards; the best mean wins."""
    if len(legal) == 1 or world.step != "play":
        return normal_policy(world, seat, legal)
    top = [a for _, a in ranked(world, seat, legal)[:HARD_CANDIDATES]]
    worlds = [world] + [
        determinize(view, world.ruleset, Random(rng.getrandbits(32)))
        for _ in range(HARD_WORLDS - 1)
    ]
    n = len(world.players)
    best, best_value = top[0], float("-inf")
    for a in top:
        total = 0.0
        for w in worlds:
            after = finish_turn(w, seat, a)
            for _ in range(n):  # the others' replies, then this seat's next move
                if after.over:
                    break
                after = greedy_turn(after)
            total += score(after, seat)
        if total > best_value:
            best, best_value = a, total
    return best
