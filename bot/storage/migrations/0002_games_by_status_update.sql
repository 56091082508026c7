-- The sweep for abandoned games (GameRepository.quiet_since) reads the open games untouched
-- since a moment: without this index it scanned the whole games table. guild_id makes the
-- index cover the query (no table lookup per game).
CREATE INDEX games_by_status_update ON games (status, updated_at, guild_id);
