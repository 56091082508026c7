"""One typed reader of a ``village`` view (what ``view_for`` returns), for every layer above.

``read(view)`` checks and parses the view's JSON once into a frozen ``Seen``: the bots, the
pictures and the texts then read fields instead of dict keys. ``CardNames`` says the cards of
a ruleset ("a Wild", "2 Phoenix Feathers", "Wild (W)"); it is built once per ruleset.

A view that lacks a field, or holds one of the wrong type, raises ``InvalidState`` (a
``ValueError``) naming the field. A drawing (a panel, the table) reads its view once and hands
the ``Seen`` on; ``as_seen`` lets a function take either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from bot.engine.reading import JsonReader
from bot.games.village.ruleset import WILD_ID, Ruleset, ruleset_of_view
from bot.games.village.text import count_words

__all__ = ["Bribe", "CardNames", "PlayerSeen", "Seen", "as_seen", "card_names", "read"]

_READ = JsonReader("village view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_str = _READ.string
_mapping = _READ.mapping
_list = _READ.sequence


@dataclass(frozen=True, slots=True)
class CardNames:
    """Names and letters of the cards of one ruleset, the wild (``"wild"``) included."""

    ids: tuple[str, ...]
    """Treasure ids in ruleset order (the wild left out)."""
    name: Mapping[str, str]
    plural: Mapping[str, str]
    letter: Mapping[str, str]
    wild_penalty: int

    @property
    def card_ids(self) -> tuple[str, ...]:
        """Every card id: the treasures in ruleset order, then the wild."""
        return (*self.ids, WILD_ID)

    def count(self, card: str, n: int) -> str:
        """Say "a Wild", "an Enchanted Sword" or "2 Phoenix Feathers"."""
        return count_words(n, self.name[card], self.plural[card])

    def tag(self, card: str) -> str:
        """Return a card's name with its letter, for colour-blind-safe texts: "Wild (W)"."""
        return f"{self.name[card]} ({self.letter[card]})"

    def pile(self, cards: Sequence[str]) -> str:
        """Say a pile of cards grouped by kind: "2× Phoenix Feather, Wild"."""
        if not cards:
            return "empty"
        counts = {c: cards.count(c) for c in self.card_ids if c in cards}
        return ", ".join(
            f"{n}× {self.name[c]}" if n > 1 else self.name[c] for c, n in counts.items()
        )

    def short(self, card: str) -> str:
        """The last word of a card's name ("Barbarian's Axe" → "Axe")."""
        words = self.name[card].split()
        return words[-1] if words else card


@lru_cache(maxsize=32)
def card_names(rs: Ruleset) -> CardNames:
    """Return the names of ``rs``'s cards (built once per distinct ruleset)."""
    cids = rs.card_ids
    return CardNames(
        ids=rs.ids,
        name=MappingProxyType(dict(zip(cids, rs.names, strict=True))),
        plural=MappingProxyType(dict(zip(cids, rs.plurals, strict=True))),
        letter=MappingProxyType(dict(zip(cids, rs.letters, strict=True))),
        wild_penalty=rs.wild_penalty,
    )


