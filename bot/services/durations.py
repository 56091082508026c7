"""Durations as people type them ("24h", "1d 12h", "30m") and reminder points ("50%", "1h").

The bot says a duration in the reader's units (``said_duration``: "1 g 12 h" in Italian); it
reads those units too ("1g", "45min") besides the notation every language shares (d, h, m, s).

Everything a member types is read strictly: ASCII digits only (``int()`` and ``\\d`` also
accept other scripts' digits, like ``٣``), a bounded length, and a bounded value, so nothing
out of range is ever stored or computed with.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from bot.i18n import Phrase
from bot.services.errors import BadValue

UNITS = {"d": 86_400, "h": 3_600, "m": 60, "s": 1}
READ = {**UNITS, "g": 86_400, "min": 60}
"""The units read: the shared notation, and Italian "g" (giorni) and "min" as the bot says them."""
SAID = {
    "d": "duration-days",
    "h": "duration-hours",
    "m": "duration-minutes",
    "s": "duration-seconds",
}
"""The catalogue's words of each unit, as the bot says a duration."""
MAX_TEXT = 40
"""The longest duration text read (longer text is refused before it is parsed)."""
MAX_DURATION = 365 * 86_400
"""The longest duration read at all: anything a setting allows is far shorter."""
MAX_REMINDER_BEFORE_END = 7 * 86_400
"""A reminder "before the end" must be shorter than this (the longest turn limit)."""
_PART = re.compile(r"([0-9]{1,7})[ ]*(min|[dghms])", re.ASCII)
_PERCENT = re.compile(r"([0-9]{1,2})%", re.ASCII)
_INTEGER = re.compile(r"[0-9]{1,18}", re.ASCII)


def shown(text: str, limit: int = 24) -> str:
    """Quote what a member typed in a reply, shortened so the reply stays short."""
    clipped = text if len(text) <= limit else text[: limit - 1] + "…"
    return repr(clipped)


def parse_int(text: str, low: int, high: int) -> int:
    """Read a whole number typed or sent by a member: ASCII digits only, from low to high."""
    if not isinstance(text, str) or _INTEGER.fullmatch(text) is None:
        raise ValueError(f"{shown(str(text))} is not a number")
    value = int(text)
    if not low <= value <= high:
        raise ValueError(f"{value} is not from {low} to {high}")
    return value


def parse_duration(text: str, *, most: int = MAX_DURATION) -> int:
    """Return seconds for "2d", "24h", "1d 12h", "90m" ("2g", "90min"); raise ValueError
    otherwise.

    Only ASCII digits and the units d (g), h, m (min), s are read; a duration longer than ``most``
    (at most a year) is refused.
    """
    cleaned = text.strip().lower().replace(",", " ")
    if not cleaned:
        raise ValueError("empty duration")
    if len(cleaned) > MAX_TEXT or not cleaned.isascii():
        raise ValueError(f"not a duration: {shown(text)} (write it like 30m, 24h or 2d)")
    parts = _PART.findall(cleaned)
    if not parts or _PART.sub("", cleaned).strip(" "):
        raise ValueError(f"not a duration: {shown(text)} (write it like 30m, 24h or 2d)")
    seconds = sum(int(n) * READ[unit] for n, unit in parts)
    if seconds > min(most, MAX_DURATION):
        limit = format_duration(min(most, MAX_DURATION))
        raise ValueError(f"{shown(text)} is too long: at most {limit}")
    return seconds


def format_duration(seconds: float) -> str:
    """Say a duration shortly: "1d 12h", "45m", "30s"."""
    left = round(seconds)
    if left <= 0:
        return "0m"
    out = []
    for unit, size in UNITS.items():
        n, left = divmod(left, size)
        if n:
            out.append(f"{n}{unit}")
    return " ".join(out[:2])


def said_duration(seconds: float) -> Phrase:
    """Say a duration shortly in the reader's units, as ``format_duration`` cuts it: "1d 12h",
    "1 g 12 h", "45 min" (a phrase: rendered in the reader's language)."""
    left = round(seconds)
    if left <= 0:
        return Phrase(SAID["m"], n="0")
    parts = []
    for unit, size in UNITS.items():
        n, left = divmod(left, size)
        if n:
            parts.append(Phrase(SAID[unit], n=str(n)))
    if len(parts) == 1:
        return parts[0]
    return Phrase("duration-two", first=parts[0], second=parts[1])


def parse_point(text: str) -> str:
    """Check one reminder point ("50%" of the turn, or "1h" before its end); return it tidied.

    A time before the end must be shorter than the longest turn limit (7d), or it could never
    fall inside a turn. A point that cannot be used raises ``BadValue`` (a ``ValueError``
    saying why to the admin who typed it).
    """
    t = text.strip().lower()
    if t.endswith("%"):
        found = _PERCENT.fullmatch(t)
        if found is None or not 1 <= int(found[1]) <= 99:
            raise BadValue("errors-reminder-percent", shown=shown(text))
        return f"{int(found[1])}%"
    try:
        seconds = parse_duration(t)
    except ValueError:
        raise BadValue("errors-reminder-point", shown=shown(text)) from None
    if not 0 < seconds < MAX_REMINDER_BEFORE_END:
        longest = said_duration(MAX_REMINDER_BEFORE_END)
        raise BadValue("errors-reminder-before-end", longest=longest, shown=shown(text))
    return format_duration(seconds).replace(" ", "")


def _moment(start: datetime, deadline: datetime, point: object) -> datetime | None:
    """Return the moment of one stored reminder point, or None if it cannot be one."""
    if not isinstance(point, str):
        return None
    length = deadline - start
    try:
        if point.endswith("%"):
            found = _PERCENT.fullmatch(point)
            if found is None:
                return None
            return start + length * (int(found[1]) / 100)
        seconds = parse_duration(point)
        if seconds >= length.total_seconds():
            return None  # before the turn started
        return deadline - timedelta(seconds=seconds)
    except (ValueError, OverflowError):
        return None


def reminder_times(start: datetime, deadline: datetime, points: list[str]) -> list[datetime]:
    """Return the moments of a turn's reminders, in order, strictly inside the turn.

    Never raises: a stored point that cannot be read, or that falls outside the turn, is
    skipped (settings are validated when saved, but a database may hold anything).
    """
    times = set()
    for point in points:
        moment = _moment(start, deadline, point)
        if moment is not None and start < moment < deadline:
            times.add(moment)
    return sorted(times)
