"""What the ``yotd`` table and hand pictures share: sizes, sprites, a player's panel.

Sizes are set for a phone (a chat picture is shown about 400 px wide, the pictures are 800 px
wide): no text is smaller than ``TEXT`` (26 px, its capitals 9 px high on the phone), and each
sprite is large enough for its letter at that size. Sprites are cached as immutable bytes (the
kit's ``Sprite``), so pictures may be drawn in threads or worker processes.

Texts carry tags for the tests: ``person <tile>`` (a tile's letter), ``event <id>``,
``dragon <seat>``, ``order <seat>`` (a track place in the turn order), ``<resource> <seat>``,
``points <seat>``, ``place <seat>``, ``name <seat>``, ``key <kind> <id>``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bot.games.yotd.adapter.palette import (
    DARK,
    EVENT_COLOURS,
    EVENT_SHAPES,
    EVENT_TEXT_AT,
    INK,
    LINE,
    MUTED,
    OUTLINE,
    PANEL,
    PANEL_HI,
    PERSON_COLOURS,
    PERSON_SYMBOL,
    RESOURCE_COLOURS,
    RESOURCE_SYMBOL,
    RESOURCES,
    ROOF,
    SEAT_COLOURS,
    SLOT,
    SYMBOLS,
    WALL,
)
from bot.games.yotd.adapter.scene import Palace, PlayerScene
from bot.games.yotd.moves import EVENTS, TYPES, tile_age, tile_type
from bot.ui.drawing import (
    Canvas,
    Colour,
    Drawn,
    Sprite,
    blend,
    draw_icon,
    fit,
    ink_on,
    legible_size,
    number,
    ordinal,
    text_width,
)
from bot.ui.drawing.canvas import SUPERSAMPLE, finish, font, supersampled

Say = Callable[..., str]

WIDTH = 800
TEXT = legible_size(WIDTH)
"""The smallest font size of the pictures (26 px at 800 px wide)."""
BIG = TEXT + 6
PAD = 16
GAP = 10
INNER = WIDTH - 2 * PAD
HEADER_H = 46
DISC = 42
"""A player's dragon: a disc of the seat's colour holding its number at ``TEXT``."""
TILE = (70, 42)
"""A person tile: its symbol and its letter."""
EVENT = 50
ICON = 30
FLOOR = 50
PALACE_W = TILE[0] + 8
ROOF_H = 18
ROW_H = 50
RESOURCE_H = 40

S = SUPERSAMPLE


def letter_of(person: str, say: Say) -> str:
    """The letter of a person type (or the wild card's) in the picture's language."""
    return say("yotd-pictures-person-letter", person=person)


def event_letter(event: str, say: Say) -> str:
    return say("yotd-pictures-event-letter", event=event)


@lru_cache(maxsize=256)
def symbol(name: str, size: int, colour: Colour) -> Sprite:
    """A symbol alone (``palette.SYMBOLS``) in ``colour``, ``size`` px square."""
    big, d = supersampled(size, size)
    draw_icon(d, SYMBOLS[name], (0, 0, size * S - 1, size * S - 1), colour, (0, 0, 0, 0))  # type: ignore[arg-type]
    return finish(big, size, size)


@lru_cache(maxsize=512)
def person_tile(kind: str, letter: str, w: int = TILE[0], h: int = TILE[1]) -> Sprite:
    """A person tile: the type's colour, its symbol and letter; an old one's corner folded.

    ``kind`` is a tile kind (``monk-old``) or ``wild``.
    """
    person = "wild" if kind == "wild" else tile_type(kind)
    old = kind != "wild" and tile_age(kind) == "old"
    colour = PERSON_COLOURS[person]
    ink = ink_on(colour, DARK)
    big, d = supersampled(w, h)
    radius = 7 * S
    d.rounded_rectangle(
        (0, 0, w * S - 1, h * S - 1), radius=radius, fill=colour, outline=OUTLINE, width=2 * S
    )
    side = min(h - 14, 26) * S
    top = (h * S - side) / 2
    draw_icon(
        d, SYMBOLS[PERSON_SYMBOL[person]], (5 * S, top, 5 * S + side, top + side), ink, colour
    )
    fold = 15 * S if old else 0
    if old:  # the corner folded down: a flap in ink over the corner's place
        d.polygon([(w * S - fold, 0), (w * S - 1, 0), (w * S - 1, fold)], fill=ink)
        d.polygon([(w * S - fold, 0), (w * S - fold, fold), (w * S - 1, fold)], fill=ink)
    size = TEXT * S
    centre = (5 * S + side + w * S - fold * 0.9) / 2 + 1 * S
    d.text((centre, h * S / 2), letter, font=font(size, True), fill=ink, anchor="mm")
    return finish(big, w, h, (Drawn(letter, size, True, f"person {kind}"),))


@lru_cache(maxsize=256)
def event_tile(event: str, letter: str, size: int = EVENT, past: bool = False) -> Sprite:
    """An event: its own shape in its colour, holding its letter; a past month's faded."""
    colour = EVENT_COLOURS[event]
    if past:
        colour = blend(colour, PANEL, 0.55)
    ink = ink_on(colour, DARK)
    big, d = supersampled(size, size)
    box = (0, 0, size * S - 1, size * S - 1)
    draw_icon(d, EVENT_SHAPES[event], box, OUTLINE, OUTLINE)
    inset = 2.5 * S
    inner = (inset, inset, size * S - 1 - inset, size * S - 1 - inset)
    draw_icon(d, EVENT_SHAPES[event], inner, colour, colour)
    text = TEXT * S
    d.text(
        (size * S / 2, size * S * EVENT_TEXT_AT[event]),
        letter,
        font=font(text, True),
        fill=ink,
        anchor="mm",
    )
    return finish(big, size, size, (Drawn(letter, text, True, f"event {event}"),))


@lru_cache(maxsize=64)
def disc(seat: int, ring: bool = False) -> Sprite:
    """A player's dragon: the seat's colour and number (a white ring: the player to decide)."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    big, d = supersampled(DISC, DISC)
    edge = INK if ring else OUTLINE
    d.ellipse((0, 0, DISC * S - 1, DISC * S - 1), fill=edge)
    w = (4 if ring else 2) * S
    d.ellipse((w, w, DISC * S - 1 - w, DISC * S - 1 - w), fill=colour)
    text = str(seat + 1)
    size = TEXT * S
    d.text(
        (DISC * S / 2, DISC * S / 2),
        text,
        font=font(size, True),
        fill=ink_on(colour, DARK),
        anchor="mm",
    )
    return finish(big, DISC, DISC, (Drawn(text, size, True, f"dragon {seat}"),))


def palace_height(floors: int) -> int:
    """The height of palaces ``floors`` high, roofs included."""
    return ROOF_H + floors * FLOOR + 4


def draw_palace(c: Canvas, palace: Palace, x: float, base: float, say: Say) -> None:
    """A palace standing on ``base``: its floors from the bottom, a person on a floor (in
    canonical order, from the bottom up), an empty floor a dark window; a roof on top."""
    for k in range(palace.floors):
        top = base - (k + 1) * FLOOR
        c.panel((x, top, x + PALACE_W, top + FLOOR), fill=WALL, outline=OUTLINE, width=2, radius=4)
        tx, ty = x + (PALACE_W - TILE[0]) / 2, top + (FLOOR - TILE[1]) / 2
        if k < len(palace.persons):
            tile = palace.persons[k]
            c.sprite(person_tile(tile, letter_of(tile_type(tile), say)), tx, ty)
        else:
            c.panel(
                (tx, ty, tx + TILE[0], ty + TILE[1]), fill=SLOT, outline=LINE, width=2, radius=6
            )
    roof = base - palace.floors * FLOOR
    c.draw.polygon(
        [
            (x - 5, roof),
            (x + PALACE_W + 5, roof),
            (x + PALACE_W - 8, roof - ROOF_H + 2),
            (x + 8, roof - ROOF_H + 2),
        ],
        fill=ROOF,
        outline=OUTLINE,
    )


PER_LINE = (INNER - 24 + GAP) // (PALACE_W + GAP)


def palaces_height(palaces: tuple[Palace, ...]) -> int:
    """The height of a player's palaces, in lines of ``PER_LINE`` (none: one floor's room)."""
    lines = [palaces[i : i + PER_LINE] for i in range(0, len(palaces), PER_LINE)] or [()]
    return sum(palace_height(max((p.floors for p in line), default=1)) + 6 for line in lines)


def draw_palaces(c: Canvas, palaces: tuple[Palace, ...], x0: float, y: float, say: Say) -> None:
    for i in range(0, len(palaces), PER_LINE):
        line = palaces[i : i + PER_LINE]
        high = palace_height(max(p.floors for p in line))
        x = x0
        for palace in line:
            draw_palace(c, palace, x, y + high - 4, say)
            x += PALACE_W + GAP
        y += high + 6


def resource_values(p: PlayerScene) -> dict[str, int]:
    return {
        "yuan": p.yuan,
        "rice": p.rice,
        "fireworks": p.fireworks,
        "small": p.small,
        "large": p.large,
        "cards": p.cards,
        "track": p.track,
    }


def draw_resource(c: Canvas, resource: str, x: float, mid: float) -> None:
    """A resource's symbol (a large privilege: two of them, a small one: one)."""
    colour = RESOURCE_COLOURS[resource]
    icon = symbol(RESOURCE_SYMBOL[resource], ICON, colour)
    c.sprite(icon, x, mid - ICON / 2)
    if resource == "large":
        c.sprite(icon, x + ICON * 0.45, mid - ICON / 2)


