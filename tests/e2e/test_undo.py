"""Undo end to end, by clicks through the fake Discord: a Splendor take and a village market
visit taken back (the state as before, the table and the log say it, the game replays), no
Undo after a village draw or bribe, a stale Undo refused in one sentence, and Undo off in a
rated game until the server turns it on."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from bot.games import REGISTRY
from bot.services.replays import replay_states
from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.e2e.test_async_play import MANAGE_GUILD
from tests.e2e.test_play import current_table, db_row, ok, open_panel, pick_first_treasure
from tests.e2e.test_splendor import start
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, User

UNDO = "Undo"


def game_row(db: Path, game_id: int) -> tuple[Any, ...]:
    return db_row(db, "SELECT state_json, version, deadline_at FROM games WHERE id = ?", game_id)


def seats(db: Path, game_id: int) -> list[tuple[int, str | None]]:
    conn = sqlite3.connect(db)
    try:
        found = conn.execute(
            "SELECT user_id, bot FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ).fetchall()
    finally:
        conn.close()
    return [(int(u), b) for u, b in found]


def log(db: Path, game_id: int) -> list[tuple[int, dict[str, Any], str | None, str]]:
    conn = sqlite3.connect(db)
    try:
        found = conn.execute(
            "SELECT seat, action_json, reason, summary FROM actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        ).fetchall()
    finally:
        conn.close()
    return [(s, json.loads(a), r, t) for s, a, r, t in found]


def replays_to_its_state(db: Path, game_id: int) -> bool:
    """The game's seed and log (undo entries included) replay to its stored state."""
    kind, seed, ruleset, stored = db_row(
        db, "SELECT kind, seed, ruleset_json, state_json FROM games WHERE id = ?", game_id
    )
    rules = REGISTRY[kind]
    ids = [str(u) for u, _ in seats(db, game_id)]
    moves = [(s, a) for s, a, _, _ in log(db, game_id)]
    states = replay_states(rules, seed, ids, json.loads(ruleset), moves)
    return bool(rules.dump(states[-1]) == json.loads(stored))


def undo_button(panel: Message) -> dict[str, Any] | None:
    return next((b for b in panel.buttons() if b.get("label") == UNDO), None)


async def admin_sets_undo(world: World, on: bool) -> None:
    admin = world.fake.add_user("admin")
    world.fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    rec = ok(await world.fake.slash(admin, world.channel, "hoard-config undo", on=on))
    shown = rec.text()
    assert "Undo in rated games" in shown


async def take_three(fake: FakeDiscord, user: User, channel: Channel) -> Message:
    """Take the first three gems offered, from the member's panel; return the panel."""
    panel = await open_panel(fake, user, channel)
    picked: set[str] = set()
    while "Done:" not in fake.message(panel.id).text():
        gem = next(
            b
            for b in fake.message(panel.id).buttons()
            if ":gem:" in b["custom_id"]
            and not b.get("disabled")
            and b["custom_id"].split(":")[-1] not in picked
        )
        picked.add(gem["custom_id"].split(":")[-1])
        ok(await fake.click(user, fake.message(panel.id), custom_id=gem["custom_id"]))
    await fake.settle()
    panel = fake.message(panel.id)
    assert "Done:" in panel.text(), panel.text()
    return panel


