-- A member's choice to keep their stats to themselves (issue 17; /hoard privacy). 1: other
-- members asking for their stats or recent games are refused, and the leaderboards leave them
-- out (they are still rated: hiding the number is not leaving the game).
ALTER TABLE user_prefs ADD COLUMN hide_stats INTEGER NOT NULL DEFAULT 0;

-- The members who hide their stats (the leaderboards' filter): few rows, one probe each.
CREATE INDEX user_prefs_hidden ON user_prefs (user_id) WHERE hide_stats = 1;
