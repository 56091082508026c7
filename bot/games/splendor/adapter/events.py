"""``splendor``'s events in words: for one viewer, in one language, from the catalogue
(``data/locales/<language>/splendor-events.ftl``).

The rules report events as data (``bot.games.splendor.events``); this module says them. The
words follow who reads them (``$person``): the mover reads "Done: …" of their own move ("you":
"Took ⚪1 🔵1 🟩1"), the channel's log reads it after the mover's name ("they": "@Ann: Took
…"). A blind reserve's card is named to its owner only (S-R4): everyone else, the channel
included, reads its level ("Reserved a level 2 card blind"). A face-up space refilled after a
buy or a reserve is folded into that sentence ("…; new face-up card: 🟩 level 2 · 1 point").

The events name cards and nobles by id; their bonus, points and needs are read from the
standard ruleset's data (a card id it lacks is said by the level and bonus its id spells).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.engine import Event
from bot.games.splendor import RULES
from bot.games.splendor.adapter.words import card_text, noble_text, points_text, tokens_text
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
from bot.games.splendor.ruleset import COLOURS, GOLD, LETTERS, Card
from bot.i18n import catalogue, listing

CARD_ID = re.compile(r"L([1-9])-([WUGRK])-\d+")
"""A card id (``L2-R-4``): its level and its bonus's letter."""


def player(locale: str, seat: int) -> str:
    """A seat with no name to show: "Player 2"."""
    return catalogue().text(locale, "splendor-events-player", number=str(seat + 1))


def card_words(card_id: str, locale: str) -> str:
    """A card by id: "❤️ level 2 · 1 point" (``card_text``); a card the standard data lacks
    is its level and bonus ("❤️ level 2"), an id of no known shape is itself."""
    card = RULES.standard().card.get(card_id)
    if card is None:
        shape = CARD_ID.fullmatch(card_id)
        if shape is None:
            return card_id
        bonus = LETTERS.index(shape.group(2))
        card = Card(card_id, int(shape.group(1)), bonus, 0, (0,) * len(LETTERS))
    return card_text(card, locale)


def noble_words(noble_id: str, locale: str) -> str:
    """A noble by id: "👑 3 points · ⚪3 🔵3 🟩3" (``noble_text``); one the standard data
    lacks is its id."""
    noble = RULES.standard().noble.get(noble_id)
    return noble_id if noble is None else noble_text(noble, locale)


def gold_taken(count: int, locale: str) -> str:
    """The gold a reserve took, as tokens ("⭐1")."""
    return tokens_text(tuple(count if c == GOLD else 0 for c in range(len(COLOURS))), locale)


def refill(event: SpaceRefilled, locale: str) -> str:
    """A refilled space as a clause: "new face-up card: …" or "the level 1 space stays
    empty"."""
    text = catalogue().text
    if event.card is None:
        return text(locale, "splendor-events-space-empty", level=str(event.level))
    return text(locale, "splendor-events-refilled", card=card_words(event.card, locale))


def capitalised(text: str) -> str:
    """The words with their first letter raised (a clause said as a sentence)."""
    return text[:1].upper() + text[1:]


def say(event: Event, viewer: int | None, locale: str, names: Sequence[str] | None = None) -> str:
    """Say ``event`` to ``viewer`` (a seat, None: the channel) in ``locale``, naming seat
    ``s`` ``names[s]`` (default: "Player 1", "Player 2", …)."""
    text = catalogue().text
    person = "you" if viewer is not None and viewer == event.seat else "they"

    def name(seat: int) -> str:
        return names[seat] if names is not None and seat < len(names) else player(locale, seat)

    if isinstance(event, TokensTaken):
        return text(
            locale, "splendor-events-took", person=person, tokens=tokens_text(event.tokens, locale)
        )
    if isinstance(event, CardReserved):
        gold = {"count": event.gold, "gold": gold_taken(event.gold, locale)}
        if not event.blind:
            card = card_words(event.card, locale)
            return text(locale, "splendor-events-reserved", person=person, card=card, **gold)
        if person == "you":  # S-R4: its owner only
            card = card_words(event.card, locale)
            return text(locale, "splendor-events-reserved-blind", card=card, **gold)
        return text(locale, "splendor-events-reserved-hidden", level=str(event.level), **gold)
    if isinstance(event, CardBought):
        key = "splendor-events-bought-reserved" if event.reserved else "splendor-events-bought"
        return text(
            locale,
            key,
            person=person,
            card=card_words(event.card, locale),
            price="paid" if any(event.paid) else "free",
            paid=tokens_text(event.paid, locale),
        )
    if isinstance(event, SpaceRefilled):
        return capitalised(refill(event, locale))
    if isinstance(event, MustReturn):
        return text(locale, "splendor-events-must-return", person=person, count=event.count)
    if isinstance(event, TokensReturned):
        tokens = tokens_text(event.tokens, locale)
        return text(locale, "splendor-events-returned", person=person, tokens=tokens)
    if isinstance(event, MustChooseNoble):
        nobles = listing([noble_words(n, locale) for n in event.nobles], style="or")
        return text(locale, "splendor-events-must-choose-noble", person=person, nobles=nobles)
    if isinstance(event, NobleVisited):
        noble = noble_words(event.noble, locale)
        return text(locale, "splendor-events-noble-visited", person=person, noble=noble)
    if isinstance(event, Passed):
        return text(locale, "splendor-events-passed", person=person)
    if isinstance(event, LastRound):
        seat = event.seat if event.seat is not None else 0
        return text(
            locale,
            "splendor-events-last-round",
            person=person,
            name=name(seat),
            points=points_text(event.points, locale),
        )
    if isinstance(event, GameEnded):
        best = event.scores[event.winners[0]]
        behind = any(p == best for s, p in enumerate(event.scores) if s not in event.winners)
        key = "splendor-events-game-won"
        if len(event.winners) > 1:
            key = "splendor-events-game-shared"
        return text(
            locale,
            key,
            winners=listing([name(s) for s in event.winners]),
            points=points_text(best, locale),
            tie="cards" if behind else "none",
        )
    return event.kind  # not a splendor event: never in a splendor game


def sentences(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None
) -> list[str]:
    """Each event's words for ``viewer``; a space refilled after a buy or a reserve joins
    that sentence."""
    out: list[str] = []
    for i, event in enumerate(events):
        before = events[i - 1] if i else None
        if isinstance(event, SpaceRefilled) and isinstance(before, CardBought | CardReserved):
            out[-1] = catalogue().text(
                locale, "splendor-events-and-refill", move=out[-1], refill=refill(event, locale)
            )
            continue
        out.append(say(event, viewer, locale, names))
    return out


def done(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None = None
) -> str:
    """Say a move's events to ``viewer``, one sentence each ("Took ⚪1 🔵1 🟩1. The noble …
    visited you"; the house adds "Done: " and the full stop)."""
    return ". ".join(sentences(events, viewer, locale, names))


def summary(events: Sequence[Event], locale: str, names: Sequence[str] | None = None) -> str:
    """What the channel's log reads of a move, after the mover's name: each event for the
    public, one sentence each ("Took ⚪2. Holds 1 token over the limit and returns it next.")."""
    return " ".join(f"{s}." for s in sentences(events, None, locale, names))
