"""The admin's command line: check-db, backup, restore, forget, replay; refusals in one line.

Long file: one module per command-line surface, each command's refusals beside its success.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import io
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

import bot.client  # noqa: F401 - imported by ``run`` before the database opens (forked child)
from bot.__main__ import COMMANDS, main
from bot.games import SPECS
from bot.services import GameService
from bot.storage import Database, GameRepository, Status, database
from tests.services.test_integrity import play_some as integrity_play_some
from tests.services.test_replays import exported
from tests.storage.test_database import write_schema_1
from tests.timing import ceiling
from tests.unprivileged import needs_permissions, run_unprivileged

ROOT = Path(__file__).resolve().parents[1]


def hoard(
    *args: str,
    database: Path | None = None,
    cwd: Path | None = None,
    timeout: float = 120,
    **env: str,
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m bot args…`` as an admin would, away from any .env of the checkout."""
    base = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "LOG_LEVEL": "INFO"}
    if database is not None:
        base["DATABASE_URL"] = f"sqlite:///{database}"
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd or tempfile.gettempdir(),
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=ceiling(timeout),
        check=False,
    )


def one_line(result: subprocess.CompletedProcess[str], code: int = 2) -> str:
    """Assert the command failed with exactly one line on stderr, and return it."""
    assert result.returncode == code, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("hoard: ")
    return result.stderr.strip()


