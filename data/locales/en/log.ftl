# The move log (cogs/log.py: `/<game> log` and its Older/Newer buttons). It is answered
# privately, in the reader's Discord language; the moves' summaries stay in the game's
# language (as the table said them to the channel).

# $game: the game's number; $title: the game's name.
log-title = Game #{ $game } · { $title }: the moves
# The same, for a game that ended; $status says how.
log-title-ended = Game #{ $game } · { $title }: the moves ({ $status ->
        [finished] finished
        [cancelled] cancelled
        [expired] expired
       *[broken] broken
    })
log-empty = No moves yet.
# $first–$last: the numbers of the moves on this page; $total: the moves in all.
log-footer = Page { $page } of { $pages } · moves { $first }–{ $last } of { $total }
log-older = ◀ Older
log-newer = Newer ▶
# A seat nobody holds any more, by its number ("seat 2").
log-seat = seat { $seat }
# A move stored without a summary ("@Ann — played").
log-played = played
