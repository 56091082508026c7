-- The turn clock's log (issue 18, shards): one row per reminder or timeout a process claimed.
-- A reminder is claimed by a conditional UPDATE of its game's schedule and this row, in one
-- transaction; a timeout by its first move's save (the version check) and this row. The key
-- makes a second claim of the same clock event fail even if the UPDATE's guard were bypassed.
-- ``number``: the reminder points passed (0 for a timeout); ``sent_at``: when the players
-- were told (NULL if the process stopped between the claim and the message: a reminder still
-- current is sent again at the next start-up, with the same Discord nonce); ``posted``: 1 when
-- it was said, 0 when the game moved on before it could be (nothing to say), NULL untold.
CREATE TABLE clock_log (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    deadline_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('reminder', 'timeout')),
    number INTEGER NOT NULL,
    version INTEGER NOT NULL,
    claimed_at TEXT NOT NULL,
    sent_at TEXT,
    posted INTEGER,
    PRIMARY KEY (game_id, deadline_at, kind, number)
) WITHOUT ROWID;  -- no implicit row order to keep (copy-db copies an implicit rowid as a column)

-- The reminders a process claimed and never told (the start-up sends them again): few rows.
CREATE INDEX clock_log_unsent ON clock_log (claimed_at) WHERE sent_at IS NULL;
