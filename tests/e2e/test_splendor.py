"""Splendor end to end, by clicks through the fake Discord: whole games of 2, 3 and 4 seats.

Each member plays as a person would: it opens its panel ("Show my hand"), reads what the panel
offers (gem buttons, the "Buy a card" and "Reserve a card" selects, return and noble buttons,
its tokens and bonuses) and chooses from that with a simple greedy policy: buy the card with
the most points it can afford, else take the gems the most promising card in sight lacks,
else reserve, else pass. Along the way nothing hidden leaks: a blind reserve stays its
reserver's, and no card still face down reaches any payload, public or private.

The words of "Done: …" and of the log are ``adapter/events.py``'s, tested in
``tests/games/splendor/test_event_words.py``: nothing here reads them.

Long file: one player's policy read from the panel and the checks of every turn (table against
the stored state, decks and blind reserves against every payload) serve all three games.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.games import splendor
from bot.games.splendor.adapter.words import MARKS, card_cost_text, gem_label
from bot.games.splendor.ruleset import GEMS, GOLD
from bot.i18n import voice
from tests.conftest import FakeClock
from tests.e2e.conftest import StartBot, World, assert_no_leaks, public_bodies, request_body
from tests.e2e.test_async_play import MANAGE_GUILD
from tests.e2e.test_play import current_table, db_row, labels, moves_logged, ok
from tests.fakediscord import FakeDiscord
from tests.fakediscord.state import Channel, Message, RequestRecord, User

QUIET = 0.002
"""The fake's quiet spell: it waits for the in-process bot's tasks anyway."""
TAPS = 24
"""More taps than any one turn takes (three gems, a few returns and a noble)."""
COUNT = re.compile("(" + "|".join(map(re.escape, MARKS)) + r")(\d+)")
POINTS = re.compile(r"(\d+) points?\b")
CARD_ID = re.compile(r"\bL[1-3]-[WUGRK]-\d+\b")
PANEL_MARKERS = ("Your tokens ·", "Your bonuses", "Reserved ·", "You can buy ·")
"""Words only a seat's own panel shows."""
WORDS = {c.id: card_cost_text(c, "en") for c in splendor.RULES.standard().cards}
"""Each card in words, as the table and the panel write it ("⚪ level 1 · 🔵3")."""
LONGER = {
    cid: sorted((o for o in WORDS.values() if w in o and o != w), key=len, reverse=True)
    for cid, w in WORDS.items()
}
"""For each card, the words of the other cards whose words contain its own (a longer cost)."""


# --- reading payloads --------------------------------------------------------------------


def counts(text: str) -> list[int]:
    """Read "⚪2 🔵1 ⭐1" as counts per colour (gold last)."""
    out = [0] * len(MARKS)
    for mark, n in COUNT.findall(text):
        out[MARKS.index(mark)] += int(n)
    return out


def points_of(text: str) -> int:
    found = POINTS.search(text)
    return int(found.group(1)) if found else 0


def embed_field(message: Message, prefix: str) -> str:
    for f in message.embeds[0].get("fields", []):
        if f["name"].startswith(prefix):
            return str(f["value"])
    raise AssertionError(f"no field {prefix!r} in {message.embeds[0]}")


def verb(button: dict[str, Any]) -> str:
    """A panel button's verb (``h1:hand:<verb>:<game>:<version>:<arg>``)."""
    parts = str(button.get("custom_id", "")).split(":")
    return parts[2] if len(parts) > 2 and parts[1] == "hand" else ""


def arg(button: dict[str, Any]) -> int:
    return int(str(button["custom_id"]).split(":")[-1])


def gem_button(panel: Message, gem: int) -> dict[str, Any]:
    return next(b for b in panel.buttons() if verb(b) == "gem" and arg(b) == gem)


def select_of(panel: Message, name: str) -> dict[str, Any] | None:
    """A panel select by its field (``h1:pick:<field>:<game>:<version>``)."""
    return next((s for s in panel.selects() if s["custom_id"].split(":")[2] == name), None)


