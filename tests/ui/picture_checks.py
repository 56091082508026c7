"""Checks of a drawn picture that every game's picture tests share (they know no game).

Each game's tests keep their goldens beside them (``tests/games/<id>/golden/``) and their
fixed positions; what is checked is the drawing kit's output (``bot.ui.drawing``), so the
checks live here, beside its tests, in a module pytest does not collect.

A picture matches its golden when the mean absolute difference per channel is below 1.0 and at
most 0.5 % of the pixels differ visibly (by more than 24 on a channel), so that a FreeType or
zlib of another version passes while a moved or recoloured element fails. After a deliberate
change to the pictures, rewrite the goldens and look at every one before committing::

    HOARD_UPDATE_GOLDEN=1 .venv/bin/python -m pytest -n 0 tests/games/<id>/test_pictures.py
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.ui.drawing import Canvas, text_mask

UPDATE = os.environ.get("HOARD_UPDATE_GOLDEN") == "1"
MAX_MEAN_DIFF = 1.0
MAX_DIFFERING = 0.005
VISIBLE = 24
Box = tuple[int, int, int, int]


def difference(got: Image.Image, want: Image.Image) -> tuple[float, float]:
    """Return the mean absolute difference per channel and the share of visibly changed pixels."""
    diff = ImageChops.difference(got.convert("RGB"), want.convert("RGB"))
    mean = sum(ImageStat.Stat(diff).mean) / 3
    r, g, b = diff.split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b)
    changed = sum(worst.histogram()[VISIBLE + 1 :])
    return mean, changed / (diff.width * diff.height)


def assert_matches_golden(png: bytes, golden: Path, name: str, tmp_path: Path) -> None:
    """Compare a drawn PNG with ``<golden>/<name>.png`` (``HOARD_UPDATE_GOLDEN=1`` rewrites it)."""
    path = golden / f"{name}.png"
    if UPDATE:
        golden.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
    assert path.exists(), f"no golden {path}: run with HOARD_UPDATE_GOLDEN=1 and look at it"
    got = Image.open(io.BytesIO(png))
    want = Image.open(path)
    assert got.size == want.size, f"{name}: size {got.size}, golden {want.size}"
    mean, changed = difference(got, want)
    if mean >= MAX_MEAN_DIFF or changed > MAX_DIFFERING:
        actual = tmp_path / f"{name}.png"
        actual.write_bytes(png)
        pytest.fail(
            f"{name} differs from its golden: mean {mean:.3f} (< {MAX_MEAN_DIFF}), "
            f"{changed:.2%} pixels changed (≤ {MAX_DIFFERING:.1%}); drawn: {actual}"
        )


@contextmanager
def boxes() -> Iterator[list[tuple[str, Box]]]:
    """Record the box of every text drawn on a canvas (sprites' own texts left out)."""
    found: list[tuple[str, Box]] = []
    draw = Canvas.text

    def text(self: Canvas, xy: tuple[float, float], text: str, size: int, **kw: object) -> None:
        if text.strip():
            m = text_mask(text, size, bool(kw.get("bold", False)), str(kw.get("anchor", "la")))
            x, y = round(xy[0]) + m.offset[0], round(xy[1]) + m.offset[1]
            found.append((text, (x, y, x + m.size[0], y + m.size[1])))
        draw(self, xy, text, size, **kw)  # type: ignore[arg-type]

    Canvas.text = text  # type: ignore[method-assign]
    try:
        yield found
    finally:
        Canvas.text = draw  # type: ignore[method-assign]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check(c: Canvas, drawn: list[tuple[str, Box]]) -> None:
    """Every text lies inside the picture, none is cut with "…", no two overlap."""
    w, h = c.image.size
    for text, (x0, y0, x1, y1) in drawn:
        assert min(x0, y0) >= 0 and x1 <= w and y1 <= h, f"{text!r} leaves the picture"
        assert "…" not in text, f"{text!r} is cut"
    for i, (text, box) in enumerate(drawn):
        for other, box2 in drawn[i + 1 :]:
            assert not overlaps(box, box2), f"{text!r} {box} runs into {other!r} {box2}"
