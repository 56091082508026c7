"""One package per game; this module is the registry, one line per game.

Each game's package says who it is in ``bot/games/<id>/spec.py`` (a ``GameSpec``); ``SPECS``
maps every game id to its spec and ``REGISTRY`` to its rules. Adding a game adds its package
and its line in ``PACKAGES`` below, and nothing else outside the package.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from bot.engine import Rules
from bot.engine.spec import GameSpec

PACKAGES: tuple[str, ...] = (
    "bot.games.village",  # Please Don't Burn My Village!
    "bot.games.goofspiel",  # Goofspiel
    "bot.games.splendor",  # Splendor
    "bot.games.yotd",  # In the Year of the Dragon
    "bot.games.broom",  # Broom Service
)
"""The games' packages, one line each (each has a ``spec`` module with its ``SPEC``)."""


def _spec(package: str) -> GameSpec:
    spec = import_module(f"{package}.spec").SPEC
    if not isinstance(spec, GameSpec) or f"bot.games.{spec.id}" != package:
        raise ValueError(f"{package}.spec.SPEC must be the GameSpec of the game {package}")
    return spec


GAMES: tuple[GameSpec, ...] = tuple(_spec(p) for p in PACKAGES)


def _by_id(games: tuple[GameSpec, ...]) -> dict[str, GameSpec]:
    specs = {spec.id: spec for spec in games}
    if len(specs) != len(games):
        raise ValueError("two games share an id")
    return specs


SPECS: dict[str, GameSpec] = _by_id(GAMES)
REGISTRY: dict[str, Rules[Any, Any]] = {game_id: spec.rules for game_id, spec in SPECS.items()}


def registry() -> dict[str, Rules[Any, Any]]:
    """Return ``REGISTRY``. The bot gives this function to its bots' thinker
    (``bot.services.thinking``): a worker process is sent its name and imports this module to
    find the rules, which are never copied."""
    return REGISTRY
