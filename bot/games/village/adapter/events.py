"""``village``'s events in words: for one viewer, in one language, from the catalogue
(``data/locales/<language>/village-events.ftl``).

The rules report events as data (``bot.games.village.events``); this module says them. What a
viewer reads never holds what that viewer may not see: a card drawn is named to its drawer
only. The words follow who reads them (``$person``): the mover reads "Done: …" of their own
move ("you"), the channel's log reads it after the mover's name ("they").

Cards are named by the catalogue (``village-<id>``, ``adapter.words``). A custom ruleset's
treasure whose id the catalogue lacks keeps the ruleset's own name and plural in every
language (its words are the ruleset author's, in one language only).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event
from bot.games.village.adapter.words import WILD, card_count
from bot.games.village.events import (
    Bribed,
    CardDrawn,
    Cursed,
    GameEnded,
    HandMerged,
    MarketRefilled,
    MarketVisited,
)
from bot.games.village.ruleset import Ruleset
from bot.games.village.text import number
from bot.i18n import ENGLISH, catalogue, listing

VOWELS = "aeiou"
"""The first letters of a custom card's name that take English "an"."""

GAME_END_CAUSE = {"R-B5": "refill", "R-D2": "draw"}
"""The rule that ended the game -> the ``$why`` of ``village-events-game-over``."""


def known(card_id: str) -> bool:
    """Whether the catalogue names card ``card_id`` (the standard cards and the Wild)."""
    return catalogue().has(ENGLISH, f"village-{card_id}")


def card_id(rs: Ruleset, card: int) -> str:
    """The id of card number ``card`` (the Wild's is ``WILD``)."""
    return WILD if card == rs.wild else rs.ids[card]


def count(rs: Ruleset, locale: str, card: int, n: int) -> str:
    """``n`` cards of card number ``card``: "a Wild", "un'Ascia del Barbaro", "2 Plumas de
    Fénix"; a custom card the catalogue lacks keeps the ruleset's name."""
    cid = card_id(rs, card)
    if known(cid):
        return card_count(locale, cid, n)
    name, plural = rs.names[card], rs.plurals[card]
    return catalogue().text(
        locale,
        "village-events-custom-count",
        count=n,
        name=name,
        plural=plural,
        initial="vowel" if name[:1].lower() in VOWELS else "consonant",
        looks="plural" if name == plural else "singular",
    )


def joined(locale: str, parts: Sequence[str]) -> str:
    """Join phrases as the language does ("a, b and c"); an empty list is "nothing"."""
    if not parts:
        return catalogue().text(locale, "village-events-nothing")
    return listing(parts).render(locale)


def counts(rs: Ruleset, locale: str, by_card: Sequence[int]) -> str:
    """Say a count vector (by card number, the wild last) in words, in card order."""
    return joined(locale, [count(rs, locale, c, n) for c, n in enumerate(by_card) if n])


def pile(rs: Ruleset, locale: str, cards: Sequence[int]) -> str:
    """Say a list of cards in words, grouping equal cards."""
    by_card = [0] * (len(rs.ids) + 1)
    for c in cards:
        by_card[c] += 1
    return counts(rs, locale, by_card)


def token(rs: Ruleset, locale: str, card: int) -> str:
    """A treasure's token as a subject: "the Phoenix Feather token", "il segnalino dell'Ascia
    del Barbaro", "la ficha del Cáliz de Oro"."""
    cid = card_id(rs, card)
    if known(cid):
        return catalogue().text(locale, f"village-events-token-{cid}")
    return catalogue().text(locale, "village-events-token-custom", name=rs.names[card])


def treasure(rs: Ruleset, locale: str, card: int) -> str:
    """A treasure as an object ("cursed …"): "Golden Goblet", "il Calice d'Oro"."""
    cid = card_id(rs, card)
    if known(cid):
        return catalogue().text(locale, f"village-events-treasure-{cid}")
    return rs.names[card]


