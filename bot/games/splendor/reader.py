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

from collections.abc import Mapping
from typing import Any

from bot.engine.reading import JsonReader, ruleset_reader
from bot.games.splendor import board
from bot.games.splendor.ruleset import COLOURS, GEMS, LEVELS, Ruleset, ruleset_from_json
from bot.games.splendor.seen import Affordable, PlayerSeen, ReservedSeen, Seen
from bot.games.splendor.state import STEPS, Player

__all__ = [
    "Affordable",
    "PlayerSeen",
    "ReservedSeen",
    "Seen",
    "as_seen",
    "read",
    "ruleset_of_view",
]

_READ = JsonReader("splendor view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_bool = _READ.boolean
_str = _READ.string
_mapping = _READ.mapping
_list = _READ.sequence


# --------------------------------------------------------------------------------------------
# Parsing


ruleset_of_view = ruleset_reader(ruleset_from_json)
"""Return the ruleset of a view's ``ruleset`` document, parsed once per distinct document."""


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
