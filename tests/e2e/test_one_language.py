"""One language per reader: a member whose Discord speaks Italian plays whole games through the
fake Discord, by clicks, against bots, on servers that play in Spanish and in English, and not
one English or Spanish word reaches any private answer they get (panels, "Done" and
"Meanwhile", a stale panel's "since then", ``/<game> log``, the stats). A Spanish member on
an Italian server is checked the same way.

The detector (``tests/i18n/speech.py`` ``alien_words``) reads every word a member sees in a
payload (content, embeds, the components' labels, placeholders and options) and flags those
that the other catalogues use and the member's never does (names, numbers, emoji and
mentions left out). Pictures are not read.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import deque
from pathlib import Path
from typing import Any

import pytest

from bot.client import HoardBot
from bot.services import errors
from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.adapter import Button, SeatSight, Select
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_languages import who_reads
from tests.e2e.test_play import ok
from tests.fakediscord.fake import FakeDiscord
from tests.fakediscord.state import Message, User
from tests.i18n.speech import alien_words, seen_text

Tap = tuple[str, str, Any]
"""("click", verb, arg) or ("pick", field, values)."""
NODES = 4000
"""Drafts tried at most to find a move's taps."""


def private_to(fake: FakeDiscord, user: User) -> list[dict[str, Any]]:
    """Every payload the bot sent that ``user`` alone reads."""
    return [json.loads(text) for reader, text in who_reads(fake) if reader is user]


def options(select: Select) -> list[list[str]]:
    values = [o.value for o in select.options]
    return [list(c) for c in itertools.combinations(values, select.count)][:30]


def plan(bot: HoardBot, game: GameRecord, state: Any, seat: int, target: Any) -> list[Tap]:
    """Return the fewest taps on a freshly opened panel that play ``target`` (breadth first,
    the game's adapter tried on the position)."""
    rules = bot.service.rules_for(game.kind)
    adapter = bot.adapters[game.kind]
    legal = tuple(rules.legal_actions(state, seat))
    view = rules.view_for(state, seat)
    active = tuple(rules.active_seats(state))

    def sight(draft: dict[str, Any]) -> SeatSight:
        return SeatSight(game, seat, view, legal, active, draft, "it")

    frontier: deque[tuple[dict[str, Any], list[Tap]]] = deque([({}, [])])
    seen = {"{}"}
    while frontier and len(seen) < NODES:
        draft, path = frontier.popleft()
        for control in adapter.panel(sight(draft), None).controls:
            if isinstance(control, Button):
                if control.disabled or control.verb in ("back", "refresh"):
                    continue
                taps: list[Tap] = [("click", control.verb, control.arg)]
            else:
                taps = [("pick", control.field, values) for values in options(control)]
            for tap in taps:
                try:
                    if tap[0] == "click":
                        step = adapter.click(sight(draft), tap[1], tap[2])
                    else:
                        step = adapter.pick(sight(draft), tap[1], tap[2])
                except errors.BadRequest:
                    continue
                if step.action is not None and step.action == target:
                    return [*path, tap]
                key = json.dumps(step.draft, sort_keys=True)
                if step.draft is not None and key not in seen:
                    seen.add(key)
                    frontier.append((step.draft, [*path, tap]))
    raise AssertionError(f"no taps reach {target}")


async def play_out(bot: HoardBot, world: World, user: User, rng: random.Random) -> Message:
    """Play ``user``'s every move to the game's end by taps on their panel; return one of
    their panels of an earlier turn (stale by then)."""
    fake = world.fake
    old: Message | None = None
    for _ in range(400):
        game = await bot.service.game(1)
        if game.status.value != "running":
            assert old is not None
            return old
        rules = bot.service.rules_for(game.kind)
        state = await bot.service.state(game)
        seat = next(s.seat for s in game.seats if s.user_id == user.id)
        assert seat in rules.active_seats(state), "the bots play at once, they never wait"
        legal = list(rules.legal_actions(state, seat))
        kinds = sorted({type(a).__name__ for a in legal})
        kind = rng.choice(kinds)
        target = rng.choice([a for a in legal if type(a).__name__ == kind])
        taps = plan(bot, game, state, seat, target)
        table = the_table(fake, world)
        opened = ok(await fake.click(user, table, custom_id=ids.table("hand", game.id)))
        panel = opened.message
        assert panel is not None and opened.ephemeral
        for tap in taps:
            where = fake.message(panel.id)
            if tap[0] == "click":
                cid = ids.hand(tap[1], game.id, game.version, tap[2])
                ok(await fake.click(user, where, custom_id=cid))
            else:
                cid = ids.pick(tap[1], game.id, game.version)
                ok(await fake.select(user, where, tap[2], custom_id=cid))
        await fake.settle()
        after = await bot.service.game(1)
        assert after.version > game.version, f"{taps} did not play {target}"
        if old is None and after.version > game.version + 1:
            old = panel  # a panel of this turn: the bots moved on since
    raise AssertionError("the game did not end")


