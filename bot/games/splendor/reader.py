"""One typed reader of a ``splendor`` view (what ``view_for`` returns), for every layer above.

``read(view)`` checks and parses the view's JSON once into a frozen ``Seen``: the panel, the
pictures and the bots then read fields instead of dict keys, and ask it what the viewer can do
(``affordable``, ``takeable``, ``doubles``, ``can_reserve``…). Prices and payments are the
engine's own (``board.price``, ``board.payments``), so the panel offers what ``verify`` accepts.

A view that lacks a field, holds one of the wrong type, or contradicts itself (bonuses or points
that its cards do not give, a card in two places, a step without its ``to_return``) raises
``InvalidState`` (a ``ValueError``) naming the field. Another seat's blind reserve is read as
its level only (``ReservedSeen.card`` is ``None``): nothing above can learn more than the view.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.engine.reading import JsonReader
from bot.games.splendor import board
from bot.games.splendor.ruleset import COLOURS, GEMS, LEVELS, Card, Ruleset, ruleset_from_json
from bot.games.splendor.state import STEPS, Player, Step

__all__ = ["Affordable", "PlayerSeen", "ReservedSeen", "Seen", "as_seen", "read"]

_READ = JsonReader("splendor view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_bool = _READ.boolean
_str = _READ.string
_mapping = _READ.mapping
_list = _READ.sequence


@dataclass(frozen=True, slots=True)
class ReservedSeen:
    """A reserved card as the view shows it: ``card`` is ``None`` for another seat's blind
    reserve (only its level is public, S-R4)."""

    level: int
    blind: bool
    card: str | None


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it; token counts gold last, bonuses one per gem."""

    id: str
    tokens: tuple[int, ...]
    cards: tuple[str, ...]
    """The development cards bought, in the order bought."""
    bonuses: tuple[int, ...]
    reserved: tuple[ReservedSeen, ...]
    nobles: tuple[str, ...]
    points: int

    @property
    def token_count(self) -> int:
        return sum(self.tokens)


@dataclass(frozen=True, slots=True)
class Affordable:
    """A card the viewer can buy now: face up or one of their reserves."""

    card: str
    price: tuple[int, ...]
    """The cost after the viewer's bonuses, one count per gem (never below 0)."""
    payments: tuple[tuple[int, ...], ...]
    """Every legal payment: the gold standing in for each gem, the least gold first."""
    reserved: bool

    @property
    def gold(self) -> tuple[int, ...]:
        """The engine's default payment: the least gold (``payments[0]``)."""
        return self.payments[0]

    @property
    def choice_matters(self) -> bool:
        """Whether gold vs colour is a choice for this card (more than one payment)."""
        return len(self.payments) > 1


