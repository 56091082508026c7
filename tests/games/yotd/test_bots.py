"""The ``yotd`` bots: a legal move at every step, the same move for the same seed and the same
view (whatever the seat cannot see is dealt again), under every setting of the assumptions, and
stronger levels that beat weaker ones (a small arena)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games import yotd
from bot.games.arena import Tally
from bot.games.yotd.arena import play_game
from bot.games.yotd.bots import BOT_LEVELS, POLICIES, choose_action, decide

RULES = yotd.RULES
STEPS = ("draft", "action", "build", "recruit", "release")


def positions(players: int, per_step: int, seed: int, **changes: Any) -> list[yotd.State]:
    """Up to ``per_step`` positions of each step, met in games of easy and random seats."""
    rng = random.Random(seed)
    found: dict[str, list[yotd.State]] = {step: [] for step in STEPS}
    g = 0
    while any(len(v) < per_step for v in found.values()) and g < 40:
        s = RULES.new_game(players, seed * 100 + g, ruleset=RULES.default_ruleset() | changes)
        g += 1
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            bucket = found[s.step]
            if len(bucket) < per_step and rng.random() < 0.3:
                bucket.append(s)
            level = "easy" if rng.random() < 0.5 else "random"
            s, _ = RULES.apply(s, seat, choose_action(s, seat, level, ply))
            ply += 1
    return [s for step in STEPS for s in found[step]]


def check_level(level: str, states: list[yotd.State]) -> None:
    for i, s in enumerate(states):
        seat = s.current
        assert seat is not None
        action = choose_action(s, seat, level, i)
        assert action in RULES.legal_actions(s, seat), f"{level} chose {action!r}"
        assert choose_action(s, seat, level, i) == action  # deterministic per seed
        for k in range(2):  # the others' hands (when hidden) and the shuffles to come re-dealt
            other = RULES.redeal_hidden(s, seat, 1000 + k)
            assert choose_action(other, seat, level, i) == action


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_level_plays_a_legal_same_move_whatever_it_cannot_see(
    level: str, players: int
) -> None:
    states = positions(players, 3, players)
    assert {s.step for s in states} == set(STEPS)
    check_level(level, states)


@pytest.mark.parametrize(
    "changes",
    [
        {"played_cards_public": False, "build_all_floors": False},
        {"wild_waste": True, "open_hands": True, "draft_placement": "split"},
        {"large_privilege_cost": 7, "tie_break": "track_space", "first_player": "first_seat"},
    ],
    ids=["hidden-hands-stop-building", "wild-waste-open-hands", "dear-privilege"],
)
def test_the_levels_play_under_every_setting_of_the_assumptions(changes: dict[str, Any]) -> None:
    states = positions(3, 2, 7, **changes)
    for level in BOT_LEVELS:
        check_level(level, states)


def test_a_bot_decides_from_the_view_alone() -> None:
    """``decide`` gets only the seat's view and its legal actions: the same move as from the
    state, also from a view whose hidden parts were dealt again."""
    for s in positions(3, 2, 11):
        seat = s.current
        assert seat is not None
        legal = RULES.legal_actions(s, seat)
        for level in BOT_LEVELS:
            view = RULES.view_for(s, seat)
            assert decide(view, legal, level, 5) == choose_action(s, seat, level, 5)
            assert "action_orders" not in view


def test_the_rules_list_the_levels_weakest_first() -> None:
    assert yotd.BOT_LEVELS == BOT_LEVELS == ("easy", "normal", "hard")
    assert set(BOT_LEVELS) < set(POLICIES)
    s = RULES.new_game(2, 0)
    assert s.current is not None
    with pytest.raises(ValueError):
        choose_action(s, s.current, "genius", 0)


def points_per_level(lineup: tuple[str, str], games: int) -> tuple[float, dict[str, int]]:
    """Play ``games`` 2-player games of ``lineup``, seats rotated; return ``lineup[0]``'s share
    of the wins and the total points of each level."""
    won = 0.0
    totals = dict.fromkeys(lineup, 0)
    for g in range(games):
        seated = lineup if g % 2 == 0 else lineup[::-1]
        s = RULES.new_game(2, 50 + g // 2)
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            s, _ = RULES.apply(s, seat, choose_action(s, seat, seated[seat], 7919 * g + ply))
            ply += 1
        outcome = RULES.outcome(s)
        assert outcome is not None
        won += sum(1 / len(outcome.winners) for w in outcome.winners if seated[w] == lineup[0])
        for seat, level in enumerate(seated):
            totals[level] += s.players[seat].points
    return won / games, totals


def test_easy_beats_random_clearly() -> None:
    share, totals = points_per_level(("easy", "random"), 12)
    assert share >= 0.75
    assert totals["easy"] > totals["random"] * 1.3


def test_normal_beats_easy() -> None:
    share, totals = points_per_level(("normal", "easy"), 12)
    assert share >= 0.6
    assert totals["normal"] > totals["easy"]


def test_hard_beats_random_clearly() -> None:
    won = 0.0
    for g in range(4):
        seated = ("hard", "random") if g % 2 == 0 else ("random", "hard")
        tallies = {0: Tally(), 1: Tally()}
        winners = play_game(seated, 70 + g // 2, tallies)
        won += sum(1 / len(winners) for s in winners if seated[s] == "hard")
        assert all(t.games == 1 and t.times for t in tallies.values())
    assert won == 4


# --- planning for the month's event --------------------------------------------------------------


def mixed(s: yotd.State, seat: int, seed: int) -> yotd.Action:
    """Seat 0 plays easy, seat 1 mostly easy and now and then at random (varied games)."""
    level = "random" if seat == 1 and seed % 3 == 0 else "easy"
    return choose_action(s, seat, level, seed)


def symbols(player: dict[str, Any], person_type: str) -> int:
    table = RULES.standard().symbols
    return sum(
        table[t] for p in player["palaces"] for t in p["persons"] if t.startswith(person_type + "-")
    )


def event_positions(event: str, step: str, months: range, count: int) -> list[dict[str, Any]]:
    """Dumped 2-player positions of ``step`` in a month of ``months`` whose event is ``event``,
    met in ``mixed`` games (the seat to decide is ``current``)."""
    found: list[dict[str, Any]] = []
    for g in range(60):
        s = RULES.new_game(2, 900 + g)
        ply = 0
        while not s.over and len(found) < count:
            seat = s.current
            assert seat is not None
            if s.step == step and s.month in months and s.events[s.month - 1] == event:
                found.append(RULES.dump(s))
                break
            s, _ = RULES.apply(s, seat, mixed(s, seat, 1000 * g + ply))
            ply += 1
        if len(found) >= count:
            break
    assert len(found) == count, f"only {len(found)} positions before a {event}"
    return found


def free_group(doc: dict[str, Any], card: str) -> bool:
    layout = zip(doc["groups"], doc["dragons"], strict=True)
    return not any(card in group and dragons for group, dragons in layout)


def test_hard_and_normal_harvest_before_a_drought() -> None:
    """A Drought this month and no rice, every person alone in a 2-floor palace (each release
    empties one), an old farmer among them (a Harvest feeds three palaces), no yuan (no
    privilege to weigh), a free Harvest: both levels harvest. (Persons are moved between the
    seat's own palaces and the farmer comes from the supply: Y-C2's counts still add up.)"""
    checked = 0
    for doc in event_positions("drought", "action", range(3, 13), 8):
        me = doc["players"][doc["current"]]
        persons = [t for p in me["palaces"] for t in p["persons"]]
        if not free_group(doc, "harvest") or len(persons) < 2 or not doc["supply"]["farmer-old"]:
            continue
        doc["supply"]["farmer-old"] -= 1
        me["palaces"] = [{"floors": 2, "persons": [t]} for t in [*persons, "farmer-old"]]
        me["rice"] = me["yuan"] = 0
        s = RULES.load(doc)
        for level in ("normal", "hard"):
            assert choose_action(s, doc["current"], level, 3) == yotd.TakeAction("harvest")
        checked += 1
    assert checked >= 4


def planning_gap(
    doc: dict[str, Any], event: str, better: yotd.Action, other: yotd.Action, **mine: int
) -> tuple[float, float]:
    """How much more the evaluation likes ``better`` than ``other`` when this month's event is
    ``event``, and when it is Peace (the same position otherwise, the later months made
    peaceful so that only this month's event differs; ``mine``: the seat's resources)."""
    from bot.games.yotd.bots.evaluate import value
    from bot.games.yotd.bots.model import Model
    from bot.games.yotd.bots.policies import after
    from bot.games.yotd.reader import read

    s = RULES.load(doc)
    seat = s.current
    assert seat is not None
    base = Model.from_seen(read(RULES.view_for(s, seat)))
    for key, amount in mine.items():
        setattr(base.seats[seat], key, amount)
    gaps = []
    for e in (event, "peace"):
        m = base.deep()
        m.events = (*m.events[: m.month - 1], e, *["peace"] * (len(m.events) - m.month))
        gaps.append(value(after(m, seat, better), seat) - value(after(m, seat, other), seat))
    return gaps[0], gaps[1]


def action_positions(count: int) -> list[dict[str, Any]]:
    """Action-step positions, months 3 to 11, the seat to decide holding persons in two
    palaces and every group free."""
    found = []
    for g in range(40):
        s = RULES.new_game(2, 700 + g)
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            if (
                s.step == "action"
                and 3 <= s.month <= 11
                and not any(s.dragons)
                and sum(1 for p in s.players[seat].palaces if p.persons) >= 2
            ):
                found.append(RULES.dump(s))
                break
            s, _ = RULES.apply(s, seat, mixed(s, seat, 1000 * g + ply))
            ply += 1
        if len(found) == count:
            return found
    raise AssertionError(f"only {len(found)} positions")


@pytest.mark.parametrize(
    ("event", "better", "resources"),
    [
        ("drought", yotd.TakeAction("harvest"), {"rice": 0}),
        ("imperial_tribute", yotd.TakeAction("taxes"), {"yuan": 0}),
        ("dragon_festival", yotd.TakeAction("fireworks"), {"fireworks": 0}),
    ],
)
def test_the_evaluation_plans_for_the_month_s_event(
    event: str, better: yotd.Action, resources: dict[str, int]
) -> None:
    """Rice before a Drought, yuan before a Tribute, fireworks before a Festival: the action
    that meets this month's event gains on Research when the event comes, not in Peace."""
    for doc in action_positions(4):
        with_event, in_peace = planning_gap(
            doc, event, better, yotd.TakeAction("research"), **resources
        )
        assert with_event > in_peace + 1.0, (event, with_event, in_peace)


