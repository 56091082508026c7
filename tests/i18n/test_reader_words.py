"""Words a reader meets in Italian and Spanish: a rating is not a score, command names are
spelled as the language writes the word (accents included), a join reads as a welcome, and
a duration is said with the language's own units."""

from __future__ import annotations

import re
import unicodedata

import pytest

from bot.i18n import catalogue
from bot.services.durations import format_duration, said_duration
from tests.i18n.speech import WORD

RATING_KEYS = (
    "stats-rating-both",
    "stats-rating-everywhere",
    "stats-rating-not-yet",
    "stats-footer",
    "hoard-stats-description",
    "hoard-leaderboard-description",
    "help-stats",
    "help-leaderboard",
)
SCORE = {"it": "punteggio", "es": "puntuación"}
RATING = {"it": "valutazione", "es": "valoración"}


@pytest.mark.parametrize("language", ["it", "es"])
@pytest.mark.parametrize("key", RATING_KEYS)
def test_a_rating_is_not_called_a_score(language: str, key: str) -> None:
    text = catalogue().text(language, key, here="1", everywhere="2", games="3", command="/x")
    assert SCORE[language] not in text.lower(), text
    assert RATING[language] in text.lower(), text


def bare(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


@pytest.mark.parametrize("language", ["it", "es"])
def test_command_names_are_spelled_with_their_accents(language: str) -> None:
    """The rule: a name is written as the language writes its words (Discord allows
    lowercase accented letters), so every name part with an accent in the catalogue's prose
    carries it."""
    c = catalogue()
    keys = sorted(c.keys(language))
    prose: dict[str, set[str]] = {}
    for key in keys:
        if key.endswith("-name"):
            continue
        for word in WORD.findall(c.text(language, key)):
            prose.setdefault(bare(word.lower()), set()).add(word.lower())
    wrong = []
    for key in keys:
        if not key.endswith("-name"):
            continue
        for part in re.split(r"[-_]", c.text(language, key)):
            spelled = prose.get(bare(part), set())
            if spelled and part not in spelled:
                wrong.append((key, part, sorted(spelled)))
    assert wrong == []


def test_a_successful_join_does_not_read_as_a_refusal() -> None:
    text = catalogue().text("es", "lobby-joined", game="1")
    assert not text.startswith("Ya estás"), text


@pytest.mark.parametrize(
    ("seconds", "language", "said"),
    [
        (86_400, "en", "1d"),
        (86_400, "it", "1 g"),
        (86_400, "es", "1 d"),
        (86_400 + 12 * 3_600, "it", "1 g 12 h"),
        (45 * 60, "it", "45 min"),
        (45 * 60, "es", "45 min"),
        (30, "it", "30 s"),
        (0, "es", "0 min"),
    ],
)
def test_a_duration_is_said_in_the_readers_units(seconds: int, language: str, said: str) -> None:
    assert said_duration(seconds).render(language) == said
    assert format_duration(seconds) in ("1d", "1d 12h", "45m", "30s", "0m")  # typed notation
