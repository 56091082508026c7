"""``python -m bot check-data GAME FILE…``: a game's data files checked the way the game reads
them, before a ruleset names them (an admin's transcription of a printed board, say).

A game offers the check with a ``checkdata`` module holding ``check_texts`` (its files' texts
by file name -> one line per problem, ``error: …`` or ``warning: …``); this module finds it by
the game's id, so it names no game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from pathlib import Path

from bot.maintenance import Refused

Checker = Callable[[dict[str, str]], list[str]]


def data_checkers() -> dict[str, Checker]:
    """The games whose data files an admin may check, by id."""
    from bot.games import SPECS

    found: dict[str, Checker] = {}
    for game_id in sorted(SPECS):
        try:
            module = importlib.import_module(f"bot.games.{game_id}.checkdata")
        except ModuleNotFoundError:
            continue
        check = getattr(module, "check_texts", None)
        if callable(check):
            found[game_id] = check
    return found


def check_data(game: str, files: Sequence[Path]) -> int:
    """Print one line per problem of ``files`` (known by their names) for ``game``; return 1
    if any is an error, else 0 (a line saying so when there is no problem at all). An unknown
    game or an unreadable file is refused (``Refused``: one line, exit code 2)."""
    checkers = data_checkers()
    check = checkers.get(game)
    if check is None:
        known = ", ".join(checkers) or "none"
        raise Refused(f"no data check for the game {game!r} (games: {known})")
    texts: dict[str, str] = {}
    for path in files:
        try:
            texts[path.name] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise Refused(f"cannot read {path}: {err}") from None
    lines = check(texts)
    for line in lines:
        print(line)
    if not lines:
        print(f"check-data: {len(texts)} files checked: no problem")
    return 1 if any(line.startswith("error: ") for line in lines) else 0
