"""What a ``yotd`` picture shows: small frozen scenes filled from a view (docs/rules/yotd.md,
Y-J5), so that a picture can show no more than its scene.

``table_scene`` reads the public view only (a seat's view is refused: its hand must not reach
the table); ``hand_scene`` reads a seat's own view (its hand and its own palaces). Both read the
view's JSON as Y-J5 writes it; lists follow the canonical orders of ``moves.py``.

``names`` maps a seat to its display name; a seat without one is "Seat n" in the picture's
language (``yotd-pictures-seat``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.yotd.moves import CARDS, TILES, TYPES, tile_type
from bot.i18n import voice
from bot.ui.drawing import clean_name

__all__ = ["HandScene", "Palace", "PlayerScene", "TableScene", "hand_scene", "table_scene"]


@dataclass(frozen=True, slots=True)
class Palace:
    """A palace: its floors (1 to 3) and the tile kinds of its persons (at most one a floor)."""

    floors: int
    persons: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.floors < 1 or len(self.persons) > self.floors:
            raise ValueError(f"a palace of {self.floors} floors holding {self.persons}")
        if any(p not in TILES for p in self.persons):
            raise ValueError(f"unknown person tiles {self.persons}")


@dataclass(frozen=True, slots=True)
class PlayerScene:
    """A player as everyone sees them (Y-V1)."""

    seat: int
    name: str
    points: int
    track: int
    yuan: int
    rice: int
    fireworks: int
    small: int
    large: int
    cards: int
    """Cards left in hand (a count: the hand itself is private)."""
    palaces: tuple[Palace, ...]
    place: int | None = None
    """Their final place (1 for the winner) once the game is over."""


@dataclass(frozen=True, slots=True)
class TableScene:
    """The public table: the year, this month's groups and dragons, the order, the players."""

    month: int
    step: str
    events: tuple[str, ...]
    groups: tuple[tuple[str, ...], ...]
    dragons: tuple[tuple[int, ...], ...]
    order: tuple[int, ...]
    players: tuple[PlayerScene, ...]
    current: int | None
    """The seat to decide; None once over."""

    def __post_init__(self) -> None:
        if len(self.groups) != len(self.dragons):
            raise ValueError(f"{len(self.groups)} groups but {len(self.dragons)} dragon lists")
        if self.current is not None and not 0 <= self.current < len(self.players):
            raise ValueError(f"no seat {self.current} among {len(self.players)} players")

    @property
    def over(self) -> bool:
        return self.current is None


@dataclass(frozen=True, slots=True)
class HandScene:
    """One player's own picture: the cards left in their hand (with the supply of each card's
    tiles), their own line, and who is to decide."""

    player: PlayerScene
    hand: tuple[tuple[str, int], ...]
    """Each card kind held (canonical order, Y-C3) and how many."""
    supply: Mapping[str, int]
    """The tiles left in the supply, by tile kind."""
    to_play: str | None
    your_turn: bool

    @property
    def over(self) -> bool:
        return self.to_play is None


def _names(view: Mapping[str, Any], names: Mapping[int, str] | None, language: str) -> list[str]:
    say = voice(language)
    out = []
    for seat in range(len(view["players"])):
        fallback = say("yotd-pictures-seat", seat=str(seat + 1))
        out.append(clean_name((names or {}).get(seat) or "", fallback))
    return out


def places(view: Mapping[str, Any]) -> list[int | None]:
    """Each seat's final place once the game is over (Y-F3), else None for every seat.

    More points first; a tie goes to the player earlier in ``order`` (``track_order``), or is
    shared by players on the same space (``track_space``).
    """
    players = view["players"]
    if not view.get("over"):
        return [None] * len(players)
    shared = view.get("ruleset", {}).get("tie_break") == "track_space"
    at = {seat: i for i, seat in enumerate(view["order"])}

    def beats(a: int, b: int) -> bool:
        pa, pb = players[a]["points"], players[b]["points"]
        if pa != pb:
            return bool(pa > pb)
        if shared:
            return bool(players[a]["track"] > players[b]["track"])
        return at[a] < at[b]

    seats = range(len(players))
    return [1 + sum(beats(o, s) for o in seats if o != s) for s in seats]


def _player(p: Mapping[str, Any], seat: int, name: str, place: int | None) -> PlayerScene:
    hand = p.get("hand")
    cards = p.get("hand_size")
    if cards is None:
        cards = sum(hand.values()) if hand else 0
    return PlayerScene(
        seat=seat,
        name=name,
        points=int(p["points"]),
        track=int(p["track"]),
        yuan=int(p["yuan"]),
        rice=int(p["rice"]),
        fireworks=int(p["fireworks"]),
        small=int(p["privileges"]["small"]),
        large=int(p["privileges"]["large"]),
        cards=int(cards),
        palaces=tuple(Palace(int(pal["floors"]), tuple(pal["persons"])) for pal in p["palaces"]),
        place=place,
    )


def _players(
    view: Mapping[str, Any], names: Mapping[int, str] | None, language: str
) -> tuple[PlayerScene, ...]:
    who = _names(view, names, language)
    ranks = places(view)
    return tuple(_player(p, seat, who[seat], ranks[seat]) for seat, p in enumerate(view["players"]))


def table_scene(
    view: Mapping[str, Any], names: Mapping[int, str] | None = None, language: str = "en"
) -> TableScene:
    """The public table of ``view_for(state, None)``; ``ValueError`` for a seat's view."""
    if view.get("viewer") is not None:
        raise ValueError("table_scene reads the public view only (view_for(state, None))")
    return TableScene(
        month=int(view["month"]),
        step=str(view["step"]),
        events=tuple(view["events"]),
        groups=tuple(tuple(g) for g in view["groups"]),
        dragons=tuple(tuple(d) for d in view["dragons"]),
        order=tuple(view["order"]),
        players=_players(view, names, language),
        current=None if view.get("over") else view.get("current"),
    )


def hand_scene(
    view: Mapping[str, Any], names: Mapping[int, str] | None = None, language: str = "en"
) -> HandScene:
    """One player's picture from their own view (``view_for(state, seat)``); ``ValueError``
    for the public view."""
    seat = view.get("viewer")
    if seat is None:
        raise ValueError("hand_scene reads a seat's own view (view_for(state, seat))")
    players = _players(view, names, language)
    hand = view["players"][seat].get("hand") or {}
    current = None if view.get("over") else view.get("current")
    return HandScene(
        player=players[seat],
        hand=tuple((card, int(hand.get(card, 0))) for card in CARDS if hand.get(card, 0)),
        supply={tile: int(view["supply"].get(tile, 0)) for tile in TILES},
        to_play=None if current is None else players[current].name,
        your_turn=current == seat,
    )


def left_of(supply: Mapping[str, int], person: str) -> list[tuple[str, int]]:
    """The tile kinds of a type (young first) and how many are left in ``supply``."""
    if person not in TYPES:
        raise ValueError(f"no person type {person!r}")
    return [(tile, supply.get(tile, 0)) for tile in TILES if tile_type(tile) == person]
