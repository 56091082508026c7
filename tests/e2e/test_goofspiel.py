"""Goofspiel end to end, by clicks through the fake Discord: the second game proves the seam.

It plugs in by its registry line alone. Every round every seat bids at once from its private
panel; a bid reveals nothing in public until the round is complete; a restart in the middle of
a round keeps the bids made; a seat that never bids has its lowest card bid at the deadline.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from bot.games import goofspiel
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, public_bodies
from tests.e2e.test_play import current_table, db_row, labels, moves_logged, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, User


async def start(world: World, players: list[User], seats: int | None = None) -> None:
    fake = world.fake
    options: dict[str, Any] = {} if seats is None else {"seats": seats}
    lobby = ok(await fake.slash(players[0], world.channel, "goofspiel new", **options)).message
    assert lobby is not None and "Goofspiel" in lobby.text()
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    assert "Everyone chooses at once" in fake.message(lobby.id).text()


async def panel_of(fake: FakeDiscord, user: User, channel: Channel) -> Message:
    rec = ok(await fake.click(user, current_table(fake, channel), label="Show my hand"))
    assert rec.ephemeral and rec.message is not None
    return rec.message


def hand_of(panel: Message) -> list[int]:
    return [int(b["label"]) for b in panel.buttons() if b["label"].isdigit()]


async def bid(fake: FakeDiscord, user: User, channel: Channel, card: int) -> Message:
    panel = await panel_of(fake, user, channel)
    assert card in hand_of(panel), (card, hand_of(panel))
    ok(await fake.click(user, panel, label=str(card)))
    return fake.message(panel.id)


def state(db: Path) -> dict[str, Any]:
    return dict(json.loads(db_row(db, "SELECT state_json FROM games")[0]))


def prize(fake: FakeDiscord, channel: Channel) -> int:
    found = re.search(r"the prize is \*\*(\d+)\*\*", current_table(fake, channel).text())
    assert found, current_table(fake, channel).text()
    return int(found.group(1))


async def test_a_whole_game_by_clicks_with_a_restart_mid_round(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    players = [world.host, world.bob]
    cards = goofspiel.default_ruleset().cards
    async with start_bot(db):
        await start(world, players, seats=2)
        table = current_table(fake, world.channel)
        assert f"<@{world.host.id}>" in table.content and f"<@{world.bob.id}>" in table.content
        first = prize(fake, world.channel)
        panel = await bid(fake, world.host, world.channel, cards)  # the host bids high
        assert f"You bid **{cards}**" in panel.text() and "Done: Bid" in panel.text()
        assert [b for b in panel.buttons() if b["label"].isdigit() and not b.get("disabled")] == []
        tables = [m for m in fake.channel_messages(world.channel) if "Show my hand" in labels(m)]
        assert [m.id for m in tables] == [table.id], "a bid edits the table: no new message"
        assert "has bid" in fake.message(table.id).text()
        reopened = await panel_of(fake, world.host, world.channel)  # bids are final (G-B2)
        assert f"You bid **{cards}**" in reopened.text()
        public = json.dumps([body for _, body in public_bodies(fake)])
        assert f"bid {cards}" not in public.lower(), "a bid was shown before the round ended"
        assert moves_logged(db) == 1
    async with start_bot(db):  # restarted mid-round: the host's bid is kept, Bob still bids
        panel = await panel_of(fake, world.bob, world.channel)
        assert "Tap a card to bid it" in panel.text()
        host_panel = await panel_of(fake, world.host, world.channel)
        assert f"You bid **{cards}**" in host_panel.text()
        ok(await fake.click(world.bob, panel, label="1"))
        done = fake.message(panel.id).text()
        assert "Done: Bid 1" in done and f"wins {first}" in done
        table = current_table(fake, world.channel)
        assert f"prize **{first}**" in table.text() and "won it" in table.text()
        rounds = 1
        while db_row(db, "SELECT status FROM games")[0] == "running":
            for user in players:
                hand = hand_of(await panel_of(fake, user, world.channel))
                await bid(fake, user, world.channel, hand[0])
            rounds += 1
            assert rounds <= cards
    assert rounds == cards
    final = fake.channel_messages(world.channel)[-1]
    assert "is over" in final.text() and labels(final) == ["Play again"]
    assert all("Show my hand" not in labels(m) for m in fake.channel_messages(world.channel))
    s = state(db)
    conn = sqlite3.connect(db)
    stored = [r[0] for r in conn.execute("SELECT score FROM seats ORDER BY seat")]
    conn.close()
    assert stored == [sum(p["won"]) for p in s["players"]]
    assert sum(stored) <= sum(range(1, cards + 1))


async def test_one_seat_runs_out_of_time_in_a_round_everyone_bids_in(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    players = [world.host, world.bob, world.carol]
    async with start_bot(db, clock=clock) as bot:
        await start(world, players)
        assert bot.scheduler is not None
        await bid(fake, world.host, world.channel, 5)
        clock.advance(hours=1)
        await bid(fake, world.carol, world.channel, 2)
        deadline = db_row(db, "SELECT deadline_at FROM games")[0]
        clock.advance(hours=12)  # the round's clock kept running: a reminder for Bob only
        await bot.scheduler.tick()
        await fake.settle()
        reminder = fake.channel_messages(world.channel)[-1]
        assert reminder.content.startswith(f"<@{world.bob.id}>, it's still your turn")
        assert "your lowest card is bid for you" in reminder.content
        assert db_row(db, "SELECT deadline_at FROM games")[0] == deadline
        clock.advance(hours=12)
        await bot.scheduler.tick()
        await fake.settle()
        s = state(db)
        seat = {u: db_row(db, "SELECT seat FROM seats WHERE user_id = ?", u.id)[0] for u in players}
        played = {u: s["players"][seat[u]]["played"] for u in players}
        # revealed, and Bob's lowest card was bid for him
        assert played == {world.host: [5], world.bob: [1], world.carol: [2]}, s
        reasons = [r[0] for r in sqlite3.connect(db).execute("SELECT reason FROM actions")]
        assert reasons == [None, None, "timeout"]
        timeouts = db_row(db, "SELECT timeouts FROM seats WHERE user_id = ?", world.bob.id)[0]
        assert timeouts == 1
        table = current_table(fake, world.channel)
        assert "Round 2" in table.text()
        for user in players:  # a new round: everyone may bid again
            panel = await panel_of(fake, user, world.channel)
            assert "Tap a card to bid it" in panel.text()


async def test_a_panel_opened_before_another_bid_takes_one_tap_and_an_old_rounds_is_stale(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    players = [world.host, world.bob, world.carol]
    async with start_bot(db):
        await start(world, players)
        host_panel = await panel_of(fake, world.host, world.channel)  # open, not tapped yet
        carol_first = await panel_of(fake, world.carol, world.channel)  # round 1's
        await bid(fake, world.bob, world.channel, 3)  # the version moves on: the round does not
        assert moves_logged(db) == 1
        ok(await fake.click(world.host, host_panel, label="5"))  # one tap, on the old panel
        text = fake.message(host_panel.id).text()
        assert "changed since this panel was drawn" not in text
        assert "You bid **5**" in text and "Done: Bid" in text
        assert moves_logged(db) == 2
        await bid(fake, world.carol, world.channel, 1)  # through a second panel: round 2
        assert moves_logged(db) == 3 and "Round 2" in current_table(fake, world.channel).text()
        ok(await fake.click(world.carol, carol_first, label="4"))  # round 1's panel, round 2
        text = fake.message(carol_first.id).text()
        assert "Your move was already played: Placed a bid" in text  # her round-1 bid
        assert "Tap a card to bid it" in text  # redrawn for round 2: her 1 is gone
        assert 1 not in hand_of(fake.message(carol_first.id))
        assert moves_logged(db) == 3
