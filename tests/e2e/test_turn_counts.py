"""Whole games through the fake Discord, counted: messages in the channel, taps, REST calls.

For 2 to 5 players, each turn the player to move picks a move the way a player would (a kind of
move at random among those they may make, then one such move: ``choose``), and taps the fewest
way there from the turn's table: the way is found by trying the game's adapter on the position
(its ``table_controls``, then its panel's buttons and selects, breadth first), then tapped for
real through the fake, by the custom_ids the adapter's controls become. Counted per move: the
taps (from the turn's table to the move applied), the REST calls besides interaction responses,
the new public messages and the public messages alive; every panel's selects have two options
or more; no picture is uploaded twice (a panel's unchanged picture is kept). The fake validates
every payload; the leak check reads every public message at the end.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import statistics
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.client import HoardBot
from bot.games import village
from bot.games.village import Action, Bribe, Draw, Market
from bot.games.village.adapter import ADAPTER
from bot.services import errors
from bot.services.records import GameRecord
from bot.ui import ids
from bot.ui.adapter import Button, SeatSight, Select, Step
from tests.e2e.conftest import StartBot, World, assert_no_leaks
from tests.e2e.test_play import ok
from tests.fakediscord.state import Message, User

Tap = tuple[str, str, Any]
"""("click", verb, arg) or ("pick", field, values)."""


def kind_of(action: Action) -> str:
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Bribe):
        return "bribe"
    assert isinstance(action, Market)
    return {0: "free stall", 1: "market cost 1"}.get(action.stall, "market cost 2+")


def choose(rng: random.Random, moves: list[Action]) -> Action:
    """Pick one of ``moves`` (all of one kind) as a player would: a bribe's treasure at random,
    then, three times in four, all of that treasure in hand without Wilds (the most common
    bribe, which the panel proposes), else any bribe of it; any other move at random."""
    if not isinstance(moves[0], Bribe):
        return rng.choice(moves)
    treasure = rng.choice(sorted({b.treasure for b in moves if isinstance(b, Bribe)}))
    of = [b for b in moves if isinstance(b, Bribe) and b.treasure == treasure]
    plain = [b for b in of if b.wilds == 0]
    if plain and rng.random() < 0.75:
        return max(plain, key=lambda b: b.treasures)
    return rng.choice(of)


def choices(select: Select) -> Iterator[list[str]]:
    """Every distinct choice of a select (a payment is a multiset: one pick per multiset)."""
    seen: set[tuple[str, ...]] = set()
    for combo in itertools.combinations([o.value for o in select.options], select.count):
        key = tuple(sorted(v.partition(":")[0] for v in combo))
        if key not in seen:
            seen.add(key)
            yield list(combo)


def plan(game: GameRecord, state: Any, target: Action) -> list[Tap]:
    """Return the fewest taps from the table's buttons to ``target`` (breadth first)."""
    seat = state.current
    legal = tuple(village.legal_actions(state))
    view = village.view_for(state, seat)

    def sight(draft: dict[str, Any]) -> SeatSight:
        return SeatSight(game, seat, view, legal, (seat,), draft)

    def step(draft: dict[str, Any], tap: Tap) -> Step | None:
        try:
            if tap[0] == "click":
                return ADAPTER.click(sight(draft), tap[1], tap[2])
            return ADAPTER.pick(sight(draft), tap[1], tap[2])
        except errors.BadRequest:
            return None

    table = ADAPTER.table_controls(game, village.view_for(state, None))
    frontier: list[tuple[dict[str, Any], list[Tap]]] = []
    for button in table:
        tap: Tap = ("click", button.verb, button.arg)
        done = step({}, tap)
        if done is not None and done.action == target:
            return [tap]
        if done is not None and done.draft is not None:
            frontier.append((done.draft, [tap]))
    seen = {json.dumps(d, sort_keys=True) for d, _ in frontier}
    while frontier:
        later = []
        for draft, path in frontier:
            for control in ADAPTER.panel(sight(draft), None).controls:
                if isinstance(control, Button):
                    if control.disabled or control.verb in ("back", "refresh"):
                        continue
                    taps: list[Tap] = [("click", control.verb, control.arg)]
                else:
                    taps = [("pick", control.field, values) for values in choices(control)]
                for tap in taps:
                    done = step(draft, tap)
                    if done is None:
                        continue
                    if done.action == target:
                        return [*path, tap]
                    key = json.dumps(done.draft, sort_keys=True)
                    if done.draft is not None and key not in seen:
                        seen.add(key)
                        later.append((done.draft, [*path, tap]))
        frontier = later
    raise AssertionError(f"no taps reach {target} from the table")


def custom_id(game: GameRecord, tap: Tap) -> str:
    if tap[0] == "click":
        return ids.hand(tap[1], game.id, game.version, tap[2])
    return ids.pick(tap[1], game.id, game.version)


