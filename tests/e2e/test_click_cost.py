"""What one click on a hand panel costs: the state parsed once, each view computed once.

Counted through the real bot against the fake Discord, on the rules object every game's
service calls (``load`` parses a stored state, ``view_for`` draws a view). A click that only
drafts reads the state once and the seat's view once; a click that plays reads the state once,
the seat's view once before the move (to decide) and once after it (its new panel), and the
public view once (the new table).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.games.village import RULES
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import current_table, ok, pick_first_treasure, start_game, whose_turn
from tests.fakediscord.state import Message


class Calls:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.loads = 0
        self.views: Counter[int | None] = Counter()
        load, view_for = RULES.load, RULES.view_for

        def counted_load(data: dict[str, Any]) -> Any:
            self.loads += 1
            return load(data)

        def counted_view(state: Any, seat: int | None) -> dict[str, Any]:
            self.views[seat] += 1
            return view_for(state, seat)

        monkeypatch.setattr(RULES, "load", counted_load)
        monkeypatch.setattr(RULES, "view_for", counted_view)

    def reset(self) -> None:
        self.loads = 0
        self.views.clear()


async def test_a_click_parses_the_state_once_and_views_each_seat_once(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = world.fake
    users = {u.id: u for u in (world.host, world.bob)}
    async with start_bot(tmp_path / "hoard.db"):
        await start_game(world, list(users.values()))
        mover = whose_turn(fake, world.channel, users)
        panel_rec = ok(
            await fake.click(mover, current_table(fake, world.channel), label="Show my hand")
        )
        panel: Message = panel_rec.message  # type: ignore[assignment]
        calls = Calls(monkeypatch)

        ok(await fake.click(mover, panel, label="Bribe the Dragon"))  # a draft step
        assert calls.loads <= 1  # none when the service kept the game's decoded state
        assert len(calls.views) == 1 and list(calls.views.values()) == [1]
        (seat,) = calls.views

        calls.reset()
        await pick_first_treasure(fake, mover, fake.message(panel.id))  # a button or a select
        assert calls.loads <= 1 and dict(calls.views) == {seat: 1}

        calls.reset()
        confirm = next(b for b in fake.message(panel.id).buttons() if b["style"] == 3)
        assert not confirm.get("disabled"), fake.message(panel.id).text()
        ok(await fake.click(mover, fake.message(panel.id), custom_id=confirm["custom_id"]))
        assert "Done:" in fake.message(panel.id).text()
        assert calls.loads <= 1
        assert dict(calls.views) == {seat: 2, None: 1}  # before and after the move; the table