def request_text(r: RequestRecord) -> str:
    """A request's JSON body as text (its ``payload_json`` part when it carried files)."""
    body = request_body(r)
    return json.dumps(body, ensure_ascii=False) if body else ""


def viewer(fake: FakeDiscord, r: RequestRecord) -> int | None:
    """Who sees what a request sent: the member an ephemeral answer went to, else ``None``
    (everyone in the channel)."""
    parts = r.path.strip("/").split("/")
    response = r.response if isinstance(r.response, dict) else {}
    if parts[0] == "interactions":
        rec = fake.interactions_by_id.get(int(parts[1]))
        message = (response.get("resource") or {}).get("message")
    elif parts[0] == "webhooks":
        rec = fake.interactions_by_token.get(parts[2])
        message = response
    else:
        return None
    body = request_body(r)
    flags = int((body.get("data") or body).get("flags") or 0)
    if isinstance(message, dict):
        flags |= int(message.get("flags") or 0)
    return rec.user.id if rec is not None and flags & 64 else None


def shows_card(text: str, cid: str, ids: set[str] | None = None) -> bool:
    """Whether ``text`` names card ``cid``: by id, or by its words once the words of every
    card that merely contains them (a face-up card with a longer cost, say) are taken out.
    ``ids``: the card ids in ``text``, when already read."""
    if cid in (set(CARD_ID.findall(text)) if ids is None else ids):
        return True
    words = WORDS[cid]
    if words not in text:
        return False
    for other in LONGER[cid]:
        text = text.replace(other, "")
    return words in text


# --- the stored game ---------------------------------------------------------------------


def state(db: Path) -> dict[str, Any]:
    return dict(json.loads(db_row(db, "SELECT state_json FROM games")[0]))


def status(db: Path) -> str:
    return str(db_row(db, "SELECT status FROM games")[0])


def rows(db: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db)
    try:
        return [tuple(r) for r in conn.execute(sql)]
    finally:
        conn.close()


def actions(db: Path) -> list[tuple[int, dict[str, Any], str | None]]:
    found = rows(db, "SELECT seat, action_json, reason FROM actions ORDER BY seq")
    return [(seat, json.loads(a), reason) for seat, a, reason in found]


# --- a member at the table ---------------------------------------------------------------


@dataclass
class Blind:
    """A card reserved unseen: who holds it and the requests sent while it was secret."""

    seat: int
    user: User
    card: str
    first: int
    last: int | None = None


