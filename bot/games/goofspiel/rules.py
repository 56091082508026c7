"""The ``goofspiel`` rules' parts that its view, codec and bots read too: who may bid, the
round's winner and reveal, the scores (docs/rules/goofspiel.md; rule ids in comments).

The rules class (``GoofspielRules`` in the package's ``__init__``) sets up, checks and plays
the bids with them. Pure functions over immutable states: no I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event, IllegalAction, Outcome
from bot.games.goofspiel.events import GameEnded, PrizeRevealed, RoundRevealed
from bot.games.goofspiel.state import State


def active_seats(state: State) -> tuple[int, ...]:
    """Return the seats that have not bid this round (G-B1, G-B2); none once over (G-E1)."""
    if state.over:
        return ()
    return tuple(s for s, b in enumerate(state.bids) if b is None)


def verify_seat(state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` may bid now (G-E1, G-S1, G-B2)."""
    if state.over:
        raise IllegalAction("G-E1", "goofspiel-refusals-game-over")
    if not 0 <= seat < len(state.ids):
        raise IllegalAction("G-S1", "goofspiel-refusals-no-seat", seat=str(seat))
    if state.bids[seat] is not None:
        raise IllegalAction("G-B2", "goofspiel-refusals-already-bid")


def round_winner(bids: Sequence[int]) -> int | None:
    """Return the seat of the single highest bid (G-B3), or None when it is tied (G-B4)."""
    top = max(bids)
    tops = [s for s, b in enumerate(bids) if b == top]
    return tops[0] if len(tops) == 1 else None


def reveal(state: State, bids: tuple[int, ...], events: list[Event]) -> State:
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
