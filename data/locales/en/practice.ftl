# Practice games: /<game> practice, a private game against bots with hints (cogs/practice.py).
practice-command-name = practice
practice-command-description = Practise against bots in a private thread, with hints (unrated)
practice-command-bots-name = bots
# $low, $high: the fewest and the most bots the game seats.
practice-command-bots-description = How many bots: { $low } to { $high }
practice-command-level-name = level
# $levels: the levels joined with "or", the default one marked.
practice-command-level-description = How strong the bots are: { $levels }
# Discord's permission name, as its interface writes it.
practice-permission-create-private-threads = Create Private Threads
practice-no-bots = This game has no bots to practise against.
# $low, $high: the fewest and the most bots the game seats.
practice-bots-range = A practice game of this game takes { $low } to { $high } bots.
# The private thread's name. $title: the game; $name: the member's display name.
practice-thread-title = Practice · { $title } · { $name }
practice-thread-reason = A practice game against bots
# $game: the game's number; $thread: a link to the private thread.
practice-opened = Your practice game #{ $game } of { $title } is ready in { $thread }: only you can see it, and it is not rated. The 💡 Hint button on your hand panel shows what the strongest bot would play.
practice-started = Practice game #{ $game } started
practice-hint-button = Hint
# $level: the strongest bot level ("hard"); $move: the move in the panel's words.
practice-hint = The { $level } bot would play: { $move }.
practice-hint-why = Why: { $why }
practice-hint-unsaid = a move whose words depend on what you cannot see yet
practice-hint-not-practice = Hints are only for practice games against bots.
practice-hint-not-your-turn = Hints are for your turn, and it is not your turn now.
practice-hint-none = I have no hint for this move.
# Where games are listed: a practice game is marked.
# $kind: the game's title.
practice-tagged = { $kind } (practice)
# No private thread could be made: $hand is the hand command ("/goofspiel hand").
practice-opened-here = Your practice game #{ $game } of { $title } is played here, seen by you alone, and it is not rated: your panel shows the table above your hand, and { $hand } opens it again. The 💡 Hint button shows what the strongest bot would play.
# After practice-opened-here, where a private thread could be opened with more permissions.
practice-thread-permissions = For a private thread of its own, a server admin can give me { $permissions } in this channel.
practice-already-here = You already have a practice game here (#{ $game }): finish it first, or open its panel with the hand command.
