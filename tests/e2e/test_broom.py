"""Broom Service end to end, by clicks through the fake Discord.

Each member plays as a person would: it opens its panel ("Show my hand"), reads what the panel
offers and taps it with a simple policy: in the pick, four roles of the select (in turn), then
the confirm; a lead: a role, then brave or the cowardly action's first option in turn; a
follow the same; a perform or a cowardly action's next step: the first option; a fist: hold
nothing; The Works!: the first button. Every decision's taps are counted by its kind and each
stays within what the issue allows (pick: 2; lead: 2, plus a tap per parameter step with two or
more options; follow: 1 plus those; perform: those). The 2-player game has a restart during
the pick (the submitted pick survives, and the other player's panel drawn before the restart
still takes its clicks), a timeout in a pick and one in a follow; another game has a bot seat;
a 3-player game is played all by clicks, a 5-player one by two members and three bots; twin
worlds differing only in one seat's pick give identical public payloads, pictures' bytes
included, and an identical panel (picture included) to the other seat.

Long file: one member's policy read from the panel, shared by the 2-, 3- and 5-player games,
the bot seat and the twin worlds: the issue's whole list of games through Discord in one place.
"""

from __future__ import annotations

import json
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games import broom
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, assert_no_leaks, public_bodies
from tests.e2e.test_play import current_table, db_row, labels, moves_logged, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, InteractionRecord, Message, User

QUIET = 0.002
TAPS = 12
MOST = {"pick": 2, "lead": 4, "follow": 3, "perform": 3, "fist": 1, "works": 1}
"""The most taps a decision of each kind may take on Hoard Vale (a witch's move: pawn, region,
tower, each step only where it has two or more options)."""


def state(db: Path) -> dict[str, Any]:
    return dict(json.loads(db_row(db, "SELECT state_json FROM games")[0]))


def status(db: Path) -> str:
    return str(db_row(db, "SELECT status FROM games")[0])


def actions(db: Path) -> list[tuple[int, dict[str, Any], str | None]]:
    import sqlite3

    conn = sqlite3.connect(db)
    try:
        found = conn.execute("SELECT seat, action_json, reason FROM actions ORDER BY seq")
        return [(seat, json.loads(a), reason) for seat, a, reason in found]
    finally:
        conn.close()


def verb(button: dict[str, Any]) -> str:
    parts = str(button.get("custom_id", "")).split(":")
    return parts[2] if len(parts) > 2 and parts[1] == "hand" else ""


def select_of(panel: Message, name: str) -> dict[str, Any] | None:
    return next((s for s in panel.selects() if s["custom_id"].split(":")[2] == name), None)


def kind_of(s: dict[str, Any]) -> str:
    if s["phase"] == "pick":
        return "pick"
    if s["phase"] == "round_end":
        return "fist" if s["events"]["current"] == "upper_hand" else "works"
    return str(s["turn"]["stage"])


def waiting(db: Path) -> tuple[int, ...]:
    return broom.RULES.active_seats(broom.RULES.load(state(db)))


STALE = ("out of date", "is no longer open", "no longer in use", "Your move was already played")
"""What the answers to a click on an old message or panel say (errors.ftl, panel.ftl,
broom-panel.ftl)."""


def fresh(rec: InteractionRecord) -> InteractionRecord:
    """The click was taken: no answer to it says that its message or panel is stale."""
    for answer in [rec.message, *rec.followups]:
        if answer is not None:
            assert not any(s in answer.text() for s in STALE), answer.text()
    return rec


