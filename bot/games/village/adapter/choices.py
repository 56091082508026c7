"""What a ``village`` seat may choose now, read from its legal actions alone (no rule here).

The panel offers nothing else: every treasure, count, stall and payment it shows is a part of
some action of ``SeatSight.legal``, and every tap that commits returns one of those actions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.village import Bribe, Draw, Market
from bot.ui.adapter import clip

LABEL_MAX = 25
"""The longest label of a button or an option this game writes (details go in the text)."""


def fit(*labels: str) -> str:
    """Return the first label that fits ``LABEL_MAX``, else the last one shortened."""
    for label in labels:
        if len(label) <= LABEL_MAX:
            return label
    return clip(labels[-1], LABEL_MAX)


class Choices:
    """A seat's legal actions, sorted by kind, and the parts of them the panel offers."""

    def __init__(self, legal: Iterable[object]) -> None:
        legal = tuple(legal)
        self.bribes = [a for a in legal if isinstance(a, Bribe)]
        self.markets = [a for a in legal if isinstance(a, Market)]
        self.draw = next((a for a in legal if isinstance(a, Draw)), None)

    # bribes ------------------------------------------------------------------------------------

    def bribable(self, order: Sequence[str]) -> list[str]:
        """Return the treasure types of the legal bribes, in ``order`` (the ruleset's)."""
        types = {b.treasure for b in self.bribes}
        return [t for t in order if t in types]

    def default_bribe(self, treasure: str) -> Bribe | None:
        """Return the bribe a pick of ``treasure`` starts from: every such card in hand and no
        wild, or (with none in hand) the fewest wilds that join the existing bribe."""
        mine = [b for b in self.bribes if b.treasure == treasure]
        return max(mine, key=lambda b: (b.treasures, -b.wilds), default=None)

    def counts(self, treasure: str, wilds: int) -> list[int]:
        """Return the numbers of treasures a legal bribe of ``treasure`` with ``wilds`` plays."""
        return sorted(
            b.treasures for b in self.bribes if b.treasure == treasure and b.wilds == wilds
        )

    def wild_counts(self, treasure: str, treasures: int) -> list[int]:
        """Return the numbers of wilds a legal bribe of ``treasures`` × ``treasure`` plays."""
        return sorted(
            b.wilds for b in self.bribes if b.treasure == treasure and b.treasures == treasures
        )

    def bribe(self, treasure: object, treasures: int, wilds: int) -> Bribe | None:
        """Return that bribe if it is legal."""
        chosen = Bribe(str(treasure), treasures, wilds)
        return chosen if chosen in self.bribes else None

    # market visits -----------------------------------------------------------------------------

    def visits(self, cost: int) -> list[Market]:
        """Return the legal visits of the stall of ``cost``."""
        return [m for m in self.markets if m.stall == cost]

    def payments(self, cost: int) -> list[Market]:
        """Return the distinct legal payments of the stall of ``cost`` (no curse named)."""
        out: list[Market] = []
        for m in self.visits(cost):
            paid = Market(m.stall, m.pay)
            if paid not in out:
                out.append(paid)
        return out

    def curses(self, paid: Market) -> list[Market]:
        """Return the legal visits that pay as ``paid`` does, one per treasure to curse."""
        return [m for m in self.visits(paid.stall) if m.pay == paid.pay]
