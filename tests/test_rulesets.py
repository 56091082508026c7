"""The rulesets a game bundles (``data/rulesets/<id>/*.json``): the house lists them, a lobby
may choose one by name (``/<game> new ruleset:…``) and nothing else, and each reads and plays.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot import resources
from bot.games import SPECS
from bot.i18n import LANGUAGES, catalogue
from bot.services import errors
from bot.services.lobby import check_ruleset, chosen_ruleset

RULESETS = resources.DATA_DIR / "rulesets"


def files_of(game: str) -> set[str]:
    return {p.stem for p in (RULESETS / game).glob("*.json")}


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_game_lists_the_files_of_its_folder_standard_first(game: str) -> None:
    names = resources.ruleset_names(game)
    assert names[0] == "standard"
    assert set(names) == files_of(game)
    assert len(names) == len(set(names))
    assert list(names[1:]) == sorted(names[1:])


def test_the_bundled_rulesets_are_listed() -> None:
    assert resources.ruleset_names("goofspiel") == ("standard", "classic")
    assert resources.ruleset_names("yotd") == ("standard", "anniversary")
    assert resources.ruleset_names("splendor") == ("standard",)


@pytest.mark.parametrize(
    "name", ["", ".", "..", "../yotd", "yotd/..", "/etc", "YOTD", "no-such-game", "rulesets"]
)
def test_a_name_that_is_no_game_folder_lists_nothing(name: str) -> None:
    assert resources.ruleset_names(name) == ()


@pytest.mark.parametrize(
    ("game", "name"),
    [(game, name) for game in sorted(SPECS) for name in resources.ruleset_names(game)],
)
def test_every_listed_ruleset_reads_and_names_itself_by_its_file(game: str, name: str) -> None:
    ruleset = SPECS[game].rules.ruleset(resources.ruleset_json(game, name))
    assert ruleset.to_json()["name"] == name  # the name the game's row stores
    assert chosen_ruleset(SPECS[game].rules, game, name)["name"] == name


def test_the_anniversary_ruleset_is_the_standard_one_with_a_large_privilege_of_7() -> None:
    standard = resources.ruleset_json("yotd", "standard")
    anniversary = resources.ruleset_json("yotd", "anniversary")
    assert anniversary["large_privilege_cost"] == 7 != standard["large_privilege_cost"]
    assert "10th-anniversary" in anniversary["description"]
    same = {"name", "description", "large_privilege_cost"}
    assert {k: v for k, v in anniversary.items() if k not in same} == {
        k: v for k, v in standard.items() if k not in same
    }
    read: Any = SPECS["yotd"].rules.named_ruleset("anniversary")
    assert (read.name, read.large_privilege_cost) == ("anniversary", 7)


@pytest.mark.parametrize("seed", [3, 11])
def test_a_game_plays_to_its_end_under_the_anniversary_ruleset(seed: int) -> None:
    rules = SPECS["yotd"].rules
    ruleset = chosen_ruleset(rules, "yotd", "anniversary")
    state = rules.new_game(3, seed, ruleset=ruleset)
    moves = 0
    while rules.outcome(state) is None:
        assert moves < 2000
        seat = rules.active_seats(state)[0]
        action = rules.bot_action(state, seat, rules.bot_levels[-1], seed + moves)
        state, _ = rules.apply(state, seat, action)
        moves += 1
        if moves % 25 == 0:  # the stored game keeps its ruleset through its JSON
            state = rules.load(json.loads(json.dumps(rules.dump(state))))
    kept = rules.dump(state)["ruleset"]
    assert (kept["name"], kept["large_privilege_cost"]) == ("anniversary", 7)


def test_the_standard_ruleset_is_the_default() -> None:
    for game, spec in SPECS.items():
        assert chosen_ruleset(spec.rules, game, None) == spec.rules.default_ruleset()
        assert chosen_ruleset(spec.rules, game, "standard") == spec.rules.default_ruleset()


@pytest.mark.parametrize(
    "forged",
    ["", "../standard", "../../goofspiel/classic", "classic.json", "Anniversary", "classic", 7, []],
)
def test_a_forged_ruleset_name_is_refused(forged: object) -> None:
    with pytest.raises(errors.BadRequest) as refused:
        check_ruleset("yotd", forged)
    assert refused.value.phrase.key == "errors-unknown-ruleset"
    with pytest.raises(errors.BadRequest):
        chosen_ruleset(SPECS["yotd"].rules, "yotd", forged)


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_game_with_rulesets_to_choose_names_each_in_every_language(game: str) -> None:
    names = resources.ruleset_names(game)
    keys = [f"{game}-ruleset-{name}" for name in names] if len(names) > 1 else []
    for language in LANGUAGES:
        for key in keys:
            assert catalogue().has(language, key), (language, key)
            assert len(catalogue().text(language, key)) <= 100  # a Discord choice's name
