"""Errors raised by every game's rules."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse, naming the rule it breaks (``R-M2`` ...) and why.

    The reason is a catalogue key with its arguments, in no language (the rules say no
    words): ``IllegalAction("R-M1", "village-refusals-stall-empty", stall="2")``. Arguments
    are plain values: strings, numbers (counts, for plurals), and tuples of strings (a list,
    joined as the reader's language joins lists). The services turn it into a refusal in the
    reader's language (``bot.services.errors.refusal``).

    The arguments are ``arguments``: ``args`` stays the exception's own tuple, so that the
    error pickles like any other.
    """

    def __init__(self, rule_id: str, key: str, /, **arguments: Any) -> None:
        super().__init__(rule_id, key)
        self.rule_id = rule_id
        self.key = key
        self.arguments = arguments

    def __str__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in sorted(self.arguments.items()))
        return f"{self.rule_id}: {self.key}" + (f" ({shown})" if shown else "")


class InvalidState(ValueError):
    """A state, action or ruleset document that does not follow the game's canonical JSON."""
