# A move played for a player, as the game's log keeps it (bot/services/play.py): $move is the
# move's words ("Drew a card."), after the player's name in the log ("@Ann: …").

# The player's turn limit ran out.
summary-timeout = Ran out of time, so the bot played: { $move }
# The player is away (the bot plays for them).
summary-absent = Away, so the bot played: { $move }
