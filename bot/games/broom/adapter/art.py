"""The ``broom`` pictures: ``table_png`` (the board and the public table) and ``hand_png`` (a
seat's own roles).

Module functions of a view, a language and the seats' display names, so that the adapter can
hand a ``functools.partial`` of them to a worker process (``bot.ui.picture_cache``). They read a
scene (``scene.py``) and nothing else: the table from the public view only, the hand from the
seat's own view. 800 px wide, every text at least ``TEXT`` (its capitals 9 px high when a phone
shows the picture 400 px wide), every word from the catalogue (``broom-pictures.ftl``) but the
regions' names, which are the board's own.

The table: the round and who decides (or who won), the round's event, bewitched roles and the
role being played, the board under its name (Hoard Vale says it is Hoard's own design): each
region's landscape by colour and pattern, its name, its clouds (stars and lightning), every
pawn by its player's colour and letter, every tower (round or square, its potion's colour and
shape, its VP, its wands; dark once taken), the castles framed in gold; then each player's line
and a key. The hand: the roles in hand (played and bewitched ones marked) and the player's line.
``draw_table`` and ``draw_hand`` return the canvas (its ``texts`` list every text drawn).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.broom import RULES
from bot.games.broom.adapter.layout import (
    GAP,
    HEADER_H,
    ROLE_ICON,
    ROW_H,
    Say,
    castle,
    cloud,
    draw_player,
    pawn,
    role_icon,
    swatch,
    tower,
)
from bot.games.broom.adapter.palette import (
    DARK,
    INK,
    MUTED,
    PALETTE,
    PANEL_HI,
    PLATE,
    SLOT,
    STAR,
)
from bot.games.broom.adapter.scene import HandScene, TableScene, hand_scene, table_scene
from bot.games.broom.adapter.scene_map import (
    CLOUD_H,
    CLOUD_W,
    INNER,
    PAD,
    PAWN,
    TEXT,
    TOWER,
    WIDTH,
    geometry,
    ground,
    name_lines,
    name_span,
    name_x,
    pawn_places,
    top_band,
    tower_places,
)
from bot.i18n import ENGLISH, voice
from bot.ui.drawing import Canvas, Sprite, fit, pill, text_width, title_bar, titled_panel

__all__ = ["WIDTH", "draw_hand", "draw_table", "hand_png", "table_png", "warm_up"]


def warm_up() -> None:
    """Draw a new game's table and hand once (fonts, the board's ground and sprites cached
    before the first real picture)."""
    state = RULES.new_game(2, 0)
    table_png(RULES.view_for(state, None), ENGLISH, {})
    hand_png(RULES.view_for(state, 0), ENGLISH, {})


def table_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw the public table from ``view_for(state, None)`` in ``language`` (picklable)."""
    return draw_table(table_scene(view, names, language), language).png()


def hand_png(view: Mapping[str, Any], language: str, names: Mapping[int, str]) -> bytes:
    """Draw a seat's roles from ``view_for(state, seat)`` in ``language`` (picklable)."""
    return draw_hand(hand_scene(view, names, language), language).png()


# --------------------------------------------------------------------------------------------
# The table

LINE_H = TEXT + 14
KEY_H = 2 * (TEXT + 22) + 12


def draw_table(scene: TableScene, language: str) -> Canvas:
    """Draw the public table in ``language``; return the canvas."""
    say = voice(language)
    g = geometry(scene.board)
    lines = info_lines(scene, say, language)
    info_h = len(lines) * LINE_H + 12
    height = PAD + HEADER_H + GAP + info_h + GAP + LINE_H + g.height + GAP
    height += len(scene.players) * (ROW_H + GAP) + KEY_H + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y: float = PAD
    header(c, scene, say, y)
    y += HEADER_H + GAP
    info(c, lines, y, info_h)
    y += info_h + GAP
    caption = (
        "broom-pictures-board-design" if scene.board.design else "broom-pictures-board-printed"
    )
    title = fit(say(caption, board=scene.board.name), TEXT, INNER - 8)
    c.text((PAD + 4, y + LINE_H / 2), title, TEXT, fill=MUTED, anchor="lm", tag="board")
    y += LINE_H
    draw_board(c, scene, y)
    y += g.height + GAP
    for p in scene.players:
        y += draw_player(c, p, y, say, language, p.deciding) + GAP
    key(c, say, y)
    return c


def map_top(scene: TableScene, language: str) -> float:
    """Where the board starts in the table picture (for tests and tools)."""
    say = voice(language)
    info_h = len(info_lines(scene, say, language)) * LINE_H + 12
    return PAD + HEADER_H + GAP + info_h + GAP + LINE_H


