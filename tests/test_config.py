"""Settings: defaults, .env files, and one clear line for a missing or malformed setting."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE, ConfigError, Settings, load_settings
from tests.timing import ceiling

ROOT = Path(__file__).resolve().parents[1]
FIELDS = [
    "DISCORD_TOKEN",
    "DATABASE_URL",
    "DATABASE_SYNCHRONOUS",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "SHARD_COUNT",
    "SHARD_IDS",
]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in FIELDS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_defaults_need_only_a_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc.def.ghi")
    s = load_settings()
    assert s.discord_token is not None
    assert s.discord_token.get_secret_value() == "abc.def.ghi"
    assert s.database_path == Path(DEFAULT_DATABASE)
    assert s.dev_guild_id is None
    assert s.log_level == "INFO"
    assert "abc.def.ghi" not in repr(s)
    assert "abc.def.ghi" not in str(s.model_dump())


def test_a_missing_token_is_one_clear_line() -> None:
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert str(err.value).startswith("DISCORD_TOKEN is not set")
    assert "\n" not in str(err.value)


@pytest.mark.parametrize(
    ("name", "value"),
    [("DEV_GUILD_ID", "not-a-number"), ("LOG_LEVEL", "LOUD"), ("DATABASE_URL", "mysql://x/y")],
)
def test_a_malformed_setting_is_named(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert str(err.value).startswith(name)


def test_dotenv_file_is_read(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\nDEV_GUILD_ID=42\nLOG_LEVEL=debug\n")
    s = load_settings()
    assert s.discord_token is not None and s.discord_token.get_secret_value() == "from-file"
    assert s.dev_guild_id == 42
    assert s.log_level == "DEBUG"


def test_env_example_mirrors_every_setting() -> None:
    example = (ROOT / ".env.example").read_text()
    names = {line.split("=")[0] for line in example.splitlines() if "=" in line and line[0] != "#"}
    assert names == {f.upper() for f in Settings.model_fields}


def test_python_m_bot_without_a_token_exits_with_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=ceiling(60),
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert "DISCORD_TOKEN" in result.stderr
    assert "Traceback" not in result.stderr


def test_hoard_database_url_wins_over_a_hosts_database_url(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DATABASE_URL", "postgres://user:pw@host/db")
    assert load_settings().database_target == "postgres://user:pw@host/db"
    monkeypatch.setenv("HOARD_DATABASE_URL", "sqlite:////var/lib/hoard/hoard.db")
    assert load_settings().database_path == Path("/var/lib/hoard/hoard.db")


@pytest.mark.parametrize("url", ["postgresql://h/db", "postgres://u:pw@h:5433/db", "POSTGRES://h"])
def test_a_postgres_url_names_postgres_and_the_file_commands_refuse_it(
    monkeypatch: pytest.MonkeyPatch, url: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DATABASE_URL", url)
    settings = load_settings()
    assert settings.database_target == url
    with pytest.raises(ConfigError) as err:
        settings.database_path  # noqa: B018
    assert "--database FILE" in str(err.value) and "\n" not in str(err.value)
    assert "pw" not in str(err.value)


def test_env_example_database_is_the_built_in_default() -> None:
    example = (ROOT / ".env.example").read_text()
    values = dict(
        line.split("=", 1) for line in example.splitlines() if "=" in line and line[0] != "#"
    )
    assert values["DATABASE_URL"] == Settings.model_fields["database_url"].default


def test_help_lists_every_setting(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "--help"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=ceiling(60),
        check=True,
    )
    assert result.stdout.startswith("usage: python -m bot")
    listed = result.stdout.split("settings (environment variables", 1)[1]
    for name, field in Settings.model_fields.items():
        assert f"{name.upper():<22} {field.description}" in listed


def test_shards_are_a_count_and_the_ids_this_process_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    settings = load_settings()
    assert settings.shard_count is None and settings.shard_id_list is None
    monkeypatch.setenv("SHARD_COUNT", "4")
    assert load_settings().shard_count == 4 and load_settings().shard_id_list is None
    monkeypatch.setenv("SHARD_IDS", " 3, 1,1 ")
    assert load_settings().shard_id_list == [1, 3]
    monkeypatch.setenv("SHARD_IDS", "2-3")  # as systemd's hoard@2-3.service gives them
    assert load_settings().shard_id_list == [2, 3]
    monkeypatch.setenv("SHARD_IDS", "0,2-3")
    assert load_settings().shard_id_list == [0, 2, 3]


@pytest.mark.parametrize(
    ("count", "ids", "start"),
    [
        ("", "0", "SHARD_IDS needs SHARD_COUNT"),
        ("2", "2", "SHARD_IDS 2: shards are numbered 0 to 1"),
        ("2", "0;1", "SHARD_IDS: "),
        ("4", "3-1", "SHARD_IDS: "),
        ("4", "1-", "SHARD_IDS: "),
        ("0", "", "SHARD_COUNT: "),
    ],
)
def test_shard_settings_that_do_not_fit_are_one_line(
    monkeypatch: pytest.MonkeyPatch, count: str, ids: str, start: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("SHARD_COUNT", count)
    monkeypatch.setenv("SHARD_IDS", ids)
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert str(err.value).startswith(start) and "\n" not in str(err.value)
