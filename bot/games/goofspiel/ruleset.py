"""The ``goofspiel`` ruleset: the numbers of docs/rules/goofspiel.md, as validated data.

A ruleset is stored inside each game's state, so a running game keeps the rules it started
with even if the files under ``data/rulesets/goofspiel/`` change later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from bot.engine.reading import RulesetFields

_FIELDS = RulesetFields("goofspiel")
_fail = _FIELDS.fail
_int = _FIELDS.integer
_text = _FIELDS.text


MIN_CARDS: Final = 3
MAX_CARDS: Final = 13
"""The cards of a suit (G-S2): 13 is the classic game."""
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
"""The player counts any ruleset may allow (G-S1)."""
TIE_RULES: Final = ("discard",)
"""What happens to a prize whose highest bid is tied (G-B4)."""
KEYS: Final = frozenset(
    {"game", "name", "description", "cards", "min_players", "max_players", "tie"}
)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ``goofspiel`` ruleset."""

    name: str
    description: str
    cards: int
    """N: every hand and the prize deck are the cards 1..N (G-S2, G-S3)."""
    min_players: int
    max_players: int
    tie: str

    @property
    def suit(self) -> tuple[int, ...]:
        """Return the cards 1..N in order."""
        return tuple(range(1, self.cards + 1))

    def to_json(self) -> dict[str, Any]:
        """Write the ruleset as its JSON document."""
        return {
            "game": "goofspiel",
            "name": self.name,
            "description": self.description,
            "cards": self.cards,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "tie": self.tie,
        }


def ruleset_from_json(data: Any) -> Ruleset:
    """Validate a ruleset document; raise ``InvalidState`` saying what is wrong."""
    name, description = _FIELDS.header(data, KEYS)
    cards = _int(data, "cards", MIN_CARDS, MAX_CARDS, "G-S2")
    low = _int(data, "min_players", MIN_PLAYERS, MAX_PLAYERS, "G-S1")
    high = _int(data, "max_players", MIN_PLAYERS, MAX_PLAYERS, "G-S1")
    if low > high:
        raise _fail(f"min_players ({low}) is above max_players ({high}) (G-S1)")
    if "tie" not in data:
        raise _fail("tie is missing")
    tie = data["tie"]
    if tie not in TIE_RULES:
        choices = ", ".join(repr(t) for t in TIE_RULES)
        raise _fail(f"tie must be one of {choices}, not {tie!r} (G-B4)")
    return Ruleset(name, description, cards, low, high, str(tie))
