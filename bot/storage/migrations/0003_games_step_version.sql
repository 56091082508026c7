-- The game version at which the current step began (NULL once the game is over, and for a game
-- started before this migration until its next step). A panel of a step where seats choose at
-- once, drawn at any version of that step, is still current for a seat that has not chosen.
ALTER TABLE games ADD COLUMN step_version INTEGER;

-- A move that leaves a step going on (others still choosing: step_version < version) removes
-- only the mover's half-made move; any other move removes them all, as before.
DROP TRIGGER games_log_move;

CREATE TRIGGER games_log_move AFTER UPDATE OF last_action_json ON games
WHEN NEW.last_action_json IS NOT NULL
BEGIN
    INSERT INTO actions (game_id, seq, seat, action_json, summary, reason, created_at)
    SELECT NEW.id, COALESCE(MAX(seq), 0) + 1, NEW.last_seat, NEW.last_action_json,
           COALESCE(NEW.last_summary, ''), NEW.last_reason, NEW.updated_at
    FROM actions WHERE game_id = NEW.id;
    DELETE FROM drafts WHERE game_id = NEW.id AND (
        NEW.step_version IS NULL OR NEW.step_version >= NEW.version
        OR user_id IN (SELECT user_id FROM seats WHERE game_id = NEW.id AND seat = NEW.last_seat)
    );
END;