@dataclass
class Game:
    world: World
    db: Path
    players: list[User]
    blind_first: bool = False
    """The game's first move is a blind reserve from the level 1 deck."""
    blind: Blind | None = None
    checked: int = 0
    """The requests already checked for face-down cards."""
    turns: int = 0

    @property
    def fake(self) -> FakeDiscord:
        return self.world.fake

    @property
    def channel(self) -> Channel:
        return self.world.channel

    def seat_of(self, user: User) -> int:
        return int(db_row(self.db, "SELECT seat FROM seats WHERE user_id = ?", user.id)[0])

    # --- the deck order stays hidden ----------------------------------------------------

    def check_decks(self) -> None:
        """No request sent since the last look names a card still in a deck (by id or in
        words). Called before every tap that may move the game on (and every timer tick):
        what is face down now was face down when those requests were sent."""
        requests = self.fake.requests[self.checked :]
        self.checked += len(requests)
        hidden = {c for deck in state(self.db)["decks"] for c in deck}
        for r in requests:
            text = request_text(r)
            ids = set(CARD_ID.findall(text))
            for cid in hidden if text else ():
                assert not shows_card(text, cid, ids), f"face-down {cid} in {r!r}: {text}"

    # --- clicks ---------------------------------------------------------------------------

    def mover(self) -> User | None:
        """Whom the table pings (``None`` when a bot is to play)."""
        content = current_table(self.fake, self.channel).content
        found = re.match(r"<@(\d+)>, your turn in game #\d+\.", content)
        if found is None:
            assert re.match(r"Game #\d+: a bot is playing\.", content), content
            return None
        return next(u for u in self.players if u.id == int(found.group(1)))

    async def open_panel(self, user: User) -> Message:
        table = current_table(self.fake, self.channel)
        rec = ok(await self.fake.click(user, table, label="Show my hand"))
        assert rec.ephemeral and rec.message is not None
        return rec.message

    async def tap(self, user: User, panel: Message, button: dict[str, Any]) -> Message:
        self.check_decks()
        ok(await self.fake.click(user, panel, custom_id=button["custom_id"]))
        return self.fake.message(panel.id)

    async def choose(
        self, user: User, panel: Message, select: dict[str, Any], value: str
    ) -> Message:
        self.check_decks()
        ok(await self.fake.select(user, panel, [value], custom_id=select["custom_id"]))
        return self.fake.message(panel.id)

    async def turn(
        self, user: User, panel: Message | None = None, before: int | None = None
    ) -> Message:
        """Play ``user``'s turn to its end (returns and a noble included) from its panel."""
        before = moves_logged(self.db) if before is None else before
        start = len(self.fake.requests)
        panel = panel or await self.open_panel(user)
        for _ in range(TAPS):
            panel = self.fake.message(panel.id)
            buttons = [b for b in panel.buttons() if not b.get("disabled")]
            gives = [b for b in buttons if verb(b) == "give"]
            nobles = [b for b in buttons if verb(b) == "noble"]
            if gives:  # over the limit: one tap a token, of the colour held most (gold last)
                held = {arg(b): int(re.findall(r"\((\d+) held\)", b["label"])[0]) for b in gives}
                back = min(gives, key=lambda b: (arg(b) == GOLD, -held[arg(b)]))
                panel = await self.tap(user, panel, back)
            elif nobles:
                panel = await self.tap(user, panel, nobles[0])
            elif moves_logged(self.db) > before:
                assert "Done:" in panel.text(), panel.text()
                self.turns += 1
                self.note_blind(start)
                return panel
            else:
                panel = await self.move(user, panel, buttons)
        raise AssertionError(f"no move after {TAPS} taps: {panel.text()} {labels(panel)}")

    async def move(self, user: User, panel: Message, buttons: list[dict[str, Any]]) -> Message:
        """One step of a move: a blind reserve when asked, else buy, else take gems, else
        reserve, else pass."""
        if self.blind_first:
            self.blind_first = False
            return await self.reserve_blind(user, panel)
        pay = select_of(panel, "pay")
        if pay is not None:  # a real choice of payment: the first way offered
            return await self.choose(user, panel, pay, pay["options"][0]["value"])
        buy = select_of(panel, "buy")
        if buy is not None:  # the card with the most points, the first of them
            best = max(buy["options"], key=lambda o: points_of(o["label"]))
            return await self.choose(user, panel, buy, best["value"])
        gems = [b for b in buttons if verb(b) == "gem"]
        if gems:
            return await self.take(user, panel, gems)
        reserve = select_of(panel, "reserve")
        if reserve is not None:
            return await self.choose(user, panel, reserve, reserve["options"][0]["value"])
        stuck = [b for b in buttons if verb(b) == "pass"]
        assert stuck, f"nothing to do on {panel.text()} {labels(panel)}"
        return await self.tap(user, panel, stuck[0])

    def shortfall(self, panel: Message) -> list[int]:
        """What the most promising card in sight (face up, or reserved) still needs, per gem:
        read from the panel (tokens, bonuses, reserve options and reserves)."""
        tokens = counts(embed_field(panel, "Your tokens"))
        bonuses = counts(embed_field(panel, "Your bonuses"))
        cards: list[tuple[int, list[int]]] = []
        reserve = select_of(panel, "reserve")
        for o in reserve["options"] if reserve else []:
            if o["value"].startswith("card:"):
                cards.append((points_of(o["label"]), counts(o.get("description", ""))))
        for line in embed_field(panel, "Reserved").splitlines():
            if " · " in line:
                cost = next(p for p in line.split(" · ")[1:] if COUNT.search(p))
                cards.append((points_of(line), counts(cost)))
        best: tuple[float, list[int]] | None = None
        for pts, cost in cards:
            need = [max(0, cost[c] - bonuses[c] - tokens[c]) for c in range(len(GEMS))]
            score = sum(need) - tokens[GOLD] - 1.5 * pts
            if best is None or score < best[0]:
                best = (score, need)
        return best[1] if best else [0] * len(GEMS)

    async def take(self, user: User, panel: Message, gems: list[dict[str, Any]]) -> Message:
        """Tap gems until the take plays: the colours the target lacks most first; two of one
        (its second tap reads "×2: take two") when it is the only colour lacking."""
        before = moves_logged(self.db)
        need = self.shortfall(panel)
        order = sorted((arg(b) for b in gems), key=lambda g: -need[g])
        wanted = [g for g in order if need[g] > 0]
        if len(wanted) == 1 and need[wanted[0]] >= 2:
            panel = await self.tap(user, panel, gem_button(panel, wanted[0]))
            again = gem_button(panel, wanted[0])
            if again["label"] == f"{gem_label(wanted[0], 'en')} ×2: take two":
                return await self.tap(user, panel, again)
        for gem in order:
            if moves_logged(self.db) > before:
                break
            button = gem_button(panel, gem)
            if button.get("disabled") or button["label"].startswith("✓"):  # picked already
                continue
            panel = await self.tap(user, panel, button)
        return panel

    async def reserve_blind(self, user: User, panel: Message) -> Message:
        reserve = select_of(panel, "reserve")
        assert reserve is not None and "deck:1" in [o["value"] for o in reserve["options"]]
        top = state(self.db)["decks"][0][0]  # the card about to be reserved, unseen
        first = len(self.fake.requests)
        panel = await self.choose(user, panel, reserve, "deck:1")
        seat = self.seat_of(user)
        reserved = state(self.db)["players"][seat]["reserved"]
        assert reserved == [{"card": top, "blind": True}], reserved
        self.blind = Blind(seat, user, top, first)
        mine = embed_field(panel, "Reserved")
        assert f"{WORDS[top]} · secret" in mine, mine  # the reserver sees it
        return panel

    def note_blind(self, start: int) -> None:
        """Close the blind reserve's secret window once its card has left the reserve, or
        once the game is over (every reserve is then shown, S-V3)."""
        b = self.blind
        if b is None or b.last is not None:
            return
        now = state(self.db)
        if now["over"] or all(r["card"] != b.card for r in now["players"][b.seat]["reserved"]):
            b.last = start  # bought this turn: from then on it lies face up in front of them

    async def play_until(self, done: Callable[[], bool], limit: int = 400) -> None:
        while status(self.db) == "running" and not done():
            assert moves_logged(self.db) < limit, "the game did not end"
            self.check_table()
            user = self.mover()
            assert user is not None, "a bot seat plays at once, it never waits"
            await self.turn(user)

    def check_table(self) -> None:
        """The table in play against the stored state: whose turn, each seat's points and
        tokens, the last round once someone reached the target."""
        s = splendor.RULES.load(state(self.db))
        view = splendor.view_for(s, None)
        embed = current_table(self.fake, self.channel).embeds[0]
        seats = [f["value"] for f in embed["fields"] if f["name"].startswith("Seat ")]
        assert len(seats) == len(view["players"])
        for value, p in zip(seats, view["players"], strict=True):
            pts = p["points"]
            assert f"**{pts} point{'s' if pts != 1 else ''}**" in value, (value, p)
            assert f"({sum(p['tokens'])}/{s.ruleset.token_limit})" in value, (value, p)
        mover = db_row(self.db, "SELECT user_id FROM seats WHERE seat = ?", view["current"])[0]
        if mover > 0:
            assert f"▶ <@{mover}> to play." in embed["description"], embed["description"]
        reached = max(p["points"] for p in view["players"]) >= s.ruleset.target
        assert ("this is the last round" in embed["description"]) == reached

    async def play_out(self) -> None:
        await self.play_until(lambda: False)
        self.check_decks()

    # --- the end ------------------------------------------------------------------------

    def check_blind(self) -> None:
        """While secret, the blind card (id or words) reached no public payload and no other
        member's panel; its reserver's own panels did show it."""
        b = self.blind
        assert b is not None
        window = self.fake.requests[b.first : b.last]
        own = 0
        for r in window:
            text = request_text(r)
            if not text:
                continue
            if viewer(self.fake, r) == b.user.id:
                own += shows_card(text, b.card)
            else:
                assert not shows_card(text, b.card), f"the blind {b.card} leaked in {r!r}: {text}"
        assert own > 0, "the reserver's panel never showed the reserved card"

    def check_final(self) -> None:
        """The final table against the stored state: scores, places, winners, no buttons to
        play with; the stored scores and ranks agree."""
        fake, db = self.fake, self.db
        assert status(db) == "finished"
        messages = fake.channel_messages(self.channel)
        assert all("Show my hand" not in labels(m) for m in messages)
        s = splendor.RULES.load(state(db))
        assert s.over
        view = splendor.view_for(s, None)
        points = [p["points"] for p in view["players"]]
        cards = [len(p["cards"]) for p in view["players"]]
        key = [(p, -c) for p, c in zip(points, cards, strict=True)]
        ranks = [1 + sum(k > mine for k in key) for mine in key]
        winners = [seat for seat, r in enumerate(ranks) if r == 1]
        stored = rows(db, "SELECT seat, user_id, score, rank FROM seats ORDER BY seat")
        assert [(score, rank) for _, _, score, rank in stored] == list(
            zip(points, ranks, strict=True)
        )
        final = messages[-1]
        assert re.match(r"Game #\d+ is over: ", final.content), final.content
        assert "Show my hand" not in labels(final)
        embed = final.embeds[0]
        best = points[winners[0]]
        mentions = [f"<@{uid}>" if uid > 0 else None for _, uid, _, _ in stored]
        if len(winners) == 1:
            assert f"won with {best} points." in embed["description"], embed["description"]
        else:
            assert f"share the win with {best} points." in embed["description"]
        for w in winners:
            if mentions[w] is not None:
                assert str(mentions[w]) in embed["description"].split("\n")[0]
        fields = {f["name"]: f["value"] for f in embed["fields"] if f["name"].startswith("Seat ")}
        assert len(fields) == len(points)
        places = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
        for seat, (pts, rank) in enumerate(zip(points, ranks, strict=True)):
            name = f"Seat {seat + 1} · {places[rank]}" + (" · 🏆" if rank == 1 else "")
            assert name in fields, (name, list(fields))
            value = fields[name]
            assert f"· **{pts} point{'s' if pts != 1 else ''}**" in value, value
            assert f"{cards[seat]} card" in value, value
            if mentions[seat] is not None:
                assert value.startswith(str(mentions[seat])), value

    def check_payloads(self) -> None:
        """Every payload was valid, no panel words reached a public payload, no custom_id
        names a card."""
        assert self.fake.rejected == [], self.fake.rejected
        assert all(r.problems == [] for r in self.fake.requests)
        for path, body in public_bodies(self.fake):
            text = json.dumps(body, ensure_ascii=False)
            for marker in PANEL_MARKERS:
                assert marker not in text, f"{path} shows a panel: {marker!r}"
        assert assert_no_leaks(self.fake) > self.turns  # every table was checked
        for r in self.fake.requests:
            for c in re.findall(r'"custom_id": "([^"]*)"', request_text(r)):
                assert not CARD_ID.search(c), c


