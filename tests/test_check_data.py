"""``python -m bot check-data GAME FILE…``: a game's data files checked the way the game reads
them (Broom Service's bundle: ``bot.games.broom.checkdata.check_texts``), one line per
problem, exit code 1 on errors, 0 otherwise; an unknown game or an unreadable file is refused
in one line (exit code 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.games.broom.checkdata import FILES

DATA = Path(__file__).resolve().parents[1] / "data" / "broom"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    code = main(list(args), prog="hoard")
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def bundle(tmp_path: Path) -> list[Path]:
    for name in FILES:
        shutil.copy(DATA / name, tmp_path / name)
    return [tmp_path / name for name in FILES]


def test_the_shipped_bundle_has_no_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    files = bundle(tmp_path)
    code, lines, err = run(capsys, "check-data", "broom", *map(str, files))
    assert (code, lines, err) == (0, ["check-data: 5 files checked: no problem"], "")


def test_each_problem_is_one_line_and_errors_exit_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    files = bundle(tmp_path)
    board = json.loads((tmp_path / "board.json").read_text(encoding="utf-8"))
    board["edges"].append(["f1", "zz"])
    board["edges"].append(["f1", "yy"])
    (tmp_path / "board.json").write_text(json.dumps(board), encoding="utf-8")
    code, lines, _ = run(capsys, "check-data", "broom", *map(str, files))
    assert code == 1
    assert "error: board: edge f1-zz names an unknown region" in lines
    assert "error: board: edge f1-yy names an unknown region" in lines
    assert all(line.startswith(("error: ", "warning: ")) for line in lines)


def test_a_missing_file_is_said(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    files = bundle(tmp_path)[:-1]
    code, lines, _ = run(capsys, "check-data", "broom", *map(str, files))
    assert (code, lines) == (1, ["error: missing file lightning.json"])


def test_an_unknown_game_or_file_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, lines, err = run(capsys, "check-data", "chess", str(tmp_path / "board.json"))
    assert code == 2 and lines == [] and err.count("\n") == 1
    assert "no data check for the game 'chess'" in err and "broom" in err
    code, _, err = run(capsys, "check-data", "broom", str(tmp_path / "nothing.json"))
    assert code == 2 and err.startswith("hoard: cannot read ")
