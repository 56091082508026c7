"""Why the strongest Goofspiel bot bids a card (a practice hint's line): only for its own bid,
read from the seat's view, said in every language."""

from __future__ import annotations

from bot.games import goofspiel
from bot.games.goofspiel.adapter import ADAPTER
from bot.games.goofspiel.bots import reason
from bot.games.goofspiel.reader import read
from bot.games.goofspiel.state import Bid
from bot.i18n import LANGUAGES
from bot.ui.adapter import SeatSight


def test_the_reason_is_the_normal_bots_own_bid_only() -> None:
    rules = goofspiel.RULES
    state = rules.new_game(2, 7)
    seen = read(rules.view_for(state, 0))
    assert seen.prize is not None and seen.me is not None and seen.me.hand is not None
    closest = min(seen.me.hand, key=lambda c: (abs(c - seen.prize), c))  # type: ignore[operator]
    assert reason(seen, Bid(closest)) == (closest, seen.prize)
    sight = SeatSight(None, 0, rules.view_for(state, 0), (), (0,), locale="en")  # type: ignore[arg-type]
    assert ADAPTER.hint_why(sight, Bid(closest)) == (
        f"{closest} is the card of your hand closest to the prize ({seen.prize}): bid what the "
        "prize is worth and keep your high cards for the big prizes."
    )
    others = [c for c in seen.me.hand if c != closest]
    assert all(reason(seen, Bid(c)) is None for c in others)
    assert reason(read(rules.view_for(state, None)), Bid(closest)) is None  # the public's view
    for language in LANGUAGES:
        sight = SeatSight(None, 0, rules.view_for(state, 0), (), (0,), locale=language)  # type: ignore[arg-type]
        said = ADAPTER.hint_why(sight, Bid(closest))
        assert said and str(closest) in said