async def start(world: World, players: list[User], bots: int = 0) -> None:
    """Open a lobby for the players (and bots), join, start: by the slash command and clicks."""
    fake = world.fake
    seats = len(players) + bots
    lobby = ok(await fake.slash(players[0], world.channel, "splendor new", seats=seats)).message
    assert lobby is not None and "Splendor" in lobby.text()
    for _ in range(bots):
        added = ok(await fake.slash(players[0], world.channel, "splendor addbot"))
        assert "bot took a seat" in added.text(), added.text()
    for p in players[1:]:
        ok(await fake.click(p, lobby, label="Join"))
    ok(await fake.click(players[0], lobby, label="Start"))
    assert "The game has started" in fake.message(lobby.id).text()


async def test_a_whole_two_player_game_with_a_blind_reserve_and_a_restart_mid_take(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob], blind_first=True)
    async with start_bot(db):
        await start(world, g.players)
        await g.play_until(lambda: moves_logged(db) >= 2)
        assert g.blind is not None and actions(db)[0][1] == {"type": "reserve", "level": 1}
        other = next(u for u in g.players if u is not g.blind.user)
        theirs = await g.open_panel(other)  # the other seat's panel: a count, no card
        assert embed_field(theirs, "Reserved · 0/3") == "none"
        table = current_table(fake, world.channel).text()
        assert "1 reserved" in table
        # Later, a take half made (one gem picked) when the bot stops.
        await g.play_until(lambda: moves_logged(db) >= 16)
        while True:
            user = g.mover()
            assert user is not None
            panel = await g.open_panel(user)
            if "tap 3 gems of different colours" in panel.text():
                break
            await g.turn(user, panel)
        before = moves_logged(db)
        first = next(arg(b) for b in panel.buttons() if verb(b) == "gem" and not b.get("disabled"))
        panel = await g.tap(user, panel, gem_button(panel, first))
        label = gem_label(first, "en")
        assert f"Taking {label}: tap 2 more gems" in panel.text(), panel.text()
        picked = gem_button(panel, first)
        assert picked["style"] == 3, picked  # picked: its second tap takes two, or drops it
        assert picked["label"] in (f"{label} ×2: take two", f"✓ {label} (tap to drop)")
        draft = json.loads(db_row(db, "SELECT data_json FROM drafts")[0])
        assert draft == {"take": [first]}
        assert moves_logged(db) == before
    async with start_bot(db):  # restarted: the pick is still there, and two more taps play
        fresh = await g.open_panel(user)
        assert f"Taking {label}: tap 2 more gems" in fresh.text(), fresh.text()
        assert gem_button(fresh, first)["label"] == picked["label"]
        others = [
            arg(b)
            for b in fresh.buttons()
            if verb(b) == "gem" and not b.get("disabled") and arg(b) != first
        ]
        # The panel drawn before the restart still answers (its buttons are persistent).
        panel = await g.tap(user, panel, gem_button(panel, others[0]))
        assert moves_logged(db) == before
        last = gem_button(panel, others[1])
        assert last["label"] == f"{gem_label(others[1], 'en')}: take", last
        panel = await g.tap(user, panel, last)
        seat, action, _ = actions(db)[before]
        assert seat == g.seat_of(user)
        assert action == {"type": "take", "gems": [GEMS[i] for i in sorted((first, *others[:2]))]}
        await g.turn(user, panel, before=before)  # any returns the take asks for
        await g.play_out()
    g.check_final()
    g.check_blind()
    g.check_payloads()


