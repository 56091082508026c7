-- Issue 26: one table per game, even after a crash; the thread pointer kept up to date.
-- table_leftovers: set (in the write before a new table is posted) to the oldest message id
-- that may be one of the game's tables (the table being replaced, or a snowflake of the moment
-- when there is none), cleared once the post landed and the old table is deleted. A process
-- killed in between leaves it set: the next start-up deletes every table of the game posted
-- since, except the stored one (cogs/table.py sweep_leftovers).
ALTER TABLE games ADD COLUMN table_leftovers INTEGER;
-- The message in the parent channel that points to a game's own thread ("…is gathering
-- players in #thread"), edited when the game starts and ends (NULL: none).
ALTER TABLE games ADD COLUMN pointer_channel_id INTEGER;
ALTER TABLE games ADD COLUMN pointer_message_id INTEGER;
