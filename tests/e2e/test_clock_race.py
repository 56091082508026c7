"""The clock wins a race with a player's click: their turn timed out (the bot played for them)
while their panel was open. The panel then says their time ran out, in their language, and
never that "your move was already played" (they did not play it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_play import moves_logged, ok, open_panel, start_game, whose_turn


@pytest.mark.parametrize(
    ("locale", "says", "played"),
    [
        (
            "en-US",
            "Your time ran out before this click, so nothing was played from this panel.",
            "Ran out of time, so the bot played:",
        ),
        (
            "it",
            "Il tuo tempo era già scaduto quando hai cliccato: da questo pannello",
            "Tempo scaduto, ha giocato il bot:",
        ),
        (
            "es-ES",
            "Tu tiempo ya se había agotado cuando pulsaste: desde este panel",
            "Tiempo agotado, jugó el bot:",
        ),
    ],
)
async def test_a_click_after_the_clock_played_for_the_player_says_their_time_ran_out(
    world: World, start_bot: StartBot, tmp_path: Path, locale: str, says: str, played: str
) -> None:
    fake, clock, db = world.fake, FakeClock(), tmp_path / "hoard.db"
    players = [world.host, world.bob]
    async with start_bot(db, clock=clock) as bot:
        await start_game(world, players)
        mover = whose_turn(fake, world.channel, {u.id: u for u in players})
        panel = await open_panel(fake, mover, world.channel)
        before = moves_logged(db)
        clock.advance(hours=24)  # the turn limit passes before the click
        assert bot.scheduler is not None
        await bot.scheduler.tick()
        await fake.settle()
        assert moves_logged(db) == before + 1  # the clock played for them
        late = ok(await fake.click(mover, panel, label="Draw a card", locale=locale))
        assert moves_logged(db) == before + 1  # the click played nothing
        text = late.text()
        assert says in text, text
        assert played in text, text  # the move played for them, in the reader's language
        for already in ("already played", "già stata giocata", "ya estaba hecha"):
            assert already not in text, text
