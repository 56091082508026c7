-- The game version the posted table shows (NULL: unknown, or no table posted yet). A running
-- game whose table_version differs from its version is repaired at start-up: its table is
-- posted for the current version and the player to move is pinged once.
ALTER TABLE games ADD COLUMN table_version INTEGER;

-- The game version a move led to (NULL for moves stored before this migration). A panel drawn
-- at version V is told which moves were played since: those with version > V.
ALTER TABLE actions ADD COLUMN version INTEGER;

DROP TRIGGER games_log_move;

CREATE TRIGGER games_log_move AFTER UPDATE OF last_action_json ON games
WHEN NEW.last_action_json IS NOT NULL
BEGIN
    INSERT INTO actions (game_id, seq, seat, action_json, summary, reason, created_at, version)
    SELECT NEW.id, COALESCE(MAX(seq), 0) + 1, NEW.last_seat, NEW.last_action_json,
           COALESCE(NEW.last_summary, ''), NEW.last_reason, NEW.updated_at, NEW.version
    FROM actions WHERE game_id = NEW.id;
    DELETE FROM drafts WHERE game_id = NEW.id AND (
        NEW.step_version IS NULL OR NEW.step_version >= NEW.version
        OR user_id IN (SELECT user_id FROM seats WHERE game_id = NEW.id AND seat = NEW.last_seat)
    );
END;
