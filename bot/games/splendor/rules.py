"""The ``splendor`` rules: setup, applying an action, the turn's steps, the end and scoring.

Legality is ``checks.py``; docs/rules/splendor.md names every rule cited here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bot.engine import Event, Outcome
from bot.engine.game import seat_ids
from bot.games.splendor.board import excess, paid, points, qualifying_nobles
from bot.games.splendor.checks import legal_actions, verify, verify_seat
from bot.games.splendor.events import (
    CardBought,
    CardReserved,
    GameEnded,
    LastRound,
    MustChooseNoble,
    MustReturn,
    NobleVisited,
    Passed,
    SpaceRefilled,
    TokensReturned,
    TokensTaken,
)
from bot.games.splendor.ruleset import COLOURS, GOLD, LEVELS, Ruleset
from bot.games.splendor.state import (
    Action,
    ChooseNoble,
    Pass,
    Player,
    Purchase,
    Reserve,
    Reserved,
    Return,
    State,
    Take,
    TakeTwo,
)

# --- Setup (S-S1 … S-S4) --------------------------------------------------------------------


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game; the seed decides the first player, the decks and the nobles."""
    ids = seat_ids(rs, num_players, player_ids, "S-S1", "splendor-refusals-player-count")
    rng = random.Random(seed)
    first = rng.randrange(num_players) if rs.first_player == "random" else 0  # S-S1
    decks, tableau = [], []
    for level in range(1, LEVELS + 1):  # S-S3
        deck = [c.id for c in rs.cards if c.level == level]
        rng.shuffle(deck)
        shown = deck[: rs.face_up]
        tableau.append((*shown, *(None,) * (rs.face_up - len(shown))))
        decks.append(tuple(deck[rs.face_up :]))
    nobles = rng.sample([n.id for n in rs.nobles], num_players + rs.extra_nobles)  # S-S4
    nothing = (0,) * len(COLOURS)
    return State(
        ruleset=rs,
        bank=rs.supply(num_players),  # S-S2
        decks=tuple(decks),
        tableau=tuple(tableau),
        nobles=tuple(nobles),
        players=tuple(Player(pid, nothing, (), (), ()) for pid in ids),
        first=first,
        current=first,
        step="play",
        passes=0,
        over=False,
    )


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seat to move (S-T1); none once the game is over (S-E1)."""
    return () if state.over else (state.current,)


# --- Applying an action ----------------------------------------------------------------------


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for ``seat``; raise ``IllegalAction`` naming the rule (state unchanged)."""
    verify(state, seat, action)
    events: list[Event] = []
    if isinstance(action, Return):
        state = _return(state, seat, action, events)
        return _end_of_turn(state, seat, events), events
    if isinstance(action, ChooseNoble):
        state = _visit(state, seat, action.noble, events)
        return _finish_turn(state, seat, events), events
    if isinstance(action, Pass):  # S-T5: a pass is the turn, and the nobles come after it
        events.append(Passed(seat))
        state = replace(state, passes=state.passes + 1)
        return _end_of_turn(state, seat, events), events
    if isinstance(action, Take):
        got = [0] * len(COLOURS)
        for g in action.gems:
            got[g] = 1
        state = _take(state, seat, tuple(got), events)
    elif isinstance(action, TakeTwo):
        got = [0] * len(COLOURS)
        got[action.gem] = 2
        state = _take(state, seat, tuple(got), events)
    elif isinstance(action, Reserve):
        state = _reserve(state, seat, action, events)
    else:
        state = _purchase(state, seat, action, events)
    state = replace(state, passes=0)
    over = excess(state, seat)
    if over:  # S-L1: a step of the same turn
        events.append(MustReturn(seat, over))
        return replace(state, step="return"), events
    return _end_of_turn(state, seat, events), events


def _add(a: tuple[int, ...], b: tuple[int, ...], sign: int = 1) -> tuple[int, ...]:
    return tuple(x + sign * y for x, y in zip(a, b, strict=True))


def _with_player(state: State, seat: int, player: Player) -> tuple[Player, ...]:
    return tuple(player if s == seat else p for s, p in enumerate(state.players))


def _take(state: State, seat: int, got: tuple[int, ...], events: list[Event]) -> State:
    """Move ``got`` from the bank to ``seat`` (S-T2 … S-T4)."""
    player = state.players[seat]
    events.append(TokensTaken(seat, got))
    mover = replace(player, tokens=_add(player.tokens, got))
    return replace(state, bank=_add(state.bank, got, -1), players=_with_player(state, seat, mover))


def _refill(state: State, level: int, space: int, events: list[Event]) -> State:
    """Turn the top card of ``level``'s deck face up in ``space``, or leave it empty (S-B4)."""
    deck = state.decks[level - 1]
    card = deck[0] if deck else None
    row = list(state.tableau[level - 1])
    row[space] = card
    events.append(SpaceRefilled(None, level, space, card))
    tableau = tuple(tuple(row) if i == level - 1 else r for i, r in enumerate(state.tableau))
    decks = tuple(d[1:] if i == level - 1 else d for i, d in enumerate(state.decks))
    return replace(state, tableau=tableau, decks=decks)


def _space_of(state: State, card: str) -> tuple[int, int]:
    for i, row in enumerate(state.tableau):
        if card in row:
            return i + 1, row.index(card)
    raise ValueError(f"{card} is not face up")