class Counts:
    def __init__(self) -> None:
        self.taps: dict[str, list[int]] = defaultdict(list)
        self.rest: list[int] = []
        self.new_public: list[int] = []
        self.alive: list[int] = []
        self.selects = 0


def public(world: World, *, deleted: bool = False) -> list[Message]:
    messages = world.fake.channel_messages(world.channel, include_deleted=deleted)
    return [m for m in messages if not m.ephemeral]


async def one_move(
    world: World, bot: HoardBot, users: dict[int, User], rng: random.Random, counts: Counts
) -> bool:
    """Play the next move of the channel's game; return False once it is over."""
    fake = world.fake
    game = await bot.service.game(1)
    if game.status.value != "running":
        return False
    state = await bot.service.state(game)
    legal = village.legal_actions(state)
    kinds = sorted({kind_of(a) for a in legal})
    kind = rng.choice(kinds)
    target = choose(rng, [a for a in legal if kind_of(a) == kind])
    taps = plan(game, state, target)
    mover = users[game.seats[state.current].user_id]
    (table,) = [m for m in public(world) if m.buttons()]
    requests, posted = len(fake.requests), len(public(world, deleted=True))
    panel: Message | None = None
    for n, tap in enumerate(taps):
        where = table if panel is None else fake.message(panel.id)
        if tap[0] == "click":
            rec = ok(await fake.click(mover, where, custom_id=custom_id(game, tap)))
        else:
            rec = ok(await fake.select(mover, where, tap[2], custom_id=custom_id(game, tap)))
        if panel is None and n < len(taps) - 1:
            assert rec.ephemeral and rec.message is not None
            panel = rec.message
        if panel is not None:
            for select in fake.message(panel.id).selects():
                counts.selects += 1
                assert len(select["options"]) >= 2, select
    await fake.settle()
    after = await bot.service.game(1)
    assert after.version == game.version + 1, f"{taps} did not play {target}"
    (last,) = await bot.service.recent_actions(1, 1)
    assert json.loads(last.action_json) == village.action_to_json(target)
    counts.taps[kind].append(len(taps))
    counts.rest.append(
        sum(
            1
            for r in fake.requests[requests:]
            if not r.path.startswith(("/interactions/", "/webhooks/"))
        )
    )
    counts.new_public.append(len(public(world, deleted=True)) - posted)
    alive = public(world)
    assert sum(1 for m in alive if m.buttons()) <= 1  # one table with live buttons
    counts.alive.append(len(alive))
    return True


@pytest.mark.parametrize("players", [2, 4, 5])  # the ends and a middle; pictures in 2 and 4
async def test_a_whole_game_counted_turn_by_turn(
    world: World, start_bot: StartBot, tmp_path: Path, players: int
) -> None:
    fake = world.fake
    fake.settle_quiet = 0.01  # the fake also waits for the bot's own interaction tasks
    people = [world.host, world.bob, world.carol, world.dave, world.mod][:players]
    users = {u.id: u for u in people}
    rng = random.Random(players)
    counts = Counts()
    async with start_bot(tmp_path / "hoard.db") as bot:
        if players % 2:  # the counts do not depend on pictures: draw them in every other game
            await bot.service.update_settings(
                world.guild.id, {"images": False}, can_manage_guild=True
            )
        lobby = ok(await fake.slash(people[0], world.channel, "village new")).message
        assert lobby is not None
        for p in people[1:]:
            ok(await fake.click(p, lobby, label="Join"))
        ok(await fake.click(people[0], lobby, label="Start"))
        assert len(public(world)) == 1  # the lobby made way for the table
        moves = 0
        while await one_move(world, bot, users, rng, counts):
            moves += 1
            assert moves < 300
    final = public(world)
    # the final scores, and nothing else but "Play again"
    assert len(final) == 1 and [b["label"] for b in final[0].buttons()] == ["Play again"]
    assert max(counts.alive) <= 1  # a table, and no transient message is needed
    assert max(counts.new_public) <= 1
    assert max(counts.rest) <= 2
    medians = {kind: statistics.median(taps) for kind, taps in counts.taps.items()}
    limits = {"draw": 1, "free stall": 1, "bribe": 3, "market cost 1": 3, "market cost 2+": 4}
    for kind, median in medians.items():
        assert median <= limits[kind], (kind, counts.taps[kind])
    assert {"draw", "bribe"} <= set(medians)
    assert assert_no_leaks(fake) > 0
    pictures = [
        (name, hashlib.sha256(data).hexdigest())
        for r in fake.requests
        for _, name, data in r.files
        if name.endswith(".png")
    ]
    assert len(pictures) == len(set(pictures))  # no picture uploaded twice
    assert bool(pictures) == (players % 2 == 0)
