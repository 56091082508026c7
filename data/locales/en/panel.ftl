# The house's words on the private hand panel (cogs/play.py, cogs/told.py, and the panel's
# first line: turn_line in bot/ui/adapter.py). Only the panel's reader sees them: they are in
# the reader's Discord language. The game's own words on the panel are in its file.

# The panel's first line.
panel-your-turn = It's **your turn**.
panel-game-over = The game is over: see the final scores on the table.
# $players: the players the game waits for, joined as a list ("@Ann and @Bo").
panel-waiting = Waiting for { $players }. Your actions unlock on your turn.

# A player marked away opened their panel: the bot stops playing for them.
panel-welcome-back = Welcome back: the bot no longer plays your turns.
# A refusal: a panel button the game does not know (a forged or a very old one).
panel-button-invalid = That button is not valid.

# After the reader's move. $move: what it did, in the game's words ("Bid 5").
panel-done = Done: { $move }.
# After the reader's move, when the game says nothing more about it.
panel-done-unsaid = Done: your move was played.
# The start of "…, but I could not post the table in this channel" (the post failed).
panel-move-played = Your move was played

# A click on a panel drawn before the game moved on.
panel-stale = The board changed since this panel was drawn, so nothing was played.
# A second tap. $move: the summary of the move already played (in the reader's language).
panel-already-played = Your move was already played: { $move }
# A click on a panel after the clock played the reader's move (their time ran out first).
# $move: the move played for them, in the reader's language.
panel-timed-out = Your time ran out before this click, so nothing was played from this panel. { $move }
# Follows one of the three lines above. $moves: the moves played since ("@Ann: Drew a card.").
panel-since = Since then: { $moves }
# What the bots (and the players away) did after the reader's move ("@Bot: Drew a card.").
panel-meanwhile = Meanwhile — { $moves }
