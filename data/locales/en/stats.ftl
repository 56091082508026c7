# The stats commands (cogs/hoard.py, cogs/stats.py): a member's stats, leaderboards, recent games,
# histories, and the choice to hide one's stats. Every answer is private, in the reader's
# language. Command and option names: lowercase, at most 32 characters, letters, digits, - and _
# only. Descriptions: at most 100 characters.

hoard-stats-name = stats
hoard-stats-description = A member's games, wins and rating (yours if you name nobody)
hoard-stats-member-name = member
hoard-stats-member-description = Whose stats (you if empty)
hoard-everywhere-name = everywhere
hoard-everywhere-description = True: every server's games; without it, this server's
hoard-game-name = game
hoard-game-description = Which game

hoard-leaderboard-name = leaderboard
hoard-leaderboard-description = The best-rated players of a game
hoard-leaderboard-min-name = min_games
hoard-leaderboard-min-description = Only players with at least this many rated games (5 at least)

hoard-recent-name = recent
hoard-recent-description = A member's last finished games, with links
hoard-recent-member-description = Whose games (you if empty)

hoard-history-name = history
hoard-history-description = The finished games of a game, in this channel or the whole server
hoard-history-where-name = where
hoard-history-where-description = This channel (the default) or the whole server
hoard-history-where-channel = this channel
hoard-history-where-server = the whole server

hoard-privacy-name = privacy
hoard-privacy-description = Show your stats to others, or keep them to yourself
hoard-privacy-stats-name = stats
hoard-privacy-stats-description = shown: others see your stats and your place; hidden: only you do
hoard-privacy-shown = shown
hoard-privacy-hidden = hidden
hoard-privacy-shown-done = Your stats and recent games can be seen by others again, and you are back on the leaderboards.
hoard-privacy-hidden-done = Your stats and recent games are now yours alone, and the leaderboards leave you out (you still see your own place). Your games are still rated.
# Added to /hoard forget's answer when the member hides their stats.
hoard-forget-stats-hidden = Your choice to hide your stats stays, so forgetting you does not show them.

## Refusals.

stats-hidden = { $member } keeps their stats to themselves.

## /hoard stats. $member is a mention (never pinged).

stats-title-here = { $member }'s finished games on this server.
stats-title-everywhere = { $member }'s finished games on every server.
stats-none = No finished games yet.
# $rate is a whole number of percent.
stats-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $rate }%)
stats-streak-wins = { $count ->
    [one] won the last game
   *[other] won the last { $count } in a row
}
stats-streak-losses = { $count ->
    [one] lost the last game
   *[other] lost the last { $count } in a row
}
stats-rating-both = Rating: **{ $here }** here, **{ $everywhere }** everywhere
stats-rating-everywhere = Rating: **{ $everywhere }**
# Shown until the member has 5 rated games (games without bots); $games: rated so far.
stats-rating-not-yet = Rating: shown after 5 rated games ({ $games } so far)
stats-on-time = Finished on time: { $rate }% · last played { $last }
stats-by-players = { $players } players: { $record }
stats-footer = Ratings count only games without bots. A win is first place, shared or not.

## /hoard leaderboard. $title is the game's title.

leaderboard-title-here = { $title }: this server's leaderboard
leaderboard-title-everywhere = { $title }: the leaderboard of every server
leaderboard-line = { $place }. { $member } · { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
leaderboard-empty = Nobody has { $games } rated games of { $title } here yet.
leaderboard-footer = Rated games (without bots), at least { $games } each. Members who hide their stats are left out.

## /hoard recent.

recent-title-here = { $member }'s last games on this server:
recent-title-everywhere = { $member }'s last games on every server:
recent-won = won ({ $score })
recent-placed = { $place } of { $players } ({ $score })
recent-left = left before the end
# One game: its number, title, the member's result, the other players, when, and a link.
recent-line = **#{ $game } { $title }** · { $result } · with { $others } · { $when } · [table]({ $link })

## /hoard history.

history-title-channel = { $title }: the finished games of this channel
history-title-server = { $title }: the finished games of this server
history-line = **#{ $game }** · { $when } · { $players } · [table]({ $link })
history-empty = No game of { $title } has finished here yet.
history-no-older = There are no older games of { $title } here.
history-older = Older games