def resource_width(resource: str) -> float:
    return ICON * (1.45 if resource == "large" else 1.0)


def resources(c: Canvas, p: PlayerScene, mid: float) -> None:
    """A player's resources in one line, each its symbol and number (the gaps shrink for
    large numbers)."""
    values = resource_values(p)
    texts = {r: str(values[r]) for r in RESOURCES}
    fixed = sum(resource_width(r) + 6 + text_width(texts[r], TEXT, True) for r in RESOURCES)
    gap = min(22.0, (INNER - 28 - fixed) / (len(RESOURCES) - 1))
    x: float = PAD + 14
    for resource in RESOURCES:
        draw_resource(c, resource, x, mid)
        x += resource_width(resource) + 6
        value = texts[resource]
        ink = INK if values[resource] else MUTED
        c.text((x, mid), value, TEXT, bold=True, fill=ink, anchor="lm", tag=f"{resource} {p.seat}")
        x += text_width(value, TEXT, True) + gap


def player_height(p: PlayerScene) -> int:
    return 10 + ROW_H + RESOURCE_H + 8 + palaces_height(p.palaces) + 6


def draw_player(
    c: Canvas, p: PlayerScene, y: float, say: Say, language: str, current: bool = False
) -> float:
    """A player's panel: their dragon, name, place and points; their resources; their palaces.
    Returns its height."""
    h = player_height(p)
    box = (PAD, y, WIDTH - PAD, y + h)
    if current:
        c.panel(box, fill=PANEL_HI, outline=INK, width=3)
    else:
        c.panel(box)
    line = y + 10 + ROW_H / 2
    c.sprite(disc(p.seat, current), PAD + 12, line - DISC / 2)
    right: float = WIDTH - PAD - 14
    points = say("yotd-pictures-points", points=number(p.points), count=p.points)
    c.text((right, line), points, BIG, bold=True, anchor="rm", tag=f"points {p.seat}")
    right -= text_width(points, BIG, True) + 16
    if p.place is not None:
        place = ordinal(p.place, language)
        ink = INK if p.place == 1 else MUTED
        c.text((right, line), place, TEXT, bold=True, fill=ink, anchor="rm", tag=f"place {p.seat}")
        right -= text_width(place, TEXT, True) + 16
    if p.owes or p.builds:
        task = (
            say("yotd-pictures-owes", count=p.owes)
            if p.owes
            else say("yotd-pictures-builds", count=p.builds)
        )
        c.text((right, line), task, TEXT, fill=INK, anchor="rm", tag=f"task {p.seat}")
        right -= text_width(task, TEXT) + 16
    x: float = PAD + 12 + DISC + 12
    name = fit(p.name, TEXT + 2, int(right - x), True)
    c.text((x, line), name, TEXT + 2, bold=True, anchor="lm", tag=f"name {p.seat}")
    resources(c, p, y + 10 + ROW_H + RESOURCE_H / 2)
    draw_palaces(c, p.palaces, PAD + 14, y + 10 + ROW_H + RESOURCE_H + 8, say)
    return h


