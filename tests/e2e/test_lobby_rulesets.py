"""A lobby's ruleset, end to end: ``/<game> new`` offers a ``ruleset`` option only for a game
that bundles two rulesets or more; the lobby says which one it chose and the game starts with
it (stored with the game); a forged name is refused in the member's language and nothing is
stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot import resources
from bot.games import SPECS
from tests.e2e.conftest import StartBot, World
from tests.e2e.test_forged_options import errors_logged, raw
from tests.e2e.test_hostile import dump, refused
from tests.e2e.test_lobby import lobby_of, ok
from tests.e2e.test_play import db_row

CHOOSING = sorted(g for g in SPECS if len(resources.ruleset_names(g)) > 1)
SINGLE = sorted(g for g in SPECS if len(resources.ruleset_names(g)) == 1)


def subcommand(commands: list[dict[str, Any]], game: str, name: str) -> dict[str, Any]:
    group = next(c for c in commands if c["name"] == game)
    found: dict[str, Any] = next(o for o in group["options"] if o["name"] == name)
    return found


def option_names(sub: dict[str, Any]) -> list[str]:
    return [o["name"] for o in sub.get("options") or []]


async def test_only_a_game_with_rulesets_to_choose_has_the_option(
    world: World, start_bot: StartBot
) -> None:
    assert "yotd" in CHOOSING and "goofspiel" in CHOOSING and SINGLE
    async with start_bot():
        pass
    commands = world.fake.commands()
    for game in SINGLE:
        assert option_names(subcommand(commands, game, "new")) == ["seats", "turn", "language"]
        assert option_names(subcommand(commands, game, "rules")) == []
    for game in CHOOSING:
        new = subcommand(commands, game, "new")
        assert option_names(new) == ["seats", "turn", "language", "ruleset"]
        (option,) = (o for o in new["options"] if o["name"] == "ruleset")
        assert [c["value"] for c in option["choices"]] == list(resources.ruleset_names(game))
        assert option["name_localizations"]["it"] == "regolamento"
        assert not option.get("required")
        assert option_names(subcommand(commands, game, "rules")) == ["ruleset"]
    yotd = subcommand(commands, "yotd", "new")
    (option,) = (o for o in yotd["options"] if o["name"] == "ruleset")
    names = {c["value"]: c for c in option["choices"]}
    assert names["standard"]["name"] == "Standard (2007: large privilege 6 yuan)"
    assert names["anniversary"]["name"] == "10th anniversary (large privilege 7 yuan)"
    assert names["anniversary"]["name_localizations"]["it"] == (
        "10° anniversario (privilegio grande 7 yuan)"
    )


async def test_a_lobby_of_the_anniversary_ruleset_starts_a_game_under_it(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, ch, db = world.fake, world.channel, tmp_path / "hoard.db"
    async with start_bot(db):
        new = ok(await fake.slash(world.host, ch, "yotd new", ruleset="anniversary"))
        lobby = lobby_of(new)
        assert "Ruleset: 10th anniversary (large privilege 7 yuan)" in lobby.text()
        options = json.loads(db_row(db, "SELECT options_json FROM games")[0])
        assert options == {"language": "en", "ruleset": "anniversary"}
        ok(await fake.slash(world.bob, ch, "yotd join"))
        ok(await fake.click(world.host, lobby, label="Start"))
        assert "The game has started" in fake.message(lobby.id).text()
        status, name, ruleset_json, state_json = db_row(
            db, "SELECT status, ruleset, ruleset_json, state_json FROM games"
        )
        assert (status, name) == ("running", "anniversary")
        ruleset = json.loads(ruleset_json)
        assert (ruleset["name"], ruleset["large_privilege_cost"]) == ("anniversary", 7)
        played = json.loads(state_json)["ruleset"]
        assert (played["name"], played["large_privilege_cost"]) == ("anniversary", 7)
        card = ok(await fake.slash(world.bob, ch, "yotd rules", ruleset="anniversary"))
        assert card.ephemeral and "large for 7" in card.text()
        standard = ok(await fake.slash(world.bob, ch, "yotd rules"))
        assert "large for 6" in standard.text()


async def test_a_standard_lobby_says_no_ruleset_and_starts_as_before(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, ch, db = world.fake, world.channel, tmp_path / "hoard.db"
    async with start_bot(db):
        lobby = lobby_of(ok(await fake.slash(world.host, ch, "goofspiel new")))
        assert "Ruleset" not in lobby.text()
        ok(await fake.slash(world.bob, ch, "goofspiel join"))
        ok(await fake.click(world.host, lobby, label="Start"))
    name, ruleset_json = db_row(db, "SELECT ruleset, ruleset_json FROM games")
    assert name == "standard"
    assert json.loads(ruleset_json) == SPECS["goofspiel"].rules.default_ruleset()


async def test_the_lobby_names_the_ruleset_in_the_games_language(
    world: World, start_bot: StartBot, tmp_path: Path
) -> None:
    fake, ch, db = world.fake, world.channel, tmp_path / "hoard.db"
    async with start_bot(db):
        new = await fake.slash(world.host, ch, "goofspiel new", ruleset="classic", language="it")
        assert "Regolamento: Classico (13 carte a testa)" in lobby_of(ok(new)).text()


@pytest.mark.parametrize(
    ("forged", "locale", "says"),
    [
        ("../goofspiel/classic", "en-US", "This game has no ruleset by that name"),
        ("..", "it", "Questo gioco non ha un regolamento con quel nome"),
        ("classic", "es-ES", "Este juego no tiene ningún reglamento con ese nombre"),
        ("standard.json", "en-US", "This game has no ruleset by that name"),
    ],
    ids=["path", "dots-italian", "other-games-spanish", "file-name"],
)
async def test_a_forged_ruleset_is_refused_and_nothing_is_stored(
    world: World,
    start_bot: StartBot,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    forged: str,
    locale: str,
    says: str,
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        group = next(c for c in fake.commands() if c["name"] == "yotd")
        before = dump(db)
        world.host.locale = locale  # the fake checks choices: the raw request of a forger
        rec = await fake.send_raw_command(
            world.host, world.channel, raw(group, "new", ruleset=(3, forged))
        )
        text = refused(rec, says)
        assert len([line for line in text.splitlines() if line.strip()]) == 1
        assert dump(db) == before
        assert fake.channel_messages(world.channel) == []
    assert errors_logged(caplog) == []


async def test_a_raw_forged_ruleset_of_another_type_is_refused(
    world: World, start_bot: StartBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake, db = world.fake, tmp_path / "hoard.db"
    async with start_bot(db):
        group = next(c for c in fake.commands() if c["name"] == "yotd")
        before = dump(db)
        data = raw(group, "new", ruleset=(4, 7))  # an integer where text is expected
        rec = await fake.send_raw_command(world.host, world.channel, data)
        refused(rec, "This game has no ruleset by that name")
        assert dump(db) == before
    assert errors_logged(caplog) == []