def _reserve(state: State, seat: int, action: Reserve, events: list[Event]) -> State:
    """Reserve a face-up card or a deck's top card, and take a gold if any is left (S-R1 …)."""
    rs = state.ruleset
    if action.card is not None:
        card, blind = action.card, False
        level, space = _space_of(state, card)
        state = _refill(state, level, space, events)
    else:
        assert action.level is not None
        level, blind = action.level, True
        card = state.decks[level - 1][0]
        decks = tuple(d[1:] if i == level - 1 else d for i, d in enumerate(state.decks))
        state = replace(state, decks=decks)
    gold = 1 if state.bank[GOLD] > 0 else 0  # S-R3
    got = tuple(gold if c == GOLD else 0 for c in range(len(COLOURS)))
    player = state.players[seat]
    mover = replace(
        player,
        tokens=_add(player.tokens, got),
        reserved=(*player.reserved, Reserved(card, blind)),
    )
    events.insert(0, CardReserved(seat, card, rs.card[card].level, blind, gold))
    return replace(state, bank=_add(state.bank, got, -1), players=_with_player(state, seat, mover))


def _purchase(state: State, seat: int, action: Purchase, events: list[Event]) -> State:
    """Pay for a card, take it and its bonus; refill its space if it was face up (S-B1 …)."""
    rs = state.ruleset
    player = state.players[seat]
    card = rs.card[action.card]
    cost = paid(rs, player, card, action.gold)
    reserved = next((r for r in player.reserved if r.card == card.id), None)
    mover = replace(
        player,
        tokens=_add(player.tokens, cost, -1),
        cards=(*player.cards, card.id),
        reserved=tuple(r for r in player.reserved if r.card != card.id),
    )
    events.append(CardBought(seat, card.id, reserved is not None, cost))
    state = replace(state, bank=_add(state.bank, cost), players=_with_player(state, seat, mover))
    if reserved is None:
        level, space = _space_of(state, card.id)
        state = _refill(state, level, space, events)
    return state


def _return(state: State, seat: int, action: Return, events: list[Event]) -> State:
    """Give back the tokens above the limit (S-L1)."""
    player = state.players[seat]
    events.append(TokensReturned(seat, action.tokens))
    mover = replace(player, tokens=_add(player.tokens, action.tokens, -1))
    return replace(
        state,
        bank=_add(state.bank, action.tokens),
        players=_with_player(state, seat, mover),
        step="play",
    )


def _visit(state: State, seat: int, noble: str, events: list[Event]) -> State:
    """``noble`` visits ``seat`` (S-N1)."""
    player = state.players[seat]
    events.append(NobleVisited(seat, noble))
    mover = replace(player, nobles=(*player.nobles, noble))
    return replace(
        state,
        nobles=tuple(n for n in state.nobles if n != noble),
        players=_with_player(state, seat, mover),
        step="play",
    )


def _end_of_turn(state: State, seat: int, events: list[Event]) -> State:
    """The nobles' visit: one alone visits, several make a choice (S-N1, S-N2)."""
    nobles = qualifying_nobles(state, seat)
    if len(nobles) == 1:
        state = _visit(state, seat, nobles[0], events)
    elif len(nobles) > 1:
        events.append(MustChooseNoble(seat, nobles))
        return replace(state, step="noble")
    return _finish_turn(state, seat, events)


def _finish_turn(state: State, seat: int, events: list[Event]) -> State:
    """Pass the turn on, or end the game at the end of the round (S-E1) or of the passes
    (S-E3)."""
    rs = state.ruleset
    n = len(state.players)
    nxt = (seat + 1) % n
    score = [points(rs, p) for p in state.players]
    reached = [s for s in range(n) if score[s] >= rs.target]
    if (reached and nxt == state.first) or state.passes >= n:
        ended = replace(state, step="play", over=True)
        result = outcome_of(ended)
        events.append(GameEnded(None, result.scores, result.winners))
        return ended
    if reached == [seat]:
        events.append(LastRound(seat, score[seat]))
    return replace(state, current=nxt, step="play")


# --- The timeout move ------------------------------------------------------------------------


def auto_action(state: State, seat: int) -> Action:
    """Return the gentlest move of a seat whose time ran out (its first legal action by kind):
    tokens if any may be taken, else a buy, a reserve, a pass; the first return (the most
    tokens of the first colours, gold kept) and the first noble."""
    verify_seat(state, seat)
    legal = legal_actions(state, seat)
    for kind in (Take, TakeTwo, Purchase, Reserve):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


# --- Scoring (S-E2) --------------------------------------------------------------------------


def scores(state: State) -> tuple[int, ...]:
    """Return each seat's points: its cards' and nobles' (S-E2)."""
    return tuple(points(state.ruleset, p) for p in state.players)


def outcome_of(state: State) -> Outcome:
    """Return points, winners and ranks: most points, then fewest cards, then shared (S-E2)."""
    score = scores(state)
    keys = [(-p, len(player.cards)) for p, player in zip(score, state.players, strict=True)]
    ranks = tuple(1 + sum(k < mine for k in keys) for mine in keys)
    winners = tuple(s for s, r in enumerate(ranks) if r == 1)
    return Outcome(score, winners, ranks)


def outcome(state: State) -> Outcome | None:
    """Return the result once the game is over (S-E1, S-E3), else None."""
    return outcome_of(state) if state.over else None