async def test_a_splendor_take_is_taken_back_in_an_unrated_game(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    """A game with a bot is not rated: Undo is there with no setting. The state, the clock,
    the table, the log and the replay all agree; the mover plays again."""
    fake, db = world.fake, tmp_path / "hoard.db"
    humans = {u.id: u for u in (world.host, world.bob)}
    async with start_bot(db):
        await start(world, list(humans.values()), bots=1)
        order = seats(db, 1)
        # Play takes until a human whose next seat is the other human is to move (a move
        # followed by a bot's is never offered: the bot decides at once).
        for _ in range(4):
            current = json.loads(game_row(db, 1)[0])["current"]
            mover = humans[order[current][0]]
            if order[(current + 1) % len(order)][1] is None:
                break
            panel = await take_three(fake, mover, world.channel)
            assert undo_button(panel) is None
        before_state, before_version, before_deadline = game_row(db, 1)
        panel = await take_three(fake, mover, world.channel)
        button = undo_button(panel)
        assert button is not None and button["custom_id"].split(":")[2] == "undo"
        assert (
            not set(button["custom_id"].split(":"))
            - {"h1", "hand", "undo", "1", "0"}
            - {str(before_version + 1)}
        )  # the game, the version: nothing of a hand
        moved = len(log(db, 1))
        ok(await fake.click(mover, panel, custom_id=button["custom_id"]))
        await fake.settle()
        panel = fake.message(panel.id)
        assert "You took back your move: it is your turn again." in panel.text()
        assert undo_button(panel) is None
        state, version, deadline = game_row(db, 1)
        assert json.loads(state) == json.loads(before_state)
        assert version == before_version + 2 and deadline == before_deadline  # no fresh time
        entries = log(db, 1)
        assert len(entries) == moved + 1
        assert entries[-1][1:3] == ({"took_back": moved}, "undo")
        table = current_table(fake, world.channel)
        assert table.content == f"<@{mover.id}> took back their move."
        footer = table.embeds[0]["footer"]["text"]
        assert footer.startswith(f"Turn {moved} ·"), footer  # the move taken back: not a turn
        assert replays_to_its_state(db, 1)
        page = ok(await fake.slash(world.carol, world.channel, "splendor log")).message
        assert page is not None and f"Took back move {moved}." in page.text()
        page = ok(
            await fake.slash(world.carol, world.channel, "splendor log", _locale="it")
        ).message  # the log in the reader's language: the undo said again in Italian
        assert page is not None and f"Ha ritirato la mossa {moved}." in page.text()
        # The game goes on from the state before: the mover takes again.
        panel = await take_three(fake, mover, world.channel)
        assert replays_to_its_state(db, 1)
    assert assert_no_leaks(fake) > 0


async def start_village(world: World, channel: Channel, players: list[User]) -> int:
    fake = world.fake
    lobby = ok(await fake.slash(players[0], channel, "village new")).message
    assert lobby is not None
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    found = [m for m in fake.channel_messages(channel) if "it's your turn" in m.content]
    return int(found[-1].content.split("#")[1].split(".")[0].split(" ")[0].split(")")[0])


def to_move(db: Path, game_id: int, users: dict[int, User]) -> User:
    current = json.loads(game_row(db, game_id)[0])["current"]
    return users[seats(db, game_id)[current][0]]


async def village_move(
    fake: FakeDiscord, user: User, channel: Channel, first: str, then: str | None = None
) -> Message:
    """Play a village move from the member's panel: ``first`` (a button's verb), then a
    button whose label starts with ``then``; return the panel after it."""
    panel = await open_panel(fake, user, channel)
    button = next(b for b in panel.buttons() if b["custom_id"].split(":")[2] == first)
    ok(await fake.click(user, panel, custom_id=button["custom_id"]))
    if then is not None:
        panel = fake.message(panel.id)
        button = next(b for b in panel.buttons() if b.get("label", "").startswith(then))
        ok(await fake.click(user, panel, custom_id=button["custom_id"]))
    await fake.settle()
    panel = fake.message(panel.id)
    assert "Done:" in panel.text(), panel.text()
    return panel


async def test_village_undo_is_off_in_a_rated_game_until_the_server_turns_it_on(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    """Two members, no bot: a rated game. A market visit offers no Undo until the server's
    setting is on; then it is taken back, a draw offers none, and an Undo pressed after the
    next player moved is refused in one sentence, changing nothing."""
    fake, db = world.fake, tmp_path / "hoard.db"
    users = {u.id: u for u in (world.host, world.bob)}
    other = fake.add_channel(world.guild, "more-games")
    async with start_bot(db):
        first = await start_village(world, world.channel, list(users.values()))
        mover = to_move(db, first, users)
        panel = await village_move(fake, mover, world.channel, "market", "Take 0 stall")
        assert undo_button(panel) is None  # rated, and the server has not turned it on

        await admin_sets_undo(world, True)
        game = await start_village(world, other, list(users.values()))
        mover = to_move(db, game, users)
        before_state, before_version, before_deadline = game_row(db, game)
        panel = await village_move(fake, mover, other, "market", "Take 0 stall")
        button = undo_button(panel)
        assert button is not None
        ok(await fake.click(mover, panel, custom_id=button["custom_id"]))
        await fake.settle()
        assert "You took back your move" in fake.message(panel.id).text()
        state, version, deadline = game_row(db, game)
        assert json.loads(state) == json.loads(before_state) and deadline == before_deadline
        assert version == before_version + 2
        table = current_table(fake, other)
        assert table.content == f"<@{mover.id}> took back their move."
        assert "Took back move 1." in table.text()  # the table's last moves
        page = ok(await fake.slash(world.carol, other, "village log")).message
        assert page is not None and "Took back move 1." in page.text()
        assert replays_to_its_state(db, game)

        # A draw shows a card of the deck: no Undo.
        panel = await village_move(fake, mover, other, "draw")
        assert undo_button(panel) is None
        # The other player visits the market (the free stall is still full: the visit was
        # taken back), then the first player moves: the Undo pressed now is refused.
        waiter = to_move(db, game, users)
        assert waiter is not mover
        offered = await village_move(fake, waiter, other, "market", "Take 0 stall")
        stale = undo_button(offered)
        assert stale is not None
        await village_move(fake, mover, other, "draw")
        kept = game_row(db, game)
        moves = len(log(db, game))
        refused = ok(await fake.click(waiter, offered, custom_id=stale["custom_id"]))
        await fake.settle()
        said = fake.message(refused.message.id if refused.message else offered.id).text()
        assert "This move can no longer be taken back: someone has acted since." in said
        assert game_row(db, game) == kept and len(log(db, game)) == moves
        assert replays_to_its_state(db, game)
    assert assert_no_leaks(fake) > 0


async def test_no_undo_after_a_village_bribe(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    """A bribe deals the deck's cards face up (R-B4): never taken back, even where allowed."""
    fake, db = world.fake, tmp_path / "hoard.db"
    users = {u.id: u for u in (world.host, world.bob)}
    async with start_bot(db):
        await admin_sets_undo(world, True)
        game = await start_village(world, world.channel, list(users.values()))
        mover = to_move(db, game, users)
        panel = await open_panel(fake, mover, world.channel)
        ok(await fake.click(mover, panel, label="Bribe the Dragon"))
        await pick_first_treasure(fake, mover, fake.message(panel.id))
        panel = fake.message(panel.id)
        confirm = next(b for b in panel.buttons() if b["style"] == 3)  # "Bribe …"
        ok(await fake.click(mover, panel, custom_id=confirm["custom_id"]))
        await fake.settle()
        panel = fake.message(panel.id)
        assert "Done:" in panel.text() and log(db, game)[-1][1]["type"] == "bribe"
        assert undo_button(panel) is None
