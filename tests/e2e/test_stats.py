"""The stats commands through the fake Discord: /hoard stats, leaderboard, recent, history (its
"Older games" button) and privacy, on games played to the end before the bot starts.

Every answer is private, names members without pinging them, and reads finished games only:
the channel's running game (and its hands) never shows through them. A member who hides their
stats is refused to others and left off the leaderboards, but still sees their own.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.games import SPECS
from bot.services import GameService
from bot.services.stats import HISTORY_PAGE
from bot.storage import Database, GameRecord, GameRepository, Status
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.e2e.test_hostile import refused
from tests.e2e.test_play import ok
from tests.services.test_rated import play_out, started

GAMES = HISTORY_PAGE + 2
"""Two-player games of host and bob: more than a history's page."""


async def played(world: World, db_path: Path) -> list[GameRecord]:
    """Play ``GAMES`` Goofspiel games of host and bob, and one of host and carol, to the end,
    then leave one game of bob and carol running in the channel."""
    db = await Database.open(db_path)
    service = GameService(
        GameRepository(db), specs=SPECS, clock=FakeClock(), seeds=iter(range(50, 99)).__next__
    )
    rng = random.Random(3)
    guild, channel = world.guild.id, world.channel.id
    host, bob, carol = world.host.id, world.bob.id, world.carol.id
    out = []
    try:
        for _ in range(GAMES):
            out.append(
                await play_out(service, await started(service, guild, channel, [host, bob]), rng)
            )
        out.append(
            await play_out(service, await started(service, guild, channel, [host, carol]), rng)
        )
        await started(service, guild, channel, [bob, carol])
    finally:
        await db.close()
    assert all(g.status is Status.FINISHED for g in out)
    return out


def mentions_pinged(rec_body: dict[str, object]) -> bool:
    allowed = rec_body.get("allowed_mentions")
    return not (isinstance(allowed, dict) and allowed.get("parse") == [])


async def test_stats_leaderboard_recent_and_history_through_discord(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    games = await played(world, db)
    host_wins = sum(s.rank == 1 for g in games for s in g.seats if s.user_id == world.host.id)
    async with start_bot(db):
        mine = ok(await fake.slash(world.host, world.channel, "hoard stats"))
        assert mine.ephemeral
        text = mine.text()
        assert f"<@{world.host.id}>'s finished games on this server" in text
        assert "Goofspiel" in text
        assert f"{GAMES + 1} games, {host_wins} wins" in text
        assert "Rating: **" in text and "2 players:" in text

        board = ok(
            await fake.slash(world.carol, world.channel, "hoard leaderboard", game="goofspiel")
        )
        lines = re.findall(r"^(\d+)\. <@(\d+)> · (\d+) \((\d+) games\)$", board.text(), re.M)
        assert {int(u) for _, u, _, _ in lines} == {world.host.id, world.bob.id}
        ratings = [int(r) for _, _, r, _ in lines]
        assert ratings == sorted(ratings, reverse=True)
        # carol has one rated game: not on the board, and no "your place" line either.
        assert f"<@{world.carol.id}>" not in board.text()

        recent = ok(await fake.slash(world.bob, world.channel, "hoard recent"))
        links = re.findall(r"\]\((https://discord\.com/channels/\d+/\d+[^)]*)\)", recent.text())
        assert len(links) == 10 and all(f"/{world.guild.id}/{world.channel.id}" in u for u in links)
        assert f"#{games[GAMES - 1].id} Goofspiel" in recent.text()

        history = ok(await fake.slash(world.dave, world.channel, "hoard history", game="goofspiel"))
        shown = [int(n) for n in re.findall(r"^\*\*#(\d+)\*\*", history.text(), re.M)]
        finished = sorted((g.id for g in games), reverse=True)
        assert shown == finished[:HISTORY_PAGE]
        assert history.message is not None
        older = ok(await fake.click(world.dave, history.message, label="Older games"))
        assert older.message is not None and older.message.id == history.message.id  # in place
        rest = [int(n) for n in re.findall(r"^\*\*#(\d+)\*\*", older.text(), re.M)]
        assert rest == finished[HISTORY_PAGE:]
        assert older.message.buttons() == []  # nothing older
        running = max(g.id for g in games) + 1
        assert f"#{running}" not in history.text() + older.text()  # the running game: never

        # Bob hides his stats: others are refused and the leaderboard leaves him out.
        hidden = ok(await fake.slash(world.bob, world.channel, "hoard privacy", stats="hidden"))
        assert "yours alone" in hidden.text()
        refused(
            await fake.slash(world.carol, world.channel, "hoard stats", member=world.bob),
            f"<@{world.bob.id}> keeps their stats to themselves.",
        )
        refused(
            await fake.slash(world.carol, world.channel, "hoard recent", member=world.bob),
            "keeps their stats to themselves",
        )
        again = ok(
            await fake.slash(world.carol, world.channel, "hoard leaderboard", game="goofspiel")
        )
        assert f"<@{world.bob.id}>" not in again.text() and f"<@{world.host.id}>" in again.text()
        own = ok(await fake.slash(world.bob, world.channel, "hoard leaderboard", game="goofspiel"))
        assert "**" in own.text() and f"<@{world.bob.id}>" in own.text()  # his own place, bold
        assert (
            f"<@{world.bob.id}>'s finished games"
            in ok(await fake.slash(world.bob, world.channel, "hoard stats")).text()
        )
        ok(await fake.slash(world.bob, world.channel, "hoard privacy", stats="shown"))
        assert (
            "finished games"
            in ok(
                await fake.slash(world.carol, world.channel, "hoard stats", member=world.bob)
            ).text()
        )

        # In the reader's language; nobody is ever pinged by these answers.
        italian = ok(await fake.slash(world.host, world.channel, "hoard stats", _locale="it"))
        assert "partite finite" in italian.text()
        spanish = ok(
            await fake.slash(
                world.host, world.channel, "hoard history", game="goofspiel", _locale="es-ES"
            )
        )
        assert "partidas terminadas" in spanish.text()
        for r in fake.requests:
            body = r.json if isinstance(r.json, dict) else {}
            data = body.get("data") if isinstance(body.get("data"), dict) else None
            if data and "embeds" in data and "<@" in str(data["embeds"]):
                assert not mentions_pinged(data), data
        assert_no_leaks(fake)


async def test_a_history_button_from_another_server_is_refused(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    await played(world, db)
    other = fake.add_guild("Elsewhere")
    there = fake.add_channel(other, "games")
    fake.add_member(other, world.dave)
    async with start_bot(db):
        history = ok(
            await fake.slash(
                world.dave, world.channel, "hoard history", game="goofspiel", where="server"
            )
        )
        assert history.message is not None
        button = history.message.buttons()[0]
        assert button["custom_id"].startswith("h1:history:server:goofspiel:")
        empty = ok(await fake.slash(world.dave, there, "hoard history", game="goofspiel"))
        assert "No game of Goofspiel has finished here yet." in empty.text()
        # The same id sent from the other server (a forged or copied click) shows nothing.
        forged = await fake.send_raw_component(
            world.dave, history.message, button["custom_id"], on_message=True, channel=there
        )
        text = refused(forged, "nothing happened")
        assert "**#" not in text
