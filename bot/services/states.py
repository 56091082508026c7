"""What the service keeps in memory per game, each with a size: decoded states and checked logs.

A move used to decode its game's state afresh from JSON (a hundred card objects for some
games): ``StateCache`` keeps the last decoded state of the most recently used games. An entry
serves only the very record it was decoded from (or stored as, after a move): the same game
kind, version and state text. Any other change of the stored game (a move by another process,
a restore, a state rewritten at a new version or even at the same one) is a miss, and the state
is decoded again. A state is immutable (frozen records of tuples; ``docs/adding-a-game.md``), so
one object is safely shared by every reader.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.storage import GameRecord

STATES_KEPT = 1024
"""Games whose decoded state is kept (a few MiB: ~10 KiB a game with its text)."""
LEGAL_KEPT = 256
"""Seats' legal actions kept, by game, version and seat (``situation``): a panel shown and then
its click read them once (some games' take a quarter of a millisecond to list)."""
CHECKED_KEPT = 16_384
"""Games whose move log is known to parse (``ServiceCore.state``: read once per game)."""

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Bounded(Generic[K, V]):
    """A mapping that keeps at most ``size`` entries, dropping the least recently used."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("a cache keeps at least one entry")
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def get(self, key: K) -> V | None:
        """Return the entry of ``key`` (now the most recently used), or None."""
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        """Keep ``value`` for ``key``, dropping the least recently used entries past the size."""
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def pop(self, key: K) -> V | None:
        """Forget ``key``; return what was kept for it."""
        return self._items.pop(key, None)

    def keys(self) -> list[K]:
        """The keys, the least recently used first."""
        return list(self._items)


class BoundedSet(Generic[K]):
    """A set that keeps at most ``size`` members, dropping the least recently added or seen."""

    def __init__(self, size: int) -> None:
        self._members: Bounded[K, bool] = Bounded(size)

    @property
    def size(self) -> int:
        return self._members.size

    def __len__(self) -> int:
        return len(self._members)

    def __contains__(self, key: object) -> bool:
        return key in self._members

    def add(self, key: K) -> None:
        """Add ``key`` (or refresh it), dropping the least recently added past the size."""
        self._members.put(key, True)


@dataclass(frozen=True, slots=True)
class Kept:
    """A decoded state and the stored record it is the state of."""

    kind: str
    version: int
    text: str
    state: Any


class StateCache:
    """Decoded states by game, for the ``size`` most recently used games."""

    def __init__(self, size: int = STATES_KEPT) -> None:
        self._kept: Bounded[int, Kept] = Bounded(size)

    @property
    def size(self) -> int:
        return self._kept.size

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, game: GameRecord) -> Any:
        """Return the decoded state of ``game`` as read, or None if it is not kept.

        Only an entry of the same kind, version and state text serves: the text is compared
        whole (a memcmp, far cheaper than decoding it), so a state rewritten in place is never
        served stale.
        """
        kept = self._kept.get(game.id)
        if kept is None:
            return None
        text = game.state_json
        if kept.version != game.version or kept.kind != game.kind or kept.text != text:
            self._kept.pop(game.id)
            return None
        return kept.state

    def put(self, game_id: int, kind: str, version: int, text: str, state: Any) -> None:
        """Keep ``state``, the decoding of ``text``: game ``game_id``'s state at ``version``."""
        self._kept.put(game_id, Kept(kind, version, text, state))

    def keep(self, game: GameRecord, state: Any) -> None:
        """Keep ``state``, decoded from ``game`` as read."""
        if game.state_json is not None:
            self.put(game.id, game.kind, game.version, game.state_json, state)

    def forget(self, game_id: int) -> None:
        """Drop whatever is kept of a game."""
        self._kept.pop(game_id)
