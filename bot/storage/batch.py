"""A write transaction given whole: its statements, and the rows each must touch.

``Backend.batch(steps)`` runs them all or none. On SQLite the whole transaction (BEGIN, the
statements, COMMIT) runs in one call (``run_in_thread``): on the event loop's own thread when
the connection is idle (``Database._batch_here``), else on the connection's thread, so a
move's several statements cost at most one trip there instead of one each; a step that
touches another number of rows than it expects (a version check that failed) rolls
everything back.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Step:
    """One statement of a batch (SQLite's ``?`` parameters) and the rows it must touch."""

    sql: str
    args: tuple[Any, ...] = ()
    rows: int | None = None
    """The number of rows it must touch (None: any); another number rolls the batch back. It
    is a check that wrote nothing when it fails (a version check: 0 rows instead of 1), so a
    batch of one step runs without a transaction around it."""


class Refused(Exception):
    """A step touched another number of rows than it expected (``Step.rows``)."""

    def __init__(self, index: int) -> None:
        super().__init__(f"step {index} of the batch touched another number of rows")
        self.index = index


def run_in_thread(raw: sqlite3.Connection, steps: Sequence[Step]) -> int | None:
    """Run ``steps`` in one IMMEDIATE transaction on ``raw`` (autocommit mode); committed, or
    rolled back before this returns. Return None, or the index of the step that was refused."""
    if len(steps) == 1:  # atomic by itself
        step = steps[0]
        cur = raw.execute(step.sql, step.args)
        return 0 if step.rows is not None and cur.rowcount != step.rows else None
    raw.execute("BEGIN IMMEDIATE")
    try:
        for index, step in enumerate(steps):
            cur = raw.execute(step.sql, step.args)
            if step.rows is not None and cur.rowcount != step.rows:
                raw.execute("ROLLBACK")
                return index
        raw.execute("COMMIT")
    except BaseException:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise
    return None