@dataclass
class Game:
    world: World
    db: Path
    players: list[User]
    taps: dict[str, list[int]] = field(default_factory=dict)
    turns: int = 0
    rotation: int = 0

    @property
    def fake(self) -> FakeDiscord:
        return self.world.fake

    @property
    def channel(self) -> Channel:
        return self.world.channel

    def seat_of(self, user: User) -> int:
        return int(db_row(self.db, "SELECT seat FROM seats WHERE user_id = ?", user.id)[0])

    def user_at(self, seat: int) -> User | None:
        found = db_row(self.db, "SELECT user_id FROM seats WHERE seat = ?", seat)[0]
        return next((u for u in self.players if u.id == int(found)), None)

    def mover(self) -> User | None:
        """A human seat to decide (None: only bots are to play)."""
        for seat in waiting(self.db):
            user = self.user_at(seat)
            if user is not None:
                return user
        return None

    async def open_panel(self, user: User) -> Message:
        table = current_table(self.fake, self.channel)
        rec = ok(await self.fake.click(user, table, label="Show my hand"))
        assert rec.ephemeral and rec.message is not None
        return rec.message

    async def tap(self, user: User, panel: Message, button: dict[str, Any]) -> Message:
        fresh(ok(await self.fake.click(user, panel, custom_id=button["custom_id"])))
        return self.fake.message(panel.id)

    async def choose(
        self, user: User, panel: Message, select: dict[str, Any], values: list[str]
    ) -> Message:
        fresh(ok(await self.fake.select(user, panel, values, custom_id=select["custom_id"])))
        return self.fake.message(panel.id)

    async def decide(self, user: User, panel: Message | None = None) -> Message:
        """Play ``user``'s one decision from its panel (a fresh one unless ``panel`` is given,
        e.g. one drawn earlier), counting its taps."""
        before = moves_logged(self.db)
        kind = kind_of(state(self.db))
        panel = panel if panel is not None else await self.open_panel(user)
        for taps in range(1, TAPS + 1):
            panel = await self.step(user, self.fake.message(panel.id))
            assert not any(s in panel.text() for s in STALE), panel.text()
            if moves_logged(self.db) > before:
                assert "Done:" in panel.text(), panel.text()
                self.taps.setdefault(kind, []).append(taps)
                assert taps <= MOST[kind], (kind, taps)
                self.turns += 1
                return panel
        raise AssertionError(f"no move after {TAPS} taps: {panel.text()} {labels(panel)}")

    async def step(self, user: User, panel: Message) -> Message:
        every = [b for b in panel.buttons() if not b.get("disabled")]
        by_verb: dict[str, list[dict[str, Any]]] = {}
        for b in every:
            by_verb.setdefault(verb(b), []).append(b)
        roles = select_of(panel, "myroles")
        if roles is not None:
            values = [o["value"] for o in roles["options"]]
            count = int(roles.get("min_values", 4))
            self.rotation += 1
            chosen = [values[(self.rotation + 3 * i) % len(values)] for i in range(count)]
            return await self.choose(user, panel, roles, chosen)
        for name in ("pickok", "setin", "fist"):
            if name in by_verb:
                return await self.tap(user, panel, by_verb[name][0])
        if "lead" in by_verb:
            self.rotation += 1
            options = by_verb["lead"]
            return await self.tap(user, panel, options[self.rotation % len(options)])
        if "brave" in by_verb and "flyto" in by_verb:
            self.rotation += 1
            name = "brave" if self.rotation % 2 else "flyto"
            return await self.tap(user, panel, by_verb[name][0])
        for name in ("brave", "flyto"):
            if name in by_verb:
                return await self.tap(user, panel, by_verb[name][0])
        path = select_of(panel, "flypick")
        if path is not None:
            return await self.choose(user, panel, path, [path["options"][0]["value"]])
        raise AssertionError(f"nothing to do on {panel.text()} {labels(panel)}")

    async def play_until(self, done: Callable[[], bool]) -> None:
        for _ in range(3000):
            if done() or status(self.db) != "running":
                return
            user = self.mover()
            assert user is not None, "a bot is still to play after the bots' turns"
            await self.decide(user)
        raise AssertionError("the game did not get there")

    async def play_out(self) -> None:
        await self.play_until(lambda: False)
        assert status(self.db) == "finished"

    def check_final(self) -> None:
        s = state(self.db)
        assert s["over"] and s["result"] is not None
        final = self.fake.channel_messages(self.channel)[-1]
        text = final.text()
        assert "is over" in text and "Show my hand" not in labels(final), text
        best = max(s["result"]["scores"])
        assert f"with {best}⭐" in text, text

    def check_payloads(self) -> None:
        assert self.fake.rejected == [], self.fake.rejected
        assert all(r.problems == [] for r in self.fake.requests)
        for path, body in public_bodies(self.fake):
            text = json.dumps(body, ensure_ascii=False)
            assert "Your hand" not in text, f"{path} shows a panel"
        assert assert_no_leaks(self.fake) > self.turns


def public_files(fake: FakeDiscord) -> list[tuple[str, bytes]]:
    """Every file the bot attached to a message anyone in the channel could see."""
    public = {id(body) for _, body in public_bodies(fake)}

    def seen(body: Any) -> bool:
        data = body.get("data") if isinstance(body, dict) else None
        return id(body) in public or (data is not None and id(data) in public)

    return [(name, data) for r in fake.requests if seen(r.json) for _, name, data in r.files]


