"""Legality: every legal action of a seat, and why any other is refused (a rule id each).

``verify`` accepts exactly the actions ``legal_actions`` lists; a refusal is
``IllegalAction(rule_id, key, **arguments)`` with a key of splendor-refusals.ftl.
"""

from __future__ import annotations

from itertools import combinations

from bot.engine import IllegalAction
from bot.games.splendor.board import (
    excess,
    face_up,
    payments,
    qualifying_nobles,
    reserved_ids,
)
from bot.games.splendor.ruleset import COLOURS, GEMS, GOLD, LEVELS
from bot.games.splendor.state import (
    Action,
    ChooseNoble,
    Pass,
    Purchase,
    Reserve,
    Return,
    State,
    Take,
    TakeTwo,
)


def takes(state: State) -> list[Action]:
    """Return the legal takes of different gems (S-T2, S-T3)."""
    left = [g for g in range(len(GEMS)) if state.bank[g] > 0]
    if len(left) >= 3:
        return [Take(gems) for gems in combinations(left, 3)]
    if state.ruleset.take_fewer and left:
        return [Take(tuple(left))]
    return []


def take_twos(state: State) -> list[Action]:
    """Return the legal takes of 2 tokens of one gem (S-T4)."""
    low = state.ruleset.take_two_min
    return [TakeTwo(g) for g in range(len(GEMS)) if state.bank[g] >= low]


def reserves(state: State, seat: int) -> list[Action]:
    """Return the legal reserves: each face-up card, then each deck's top (S-R1, S-R2)."""
    if len(state.players[seat].reserved) >= state.ruleset.reserve_limit:
        return []
    shown: list[Action] = [Reserve(card=c) for c in face_up(state)]
    blind: list[Action] = [Reserve(level=i + 1) for i, deck in enumerate(state.decks) if deck]
    return shown + blind


def purchases(state: State, seat: int) -> list[Action]:
    """Return the legal buys: each face-up card, then each reserved one, every payment (S-B1)."""
    rs, player = state.ruleset, state.players[seat]
    found: list[Action] = []
    for cid in (*face_up(state), *reserved_ids(player)):
        found += [Purchase(cid, gold) for gold in payments(rs, player, rs.card[cid])]
    return found


def returns(state: State, seat: int) -> list[Action]:
    """Return every way to give back the tokens above the limit (S-L1), in a fixed order."""
    held = state.players[seat].tokens
    out: list[Action] = []

    def fill(colour: int, left: int, chosen: tuple[int, ...]) -> None:
        if colour == len(COLOURS):
            if left == 0:
                out.append(Return(chosen))
            return
        for k in range(min(left, held[colour]), -1, -1):
            fill(colour + 1, left - k, (*chosen, k))

    fill(0, excess(state, seat), ())
    return out


def plays(state: State, seat: int) -> list[Action]:
    """Return the actions of the ``play`` step; a lone pass when there is none (S-T5)."""
    found = takes(state) + take_twos(state) + reserves(state, seat) + purchases(state, seat)
    return found or [Pass()]


def legal_actions(state: State, seat: int) -> list[Action]:
    """Return every legal action of ``seat``, in a fixed order ([] unless it is to move)."""
    if state.over or seat != state.current:
        return []
    if state.step == "return":
        return returns(state, seat)
    if state.step == "noble":
        return [ChooseNoble(n) for n in qualifying_nobles(state, seat)]
    return plays(state, seat)