def token_move(
    rs: Ruleset, locale: str, card: int, old: int, new: int, *, up: bool, future: bool = False
) -> str:
    """Say how a token moves on the Dragon's Favor from space ``old`` to space ``new``."""
    args = {
        "token": token(rs, locale, card),
        "value": number(rs.track_values[new]),
        "direction": "up" if up else "down",
        "tense": "future" if future else "past",
    }
    if old == new:
        return catalogue().text(locale, "village-events-token-stays", **args)
    if rs.track_values[old] != rs.track_values[new]:
        return catalogue().text(locale, "village-events-token-moves-to", **args)
    return catalogue().text(
        locale, "village-events-token-moves-spaces", count=abs(new - old), **args
    )


def player(locale: str, seat: int) -> str:
    """A seat with no name to show: "Player 2"."""
    return catalogue().text(locale, "village-events-player", number=str(seat + 1))


def say(event: Event, viewer: int | None, locale: str, names: Sequence[str] | None = None) -> str:
    """Say ``event`` to ``viewer`` (a seat, None: the channel) in ``locale``, naming seat
    ``s`` ``names[s]`` (default: "Player 1", "Player 2", …)."""
    text = catalogue().text
    person = "you" if viewer is not None and viewer == event.seat else "they"
    if isinstance(event, Bribed):
        rs, t = event.rs, event.treasure
        played = [count(rs, locale, t, event.treasures)] if event.treasures else []
        if event.wilds:
            played.append(count(rs, locale, rs.wild, event.wilds))
        move = token_move(rs, locale, t, event.from_space, event.to_space, up=True)
        key = "village-events-bribed-new" if event.new_bribe else "village-events-bribed"
        return text(locale, key, person=person, paid=joined(locale, played), move=move)
    if isinstance(event, MarketRefilled):
        dealt = len(event.placed)
        if not event.stopped:
            return text(locale, "village-events-refill-ran-out", count=dealt)
        cost, last = event.placed[-1]
        return text(
            locale,
            "village-events-refilled",
            person=person,
            count=dealt,
            card=count(event.rs, locale, last, 1),
            stall=number(cost),
        )
    if isinstance(event, MarketVisited):
        took = text(
            locale,
            "village-events-took",
            person=person,
            count=len(event.taken),
            cards=pile(event.rs, locale, event.taken),
        )
        stall = number(event.stall)
        if not any(event.paid):
            return text(
                locale, "village-events-visited-free", person=person, stall=stall, took=took
            )
        paid = counts(event.rs, locale, event.paid)
        return text(
            locale, "village-events-visited", person=person, paid=paid, stall=stall, took=took
        )
    if isinstance(event, Cursed):
        rs, t = event.rs, event.treasure
        move = token_move(rs, locale, t, event.from_space, event.to_space, up=False)
        return text(
            locale,
            "village-events-cursed",
            person=person,
            treasure=treasure(rs, locale, t),
            move=move,
        )
    if isinstance(event, CardDrawn):
        if person == "you":
            return text(locale, "village-events-drew", card=count(event.rs, locale, event.card, 1))
        return text(locale, "village-events-drew-hidden")
    if isinstance(event, GameEnded):
        why = GAME_END_CAUSE.get(event.rule_id, "other")
        return text(locale, "village-events-game-over", why=why)
    if isinstance(event, HandMerged):
        seat = event.seat if event.seat is not None else 0
        who = names[seat] if names is not None and seat < len(names) else player(locale, seat)
        cards = counts(event.rs, locale, event.moved)
        return text(locale, "village-events-hand-merged", name=who, cards=cards)
    return event.kind  # not a village event: never in a village game


def lower_first(text: str) -> str:
    """Lower the first letter of words that start with a common word ("Drew …" → "drew …")."""
    return text[:1].lower() + text[1:]


def done(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None = None
) -> str:
    """Join a move's events into one sentence for ``viewer`` ("Bribed …, then refilled …"):
    the first event, then what followed from it (its own words may hold an "and")."""
    parts = [say(e, viewer, locale, names) for e in events]
    for i, e in enumerate(events[1:], 1):
        if not isinstance(e, HandMerged):  # that one starts with a name
            parts[i] = lower_first(parts[i])
    if len(parts) < 2:
        return joined(locale, parts)
    return catalogue().text(
        locale, "village-events-then", first=parts[0], rest=joined(locale, parts[1:])
    )


def summary(events: Sequence[Event], locale: str, names: Sequence[str] | None = None) -> str:
    """What the channel's log reads of a move: each event for the public, one sentence each."""
    return " ".join(f"{say(e, None, locale, names)}." for e in events)
