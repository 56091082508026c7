-- Games, their seats and the append-only log of their actions.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT    NOT NULL,                 -- the game id: 'village'
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled', 'broken')),
    version       INTEGER NOT NULL DEFAULT 0,       -- +1 on every change a player can see
    host_id       INTEGER NOT NULL,
    max_seats     INTEGER NOT NULL,
    options_json  TEXT    NOT NULL DEFAULT '{}',
    ruleset       TEXT,                              -- the ruleset's name, set at start
    ruleset_json  TEXT,                              -- the whole ruleset the game started with
    seed          INTEGER,                           -- decides seat order, deck and first player
    state_json    TEXT,                              -- canonical state JSON, NULL in the lobby
    message_id    INTEGER,                           -- the public lobby / table message
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

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    seat       INTEGER,                              -- seat index once started, NULL in the lobby
    joined_at  TEXT    NOT NULL,
    score      INTEGER,                              -- final results, kept for statistics
    rank       INTEGER,
    PRIMARY KEY (game_id, user_id)
);
CREATE UNIQUE INDEX seats_by_index ON seats (game_id, seat) WHERE seat IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,                    -- 1, 2, 3 … per game
    seat        INTEGER NOT NULL,
    action_json TEXT    NOT NULL,
    created_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- Small key/value facts about the installation (the synced command tree's hash …).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
