"""Splendor's events and rules card in words (``adapter/events.py``, ``adapter/rules.py``).

Every event kind is said in English, Italian and Spanish, to its mover ("Took …", "Hai preso
…", "Tomaste …") and to the channel ("Ha preso …", "Tomó …"), with no placeholder or key left
and no catalogue error logged. A blind reserve's card is named to its owner only. Random games
say every event to every viewer in every language. The rules card keeps to Discord's limits
and says the ruleset's own numbers.

The small words of ``splendor.ftl`` (cards, points, gem names) are the lead's, still English
only in Italian and Spanish: so the expected texts build their cards with ``card_text`` in the
same language, and the catalogue's warnings about those keys alone are let through.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest

from bot import resources
from bot.engine import Event
from bot.games import splendor as sp
from bot.games.splendor.adapter import events as words
from bot.games.splendor.adapter.rules import rules_embed
from bot.games.splendor.adapter.words import card_cost_text, card_text, noble_text
from bot.games.splendor.events import (
    CardBought,
    CardReserved,
    GameEnded,
    LastRound,
    MustChooseNoble,
    MustReturn,
    NobleVisited,
    Passed,
    SpaceRefilled,
    TokensReturned,
    TokensTaken,
)
from bot.i18n import LANGUAGES, voice
from bot.i18n.catalogue import LOCALES_DIR
from tests.i18n.speech import foreign_words

RS = sp.RULES.standard()
NAMES = ["@Ann", "@Bob", "@Cy", "@Di"]
KEY = re.compile(r"\bsplendor-[a-z]")
SMALL_WORDS = frozenset(
    re.findall(r"^([a-z][a-z-]*) =", (LOCALES_DIR / "en" / "splendor.ftl").read_text(), re.M)
)
"""The keys of ``splendor.ftl``, whose Italian and Spanish the lead is still writing."""
RED2, GREEN2 = "L2-R-1", "L2-G-1"
NOBLE = "N01"


def tokens(**counts: int) -> tuple[int, ...]:
    return tuple(counts.get(c, 0) for c in ("white", "blue", "green", "red", "black", "gold"))


def clean(text: str) -> str:
    assert text and "{" not in text and "}" not in text and not KEY.search(text), text
    return text


def catalogue_errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    """What the catalogue logged, but the fallback to English of a key of ``splendor.ftl``."""
    said = [r.getMessage() for r in caplog.records if r.name == "bot.i18n.catalogue"]
    left = re.compile(r"catalogue: (?:it|es) has no ([a-z-]+); English is used")
    return [m for m in said if not ((hit := left.fullmatch(m)) and hit[1] in SMALL_WORDS)]


def card(cid: str, language: str) -> str:
    return card_text(RS.card[cid], language)


EVERY_KIND: list[Event] = [
    TokensTaken(0, tokens(white=1, blue=1, green=1)),
    TokensTaken(0, tokens(red=2)),
    CardReserved(0, RED2, 2, False, 1),
    CardReserved(0, RED2, 2, False, 0),
    CardReserved(0, RED2, 2, True, 1),
    CardReserved(0, RED2, 2, True, 0),
    CardBought(0, RED2, False, tokens(white=3, gold=1)),
    CardBought(0, RED2, False, tokens()),
    CardBought(0, RED2, True, tokens(green=2)),
    CardBought(0, RED2, True, tokens()),
    SpaceRefilled(None, 2, 1, GREEN2),
    SpaceRefilled(None, 1, 3, None),
    MustReturn(0, 1),
    MustReturn(0, 3),
    TokensReturned(0, tokens(blue=1, gold=1)),
    MustChooseNoble(0, ("N01", "N02")),
    NobleVisited(0, NOBLE),
    Passed(0),
    LastRound(0, 15),
    GameEnded(None, (16, 12), (0,)),
    GameEnded(None, (16, 16, 9), (1,)),
    GameEnded(None, (15, 15), (0, 1)),
    GameEnded(None, (15, 15, 15), (0, 2)),
]


# --------------------------------------------------------------------------------------------
# Each event kind


def test_every_event_kind_says_itself_to_everyone_in_every_language(
    caplog: pytest.LogCaptureFixture,
) -> None:
    kinds = set()
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for event in EVERY_KIND:
            kinds.add(event.kind)
            for language in LANGUAGES:
                seen = {clean(words.say(event, viewer, language, NAMES)) for viewer in (0, 1)}
                seen.add(clean(words.say(event, None, language, NAMES)))
                if language != "en":
                    for text in seen:
                        assert foreign_words(text, language) == [], text
    assert catalogue_errors(caplog) == []
    assert len(kinds) == 11


def test_the_mover_reads_the_second_person_and_the_channel_the_third() -> None:
    took = TokensTaken(0, tokens(white=1, blue=1, green=1))
    assert words.say(took, 0, "en") == words.say(took, None, "en") == "Took ⚪1 🔵1 🟩1"
    assert words.say(took, 0, "it") == "Hai preso ⚪1 🔵1 🟩1"
    assert words.say(took, 1, "it") == "Ha preso ⚪1 🔵1 🟩1"
    assert words.say(took, 0, "es") == "Tomaste ⚪1 🔵1 🟩1"
    assert words.say(took, None, "es") == "Tomó ⚪1 🔵1 🟩1"
    back = TokensReturned(0, tokens(blue=1, gold=1))
    assert words.say(back, 0, "it") == "Hai restituito 🔵1 ⭐1"
    assert words.say(back, None, "es") == "Devolvió 🔵1 ⭐1"
    over = MustReturn(0, 2)
    assert words.say(over, 0, "en") == "You hold 2 tokens over the limit: return them"
    assert words.say(over, None, "en") == "Holds 2 tokens over the limit and returns them next"
    assert words.say(MustReturn(0, 1), 0, "it") == "Hai 1 gettone oltre il limite: restituiscilo"
    assert words.say(over, None, "es") == (
        "Tiene 2 fichas por encima del límite y ahora las devuelve"
    )
    assert words.say(Passed(0), 0, "es") == "Pasaste: no tenías ninguna jugada posible"
    assert words.say(Passed(0), None, "it") == "Ha passato: nessuna mossa era possibile"


def test_reserves_and_buys_name_their_cards_and_what_was_paid() -> None:
    for lang in LANGUAGES:
        assert card(RED2, lang) in words.say(CardReserved(0, RED2, 2, False, 1), None, lang)
    assert words.say(CardReserved(0, RED2, 2, False, 1), 0, "en") == (
        f"Reserved {card(RED2, 'en')} and took ⭐1"
    )
    assert words.say(CardReserved(0, RED2, 2, False, 0), None, "it") == (
        f"Ha riservato {card(RED2, 'it')} (l'oro è finito)"
    )
    assert words.say(CardReserved(0, RED2, 2, True, 1), 0, "en") == (
        f"Reserved {card(RED2, 'en')} (blind) and took ⭐1"
    )
    assert words.say(CardReserved(0, RED2, 2, True, 1), 0, "es") == (
        f"Reservaste a ciegas {card(RED2, 'es')} y tomaste ⭐1"
    )
    bought = CardBought(0, RED2, False, tokens(white=3, gold=1))
    assert words.say(bought, 0, "en") == f"Bought {card(RED2, 'en')}, paid ⚪3 ⭐1"
    assert words.say(bought, 0, "it") == f"Hai comprato {card(RED2, 'it')} e hai pagato ⚪3 ⭐1"
    assert words.say(bought, None, "es") == f"Compró {card(RED2, 'es')} y pagó ⚪3 ⭐1"
    kept = CardBought(0, RED2, True, tokens(green=2))
    assert words.say(kept, None, "en") == f"Bought {card(RED2, 'en')} from their reserve, paid 🟩2"
    assert words.say(kept, 0, "it") == (
        f"Hai comprato {card(RED2, 'it')} dalle tue carte riservate e hai pagato 🟩2"
    )
    free = CardBought(0, RED2, False, tokens())
    assert words.say(free, 0, "es") == (
        f"Compraste {card(RED2, 'es')} gratis, gracias a tus bonificaciones"
    )


def test_a_refill_joins_the_sentence_of_its_buy_or_reserve() -> None:
    bought = CardBought(0, RED2, False, tokens(white=3, gold=1))
    move = [bought, SpaceRefilled(None, 2, 0, GREEN2), NobleVisited(0, NOBLE)]
    noble = noble_text(RS.noble[NOBLE], "en")
    assert words.done(move, 0, "en", NAMES) == (
        f"Bought {card(RED2, 'en')}, paid ⚪3 ⭐1; new face-up card: {card(GREEN2, 'en')}. "
        f"The noble {noble} visited you"
    )
    noble_it = noble_text(RS.noble[NOBLE], "it")
    assert words.summary(move, "it", NAMES) == (
        f"Ha comprato {card(RED2, 'it')} e ha pagato ⚪3 ⭐1; nuova carta scoperta: "
        f"{card(GREEN2, 'it')}. Ha ricevuto la visita del nobile {noble_it}."
    )
    empty = [CardReserved(1, RED2, 2, False, 1), SpaceRefilled(None, 2, 0, None)]
    assert words.summary(empty, "es", NAMES) == (
        f"Reservó {card(RED2, 'es')} y tomó ⭐1; el espacio de nivel 2 queda vacío."
    )
    assert words.done(empty[1:], 0, "en") == "The level 2 space stays empty"


def test_nobles_the_last_round_and_the_end_name_their_players() -> None:
    choose = MustChooseNoble(0, ("N01", "N02"))
    a, b = (noble_text(RS.noble[n], "en") for n in ("N01", "N02"))
    assert words.say(choose, 0, "en") == f"Choose the noble who visits you: {a} or {b}"
    last = LastRound(1, 15)
    assert words.say(last, 1, "en", NAMES) == (
        "You reached 15 points: the round is completed, then the game ends"
    )
    assert words.summary([last], "en", NAMES) == (
        "@Bob reached 15 points: the round is completed, then the game ends."
    )
    assert words.say(last, None, "it").startswith("Giocatore 2 ha raggiunto ")
    assert words.say(last, 0, "es").startswith("Jugador 2 alcanzó ")
    won = GameEnded(None, (16, 12), (0,))
    assert words.say(won, None, "en", NAMES) == "The game is over: @Ann wins with 16 points"
    on_cards = words.say(GameEnded(None, (16, 16, 9), (1,)), None, "it", NAMES)
    assert on_cards.startswith("La partita è finita: vince @Bob con ")
    assert on_cards.endswith(", a pari punti ma con meno carte sviluppo")
    shared = words.say(GameEnded(None, (15, 15), (0, 1)), None, "es", NAMES)
    assert shared.startswith("La partida ha terminado: @Ann y @Bob comparten la victoria con ")


# --------------------------------------------------------------------------------------------
# A blind reserve's secret (S-R4)


def test_a_blind_reserve_names_its_card_to_its_owner_only() -> None:
    for c in RS.cards:
        move = [CardReserved(1, c.id, c.level, True, 1), MustReturn(1, 1)]
        for language in LANGUAGES:
            secret = {c.id, card_text(c, language), card_cost_text(c, language)}
            owner = words.done(move, 1, language, NAMES)
            assert card_text(c, language) in owner and c.id not in owner
            others = [words.done(move, v, language, NAMES) for v in (None, 0, 2)]
            for text in [*others, words.summary(move, language, NAMES)]:
                assert not any(s in text for s in secret), text


# --------------------------------------------------------------------------------------------
# Random games


def moves(seeds: range) -> Iterator[tuple[int, int, list[Event]]]:
    """(players, mover, events) of every move of random games."""
    for seed in seeds:
        rng = random.Random(seed)
        players = 2 + seed % 3
        s = sp.RULES.new_game(players, seed)
        while not s.over:
            seat = sp.active_seats(s)[0]
            s, events = sp.apply(s, seat, rng.choice(sp.legal_actions(s, seat)))
            yield players, seat, events


def test_random_games_say_every_event_to_every_viewer_in_every_language(
    caplog: pytest.LogCaptureFixture,
) -> None:
    kinds: set[str] = set()
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for players, mover, events in moves(range(3)):
            names = NAMES[:players]
            blind = [e for e in events if isinstance(e, CardReserved) and e.blind]
            kinds.update(e.kind for e in events)
            for language in LANGUAGES:
                for e in events:
                    clean(words.say(e, mover, language, names))
                for viewer in (None, *range(players)):
                    text = clean(words.done(events, viewer, language, names))
                    for e in blind:
                        shown = card_text(RS.card[e.card], language) in text
                        assert shown == (viewer == mover) and e.card not in text
                clean(words.summary(events, language, names))
    assert catalogue_errors(caplog) == []
    assert {"tokens_taken", "card_reserved", "card_bought", "space_refilled"} <= kinds
    assert {"must_return", "tokens_returned", "game_ended"} <= kinds


# --------------------------------------------------------------------------------------------
# The rules card


def all_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


def within_limits(embed: discord.Embed) -> str:
    assert len(embed) <= 6000 and len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096 and len(embed.fields) <= 25
    for f in embed.fields:
        assert f.name and f.value and len(f.name) <= 256 and len(f.value) <= 1024
    assert embed.colour == discord.Colour(0x0E7490)
    return clean(all_text(embed))


def standard() -> dict[str, Any]:
    return dict(resources.ruleset_json("splendor", "standard"))


def test_the_rules_card_in_every_language_says_the_rulesets_numbers(
    caplog: pytest.LogCaptureFixture,
) -> None:
    other = standard() | {
        "target": 21,
        "token_limit": 12,
        "reserve_limit": 1,
        "take_two_min": 6,
        "gems_by_players": {"2": 3, "3": 5, "4": 8},
        "gold": 4,
        "face_up": 3,
        "extra_nobles": 2,
        "take_fewer": False,
        "gold_anytime": False,
        "first_player": "first_seat",
    }
    with caplog.at_level(logging.WARNING, logger="bot.i18n.catalogue"):
        for language in LANGUAGES:
            text = within_limits(rules_embed(standard(), language))
            assert "**15**" in text and "21" not in text
            assert all(n in text for n in ("10", "3", "4", "7", "⚪", "⭐"))
            changed = within_limits(rules_embed(other, language))
            assert "**21**" in changed and "21 " in changed.split("\n", 2)[2]
            assert "15" not in changed
            assert all(n in changed for n in ("12", "6", "8"))
            say = voice(language)
            assert say("splendor-rules-take-fewer") in text
            assert say("splendor-rules-take-fewer") not in changed  # take_fewer: false
            assert say("splendor-rules-buy", anytime="no") in changed  # gold_anytime: false
            none = within_limits(rules_embed(standard() | {"reserve_limit": 0}, language))
            assert none != text
            assert within_limits(rules_embed(standard() | {"extra_nobles": 0}, language)) != text
            if language != "en":
                assert foreign_words(text + changed, language) == []
    assert catalogue_errors(caplog) == []
