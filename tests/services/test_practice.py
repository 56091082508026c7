"""Practice games in the service: opened and started at once against bots, unrated, one member
and channel at a time when played without a thread; the hint: a legal move of the strongest
bot from the seat's view, refused outside a practice game; its words never show what a
hidden card changes (``cogs.hints.hint_text``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from bot.engine import Event
from bot.games import SPECS
from bot.services import GameService, errors
from bot.services.practice import home_channel, in_channel, is_practice, practice_choice
from bot.storage import Status
from cogs.hints import hint_text

GUILD, CHANNEL = 10, 20
HOST, BOB = 1, 2


def test_the_defaults_and_a_bad_choice_in_one_sentence() -> None:
    for spec in SPECS.values():
        bots, level = practice_choice(spec, None, None)
        assert bots == max(spec.min_seats - 1, 1) and level == spec.default_bot_level
    spec = SPECS["village"]
    for bad in (0, spec.max_seats, True, "2"):
        with pytest.raises(errors.BadRequest) as refused:
            practice_choice(spec, bad, None)
        high = spec.max_seats - 1
        assert refused.value.text("en") == f"A practice game of this game takes 1 to {high} bots."
    with pytest.raises(errors.BadRequest) as refused:
        practice_choice(spec, 1, "godlike")
    assert refused.value.text("en") == "Bots come in easy, normal, hard."


async def test_a_practice_game_starts_at_once_against_bots(service: GameService) -> None:
    game = await service.open_practice(
        kind="village",
        guild_id=GUILD,
        channel_id=CHANNEL,
        user_id=HOST,
        bots=2,
        level="hard",
        language="it",
    )
    assert game.status is Status.RUNNING and is_practice(game) and not in_channel(game)
    assert [s.bot for s in game.seats if s.user_id != HOST] == ["hard", "hard"]
    assert game.language == "it"
    assert game.turn_seconds == (await service.settings(GUILD)).turn_max
    hint = await service.hint(game.id, HOST, (await service.game(game.id)).version)
    state = await service.state(await service.game(game.id))
    rules = service.rules_for("village")
    assert hint.action in rules.legal_actions(state, hint.seat)
    assert hint.view == rules.view_for(state, hint.seat)
    assert hint.level == "hard"
    with pytest.raises(errors.StaleBoard):
        await service.hint(game.id, HOST, 0)
    with pytest.raises(errors.NotAPlayer):
        await service.hint(game.id, BOB, (await service.game(game.id)).version)


async def test_no_hint_outside_a_practice_game(service: GameService) -> None:
    game = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST, seats=3
    )
    await service.join(game.id, BOB)
    await service.add_bot(game.id, HOST, "hard")
    game = await service.start(game.id, HOST)
    for user in (HOST, BOB):
        with pytest.raises(errors.BadRequest) as refused:
            await service.hint(game.id, user, game.version)
        assert refused.value.text("en") == "Hints are only for practice games against bots."
    assert (await service.game(game.id)).version == game.version


async def test_without_a_thread_it_takes_no_channel_one_per_member(service: GameService) -> None:
    public = await service.open_lobby(
        kind="village", guild_id=GUILD, channel_id=CHANNEL, host_id=BOB
    )
    kwargs: dict[str, Any] = {
        "kind": "goofspiel",
        "guild_id": GUILD,
        "channel_id": CHANNEL,
        "user_id": HOST,
        "bots": None,
        "level": None,
        "language": "en",
    }
    game = await service.open_practice(**kwargs, stand_in=777)
    assert in_channel(game) and home_channel(game) == CHANNEL and game.channel_id == -777
    assert (await service.game_in_channel(CHANNEL)) == public  # the channel's game is Bob's
    assert await service.practice_here(GUILD, CHANNEL, HOST, "goofspiel") == game
    assert await service.practice_here(GUILD, CHANNEL, BOB) is None
    with pytest.raises(errors.BadRequest) as refused:
        await service.open_practice(**kwargs, stand_in=778)
    assert refused.value.text("en").startswith("You already have a practice game here (#2)")


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    card: str = ""


class Words:
    """An adapter's words: the mover reads the card drawn, the public only that one was."""

    def done(self, game: Any, events: Sequence[Event], seat: int, locale: str) -> str:
        return "; ".join(f"you drew {e.card}" if isinstance(e, Drawn) else e.kind for e in events)

    def summary(self, game: Any, events: Sequence[Event], language: str | None = None) -> str:
        return "; ".join("drew a card" if isinstance(e, Drawn) else e.kind for e in events)


def test_hint_words_never_show_what_a_hidden_card_changes() -> None:
    from bot.services.practice import Hint
    from bot.ui.adapter import SeatSight

    def hint(*deals: tuple[Event, ...]) -> str:
        made = Hint(None, 0, None, {}, deals, "hard")  # type: ignore[arg-type]
        sight = SeatSight(None, 0, {}, (), (0,))  # type: ignore[arg-type]
        return hint_text(Words(), made, sight)  # type: ignore[arg-type]

    same = (Event(0), Drawn(0, "gold"))
    assert hint(same, same, same) == "The hard bot would play: event. you drew gold."
    other = (Event(0), Drawn(0, "silk"))
    for deals in ((same, other), (same, same, other), (other, same, same)):
        said = hint(*deals)
        assert said == "The hard bot would play: event. drew a card.", deals
    shorter = (Event(0),)  # the move went on otherwise in one deal: its rest is not said
    assert hint(same, shorter) == "The hard bot would play: event."
