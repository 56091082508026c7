"""Ruleset settings that change behaviour, and helpers the UI relies on."""

from __future__ import annotations

from bot.games import village
from bot.games.village import rules
from tests.games.village.positions import player, position


def with_ruleset(doc: dict[str, object], **changes: object) -> dict[str, object]:
    rs = village.default_ruleset().to_json()
    rs.update(changes)
    return {**doc, "ruleset": rs}


def test_R_M1_setting_an_empty_stall_may_be_visited_when_the_ruleset_allows_it() -> None:
    doc = position(
        players=[player(0, {"axe": 1, "wild": 1}), player(1)],
        stalls={3: "crown"},
        deck="sword",
    )
    strict = village.load(doc)
    assert village.Market.paying(2, {"axe": 1, "wild": 1}, "axe") not in village.legal_actions(
        strict
    )
    loose = village.load(with_ruleset(doc, empty_stall_visit=True))
    visit = village.Market.paying(2, {"axe": 1, "wild": 1}, "axe")
    legal = village.legal_actions(loose)
    assert visit in legal
    assert rules.count_legal(loose) == len(legal)
    after, _ = village.apply(loose, visit)
    out = village.dump(after)
    assert out["players"][0]["hand"]["axe"] == 0
    assert out["players"][0]["hand"]["wild"] == 0
    assert out["discard"] == ["axe", "wild"]
    assert out["track"][0] == "axe"  # cursed two spaces down from space 1: stops at the bottom


def test_custom_track_values_and_wild_penalty_score_as_written() -> None:
    doc = position(
        players=[player(0, {"wild": 2, "crown": 1}, {"crown": (2, 1)}), player(1)],
        over=True,
    )
    s = village.load(with_ruleset(doc, track_values=[0, 1, 2, 3, 5, 8], wild_penalty=3))
    # crown is on the top space (8): bribe 3 cards x 8, minus 1 crown x 8 and 2 wilds x 3.
    assert village.scores(s)[0] == 3 * 8 - 8 - 2 * 3


def test_tie_break_depth_reports_how_deep_R_E4_went() -> None:
    doc = position(
        players=[
            player(0, bribed={"crown": (1, 0), "feather": (1, 0), "sword": (2, 0)}),
            player(
                1,
                bribed={
                    "crown": (1, 0),
                    "feather": (1, 0),
                    "goblet": (1, 0),
                    "axe": (1, 0),
                    "scrolls": (1, 0),
                },
            ),
        ],
        over=True,
    )
    s = village.load(doc)
    assert village.scores(s)[0] == village.scores(s)[1]
    # Top (crown) tied, then feather tied, then sword 2 against 0: decided at the third space.
    assert rules.tie_break_depth(s, [0, 1]) == 3
    assert village.winners(s) == [0]
    assert rules.tie_break_depth(s, [0]) == 0
