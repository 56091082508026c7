"""Card and treasure names for ``village`` texts, read from a view's ruleset JSON."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.village.text import count_words, join_words

__all__ = ["Names", "join_words"]


class Names:
    """Names of the cards of one ruleset (``view["ruleset"]``)."""

    def __init__(self, ruleset: Mapping[str, Any]) -> None:
        self.ids: list[str] = [t["id"] for t in ruleset["treasures"]]
        self.name: dict[str, str] = {t["id"]: t["name"] for t in ruleset["treasures"]}
        self.plural: dict[str, str] = {t["id"]: t["plural"] for t in ruleset["treasures"]}
        self.letter: dict[str, str] = {t["id"]: t["letter"] for t in ruleset["treasures"]}
        wild = ruleset["wild"]
        self.name["wild"] = wild["name"]
        self.plural["wild"] = wild["plural"]
        self.letter["wild"] = wild["letter"]
        self.wild_penalty: int = int(ruleset["wild_penalty"])

    def count(self, card: str, n: int) -> str:
        """Say "a Wild", "an Enchanted Sword" or "2 Phoenix Feathers"."""
        return count_words(n, self.name[card], self.plural[card])

    def tag(self, card: str) -> str:
        """Return a card's name with its letter, for colour-blind-safe texts: "Wild (W)"."""
        return f"{self.name[card]} ({self.letter[card]})"

    def pile(self, cards: Sequence[str]) -> str:
        """Say a pile of cards grouped by kind: "2× Phoenix Feather, Wild"."""
        if not cards:
            return "empty"
        order = [*self.ids, "wild"]
        counts = {c: cards.count(c) for c in order if c in cards}
        return ", ".join(
            f"{n}× {self.name[c]}" if n > 1 else self.name[c] for c, n in counts.items()
        )
