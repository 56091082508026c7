"""A human's move among bots: the panel says "Done" before the bots play, then what they did,
and the table for the human's next turn does not ping them (they are looking at their panel)."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.conftest import StartBot, World, pinged, request_body
from tests.e2e.test_play import current_table, ok


async def test_the_movers_panel_says_done_then_meanwhile_and_nobody_pings_them(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake = world.fake
    async with start_bot(tmp_path / "hoard.db"):
        lobby = ok(await fake.slash(world.host, world.channel, "village new", seats=3)).message
        assert lobby is not None
        ok(await fake.slash(world.host, world.channel, "village addbot", level="easy"))
        ok(await fake.slash(world.host, world.channel, "village addbot", level="hard"))
        ok(await fake.click(world.host, lobby, label="Start"))
        table = current_table(fake, world.channel)
        assert table.content.startswith(f"<@{world.host.id}>, it's your turn")
        start = len(fake.requests)
        drawn = ok(await fake.click(world.host, table, label="Draw a card"))  # one tap
        edits = [
            request_body(r).get("embeds", [{}])[0].get("description", "")
            for r in fake.requests[start:]
            if r.path.startswith("/webhooks/") and r.method in ("PATCH", "POST")
        ]
        done = [i for i, text in enumerate(edits) if "Done: Drew" in text]
        later = [i for i, text in enumerate(edits) if "Meanwhile — " in text]
        assert done and later and done[0] < later[0], edits
        assert "Meanwhile" not in edits[done[0]]  # said before any bot played
        final = fake.message(drawn.messages[0].id).text()
        assert "Easy bot: " in final and "Hard bot: " in final  # both bots' moves, by name
        table = current_table(fake, world.channel)
        assert table.content.startswith(f"<@{world.host.id}>, it's your turn")
        assert pinged(fake, table.id) == set()  # the mover is not pinged again
