"""Forged command input a real client never sends: an autocomplete request for an option that
has none, a number option carrying text. Each gets a clear answer (or, for autocomplete, an
empty list of suggestions), nothing is written, and nothing is logged as an ERROR."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import StartBot, World
from tests.e2e.test_hostile import dump, refused


def errors_logged(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_forged_autocomplete_request_gets_no_suggestions_and_no_error(
    world: World, start_bot: StartBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        before = dump(db)
        rec = await fake.autocomplete(world.host, world.channel, "village new", "seats", seats=3)
        assert rec.errors == [], rec.errors
        assert rec.acknowledged
        assert rec.choices == []
        rec = await fake.autocomplete(world.host, world.channel, "village log", "game", game="7")
        assert rec.errors == [], rec.errors
        assert rec.choices == []
        assert dump(db) == before
    assert errors_logged(caplog) == []


def raw(command: dict[str, Any], sub: str, **options: tuple[int, object]) -> dict[str, Any]:
    """A command's data as a client sends it, each option ``name=(type, value)`` as given."""
    given = [{"name": n, "type": t, "value": v} for n, (t, v) in options.items()]
    return {
        "id": command["id"],
        "name": command["name"],
        "type": 1,
        "options": [{"name": sub, "type": 1, "options": given}],
    }


@pytest.mark.parametrize(
    ("sub", "options", "says"),
    [
        ("new", {"seats": (4, "abc")}, "A game has 2 to 5 seats."),
        ("new", {"seats": (4, 2.5)}, "A game has 2 to 5 seats."),
        ("new", {"seats": (4, 99)}, "A game has 2 to 5 seats."),
        ("new", {"turn": (3, 5)}, "is not a duration I can use"),
        ("log", {"game": (4, "abc")}, "That game does not exist"),
    ],
    ids=["seats-text", "seats-fraction", "seats-too-many", "turn-number", "log-text"],
)
async def test_a_forged_option_value_is_refused_in_a_sentence(
    world: World,
    start_bot: StartBot,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    sub: str,
    options: dict[str, tuple[int, object]],
    says: str,
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        village = next(c for c in fake.commands() if c["name"] == "village")
        before = dump(db)
        rec = await fake.send_raw_command(world.host, world.channel, raw(village, sub, **options))
        refused(rec, says)
        assert dump(db) == before
    assert errors_logged(caplog) == []
