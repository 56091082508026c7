-- Ratings (issue 17). The source of truth is the finished games and their seats (rank, score,
-- seat, bot, absent); `rating_changes` keeps each rated game's rating of each player before
-- and after, per scope ('global' or the server's id); `ratings` is the projection read by the
-- leaderboards, rebuilt from the games in date order by `python -m bot rebuild-ratings`.
CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL,
    scope        TEXT    NOT NULL,                   -- 'global' or the server's id
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id, scope)
) WITHOUT ROWID;
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, scope);

CREATE TABLE ratings (
    kind    TEXT    NOT NULL,                        -- the game
    scope   TEXT    NOT NULL,                        -- 'global' or the server's id
    user_id INTEGER NOT NULL,
    mu      REAL    NOT NULL,
    sigma   REAL    NOT NULL,
    games   INTEGER NOT NULL,                        -- rated games played
    PRIMARY KEY (kind, scope, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_by_user ON ratings (user_id);

-- The finished games of a server or of everyone, newest first (stats, histories, rebuilds).
CREATE INDEX games_finished ON games (kind, finished_at) WHERE status = 'finished';
