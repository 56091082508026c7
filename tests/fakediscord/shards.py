"""Shards as Discord routes them: a server's events go to shard ``(guild_id >> 22) % count``."""

from __future__ import annotations

from typing import Any

Shard = tuple[int, int]
"""(shard id, shard count), as a session IDENTIFYs with it."""


def owns(shard: Shard | None, guild_id: int | None) -> bool:
    """Say whether a session of ``shard`` (None: unsharded) gets a server's events; events
    with no server (DMs) go to shard 0."""
    if shard is None:
        return True
    shard_id, count = shard
    return (0 if guild_id is None else (guild_id >> 22) % count) == shard_id


def guild_of(event: str, data: Any) -> int | None:
    """Return the server a dispatch event belongs to (None: none, e.g. a DM)."""
    if not isinstance(data, dict):
        return None
    if event.startswith("GUILD_") and "guild_id" not in data and "id" in data:
        return int(data["id"])  # GUILD_CREATE / UPDATE / DELETE carry the server as ``id``
    found = data.get("guild_id")
    return None if found is None else int(found)


def parse_shard(value: Any) -> Shard | None:
    """Return IDENTIFY's ``shard`` (None: not sharded); raise ``ValueError`` (closed 4010)."""
    if value is None:
        return None
    valid = (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(n, int) for n in value)
        and 0 <= value[0] < value[1]
    )
    if not valid:
        raise ValueError(f"invalid shard {value!r}")
    return value[0], value[1]
