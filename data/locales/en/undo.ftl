# Undo: a player takes back their last move (bot/services/undo.py, cogs/panel/undo.py).

# The button on the mover's panel after their move.
undo-button = Undo
# The panel after the reader took back their move (the reader's language).
undo-done = You took back your move: it is your turn again.
# What the table and the log say (the game's language). $player: a mention of the player.
undo-summary = { $player } took back their move.
# The log's and the replay's line for an undo, in the reader's language. $number: the move
# taken back.
undo-log = Took back move { $number }.

# Refusals (the reader's language), each changes nothing.
undo-too-late = This move can no longer be taken back: someone has acted since.
undo-off-rated = Taking back a move is off in rated games on this server.
undo-not-this-move = This move cannot be taken back: it showed something that was hidden.

# /hoard-config undo
hoard-config-undo-name = undo
hoard-config-undo-description = Let players take back a move in rated games too (always allowed in unrated games)
hoard-config-undo-on-name = on
hoard-config-undo-on-description = True: Undo in rated games too; False: only in unrated games
# /hoard settings
hoard-config-show-undo = Undo in rated games
hoard-config-show-undo-on = on: players may take back a move that showed nothing hidden
hoard-config-show-undo-off = off (always on in unrated games)
