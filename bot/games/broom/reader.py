"""One typed reader of a ``broom`` view (what ``view_for`` returns), for every layer above.

``read(view)`` checks and parses the view's JSON (docs/rules/broom.md B-J3) once into a frozen
``Seen``: the bots, the panel, the table and the pictures then read fields instead of dict
keys. What the viewer may not see comes as counts (``hand_count``, ``stack_count``, …) and the
hidden fields are None. A missing or mistyped field raises ``InvalidState`` naming it:
``invalid broom view: players[1].vp must be an integer, not '3'``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import InvalidState
from bot.engine.reading import JsonReader
from bot.games.broom.actions_json import action_from_json, do_from_json
from bot.games.broom.ruleset import RESOURCES
from bot.games.broom.state import Action, Do, Fist

__all__ = ["EntrySeen", "PlayerSeen", "Seen", "TurnSeen", "read"]

_READ = JsonReader("broom view")
_bad = _READ.bad
_field = _READ.field
_int = _READ.integer
_bool = _READ.boolean
_str = _READ.string
_map = _READ.mapping
_list = _READ.sequence


@dataclass(frozen=True, slots=True)
class PlayerSeen:
    """One seat as the view shows it (B-V1, B-V2)."""

    id: str
    vp: int
    pawns: tuple[str, str]
    resources: Fist
    clouds: tuple[str, ...]
    hand: tuple[str, ...] | None
    """The roles in hand: the viewer's own seat (or every seat once over); else None."""
    hand_count: int
    played: tuple[str, ...]
    submitted: bool
    """Whether a secret choice (pick, fist, The Works!) is in."""
    choice: Any
    """The choice itself, for the viewer's own seat (or once over): roles, a fist, a bool."""


@dataclass(frozen=True, slots=True)
class EntrySeen:
    """One entry of a turn's record (B-J1 ``plays``)."""

    seat: int
    stance: str
    bewitched: bool
    knocked_out: bool
    did: Do | None


@dataclass(frozen=True, slots=True)
class TurnSeen:
    """A turn (open: ``stage`` set; complete: None)."""

    role: str | None
    leader: int
    order: tuple[int, ...]
    plays: tuple[EntrySeen, ...]
    claimant: int | None
    stage: str | None
    pos: int | None


@dataclass(frozen=True, slots=True)
class Seen:
    """A whole view, typed."""

    ruleset: str
    round: int
    phase: str
    event: str
    past_events: tuple[str, ...]
    stack_count: int
    bewitched: tuple[str, ...]
    """This round's bewitched roles (B-X1)."""
    pile_count: int
    clouds: dict[str, str | None]
    occupied: tuple[str, ...]
    players: tuple[PlayerSeen, ...]
    lead: int
    turn: TurnSeen | None
    past_turns: tuple[TurnSeen, ...]
    over: bool
    scores: tuple[int, ...] | None
    winners: tuple[int, ...] | None
    you: int | None
    waiting_for: tuple[int, ...]
    legal: tuple[Action, ...]

    @property
    def mine(self) -> PlayerSeen | None:
        """The viewer's own seat, or None for a spectator."""
        return None if self.you is None else self.players[self.you]

    @property
    def deciding(self) -> bool:
        """Whether the viewer has a decision pending."""
        return self.you is not None and self.you in self.waiting_for


def _strs(value: Any, where: str) -> tuple[str, ...]:
    return tuple(_str(v, f"{where}[{i}]") for i, v in enumerate(_list(value, where)))


def _seat(value: Any, where: str, n: int) -> int:
    seat = _int(value, where, 0)
    if seat >= n:
        raise _bad(where, f"must be a seat below {n}, not {seat}")
    return seat


def _counted(value: Any, where: str) -> tuple[tuple[str, ...] | None, int]:
    """A list shown, or ``{"count": n}`` hidden."""
    if isinstance(value, Mapping):
        return None, _int(_field(value, "count", f"{where}."), f"{where}.count", 0)
    shown = _strs(value, where)
    return shown, len(shown)


def _fist(value: Any, where: str) -> Fist:
    doc = _map(value, where)
    o, g, p, w = (_int(_field(doc, k, f"{where}."), f"{where}.{k}", 0) for k in RESOURCES)
    return (o, g, p, w)


def _player(doc: Any, where: str) -> PlayerSeen:
    d = _map(doc, where)
    f = f"{where}."
    pawns = _strs(_field(d, "pawns", f), f"{where}.pawns")
    if len(pawns) != 2:
        raise _bad(f"{where}.pawns", "must name two regions")
    hand, count = _counted(_field(d, "hand", f), f"{where}.hand")
    choice = _field(d, "choice", f)
    hidden = isinstance(choice, Mapping) and set(choice) == {"submitted"}
    submitted = _bool(choice["submitted"], f"{where}.choice") if hidden else choice is not None
    return PlayerSeen(
        id=_str(_field(d, "id", f), f"{where}.id"),
        vp=_int(_field(d, "vp", f), f"{where}.vp"),
        pawns=(pawns[0], pawns[1]),
        resources=_fist(_field(d, "resources", f), f"{where}.resources"),
        clouds=_strs(_field(d, "clouds", f), f"{where}.clouds"),
        hand=hand,
        hand_count=count,
        played=_strs(_field(d, "played", f), f"{where}.played"),
        submitted=submitted,
        choice=None if hidden else choice,
    )


