"""Errors raised by every game's rules."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse, naming the rule it breaks (``R-M2`` ...)."""

    def __init__(self, rule_id: str, message: str) -> None:
        super().__init__(f"{rule_id}: {message}")
        self.rule_id = rule_id
        self.message = message


class InvalidState(ValueError):
    """A state, action or ruleset document that does not follow the game's canonical JSON."""
