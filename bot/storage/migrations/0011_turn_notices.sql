-- Issue 30: /hoard mygames and the turn-start notice.
-- notify_turns: 1 when the member asked for a direct message each time a turn starts for them
-- (/hoard notify turns:on; off by default).
-- dm_refused: 1 once Discord refused a direct message to the member (HTTP 403, code 50007:
-- their DMs are closed); no direct message of any kind is tried again until they run
-- /hoard notify again, which clears it.
-- language: the member's language (en, it, es) when they last ran /hoard notify, which the
-- turn-start notice is written in (NULL: unknown, the game's language is used).
ALTER TABLE user_prefs ADD COLUMN notify_turns INTEGER NOT NULL DEFAULT 0;
ALTER TABLE user_prefs ADD COLUMN dm_refused INTEGER NOT NULL DEFAULT 0;
ALTER TABLE user_prefs ADD COLUMN language TEXT;
