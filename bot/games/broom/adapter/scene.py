"""What a ``broom`` picture shows: small frozen scenes filled from a view (docs/rules/broom.md,
B-J3, B-V1 … B-V5), so that a picture can show no more than its scene.

The board itself is not in a view: a view names its ruleset (``broom/<bundle>``), and
``board_for`` reads that bundle's board document once (regions with their names, landscapes
and ``grid`` places, towers, cloud spaces) with the stars and lightning of its cloud tiles.
``table_scene`` reads the public view only (a seat's view is refused: its hand must not reach
the table); ``hand_scene`` reads a seat's own view. Both read the view through the game's one
reader (``reader.read``).

``names`` maps a seat to its display name; a seat without one is "Seat n" in the picture's
language (``broom-pictures-seat``). Each player has a letter on their pawns: their name's
initial when the players' initials differ, else A, B, C… by seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot import resources
from bot.games.broom import RULES
from bot.games.broom.adapter.words import ruleset_for
from bot.games.broom.reader import Seen, read
from bot.games.broom.ruleset import Bundle
from bot.i18n import voice
from bot.ui.drawing import clean_name

__all__ = [
    "Board",
    "HandScene",
    "PlayerScene",
    "Region",
    "TableScene",
    "TowerMark",
    "as_seen",
    "board_for",
    "board_from",
    "hand_scene",
    "letters_of",
    "rounds_of",
    "ruleset_for",
    "table_scene",
]


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    landscape: str
    castle: bool
    grid: tuple[int, int]
    """[row, col] of the board's offset-hex layout (for drawing only)."""


@dataclass(frozen=True, slots=True)
class TowerMark:
    id: str
    shape: str
    colour: str
    vp: int
    wands: int
    regions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """What the pictures draw of a bundle's board (hashable: its drawing is cached)."""

    id: str
    name: str
    """The board's own name ("Hoard Vale"), without the note in brackets."""
    design: bool
    """Hoard's own design (``provenance: design``) rather than a printed map."""
    regions: tuple[Region, ...]
    towers: tuple[TowerMark, ...]
    spaces: tuple[tuple[str, str], ...]
    """Each cloud space and the region it is in."""
    tiles: tuple[tuple[str, int, int], ...]
    """Each cloud tile: its stars and lightning."""
    roles: tuple[tuple[str, str, str | None, tuple[str, ...]], ...]
    """Each role: its kind, its colour (a gatherer's) and its landscapes (a witch's, a druid's)."""
    role_names: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]

    def __hash__(self) -> int:
        """By its id (a bundle is immutable): the drawing caches look a board up cheaply."""
        return hash(self.id)

    def region(self, rid: str) -> Region:
        return next(r for r in self.regions if r.id == rid)

    def tile(self, tid: str) -> tuple[int, int]:
        return next((s, lt) for t, s, lt in self.tiles if t == tid)

    def role(self, rid: str) -> tuple[str, str | None, tuple[str, ...]]:
        return next((k, c, ls) for r, k, c, ls in self.roles if r == rid)

    def role_name(self, rid: str, language: str) -> str:
        names = dict(dict(self.role_names)[rid])
        return names.get(language) or names.get("en") or rid


