"""The English words of ``village``'s events and previews: articles, numbers, plurals, no rule
ids, one minus.

Random games through the rules object (``RULES``); every event's words for the public and for
each seat, the "Done: …" sentence of each move, and the preview of every legal action (the adapter's
renderers, ``bot.games.village.adapter.events`` and ``previews``) are checked against the
English grammar of cards and counts (``bot.games.village.text``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from bot.engine import Event
from bot.games import village
from bot.games.village.adapter.events import done, player, say
from bot.games.village.adapter.previews import preview
from bot.games.village.events import GameEnded, HandMerged, VillageEvent
from bot.games.village.ruleset import Ruleset, ruleset_from_json
from bot.games.village.text import (
    article,
    count_words,
    number,
)

NUMBER_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
RULE_ID = re.compile(r"R-[A-Z]+\d+")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


def custom_ruleset() -> Ruleset:
    """The standard ruleset with treasures the catalogue does not know (their own ids), named
    to test the grammar: vowels, a plural-looking name ("Sheep" for one and many), and negative
    values on the Dragon's Favor. The last keeps the standard "scrolls": the catalogue names it.
    """
    doc: dict[str, Any] = village.default_ruleset().to_json()
    doc["name"] = "words"
    renames = [
        ("orb", "Orb", "Orbs"),
        ("sheep", "Sheep", "Sheep"),
        ("umbrella", "Umbrella", "Umbrellas"),
        ("key", "Iron Key", "Iron Keys"),
        ("bow", "Elven Bow", "Elven Bows"),
        ("scrolls", "Magic Scrolls", "Magic Scrolls"),
    ]
    for t, (card, name, plural) in zip(doc["treasures"], renames, strict=True):
        t["id"], t["name"], t["plural"] = card, name, plural
    doc["track_values"] = [-2, -1, 0, 1, 2, 3]
    return ruleset_from_json(doc)


def problems(text: str, rs: Ruleset, people: Sequence[str] = ()) -> list[str]:
    """Every way ``text`` breaks the grammar of ``bot.games.village.text``."""
    found = []
    pairs = [*zip(rs.names, rs.plurals, strict=True), ("card", "cards"), ("space", "spaces")]
    if RULE_ID.search(text):
        found.append("a rule id")
    if re.search(r"-\d", text):
        found.append("a hyphen as a minus")
    if re.search(r"−(?!\d)", text):
        found.append("a minus before no number")
    for m in re.finditer(r"(?<![\w'])(a|an) (\S+)", text):
        word = m.group(2)
        if word[:1].isdigit() or word.lower() in NUMBER_WORDS:
            found.append(f"an article before a number: {m.group(0)!r}")
        elif m.group(1) != article(word):
            found.append(f"the wrong article: {m.group(0)!r}")
    for name, plural in pairs:
        p = re.escape(plural)
        if name != plural and re.search(rf"(?<![\w'])an? {p}(?!\w)", text):
            found.append(f"an article before a plural: {plural!r}")
        if name == plural and re.search(rf"(?<![\w'])an? {p}(?! card\b)", text):
            found.append(f"an article before a plural-looking name: {plural!r}")
        if re.search(rf"(?<![\d.−])1 {p}(?!\w)", text) and name != plural:
            found.append(f"1 with a plural: {plural!r}")
        if name == plural and re.search(rf"(?<![\d.−])1 {p}(?!\w)", text):
            found.append(f"1 with a plural-looking name: {plural!r}")
        if name != plural:
            for m in re.finditer(rf"(−?\d+) {re.escape(name)}(?!\w)", text):
                if m.group(1) != "1":
                    found.append(f"a number with a singular: {m.group(0)!r}")
    starts = (*rs.names, *rs.plurals, *people, "Player ")
    for m in re.finditer(r"(?:, and |, | and )([A-Z])", text):
        rest = text[m.start(1) :]
        if not rest.startswith(starts):
            found.append(f"a capital mid-sentence: {text[m.start() : m.start() + 30]!r}")
    return found


Played = tuple[village.State, village.State, list[Event]]


def games(rs: Ruleset | None, seeds: range) -> Iterator[Played]:
    """Play random games; yield each state before a move, after it, and the move's events."""
    for seed in seeds:
        rng = random.Random(seed)
        players = 2 + seed % 4
        s = village.new_game(players, seed, ruleset=rs)
        while not s.over:
            before = s
            s, events = village.apply(s, rng.choice(village.legal_actions(s)))
            yield before, s, events


