"""In the Year of the Dragon in Discord: the table, the panel, the words and pictures.

Placeholder written by the engine's helper so that the game registers (the house's tests load
every game's ``ADAPTER``): it has the spec and its words' names, and draws nothing yet. The
adapter's owner replaces this module.
"""

from __future__ import annotations

from typing import Any

from bot.engine.spec import GameSpec


class YotdAdapter:
    """The game's Discord side, not written yet: every drawing method refuses when called."""

    verbs: frozenset[str] = frozenset({"yotd_pick"})
    fields: frozenset[str] = frozenset({"yotd_choice"})

    @property
    def spec(self) -> GameSpec:
        from bot.games.yotd.spec import SPEC

        return SPEC

    def warm_up(self) -> None:
        """Nothing to prepare."""

    def __getattr__(self, name: str) -> Any:
        def missing(*args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError(f"the yotd adapter has no {name} yet")

        return missing


ADAPTER = YotdAdapter()


async def setup(bot: Any) -> None:
    """The extension's entry point."""
    await bot.add_game(ADAPTER)
