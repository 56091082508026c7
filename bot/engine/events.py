"""Event records that ``apply`` returns alongside the new state."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a game; ``seat`` is who caused it (None: the game itself).

    Subclasses add their fields. ``text(viewer)`` is what that seat (None: everyone) may read;
    an event that carries a secret must keep it out of the text of every other viewer.
    """

    seat: int | None

    @property
    def kind(self) -> str:
        """Name the event type in snake case (``card_drawn``)."""
        name = type(self).__name__
        return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")

    def text(self, viewer: int | None = None) -> str:
        """Describe the event for ``viewer`` (a seat, or None for the public)."""
        return self.kind.replace("_", " ")

    def text_with(self, viewer: int | None, names: Sequence[str]) -> str:
        """Describe the event for ``viewer``, naming seat ``s`` ``names[s]`` where it names
        players (the table's names); by default the same as ``text``."""
        return self.text(viewer)

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        """Describe the event as JSON for ``viewer``; secrets are left out as in ``text``."""
        return {"kind": self.kind, "seat": self.seat, "text": self.text(viewer)}
