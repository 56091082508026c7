-- Stats and histories (issue 17; bot/storage/stats.py). Each index below answers a read that
-- benchmarks/stats.py showed growing with the data (python benchmarks/stats.py --without-0006
-- times the same reads without them).

-- A server's finished games, newest first (StatsStore.history, paged with before_id): without
-- it the read sorted every finished game of the server for each page (12 ms p95 with 10,000
-- games in one server, growing with them); with it a page reads its 10 rows in order. The
-- rowid (the game id) ends the key, so "finished_at DESC, id DESC" is the index's own order.
CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at) WHERE status = 'finished';

-- The same for one channel's history (a channel belongs to one server).
CREATE INDEX games_finished_by_channel ON games (channel_id, finished_at) WHERE status = 'finished';

-- The moves played for a seat because its turn timed out (StatsStore.member_stats: "finished
-- on time" asks, for each game of the member, whether any move of their seat timed out).
-- Without it each question read all of the game's moves (11 ms p95 at 60 moves a game); this
-- index holds only the timed-out moves, so it stays small and each question is one probe.
CREATE INDEX actions_timeouts ON actions (game_id, seat) WHERE reason = 'timeout';
