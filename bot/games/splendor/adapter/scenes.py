"""Splendor's scenes from its views: what ``art.render_table`` and ``art.render_hand`` draw.

``table_scene`` fills a ``TableScene`` from the public view only, and refuses a seat's view
(as the first game's table picture does), so that a reserve seen by one seat cannot reach the
table; it carries each reserve as that view shows it (a blind one by its level only).
``hand_scene`` fills one player's ``HandScene`` from that player's own view: their reserves
face up (blind ones flagged) and an ``Offer`` per card they can buy now, priced and paid as the
engine would (none during a return or noble step: nothing can be bought then).

``names`` maps a seat to its display name; a seat without one (or with an empty one) is called
"Seat n" in the picture's language (``splendor-pictures-seat``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.splendor import ruleset as engine
from bot.games.splendor.adapter.scene import (
    GEMS,
    Card,
    Gems,
    HandScene,
    Held,
    Level,
    Noble,
    Offer,
    Player,
    Reserved,
    TableScene,
    Tokens,
)
from bot.games.splendor.reader import Seen, as_seen
from bot.i18n import ENGLISH
from bot.i18n.phrase import voice
from bot.ui.drawing import clean_name

__all__ = ["card_of", "display_names", "hand_scene", "noble_of", "table_scene"]


def _gems(values: tuple[int, ...]) -> Gems:
    a, b, c, d, e = values
    return (a, b, c, d, e)


def _tokens(values: tuple[int, ...]) -> Tokens:
    a, b, c, d, e, f = values
    return (a, b, c, d, e, f)


def card_of(card: engine.Card) -> Card:
    """The picture's card of an engine card."""
    return Card(card.level, card.points, GEMS[card.bonus], _gems(card.cost), card.id)


def noble_of(noble: engine.Noble) -> Noble:
    """The picture's noble of an engine noble."""
    return Noble(_gems(noble.need), noble.points, noble.id)


def display_names(
    seen: Seen, names: Mapping[int, str] | None, language: str = ENGLISH
) -> tuple[str, ...]:
    """Each seat's display name, cleaned for the font ("Seat 2" when none is left)."""
    say = voice(language)
    out = []
    for seat in range(seen.num_players):
        fallback = say("splendor-pictures-seat", seat=str(seat + 1))
        given = (names or {}).get(seat) or ""
        out.append(clean_name(given, fallback))
    return tuple(out)


def _place(seen: Seen, seat: int) -> int | None:
    return None if seen.ranks is None else seen.ranks[seat]


def table_scene(
    view: Seen | Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    language: str = ENGLISH,
) -> TableScene:
    """The public table of ``view_for(state, None)``; ``ValueError`` for a seat's view."""
    seen = as_seen(view)
    if seen.seat is not None:
        raise ValueError("table_scene reads the public view only (view_for(state, None))")
    rs = seen.ruleset
    who = display_names(seen, names, language)
    levels = tuple(
        Level(
            level=i + 1,
            deck=seen.decks[i],
            cards=tuple(None if c is None else card_of(rs.card[c]) for c in row),
        )
        for i, row in enumerate(seen.tableau)
    )
    players = tuple(
        Player(
            name=who[s],
            points=p.points,
            tokens=_tokens(p.tokens),
            bonuses=_gems(p.bonuses),
            reserved=tuple(
                Held(r.level, None if r.card is None else card_of(rs.card[r.card]), r.blind)
                for r in p.reserved
            ),
            nobles=len(p.nobles),
            place=_place(seen, s),
        )
        for s, p in enumerate(seen.players)
    )
    return TableScene(
        bank=_tokens(seen.bank),
        levels=levels,
        nobles=tuple(noble_of(rs.noble[n]) for n in seen.nobles),
        players=players,
        current=seen.to_move,
        last_round=seen.last_round,
        target=rs.target,
    )


def hand_scene(
    view: Seen | Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    language: str = ENGLISH,
) -> HandScene:
    """One player's hand from their own view (``view_for(state, seat)``); ``ValueError`` for
    the public view. ``names`` names the seats (the player's own and the one to move)."""
    seen = as_seen(view)
    if seen.seat is None or seen.me is None:
        raise ValueError("hand_scene reads a seat's own view (view_for(state, seat))")
    rs = seen.ruleset
    me = seen.me
    who = display_names(seen, names, language)
    buying = seen.step == "play"
    reserved = tuple(
        Reserved(card_of(rs.card[r.card]), r.blind) for r in me.reserved if r.card is not None
    )
    offers = tuple(
        Offer(
            card=card_of(rs.card[a.card]),
            pay=_gems(a.price),
            gold=_gems(a.gold),
            reserved=a.reserved,
        )
        for a in (seen.affordable() if buying else ())
    )
    mover = seen.to_move
    return HandScene(
        name=who[seen.seat],
        points=me.points,
        tokens=_tokens(me.tokens),
        bonuses=_gems(me.bonuses),
        reserved=reserved,
        offers=offers,
        nobles=len(me.nobles),
        to_play=None if mover is None else who[mover],
        your_turn=seen.my_turn,
        place=_place(seen, seen.seat),
        token_limit=rs.token_limit,
        reserve_limit=rs.reserve_limit,
        buying=buying,
    )