def verify_seat(state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` is to move (S-E1, S-S1, S-T1)."""
    if state.over:
        raise IllegalAction("S-E1", "splendor-refusals-game-over")
    if not 0 <= seat < len(state.players):
        raise IllegalAction("S-S1", "splendor-refusals-no-seat", seat=str(seat))
    if seat != state.current:
        raise IllegalAction("S-T1", "splendor-refusals-not-your-turn")


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now; change nothing."""
    verify_seat(state, seat)
    if state.step == "return":
        if not isinstance(action, Return):
            raise IllegalAction(
                "S-L1",
                "splendor-refusals-return-first",
                count=excess(state, seat),
                limit=state.ruleset.token_limit,
            )
        _verify_return(state, seat, action)
    elif state.step == "noble":
        if not isinstance(action, ChooseNoble):
            raise IllegalAction("S-N2", "splendor-refusals-choose-noble-first")
        if action.noble not in qualifying_nobles(state, seat):
            raise IllegalAction("S-N2", "splendor-refusals-noble-not-visiting")
    elif isinstance(action, Return):
        raise IllegalAction("S-L1", "splendor-refusals-nothing-to-return")
    elif isinstance(action, ChooseNoble):
        raise IllegalAction("S-N2", "splendor-refusals-no-noble-waiting")
    elif isinstance(action, Take):
        _verify_take(state, action)
    elif isinstance(action, TakeTwo):
        _verify_take_two(state, action)
    elif isinstance(action, Reserve):
        _verify_reserve(state, seat, action)
    elif isinstance(action, Purchase):
        _verify_purchase(state, seat, action)
    elif isinstance(action, Pass):
        if plays(state, seat) != [Pass()]:
            raise IllegalAction("S-T5", "splendor-refusals-no-pass")
    else:
        raise IllegalAction("S-T1", "splendor-refusals-unknown-action")


def _gem(value: object, rule: str) -> int:
    if type(value) is not int or not 0 <= value < len(COLOURS):
        raise IllegalAction(rule, "splendor-refusals-no-such-gem")
    if value == GOLD:
        raise IllegalAction(rule, "splendor-refusals-gold-not-taken")
    return value


def _verify_take(state: State, action: Take) -> None:
    gems = tuple(_gem(g, "S-T2") for g in action.gems)
    if not 1 <= len(gems) <= 3 or list(gems) != sorted(set(gems)):
        raise IllegalAction("S-T2", "splendor-refusals-three-different")
    for g in gems:
        if state.bank[g] == 0:
            raise IllegalAction("S-T2", "splendor-refusals-pile-empty", gem=GEMS[g])
    if len(gems) < 3:
        if not state.ruleset.take_fewer:
            raise IllegalAction("S-T3", "splendor-refusals-three-different")
        left = sum(1 for g in range(len(GEMS)) if state.bank[g] > 0)
        if len(gems) != left:
            raise IllegalAction("S-T3", "splendor-refusals-take-fewer", count=min(left, 3))


def _verify_take_two(state: State, action: TakeTwo) -> None:
    g = _gem(action.gem, "S-T4")
    low = state.ruleset.take_two_min
    if state.bank[g] < low:
        raise IllegalAction(
            "S-T4", "splendor-refusals-take-two-pile", gem=GEMS[g], count=low, left=state.bank[g]
        )


def _verify_reserve(state: State, seat: int, action: Reserve) -> None:
    limit = state.ruleset.reserve_limit
    if len(state.players[seat].reserved) >= limit:
        raise IllegalAction("S-R2", "splendor-refusals-reserve-limit", count=limit)
    if (action.card is None) == (action.level is None):
        raise IllegalAction("S-R1", "splendor-refusals-reserve-what")
    if action.card is not None:
        if action.card not in face_up(state):
            raise IllegalAction("S-R1", "splendor-refusals-not-face-up", card=str(action.card))
        return
    level = action.level
    if type(level) is not int or not 1 <= level <= LEVELS:
        raise IllegalAction("S-R1", "splendor-refusals-no-such-level", level=str(level))
    if not state.decks[level - 1]:
        raise IllegalAction("S-R1", "splendor-refusals-deck-empty", level=str(level))


def _verify_purchase(state: State, seat: int, action: Purchase) -> None:
    rs, player = state.ruleset, state.players[seat]
    cid = action.card
    if cid not in face_up(state) and cid not in reserved_ids(player):
        # Never says whose reserve a card is: a blind reserve stays secret (S-R4).
        raise IllegalAction("S-B1", "splendor-refusals-not-for-sale", card=str(cid))
    gold = action.gold
    if len(gold) != len(GEMS) or any(type(g) is not int or g < 0 for g in gold):
        raise IllegalAction("S-B3", "splendor-refusals-bad-payment")
    ways = payments(rs, player, rs.card[cid])
    if not ways:
        raise IllegalAction("S-B2", "splendor-refusals-cannot-afford", card=cid)
    if tuple(gold) not in ways:
        if not rs.gold_anytime and sum(gold) > sum(ways[0]):
            raise IllegalAction("S-B3", "splendor-refusals-gold-only-missing")
        raise IllegalAction("S-B2", "splendor-refusals-bad-payment")


def _verify_return(state: State, seat: int, action: Return) -> None:
    held = state.players[seat].tokens
    back = action.tokens
    if len(back) != len(COLOURS) or any(type(k) is not int or k < 0 for k in back):
        raise IllegalAction("S-L1", "splendor-refusals-return-count", count=excess(state, seat))
    if any(k > h for k, h in zip(back, held, strict=True)):
        raise IllegalAction("S-L1", "splendor-refusals-return-not-held")
    if sum(back) != excess(state, seat):
        raise IllegalAction("S-L1", "splendor-refusals-return-count", count=excess(state, seat))