def header(c: Canvas, scene: TableScene, say: Say, y: float) -> None:
    """The round and its phase on the left; who decides (or who won) on the right."""
    deciding = [p.name for p in scene.players if p.deciding]
    if scene.over:
        winners = [p.name for p in scene.players if p.place == 1]
        if len(winners) == 1:
            status = say("broom-pictures-over-won", player=winners[0])
        else:
            status = say("broom-pictures-over-shared", count=str(len(winners)))
    elif len(deciding) > 2:
        status = say("broom-pictures-many-to-play", count=str(len(deciding)))
    else:
        status = say("broom-pictures-to-play", players=", ".join(deciding))
    phase = "over" if scene.over else scene.phase
    left = say(
        "broom-pictures-round", round=str(scene.round), rounds=str(scene.rounds), phase=phase
    )
    room = INNER - text_width(left, TEXT, True) - 16 - int(HEADER_H * 0.8)
    status = fit(status, TEXT, room, True)
    fill, ink = (PANEL_HI, INK) if scene.over else (INK, DARK)
    pill(c, status, WIDTH - PAD, y, fill, ink, TEXT, HEADER_H)
    c.text((PAD + 4, y + HEADER_H / 2), left, TEXT, bold=True, anchor="lm", tag="round")


def info_lines(scene: TableScene, say: Say, language: str) -> list[tuple[str, str, str]]:
    """The lines of the round's panel, each (left text, right text, left tag): the event (the
    role being played at its right, or on a line of its own when both do not fit), then the
    bewitched roles on as many lines as they need."""
    room = INNER - 28
    event = say("broom-pictures-event", event=scene.event)
    out = [(event, "", "event")]
    if scene.role is not None:
        playing = say("broom-pictures-playing", role=scene.board.role_name(scene.role, language))
        if text_width(event, TEXT, True) + 24 + text_width(playing, TEXT, True) <= room:
            out = [(event, playing, "event")]
        else:
            out.append((playing, "", "playing"))
    names = [scene.board.role_name(r, language) for r in scene.bewitched]
    if not names:
        return [*out, (say("broom-pictures-bewitched-none"), "", "bewitched")]
    lines: list[str] = []
    for word in say("broom-pictures-bewitched", roles=", ".join(names)).split(" "):
        if lines and text_width(f"{lines[-1]} {word}", TEXT) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return [*out, *((fit(line, TEXT, room), "", "bewitched") for line in lines)]


def info(c: Canvas, lines: list[tuple[str, str, str]], y: float, h: float) -> None:
    """The round's event, the role being played, the bewitched roles."""
    c.panel((PAD, y, WIDTH - PAD, y + h))
    for k, (left, right, tag) in enumerate(lines):
        mid = y + 6 + (k + 0.5) * LINE_H
        bold = tag != "bewitched"
        if right:
            c.text((WIDTH - PAD - 14, mid), right, TEXT, bold=True, anchor="rm", tag="playing")
        c.text(
            (PAD + 14, mid),
            fit(left, TEXT, INNER - 28, bold),
            TEXT,
            bold=bold,
            fill=INK if bold else MUTED,
            anchor="lm",
            tag=tag,
        )


def draw_board(c: Canvas, scene: TableScene, top: float) -> None:
    """The board: its ground, then per region its top band, name and pawns; the towers last."""
    board = scene.board
    g = geometry(board)
    c.sprite(ground(board), 0, top)
    shown = {space: (stars, light) for space, stars, light in scene.clouds}
    for region in board.regions:
        for kind, rid, x, y in top_band(board, region):
            if kind == "castle":
                c.sprite(castle(), x - 20, top + y - 20)
            elif kind == "cloud" and rid in shown:
                stars, light = shown[rid]
                c.sprite(cloud(rid, stars, light), x - CLOUD_W / 2, top + y - CLOUD_H / 2)
        cy = g.centre(region)[1]
        left, right = name_span(board, region)
        lines = name_lines(region.name, int(right - left))
        widest = max(text_width(t, TEXT) for t in lines)
        cx = name_x(board, region, widest)
        half = len(lines) * (TEXT + 2) / 2
        c.panel(
            (cx - widest / 2 - 4, top + cy - half - 3, cx + widest / 2 + 4, top + cy + half + 1),
            fill=PLATE,
            radius=6,
        )
        for k, text in enumerate(lines):
            ly = top + cy - half + (k + 0.5) * (TEXT + 2)
            c.text((cx, ly), text, TEXT, anchor="mm", tag=f"region {region.id}")
        pawns = [(p.seat, p.letter) for p in scene.players for r in p.pawns if r == region.id]
        for (seat, letter), (x, y) in zip(
            pawns, pawn_places(board, region, len(pawns)), strict=True
        ):
            c.sprite(pawn(seat, letter), x - PAWN / 2, top + y - PAWN / 2)
    places = tower_places(board)
    for t in board.towers:
        x, y = places[t.id]
        taken = t.id in scene.occupied and t.shape == "round"
        c.sprite(
            tower(t.id, t.shape, t.colour, t.vp, t.wands, taken),
            x - TOWER / 2,
            top + y - TOWER / 2,
        )


