"""``goofspiel``'s events in words: for one viewer, in one language, from the catalogue
(``data/locales/<language>/goofspiel-events.ftl``).

The rules report events as data (``bot.games.goofspiel.events``); this module says them. A
bid's card is named to its bidder only until the round's reveal. The bidder reads their own
bid ("Done: …"); the channel's log reads the others after the mover's name ("@Ann: …").
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event
from bot.games.goofspiel.events import BidPlaced, GameEnded, PrizeRevealed, RoundRevealed
from bot.i18n import ENGLISH, catalogue, listing


def join_names(names: Sequence[str], locale: str = ENGLISH) -> str:
    """Join names as a sentence of the language does: "A", "A and B", "A, B e C"."""
    return listing(names).render(locale)


def player(locale: str, seat: int) -> str:
    """A seat with no name to show: "Player 2"."""
    return catalogue().text(locale, "goofspiel-events-player", number=str(seat + 1))


def say(event: Event, viewer: int | None, locale: str, names: Sequence[str] | None = None) -> str:
    """Say ``event`` to ``viewer`` (a seat, None: the channel) in ``locale``, naming seat
    ``s`` ``names[s]`` (default: "Player 1", "Player 2", …)."""
    text = catalogue().text

    def name(seat: int) -> str:
        return names[seat] if names is not None and seat < len(names) else player(locale, seat)

    if isinstance(event, BidPlaced):
        if viewer is not None and viewer == event.seat:
            return text(locale, "goofspiel-events-bid", card=str(event.card))
        return text(locale, "goofspiel-events-bid-hidden")
    if isinstance(event, RoundRevealed):
        bids = ", ".join(
            text(locale, "goofspiel-events-bid-of", name=name(s), card=str(b))
            for s, b in enumerate(event.bids)
        )
        prize = str(event.prize)
        if event.winner is not None:
            winner = name(event.winner)
            return text(locale, "goofspiel-events-round-won", prize=prize, bids=bids, winner=winner)
        top = max(event.bids)
        tied = join_names([name(s) for s, b in enumerate(event.bids) if b == top], locale)
        return text(locale, "goofspiel-events-round-tied", prize=prize, bids=bids, tied=tied)
    if isinstance(event, PrizeRevealed):
        return text(
            locale, "goofspiel-events-prize", round=str(event.round), prize=str(event.prize)
        )
    if isinstance(event, GameEnded):
        best = event.scores[event.winners[0]]
        who = join_names([name(s) for s in event.winners], locale)
        key = "goofspiel-events-game-won"
        if len(event.winners) > 1:
            key = "goofspiel-events-game-shared"
        return text(locale, key, winners=who, count=best)
    return event.kind  # not a goofspiel event: never in a goofspiel game


def done(
    events: Sequence[Event], viewer: int | None, locale: str, names: Sequence[str] | None = None
) -> str:
    """Say a move's events to ``viewer``, one sentence each ("Bid 2. Prize 5: …")."""
    return ". ".join(say(e, viewer, locale, names) for e in events)


def summary(events: Sequence[Event], locale: str, names: Sequence[str] | None = None) -> str:
    """What the channel's log reads of a move: each event for the public, one sentence each."""
    return " ".join(f"{say(e, None, locale, names)}." for e in events)