@dataclass(frozen=True, slots=True)
class Bribe:
    """One bribe on the Dragon's Favor: its treasure cards and the wilds added to them."""

    treasures: int
    wilds: int

    @property
    def cards(self) -> int:
        return self.treasures + self.wilds


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it."""

    id: str
    hand_count: int
    bribes: Mapping[str, Bribe]
    """Bribes by treasure id, in the view's order."""
    hand: Mapping[str, int] | None
    """Counts by card id: the viewer's own hand, or every hand once the game is over."""
    score_if_ended_now: int | None
    """The viewer's own score if the game ended now (only while it runs)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """A ``view_for(state, seat)`` result, checked and typed."""

    seat: int | None
    """The viewer's seat; ``None`` for the public view."""
    track: tuple[str, ...]
    """Treasure ids on the Dragon's Favor, bottom space first."""
    values: Mapping[str, int]
    """Points per card of each treasure, by treasure id."""
    deck_count: int
    discard: tuple[str, ...]
    stalls: Mapping[int, tuple[str, ...]]
    """The Black Market's piles by cost, in the view's order."""
    players: tuple[PlayerSeen, ...]
    current: int
    over: bool
    ruleset: Ruleset
    names: CardNames
    scores: tuple[int, ...] | None
    """Final scores by seat, once over."""
    winners: tuple[int, ...]
    """Winning seats, once over (empty before)."""
    ranks: tuple[int, ...] | None
    """Final places by seat (1 = first), once over."""
    tie_break_depth: int
    """How many track spaces from the top decided a tie on points (0: no tie, or not over)."""

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def me(self) -> PlayerSeen | None:
        """The viewer's own seat, ``None`` for the public view."""
        return None if self.seat is None else self.players[self.seat]

    def top_first(self) -> tuple[str, ...]:
        """The track from its top space down."""
        return self.track[::-1]

    def worth(self, seat: int, card: str) -> int:
        """Points one ``card`` in ``seat``'s hand is worth if the game ended now (R-E2, R-E3).

        A treasure whose type the seat has bribed joins that bribe: +its value. Any other
        treasure costs its value, a wild the ruleset's penalty: a negative number. The hand
        text and the hand picture both say this figure.
        """
        if card == "wild":
            return -self.names.wild_penalty
        value = self.values[card]
        return value if card in self.players[seat].bribes else -value

    def to_json(self) -> dict[str, Any]:
        """Write the view back as the ``view_for`` dict it was read from."""
        players = []
        for p in self.players:
            pv: dict[str, Any] = {
                "id": p.id,
                "hand_count": p.hand_count,
                "bribes": {
                    t: {"treasures": b.treasures, "wilds": b.wilds} for t, b in p.bribes.items()
                },
            }
            if p.hand is not None:
                pv["hand"] = dict(p.hand)
            if p.score_if_ended_now is not None:
                pv["score_if_ended_now"] = p.score_if_ended_now
            players.append(pv)
        view: dict[str, Any] = {
            "game": "village",
            "seat": self.seat,
            "track": list(self.track),
            "values": dict(self.values),
            "deck_count": self.deck_count,
            "discard": list(self.discard),
            "stalls": {str(cost): list(pile) for cost, pile in self.stalls.items()},
            "players": players,
            "current": self.current,
            "over": self.over,
            "ruleset": self.ruleset.to_json(),
        }
        if self.over:
            view["scores"] = list(self.scores or ())
            view["winners"] = list(self.winners)
            view["ranks"] = list(self.ranks or ())
            view["tie_break_depth"] = self.tie_break_depth
        return view


# --------------------------------------------------------------------------------------------
# Parsing


def _cards(value: Any, where: str, known: Sequence[str]) -> tuple[str, ...]:
    items = _list(value, where)
    for i, c in enumerate(items):
        if c not in known:
            raise _bad(f"{where}[{i}]", f"is not a card of the ruleset: {c!r}")
    return tuple(items)


def _seat(value: Any, where: str, n: int) -> int:
    seat = _int(value, where, 0)
    if seat >= n:
        raise _bad(where, f"is no seat of this {n}-player game: {seat}")
    return seat


def _player(p: Any, where: str, rs: Ruleset) -> PlayerSeen:
    doc = _mapping(p, where)
    where += "."
    bribes: dict[str, Bribe] = {}
    for t, bribe in _mapping(_field(doc, "bribes", where), where + "bribes").items():
        at = f"{where}bribes.{t}"
        if t not in rs.ids:
            raise _bad(at, "is not a treasure of the ruleset")
        b = _mapping(bribe, at)
        bribes[t] = Bribe(
            _int(_field(b, "treasures", at + "."), at + ".treasures", 0),
            _int(_field(b, "wilds", at + "."), at + ".wilds", 0),
        )
    hand: dict[str, int] | None = None
    if "hand" in doc:
        hand = {}
        for c, k in _mapping(doc["hand"], where + "hand").items():
            if c not in rs.index:
                raise _bad(f"{where}hand.{c}", "is not a card of the ruleset")
            hand[c] = _int(k, f"{where}hand.{c}", 0)
    score = doc.get("score_if_ended_now")
    return PlayerSeen(
        id=_str(_field(doc, "id", where), where + "id"),
        hand_count=_int(_field(doc, "hand_count", where), where + "hand_count", 0),
        bribes=MappingProxyType(bribes),
        hand=None if hand is None else MappingProxyType(hand),
        score_if_ended_now=None if score is None else _int(score, where + "score_if_ended_now"),
    )