def key(c: Canvas, say: Say, y: float) -> None:
    """What the symbols stand for: the towers, a taken one, a cloud, a castle."""
    c.panel((PAD, y, WIDTH - PAD, y + KEY_H))
    entries: list[tuple[Sprite, str, str]] = [
        (tower("key-round", "round", "orange", 5, 1, False), "broom-pictures-key-round", "round"),
        (
            tower("key-square", "square", "green", 4, 0, False),
            "broom-pictures-key-square",
            "square",
        ),
        (tower("key-taken", "round", "purple", 3, 0, True), "broom-pictures-key-taken", "taken"),
        (cloud("key", 2, 3), "broom-pictures-key-cloud", "cloud"),
        (castle(), "broom-pictures-key-castle", "castle"),
    ]
    x: float = PAD + 14
    line_y = y + 6
    step = TEXT + 22
    for sprite, message, tag in entries:
        word = say(message)
        w = sprite.size[0] + 8 + text_width(word, TEXT)
        if x + w > WIDTH - PAD - 14 and x > PAD + 14:
            x, line_y = PAD + 14, line_y + step
        mid = line_y + step / 2
        c.sprite(sprite, x, mid - sprite.size[1] / 2)
        x += sprite.size[0] + 8
        c.text(
            (x, mid),
            fit(word, TEXT, int(WIDTH - PAD - 14 - x)),
            TEXT,
            fill=MUTED,
            anchor="lm",
            tag=f"key {tag}",
        )
        x += text_width(word, TEXT) + 22


# --------------------------------------------------------------------------------------------
# The hand

HAND_ROW = 54


def draw_hand(scene: HandScene, language: str) -> Canvas:
    """Draw a player's roles and their own line in ``language``; return the canvas."""
    say = voice(language)
    rows = max(1, len(scene.roles))
    roles_h = 12 + TEXT + 10 + rows * HAND_ROW + 8
    height = PAD + HEADER_H + GAP + roles_h + GAP + ROW_H + PAD
    c = Canvas(WIDTH, height, PALETTE)
    y: float = PAD
    if scene.over:
        status = say("broom-pictures-game-over")
    elif scene.your_turn:
        status = say("broom-pictures-your-turn")
    else:
        status = say("broom-pictures-waiting", players=", ".join(scene.to_play))
    fill, ink = (INK, DARK) if scene.your_turn else (PANEL_HI, INK)
    title_bar(
        c,
        status,
        scene.player.name,
        PAD,
        WIDTH - PAD,
        y,
        fill,
        ink,
        size=TEXT,
        title_size=TEXT + 2,
        height=HEADER_H,
        status_room=470,
        tag="hand-name",
    )
    y += HEADER_H + GAP
    title = say("broom-pictures-your-roles", round=str(scene.round))
    top = titled_panel(c, PAD, WIDTH - PAD, y, roles_h, title, TEXT, "hand-title")
    if not scene.roles:
        c.text(
            (PAD + 14, top + HAND_ROW / 2),
            say("broom-pictures-no-roles"),
            TEXT,
            fill=MUTED,
            anchor="lm",
            tag="no-roles",
        )
    for role in scene.roles:
        mid = top + HAND_ROW / 2
        played = role in scene.played
        if role in scene.bewitched:
            c.panel(
                (PAD + 8, top + 3, WIDTH - PAD - 8, top + HAND_ROW - 3),
                fill=SLOT,
                outline=STAR,
                width=2,
                radius=10,
            )
        c.sprite(role_icon(scene.board, role), PAD + 14, mid - ROLE_ICON / 2)
        x = PAD + 14 + ROLE_ICON + 14
        marks = []
        if role in scene.bewitched:
            marks.append(say("broom-pictures-is-bewitched"))
        if played:
            marks.append(say("broom-pictures-played"))
        mark = " · ".join(marks)
        right = WIDTH - PAD - 20
        if mark:
            c.text(
                (right, mid),
                mark,
                TEXT,
                fill=STAR if role in scene.bewitched else MUTED,
                anchor="rm",
                tag=f"mark {role}",
            )
            right -= text_width(mark, TEXT) + 16
        name = fit(scene.board.role_name(role, language), TEXT, int(right - x), not played)
        c.text(
            (x, mid),
            name,
            TEXT,
            bold=not played,
            fill=MUTED if played else INK,
            anchor="lm",
            tag=f"role {role}",
        )
        top += HAND_ROW
    y += roles_h + GAP
    draw_player(c, scene.player, y, say, language, scene.your_turn)
    return c


__all__ += ["role_icon", "swatch"]
