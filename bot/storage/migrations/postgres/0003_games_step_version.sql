-- PostgreSQL's 0003 (see 0003_games_step_version.sql for the why): the same column, and the
-- trigger's function replaced (the trigger itself stays).
ALTER TABLE games ADD COLUMN step_version BIGINT;

CREATE OR REPLACE FUNCTION games_log_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO actions (game_id, seq, seat, action_json, summary, reason, created_at)
    SELECT NEW.id, COALESCE(MAX(seq), 0) + 1, NEW.last_seat, NEW.last_action_json,
           COALESCE(NEW.last_summary, ''), NEW.last_reason, NEW.updated_at
    FROM actions WHERE game_id = NEW.id;
    DELETE FROM drafts WHERE game_id = NEW.id AND (
        NEW.step_version IS NULL OR NEW.step_version >= NEW.version
        OR user_id IN (SELECT user_id FROM seats WHERE game_id = NEW.id AND seat = NEW.last_seat)
    );
    RETURN NULL;
END;
$$;
