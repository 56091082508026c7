"""In the Year of the Dragon end to end, by clicks through the fake Discord: whole games of 2, 3
and 5 seats.

Each member plays as a person would: it opens its panel ("Show my hand"), reads what the panel
offers and taps it with a simple policy: in the draft two types not taken; an action card in
turn (the confirm when the group costs the fee, topping up when short of yuan); the suggested
floor; the first person offered (its palace, or the first replacement); the first release.
Every decision's taps are counted by its step, and each stays within what the issue allows
(action: 1, 2 with the fee's confirm; build: 1 per floor; person: at most 3; release: 1).
The 3- and 5-seat games are mostly bots; a restart, a timeout in the action phase and one in an
event's releases happen in the 2-seat game. Every payload is valid (the fake checks).
"""

from __future__ import annotations

import itertools
import json
import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.games import yotd
from bot.ui.adapter import Select
from tests.conftest import FakeClock
from tests.e2e import test_one_language as one_language
from tests.e2e.conftest import StartBot, World, assert_no_leaks, public_bodies
from tests.e2e.test_one_language import leaks, private_to, whole_game
from tests.e2e.test_play import current_table, db_row, labels, moves_logged, ok
from tests.e2e.test_splendor import actions, rows, select_of, state, status, verb
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, User

QUIET = 0.002
TAPS = 12
"""More taps than any one decision takes."""
MOST = {"draft": 2, "action": 2, "build": 1, "recruit": 3, "release": 1}
"""The most taps a decision of each step may take through the panel."""
PANEL_MARKERS = ("Your palaces", "Your cards")
"""Words only a seat's own panel shows."""


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

    def mover(self) -> User | None:
        """Whom the table pings (None when a bot is to play)."""
        content = current_table(self.fake, self.channel).content
        found = re.match(r"<@(\d+)>, your turn in game #\d+\.", content)
        if found is None:
            assert re.match(r"Game #\d+: a bot is playing\.", content), content
            return None
        return next(u for u in self.players if u.id == int(found.group(1)))

    async def open_panel(self, user: User) -> Message:
        rec = ok(
            await self.fake.click(
                user, current_table(self.fake, self.channel), label="Show my hand"
            )
        )
        assert rec.ephemeral and rec.message is not None
        return rec.message

    async def tap(self, user: User, panel: Message, button: dict[str, Any]) -> Message:
        ok(await self.fake.click(user, panel, custom_id=button["custom_id"]))
        return self.fake.message(panel.id)

    async def choose(
        self, user: User, panel: Message, select: dict[str, Any], values: list[str]
    ) -> Message:
        ok(await self.fake.select(user, panel, values, custom_id=select["custom_id"]))
        return self.fake.message(panel.id)

    async def decide(self, user: User, panel: Message | None = None) -> Message:
        """Play ``user``'s one decision from its panel, counting its taps."""
        before = moves_logged(self.db)
        step = state(self.db)["step"]
        panel = panel or await self.open_panel(user)
        for taps in range(1, TAPS + 1):
            panel = await self.step(user, self.fake.message(panel.id))
            if moves_logged(self.db) > before:
                assert "Done:" in panel.text(), panel.text()
                self.taps.setdefault(step, []).append(taps)
                assert taps <= MOST[step], (step, taps)
                self.turns += 1
                return panel
        raise AssertionError(f"no move after {TAPS} taps: {panel.text()} {labels(panel)}")

    async def step(self, user: User, panel: Message) -> Message:
        buttons = {verb(b): b for b in reversed(panel.buttons()) if not b.get("disabled")}
        every = [b for b in panel.buttons() if not b.get("disabled")]
        pair = select_of(panel, "pair")
        if pair is not None:  # the draft: the first two types nobody drafted together
            taken = state(self.db)["drafted"]
            names = [o["value"] for o in pair["options"]]
            for i, a in enumerate(names):
                for b in names[i + 1 :]:
                    if sorted([a, b], key=names.index) not in taken:
                        return await self.choose(user, panel, pair, [a, b])
        for name in ("person", "wildtile", "swapsel"):
            found = select_of(panel, name)
            if found is not None:
                return await self.choose(user, panel, found, [found["options"][0]["value"]])
        for name in ("plan", "free", "into", "swap", "letgo"):
            if name in buttons:
                return await self.tap(user, panel, buttons[name])
        deeds = [b for b in every if verb(b) == "deed"]
        if len(deeds) == 1 and "back" in buttons:  # the fee's confirm
            return await self.tap(user, panel, deeds[0])
        if deeds:
            self.rotation += 1
            return await self.tap(user, panel, deeds[self.rotation % len(deeds)])
        assert "refill" in buttons, f"nothing to do on {panel.text()} {labels(panel)}"
        return await self.tap(user, panel, buttons["refill"])

    async def play_until(self, done: Callable[[], bool]) -> None:
        for _ in range(2000):
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
        assert s["over"] and s["step"] == "end" and s["month"] == 12
        final = self.fake.channel_messages(self.channel)[-1]
        text = final.text()
        assert "is over" in text and "Show my hand" not in labels(final), text
        points = [p["points"] for p in s["players"]]
        best = max(points)
        assert f"with {best} points" in text, text
        stored = [r[0] for r in rows(self.db, "SELECT score FROM seats ORDER BY seat")]
        assert stored == points

    def check_payloads(self) -> None:
        assert self.fake.rejected == [], self.fake.rejected
        assert all(r.problems == [] for r in self.fake.requests)
        for path, body in public_bodies(self.fake):
            text = json.dumps(body, ensure_ascii=False)
            for marker in PANEL_MARKERS:
                assert marker not in text, f"{path} shows a panel: {marker!r}"
        assert assert_no_leaks(self.fake) > self.turns


