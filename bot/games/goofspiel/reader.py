"""One typed reader of a ``goofspiel`` view (what ``view_for`` returns), for every layer above.

``read(view)`` checks and parses the view's JSON once into a frozen ``Seen``: the bots and the
Discord adapter then read fields instead of dict keys. The checks are those of the view itself
(docs/rules/goofspiel.md, G-V1 … G-V3): types, one entry per seat, the cards of the ruleset's
suit, and the sums that tie the fields together (a hand is the suit less the played cards, a
score the sum of the prizes won, the active seats those that have not bid, …).

A view that lacks a field, or holds one that is of the wrong type or disagrees with the others,
raises ``InvalidState`` (a ``ValueError``) naming the field:
``invalid goofspiel view: players[1].hand_count is missing``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import InvalidState
from bot.engine.reading import JsonReader, ruleset_reader
from bot.games.goofspiel.rules import round_winner
from bot.games.goofspiel.ruleset import Ruleset, ruleset_from_json

__all__ = ["LastRound", "PlayerSeen", "Seen", "read"]

_READ = JsonReader("goofspiel view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_bool = _READ.boolean
_str = _READ.string
_mapping = _READ.mapping
_list = _READ.sequence


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it."""

    id: str
    hand_count: int
    has_bid: bool
    """Whether the seat has bid this round (never what, unless it is the viewer's own bid)."""
    played: tuple[int, ...]
    """The revealed bids, one per past round, in order."""
    hand: tuple[int, ...] | None
    """The cards in hand, ascending: the viewer's own seat, or every seat once over."""
    bid: int | None
    """The pending bid, if ``hand`` is shown and the seat has bid; else None."""


@dataclass(frozen=True, slots=True)
class LastRound:
    """The last revealed round: its prize, every seat's bid and the winner (None: a tie)."""

    round: int
    prize: int
    bids: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Seen:
    """A ``view_for(state, seat)`` result, checked and typed."""

    seat: int | None
    """The viewer's seat; ``None`` for the public view."""
    round: int
    """The round being played, from 1 (the last round once over)."""
    rounds: int
    prize: int | None
    """The prize bid on now; None once over."""
    prizes_left: int
    """The face-down prizes (the one bid on now left out)."""
    past_prizes: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]
    """Per seat: the prizes won, in the order won."""
    scores: tuple[int, ...]
    players: tuple[PlayerSeen, ...]
    active: tuple[int, ...]
    """The seats that have not bid this round; () once over."""
    last_round: LastRound | None
    over: bool
    winners: tuple[int, ...]
    """The winning seats once over; () before."""
    ranks: tuple[int, ...] | None
    """Final places by seat (1 = first) once over; None before."""
    ruleset: Ruleset

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def me(self) -> PlayerSeen | None:
        """The viewer's own seat, ``None`` for the public view."""
        return None if self.seat is None else self.players[self.seat]

    def to_json(self) -> dict[str, Any]:
        """Write the view back as the ``view_for`` dict it was read from."""
        players = []
        for p in self.players:
            pv: dict[str, Any] = {
                "id": p.id,
                "hand_count": p.hand_count,
                "has_bid": p.has_bid,
                "played": list(p.played),
            }
            if p.hand is not None:
                pv["hand"] = list(p.hand)
                pv["bid"] = p.bid
            players.append(pv)
        last = self.last_round
        view: dict[str, Any] = {
            "game": "goofspiel",
            "seat": self.seat,
            "round": self.round,
            "rounds": self.rounds,
            "prize": self.prize,
            "prizes_left": self.prizes_left,
            "past_prizes": list(self.past_prizes),
            "won": [list(w) for w in self.won],
            "scores": list(self.scores),
            "players": players,
            "active": list(self.active),
            "last_round": None
            if last is None
            else {
                "round": last.round,
                "prize": last.prize,
                "bids": list(last.bids),
                "winner": last.winner,
            },
            "over": self.over,
            "ruleset": self.ruleset.to_json(),
        }
        if self.over:
            view["winners"] = list(self.winners)
            view["ranks"] = list(self.ranks or ())
        return view


# --------------------------------------------------------------------------------------------
# Parsing


def _card(value: Any, where: str, cards: int) -> int:
    card = _int(value, where)
    if not 1 <= card <= cards:
        raise _bad(where, f"is no card of the suit 1 to {cards}: {card}")
    return card