def digests(db_path: Path) -> dict[str, str]:
    """Hash the database and the files beside it that hold data (-wal; -shm is an index)."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(db_path.parent.glob(db_path.name + "*"))
        if not p.name.endswith("-shm")
    }


async def play_some(service: GameService, channel: int, moves: int) -> int:
    return await integrity_play_some(service, channel, moves, guild=channel, names=True)


def raw_sql(db_path: Path, sql: str, *args: object) -> None:
    raw = sqlite3.connect(db_path)
    raw.execute(sql, args)
    raw.commit()
    raw.close()


# --- check-db ---------------------------------------------------------------------------------


async def test_check_db_reports_each_damaged_game_once_and_changes_no_byte(
    service: GameService, db_path: Path
) -> None:
    good = await play_some(service, 1, 6)
    bad_state = await play_some(service, 2, 6)
    bad_log = await play_some(service, 3, 6)
    raw_sql(db_path, "UPDATE games SET state_json = '{oops' WHERE id = ?", bad_state)
    raw_sql(db_path, "UPDATE actions SET action_json = 'x' WHERE game_id = ? AND seq = 2", bad_log)
    # the bot is running: its connection is open and the recent writes are in hoard.db-wal
    assert db_path.with_name("hoard.db-wal").stat().st_size > 0
    before = digests(db_path)

    result = hoard("check-db", database=db_path)

    assert result.returncode == 1, result.stderr
    assert result.stderr == ""  # each finding once, on stdout; no log line repeats it
    lines = result.stdout.splitlines()
    assert lines == [
        f"game {bad_state}: cannot be read or replayed: its saved state: JSONDecodeError: "
        "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
        f"game {bad_log}: cannot be read or replayed: move 2: JSONDecodeError: Expecting value: "
        "line 1 column 1 (char 0)",
        f"checked 3 games in {db_path}: 2 with problems; nothing was changed (run again with "
        "--repair to mark the 2 unreadable games broken)",
    ]
    assert digests(db_path) == before
    assert (await service.game(bad_state)).status is Status.RUNNING
    assert good not in {bad_state, bad_log}


async def test_check_db_repair_marks_the_damaged_games_broken(
    service: GameService, db_path: Path
) -> None:
    bad = await play_some(service, 1, 4)
    raw_sql(db_path, "UPDATE games SET seed = NULL WHERE id = ?", bad)
    result = hoard("check-db", "--repair", database=db_path)
    assert result.returncode == 1, result.stderr
    assert result.stderr == ""  # the finding is printed once; the log does not repeat it
    assert result.stdout.splitlines() == [
        f"game {bad}: cannot be read or replayed: the game has no seed or ruleset recorded "
        "(marked broken)",
        f"checked 1 game in {db_path}: 1 with problems; marked 1 broken",
    ]
    assert (await service.game(bad)).status is Status.BROKEN
    again = hoard("check-db", database=db_path)
    assert "(already marked broken)" in again.stdout
    assert again.stdout.splitlines()[-1].endswith("nothing was changed")


async def test_check_db_of_a_healthy_database_exits_0(service: GameService, db_path: Path) -> None:
    await play_some(service, 1, 5)
    result = hoard("check-db", database=db_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"checked 1 game in {db_path}: 0 with problems; nothing was changed\n"
    deprecated = hoard("check-db", "--no-mark", database=db_path)  # still accepted: report only
    assert deprecated.returncode == 0
    one_line(hoard("check-db", "--no-mark", "--repair", database=db_path))


async def test_check_db_reports_what_sqlite_finds_wrong_with_the_file(
    service: GameService, db_path: Path
) -> None:
    await play_some(service, 1, 2)
    raw = sqlite3.connect(db_path)
    raw.execute("PRAGMA foreign_keys = OFF")
    raw.execute("INSERT INTO seats (game_id, user_id, joined_at) VALUES (404, 7, 't')")
    raw.commit()
    raw.close()
    result = hoard("check-db", database=db_path)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        "database: a row of seats refers to a missing row of games",
        f"checked 1 game in {db_path}: 0 with problems; nothing was changed; SQLite's own "
        "checks found 1 problem in the file itself (the database: lines; for a damaged file, "
        "restore a backup)",
    ]


def test_check_db_refuses_a_path_that_does_not_exist(tmp_path: Path) -> None:
    path = tmp_path / "typo.db"
    for args in (["check-db"], ["check-db", "--repair"]):
        line = one_line(hoard(*args, "--database", str(path)))
        assert line == f"hoard: there is no database at {path}: check DATABASE_URL or --database"
    assert not path.exists()


@pytest.mark.parametrize("kind", ["missing", "folder", "fifo"])
def test_every_command_refuses_a_path_that_is_no_database_file_alike(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "typo.db"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":  # opening one for reading would wait for a writer forever
        os.mkfifo(path)

    def said(what: str) -> str:
        return (
            f"{path} is a folder, not a {what}"
            if kind == "folder"
            else f"there is no {what} at {path}"
        )

    other = tmp_path / "other.db"
    for args in (
        ["check-db"],
        ["check-db", "--repair"],
        ["backup", str(tmp_path / "copy.db")],
        ["ratings"],
        ["forget", "2"],
        ["forget", "2", "--yes"],
    ):
        line = one_line(hoard(*args, "--database", str(path), timeout=30))
        assert line == f"hoard: {said('database')}: check DATABASE_URL or --database", args
    for yes in ([], ["--yes"]):
        line = one_line(hoard("restore", str(path), *yes, "--database", str(other), timeout=30))
        assert line == f"hoard: {said('backup')}: check the path"
    assert sorted(p.name for p in tmp_path.iterdir()) == ([] if kind == "missing" else ["typo.db"])


@needs_permissions
async def test_check_db_reads_a_database_in_a_read_only_folder(open_dir: Path) -> None:
    path = open_dir / "hoard.db"
    db = await Database.open(path)
    service = GameService(GameRepository(db), specs=SPECS)
    await play_some(service, 1, 3)
    await db.close()  # a clean close: no -wal or -shm beside it
    before = digests(path)
    open_dir.chmod(0o555)  # as on a read-only mount, or a folder this user may not write
    path.chmod(0o444)

    def check() -> str:
        os.environ.update(LOG_LEVEL="WARNING")
        with contextlib.redirect_stdout(io.StringIO()) as out:
            code = main(["check-db", "--database", str(path)], prog="python -m bot")
        return f"exit {code}\n{out.getvalue()}"

    said = run_unprivileged(check)
    assert said.splitlines()[0] == "exit 0", said
    assert "checked 1 game in" in said and "0 with problems; nothing was changed" in said
    assert "--- stderr" not in said
    assert digests(path) == before
    assert sorted(p.name for p in open_dir.iterdir()) == ["hoard.db"]


def test_check_db_of_an_older_schema_checks_an_upgraded_copy(tmp_path: Path) -> None:
    path = tmp_path / "hoard.db"
    write_schema_1(path)
    before = digests(path)
    result = hoard("check-db", database=path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0].startswith(
        f"note: {path} has schema version 1; it was checked on an upgraded copy in memory"
    )
    assert digests(path) == before


def test_check_db_of_a_damaged_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "hoard.db"
    path.write_bytes(b"junk" * 1000)
    assert "is not a SQLite database" in one_line(hoard("check-db", database=path))
    assert path.read_bytes() == b"junk" * 1000


SCHEMA_PAGES = "SELECT pageno FROM dbstat WHERE name = 'sqlite_schema'"
"""The pages the schema takes (it grows past page 1 as migrations add tables and triggers)."""


async def damaged_database(path: Path, pages: str) -> None:
    """Write a real database with games at ``path``, then overwrite some of its pages.

    The schema's pages (page 1 and those it grew into) are left whole, so SQLite opens the
    file and finds the damage only as it reads the tables.
    """
    good = path.with_name("good.db")
    db = await Database.open(good)
    try:
        service = GameService(GameRepository(db), specs=SPECS)
        for channel in range(1, 30):
            await play_some(service, channel, 8)
    finally:
        await db.close()
    with contextlib.closing(sqlite3.connect(good)) as conn:
        schema = {n - 1 for (n,) in conn.execute(SCHEMA_PAGES)}  # 0-based, as below
    data = bytearray(good.read_bytes())
    size = 4096
    count = len(data) // size
    damaged = range(2, count) if pages == "3 to the end" else range(count // 3, count // 2)
    for page in set(damaged) - schema:  # 0-based: page 2 is the file's page 3
        data[page * size : (page + 1) * size] = b"\xde\xad" * (size // 2)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("pages", ["3 to the end", "in the middle"])
async def test_check_db_of_a_malformed_file_reports_what_sqlite_finds(
    tmp_path: Path, pages: str
) -> None:
    path = tmp_path / "hoard.db"
    await damaged_database(path, pages)
    before = digests(path)
    result = hoard("check-db", database=path)
    assert "Traceback" not in result.stderr
    assert result.returncode == 1, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].startswith("database: "), lines
    assert all(line.startswith(("database: ", "game ")) for line in lines[:-1]), lines
    if pages == "in the middle":  # what the check found before it failed is said, page by page
        assert any(line.startswith("database: Page ") for line in lines), lines
    assert lines[-1].startswith(f"checked 0 games in {path}: 0 with problems; nothing was changed")
    assert lines[-1].endswith("(the database: lines; for a damaged file, restore a backup)")
    assert digests(path) == before


@pytest.mark.parametrize("pages", ["3 to the end", "in the middle"])
@pytest.mark.parametrize(
    "command",
    [["check-db", "--repair"], ["forget", "2"], ["forget", "2", "--yes"], ["backup"]],
    ids=" ".join,
)
async def test_every_command_refuses_a_malformed_file_in_one_line(
    tmp_path: Path, pages: str, command: list[str]
) -> None:
    path = tmp_path / "hoard.db"
    await damaged_database(path, pages)
    before = digests(path)
    if command == ["backup"]:
        command = ["backup", str(tmp_path / "copy.db")]
    line = one_line(hoard(*command, database=path))
    assert str(path) in line
    assert "restore" in line or "check-db" in line, line
    assert digests(path)["hoard.db"] == before["hoard.db"]
    wal = path.with_name("hoard.db-wal")  # a read-only look at a WAL database may leave it empty
    assert not wal.exists() or wal.stat().st_size == 0


def test_an_sqlite_error_during_a_command_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hoard.db"

    async def one_damaged_game() -> None:
        db = await Database.open(path)
        try:
            await play_some(GameService(GameRepository(db), specs=SPECS), 1, 2)
        finally:
            await db.close()

    asyncio.run(one_damaged_game())
    raw_sql(path, "UPDATE games SET seed = NULL")
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    set_status = GameRepository.set_status

    async def while_another_program_writes(self: GameRepository, *args: Any) -> None:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            await set_status(self, *args)
        finally:
            other.close()

    monkeypatch.setattr(GameRepository, "set_status", while_another_program_writes)
    code = main(["check-db", "--repair", "--database", str(path)], prog="hoard")
    err = capsys.readouterr().err
    assert code == 2
    assert err == (
        f"hoard: the database {path} is locked by another program (database is locked): wait "
        "until it is done (a restore, a backup tool), then try again\n"
    )


# --- backup and restore -----------------------------------------------------------------------


async def test_backup_and_restore_from_the_command_line(
    service: GameService, db: Database, db_path: Path, tmp_path: Path
) -> None:
    await play_some(service, 1, 3)
    copy = tmp_path / "backups" / "monday.db"
    copy.parent.mkdir()
    made = hoard("backup", str(copy), database=db_path)  # while the bot runs
    assert made.returncode == 0, made.stderr
    assert made.stdout.startswith(f"backup: wrote {copy} (1 game, ")
    assert made.stdout.endswith(f" KB, schema version {database.latest_version()})\n")
    assert "already exists" in one_line(hoard("backup", str(copy), database=db_path))
    assert hoard("backup", str(copy), "--force", database=db_path).returncode == 0
    await play_some(service, 2, 3)

    asked = one_line(hoard("restore", str(copy), database=db_path))
    assert asked.startswith(f"hoard: restore would replace {db_path} with {copy} (1 game, ")
    assert asked.endswith("stop the bot, then run again with --yes; nothing was changed")
    running = one_line(hoard("restore", str(copy), "--yes", database=db_path))
    assert "is in use (is the bot running?)" in running
    assert await service.repo.count() == 2

    await db.close()  # the bot stops
    done = hoard("restore", str(copy), "--yes", database=db_path)
    assert done.returncode == 0, done.stderr
    kept = sorted(tmp_path.glob("hoard.db.before-restore-*"))
    assert len(kept) == 1
    assert done.stdout == (
        f"restore: {db_path} now holds the 1 game of {copy}; the previous database (2 games) "
        f"is kept as {kept[0]}; start the bot to use it\n"
    )
    missing = hoard("restore", str(tmp_path / "nope.db"), "--yes", database=db_path)
    assert "there is no backup at" in one_line(missing)


# --- forget -----------------------------------------------------------------------------------


async def test_forget_from_the_command_line(service: GameService, db_path: Path) -> None:
    game_id = await play_some(service, 1, 2)
    await service.set_notify(2, True)
    seated = one_line(hoard("forget", "2", "--yes", database=db_path))
    assert seated == (
        f"hoard: member 2 still holds a seat in game #{game_id} (running): nothing was "
        "forgotten; they can leave a lobby with /village leave, or the game must end or be "
        "cancelled (/village cancel) first"
    )
    await service.cancel(game_id, 1)
    before = digests(db_path)
    preview = one_line(hoard("forget", "2", database=db_path))
    assert preview.startswith(
        "hoard: forget would remove member 2's 1 preference and display name from 1 seat; "
        "1 ended game keeps their user id (and, once finished, score and rank) as the game's "
        "record, since saved games name their players by id"
    )
    assert preview.endswith("run again with --yes to do it; nothing was changed")
    assert digests(db_path) == before
    await service.set_notify(3, True)
    only_names = one_line(hoard("forget", "1", database=db_path))
    assert only_names.startswith("hoard: forget would remove member 1's display name from 1 seat")
    both = one_line(hoard("forget", "3", database=db_path))
    assert both.startswith("hoard: forget would remove member 3's 1 preference and display name")
    assert "their" not in only_names.split(";")[0] + both.split(";")[0]
    done = hoard("forget", "2", "--yes", database=db_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(
        "forget: member 2: removed 1 preference and their display name from 1 seat; "
    )
    assert await service.notify_dm(2) is False
    assert [s.name for s in (await service.game(game_id)).seats if s.user_id == 2] == [None]


def test_forget_needs_a_member_id() -> None:
    line = one_line(hoard("forget", "-5"))
    assert "is not a Discord user id" in line


# --- start-up refusals ------------------------------------------------------------------------


def newer_database(path: Path) -> None:
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA journal_mode = DELETE")
    raw.execute("CREATE TABLE from_the_future (x)")
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()


@pytest.mark.parametrize("case", ["folder", "junk", "truncated", "newer", "foreign"])
def test_the_bot_refuses_an_unusable_database_in_one_line(tmp_path: Path, case: str) -> None:
    path = tmp_path / "hoard.db"
    if case == "folder":
        (tmp_path / "not-a-folder").write_text("")
        path = tmp_path / "not-a-folder" / "hoard.db"
        words = "cannot create the folder"
    elif case == "junk":
        path.write_bytes(b"\x00junk" * 999)
        words = "is not a SQLite database"
    elif case == "truncated":
        raw = sqlite3.connect(path)
        raw.execute("CREATE TABLE t (x)")
        raw.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
        raw.commit()
        raw.close()
        path.write_bytes(path.read_bytes()[:20_000])
        words = "is damaged"
    elif case == "foreign":
        raw = sqlite3.connect(path)
        raw.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total)")
        raw.commit()
        raw.close()
        words = "is a SQLite database of another program (tables: invoices)"
    else:
        newer_database(path)
        words = "schema version 99"
    before = digests(path) if path.parent.is_dir() else {}
    result = hoard(database=path, DISCORD_TOKEN="not-used", LOG_LEVEL="WARNING")
    assert words in one_line(result)
    assert str(path.parent if case == "folder" else path) in result.stderr
    if before:
        assert digests(path) == before  # byte-identical, no -wal, -shm or -journal beside it


@needs_permissions
def test_the_bot_refuses_a_read_only_database_in_one_line(open_dir: Path) -> None:
    path = open_dir / "hoard.db"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    open_dir.chmod(0o777)
    path.chmod(0o444)

    def start_the_bot() -> str:
        os.environ.update(DISCORD_TOKEN="not-used", DATABASE_URL=str(path), LOG_LEVEL="WARNING")
        return f"exit {main([], prog='python -m bot')}"

    said = run_unprivileged(start_the_bot)
    assert said.splitlines()[0] == "exit 2", said
    assert said.splitlines()[1:] == [
        "--- stderr",
        f"hoard: the database {path} is read-only for this user: give this user write access "
        "to it (chmod, chown), or point DATABASE_URL at a writable copy; it was not changed",
    ]


# --- help -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "says"),
    [
        ("check-db", "Read-only: the file is not changed"),
        ("ratings", "from the ended games, in the order they ended"),
        ("backup", "Copy the database to DEST through SQLite's backup API"),
        ("restore", "<name>.before-restore-<date>-<time>"),
        ("forget", "Forget a member"),
        ("copy-db", "ids kept, in one transaction on TARGET"),
    ],
)
def test_every_maintenance_command_says_what_it_does(command: str, says: str) -> None:
    result = hoard(command, "--help")
    assert result.returncode == 0
    assert result.stdout.startswith(f"usage: python -m bot {command} ")
    assert says in " ".join(result.stdout.split())


def registered_commands() -> list[str]:
    """Return the name each ``add_…`` function of ``COMMANDS`` registers, in order."""
    names: list[str] = []
    for add in COMMANDS:
        sub = argparse.ArgumentParser().add_subparsers()
        add(sub)
        names.extend(sub.choices)
    return names


def test_help_lists_every_command_by_name() -> None:
    names = registered_commands()
    names_in_order = [
        "run",
        "sync",
        "check-db",
        "ratings",
        "backup",
        "restore",
        "copy-db",
        "forget",
    ]
    assert names == [*names_in_order, "replay", "check-data"]
    result = hoard("--help", COLUMNS="80")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    block = lines[lines.index("  COMMAND") + 1 :]
    block = block[: block.index("")]
    # each command starts a line of the list, its help beside it; longer help wraps below it
    listed = [line.split()[0] for line in block if line.startswith("    ") and line[4] != " "]
    assert listed == names, result.stdout
    for i, line in enumerate(block):
        if line.startswith("    ") and line[4] != " ":
            # a name longer than argparse's help column has its help on the next line
            beside = len(line.split()) > 1
            below = i + 1 < len(block) and block[i + 1].startswith("      ")
            assert beside or below, f"the command {line.strip()} has no help"


def test_help_lists_every_setting_by_the_name_an_admin_sets() -> None:
    result = hoard("--help", COLUMNS="200")
    assert result.returncode == 0, result.stderr
    names = [line.split()[0] for line in result.stdout.split("settings (")[1].splitlines()[1:]]
    assert names == [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "HOARD_DATABASE_URL",
        "DATABASE_SYNCHRONOUS",
        "DEV_GUILD_ID",
        "LOG_LEVEL",
        "SHARD_COUNT",
        "SHARD_IDS",
    ]
    assert "HOARD_DATABASE_URL     The same; it wins over DATABASE_URL" in result.stdout


def test_the_installed_script_is_called_hoard_in_its_help() -> None:
    script = Path(sys.executable).parent / "hoard"
    if not script.exists():
        pytest.skip("the hoard script is installed by pip install -e .")
    result = subprocess.run(
        [str(script), "backup", "--help"],
        capture_output=True,
        text=True,
        check=False,
        timeout=ceiling(60),
    )
    assert result.stdout.startswith("usage: hoard backup ")


def test_a_wrong_command_line_is_one_line() -> None:
    line = one_line(hoard("backup"))
    assert line == (
        "hoard: the following arguments are required: DEST (see `python -m bot backup --help`)"
    )


def test_main_can_be_driven_in_process(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hoard.db"
    write_schema_1(path)
    code = main(["backup", str(tmp_path / "copy.db"), "--database", str(path)], prog="hoard")
    assert code == 0
    assert capsys.readouterr().out.startswith("backup: wrote ")


# --- replay -----------------------------------------------------------------------------------


def test_replay_verifies_an_exported_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    doc = exported("village")
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(path)], prog="hoard") == 0
    out = capsys.readouterr()
    players, moves = len(doc["seats"]), len(doc["actions"])
    assert out.out == f"game #7 (village), {moves} moves, {players} players: verified\n"
    assert out.err == ""


def test_replay_refuses_a_bad_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = exported("village")
    doc["seed"] += 1
    files = {
        "tampered.json": (json.dumps(doc), "move 1: not seat 1's turn"),
        "broken.json": ('{"format": "hoard-game", ', "not a JSON document (Expecting"),
        "list.json": ("[1, 2]", "the document is a list, not an object"),
        "missing.json": (None, "No such file or directory"),
    }
    for name, (content, reason) in files.items():
        path = tmp_path / name
        if content is not None:
            path.write_text(content, encoding="utf-8")
        assert main(["replay", str(path)], prog="hoard") == 1, name
        out = capsys.readouterr()
        assert out.out == ""
        assert out.err.startswith(f"hoard: {path}: {reason}"), out.err
        assert out.err.count("\n") == 1, out.err