async def start(world: World, players: list[User], bots: int = 0) -> None:
    fake = world.fake
    seats = len(players) + bots
    lobby = ok(await fake.slash(players[0], world.channel, "yotd new", seats=seats)).message
    assert lobby is not None and "In the Year of the Dragon" in lobby.text()
    for _ in range(bots):
        added = ok(await fake.slash(players[0], world.channel, "yotd addbot"))
        assert "bot took a seat" in added.text(), added.text()
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    assert "The game has started" in fake.message(lobby.id).text()


async def time_out(bot: Any, fake: FakeDiscord, clock: FakeClock) -> None:
    clock.advance(hours=24, seconds=1)
    await bot.scheduler.tick()
    await fake.settle()


async def test_a_whole_two_player_game_with_a_restart_and_two_timeouts(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db, clock=clock) as bot:
        await start(world, g.players)
        table = current_table(fake, world.channel).text()
        assert "The year" in table and "Person track" in table
        await g.play_until(lambda: state(db)["step"] == "action")
        # A timeout in the action phase: no action, the yuan topped up (Y-A4).
        late = g.mover()
        assert late is not None
        logged = moves_logged(db)
        await time_out(bot, fake, clock)
        seat, action, reason = actions(db)[logged]
        assert (seat, action, reason) == (g.seat_of(late), {"type": "refill"}, "timeout")
        # A group taken by the other player: the fee is said, then confirmed after a restart.
        await g.play_until(lambda: state(db)["step"] == "action" and any(state(db)["dragons"]))
        user = g.mover()
        assert user is not None
        panel = await g.open_panel(user)
        fee = [b for b in panel.buttons() if verb(b) == "deed" and "· 3 💴" in b["label"]]
        assert fee, labels(panel)
        logged = moves_logged(db)
        panel = await g.tap(user, panel, fee[0])
        assert "This group already holds a dragon" in panel.text(), panel.text()
        assert moves_logged(db) == logged
    async with start_bot(db, clock=clock) as bot:  # restarted with the confirm pending
        fresh = await g.open_panel(user)
        assert "This group already holds a dragon" in fresh.text()
        confirm = next(b for b in fresh.buttons() if verb(b) == "deed")
        assert confirm["label"].startswith("Pay 3 💴"), confirm
        yuan = state(db)["players"][g.seat_of(user)]["yuan"]
        await g.tap(user, fresh, confirm)
        assert moves_logged(db) == logged + 1 and actions(db)[logged][2] is None
        assert state(db)["players"][g.seat_of(user)]["yuan"] != yuan  # the fee was paid
        # A timeout while releasing for an event: the gentlest release is made (Y-E9).
        await g.play_until(lambda: state(db)["step"] == "release")
        assert status(db) == "running"
        late = g.mover()
        assert late is not None
        panel = await g.open_panel(late)
        assert "you owe" in panel.text(), panel.text()
        logged = moves_logged(db)
        expected = yotd.RULES.action_to_json(
            yotd.RULES.auto_action(yotd.RULES.load(state(db)), g.seat_of(late))
        )
        await time_out(bot, fake, clock)
        assert actions(db)[logged] == (g.seat_of(late), expected, "timeout")
        # A Build's suggested floor, tapped on the table itself: one tap, no panel.
        await g.play_until(lambda: state(db)["step"] == "build")
        assert status(db) == "running"
        builder, table = g.mover(), current_table(fake, world.channel)
        assert builder is not None
        (suggested,) = [b for b in table.buttons() if verb(b) == "plan"]
        assert suggested["label"].startswith("✅ Suggested: 🏯"), suggested
        logged = moves_logged(db)
        ok(await fake.click(builder, table, custom_id=suggested["custom_id"]))
        assert moves_logged(db) == logged + 1
        assert actions(db)[logged][1]["type"] in ("build", "build_new")
        await g.play_out()
        log = ok(await fake.slash(world.bob, world.channel, "yotd log"))
        assert log.ephemeral and log.message is not None
        text = log.message.text()
        assert "In the Year of the Dragon" in text and "(finished)" in text, text
        assert re.search(r"— (Took|Bought|.* joined palace)", text), text
    g.check_final()
    g.check_payloads()
    for step in ("action", "recruit"):
        assert g.taps.get(step), (step, g.taps)
    print({k: statistics.median(v) for k, v in g.taps.items()})


async def test_a_whole_three_player_game_with_two_bots(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host])
    async with start_bot(db):
        await start(world, g.players, bots=2)
        await g.play_out()
        reasons = {reason for _, _, reason in actions(db)}
        assert reasons == {None, "bot"}
    g.check_final()
    g.check_payloads()


async def test_a_whole_five_player_game_with_three_bots(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db):
        await start(world, g.players, bots=3)
        await g.play_out()
    g.check_final()
    g.check_payloads()


def every_choice(select: Select) -> list[list[str]]:
    """Every way to fill a select: the draft's pick of two among nine types is 36 ways, more
    than ``test_one_language`` tries for other games."""
    values = [o.value for o in select.options]
    return [list(c) for c in itertools.combinations(values, select.count)]


async def test_an_italian_member_reads_only_italian_on_a_spanish_server(
    world: World, start_bot: StartBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The one-language check of ``test_one_language`` on this game: panels, "Done",
    "Meanwhile", a stale panel's "since then", ``/yotd log`` all in the member's Italian."""
    monkeypatch.setattr(one_language, "options", every_choice)
    world.host.locale = "it"
    async with start_bot(tmp_path / "hoard.db") as bot:
        await whole_game(world, bot, "yotd", world.host, "es", seed=6)
        assert private_to(world.fake, world.host)
        found = await leaks(bot, world.fake, world.host, "it")
        assert found == [], [(w, t) for w, t in found]
