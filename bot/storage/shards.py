"""Which servers a process serves: Discord's shard of a server, ``(guild_id >> 22) % count``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards a process runs, out of ``count``: it acts on the games of their servers."""

    count: int
    ids: frozenset[int]

    @classmethod
    def of(cls, count: int, ids: Iterable[int]) -> Shards:
        """Return the shards ``ids`` out of ``count`` (each one below ``count``)."""
        chosen = frozenset(ids)
        if count < 1 or not chosen or not all(0 <= i < count for i in chosen):
            raise ValueError(f"shard ids {sorted(chosen)} are not all within 0..{count - 1}")
        return cls(count, chosen)

    @classmethod
    def some(cls, count: int | None, ids: Iterable[int] | None) -> Shards | None:
        """Return the shards a process runs when it runs some of them only (else None: every
        server is its own, as in one process)."""
        if count is None or ids is None:
            return None
        shards = cls.of(count, ids)
        return None if shards.everything else shards

    @property
    def everything(self) -> bool:
        """Say whether these are all the shards (one process serves every server)."""
        return len(self.ids) == self.count

    def owns(self, guild_id: int) -> bool:
        """Say whether a server's interactions and turn clocks are this process's."""
        return (guild_id >> 22) % self.count in self.ids


def shard_filter(shards: Shards | None, column: str = "guild_id") -> tuple[str, tuple[int, ...]]:
    """Return an SQL condition (`` AND …``) keeping the rows of ``shards``' servers, and its
    arguments; nothing when there is no filter (one process, every shard)."""
    if shards is None or shards.everything:
        return "", ()
    ids = sorted(shards.ids)
    marks = ", ".join("?" * len(ids))
    return f" AND (({column} >> 22) % ?) IN ({marks})", (shards.count, *ids)