def the_table(fake: FakeDiscord, world: World) -> Message:
    """The game's one table with buttons (in any language)."""
    (table,) = [m for m in fake.channel_messages(world.channel) if not m.ephemeral and m.buttons()]
    return table


async def stale_click(world: World, user: User, panel: Message) -> None:
    """Tap a button of an old panel: told what was played since, in the member's words."""
    message = world.fake.message(panel.id)
    buttons = [b for b in message.buttons() if not b.get("disabled")]
    if buttons:
        ok(await world.fake.click(user, message, custom_id=buttons[0]["custom_id"]))


async def whole_game(
    world: World, bot: HoardBot, kind: str, user: User, server: str | None, seed: int
) -> None:
    """``user`` opens a game of ``kind`` against two bots and plays it to the end by clicks,
    reading the log on the way and at the end, tapping a stale panel and asking for stats."""
    fake = world.fake
    if server is not None:
        await bot.service.update_settings(
            world.guild.id, {"language": server}, can_manage_guild=True
        )
    lobby = ok(await fake.slash(user, world.channel, f"{kind} new", seats=3)).message
    assert lobby is not None
    ok(await fake.slash(user, world.channel, f"{kind} addbot", level="easy"))
    ok(await fake.slash(user, world.channel, f"{kind} addbot"))
    ok(await fake.click(user, lobby, custom_id=ids.lobby("start", 1)))
    ok(await fake.slash(user, world.channel, f"{kind} hand"))
    rng = random.Random(seed)
    old = await play_out(bot, world, user, rng)
    await stale_click(world, user, old)
    log = ok(await fake.slash(user, world.channel, f"{kind} log"))
    assert log.message is not None
    older = [b for b in log.message.buttons() if b["custom_id"].startswith("h1:log:prev")]
    assert older, "a whole game's log has more than one page"
    ok(await fake.click(user, log.message, custom_id=older[0]["custom_id"]))
    ok(await fake.slash(user, world.channel, "hoard stats"))
    ok(await fake.slash(user, world.channel, "hoard leaderboard", game=kind))


async def leaks(
    bot: HoardBot, fake: FakeDiscord, user: User, language: str
) -> list[tuple[list[str], str]]:
    """The private payloads ``user`` got with words only other languages use, and those
    words (the game's seats' names are names, not words)."""
    game = await bot.service.game(1)
    names = [s.name for s in game.seats if s.bot and s.name]
    found = []
    for body in private_to(fake, user):
        text = seen_text(body)
        alien = alien_words(text, language, names)
        if alien:
            found.append((alien, text[:300]))
    return found


@pytest.mark.parametrize(
    ("locale", "reads", "kind", "server", "seed"),
    [
        ("it", "it", "village", "es", 3),  # an Italian member on a Spanish server
        ("it", "it", "splendor", None, 5),  # an Italian member in Splendor on an English one
        ("es-ES", "es", "village", "it", 4),  # a Spanish member on an Italian server
    ],
    ids=["it-village-es", "it-splendor-en", "es-village-it"],
)
async def test_a_member_reads_only_their_language(
    world: World,
    start_bot: StartBot,
    tmp_path: Path,
    locale: str,
    reads: str,
    kind: str,
    server: str | None,
    seed: int,
) -> None:
    world.host.locale = locale
    async with start_bot(tmp_path / "hoard.db") as bot:
        await whole_game(world, bot, kind, world.host, server, seed=seed)
        assert private_to(world.fake, world.host)
        assert await leaks(bot, world.fake, world.host, reads) == []
