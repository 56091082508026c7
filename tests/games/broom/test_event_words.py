"""``broom``'s events in words (``adapter/events.py``): each event kind is said in every
language, to its mover as "you" and to the channel by name; a pick and a secret choice are said
only as made (B-V5), the More or Less? counts and the fists when the rules reveal them."""

from __future__ import annotations

import random

import pytest

from bot.engine import Event
from bot.games.broom import RULES, apply, legal_actions
from bot.games.broom.adapter import events
from bot.games.broom.adapter.words import role_name
from bot.games.broom.events import Acted, EventResolved, PickClosed, Picked, Played
from bot.games.broom.state import Do, Pick

NAMES = ["Ann", "Bo", "Cy"]


def whole_game(seed: int, players: int = 3) -> list[tuple[int, list[Event]]]:
    rng = random.Random(seed)
    s = RULES.new_game(players, seed)
    out = []
    while not s.over:
        seat = rng.choice(RULES.active_seats(s))
        s, evs = apply(s, seat, rng.choice(legal_actions(s, seat)))
        out.append((seat, evs))
    return out


@pytest.mark.parametrize("language", ["en", "it", "es"])
def test_every_event_of_a_game_is_said_in_every_language(language: str) -> None:
    kinds: set[str] = set()
    for seat, evs in whole_game(4):
        for e in evs:
            kinds.add(e.kind)
            said = events.sentences([e], seat, language, NAMES)
            assert said and all(s.strip() for s in said), e
            assert "{" not in said[0] and "}" not in said[0], said
    assert {"picked", "pick_closed", "played", "acted", "turn_ended", "game_ended"} <= kinds


def test_a_pick_names_no_role() -> None:
    s = RULES.new_game(3, 2)
    roles = ("gatherer_orange", "witch_forest", "druid_peak", "weather_fairy")
    _, evs = apply(s, 0, Pick(roles))
    for language in ("en", "it", "es"):
        for viewer in (0, 1, None):
            text = events.done(evs, viewer, language, NAMES)
            assert text
            for role in roles:
                assert role_name(role, language) not in text
    assert events.done(evs, 0, "en", NAMES) == "You picked your roles"
    assert events.summary(evs, "en", NAMES) == "Ann picked their roles."


def test_plays_and_actions_say_stance_role_and_what_was_done() -> None:
    played = Played(1, "witch_forest", "cowardly", True, True, 3)
    acted = Acted(1, "witch_forest", "cowardly", Do(move=(0, "f1")), False)
    text = events.done([played, acted], None, "en", NAMES)
    assert text == (
        "Bo led the Forest witch, cowardly (bewitched: −3⭐). "
        "Bo performed the Forest witch (cowardly): moved pawn ♟️1 to 🌲 Owlshade Wood"
    )
    assert events.done([played], 1, "it", NAMES).startswith("Hai iniziato con Strega del bosco")
    assert events.done([played], 1, "es", NAMES).startswith("Empezaste con Bruja del bosque")


def test_more_or_less_counts_and_fists_are_said_when_revealed() -> None:
    closed = PickClosed(None, (1, 4, 5), (6, 0, -3))
    assert events.done([closed], None, "en", NAMES) == (
        "The picks are revealed: Ann: 1 +6⭐; Bo: 4 +0⭐; Cy: 5 -3⭐"
    )
    fists = EventResolved(None, "upper_hand", (5, 0, 0), ((2, 0, 1, 0), (0, 0, 0, 0), (1, 0, 0, 0)))
    said = events.done([fists], None, "en", NAMES)
    assert said.startswith("The Upper Hand: Ann +5⭐ 🟠2 🟣1")


def test_the_mover_reads_you_the_channel_reads_names() -> None:
    e = Picked(2)
    assert events.done([e], 2, "en", NAMES) == "You picked your roles"
    assert events.done([e], 0, "en", NAMES) == "Cy picked their roles"


def test_the_adapter_says_a_move_with_the_games_own_bundle() -> None:
    import json
    from dataclasses import replace

    from bot.games.broom.adapter import ADAPTER
    from tests.games.broom.test_panel import record

    game = replace(record(3), ruleset_json=json.dumps(RULES.standard().to_json()))
    acted = Acted(0, "druid_valley", "brave", Do(deliver=(0, "t01")), False)
    assert ADAPTER.done(game, [acted], 0, "en") == (
        "You performed the Valley druid (brave): delivered to 🗼t01 🟣 round · 2⭐ +1🪄"
    )
    assert ADAPTER.summary(game, [acted], "es") == (
        "<@100> realizó Druida del valle (valiente): entregó en 🗼t01 🟣 redonda · 2⭐ +1🪄."
    )
