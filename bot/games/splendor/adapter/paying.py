"""How a seat picks one of the payments of a card (S-B3), within Discord's 25 options a select.

A card with at most 25 legal payments offers them all in one select: one pick plays. With more
(up to 31 in the base game, more under a ruleset with a higher token limit), the select first
asks how much gold to use: an amount with one payment plays it at once, an amount with several
opens them (and a way back to the amounts); an amount with more than fit one select shows them
a page at a time, with a "more" option that goes round. So every legal payment can be chosen,
in 2 picks after the card (3 only under a large custom ruleset).

The menu is pure data: ``Choice`` says what an option does (play a payment, or go to an amount
and page); ``panel.py`` turns it into words and a select. Values are read back strictly
(``read_number``: ASCII digits, short), so a forged value is refused, never played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

OPTIONS_MAX = 25
"""Discord's most options in a select."""
PAGE = OPTIONS_MAX - 2
"""Payments on a page of one amount of gold: room is left for "more" and "back"."""
ALL = "all"
"""The value's end that goes back to the amounts of gold."""

Payment = tuple[int, ...]


def payment_value(gold: Sequence[int]) -> str:
    """A payment as a select value: the gold standing in for each gem, "0.0.1.0.0"."""
    return ".".join(map(str, gold))


def read_number(text: str, digits: int = 2) -> int | None:
    """A small whole number written in ASCII digits ("3"), else ``None`` ("", "²", "٣", a
    thousand digits): ``str.isdigit`` and ``int`` accept other scripts' digits."""
    if not 0 < len(text) <= digits or not text.isascii() or not text.isdigit():
        return None
    return int(text)


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of the payment select: it plays ``payment``, or goes to ``gold`` (an amount
    of gold; ``None``: back to the amounts) at ``page``; ``count`` payments lie behind it."""

    value: str
    payment: Payment | None = None
    gold: int | None = None
    page: int = 0
    count: int = 1


@dataclass(frozen=True, slots=True)
class Menu:
    """The payment select of one card at one place of the draft: the amounts of gold (``gold``
    is ``None``) or one amount's payments."""

    choices: tuple[Choice, ...]
    gold: int | None


def _by_gold(payments: Sequence[Payment]) -> dict[int, list[Payment]]:
    groups: dict[int, list[Payment]] = {}
    for p in payments:
        groups.setdefault(sum(p), []).append(p)
    return groups


def _pay(p: Payment) -> Choice:
    return Choice(payment_value(p), payment=p)


def _go(gold: int | None, page: int = 0, count: int = 1) -> Choice:
    if gold is None:
        return Choice(f"gold:{ALL}", count=count)
    value = f"gold:{gold}" if page == 0 else f"gold:{gold}:{page}"
    return Choice(value, gold=gold, page=page, count=count)


def pages(group: Sequence[Payment]) -> int:
    """How many pages an amount's payments take (1 when they fit with the way back)."""
    return 1 if len(group) <= OPTIONS_MAX - 1 else -(-len(group) // PAGE)


def where(payments: Sequence[Payment], gold: Any, page: Any) -> tuple[int | None, int]:
    """The amount and page a draft names, checked: ``(None, 0)`` unless the card needs the
    amounts first and the amount opens several payments, the page within them."""
    if len(payments) <= OPTIONS_MAX or type(gold) is not int:
        return None, 0
    group = _by_gold(payments).get(gold, [])
    if len(group) < 2:
        return None, 0
    page = page if type(page) is int and 0 <= page < pages(group) else 0
    return gold, page


def menu(payments: Sequence[Payment], gold: int | None = None, page: int = 0) -> Menu:
    """The payment select's choices for ``payments`` (legal, the least gold first) at the
    amount ``gold`` and ``page`` (as ``where`` checked them)."""
    if len(payments) <= OPTIONS_MAX:
        return Menu(tuple(_pay(p) for p in payments), None)
    groups = _by_gold(payments)
    if gold is None:
        amounts = [
            _pay(group[0]) if len(group) == 1 else _go(k, count=len(group))
            for k, group in sorted(groups.items())
        ]
        return Menu(tuple(amounts), None)
    group = groups[gold]
    back = _go(None, count=len(payments))
    if pages(group) == 1:
        return Menu((*map(_pay, group), back), gold)
    shown = group[page * PAGE : (page + 1) * PAGE]
    nxt = (page + 1) % pages(group)
    rest = len(group) - (page + 1) * PAGE
    more = _go(gold, nxt, rest if rest > 0 else len(group))
    return Menu((*map(_pay, shown), more, back), gold)


def step_of(payments: Sequence[Payment], value: str) -> Choice | None:
    """What picking ``value`` does, or ``None`` for a value no menu of these payments offers
    (a payment is accepted wherever it is shown: it is legal)."""
    for p in payments:
        if payment_value(p) == value:
            return _pay(p)
    kind, _, rest = value.partition(":")
    if kind != "gold" or len(payments) <= OPTIONS_MAX:
        return None
    if rest == ALL:
        return _go(None)
    amount, _, page = rest.partition(":")
    gold = read_number(amount)
    number = read_number(page, 3) if page else 0
    if gold is None or number is None:
        return None
    if where(payments, gold, number) != (gold, number):
        return None
    return _go(gold, number)
