-- Games, their seats and the append-only log of their actions.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,                 -- the game id (its package under bot/games)
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    status        TEXT    NOT NULL
                  CHECK (status IN ('lobby', 'running', 'finished', 'cancelled', 'expired', 'broken')),
    version       INTEGER NOT NULL DEFAULT 0,       -- +1 on every change a player can see
    host_id       INTEGER NOT NULL,
    max_seats     INTEGER NOT NULL,
    options_json  TEXT    NOT NULL DEFAULT '{}',
    ruleset       TEXT,                              -- the ruleset's name, set at start
    ruleset_json  TEXT,                              -- the whole ruleset the game started with
    seed          INTEGER,                           -- decides seat order, deck and first player
    state_json    TEXT,                              -- canonical state JSON, NULL in the lobby
    message_id    INTEGER,                           -- the public lobby / table message
    last_seat     INTEGER,                           -- the last move, logged by the trigger below
    last_action_json TEXT,
    last_summary  TEXT,
    last_reason   TEXT,                              -- why the last move was automatic, if it was
    turn_seconds  INTEGER NOT NULL DEFAULT 86400,    -- the turn clock chosen when the lobby opened
    turn_started_at TEXT,                            -- when the player to move got the turn
    deadline_at   TEXT,                              -- when their turn times out
    reminders_sent INTEGER NOT NULL DEFAULT 0,       -- reminder points of this turn already handled
    next_event_at TEXT,                              -- the next reminder or the deadline
    broken_reason TEXT,
    created_at    TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL,
    started_at    TEXT,
    finished_at   TEXT
);

-- At most one open (lobby or running) game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE INDEX games_by_next_event ON games (next_event_at) WHERE status = 'running';

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    name       TEXT,                                 -- their display name when they joined
    bot        TEXT,                                 -- a bot seat: its level (user_id < 0)
    seat       INTEGER,                              -- seat index once started, NULL in the lobby
    joined_at  TEXT    NOT NULL,
    score      INTEGER,                              -- final results, kept for statistics
    rank       INTEGER,
    absent     INTEGER NOT NULL DEFAULT 0,           -- 1: their turns are played for them
    timeouts   INTEGER NOT NULL DEFAULT 0,           -- consecutive turns that timed out
    PRIMARY KEY (game_id, user_id)
);
CREATE UNIQUE INDEX seats_by_index ON seats (game_id, seat) WHERE seat IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,                    -- 1, 2, 3 … per game
    seat        INTEGER NOT NULL,
    action_json TEXT    NOT NULL,
    summary     TEXT    NOT NULL DEFAULT '',         -- what happened, in public words
    reason      TEXT,                                -- 'timeout' or 'absent' for automatic moves
    created_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- Setting last_action_json (with the new state and version, in the same UPDATE) appends the
-- move to the log: one statement, so one atomic write per move.
CREATE TRIGGER games_log_move AFTER UPDATE OF last_action_json ON games
WHEN NEW.last_action_json IS NOT NULL
BEGIN
    INSERT INTO actions (game_id, seq, seat, action_json, summary, reason, created_at)
    SELECT NEW.id, COALESCE(MAX(seq), 0) + 1, NEW.last_seat, NEW.last_action_json,
           COALESCE(NEW.last_summary, ''), NEW.last_reason, NEW.updated_at
    FROM actions WHERE game_id = NEW.id;
    DELETE FROM drafts WHERE game_id = NEW.id;  -- half-made moves are for the old board
END;

-- A player's half-made move in their private hand panel (the choices made so far), so the
-- panel's buttons carry no card and survive a restart. Cleared when the game moves on.
CREATE TABLE drafts (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    version    INTEGER NOT NULL,                     -- the game version the draft was made on
    data_json  TEXT    NOT NULL,
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;

-- Per-server settings (validated JSON, see bot/services/settings.py).
CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    settings_json TEXT    NOT NULL,
    updated_at    TEXT    NOT NULL
);

-- Per-member preferences (direct-message reminders).
CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    notify_dm  INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT    NOT NULL
);

-- Small key/value facts about the installation (the synced command tree's hash …).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