def _cards(value: Any, where: str, cards: int) -> tuple[int, ...]:
    """A list of distinct cards of the suit 1..``cards``."""
    items = _list(value, where)
    out = tuple(_card(c, f"{where}[{i}]", cards) for i, c in enumerate(items))
    if len(set(out)) != len(out):
        raise _bad(where, f"holds a card twice: {list(out)}")
    return out


def _seat(value: Any, where: str, n: int) -> int:
    seat = _int(value, where, 0)
    if seat >= n:
        raise _bad(where, f"is no seat of this {n}-player game: {seat}")
    return seat


def _per_seat(value: Any, where: str, n: int) -> Sequence[Any]:
    items = _list(value, where)
    if len(items) != n:
        raise _bad(where, f"needs one entry per seat ({n}), not {len(items)}")
    return items


_ruleset_of_view = ruleset_reader(ruleset_from_json)


def _ruleset(view: Mapping[str, Any]) -> Ruleset:
    doc = _mapping(_field(view, "ruleset"), "ruleset")
    try:
        return _ruleset_of_view(doc)
    except (InvalidState, TypeError) as err:
        raise _bad("ruleset", f"is not a valid ruleset ({err})") from None


def _player(doc: Any, where: str, cards: int, rounds_done: int, shown: bool) -> PlayerSeen:
    p = _mapping(doc, where)
    at = where + "."
    played = _cards(_field(p, "played", at), at + "played", cards)
    if len(played) != rounds_done:
        raise _bad(at + "played", f"needs one bid per past round ({rounds_done}): {len(played)}")
    hand_count = _int(_field(p, "hand_count", at), at + "hand_count", 0)
    if hand_count != cards - rounds_done:
        raise _bad(at + "hand_count", f"must be {cards - rounds_done} (the cards not played)")
    has_bid = _bool(_field(p, "has_bid", at), at + "has_bid")
    hand: tuple[int, ...] | None = None
    bid: int | None = None
    if not shown:
        for key in ("hand", "bid"):
            if key in p:
                raise _bad(at + key, "must not be shown to this viewer (G-V2)")
    else:
        hand = _cards(_field(p, "hand", at), at + "hand", cards)
        left = tuple(c for c in range(1, cards + 1) if c not in played)
        if hand != left:
            raise _bad(at + "hand", f"must be the cards not played, ascending: {list(left)}")
        raw_bid = _field(p, "bid", at)
        if raw_bid is not None:
            bid = _card(raw_bid, at + "bid", cards)
            if bid not in hand:
                raise _bad(at + "bid", f"is not a card in hand: {bid}")
        if has_bid != (bid is not None):
            raise _bad(at + "has_bid", f"must be {bid is not None} (the bid is {bid})")
    return PlayerSeen(
        id=_str(_field(p, "id", at), at + "id"),
        hand_count=hand_count,
        has_bid=has_bid,
        played=played,
        hand=hand,
        bid=bid,
    )


def _last_round(
    view: Mapping[str, Any], past: tuple[int, ...], players: tuple[PlayerSeen, ...]
) -> LastRound | None:
    doc = _field(view, "last_round")
    if not past:
        if doc is not None:
            raise _bad("last_round", "must be null before the first round is revealed")
        return None
    if doc is None:
        raise _bad("last_round", "must be given once a round was revealed")
    last = _mapping(doc, "last_round")
    number = _int(_field(last, "round", "last_round."), "last_round.round")
    if number != len(past):
        raise _bad("last_round.round", f"must be {len(past)}, not {number}")
    prize = _int(_field(last, "prize", "last_round."), "last_round.prize")
    if prize != past[-1]:
        raise _bad("last_round.prize", f"must be the last past prize {past[-1]}, not {prize}")
    raw = _per_seat(_field(last, "bids", "last_round."), "last_round.bids", len(players))
    bids = tuple(_int(b, f"last_round.bids[{s}]") for s, b in enumerate(raw))
    if bids != tuple(p.played[-1] for p in players):
        raise _bad("last_round.bids", f"must be every seat's last played card, not {list(bids)}")
    raw_winner = _field(last, "winner", "last_round.")
    winner = None if raw_winner is None else _seat(raw_winner, "last_round.winner", len(players))
    if winner != round_winner(bids):
        raise _bad("last_round.winner", f"must be {round_winner(bids)} (G-B3, G-B4), not {winner}")
    return LastRound(number, prize, bids, winner)