@dataclass(frozen=True, slots=True)
class Seen:
    """A ``view_for(state, seat)`` result, checked and typed."""

    seat: int | None
    """The viewer's seat; ``None`` for the public view."""
    bank: tuple[int, ...]
    """Tokens left, one count per colour, gold last."""
    decks: tuple[int, ...]
    """Cards left face down, per level (1 to 3)."""
    tableau: tuple[tuple[str | None, ...], ...]
    """Per level: the face-up spaces, ``None`` for an empty one."""
    nobles: tuple[str, ...]
    """The nobles still on the table."""
    players: tuple[PlayerSeen, ...]
    first: int
    current: int
    step: Step
    active: tuple[int, ...]
    over: bool
    ruleset: Ruleset
    to_return: int
    """Tokens the player to move must give back (0 unless the step is ``return``)."""
    choices: tuple[str, ...]
    """The nobles the player to move chooses from (empty unless the step is ``noble``)."""
    winners: tuple[int, ...]
    """Winning seats, once over (empty before)."""
    ranks: tuple[int, ...] | None
    """Final places by seat (1 = first, shared on a tie), once over."""

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def me(self) -> PlayerSeen | None:
        """The viewer's own seat, ``None`` for the public view."""
        return None if self.seat is None else self.players[self.seat]

    @property
    def to_move(self) -> int | None:
        """The seat to move; ``None`` once the game is over."""
        return None if self.over else self.current

    @property
    def my_turn(self) -> bool:
        """Whether the viewer is the seat to move."""
        return self.seat is not None and self.to_move == self.seat

    @property
    def last_round(self) -> bool:
        """Someone reached the target while the game runs: the round is being completed."""
        return not self.over and any(p.points >= self.ruleset.target for p in self.players)

    def card(self, cid: str) -> Card:
        """The ruleset's card ``cid``."""
        return self.ruleset.card[cid]

    def face_up(self) -> tuple[str, ...]:
        """The face-up cards, level by level, space by space."""
        return tuple(c for row in self.tableau for c in row if c is not None)

    def takeable(self) -> tuple[int, ...]:
        """The gems (indexes) of which one token may be taken: those left in the bank."""
        return tuple(g for g in range(len(GEMS)) if self.bank[g] > 0)

    def take_count(self) -> int:
        """How many different gems a take of different gems takes (3, fewer only when fewer
        are left and the ruleset allows it; 0 when none may be taken)."""
        left = len(self.takeable())
        if left >= 3:
            return 3
        return left if self.ruleset.take_fewer else 0

    def doubles(self) -> tuple[int, ...]:
        """The gems of which 2 tokens may be taken (the pile holds ``take_two_min``, S-T4)."""
        low = self.ruleset.take_two_min
        return tuple(g for g in range(len(GEMS)) if self.bank[g] >= low)

    def can_reserve(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: the viewer) holds fewer reserves than the limit."""
        who = self._seat(seat)
        return len(self.players[who].reserved) < self.ruleset.reserve_limit

    def blind_levels(self) -> tuple[int, ...]:
        """The levels whose deck still has a card to reserve blind."""
        return tuple(i + 1 for i, n in enumerate(self.decks) if n > 0)

    def price(self, cid: str, seat: int | None = None) -> tuple[int, ...]:
        """What ``cid`` costs ``seat`` (default: the viewer) after bonuses, one count per gem."""
        return board.price(self.ruleset, self._engine_player(seat), self.card(cid))

    def payments(self, cid: str, seat: int | None = None) -> tuple[tuple[int, ...], ...]:
        """Every way ``seat`` (default: the viewer) can pay ``cid``, the least gold first;
        () when they cannot afford it."""
        return tuple(board.payments(self.ruleset, self._engine_player(seat), self.card(cid)))

    def affordable(self) -> tuple[Affordable, ...]:
        """The cards the viewer can buy now: the face-up ones, then their own reserves (in the
        engine's order); () for the public view or once the game is over."""
        if self.seat is None or self.over:
            return ()
        me = self.players[self.seat]
        candidates = [(c, False) for c in self.face_up()]
        candidates += [(r.card, True) for r in me.reserved if r.card is not None]
        found = []
        for cid, reserved in candidates:
            ways = self.payments(cid)
            if ways:
                found.append(Affordable(cid, self.price(cid), ways, reserved))
        return tuple(found)

    def _seat(self, seat: int | None) -> int:
        who = self.seat if seat is None else seat
        if who is None:
            raise ValueError("the public view has no viewer: name a seat")
        return who

    def _engine_player(self, seat: int | None) -> Player:
        p = self.players[self._seat(seat)]
        return Player(p.id, p.tokens, p.cards, (), p.nobles)

    def to_json(self) -> dict[str, Any]:
        """Write the view back as the ``view_for`` dict it was read from."""
        players = []
        for p in self.players:
            reserved: list[dict[str, Any]] = []
            for r in p.reserved:
                entry: dict[str, Any] = {"level": r.level, "blind": r.blind}
                if r.card is not None:
                    entry["card"] = r.card
                reserved.append(entry)
            players.append(
                {
                    "id": p.id,
                    "tokens": list(p.tokens),
                    "cards": list(p.cards),
                    "bonuses": list(p.bonuses),
                    "reserved": reserved,
                    "nobles": list(p.nobles),
                    "points": p.points,
                }
            )
        view: dict[str, Any] = {
            "game": "splendor",
            "seat": self.seat,
            "bank": list(self.bank),
            "decks": list(self.decks),
            "tableau": [list(r) for r in self.tableau],
            "nobles": list(self.nobles),
            "players": players,
            "first": self.first,
            "current": self.current,
            "step": self.step,
            "active": list(self.active),
            "over": self.over,
            "ruleset": self.ruleset.to_json(),
        }
        if self.step == "return" and not self.over:
            view["to_return"] = self.to_return
        if self.step == "noble" and not self.over:
            view["choices"] = list(self.choices)
        if self.over:
            view["winners"] = list(self.winners)
            view["ranks"] = list(self.ranks or ())
        return view


# --------------------------------------------------------------------------------------------
# Parsing


@lru_cache(maxsize=32)
def _ruleset_of_text(text: str) -> Ruleset:
    return ruleset_from_json(json.loads(text))


def ruleset_of_view(doc: Mapping[str, Any]) -> Ruleset:
    """Return the ruleset of a view's ``ruleset`` document, parsed once per distinct document."""
    return _ruleset_of_text(json.dumps(dict(doc), sort_keys=True))


def _counts(value: Any, where: str, size: int) -> tuple[int, ...]:
    items = _list(value, where)
    if len(items) != size:
        raise _bad(where, f"needs {size} counts, not {len(items)}")
    return tuple(_int(v, f"{where}[{i}]", 0) for i, v in enumerate(items))


def _ids(value: Any, where: str, known: Mapping[str, Any]) -> tuple[str, ...]:
    items = _list(value, where)
    for i, x in enumerate(items):
        if not isinstance(x, str) or x not in known:
            raise _bad(f"{where}[{i}]", f"is not in the ruleset: {x!r}")
    return tuple(items)


def _seat(value: Any, where: str, n: int) -> int:
    seat = _int(value, where, 0)
    if seat >= n:
        raise _bad(where, f"is no seat of this {n}-player game: {seat}")
    return seat


def _reserve(doc: Any, where: str, rs: Ruleset) -> ReservedSeen:
    entry = _mapping(doc, where)
    level = _int(_field(entry, "level", where + "."), where + ".level", 1)
    if level > LEVELS:
        raise _bad(where + ".level", f"must be at most {LEVELS}, not {level}")
    blind = _bool(_field(entry, "blind", where + "."), where + ".blind")
    card = entry.get("card")
    if card is None:
        if not blind:
            raise _bad(where + ".card", "is missing (a card reserved face up is public)")
        return ReservedSeen(level, blind, None)
    if not isinstance(card, str) or card not in rs.card:
        raise _bad(where + ".card", f"is not a card of the ruleset: {card!r}")
    if rs.card[card].level != level:
        raise _bad(where + ".level", f"is not the level of {card}")
    return ReservedSeen(level, blind, card)


def _player(doc: Any, where: str, rs: Ruleset) -> PlayerSeen:
    p = _mapping(doc, where)
    at = where + "."
    cards = _ids(_field(p, "cards", at), at + "cards", rs.card)
    nobles = _ids(_field(p, "nobles", at), at + "nobles", rs.noble)
    reserved = tuple(
        _reserve(r, f"{at}reserved[{i}]", rs)
        for i, r in enumerate(_list(_field(p, "reserved", at), at + "reserved"))
    )
    if len(reserved) > rs.reserve_limit:
        raise _bad(at + "reserved", f"holds more than {rs.reserve_limit} cards")
    seen = PlayerSeen(
        id=_str(_field(p, "id", at), at + "id"),
        tokens=_counts(_field(p, "tokens", at), at + "tokens", len(COLOURS)),
        cards=cards,
        bonuses=_counts(_field(p, "bonuses", at), at + "bonuses", len(GEMS)),
        reserved=reserved,
        nobles=nobles,
        points=_int(_field(p, "points", at), at + "points", 0),
    )
    engine = Player(seen.id, seen.tokens, cards, (), nobles)
    if seen.bonuses != board.bonuses(rs, engine):
        raise _bad(at + "bonuses", "are not those of the cards bought")
    if seen.points != board.points(rs, engine):
        raise _bad(at + "points", "are not those of the cards and nobles")
    return seen


def _tableau(value: Any, rs: Ruleset) -> tuple[tuple[str | None, ...], ...]:
    rows = _list(value, "tableau")
    if len(rows) != LEVELS:
        raise _bad("tableau", f"needs {LEVELS} levels, not {len(rows)}")
    out = []
    for level, row in enumerate(rows, 1):
        spaces = _list(row, f"tableau[{level - 1}]")
        if len(spaces) != rs.face_up:
            raise _bad(f"tableau[{level - 1}]", f"needs {rs.face_up} spaces, not {len(spaces)}")
        for i, c in enumerate(spaces):
            if c is not None and (c not in rs.card or rs.card[c].level != level):
                raise _bad(f"tableau[{level - 1}][{i}]", f"is no card of level {level}: {c!r}")
        out.append(tuple(spaces))
    return tuple(out)


def _per_seat(view: Mapping[str, Any], key: str, n: int) -> tuple[int, ...]:
    items = _list(_field(view, key), key)
    if len(items) != n:
        raise _bad(key, f"needs one entry per seat ({n}), not {len(items)}")
    return tuple(_int(v, f"{key}[{i}]", 1) for i, v in enumerate(items))


def _no_card_twice(seen: Seen) -> None:
    places = list(seen.face_up())
    for p in seen.players:
        places += [*p.cards, *(r.card for r in p.reserved if r.card is not None)]
    if len(places) != len(set(places)):
        raise _bad("players", "show a card in two places")
    owned = [n for p in seen.players for n in p.nobles]
    if len(set(owned) | set(seen.nobles)) != len(owned) + len(seen.nobles):
        raise _bad("nobles", "show a noble in two places")


def read(view: Mapping[str, Any]) -> Seen:
    """Check and parse a ``view_for`` result; raise ``InvalidState`` naming a bad field."""
    view = _mapping(view, "view")
    if view.get("game", "splendor") != "splendor":
        raise _bad("game", f"must be 'splendor', not {view['game']!r}")
    rs = ruleset_of_view(_mapping(_field(view, "ruleset"), "ruleset"))
    players_doc = _list(_field(view, "players"), "players")
    n = len(players_doc)
    if not rs.min_players <= n <= rs.max_players:
        raise _bad(
            "players", f"has {n} seats, the ruleset allows {rs.min_players}-{rs.max_players}"
        )
    players = tuple(_player(p, f"players[{i}]", rs) for i, p in enumerate(players_doc))
    seat_doc = _field(view, "seat")
    seat = None if seat_doc is None else _seat(seat_doc, "seat", n)
    step = _field(view, "step")
    if step not in STEPS:
        raise _bad("step", f"must be one of {', '.join(STEPS)}, not {step!r}")
    over = _bool(_field(view, "over"), "over")
    current = _seat(_field(view, "current"), "current", n)
    active = tuple(
        _seat(a, f"active[{i}]", n) for i, a in enumerate(_list(_field(view, "active"), "active"))
    )
    if active != (() if over else (current,)):
        raise _bad("active", f"must be the seat to move, not {list(active)}")
    live = not over
    to_return = 0
    if step == "return" and live:
        to_return = _int(_field(view, "to_return"), "to_return", 1)
    choices: tuple[str, ...] = ()
    if step == "noble" and live:
        choices = _ids(_field(view, "choices"), "choices", rs.noble)
    nobles = _ids(_field(view, "nobles"), "nobles", rs.noble)
    if not set(choices) <= set(nobles):
        raise _bad("choices", "name a noble not on the table")
    ranks = _per_seat(view, "ranks", n) if over else None
    winners: tuple[int, ...] = ()
    if over:
        items = _list(_field(view, "winners"), "winners")
        winners = tuple(_seat(w, f"winners[{i}]", n) for i, w in enumerate(items))
        if ranks is not None and set(winners) != {s for s, r in enumerate(ranks) if r == 1}:
            raise _bad("winners", "are not the seats ranked first")
    if seat is not None and not over:
        me = players[seat]
        if any(r.card is None for r in me.reserved):
            raise _bad(f"players[{seat}].reserved", "hides a card from its own seat")
    seen = Seen(
        seat=seat,
        bank=_counts(_field(view, "bank"), "bank", len(COLOURS)),
        decks=_counts(_field(view, "decks"), "decks", LEVELS),
        tableau=_tableau(_field(view, "tableau"), rs),
        nobles=nobles,
        players=players,
        first=_seat(_field(view, "first"), "first", n),
        current=current,
        step=step,
        active=active,
        over=over,
        ruleset=rs,
        to_return=to_return,
        choices=choices,
        winners=winners,
        ranks=ranks,
    )
    _no_card_twice(seen)
    return seen


def as_seen(view: Seen | Mapping[str, Any]) -> Seen:
    """Return ``view`` read; a ``Seen`` is returned as it is (a drawing parses its view once)."""
    return view if isinstance(view, Seen) else read(view)
