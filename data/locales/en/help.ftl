# /<game> help (bot/ui/help.py): the game's commands and the house's, one line each. $command is
# a command as the member types it, in backticks, with the names their Discord shows
# ("`/village new [seats] [turn] [language]`"); $add and $remove too.

help-title = Hoard — { $title } commands
help-footer = Games are played over days: take your turn whenever you are ready.
# $languages: the languages' own names joined with "or".
help-new = { $command } — open a game here; turn: time per turn, like 24h; language: { $languages }
help-join = { $command } — take a seat in this channel's game
help-bots = { $add } / { $remove } — bot players (host)
help-leave-lobby = { $command } — give up your seat before the game starts
help-start = { $command } — start the game (host)
help-cancel = { $command } — cancel the game (host, or a member who can manage the channel)
help-hand = { $command } — your cards and your moves (only you see them)
help-board = { $command } — post the game's table again
help-log = { $command } — the game's moves so far, page by page (only you see it)
help-leave-running = { $command } — once started: the bot plays your turns until you are back
help-rules = { $command } — the rules in short
help-help = { $command } — this list
help-kick = { $command } — mark a player away (host or channel managers)
help-games = { $command } — this server's open games
help-notify = { $command } — also get your reminders by direct message
help-settings = { $command } — this server's settings; `/hoard-config …` changes them
help-forget = { $command } — see what Hoard keeps about you, and remove it
help-stats = { $command } — a member's games, wins and rating
help-leaderboard = { $command } — the best-rated players of a game
help-recent = { $command } — your last finished games, with links
help-history = { $command } — the finished games of this channel or server
help-replay = { $command } — step through a finished game, move by move
help-export = { $command } — a finished game as a JSON file
help-privacy = { $command } — show your stats to others, or keep them to yourself
