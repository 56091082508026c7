"""Goofspiel's events in Italian and Spanish, and every event of random games in every
language, to every viewer, with no catalogue key left in the words and no catalogue error
logged."""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator

import pytest

from bot.engine import Event
from bot.games import goofspiel
from bot.games.goofspiel.adapter import events as goof_words
from bot.games.goofspiel.events import BidPlaced, RoundRevealed
from bot.games.goofspiel.events import GameEnded as GoofEnded
from bot.i18n import LANGUAGES

KEY = re.compile(r"\b(?:goofspiel|summary)-[a-z]")
NAMES = ["<@1>", "<@2>", "<@3>", "<@4>", "<@5>"]


def no_key(text: str) -> None:
    assert text and not KEY.search(text), text


def test_goofspiel_events_in_italian_and_spanish() -> None:
    bid = BidPlaced(0, 6)
    assert goof_words.say(bid, 0, "it") == "Hai puntato 6"
    assert goof_words.say(bid, 1, "it") == "Ha fatto la sua puntata"
    assert goof_words.say(bid, 0, "es") == "Apostaste 6"
    assert goof_words.say(bid, None, "es") == "Hizo su apuesta"
    won = RoundRevealed(None, 1, 5, (6, 2), 0)
    assert goof_words.say(won, None, "it", ["Ann", "Bob"]) == (
        "Premio 5: Ann ha puntato 6, Bob ha puntato 2 — Ann vince 5"
    )
    tied = RoundRevealed(None, 1, 8, (6, 6, 1), None)
    assert goof_words.say(tied, None, "es", ["Ann", "Bob", "Cy"]) == (
        "Premio 8: Ann apostó 6, Bob apostó 6, Cy apostó 1 — Ann y Bob empatan, nadie gana el 8"
    )
    assert goof_words.say(GoofEnded(None, (1, 0), (0,)), None, "it", ["Ann", "Bob"]) == (
        "La partita è finita: vince Ann con 1 punto"
    )
    assert goof_words.say(GoofEnded(None, (4, 4), (0, 1)), None, "es") == (
        "La partida ha terminado: Jugador 1 y Jugador 2 comparten la victoria con 4 puntos"
    )


def goofspiel_moves(seeds: range) -> Iterator[tuple[int, list[Event]]]:
    for seed in seeds:
        rng = random.Random(seed)
        s = goofspiel.new_game(2 + seed % 3, seed)
        while goofspiel.active_seats(s):
            seat = rng.choice(goofspiel.active_seats(s))
            s, events = goofspiel.apply(s, seat, rng.choice(goofspiel.legal_actions(s, seat)))
            yield len(s.ids), events


def test_every_event_of_random_games_says_itself_in_every_language(
    caplog: pytest.LogCaptureFixture,
) -> None:
    kinds: set[str] = set()
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for seats, events in goofspiel_moves(range(6)):
            for language in LANGUAGES:
                for viewer in (None, *range(seats)):
                    no_key(goof_words.done(events, viewer, language, NAMES[:seats]))
                    for e in events:
                        kinds.add(e.kind)
                        no_key(goof_words.say(e, viewer, language))
    assert [r.getMessage() for r in caplog.records] == []
    assert {"game_ended", "bid_placed", "round_revealed", "prize_revealed"} <= kinds
