"""Durations as people type them ("24h", "1d 12h", "30m") and reminder points ("50%", "1h")."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

UNITS = {"d": 86_400, "h": 3_600, "m": 60, "s": 1}
_PART = re.compile(r"(\d+)\s*([dhms])")


def parse_duration(text: str) -> int:
    """Return seconds for "2d", "24h", "1d 12h", "90m"; raise ValueError otherwise."""
    cleaned = text.strip().lower().replace(",", " ")
    if not cleaned:
        raise ValueError("empty duration")
    parts = _PART.findall(cleaned)
    if not parts or _PART.sub("", cleaned).strip():
        raise ValueError(f"not a duration: {text!r} (write it like 30m, 24h or 2d)")
    return sum(int(n) * UNITS[unit] for n, unit in parts)


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


def parse_point(text: str) -> str:
    """Check one reminder point ("50%" of the turn, or "1h" before its end); return it tidied."""
    t = text.strip().lower()
    if t.endswith("%"):
        value = int(t[:-1])
        if not 1 <= value <= 99:
            raise ValueError(f"a percentage point must be from 1% to 99%, not {text!r}")
        return f"{value}%"
    return format_duration(parse_duration(t)).replace(" ", "")


def reminder_times(start: datetime, deadline: datetime, points: list[str]) -> list[datetime]:
    """Return the moments of a turn's reminders, in order, strictly inside the turn."""
    length = deadline - start
    times = set()
    for point in points:
        if point.endswith("%"):
            moment = start + length * (int(point[:-1]) / 100)
        else:
            moment = deadline - timedelta(seconds=parse_duration(point))
        if start < moment < deadline:
            times.add(moment)
    return sorted(times)
