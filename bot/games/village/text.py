"""Words for cards, counts and actions, in the names of a game's ruleset."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.village.ruleset import Ruleset


def count_text(rs: Ruleset, card: int, n: int) -> str:
    """Say ``n`` cards of ``card``: "a Wild", "an Enchanted Sword", "2 Phoenix Feathers"."""
    return count_words(n, rs.names[card], rs.plurals[card])


def count_words(n: int, name: str, plural_name: str) -> str:
    """Say ``n`` things called ``name``: "a Wild", "an Enchanted Sword", "2 Phoenix Feathers"."""
    if n == 1:
        return ("an " if name[:1].lower() in "aeiou" else "a ") + name
    return f"{n} {plural_name}"


def join_words(parts: Sequence[str]) -> str:
    """Join phrases as a person would: "a, b and c"."""
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def counts_text(rs: Ruleset, counts: Sequence[int]) -> str:
    """Say a count vector (treasures first, wild last) in words."""
    return join_words([count_text(rs, c, n) for c, n in enumerate(counts) if n])


def cards_text(rs: Ruleset, cards: Sequence[int]) -> str:
    """Say a list of cards in words, grouping equal cards."""
    counts = [0] * (len(rs.ids) + 1)
    for c in cards:
        counts[c] += 1
    return counts_text(rs, counts)


def plural(n: int, word: str) -> str:
    """Say "1 card" or "3 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def token_move_text(
    rs: Ruleset, card: int, old: int, new: int, *, up: bool, future: bool = False
) -> str:
    """Say how a token moves on the Dragon's Favor from space ``old`` to space ``new``."""
    name = rs.names[card]
    value = rs.track_values[new]
    if old == new:
        where = "on top" if up else "at the bottom"
        return f"{name} {'stays' if future else 'is already'} {where}, worth {value}"
    verb = ("will rise" if future else "rises") if up else ("will drop" if future else "drops")
    if rs.track_values[old] != value:
        return f"{name} {verb} to {value}"
    return f"{name} {verb} {plural(abs(new - old), 'space')}, still worth {value}"
