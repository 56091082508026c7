"""Read the static data files bundled under ``data/`` (rulesets, card lists)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


@cache
def read_json(relative: str) -> Any:
    """Return the parsed JSON of ``data/<relative>``, read once per process."""
    with (DATA_DIR / relative).open(encoding="utf-8") as f:
        return json.load(f)


def ruleset_json(game: str, name: str = "standard") -> dict[str, Any]:
    """Return a copy of the named ruleset document of ``game``."""
    doc = read_json(f"rulesets/{game}/{name}.json")
    if not isinstance(doc, dict):
        raise ValueError(f"data/rulesets/{game}/{name}.json is not a JSON object")
    copy: dict[str, Any] = json.loads(json.dumps(doc))
    return copy
