# The server's open games (/hoard games) and marking a player away (/hoard kick): cogs/admin.py.
# Only the member who asked sees these.

admin-games-title = Open games on this server
# $commands: the games' own commands to open one ("`/village new` or `/goofspiel new`").
admin-games-none = No open games. Start one with { $commands }.
# One line per game: $game is the game's name (below), $channel a channel mention, $kind the
# game's title, $state what it is doing (below).
admin-games-line = • { $game } in { $channel } — { $kind }: { $state }
admin-games-game = game #{ $game }
admin-games-link = [game #{ $game }]({ $link })
admin-games-gathering = gathering players ({ $seated }/{ $seats })
admin-games-damaged = damaged and paused
admin-games-turn = { $player }'s turn
# $players: one or more mentions ("@Ann and @Bo").
admin-games-waiting = waiting for { $players }
# After the state: the players the bot plays for ($count of them; English says "away" for one
# and for several).
admin-games-away = { $state }; { $count ->
    [one] away
   *[other] away
}: { $players }
# The footer when more games are open than the list shows.
admin-games-more = and { $count } more

admin-away-self = You are now away in game #{ $game }: the bot plays your turns until you act again (opening your hand brings you back).
admin-away-other = { $player } is now away in game #{ $game }: the bot plays those turns until they act again (opening their hand brings them back).
# What happened, when the table could not be posted after it.
admin-away-done-self = You are now away
admin-away-done-other = { $player } is now away
