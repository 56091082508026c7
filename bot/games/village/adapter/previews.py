"""What a ``village`` action will do, in words: the hand panel's previews before a tap, for
its reader's language, from the catalogue (``village-events.ftl``).

The rules say as data which token an action moves and whether it can end the game
(``village.token_move``, ``village.ending``); this module says it. A preview never reveals
hidden cards: a bribe's refill is not predicted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games import village
from bot.games.village import Action, Bribe, Market, Seen
from bot.games.village.adapter.events import count, joined, token_move, treasure
from bot.games.village.describe import treasure_of
from bot.games.village.reader import as_seen
from bot.games.village.ruleset import Ruleset
from bot.games.village.text import number
from bot.i18n import catalogue


def _amount(rs: Ruleset, locale: str, cid: str, n: int) -> str:
    c = rs.index.get(cid)
    return f"{number(n)} × {cid}" if c is None else count(rs, locale, c, n)


def what(action: Action, rs: Ruleset, locale: str) -> str:
    """Say what ``action`` plays: "Bribe 2 Phoenix Feathers and a Wild", "Draw a card"."""
    text = catalogue().text
    if isinstance(action, Bribe):
        played = []
        if action.treasures:
            played.append(_amount(rs, locale, action.treasure, action.treasures))
        if action.wilds:
            played.append(_amount(rs, locale, "wild", action.wilds))
        return text(locale, "village-events-preview-bribe", cards=joined(locale, played))
    if isinstance(action, Market):
        stall = number(action.stall)
        if not action.pay and action.curse is None:
            return text(locale, "village-events-preview-take-free", stall=stall)
        paid = joined(locale, [_amount(rs, locale, cid, n) for cid, n in action.pay])
        c = treasure_of(rs, action.curse)
        if action.curse is None or c is None:
            return text(locale, "village-events-preview-buy", stall=stall, paid=paid)
        return text(
            locale,
            "village-events-preview-buy-cursing",
            stall=stall,
            paid=paid,
            treasure=treasure(rs, locale, c),
        )
    return text(locale, "village-events-preview-draw")


def preview_parts(
    view: Seen | Mapping[str, Any], action: Action, locale: str
) -> tuple[str, str | None]:
    """Return what ``action`` plays and its effect on the Dragon's Favor of ``view`` (a
    ``view_for`` result, or its ``Seen``): "the … token will rise to 3", or None."""
    seen = as_seen(view)
    rs = seen.ruleset
    move = village.token_move(seen, action)
    if move is None:
        return what(action, rs, locale), None
    effect = token_move(rs, locale, move.card, move.old, move.new, up=move.up, future=True)
    return what(action, rs, locale), effect


def preview(view: Seen | Mapping[str, Any], action: Action, locale: str) -> str:
    """Say what ``action`` would do on the table of ``view``: "what: effect"."""
    played, effect = preview_parts(view, action, locale)
    return played if effect is None else f"{played}: {effect}"


def ending_note(view: Seen | Mapping[str, Any], action: Action, locale: str) -> str | None:
    """Say whether ``action`` can end the game on the table of ``view`` (public facts only)."""
    seen = as_seen(view)
    risk = village.ending(seen, action)
    if risk is None:
        return None
    if risk == "certain":
        return catalogue().text(locale, "village-events-ending-empty")
    assert isinstance(action, Bribe)
    rs = seen.ruleset
    return catalogue().text(
        locale,
        "village-events-ending-near",
        count=seen.deck_count,
        card=count(rs, locale, rs.index[action.treasure], 1),
        wild=count(rs, locale, rs.wild, 1),
    )
