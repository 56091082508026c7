"""Practice games through the fake Discord: ``/<game> practice`` opens a private thread only the
member sees, starts at once against bots, is never rated, and its panel's Hint button shows
what the strongest bot would play from the member's own view; a game with two humans has no
Hint anywhere, and a forged hint is refused, changing nothing."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from bot.games import goofspiel
from tests.e2e.conftest import StartBot, World, assert_no_leaks, walk_components
from tests.e2e.test_goofspiel import hand_of, panel_of, prize
from tests.e2e.test_goofspiel import start as start_lobby
from tests.e2e.test_play import current_table, db_row, moves_logged, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import CREATE_PRIVATE_THREADS, PRIVATE_THREAD, Channel

HINT_PREFIX = "h1:hand:hint:"


def grant_private_threads(world: World) -> None:
    bot_role = next(r for r in world.guild.roles if r.managed)
    bot_role.permissions |= CREATE_PRIVATE_THREADS


def threads_of(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.is_thread and c.parent_id == channel.id]


def hint_ids(fake: FakeDiscord) -> list[str]:
    """Every Hint custom_id the bot ever sent, in any payload."""
    found = []
    for r in fake.requests:
        body = r.json if isinstance(r.json, dict) else {}
        data = body.get("data") if isinstance(body.get("data"), dict) else body
        for c in walk_components(list((data or {}).get("components") or [])):
            if str(c.get("custom_id", "")).startswith(HINT_PREFIX):
                found.append(c["custom_id"])
    return found


def ratings_rows(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return sum(
            conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
            for table in ("ratings", "rating_changes")
        )
    finally:
        conn.close()


async def test_a_practice_game_with_hints_is_private_unrated_and_played_to_its_end(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    grant_private_threads(world)
    async with start_bot(db) as bot:
        opened = ok(await fake.slash(world.host, world.channel, "goofspiel practice"))
        [thread] = threads_of(fake, world.channel)
        assert thread.type == PRIVATE_THREAD and not thread.invitable
        assert thread.name == "Practice · Goofspiel · host"
        assert thread.thread_members == {fake.bot_user.id, world.host.id}
        assert fake.sees(world.host, thread) and not fake.sees(world.bob, thread)
        assert opened.ephemeral
        assert (
            f"Your practice game #1 of Goofspiel is ready in <#{thread.id}>: only you can see "
            "it, and it is not rated." in opened.text()
        )
        assert fake.channel_messages(world.channel) == [], "the channel gets nothing"
        row = db_row(db, "SELECT status, channel_id, options_json FROM games")
        assert row[0] == "running" and row[1] == thread.id
        assert json.loads(row[2])["practice"] is True
        seats = sqlite3.connect(db).execute("SELECT user_id, bot FROM seats").fetchall()
        assert sorted(s[1] or "" for s in seats) == ["", "normal"]  # one bot, the middle level

        listed = ok(await fake.slash(world.host, world.channel, "hoard games"))
        assert "Goofspiel (practice)" in listed.text() and listed.ephemeral
        hints = 0
        while db_row(db, "SELECT status FROM games")[0] == "running":
            panel = await panel_of(fake, world.host, thread)
            hand = hand_of(panel)
            now = prize(fake, thread)
            asked = ok(await fake.click(world.host, panel, label="Hint"))
            said = asked.text()
            closest = min(hand, key=lambda c: (abs(c - now), c))
            assert said == (  # a legal bid of the member's hand, and nothing else
                f"The normal bot would play: Bid {closest}.\nWhy: {closest} is the card of your "
                f"hand closest to the prize ({now}): bid what the prize is worth and keep your "
                "high cards for the big prizes."
            )
            assert asked.ephemeral
            hints += 1
            ok(await fake.click(world.host, fake.message(panel.id), label=str(closest)))
        assert hints == goofspiel.default_ruleset().cards  # one hint a round, every round
        assert db_row(db, "SELECT status FROM games")[0] == "finished"
        final = fake.channel_messages(thread)[-1]
        assert re.search(r"is over", final.text())
        assert final.buttons() == [], "no Play again: another practice is one command away"
        assert fake.channel_messages(world.channel) == []
        assert ratings_rows(db) == 0, "a practice game is never rated"
        # Private training: in no one's stats, recent games or the server's history.
        service, host, guild = bot.service, world.host.id, world.guild.id
        assert (await service.member_stats(host, host, guild, everywhere=True)).kinds == ()
        assert await service.recent_games(host, host, guild, everywhere=True) == []
        assert (await service.history(guild, channel_id=None, kind=None)).games == ()
        assert_no_leaks(fake)


async def test_no_hint_in_a_game_of_two_humans_and_a_forged_one_changes_nothing(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        await start_lobby(world, [world.host, world.bob], seats=2)
        panel = await panel_of(fake, world.host, world.channel)
        await panel_of(fake, world.bob, world.channel)
        assert "Hint" not in [b.get("label") for b in panel.buttons()]
        assert hint_ids(fake) == []
        version = db_row(db, "SELECT version FROM games")[0]
        forged = await fake.send_raw_component(
            world.host, panel, f"{HINT_PREFIX}1:{version}:0", on_message=True
        )
        assert forged.errors == [] and forged.acknowledged
        assert forged.ephemeral
        assert forged.text() == "Hints are only for practice games against bots."
        assert db_row(db, "SELECT version FROM games")[0] == version
        assert moves_logged(db) == 0
        assert hint_ids(fake) == []
        current_table(fake, world.channel)


async def test_without_private_threads_it_is_played_in_the_channel_seen_by_the_member_alone(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        opened = ok(await fake.slash(world.host, world.channel, "goofspiel practice", _locale="it"))
        assert threads_of(fake, world.channel) == []
        assert opened.ephemeral and opened.message is not None
        text = opened.text()
        assert (
            "La tua partita di allenamento #1 di Goofspiel si gioca qui, la vedi solo tu e non è "
            "classificata: il tuo pannello mostra il tavolo sopra la tua mano, e /goofspiel mano "
            "lo riapre." in text
        )
        assert (
            "Per darle un thread privato, un amministratore del server può darmi Crea thread "
            "privati in questo canale." in text
        )
        panel = opened.message
        assert len(panel.raw["embeds"]) == 2, "the table above the hand"
        assert "Suggerimento" in [b.get("label") for b in panel.buttons()]
        assert fake.channel_messages(world.channel) == [], "nothing is posted in the channel"
        # The game takes no channel: a game others join opens here all the same.
        lobby = ok(await fake.slash(world.bob, world.channel, "goofspiel new", seats=2))
        assert lobby.message is not None and not lobby.message.ephemeral
        again = ok(await fake.slash(world.host, world.channel, "goofspiel practice"))
        assert again.text() == (
            "You already have a practice game here (#1): finish it first, or open its panel "
            "with the hand command."
        )
        # /hoard mygames names it a practice game in its own channel (no table to link to).
        mine = ok(await fake.slash(world.host, world.channel, "hoard mygames")).text()
        assert "Goofspiel (practice)" in mine and f"<#{world.channel.id}>" in mine
        assert "<#-" not in mine
        # Played to its end from the private panel, reopened with the hand command.
        while db_row(db, "SELECT status FROM games WHERE id = 1")[0] == "running":
            reopened = ok(await fake.slash(world.host, world.channel, "goofspiel hand"))
            assert reopened.ephemeral and reopened.message is not None
            hand = hand_of(reopened.message)
            ok(await fake.click(world.host, reopened.message, label=str(hand[-1])))
        final = fake.message(reopened.message.id)
        assert "is over" in final.raw["embeds"][0].get("description", "") + json.dumps(final.raw)
        assert [m.id for m in fake.channel_messages(world.channel)] == [lobby.message.id]
        assert ratings_rows(db) == 0
        assert_no_leaks(fake)