# --------------------------------------------------------------------------------------------
# The key

KEY_ROW = 54

Entry = tuple[str, str, str, str]
"""A key's entry: its kind (event, person, old, resource), what it draws (an event, a tile
kind, a resource), its letter and its word."""


def key_entries(say: Say) -> list[Entry]:
    entries: list[Entry] = [
        ("event", e, event_letter(e, say), say("yotd-event", event=e)) for e in EVENTS
    ]
    entries += [
        ("person", f"{t}-young", letter_of(t, say), say("yotd-person", type=t)) for t in TYPES
    ]
    entries += [("old", "monk-old", letter_of("monk", say), say("yotd-age", age="old"))]
    entries += [("resource", r, "", say("yotd-pictures-resource", resource=r)) for r in RESOURCES]
    return entries


def entry_width(entry: Entry) -> float:
    kind, ident, _, word = entry
    art = {"event": EVENT, "person": TILE[0], "old": TILE[0]}.get(kind) or resource_width(ident)
    return art + 8 + text_width(word, TEXT)


def key_lines(entries: list[Entry]) -> list[list[Entry]]:
    """The entries in lines as wide as the panel; events, persons and resources each begin a
    line of their own (the old tile follows the persons)."""
    room = INNER - 28
    lines: list[list[Entry]] = [[]]
    used = 0.0
    for entry in entries:
        w = entry_width(entry)
        kind = lines[-1][-1][0] if lines[-1] else entry[0]
        new_kind = kind != entry[0] and not (kind == "person" and entry[0] == "old")
        if lines[-1] and (used + 22 + w > room or new_kind):
            lines.append([])
            used = 0.0
        used += (22 if lines[-1] else 0) + w
        lines[-1].append(entry)
    return lines


