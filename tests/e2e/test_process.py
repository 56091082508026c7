"""The bot as an admin runs it: a real process, started, stopped with SIGTERM, installed.

Each test starts ``python tests/e2e/launch.py`` (``bot.__main__.main`` pointed at the fake
Discord of the test) and reads its stderr as an admin would.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import venv
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.games import SPECS
from bot.services import GameService
from bot.services.integrity import check_all
from bot.storage import Database, GameRepository
from tests.e2e.conftest import World
from tests.fakediscord.state import Message
from tests.timing import ceiling, until

ROOT = Path(__file__).resolve().parents[2]
LAUNCH = Path(__file__).with_name("launch.py")

pytestmark = pytest.mark.slow  # real bot processes


@dataclass
class Child:
    proc: asyncio.subprocess.Process
    lines: list[str] = field(default_factory=list)
    reader: asyncio.Task[None] | None = None
    printed: asyncio.Event = field(default_factory=asyncio.Event)  # a line came, or the end

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    async def wait_for(self, needle: str, timeout: float | None = None) -> str:
        """Return the first line the bot printed that holds ``needle``, waiting for each new
        line (at most the suite's ceiling, ``tests/timing.py``); fail once the bot has ended
        without printing it."""

        async def seen() -> str | None:
            while True:
                self.printed.clear()
                line = next((line for line in self.lines if needle in line), None)
                if line is not None or (self.reader is not None and self.reader.done()):
                    return line
                await self.printed.wait()

        try:
            line = await asyncio.wait_for(seen(), ceiling(timeout))
        except TimeoutError:
            line = None
        if line is None:
            raise AssertionError(f"{needle!r} never appeared; the bot printed:\n{self.text}")
        return line


async def _read(child: Child) -> None:
    assert child.proc.stderr is not None
    try:
        async for raw in child.proc.stderr:
            child.lines.append(raw.decode(errors="replace").rstrip("\n"))
            child.printed.set()
    finally:
        child.printed.set()  # the end of its output: a waiter stops hoping


@contextlib.asynccontextmanager
async def launched(
    base: str,
    db: Path,
    *args: str,
    python: str = sys.executable,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> AsyncIterator[Child]:
    environ = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "DISCORD_TOKEN": "fake-token",
        "HOARD_DATABASE_URL": f"sqlite:///{db}",
        "FAKE_DISCORD_BASE": base,
        "LOG_LEVEL": "INFO",
        "FAKE_READY_TIMEOUT": "0.05",  # launch.py: "ready:" comes 2 s sooner
        **(env or {}),
    }
    proc = await asyncio.create_subprocess_exec(
        python,
        str(LAUNCH),
        *args,
        cwd=cwd or db.parent,
        env=environ,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    child = Child(proc)
    child.reader = asyncio.create_task(_read(child))
    try:
        yield child
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        await child.reader


async def exit_code(child: Child, timeout: float | None = None) -> int:
    """Return the bot's exit code once it has ended (at most the suite's ceiling)."""
    code = await asyncio.wait_for(child.proc.wait(), ceiling(timeout))
    assert child.reader is not None
    await child.reader
    return code


def moves(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0])
    finally:
        conn.close()


async def replay_ok(db: Path) -> int:
    database = await Database.open(db)
    try:
        checked, findings = await check_all(
            GameService(GameRepository(database), specs=SPECS), mark=False
        )
    finally:
        await database.close()
    assert findings == []
    return checked


async def test_the_ready_line_names_the_bot_its_servers_and_the_invite(
    world: World, tmp_path: Path
) -> None:
    async with launched(world.fake.base_url, tmp_path / "hoard.db") as child:
        ready = await child.wait_for("ready:")
        assert "logged in as" in ready and f"id {world.fake.bot_user.id}" in ready
        assert "on 1 server(s)" in ready
        assert f"client_id={world.fake.application_id}" in ready
        assert "permissions=274878024704" in ready
        assert str(tmp_path / "hoard.db") in child.text  # the starting line names the file
        child.proc.send_signal(signal.SIGTERM)
        assert await exit_code(child) == 0
    assert "stopped (SIGTERM)" in child.text
    assert "Traceback" not in child.text


@pytest.mark.skipif(not hasattr(signal, "SIGTERM"), reason="POSIX signals")
async def test_sigterm_mid_move_finishes_the_move_and_loses_nothing(
    world: World, tmp_path: Path
) -> None:
    """The host plays a hard bot: after each of the host's moves the bot thinks (a tenth of a
    second or more) before the host's panel is redrawn; SIGTERM comes in that window."""
    fake, db = world.fake, tmp_path / "hoard.db"
    async with launched(fake.base_url, db) as child:
        await child.wait_for("ready:")
        await fake.settle()
        rec = await fake.slash(world.host, world.channel, "village new", seats=2)
        assert rec.errors == [] and rec.message is not None
        lobby = rec.message
        assert (
            await fake.slash(world.host, world.channel, "village addbot", level="hard")
        ).errors == []
        assert (await fake.click(world.host, lobby, label="Start")).errors == []
        used: set[int] = set()
        for played in range(1, 4):
            # The bot posts the table for the host's turn from another process (after the hard
            # bot's move when it plays first): wait for that table rather than the quiet spell.
            def tables() -> list[Message]:
                return [
                    m
                    for m in fake.channel_messages(world.channel)
                    if any(b.get("label") == "Show my hand" for b in m.buttons())
                    and m.content.startswith(f"<@{world.host.id}>, it's your turn")
                    and m.id not in used
                ]

            await until(tables, "the host's turn")
            table = tables()[-1]
            used.add(table.id)
            opened = await fake.click(world.host, table, label="Show my hand")
            assert opened.errors == [] and opened.message is not None
            panel = opened.message  # a subprocess bot: its panel's edit follows its "thinking"
            await until(lambda p=panel.id: fake.message(p).buttons(), "the panel's buttons")
            before = len(fake.interactions)
            click = asyncio.create_task(fake.click(world.host, panel, label="Draw a card"))
            if played == 3:  # the last move: stop the bot while it is being played
                await until(
                    lambda n=before: (
                        len(fake.interactions) > n and fake.interactions[-1].acknowledged
                    ),
                    "the move deferred",  # deferred: the move is being played now
                    every=0.001,
                )
                child.proc.send_signal(signal.SIGTERM)
            done = await click
            assert done.errors == [], done.errors
            # The hard bot thinks in another process, longer than the fake's quiet spell on a
            # busy machine: wait for the panel's answer itself (the 15-minute token allows it).
            await until(
                lambda p=panel.id: "Done:" in fake.message(p).text(), "the move in flight answered"
            )
        code = await exit_code(child)
    assert code == 0, child.text
    assert "stopped (SIGTERM)" in child.text and "Traceback" not in child.text
    assert "finishing 1 interaction(s) in progress" in child.text
    assert moves(db) >= 2 * 3  # the host's three moves and the bot's answers, all stored
    assert await replay_ok(db) == 1