def _result(
    view: Mapping[str, Any], over: bool, scores: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...] | None]:
    """The winners and ranks once over (checked against the scores, G-E3); ((), None) before."""
    if not over:
        for key in ("winners", "ranks"):
            if key in view:
                raise _bad(key, "must not be given before the game is over")
        return (), None
    n = len(scores)
    items = _list(_field(view, "winners"), "winners")
    winners = tuple(_seat(w, f"winners[{i}]", n) for i, w in enumerate(items))
    best = max(scores)
    if winners != tuple(s for s, p in enumerate(scores) if p == best):
        raise _bad("winners", f"must be the seats with the top score {best}, not {list(winners)}")
    raw = _per_seat(_field(view, "ranks"), "ranks", n)
    ranks = tuple(_int(r, f"ranks[{s}]", 1) for s, r in enumerate(raw))
    for s, r in enumerate(ranks):
        if r != 1 + sum(q > scores[s] for q in scores):
            raise _bad(f"ranks[{s}]", f"does not follow the scores (G-E3): {r}")
    return winners, ranks


def read(view: Mapping[str, Any]) -> Seen:
    """Check and parse a ``view_for`` result; raise ``InvalidState`` naming a bad field."""
    view = _mapping(view, "view")
    if view.get("game", "goofspiel") != "goofspiel":
        raise _bad("game", f"must be 'goofspiel', not {view['game']!r}")
    rs = _ruleset(view)
    cards = rs.cards
    players_doc = _list(_field(view, "players"), "players")
    n = len(players_doc)
    if not rs.min_players <= n <= rs.max_players:
        raise _bad(
            "players", f"has {n} seats, the ruleset allows {rs.min_players}-{rs.max_players}"
        )
    seat_doc = _field(view, "seat")
    seat = None if seat_doc is None else _seat(seat_doc, "seat", n)
    over = _bool(_field(view, "over"), "over")
    rounds = _int(_field(view, "rounds"), "rounds")
    if rounds != cards:
        raise _bad("rounds", f"must be the ruleset's {cards} cards, not {rounds}")
    past = _cards(_field(view, "past_prizes"), "past_prizes", cards)
    raw_prize = _field(view, "prize")
    prize = None if raw_prize is None else _card(raw_prize, "prize", cards)
    if (prize is None) != over:
        raise _bad("prize", "must be null exactly when the game is over (G-E1)")
    if prize in past:
        raise _bad("prize", f"was already played: {prize}")
    prizes_left = _int(_field(view, "prizes_left"), "prizes_left", 0)
    hidden = cards - len(past) - (prize is not None)
    if prizes_left != hidden:
        raise _bad(
            "prizes_left", f"must be {hidden} (the suit less the prizes seen), not {prizes_left}"
        )
    number = _int(_field(view, "round"), "round")
    if number != min(len(past) + 1, cards):
        raise _bad("round", f"must be {min(len(past) + 1, cards)}, not {number}")
    players = tuple(
        _player(p, f"players[{s}]", cards, len(past), over or s == seat)
        for s, p in enumerate(players_doc)
    )
    won_doc = _per_seat(_field(view, "won"), "won", n)
    won = tuple(_cards(w, f"won[{s}]", cards) for s, w in enumerate(won_doc))
    for s, w in enumerate(won):
        for i, p in enumerate(w):
            if p not in past or any(p in won[q] for q in range(s)):
                raise _bad(f"won[{s}][{i}]", f"is no past prize won by this seat alone: {p}")
    scores_doc = _per_seat(_field(view, "scores"), "scores", n)
    scores = tuple(_int(v, f"scores[{s}]", 0) for s, v in enumerate(scores_doc))
    for s, v in enumerate(scores):
        if v != sum(won[s]):
            raise _bad(f"scores[{s}]", f"must be {sum(won[s])}, the prizes won (G-E2), not {v}")
    active_doc = _list(_field(view, "active"), "active")
    active = tuple(_seat(a, f"active[{i}]", n) for i, a in enumerate(active_doc))
    expected = () if over else tuple(s for s, p in enumerate(players) if not p.has_bid)
    if active != expected:
        raise _bad("active", f"must be the seats that have not bid {list(expected)}")
    if not over and not active:
        raise _bad("active", "is empty while the game runs: the round should be revealed")
    winners, ranks = _result(view, over, scores)
    return Seen(
        seat=seat,
        round=number,
        rounds=rounds,
        prize=prize,
        prizes_left=prizes_left,
        past_prizes=past,
        won=won,
        scores=scores,
        players=players,
        active=active,
        last_round=_last_round(view, past, players),
        over=over,
        winners=winners,
        ranks=ranks,
        ruleset=rs,
    )