async def test_a_whole_three_player_game_with_a_bot_and_a_timeout(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, db, clock = world.fake, tmp_path / "hoard.db", FakeClock()
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db, clock=clock) as bot:
        await pictures_off(world)  # the 2-player game draws them
        await start(world, g.players, bots=1)
        assert bot.scheduler is not None
        assert db_row(db, "SELECT COUNT(*) FROM seats WHERE bot IS NOT NULL")[0] == 1
        await g.play_until(lambda: moves_logged(db) >= 8)
        late = g.mover()
        assert late is not None
        logged, seat = moves_logged(db), g.seat_of(late)
        expected = splendor.action_to_json(
            splendor.auto_action(splendor.RULES.load(state(db)), seat)
        )
        g.check_decks()
        clock.advance(hours=24, seconds=1)  # the turn's clock runs out
        await bot.scheduler.tick()
        await fake.settle()
        timed = actions(db)[logged:]
        assert timed[0] == (seat, expected, "timeout"), timed  # tokens, if any may be taken
        # the whole turn is played: a take over the limit is returned at once, for them
        assert all(s == seat and r == "timeout" for s, _, r in timed if s == seat), timed
        assert g.mover() is not late and state(db)["step"] == "play"
        timeouts = db_row(db, "SELECT timeouts FROM seats WHERE user_id = ?", late.id)[0]
        assert timeouts == 1
        await g.play_out()
        reasons = [reason for _, _, reason in actions(db)]
        assert 1 <= reasons.count("timeout") <= 2 and set(reasons) == {None, "bot", "timeout"}
        bot_seat = db_row(db, "SELECT seat FROM seats WHERE bot IS NOT NULL")[0]
        assert {seat for seat, _, reason in actions(db) if reason == "bot"} == {bot_seat}
    g.check_final()
    g.check_payloads()


