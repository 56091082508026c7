"""Durations, reminder points and numbers from members: read strictly, bounded, never raising
where stored data is used."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from pydantic import ValidationError

from bot.services import GameService
from bot.services.durations import (
    MAX_DURATION,
    parse_duration,
    parse_int,
    parse_point,
    reminder_times,
)
from bot.services.settings import GuildSettings
from bot.storage import GameRepository

START = datetime(2026, 1, 1, tzinfo=UTC)
DAY = timedelta(days=1)


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("24h", 86_400), ("1d 12h", 129_600), ("90m", 5_400), (" 2D ", 172_800), ("1d12h", 129_600)],
)
def test_durations_people_write(text: str, seconds: int) -> None:
    assert parse_duration(text) == seconds


@pytest.mark.parametrize(
    "text",
    [
        "\u0663h",  # ٣h
        "\uff13h",  # full-width 3
        "\u0661\u0662h",
        "3\u00a0h",
        "3\th",
        "-3h",
        "+3h",
        "3_0m",
        "1e3s",
        "3",
        "h",
        "",
        "1000000000d",  # past timedelta's range
        "99999999999999999999d",
        "366d",
        "1h " * 20,  # too long to read
    ],
)
def test_durations_are_read_strictly(text: str) -> None:
    with pytest.raises(ValueError):
        parse_duration(text)


def test_a_duration_is_at_most_a_year_or_less_when_asked() -> None:
    assert parse_duration("365d") == MAX_DURATION
    assert parse_duration("7d", most=7 * 86_400) == 7 * 86_400
    with pytest.raises(ValueError, match="at most 7d"):
        parse_duration("7d 1m", most=7 * 86_400)


@pytest.mark.parametrize(("text", "tidy"), [("50%", "50%"), ("1h", "1h"), ("6d 23h", "6d23h")])
def test_reminder_points(text: str, tidy: str) -> None:
    assert parse_point(text) == tidy


@pytest.mark.parametrize(
    "text", ["7d", "740000d", "1000000000d", "\u0663%", "0%", "100%", "050%", "0m", "%", "soon"]
)
def test_reminder_points_out_of_every_turn_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_point(text)


def test_numbers_from_members_are_ascii_and_in_range() -> None:
    assert parse_int("3", 0, 5) == 3
    for bad in ("\u0663", " 3", "+3", "3_0", "6", "-1", "", "9" * 30):
        with pytest.raises(ValueError):
            parse_int(bad, 0, 5)


def test_reminder_times_never_raise_on_stored_nonsense() -> None:
    deadline = START + DAY
    stored: list[Any] = [
        "1000000000d",
        "740000d",
        "99999999999999999999d",
        "\u0663%",
        "150%",
        "%",
        "abc",
        "",
        7,
        "2d",  # longer than this turn: before it started
        "50%",
        "1h",
    ]
    assert reminder_times(START, deadline, stored) == [
        START + DAY / 2,
        deadline - timedelta(hours=1),
    ]
    assert reminder_times(START, deadline, ["1000000000d"]) == []


BAD_ROWS = [
    {"reminders": ["1000000000d"]},
    {"reminders": ["740000d"]},
    {"turn_max": 99_999_999_999_999_999_999},
    {"turn_default": 10**30, "turn_min": 10**30, "turn_max": 10**30},
    {"reminders": ["\u0663%"]},
]


@pytest.mark.parametrize("row", BAD_ROWS)
def test_stored_bad_settings_do_not_validate(row: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        GuildSettings.model_validate(row)


@pytest.mark.parametrize("row", BAD_ROWS)
async def test_the_service_falls_back_to_the_defaults(
    service: GameService, repo: GameRepository, row: dict[str, Any]
) -> None:
    await repo.set_guild_settings(10, row, "2026-01-01T00:00:00+00:00")
    assert json.loads(json.dumps(await repo.guild_settings(10))) == row  # stored as it was
    assert await service.settings(10) == GuildSettings()


def test_the_units_the_bot_says_are_read_too() -> None:
    """Italian "g" (giorni) and "min", as the bot says a duration, are read like d and m."""
    assert parse_duration("1g 12h") == parse_duration("1d 12h") == 129_600
    assert parse_duration("45min") == parse_duration("45 min") == 2_700
