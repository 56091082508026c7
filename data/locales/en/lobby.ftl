# The lobby: its public message (bot/ui/lobby.py), its buttons and the answers to them
# (cogs/lobby.py), and a game's own thread (cogs/threads.py, cogs/game.py). The lobby, its
# buttons, the thread's name and the note pointing to it speak the game's language; the
# answers only one member sees speak that member's.
# $game is a game's number, $player a mention (<@id>), $command a command in backticks.

# The lobby's title: "Goofspiel · game #12".
lobby-title = { $title } · game #{ $game }
# After the host's name in the list of players.
lobby-host = { $player } (host)
lobby-nobody = nobody yet
lobby-players = Players ({ $seated }/{ $seats })
lobby-waiting = { $count ->
    [one] Waiting for { $count } more player before the host can start.
   *[other] Waiting for { $count } more players before the host can start.
}
lobby-ready = Ready: the host can start the game.
lobby-gathering = A new game is gathering players. Join with the button or { $command }.
# $language is the language's own name (English, Italiano, Español).
lobby-language = Language: { $language }
# $ruleset: the game's name for the ruleset the lobby chose (shown only when it is not the standard one).
lobby-ruleset = Ruleset: { $ruleset }
lobby-footer = { $min }–{ $max } players · the host starts the game
lobby-started = The game has started.
lobby-plays-first = { $player } plays first.
lobby-all-at-once = Everyone chooses at once.
# The list of players once the game started, in the order they play.
lobby-seat-order = Seat order
lobby-cancelled = This game was cancelled.
lobby-abandoned = This game was abandoned.
lobby-damaged = This game is paused: its saved data is damaged.

# The buttons (at most 80 characters).
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel

# Answers to the member who pressed a button or ran /<game> join, leave, start, cancel.
lobby-joined = You joined game #{ $game }.
lobby-left = You left game #{ $game }.
lobby-game-started = Game #{ $game } has started.
lobby-game-cancelled = Game #{ $game } was cancelled.
lobby-bad-button = That button is not valid.

# A game's own thread (the server's "threads" setting). The name holds at most 100 characters.
lobby-thread-title = Game #{ $game } · { $title }
# The reason in the server's audit log.
lobby-thread-reason = Hoard game #{ $game }
# In the channel, pointing to the thread ($thread: its mention).
lobby-thread-pointer = Game #{ $game } · { $title } is gathering players in { $thread }: join it there.
# The pointer once the game began, and once it is over (finished, cancelled, expired).
lobby-thread-pointer-running = Game #{ $game } · { $title } is being played in { $thread }.
lobby-thread-pointer-over = Game #{ $game } · { $title } is over: see how it went in { $thread }.
# $permissions: the missing permissions, joined ("Create Public Threads and Send Messages in
# Threads").
lobby-thread-not-opened = This server opens each game in its own thread, but I could not open one here, so the game is open in this channel: a server admin can give me { $permissions } in this channel.
# The permissions' names as Discord's server settings show them.
lobby-permission-create-public-threads = Create Public Threads
lobby-permission-send-messages-in-threads = Send Messages in Threads