async def test_discord_unreachable_is_retried_then_one_line_and_exit_3(tmp_path: Path) -> None:
    async with launched(
        "http://127.0.0.1:9",  # the discard port: nothing listens, the connection is refused
        tmp_path / "hoard.db",
        env={"FAKE_RETRY_DELAYS": "0.05,0.05"},
    ) as child:
        code = await exit_code(child)
    assert code == 3
    assert child.text.count("cannot reach Discord") == 3, child.text
    assert "trying again in 0.05 s (1 of 2)" in child.text
    last = child.lines[-1]
    assert last.startswith("hoard: cannot reach Discord") and "after 3 tries" in last
    assert "Traceback" not in child.text


async def test_sigterm_while_waiting_for_discord_stops_at_once(tmp_path: Path) -> None:
    async with launched(
        "http://127.0.0.1:9", tmp_path / "hoard.db", env={"FAKE_RETRY_DELAYS": "60"}
    ) as child:
        await child.wait_for("trying again")
        child.proc.send_signal(signal.SIGTERM)
        assert await exit_code(child) == 0
    assert "stopped (SIGTERM)" in child.text


def build_wheel(out: Path) -> Path:
    """Build the wheel from a copy of the checkout (a build writes build/ into its source)."""
    source = out / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "*.db*"
        ),
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out),
            str(source),
        ],
        check=True,
        capture_output=True,
        timeout=ceiling(300),
        cwd=out,
    )
    (wheel,) = out.glob("hoard-*.whl")
    return wheel


def fresh_venv(where: Path, wheel: Path) -> Path:
    """A new virtual environment with the wheel installed; its dependencies are those of
    the test environment (a path entry, so nothing is downloaded)."""
    venv.create(where, with_pip=False)
    python = where / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    ours = Path(sysconfig_purelib())
    (site / "dependencies.pth").write_text(f"{ours}\n")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--ignore-installed",
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=ceiling(300),
    )
    return python


def sysconfig_purelib() -> str:
    import sysconfig

    return sysconfig.get_path("purelib")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="the venv layout of POSIX")
async def test_the_built_wheel_installs_and_runs_with_its_data(
    world: World, tmp_path: Path
) -> None:
    wheel = await asyncio.to_thread(build_wheel, tmp_path)
    python = await asyncio.to_thread(fresh_venv, tmp_path / "venv", wheel)
    helped = subprocess.run(
        [str(python.parent / "hoard"), "--help"], capture_output=True, text=True, check=True
    )
    assert helped.stdout.startswith("usage: hoard")
    where = subprocess.run(
        [str(python), "-c", "import bot, bot.resources as r; print(bot.__file__, r.DATA_DIR)"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout
    assert str(tmp_path / "venv") in where and str(ROOT) not in where  # not the checkout
    spoken = subprocess.run(
        [
            str(python),
            "-c",
            "from bot.i18n import catalogue as c, LANGUAGES as L; "
            "print(c().problems, c().root, [c().text(x, 'hoard-games-description') for x in L])",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout
    assert spoken.startswith("[] ") and str(tmp_path / "venv") in spoken  # the wheel's .ftl
    assert "Le partite aperte" in spoken and "Las partidas abiertas" in spoken
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    db = run_dir / "data" / "hoard.db"
    async with launched(
        world.fake.base_url,
        db,
        python=str(python),
        cwd=run_dir,
        env={"HOARD_DATABASE_URL": "sqlite:///data/hoard.db"},  # relative: the working dir
    ) as child:
        await child.wait_for("ready:")
        await world.fake.settle()
        rec = await world.fake.slash(world.host, world.channel, "village new", seats=2)
        assert rec.errors == []
        assert (await world.fake.click(world.bob, rec.message, label="Join")).errors == []
        started = await world.fake.click(world.host, rec.message, label="Start")
        assert started.errors == []

        def table() -> Message | None:  # a subprocess bot: the table follows the lobby
            last = world.fake.channel_messages(world.channel)[-1]
            return last if "it's your turn" in last.content else None

        await until(table, "the first table")
        shown = table()
        assert shown is not None and shown.attachments, "the table picture needs the fonts"
        child.proc.send_signal(signal.SIGTERM)
        assert await exit_code(child) == 0
    assert db.exists()
    assert await replay_ok(db) == 1
