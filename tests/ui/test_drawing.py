"""The drawing kit shared by the games' pictures (bot/ui/drawing): fonts, palettes, sprites."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from bot.resources import DATA_DIR
from bot.ui import drawing
from bot.ui.drawing import Canvas, Palette, Sprite

ROOT = Path(__file__).resolve().parents[2]
BLACK = (0, 0, 0)
GREY = (40, 40, 40)
RED = (200, 30, 30)
SIMPLE = Palette(BLACK, GREY, drawing.WHITE, (BLACK, GREY, drawing.WHITE, RED), (), ())


def test_text_is_drawn_with_the_bundled_font_only() -> None:
    fonts = DATA_DIR / "fonts"
    assert (fonts / drawing.REGULAR_FONT).is_file()
    assert (fonts / drawing.BOLD_FONT).is_file()
    assert "Bitstream Vera" in (fonts / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    for bold in (False, True):
        path = Path(str(drawing.font(20, bold).path))
        assert path.parent == fonts


def test_names_keep_only_what_the_font_draws() -> None:
    assert drawing.clean_name("Bartholomew 🐉", "Seat 1") == "Bartholomew"
    assert drawing.clean_name("\u202eEve\u202c\n", "Seat 2") == "Eve"
    assert drawing.clean_name("🐉🔥", "Seat 3") == "Seat 3"
    assert drawing.clean_name("Zoë  Ødegård", "Seat 4") == "Zoë Ødegård"
    assert drawing.fit("x" * 300, 24, 200).endswith("…")
    assert drawing.text_width(drawing.fit("x" * 300, 24, 200), 24) <= 200
    assert drawing.fit("short", 24, 200) == "short"


def test_numbers_and_places() -> None:
    assert drawing.number(-3) == "−3"
    assert drawing.number(12) == "12"
    assert [drawing.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
    ]  # fmt: skip


def test_ink_on_picks_the_readable_ink() -> None:
    assert drawing.ink_on((240, 228, 66), BLACK) == BLACK
    assert drawing.ink_on((0, 114, 178), BLACK) == drawing.WHITE
    assert drawing.ink_on((0, 0, 0), GREY, RED) == RED
    assert drawing.blend(BLACK, drawing.WHITE, 0.5) == (128, 128, 128)


def test_a_palette_keeps_its_colours_and_shades_in_256_entries() -> None:
    shaded = Palette(BLACK, GREY, drawing.WHITE, (BLACK, GREY), ((drawing.WHITE, GREY),), ())
    raw = drawing.png_palette(shaded)
    assert len(raw) == 3 * 256
    colours = [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]
    assert colours[:2] == [BLACK, GREY]
    assert len(set(colours)) == 2 + 5  # the flat colours and 5 shades between text and ground
    wide = Palette(BLACK, GREY, BLACK, (), tuple(((i, 0, 0), (0, i, 0)) for i in range(80)), ())
    with pytest.raises(ValueError, match="at most 256"):
        drawing.png_palette(wide)


def test_a_canvas_paints_in_its_palette_and_writes_a_paletted_png() -> None:
    c = Canvas(120, 60, SIMPLE)
    c.panel((10, 10, 110, 50))
    c.text((20, 20), "Hi", 20, bold=True)
    c.sprite(drawing.coin("7", 30, RED, drawing.WHITE, BLACK), 80, 15)
    assert c.image.getpixel((2, 2)) == BLACK
    assert c.image.getpixel((15, 45)) == GREY
    png = c.png()
    im = Image.open(io.BytesIO(png))
    assert png.startswith(b"\x89PNG")
    assert im.mode == "P"
    assert im.size == (120, 60)


def test_sprites_are_immutable_bytes_of_their_size() -> None:
    sprites: list[Sprite] = [
        drawing.face_card(drawing.DIAMOND, "X", RED, 50, 70, BLACK, BLACK),
        drawing.face_card(drawing.DIAMOND, "X", RED, 30, 42, BLACK, BLACK),
        drawing.striped_card("W", (RED, GREY), 50, 70, BLACK, BLACK),
        drawing.back_card(26, 36, GREY, RED, BLACK),
        drawing.coin("12", 40, GREY, drawing.WHITE, BLACK),
    ]
    for s in sprites:
        assert isinstance(s.rgba, bytes)
        assert len(s.rgba) == s.size[0] * s.size[1] * 4
        assert s.image().size == s.size
    assert drawing.face_card(drawing.DIAMOND, "X", RED, 50, 70, BLACK, BLACK) is sprites[0]
    drawing.clear_caches()
    again = drawing.face_card(drawing.DIAMOND, "X", RED, 50, 70, BLACK, BLACK)
    assert again is not sprites[0]
    assert again == sprites[0]


class Art:
    def sprite(self, card: str, w: int, h: int) -> Sprite:
        return drawing.face_card(drawing.DIAMOND, card[0].upper(), RED, w, h, BLACK, BLACK)


def test_piles_are_grouped_and_laid_out_in_the_first_size_that_fits() -> None:
    assert drawing.grouped(["b", "a", "b", "z"], ["a", "b"]) == [("a", 1), ("b", 2), ("z", 1)]
    sizes = ((80, 110), (40, 56))
    size, lines = drawing.lay_piles([("a", 1), ("b", 5)], 500, sizes, 20)
    assert (size, lines) == ((80, 110), [[("a", 1), ("b", 5)]])
    c = Canvas(600, 200, SIMPLE)
    placed = drawing.piles_row(c, Art(), lines[0], 10, 100, size, 20, tag="pile")
    assert [(p.card, p.count, p.card_size) for p in placed] == [
        ("a", 1, (80, 110)),
        ("b", 5, (80, 110)),
    ]
    assert placed[1].x > placed[0].x + placed[0].width
    assert placed[1].width == drawing.pile_width(5, 80, 20) > drawing.stack_width(5, 80)
    assert ("×5", "pile b") in [(t.text, t.tag) for t in c.texts]
    wrapped_size, wrapped = drawing.lay_piles([("a", 3)] * 12, 300, sizes, 20)
    assert wrapped_size == (40, 56)
    assert len(wrapped) > 1 and sum(len(line) for line in wrapped) == 12
    for line in wrapped:  # never overlapped: each line fits
        widths = [drawing.pile_width(k, 40, 20) for _, k in line]
        assert sum(widths) + 14 * (len(line) - 1) <= 300
    assert drawing.pill(c, "Your turn", 590, 10, drawing.WHITE, BLACK) > 0


def test_a_canvas_records_its_texts_and_those_of_its_sprites() -> None:
    c = Canvas(200, 100, SIMPLE)
    c.text((5, 5), "Hi", 20, bold=True, tag="greeting")
    c.text((5, 5), " ", 20)
    c.sprite(drawing.coin("7", 40, RED, drawing.WHITE, BLACK), 80, 15)
    c.sprite(drawing.face_card(drawing.DIAMOND, "X", RED, 52, 72, BLACK, BLACK), 120, 15)
    c.sprite(drawing.face_card(drawing.DIAMOND, "Y", RED, 36, 52, BLACK, BLACK), 150, 15)
    c.sprite(drawing.striped_card("", (RED, GREY), 36, 52, BLACK, BLACK), 150, 15)
    assert [(t.text, t.size, t.tag) for t in c.texts] == [
        ("Hi", 20, "greeting"),
        ("7", 24.75, ""),  # 0.62 of the coin, in the picture's pixels
        ("X", 26.0, ""),  # 0.36 of a card with its icon
        ("Y", 26.0, ""),  # half of a small card
    ]


def test_the_legible_size_keeps_capitals_9px_high_on_a_phone() -> None:
    for width in (400, 640, 800, 1080):
        size = drawing.legible_size(width)
        assert size * drawing.CAP_RATIO * 400 / width >= 9
        assert (size - 1) * drawing.CAP_RATIO * 400 / width < 9
    assert drawing.legible_size(800) == 26
    assert [drawing.signed(n) for n in (3, 0, -2)] == ["+3", "0", "−2"]


GAME_WORDS = re.compile(r"treasure|village|wild|dragon|favor|stall|bribe|axe|crown", re.I)


def test_the_kit_knows_no_game() -> None:
    for path in sorted((ROOT / "bot" / "ui" / "drawing").glob("*.py")):
        found = GAME_WORDS.findall(path.read_text(encoding="utf-8"))
        assert found == [], f"{path.name} mentions {sorted(set(found))}"
