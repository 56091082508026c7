-- Members' holidays (issue 30, /hoard away): while one runs, the clocks of the member's running
-- games stop for their seat (within each server's allowance, ``holiday_days`` per 30 days).
-- A holiday is the member's, across every server. ``until_at``: the end they asked for;
-- ``ended_at``: set when it ended early (/hoard back, or a new holiday replacing it), else NULL.
-- The rows stay after a holiday ends: the allowance counts the days taken in the last 30.
CREATE TABLE holidays (
    user_id INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    until_at TEXT NOT NULL,
    ended_at TEXT,
    reason TEXT,
    PRIMARY KEY (user_id, started_at)
) WITHOUT ROWID;
