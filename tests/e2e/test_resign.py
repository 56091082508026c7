"""Resign and Play again through the fake Discord (issue 30), on Goofspiel (every seat bids at
once: a bot that takes a resigned seat bids at once too).

Resigning asks first (privately); it ranks the resigner last in the ratings, whatever the bot
that plays their seat on scores; it ends the game at once when one player is left (they win)
or when no human is (not rated, and the history says so). "Play again" on a final table opens
the same game with the same settings and bots, the presser hosting, the others named on it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from bot.services import rated
from bot.services.ratings import standing
from bot.storage import Database, GameRepository
from tests.e2e.conftest import StartBot, World, assert_no_leaks, pinged
from tests.e2e.test_goofspiel import bid, hand_of, panel_of
from tests.e2e.test_hostile import refused
from tests.e2e.test_play import current_table, labels, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, User


def rows(db: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db)
    try:
        return [tuple(r) for r in conn.execute(sql, args)]
    finally:
        conn.close()


def status(db: Path, game: int = 1) -> str:
    return str(rows(db, "SELECT status FROM games WHERE id = ?", game)[0][0])


def dump(db: Path) -> list[list[tuple[Any, ...]]]:
    return [
        rows(db, f"SELECT * FROM {table}")
        for table in ("games", "seats", "actions", "rating_changes", "ratings")
    ]


async def open_game(
    world: World, players: list[User], bots: tuple[str, ...] = (), **options: Any
) -> Message:
    """Open a Goofspiel game of ``players`` (and bots of ``bots``' levels) and start it."""
    fake = world.fake
    lobby = ok(await fake.slash(players[0], world.channel, "goofspiel new", **options)).message
    assert lobby is not None
    for level in bots:
        ok(await fake.slash(players[0], world.channel, "goofspiel addbot", level=level))
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    return lobby


async def play_round(world: World, players: list[User]) -> None:
    """Every listed player bids their lowest card."""
    for user in players:
        hand = hand_of(await panel_of(world.fake, user, world.channel))
        await bid(world.fake, user, world.channel, hand[0])


async def play_out(world: World, db: Path, players: list[User], game: int = 1) -> None:
    rounds = 0
    while status(db, game) == "running":
        await play_round(world, players)
        rounds += 1
        assert rounds <= 8, "the game did not end"


async def resign(fake: FakeDiscord, user: User, channel: Channel, *phrases: str) -> Message:
    """Ask to resign (``/goofspiel resign``) and confirm; return the private answer."""
    asked = ok(await fake.slash(user, channel, "goofspiel resign"))
    assert asked.ephemeral and asked.message is not None
    assert labels(asked.message) == ["Resign", "Keep playing"]
    for phrase in phrases:
        assert phrase in asked.text(), (phrase, asked.text())
    ok(await fake.click(user, asked.message, label="Resign"))
    await fake.settle()
    answer = fake.message(asked.message.id)
    assert "You resigned from game #" in answer.text() and answer.buttons() == []
    return answer


def changes(db: Path, scope: str = "global") -> dict[int, tuple[float, float]]:
    """Each player's mu before and after, by user id, in ``scope``."""
    found = rows(
        db, "SELECT user_id, mu_before, mu_after FROM rating_changes WHERE scope = ?", scope
    )
    return {int(u): (float(b), float(a)) for u, b, a in found}


async def test_resigning_a_two_player_game_ends_it_and_rates_the_resigner_as_the_loser(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    host, bob = world.host, world.bob
    async with start_bot(db):
        await open_game(world, [host, bob], seats=2)
        await play_round(world, [host, bob])
        refused(await fake.slash(world.carol, world.channel, "goofspiel resign"), "not playing")
        before = dump(db)
        asked = ok(await fake.slash(bob, world.channel, "goofspiel resign"))
        assert asked.ephemeral and asked.message is not None
        assert f"The game ends now: <@{host.id}> wins" in asked.text()
        ok(await fake.click(bob, asked.message, label="Keep playing"))
        assert "You are still playing game #1." in fake.message(asked.message.id).text()
        assert dump(db) == before, "cancelling changed something"

        await resign(fake, bob, world.channel, f"<@{host.id}> wins")
        assert status(db) == "finished"
        assert rows(db, "SELECT user_id, rank, absent FROM seats ORDER BY rank") == [
            (host.id, 1, 0),
            (bob.id, 2, 1),
        ]
        final = fake.channel_messages(world.channel)[-1]
        assert "Game #1 is over." in final.text()
        assert f"<@{host.id}> wins: the other player resigned." in final.text()
        assert f"Resigned: <@{bob.id}>" in final.text()
        assert labels(final) == ["Play again"]
        assert pinged(fake, final.id) == set()
        for scope in ("global", str(world.guild.id)):
            moved = changes(db, scope)
            assert moved[host.id][1] > moved[host.id][0], "the winner gained"
            assert moved[bob.id][1] < moved[bob.id][0], "the resigner lost"
        refused(await fake.slash(bob, world.channel, "goofspiel resign"), "no open game")
        history = ok(await fake.slash(host, world.channel, "hoard history", game="goofspiel"))
        assert f"<@{bob.id}> (resigned)" in history.text()
        assert "not rated" not in history.text()
        recent = ok(await fake.slash(bob, world.channel, "hoard recent"))
        assert "resigned" in recent.text()
    assert_no_leaks(fake)


async def test_a_bot_takes_a_resigned_seat_of_four_and_the_resigner_ranks_last(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    people = [world.host, world.bob, world.carol, world.dave]
    stay = people[:3]
    async with start_bot(db):
        await open_game(world, people)
        old_panel = await panel_of(fake, world.dave, world.channel)  # opened before resigning
        card = hand_of(old_panel)[0]
        table = current_table(fake, world.channel)
        await resign(fake, world.dave, world.channel, "a bot of level normal")
        # The round goes on (the bot bid for Dave at once): the table is edited, not re-posted.
        assert current_table(fake, world.channel).id == table.id
        assert fake.message(table.id).edits > 0
        notice = [
            m
            for m in fake.channel_messages(world.channel)
            if f"<@{world.dave.id}> resigned from game #1" in m.text()
        ]
        assert len(notice) == 1 and "a bot of level normal plays their seat" in notice[0].text()
        assert pinged(fake, notice[0].id) == set()
        assert status(db) == "running"
        before = dump(db)
        refused(await fake.slash(world.dave, world.channel, "goofspiel resign"), "already resigned")
        clicked = await fake.click(world.dave, old_panel, label=str(card))
        assert "already resigned" in clicked.text(), clicked.text()
        assert dump(db) == before, "a resigned player changed the game"
        (seat,) = rows(db, "SELECT seat FROM seats WHERE user_id = ?", world.dave.id)[0]
        reasons = rows(db, "SELECT reason FROM actions WHERE seat = ?", seat)
        assert reasons and all(r == ("absent",) for r in reasons)
        await play_out(world, db, stay)
    dave_rank = rows(db, "SELECT rank FROM seats WHERE user_id = ?", world.dave.id)[0][0]
    moved = changes(db)
    assert set(moved) == {p.id for p in people}
    lowest = min(moved, key=lambda u: moved[u][1])
    assert lowest == world.dave.id, f"the resigner (placed {dave_rank} by the bot) is rated last"
    database = await Database.open(db)
    try:
        matches = await GameRepository(database).matches()
    finally:
        await database.close()
    (match,) = [rated.match_of(m) for m in matches]
    assert standing(match)[world.dave.id] == 4
    recomputed, _ = rated.rebuild(matches)
    stored = rows(
        db,
        "SELECT game_id, user_id, scope, mu_before, sigma_before, mu_after, sigma_after "
        "FROM rating_changes ORDER BY game_id, scope, user_id",
    )
    again = sorted(
        (c.game_id, c.user_id, c.scope, c.mu_before, c.sigma_before, c.mu_after, c.sigma_after)
        for c in recomputed
    )
    assert sorted(stored) == again, "a rebuild reads the resignation as the game did"
    assert_no_leaks(fake)


async def test_a_game_every_player_left_or_resigned_is_not_rated_and_says_so(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    host, bob = world.host, world.bob
    async with start_bot(db):
        await open_game(world, [host, bob], seats=2)  # game 1: both leave, the bots end it
        await play_round(world, [host, bob])
        ok(await fake.slash(host, world.channel, "goofspiel leave"))
        ok(await fake.slash(bob, world.channel, "goofspiel leave"))
        await fake.settle()
        assert status(db, 1) == "finished"
        await open_game(world, [host, bob], seats=2)  # game 2: bob leaves, the host resigns
        ok(await fake.slash(bob, world.channel, "goofspiel leave"))
        await resign(fake, host, world.channel, "Nobody else is still playing")
        assert status(db, 2) == "finished"
        final = fake.channel_messages(world.channel)[-1]
        assert "Every player left or resigned before the end: this game is not rated." in (
            final.text()
        )
        assert rows(db, "SELECT COUNT(*) FROM rating_changes") == [(0,)]
        assert rows(db, "SELECT COUNT(*) FROM ratings") == [(0,)]
        history = ok(
            await fake.slash(host, world.channel, "hoard history", game="goofspiel")
        ).text()
        assert history.count("not rated: everyone left") == 2, history
        recent = ok(await fake.slash(bob, world.channel, "hoard recent")).text()
        assert recent.count("not rated: everyone left") == 2, recent
    assert_no_leaks(fake)


async def test_play_again_opens_the_same_game_with_its_bot_and_the_others_one_tap_away(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    host, bob = world.host, world.bob
    async with start_bot(db):
        await open_game(world, [host, bob], bots=("easy",), seats=3, turn="2d")
        await play_out(world, db, [host, bob])
        final = current_table_or_last(fake, world.channel)
        assert labels(final) == ["Play again"]
        before = dump(db)
        refused(await fake.click(world.carol, final, label="Play again"), "Only the players")
        assert dump(db) == before
        other = ok(await fake.slash(world.dave, world.channel, "village new")).message
        assert other is not None
        refused(await fake.click(bob, final, label="Play again"), "already has an open game")
        ok(await fake.click(world.dave, other, label="Cancel"))
        assert rows(db, "SELECT COUNT(*) FROM games") == [(2,)]

        pressed = ok(await fake.click(bob, final, label="Play again"))
        assert pressed.ephemeral and "You opened game #3" in pressed.text()
        (game_row,) = rows(
            db, "SELECT kind, host_id, max_seats, turn_seconds, status FROM games WHERE id = 3"
        )
        assert game_row == ("goofspiel", bob.id, 3, 2 * 86400, "lobby")
        assert rows(db, "SELECT user_id > 0, bot FROM seats WHERE game_id = 3 ORDER BY rowid") == [
            (1, None),
            (0, "easy"),
        ]
        lobby = fake.channel_messages(world.channel)[-1]
        assert f"<@{host.id}>: a rematch of game #1 is open" in lobby.text()
        assert pinged(fake, lobby.id) == {host.id}
        assert "Join" in labels(lobby)

        again = ok(await fake.click(world.carol, final, label="Play again"))
        assert "already open: game #3" in again.text()
        assert rows(db, "SELECT COUNT(*) FROM games") == [(3,)]

        ok(await fake.click(host, lobby, label="Join"))  # one tap
        ok(await fake.click(bob, lobby, label="Start"))
        assert status(db, 3) == "running"
        assert sorted(
            r[0] > 0 for r in rows(db, "SELECT user_id FROM seats WHERE game_id = 3")
        ) == [
            False,
            True,
            True,
        ]
        still = ok(await fake.click(host, final, label="Play again"))
        assert "already open: game #3" in still.text()
        await play_out(world, db, [host, bob], game=3)
    assert_no_leaks(fake)


def current_table_or_last(fake: FakeDiscord, channel: Channel) -> Message:
    """The channel's last message (a finished game's final table)."""
    messages = fake.channel_messages(channel)
    assert all("Show my hand" not in labels(m) for m in messages)
    return messages[-1]