async def start(world: World, players: list[User], bots: int = 0) -> None:
    fake = world.fake
    seats = len(players) + bots
    lobby = ok(await fake.slash(players[0], world.channel, "broom new", seats=seats)).message
    assert lobby is not None and "Broom Service" in lobby.text()
    for _ in range(bots):
        added = ok(await fake.slash(players[0], world.channel, "broom addbot"))
        assert "bot took a seat" in added.text(), added.text()
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    assert "The game has started" in fake.message(lobby.id).text()


async def time_out(bot: Any, fake: FakeDiscord, clock: FakeClock) -> None:
    clock.advance(hours=24, seconds=1)
    await bot.scheduler.tick()
    await fake.settle()


def expected_timeout(db: Path, seat: int) -> dict[str, Any]:
    rules = broom.RULES
    return rules.action_to_json(rules.auto_action(rules.load(state(db)), seat))


async def test_a_whole_two_player_game_with_a_restart_and_two_timeouts(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db, clock=clock):
        await start(world, g.players)
        table = current_table(fake, world.channel).text()
        assert "Hoard Vale (Hoard's own board)" in table and "picks roles" in table
        first = g.mover()
        assert first is not None
        other = next(p for p in g.players if p != first)
        drawn = await g.open_panel(other)  # the other's panel, drawn before the restart
        assert select_of(drawn, "myroles") is not None
        await g.decide(first)
        picked = state(db)["players"][g.seat_of(first)]["choice"]
        assert picked is not None
        table = current_table(fake, world.channel).text()
        assert f"Done: <@{first.id}>" in table
    async with start_bot(db, clock=clock) as bot:  # restarted during the pick
        s = state(db)
        assert s["phase"] == "pick" and s["players"][g.seat_of(first)]["choice"] == picked
        assert g.mover() == other
        # The panel drawn before the restart still works: its clicks make the pick.
        done = await g.decide(other, panel=fake.message(drawn.id))
        assert done.id == drawn.id
        made = [(seat, sorted(a["roles"])) for seat, a, _ in actions(db) if a["type"] == "pick"]
        assert made == [(g.seat_of(first), sorted(picked)), (g.seat_of(other), made[1][1])]
        assert state(db)["phase"] != "pick" or state(db)["round"] == 2
        # A timeout in the next pick: one player picks, the other's time runs out.
        await g.play_until(lambda: state(db)["phase"] == "pick" and state(db)["round"] == 2)
        assert status(db) == "running"
        picker = g.mover()
        assert picker is not None
        await g.decide(picker)
        late = g.mover()
        assert late is not None and late != picker
        logged = moves_logged(db)
        expected = expected_timeout(db, g.seat_of(late))
        await time_out(bot, fake, clock)
        assert actions(db)[logged] == (g.seat_of(late), expected, "timeout")
        assert expected["type"] == "pick"
        # A timeout in a follow: the gentle follow is played for the follower.
        await g.play_until(lambda: (state(db)["turn"] or {}).get("stage") == "follow")
        assert status(db) == "running"
        follower = g.mover()
        assert follower is not None
        logged = moves_logged(db)
        expected = expected_timeout(db, g.seat_of(follower))
        await time_out(bot, fake, clock)
        assert actions(db)[logged] == (g.seat_of(follower), expected, "timeout")
        assert expected["type"] == "play" and expected["stance"] == "cowardly"
        await g.play_out()
        log = ok(await fake.slash(world.bob, world.channel, "broom log"))
        assert log.ephemeral and log.message is not None
        assert "Broom Service" in log.message.text()
    g.check_final()
    g.check_payloads()
    for kind in ("pick", "lead", "follow"):
        assert g.taps.get(kind), (kind, g.taps)
    assert all(t == 2 for t in g.taps["pick"])
    print({k: statistics.median(v) for k, v in g.taps.items()})


async def test_a_whole_game_with_a_bot_seat(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db):
        await start(world, g.players, bots=1)
        await g.play_out()
        reasons = {reason for _, _, reason in actions(db)}
        assert reasons == {None, "bot"}
    g.check_final()
    g.check_payloads()


