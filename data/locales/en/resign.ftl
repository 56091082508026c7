# /<game> resign (its private confirmation, the channel's notice, the final table of a game a
# resignation ended) and a finished game's "Play again" (issue 30).
# The confirmation and the answers: the member's language. The notice, the final table and the
# rematch's invitation: the game's language.

resign-command-name = resign
resign-command-description = Give up this game for good: you rank last, a bot plays on

# /<game> help's line.
resign-help = { $command } — give up a running game for good: you rank last, a bot plays your seat (the game ends if one player is left)

# $level: a bot level (game-commands-level-*).
resign-ask-bot = Resign from game #{ $game }? You rank last, and a bot of level { $level } plays your seat to the end. You cannot take it back.
# $player: the one player left, who wins.
resign-ask-wins = Resign from game #{ $game }? The game ends now: { $player } wins and you rank last. You cannot take it back.
resign-ask-nobody = Resign from game #{ $game }? Nobody else is still playing, so the game ends now and is not rated. You cannot take it back.
resign-confirm = Resign
resign-cancel = Keep playing
resign-kept = You are still playing game #{ $game }.
resign-done = You resigned from game #{ $game }
resign-already = You have already resigned from game #{ $game }: a bot plays your seat.

resign-announce-bot = { $player } resigned from game #{ $game }: a bot of level { $level } plays their seat to the end, and they rank last.
resign-announce-auto = { $player } resigned from game #{ $game }: their seat is played for them to the end, and they rank last.

resign-table-over = Game #{ $game } is over.
# $count: how many players resigned.
resign-table-won = { $player } wins: { $count ->
    [one] the other player resigned.
   *[other] every other player resigned.
}
resign-table-nobody = Every player left or resigned before the end: this game is not rated.
resign-table-resigned = Resigned: { $players }
resign-table-places = Places

# /hoard recent and /hoard history.
resign-recent = resigned
resign-history-seat = { $player } (resigned)
resign-not-rated = not rated: everyone left

again-button = Play again
again-not-finished = Game #{ $game } is not over yet: its rematch opens once it ends.
again-practice = Game #{ $game } was a practice game: start another with the practice command.
again-not-a-player = Only the players of game #{ $game } can open its rematch.
again-already = This game's rematch is already open: game #{ $game } ({ $link }).
again-opened = You opened game #{ $game }, a rematch with the same settings and bots; you are its host.
again-invite = { $players }: a rematch of game #{ $game } is open. Tap **Join** to take your seat.
