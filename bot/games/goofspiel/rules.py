"""The ``goofspiel`` rules, exactly as docs/rules/goofspiel.md says (rule ids in comments).

Pure functions over immutable states: no I/O, no clock, randomness only from the seed given
to ``new_game`` (a private ``random.Random``), so a seed and an action log always replay to
the same state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from bot.engine import Event, IllegalAction, Outcome
from bot.games.goofspiel.events import BidPlaced, GameEnded, PrizeRevealed, RoundRevealed
from bot.games.goofspiel.ruleset import Ruleset
from bot.games.goofspiel.state import Action, Bid, State

_SEAT_IDS = tuple(str(i + 1) for i in range(64))
"""The player ids of a game set up without any: "1", "2", ..."""


def new_game(
    rs: Ruleset, num_players: int, seed: int, player_ids: Sequence[str] | None = None
) -> State:
    """Set up a game (G-S1 … G-S3); the seed decides the order of the prize deck."""
    if not rs.min_players <= num_players <= rs.max_players:  # G-S1
        raise IllegalAction(
            "G-S1", "goofspiel-refusals-player-count", low=rs.min_players, high=rs.max_players
        )
    ids = _SEAT_IDS[:num_players] if player_ids is None else tuple(player_ids)
    if len(ids) != num_players:
        raise ValueError("player_ids must name every seat")
    if len(set(ids)) != len(ids):
        raise ValueError("player_ids must be unique")
    deck = list(rs.suit)
    random.Random(seed).shuffle(deck)  # G-S3
    return State(
        ruleset=rs,
        ids=ids,
        hands=(rs.suit,) * num_players,  # G-S2
        bids=(None,) * num_players,
        played=((),) * num_players,
        won=((),) * num_players,
        past_prizes=(),
        prize=deck[0],  # G-S3: the top card is the first prize
        deck=tuple(deck[1:]),
    )


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seats that have not bid this round (G-B1, G-B2); none once over (G-E1)."""
    if state.over:
        return ()
    return tuple(s for s, b in enumerate(state.bids) if b is None)


def legal_actions(state: State, seat: int) -> list[Action]:
    """Return one bid per card in ``seat``'s hand, lowest first, if it is active; else []."""
    if state.over or not 0 <= seat < len(state.ids) or state.bids[seat] is not None:
        return []
    return [Bid(c) for c in state.hands[seat]]


def auto_action(state: State, seat: int) -> Action:
    """Return the move played for a seat whose time ran out: its lowest card (the gentlest)."""
    verify_seat(state, seat)
    return Bid(state.hands[seat][0])


def verify_seat(state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` may bid now (G-E1, G-S1, G-B2)."""
    if state.over:
        raise IllegalAction("G-E1", "goofspiel-refusals-game-over")
    if not 0 <= seat < len(state.ids):
        raise IllegalAction("G-S1", "goofspiel-refusals-no-seat", seat=str(seat))
    if state.bids[seat] is not None:
        raise IllegalAction("G-B2", "goofspiel-refusals-already-bid")


def verify(state: State, seat: int, action: Action) -> None:
    """Raise ``IllegalAction`` if ``seat`` may not play ``action`` now; change nothing."""
    verify_seat(state, seat)
    if not isinstance(action, Bid):
        raise IllegalAction("G-B1", "goofspiel-refusals-one-card")
    card = action.card
    n = state.ruleset.cards
    if type(card) is not int or not 1 <= card <= n:
        raise IllegalAction("G-S2", "goofspiel-refusals-card-range", high=str(n))
    if card not in state.hands[seat]:
        when = state.played[seat].index(card) + 1
        raise IllegalAction(
            "G-B1", "goofspiel-refusals-not-in-hand", card=str(card), round=str(when)
        )


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Play ``action`` for ``seat``; the bid that completes the round reveals it (G-B3)."""
    verify(state, seat, action)
    bids = list(state.bids)
    bids[seat] = action.card
    events: list[Event] = [BidPlaced(seat, action.card)]
    if any(b is None for b in bids):  # G-B1: the others may still bid
        return replace(state, bids=tuple(bids)), events
    return _reveal(state, tuple(b for b in bids if b is not None), events), events


def round_winner(bids: Sequence[int]) -> int | None:
    """Return the seat of the single highest bid (G-B3), or None when it is tied (G-B4)."""
    top = max(bids)
    tops = [s for s, b in enumerate(bids) if b == top]
    return tops[0] if len(tops) == 1 else None


def _reveal(state: State, bids: tuple[int, ...], events: list[Event]) -> State:
    """Reveal the complete round: award or discard the prize, start the next round or end."""
    prize = state.prize
    assert prize is not None
    winner = round_winner(bids)  # G-B3, G-B4
    won = list(state.won)
    if winner is not None:
        won[winner] = (*won[winner], prize)
    hands = tuple(
        tuple(c for c in hand if c != b) for hand, b in zip(state.hands, bids, strict=True)
    )  # G-B5: the bid cards leave the hands, face up
    played = tuple((*p, b) for p, b in zip(state.played, bids, strict=True))
    past = (*state.past_prizes, prize)
    events.append(RoundRevealed(None, len(past), prize, bids, winner))
    deck = state.deck
    nxt = deck[0] if deck else None
    new = State(
        ruleset=state.ruleset,
        ids=state.ids,
        hands=hands,
        bids=(None,) * len(bids),
        played=played,
        won=tuple(won),
        past_prizes=past,
        prize=nxt,
        deck=deck[1:],
    )
    if nxt is not None:  # G-B5
        events.append(PrizeRevealed(None, len(past) + 1, nxt))
    else:  # G-E1
        result = outcome_of(new)
        events.append(GameEnded(None, result.scores, result.winners))
    return new


def scores(state: State) -> tuple[int, ...]:
    """Return each seat's score: the sum of the prizes it won (G-E2)."""
    return tuple(sum(w) for w in state.won)


def outcome_of(state: State) -> Outcome:
    """Return the scores, winners and ranks (G-E3), as if the game ended now."""
    points = scores(state)
    best = max(points)
    winners = tuple(s for s, p in enumerate(points) if p == best)
    ranks = tuple(1 + sum(q > p for q in points) for p in points)
    return Outcome(points, winners, ranks)


def outcome(state: State) -> Outcome | None:
    """Return the result once the game is over (G-E1), else None."""
    return outcome_of(state) if state.over else None
