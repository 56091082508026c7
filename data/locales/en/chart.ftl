# The chart of how a finished game went, drawn under its final table (bot/ui/drawing/chart.py,
# each game's adapter/progress.py). In the game's language: the channel reads it. Its panels
# are plots of whole numbers over the turns (or rounds) of the game.

# The chart's title, and the title of its embed under the final table.
chart-title = How the game went
# The x axis: the turns of the game (0 is the start).
chart-turns = Turn
# The x axis of a game played in rounds (0 is the start).
chart-rounds = Round
# A player's line when their name is not known. $seat: the seat's number (1, 2…).
chart-seat = Seat { $seat }
# A plot: each player's score.
chart-score = Score
# A plot: each player's score had the game ended at that turn (their hand counted too).
chart-score-then = Score if the game had ended then
# A plot: what one card of each treasure was worth on the Dragon's Favor, turn by turn.
chart-treasure-values = Treasure values on the Dragon's Favor
# A plot: each player's prestige points.
chart-prestige = Prestige points
# A plot: how many development cards each player owns.
chart-cards-owned = Development cards owned