def recruit_positions(count: int) -> list[dict[str, Any]]:
    """Person-phase positions, months 3 to 10, whose seat to decide can still take a young
    healer, warrior and craftsman (into a palace, perhaps replacing someone), with fewer than two
    mortars."""
    found = []
    for g in range(60):
        s = RULES.new_game(2, 300 + g)
        ply = 0
        while not s.over:
            seat = s.current
            assert seat is not None
            if s.step == "recruit" and 3 <= s.month <= 10:
                doc = RULES.dump(s)
                tiles = {
                    a.tile for a in RULES.legal_actions(s, seat) if isinstance(a, yotd.Recruit)
                }
                wanted = {"healer-young", "warrior-young", "craftsman-young"}
                if wanted <= tiles and symbols(doc["players"][seat], "healer") < 2:
                    found.append(doc)
                    break
            s, _ = RULES.apply(s, seat, mixed(s, seat, 1000 * g + ply))
            ply += 1
        if len(found) == count:
            return found
    raise AssertionError(f"only {len(found)} positions")


@pytest.mark.parametrize(
    ("event", "kind"), [("contagion", "healer"), ("mongol_invasion", "warrior")]
)
def test_the_evaluation_values_persons_by_the_month_s_event(event: str, kind: str) -> None:
    """Healers before a Contagion, warriors before a Mongol invasion: the person gains on a
    craftsman (put in the same place) when the event comes, not in Peace."""
    for doc in recruit_positions(3):
        s = RULES.load(doc)
        seat = s.current
        assert seat is not None
        legal = [a for a in RULES.legal_actions(s, seat) if isinstance(a, yotd.Recruit)]
        person = next(a for a in legal if a.tile == f"{kind}-young" and a.palace is not None)
        craftsman = next(
            a
            for a in legal
            if a.tile == "craftsman-young"
            and (a.palace, a.release) == (person.palace, person.release)
        )
        with_event, in_peace = planning_gap(doc, event, person, craftsman)
        assert with_event > in_peace + 1.0, (event, with_event, in_peace)
