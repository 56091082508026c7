"""Card and treasure names for ``village`` texts, read from a view's ruleset JSON.

The names themselves are ``bot.games.village.reader.CardNames`` (built once per ruleset);
``Names(view["ruleset"])`` is the same thing built from the view's ruleset document.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.village.reader import CardNames, card_names
from bot.games.village.ruleset import ruleset_of_view
from bot.games.village.text import join_words

__all__ = ["CardNames", "Names", "join_words"]


class Names(CardNames):
    """Names of the cards of one ruleset (``view["ruleset"]``): a ``CardNames``."""

    __slots__ = ()

    def __init__(self, ruleset: Mapping[str, Any]) -> None:
        base = card_names(ruleset_of_view(ruleset))
        super().__init__(base.ids, base.name, base.plural, base.letter, base.wild_penalty)