def _entry(doc: Any, where: str, n: int) -> EntrySeen:
    d = _map(doc, where)
    stance = _str(_field(d, "stance", f"{where}."), f"{where}.stance")
    if stance not in ("brave", "cowardly", "next"):
        raise _bad(f"{where}.stance", f"must be brave, cowardly or next, not {stance!r}")
    try:
        did = do_from_json(d["did"]) if "did" in d else None
    except InvalidState as err:
        raise _bad(f"{where}.did", str(err)) from err
    return EntrySeen(
        _seat(_field(d, "seat", f"{where}."), f"{where}.seat", n),
        stance,
        _bool(d.get("bewitched", False), f"{where}.bewitched"),
        _bool(d.get("knocked_out", False), f"{where}.knocked_out"),
        did,
    )


def _turn(doc: Any, where: str, n: int) -> TurnSeen:
    d = _map(doc, where)
    f = f"{where}."
    role = _field(d, "role", f)
    claimant = _field(d, "claimant", f)
    plays = _list(_field(d, "plays", f), f"{where}.plays")
    return TurnSeen(
        role=None if role is None else _str(role, f"{where}.role"),
        leader=_seat(_field(d, "leader", f), f"{where}.leader", n),
        order=tuple(
            _seat(s, f"{where}.order", n) for s in _list(_field(d, "order", f), f"{where}.order")
        ),
        plays=tuple(_entry(e, f"{where}.plays[{i}]", n) for i, e in enumerate(plays)),
        claimant=None if claimant is None else _seat(claimant, f"{where}.claimant", n),
        stage=None if "stage" not in d else _str(d["stage"], f"{where}.stage"),
        pos=None if "pos" not in d else _int(d["pos"], f"{where}.pos", 0),
    )


def read(view: Mapping[str, Any]) -> Seen:
    """Check and parse a view (``view_for``'s JSON) into a ``Seen``."""
    v = _map(view, "the view")
    if _field(v, "game") != "broom":
        raise _bad("game", "must be 'broom'")
    players_doc = _list(_field(v, "players"), "players")
    players = tuple(_player(p, f"players[{i}]") for i, p in enumerate(players_doc))
    n = len(players)
    if not 2 <= n <= 5:
        raise _bad("players", "must list 2 to 5 seats")
    events = _map(_field(v, "events"), "events")
    bewitched = _map(_field(v, "bewitched"), "bewitched")
    _, stack_count = _counted(_field(events, "stack", "events."), "events.stack")
    _, pile_count = _counted(_field(bewitched, "pile", "bewitched."), "bewitched.pile")
    clouds_doc = _map(_field(v, "clouds"), "clouds")
    clouds = {
        _str(k, "clouds"): None if t is None else _str(t, f"clouds.{k}")
        for k, t in clouds_doc.items()
    }
    turn = _field(v, "turn")
    result = _field(v, "result")
    you = _field(v, "you")
    try:
        legal = tuple(action_from_json(a) for a in _list(_field(v, "legal"), "legal"))
    except InvalidState as err:
        raise _bad("legal", str(err)) from err
    return Seen(
        ruleset=_str(_field(v, "ruleset"), "ruleset"),
        round=_int(_field(v, "round"), "round", 1),
        phase=_str(_field(v, "phase"), "phase"),
        event=_str(_field(events, "current", "events."), "events.current"),
        past_events=_strs(_field(events, "past", "events."), "events.past"),
        stack_count=stack_count,
        bewitched=_strs(_field(bewitched, "revealed", "bewitched."), "bewitched.revealed"),
        pile_count=pile_count,
        clouds=clouds,
        occupied=_strs(_field(v, "occupied"), "occupied"),
        players=players,
        lead=_seat(_field(v, "lead"), "lead", n),
        turn=None if turn is None else _turn(turn, "turn", n),
        past_turns=tuple(
            _turn(t, f"past_turns[{i}]", n)
            for i, t in enumerate(_list(_field(v, "past_turns"), "past_turns"))
        ),
        over=_bool(_field(v, "over"), "over"),
        scores=None
        if result is None
        else tuple(_int(s, "result.scores") for s in _list(_map(result, "result")["scores"], "s")),
        winners=None
        if result is None
        else tuple(_seat(s, "result.winners", n) for s in _list(result["winners"], "winners")),
        you=None if you is None else _seat(you, "you", n),
        waiting_for=tuple(
            _seat(s, "waiting_for", n) for s in _list(_field(v, "waiting_for"), "waiting_for")
        ),
        legal=legal,
    )
