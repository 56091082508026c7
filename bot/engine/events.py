"""Event records that ``apply`` returns alongside the new state."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a game; ``seat`` is who caused it (None: the game itself).

    Subclasses add their fields: data, never words. A game's adapter says an event in a
    language for one viewer (a seat, or None for the public); an event that carries a secret
    (a card drawn) must be said so that no other viewer learns it.
    """

    seat: int | None

    @property
    def kind(self) -> str:
        """Name the event type in snake case (``card_drawn``)."""
        name = type(self).__name__
        return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