def _per_seat(view: Mapping[str, Any], key: str, n: int) -> tuple[int, ...]:
    items = _list(_field(view, key, ""), key)
    if len(items) != n:
        raise _bad(key, f"needs one entry per seat ({n}), not {len(items)}")
    return tuple(_int(v, f"{key}[{i}]") for i, v in enumerate(items))


def _winners(view: Mapping[str, Any], n: int) -> tuple[int, ...]:
    items = _list(_field(view, "winners", ""), "winners")
    return tuple(_seat(w, f"winners[{i}]", n) for i, w in enumerate(items))


def read(view: Mapping[str, Any]) -> Seen:
    """Check and parse a ``view_for`` result; raise ``InvalidState`` naming a bad field."""
    view = _mapping(view, "view")
    if view.get("game", "village") != "village":
        raise _bad("game", f"must be 'village', not {view['game']!r}")
    rs = ruleset_of_view(_mapping(_field(view, "ruleset", ""), "ruleset"))
    players_doc = _list(_field(view, "players", ""), "players")
    n = len(players_doc)
    if not rs.min_players <= n <= rs.max_players:
        raise _bad(
            "players", f"has {n} seats, the ruleset allows {rs.min_players}-{rs.max_players}"
        )
    players = tuple(_player(p, f"players[{i}]", rs) for i, p in enumerate(players_doc))
    seat_doc = _field(view, "seat", "")
    seat = None if seat_doc is None else _seat(seat_doc, "seat", n)
    track = _cards(_field(view, "track", ""), "track", rs.ids)
    if sorted(track) != sorted(rs.ids):
        raise _bad("track", "must hold every treasure of the ruleset once")
    values_doc = _mapping(_field(view, "values", ""), "values")
    values = {t: _int(_field(values_doc, t, "values."), f"values.{t}") for t in track}
    stalls: dict[int, tuple[str, ...]] = {}
    for cost, pile in _mapping(_field(view, "stalls", ""), "stalls").items():
        if not (isinstance(cost, str) and cost.isdigit() and int(cost) in rs.stall_index):
            raise _bad(f"stalls.{cost}", "is not a stall cost of the ruleset")
        stalls[int(cost)] = _cards(pile, f"stalls.{cost}", rs.card_ids)
    if len(stalls) != len(rs.stall_costs):
        raise _bad("stalls", f"must list every stall of the ruleset {list(rs.stall_costs)}")
    over = _field(view, "over", "")
    if not isinstance(over, bool):
        raise _bad("over", f"must be true or false, not {over!r}")
    return Seen(
        seat=seat,
        track=track,
        values=MappingProxyType(values),
        deck_count=_int(_field(view, "deck_count", ""), "deck_count", 0),
        discard=_cards(_field(view, "discard", ""), "discard", rs.card_ids),
        stalls=MappingProxyType(stalls),
        players=players,
        current=_seat(_field(view, "current", ""), "current", n),
        over=over,
        ruleset=rs,
        names=card_names(rs),
        scores=_per_seat(view, "scores", n) if over else None,
        winners=_winners(view, n) if over else (),
        ranks=_per_seat(view, "ranks", n) if over else None,
        tie_break_depth=(
            _int(_field(view, "tie_break_depth", ""), "tie_break_depth", 0) if over else 0
        ),
    )


def as_seen(view: Seen | Mapping[str, Any]) -> Seen:
    """Return ``view`` read; a ``Seen`` is returned as it is (a drawing parses its view once)."""
    return view if isinstance(view, Seen) else read(view)
