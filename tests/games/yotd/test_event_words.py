"""``yotd``'s events in words (``adapter/events.py``): every event kind in English, Italian
and Spanish, to its mover and to the channel, with no placeholder or key left and no catalogue
error logged; a played card is named to its owner only; random games say every event to every
viewer in every language."""

from __future__ import annotations

import logging
import random
import re

import pytest

from bot.engine import Event
from bot.games.yotd import RULES
from bot.games.yotd.adapter import events as words
from bot.games.yotd.adapter.words import tile_name
from bot.games.yotd.events import (
    ActionTaken,
    AllReleased,
    BuildStopped,
    Decayed,
    Drafted,
    EventResolved,
    FinalScored,
    FloorBuilt,
    Forced,
    GameEnded,
    MonthBegan,
    MonthScored,
    NobodyToRelease,
    PersonReleased,
    Recruited,
    Refilled,
)
from tests.games.yotd.test_panel import current

NAMES = ["Ann", "Bo", "Cy"]
LANGUAGES = ("en", "it", "es")
LEFTOVER = re.compile(r"[{}]|yotd-|\$")

EVERY: list[Event] = [
    Forced(seat=1),
    Drafted(seat=0, persons=("tax_collector", "scholar"), palaces=(0, 1), steps=7),
    MonthBegan(seat=None, month=3, event="drought", groups=(("taxes", "build"),)),
    ActionTaken(seat=0, card="taxes", group=0, fee=3, gain=8),
    ActionTaken(seat=0, card="build", group=1, fee=0, gain=3),
    ActionTaken(seat=0, card="privilege", group=1, fee=0, gain=1, size="large", cost=6),
    Refilled(seat=2, before=1, after=3),
    FloorBuilt(seat=0, palace=2, new=True, left=1),
    BuildStopped(seat=0, returned=2),
    Recruited(seat=0, card="wild", tile="monk-old", palace=1, replaced=None, steps=2),
    Recruited(seat=0, card="farmer", tile="farmer-young", palace=0, replaced="healer-old", steps=4),
    Recruited(seat=0, card="scholar", tile="scholar-young", palace=None, replaced=None, steps=0),
    Recruited(seat=0, card="monk", tile=None, palace=None, replaced=None, steps=0),
    EventResolved(
        seat=None,
        month=7,
        event="drought",
        paid=(3, 0, 1),
        points=(0, 0, 0),
        symbols=(0, 0, 0),
        owed=(0, 2, 1),
    ),
    EventResolved(
        seat=None,
        month=5,
        event="dragon_festival",
        paid=(2, 1, 0),
        points=(6, 3, 0),
        symbols=(0, 0, 0),
        owed=(0, 0, 0),
    ),
    EventResolved(
        seat=None,
        month=1,
        event="peace",
        paid=(0, 0, 0),
        points=(0, 0, 0),
        symbols=(0, 0, 0),
        owed=(0, 0, 0),
    ),
    PersonReleased(seat=1, palace=0, tile="warrior-old"),
    AllReleased(seat=2, owed=3, tiles=("monk-young", "farmer-old")),
    NobodyToRelease(seat=2, owed=2),
    Decayed(seat=None, floors=(0, 1, 2), removed=((), (), (3,))),
    MonthScored(
        seat=None, month=4, palaces=(2, 3, 1), ladies=(1, 0, 0), dragons=(0, 2, 0), points=(3, 5, 1)
    ),
    FinalScored(
        seat=None, persons=(14, 10, 6), monks=(8, 0, 2), money=(3, 1, 0), points=(25, 11, 8)
    ),
    GameEnded(seat=None, scores=(60, 55, 40), winners=(0,)),
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_is_said_to_its_mover_and_to_the_channel(
    language: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        for event in EVERY:
            for viewer in (0, None):
                text = words.done([event], viewer, language, NAMES)
                assert text and not LEFTOVER.search(text), (event, text)
    assert caplog.records == []


def test_the_english_words() -> None:
    def say(event: Event, viewer: int | None = None) -> str:
        return words.done([event], viewer, "en", NAMES)

    assert say(EVERY[3]) == "Took 💴 Taxes: +8 💴 (paid 3 💴 to join a taken group)"
    assert say(EVERY[5]) == "Bought a large privilege 🐉🐉 for 6 💴"
    assert say(EVERY[6]) == "Took no action: yuan topped up from 1 💴 to 3 💴"
    assert say(EVERY[7]) == "Founded palace 3 (1 floor left)"
    assert (
        say(EVERY[13])
        == "🏜️ Drought: Ann: paid 3 🍚; Bo: owes 2 releases; Cy: paid 1 🍚, owes a release"
    )
    assert (
        say(EVERY[14], 1)
        == "🏮 Dragon Festival: Ann: returned 2 🎆, +6 ⭐; you: returned 1 🎆, +3 ⭐"
    )
    assert say(EVERY[15]) == "🕊️ Peace: nothing happens"
    assert (
        say(EVERY[19]) == "Empty palaces decay: Bo lost a floor; Cy lost 2 floors (a palace fell)"
    )
    assert say(EVERY[22]) == "🏆 Ann won with 60 points"


def test_a_played_card_is_named_to_its_owner_only() -> None:
    wild = EVERY[9]
    mine = words.done([wild], 0, "en", NAMES)
    theirs = words.done([wild], 1, "en", NAMES)
    log = words.summary([wild], "en", NAMES)
    assert mine.endswith("· 🃏 Wild card") and tile_name("monk-old", "en") in mine
    for text in (theirs, log):
        assert tile_name("monk-old", "en") in text and "Wild" not in text and "🃏" not in text
    dead = EVERY[12]
    assert "Monk" in words.done([dead], 0, "en", NAMES)
    assert "Monk" not in words.summary([dead], "en", NAMES)


def test_a_replacement_and_a_newcomer_released_say_so() -> None:
    assert (
        words.summary([EVERY[10]], "en", NAMES)
        == "🌾 Young Farmer replaced 🩺 Old Healer in palace 1: +4 👣."
    )
    assert "released it at once" in words.summary([EVERY[11]], "en", NAMES)


@pytest.mark.parametrize("players", [2, 5])
def test_random_games_say_every_event_to_every_viewer(players: int) -> None:
    rng = random.Random(players)
    s = RULES.new_game(players, players)
    kinds: set[str] = set()
    while not s.over:
        seat = current(s)
        s, events = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        kinds |= {e.kind for e in events}
        for language in LANGUAGES:
            for viewer in (seat, None):
                text = words.done(events, viewer, language, [*NAMES, "Di", "Ed"])
                assert not LEFTOVER.search(text), text
            assert words.summary(events, language)
    assert {"month_began", "action_taken", "recruited", "event_resolved", "game_ended"} <= kinds


@pytest.mark.parametrize(
    ("language", "mine", "theirs"),
    [("it", "Hai preso 💴 Tasse", "Ha preso 💴 Tasse"), ("es", "Tomaste 💴", "Tomó 💴")],
)
def test_the_mover_reads_you_and_the_channel_reads_they(
    language: str, mine: str, theirs: str
) -> None:
    taxes = EVERY[3]
    assert words.done([taxes], 0, language, NAMES).startswith(mine)
    assert words.summary([taxes], language, NAMES).startswith(theirs)