def board_from(doc: Mapping[str, Any], bundle: Bundle) -> Board:
    """A board document (``board.json``) and its bundle, as the pictures draw them."""
    regions = []
    for i, r in enumerate(doc["regions"]):
        grid = r.get("grid") or [i // 7, i % 7]
        regions.append(
            Region(r["id"], str(r["name"]), r["landscape"], bool(r["castle"]), (grid[0], grid[1]))
        )
    return Board(
        id=str(doc["id"]),
        name=str(doc["name"]).split(" (")[0],
        design=doc.get("provenance") != "printed",
        regions=tuple(regions),
        towers=tuple(
            TowerMark(t.id, t.shape, t.colour, t.vp, t.wands, t.regions) for t in bundle.towers
        ),
        spaces=tuple((s, bundle.space_region[s]) for s in bundle.spaces),
        tiles=tuple((t, bundle.stars[t], bundle.lightning[t]) for t in bundle.stars),
        roles=tuple((r.id, r.kind, r.colour, r.landscapes) for r in bundle.roles),
        role_names=tuple((r.id, tuple(sorted(r.names.items()))) for r in bundle.roles),
    )


@lru_cache(maxsize=8)
def board_for(ref: str) -> Board:
    """The board of the ruleset a view names, read once per process."""
    rs = ruleset_for(ref)
    return board_from(resources.read_json(rs.files[0]), rs.data)


def rounds_of(ref: str) -> int:
    """The rounds of the ruleset a view names; the standard's when it is not a registered
    ruleset (a board drawn from its documents)."""
    try:
        return ruleset_for(ref).rounds
    except ValueError:
        return RULES.standard().rounds


@dataclass(frozen=True, slots=True)
class PlayerScene:
    """A player as everyone sees them (B-V1)."""

    seat: int
    name: str
    letter: str
    vp: int
    pawns: tuple[str, str]
    resources: tuple[int, int, int, int]
    """Orange, green, purple potions, wands."""
    clouds: int
    lightning: int
    hand: int
    """Roles in hand (a count: the hand itself is private until the end)."""
    deciding: bool
    place: int | None = None
    """Their final place (1 for the winner) once the game is over."""


@dataclass(frozen=True, slots=True)
class TableScene:
    """The public table: the board, the round, its event and bewitched roles, the players."""

    board: Board
    round: int
    rounds: int
    phase: str
    event: str
    bewitched: tuple[str, ...]
    role: str | None
    """The role being played in the open turn (None between turns)."""
    clouds: tuple[tuple[str, int, int], ...]
    """Each cloud still on the board: its space, stars and lightning."""
    occupied: tuple[str, ...]
    players: tuple[PlayerScene, ...]
    over: bool


@dataclass(frozen=True, slots=True)
class HandScene:
    """One player's own picture: their roles, the round's bewitched roles, their line."""

    board: Board
    player: PlayerScene
    hand: tuple[str, ...]
    """The roles in hand (in data order), or those picked while the round's pick is secret."""
    played: tuple[str, ...]
    bewitched: tuple[str, ...]
    round: int
    your_turn: bool
    to_play: tuple[str, ...]
    over: bool

    @property
    def roles(self) -> tuple[str, ...]:
        """The roles in hand and those played this round, in data order."""
        both = set(self.hand) | set(self.played)
        return tuple(r for r, *_ in self.board.roles if r in both)


def as_seen(view: Seen | Mapping[str, Any]) -> Seen:
    """The view read once by the game's reader (a ``Seen`` is kept as it is)."""
    return view if isinstance(view, Seen) else read(view)


def letters_of(names: list[str]) -> list[str]:
    """Each player's letter: the initials when they differ and are letters, else A, B, C…"""
    initials = [n[:1].upper() for n in names]
    if all(i.isalpha() for i in initials) and len(set(initials)) == len(initials):
        return initials
    return [chr(ord("A") + i) for i in range(len(names))]


def places(seen: Seen) -> list[int | None]:
    """Each seat's final place once over (a shared win shares the place), else None."""
    if seen.scores is None or seen.winners is None:
        return [None] * len(seen.players)
    scores = seen.scores
    out: list[int | None] = []
    for s in range(len(seen.players)):
        if s in seen.winners:
            out.append(1)
        else:
            better = {o for o in range(len(scores)) if scores[o] > scores[s] or o in seen.winners}
            out.append(1 + len(better))
    return out


def _players(
    seen: Seen, board: Board, names: Mapping[int, str] | None, language: str
) -> tuple[PlayerScene, ...]:
    say = voice(language)
    who = [
        clean_name((names or {}).get(s) or "", say("broom-pictures-seat", seat=str(s + 1)))
        for s in range(len(seen.players))
    ]
    letters = letters_of(who)
    ranks = places(seen)
    return tuple(
        PlayerScene(
            seat=s,
            name=who[s],
            letter=letters[s],
            vp=p.vp if seen.scores is None else seen.scores[s],
            pawns=p.pawns,
            resources=p.resources,
            clouds=len(p.clouds),
            lightning=sum(board.tile(t)[1] for t in p.clouds),
            hand=p.hand_count,
            deciding=not seen.over and s in seen.waiting_for,
            place=ranks[s],
        )
        for s, p in enumerate(seen.players)
    )


def table_scene(
    view: Seen | Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    language: str = "en",
    board: Board | None = None,
) -> TableScene:
    """The public table of ``view_for(state, None)``; ``ValueError`` for a seat's view.
    ``board``: the board drawn (by default, the one of the view's ruleset)."""
    seen = as_seen(view)
    if seen.you is not None:
        raise ValueError("table_scene reads the public view only (view_for(state, None))")
    board = board or board_for(seen.ruleset)
    clouds = tuple(
        (space, *board.tile(tile)) for space, tile in seen.clouds.items() if tile is not None
    )
    rounds = rounds_of(seen.ruleset)
    return TableScene(
        board=board,
        round=seen.round,
        rounds=max(rounds, seen.round),
        phase=seen.phase,
        event=seen.event,
        bewitched=seen.bewitched,
        role=None if seen.turn is None else seen.turn.role,
        clouds=clouds,
        occupied=seen.occupied,
        players=_players(seen, board, names, language),
        over=seen.over,
    )


def hand_scene(
    view: Seen | Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    language: str = "en",
    board: Board | None = None,
) -> HandScene:
    """One player's picture from their own view (``view_for(state, seat)``); ``ValueError``
    for the public view."""
    seen = as_seen(view)
    me = seen.mine
    if seen.you is None or me is None or me.hand is None:
        raise ValueError("hand_scene reads a seat's own view (view_for(state, seat))")
    board = board or board_for(seen.ruleset)
    players = _players(seen, board, names, language)
    hand = me.hand
    if (
        not hand
        and isinstance(me.choice, list | tuple)
        and all(isinstance(r, str) for r in me.choice)
    ):
        hand = tuple(str(r) for r in me.choice)
    waiting = () if seen.over else seen.waiting_for
    return HandScene(
        board=board,
        player=players[seen.you],
        hand=tuple(r for r, *_ in board.roles if r in hand),
        played=me.played,
        bewitched=seen.bewitched,
        round=seen.round,
        your_turn=seen.you in waiting,
        to_play=tuple(players[s].name for s in waiting if s != seen.you),
        over=seen.over,
    )