async def test_a_whole_three_player_game_all_by_clicks(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    players = [world.host, world.bob, world.carol]
    await a_whole_game(world, start_bot, tmp_path / "hoard.db", players, bots=0)


async def test_a_whole_five_player_game_two_by_clicks_and_three_bots(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    players = [world.host, world.bob]
    await a_whole_game(world, start_bot, tmp_path / "hoard.db", players, bots=3)


async def a_whole_game(
    world: World, start_bot: StartBot, db: Path, players: list[User], bots: int
) -> None:
    """``players`` by clicks and ``bots`` bots play a whole game; every payload is valid."""
    world.fake.settle_quiet = QUIET
    g = Game(world, db, players)
    async with start_bot(db):
        await start(world, g.players, bots=bots)
        s = state(db)
        assert len(s["players"]) == len(players) + bots and s["phase"] == "pick"
        await g.play_out()
        by_seat = {seat for seat, _, reason in actions(db) if reason is None}
        assert by_seat == {g.seat_of(p) for p in g.players}
        assert {reason for _, _, reason in actions(db)} == ({None, "bot"} if bots else {None})
    assert state(db)["round"] == 7
    g.check_final()
    g.check_payloads()
    for kind in ("pick", "lead", "follow"):
        assert g.taps.get(kind), (kind, g.taps)


PICKS = (
    ["gatherer_orange", "gatherer_green", "witch_forest", "druid_valley"],
    ["gatherer_purple", "witch_hill", "witch_mountain", "weather_fairy"],
)


async def test_twin_worlds_differing_in_one_pick_look_the_same_to_everyone_else(
    start_bot: StartBot, world: World, tmp_path: Path
) -> None:
    """Two worlds, the same seed and clicks, except the roles the host picks: every public
    payload and bob's panel are identical (no pick shows before it is played, B-V5)."""
    seen: list[tuple[list[str], str, list[Any]]] = []
    pictures: list[tuple[dict[str, bytes], dict[str, bytes], list[tuple[str, bytes]]]] = []
    for n, roles in enumerate(PICKS):
        fake = world.fake
        fake.requests.clear()
        db = tmp_path / f"twin{n}.db"
        async with start_bot(db, seed=77, clock=FakeClock()):
            g = Game(world, db, [world.host, world.bob])
            await start(world, g.players)
            panel = await g.open_panel(world.host)
            select = select_of(panel, "myroles")
            assert select is not None
            panel = await g.choose(world.host, panel, select, roles)
            confirm = next(b for b in panel.buttons() if verb(b) == "pickok")
            await g.tap(world.host, panel, confirm)
            assert state(db)["players"][g.seat_of(world.host)]["choice"] is not None
            theirs = await g.open_panel(world.bob)
            bodies = [
                re.sub(r"\d{15,}", "#", json.dumps(b, sort_keys=True, ensure_ascii=False))
                for _, b in public_bodies(fake)
            ]
            controls = [(b.get("label"), verb(b)) for b in theirs.buttons()] + [
                [o["value"] for o in s["options"]] for s in theirs.selects()
            ]
            table = current_table(fake, world.channel)
            pictures.append((dict(table.files), dict(theirs.files), public_files(fake)))
            seen.append((bodies, re.sub(r"\d{15,}", "#", theirs.text()), controls))
            ok(await fake.slash(world.host, world.channel, "broom cancel"))
    (bodies_a, text_a, controls_a), (bodies_b, text_b, controls_b) = seen
    for a, b in zip(bodies_a, bodies_b, strict=True):
        assert a == b, next(
            (a[i - 80 : i + 80], b[i - 80 : i + 80]) for i in range(len(a)) if a[i] != b[i]
        )
    assert bodies_a
    assert text_a == text_b and controls_a == controls_b
    # The pictures too, byte for byte: the public table's and bob's panel's.
    (table_a, panel_a, sent_a), (table_b, panel_b, sent_b) = pictures
    assert table_a and list(table_a) == list(table_b)
    for name in table_a:
        assert table_a[name] == table_b[name], f"the table's {name} differs"
    assert panel_a and list(panel_a) == list(panel_b)
    for name in panel_a:
        assert panel_a[name] == panel_b[name], f"bob's panel's {name} differs"
    assert sent_a and [n for n, _ in sent_a] == [n for n, _ in sent_b]
    assert sent_a == sent_b, "a public picture differs"
    for roles in PICKS:
        names = [broom.RULES.standard().data.role[r].names["en"] for r in roles]
        assert not all(name in text_a for name in names)
