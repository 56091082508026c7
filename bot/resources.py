"""Read the static data files bundled with the bot (rulesets, fonts, card lists).

They live in the checkout's top-level ``data/`` folder, which is installed as the package
``hoard_data`` (see ``pyproject.toml``), so they are found the same way in a checkout, an
editable install, ``pip install .`` and a wheel.
"""

from __future__ import annotations

import csv
import json
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any


def _data_dir() -> Path:
    try:
        return Path(str(resources.files("hoard_data")))
    except ModuleNotFoundError:  # running from a checkout that was never installed
        return Path(__file__).resolve().parent.parent / "data"


DATA_DIR = _data_dir()


@cache
def read_json(relative: str) -> Any:
    """Return the parsed JSON of ``data/<relative>``, read once per process."""
    with (DATA_DIR / relative).open(encoding="utf-8") as f:
        return json.load(f)


@cache
def read_csv(relative: str) -> tuple[dict[str, str], ...]:
    """Return the rows of the CSV file ``data/<relative>`` (a header line, then one row per
    line) as dicts of text, read once per process."""
    with (DATA_DIR / relative).open(encoding="utf-8", newline="") as f:
        return tuple(dict(row) for row in csv.DictReader(f))


def ruleset_json(game: str, name: str = "standard") -> dict[str, Any]:
    """Return a copy of the named ruleset document of ``game``."""
    doc = read_json(f"rulesets/{game}/{name}.json")
    if not isinstance(doc, dict):
        raise ValueError(f"data/rulesets/{game}/{name}.json is not a JSON object")
    copy: dict[str, Any] = json.loads(json.dumps(doc))
    return copy


PLAIN_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
"""A game id or ruleset name as the data folder spells it (never a path)."""
STANDARD_RULESET = "standard"
"""The ruleset every game bundles and starts with unless told otherwise."""


@cache
def ruleset_names(game: str) -> tuple[str, ...]:
    """Return the names of the rulesets ``game`` bundles (the ``*.json`` files of
    ``data/rulesets/<game>/`` named in lowercase letters, digits, ``_`` and ``-``): ``standard``
    first, the others in alphabetical order; none for a game without a folder there. Read once
    per process."""
    if not PLAIN_NAME.fullmatch(game):
        return ()
    folder = DATA_DIR / "rulesets" / game
    if not folder.is_dir():
        return ()
    found = (p.stem for p in folder.glob("*.json") if p.is_file())
    names = sorted(name for name in found if PLAIN_NAME.fullmatch(name))
    return tuple(sorted(names, key=lambda name: name != STANDARD_RULESET))
