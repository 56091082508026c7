"""Small helpers for the sentences the service's callers write (no Discord types)."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """Write ``1 game`` / ``3 games`` (``many``: the plural when it is not ``word + "s"``)."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def article(word: str) -> str:
    """Return the indefinite article of ``word``: ``an`` before a vowel letter, else ``a``."""
    return "an" if word[:1].lower() in tuple("aeiou") else "a"
