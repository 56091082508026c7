"""What a ``yotd`` picture shows: small frozen scenes filled from a view (docs/rules/yotd.md,
Y-J5), so that a picture can show no more than its scene.

``table_scene`` reads the public view only (a seat's view is refused: its hand must not reach
the table); ``hand_scene`` reads a seat's own view (its hand and its own palaces). Both read the
view through the game's one reader (``reader.read``: checked once, typed); lists follow the
canonical orders of ``moves.py``.

``names`` maps a seat to its display name; a seat without one is "Seat n" in the picture's
language (``yotd-pictures-seat``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.yotd.moves import CARDS, TILES, TYPES, tile_type
from bot.games.yotd.reader import PlayerSeen, Seen, read
from bot.i18n import voice
from bot.ui.drawing import clean_name

__all__ = [
    "HandScene",
    "Palace",
    "PlayerScene",
    "TableScene",
    "as_seen",
    "hand_scene",
    "places",
    "table_scene",
]


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
    owes: int = 0
    """Persons they still must release in this event (Y-E9)."""
    builds: int = 0
    """Floors they still must place in this Build (Y-A6)."""


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


def as_seen(view: Seen | Mapping[str, Any]) -> Seen:
    """The view read once by the game's reader (a ``Seen`` is kept as it is)."""
    return view if isinstance(view, Seen) else read(view)


def _names(seen: Seen, names: Mapping[int, str] | None, language: str) -> list[str]:
    say = voice(language)
    out = []
    for seat in range(seen.seats):
        fallback = say("yotd-pictures-seat", seat=str(seat + 1))
        out.append(clean_name((names or {}).get(seat) or "", fallback))
    return out


def places(view: Seen | Mapping[str, Any]) -> list[int | None]:
    """Each seat's final place once the game is over (Y-F3), else None for every seat.

    More points first; a tie goes to the player earlier in ``order`` (``track_order``), or is
    shared by players on the same space (``track_space``).
    """
    seen = as_seen(view)
    players = seen.players
    if not seen.over:
        return [None] * len(players)
    shared = seen.ruleset.tie_break == "track_space"

    def beats(a: int, b: int) -> bool:
        pa, pb = players[a].points, players[b].points
        if pa != pb:
            return pa > pb
        if shared:
            return players[a].track > players[b].track
        return seen.place(a) < seen.place(b)

    seats = range(len(players))
    return [1 + sum(beats(o, s) for o in seats if o != s) for s in seats]


def _player(seen: Seen, p: PlayerSeen, name: str, place: int | None) -> PlayerScene:
    building = seen.step == "build" and seen.current == p.seat
    return PlayerScene(
        seat=p.seat,
        name=name,
        points=p.points,
        track=p.track,
        yuan=p.yuan,
        rice=p.rice,
        fireworks=p.fireworks,
        small=p.small,
        large=p.large,
        cards=p.hand_size,
        palaces=tuple(Palace(pal.floors, pal.persons) for pal in p.palaces),
        place=place,
        owes=seen.owed[p.seat] if seen.step == "release" else 0,
        builds=seen.build_left if building else 0,
    )


def _players(seen: Seen, names: Mapping[int, str] | None, language: str) -> tuple[PlayerScene, ...]:
    who = _names(seen, names, language)
    ranks = places(seen)
    return tuple(_player(seen, p, who[p.seat], ranks[p.seat]) for p in seen.players)


def table_scene(
    view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None, language: str = "en"
) -> TableScene:
    """The public table of ``view_for(state, None)``; ``ValueError`` for a seat's view."""
    seen = as_seen(view)
    if seen.viewer is not None:
        raise ValueError("table_scene reads the public view only (view_for(state, None))")
    return TableScene(
        month=seen.month,
        step=seen.step,
        events=seen.events,
        groups=seen.groups,
        dragons=seen.dragons,
        order=seen.order,
        players=_players(seen, names, language),
        current=None if seen.over else seen.current,
    )


def hand_scene(
    view: Seen | Mapping[str, Any], names: Mapping[int, str] | None = None, language: str = "en"
) -> HandScene:
    """One player's picture from their own view (``view_for(state, seat)``); ``ValueError``
    for the public view."""
    seen = as_seen(view)
    if seen.viewer is None or seen.me is None or seen.me.hand is None:
        raise ValueError("hand_scene reads a seat's own view (view_for(state, seat))")
    players = _players(seen, names, language)
    hand = seen.me.hand
    current = None if seen.over else seen.current
    return HandScene(
        player=players[seen.viewer],
        hand=tuple((card, hand[card]) for card in CARDS if hand[card]),
        supply=dict(seen.supply),
        to_play=None if current is None else players[current].name,
        your_turn=current == seen.viewer,
    )


def left_of(supply: Mapping[str, int], person: str) -> list[tuple[str, int]]:
    """The tile kinds of a type (young first) and how many are left in ``supply``."""
    if person not in TYPES:
        raise ValueError(f"no person type {person!r}")
    return [(tile, supply.get(tile, 0)) for tile in TILES if tile_type(tile) == person]