@pytest.mark.parametrize("custom", [False, True], ids=["standard", "custom names"])
def test_every_text_of_random_games_keeps_the_grammar(custom: bool) -> None:
    rs = custom_ruleset() if custom else village.default_ruleset()
    bad: set[str] = set()
    kinds: set[str] = set()
    for before, after, events in games(rs if custom else None, range(8)):  # 2-5 players twice
        seats = len(after.hands)
        names = NAMES[:seats]
        if before.current % 6 == 0:  # every action's description, on a sample of positions
            for action in village.legal_actions(before):
                text = preview(village.view_for(before, before.current), action, "en")
                bad |= {f"{p}: {text}" for p in problems(text, rs)}
        merged = [e for e in events if isinstance(e, HandMerged)]
        assert len({e.seat for e in merged}) == len(merged)  # one line per player
        for m in merged:
            assert m.seat is not None and say(m, None, "en", names).startswith(names[m.seat])
        for viewer in (None, *range(seats)):
            for e in events:
                assert isinstance(e, VillageEvent)
                kinds.add(e.kind)
                for text in (say(e, viewer, "en"), say(e, viewer, "en", names)):
                    bad |= {f"{p}: {text}" for p in problems(text, rs, names)}
            text = done(events, viewer, "en", names)
            bad |= {f"{p}: {text}" for p in problems(text, rs, names)}
    assert sorted(bad)[:10] == []
    assert {"bribed", "market_refilled", "market_visited", "cursed", "card_drawn"} <= kinds
    assert {"game_ended", "hand_merged"} <= kinds


def test_the_checks_catch_the_faults_players_saw() -> None:
    rs = village.default_ruleset()
    for text in (
        "Bribe a Magic Scrolls",
        "Drew a Magic Scrolls",
        "Pay 1 cards",
        "1 cards × 2",
        "Paid 2 card",
        "Bribed 3 Phoenix Feather",
        "Bribed a Enchanted Sword",
        "Drew an Wild",
        "Bribed a 2 Wilds",
        "The game is over (R-B5)",
        "Bribed a Wild and Refilled the market",
        "worth -2",
    ):
        assert problems(text, rs), text
    for text in (
        "Bribe a Magic Scrolls card and 2 Wilds",
        "Drew an Enchanted Sword",
        "Paid 1 card, 2 Magic Scrolls and a Barbarian's Axe",
        "worth −2",
        "Ann added a Wild and Bob added 2 Wilds",
    ):
        assert problems(text, rs, ["Ann", "Bob"]) == [], text


def test_the_grammar_of_cards_and_numbers() -> None:
    assert count_words(1, "Wild", "Wilds") == "a Wild"
    assert count_words(1, "Enchanted Sword", "Enchanted Swords") == "an Enchanted Sword"
    assert count_words(2, "Phoenix Feather", "Phoenix Feathers") == "2 Phoenix Feathers"
    assert count_words(1, "Magic Scrolls", "Magic Scrolls") == "a Magic Scrolls card"
    assert count_words(3, "Magic Scrolls", "Magic Scrolls") == "3 Magic Scrolls"
    assert number(-2) == "−2" and number(0) == "0" and number(3) == "3"
    assert article("Orb") == "an" and article("umbrella") == "an" and article("Wild") == "a"


def test_the_end_of_game_merges_name_each_player_and_no_rule() -> None:
    rs = village.default_ruleset()
    ended = GameEnded(None, rs, "R-B5")
    assert say(ended, None, "en") == "The game is over: the deck ran out during the market refill"
    merged = HandMerged(1, rs, (0, 2, 0, 1, 0, 0))
    assert say(merged, None, "en") == (
        "Player 2 added 2 Phoenix Feathers and a Magic Scrolls card from hand to their bribes"
    )
    assert say(merged, 0, "en", ["Ann", "Bob"]).startswith("Bob added 2 Phoenix Feathers")
    assert [player("en", s) for s in range(3)] == ["Player 1", "Player 2", "Player 3"]
    said = done([ended, merged, HandMerged(0, rs, (1, 0, 0, 0, 0, 0))], 0, "en", ["Ann", "Bob"])
    assert said == (
        "The game is over: the deck ran out during the market refill, then "
        "Bob added 2 Phoenix Feathers and a Magic Scrolls card from hand to their bribes "
        "and Ann added a Barbarian's Axe from hand to their bribes"
    )


def test_a_move_says_one_sentence_with_no_capital_inside() -> None:
    rs = village.default_ruleset()
    seen = False
    for _, _, events in games(None, range(6)):
        if len(events) < 2 or isinstance(events[-1], HandMerged):
            continue
        said = done(events, events[0].seat, "en")
        first, *rest = (say(e, events[0].seat, "en") for e in events)
        assert said.startswith(first)
        for text in rest:
            assert text[0].isupper() and (text[0].lower() + text[1:]) in said
        assert problems(said, rs) == []
        seen = True
    assert seen