def key_height(entries: list[Entry]) -> int:
    return 12 + TEXT + 10 + len(key_lines(entries)) * KEY_ROW + 8


def draw_key(c: Canvas, entries: list[Entry], say: Say, y: float) -> None:
    """What the symbols and letters stand for: the events, the persons, an old person's folded
    corner, the resources."""
    h = key_height(entries)
    c.panel((PAD, y, WIDTH - PAD, y + h))
    top = y + 12
    c.text((PAD + 14, top + TEXT / 2), say("yotd-pictures-key"), TEXT, bold=True, anchor="lm")
    top += TEXT + 10
    for line in key_lines(entries):
        x: float = PAD + 14
        mid = top + KEY_ROW / 2
        for kind, ident, letter, word in line:
            if kind == "event":
                c.sprite(event_tile(ident, letter), x, mid - EVENT / 2)
                x += EVENT
            elif kind in ("person", "old"):
                c.sprite(person_tile(ident, letter), x, mid - TILE[1] / 2)
                x += TILE[0]
            else:
                draw_resource(c, ident, x, mid)
                x += resource_width(ident)
            c.text((x + 8, mid), word, TEXT, fill=MUTED, anchor="lm", tag=f"key {kind} {ident}")
            x += 8 + text_width(word, TEXT) + 22
        top += KEY_ROW