async def pictures_off(world: World) -> None:
    """Turn the server's pictures off (the text fallback), as its admin."""
    admin = world.fake.add_user("admin")
    world.fake.add_member(world.guild, admin, permissions=MANAGE_GUILD | (1 << 10) | (1 << 11))
    ok(await world.fake.slash(admin, world.channel, "hoard-config pictures", on=False))


async def test_a_whole_four_player_game_on_a_server_without_pictures(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    """The text fallback: with pictures off, the table and the panels say it all in words."""
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob, world.carol, world.dave])
    async with start_bot(db):
        await pictures_off(world)
        await start(world, g.players)
        assert len(state(db)["nobles"]) == 5 and state(db)["bank"] == [7, 7, 7, 7, 7, 5]
        await g.play_out()
    g.check_final()
    g.check_payloads()
    sent = [m for m in fake.messages.values() if m.channel_id == world.channel.id]
    assert sent and all(m.attachments == [] for m in sent)
    assert all("image" not in e for m in sent for e in m.embeds)


async def test_a_forged_select_value_is_refused_in_the_readers_words(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    """A value no panel offers (another script's digit, a superscript, 5,000 digits) is refused
    in the reader's language: never played, never the apology, nothing logged as an error."""
    fake, db = world.fake, tmp_path / "hoard.db"
    fake.settle_quiet = QUIET
    g = Game(world, db, [world.host, world.bob])
    async with start_bot(db):
        await start(world, g.players)
        user = g.mover()
        assert user is not None
        panel = await g.open_panel(user)
        reserve = select_of(panel, "reserve")
        assert reserve is not None and "deck:3" in [o["value"] for o in reserve["options"]]
        before = moves_logged(db)
        expected = voice("it")("splendor-panel-unreadable")
        for value in ("deck:٣", "deck:²", "deck:" + "9" * 5000):
            rec = await fake.send_raw_component(
                user, panel, reserve["custom_id"], 3, values=[value], locale="it"
            )
            assert rec.errors == [] and rec.acknowledged and rec.ephemeral, rec
            assert expected in rec.text() and "Sorry" not in rec.text(), rec.text()
        assert moves_logged(db) == before
        assert state(db)["players"][g.seat_of(user)]["reserved"] == []
