# The /<game> command group every game gets (cogs/game.py): its commands, options and choices,
# then the answers of addbot, removebot and board (only the member who asked sees them).
# The group's own name is the game's id (village, goofspiel), the same in every language.
# Command and option names: lowercase, at most 32 characters, letters, digits, - and _ only.
# Descriptions: at most 100 characters.

game-commands-new-name = new
game-commands-new-description = Open a game in this channel and gather players
game-commands-new-seats-name = seats
game-commands-new-seats-description = How many seats ({ $min } to { $max }; default { $max })
game-commands-new-turn-name = turn
# Keep the examples' units (m, h, d): the bot reads those.
game-commands-new-turn-description = Time for each turn, like 30m, 24h or 2d (default: this server's)
game-commands-new-language-name = language
# The choices are each language's own name (English, Italiano, Español), not translated.
game-commands-new-language-description = The language of the game's public messages (default: this server's)
# Only for a game that bundles two rulesets or more; the choices are the game's own (<id>-ruleset-<name>).
game-commands-new-ruleset-name = ruleset
game-commands-new-ruleset-description = The rules to play by (default: the standard ones)

game-commands-join-name = join
game-commands-join-description = Take a seat in this channel's game

game-commands-leave-name = leave
game-commands-leave-description = Give up your seat (once started: the bot plays for you)

game-commands-addbot-name = addbot
game-commands-addbot-description = Seat a bot player in this lobby (host)
game-commands-addbot-level-name = level
# $levels: the levels joined with "or", the default one marked ("easy, normal (default) or hard").
game-commands-addbot-level-description = How strong: { $levels }
# A bot level (the addbot choices).
game-commands-level-easy = easy
game-commands-level-normal = normal
game-commands-level-hard = hard
game-commands-level-default = { $level } (default)

game-commands-removebot-name = removebot
game-commands-removebot-description = Take the last bot out of this lobby (host)

game-commands-start-name = start
game-commands-start-description = Start this channel's game (host only)

game-commands-cancel-name = cancel
game-commands-cancel-description = Cancel this channel's game (host, or who can manage the channel)

game-commands-hand-name = hand
game-commands-hand-description = Your cards and your moves, privately

game-commands-board-name = board
game-commands-board-description = Post this channel's game table again

game-commands-log-name = log
game-commands-log-description = The game's moves so far, in words (only you see it)
game-commands-log-game-name = game
game-commands-log-game-description = The game's number (default: this channel's game, or its last one)

game-commands-rules-name = rules
game-commands-rules-description = The rules in short, with this server's values
game-commands-rules-ruleset-name = ruleset
game-commands-rules-ruleset-description = Which ruleset to show (default: the standard one)

game-commands-help-name = help
game-commands-help-description = What the bot's commands do

# /<game> addbot and removebot: the answer, then also what is said if the lobby could not be
# refreshed. "An easy bot took a seat in game #12".
game-commands-bot-easy = An easy bot
game-commands-bot-normal = A normal bot
game-commands-bot-hard = A hard bot
game-commands-bot-seated = { $bot } took a seat in game #{ $game }
game-commands-bot-left = The bot left its seat

# /<game> board ($link: the table's message link).
game-commands-board-posted = The table was just posted: { $link }
game-commands-board-posted-here = The table was just posted in this channel.
game-commands-board-here = Here is the table.
# What was done, when the table then could not be posted.
game-commands-board-unchanged = Nothing changed in the game
