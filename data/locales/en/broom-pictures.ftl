# The words drawn on the Broom Service pictures (bot/games/broom/adapter/art.py): the public
# table (the board and the players), in the game's language, a player's own roles, in its
# reader's language, and the chart of a finished game. The pictures are 800 px wide and drawn
# at one font size: keep each text about as short as the English. Region names are the board's
# own (its data file) and are not translated. Landscapes are told by colour and pattern, towers
# by shape, potions by colour and shape, pawns by colour and the player's letter.

## The table

# A player without a display name.
broom-pictures-seat = Seat { $seat }
# Top right: who must decide now ($players: their names, joined).
broom-pictures-to-play = ▶ { $players }
# Top right when more players decide at once than the line holds.
broom-pictures-many-to-play = ▶ { $count } players to choose
broom-pictures-over-won = Game over · { $player } wins
broom-pictures-over-shared = Game over · { $count } share the win
# Top left: the round and what is being played.
broom-pictures-round = Round { $round }/{ $rounds } · { $phase ->
    [pick] Picking
    [turn] Turns
    [round_end] Round end
   *[over] Over
}
# The board's caption: Hoard's own board, not the printed map.
broom-pictures-board-design = { $board } · Hoard's own board design
broom-pictures-board-printed = { $board }
# The round's event card.
broom-pictures-event = Event: { $event ->
    [more_or_less] More or Less?
    [black_market] Black Market
    [black_distillery] Black Distillery
    [brave_heart] Brave Heart
    [perilous_places] Perilous Places
    [protected_places] Protected Places
    [upper_hand] The Upper Hand
    [empty_handed] Empty Handed
    [the_works] The Works!
   *[flock_together] Flock Together
}
# The roles bewitched this round (their names follow, joined), or none.
broom-pictures-bewitched = Bewitched: { $roles }
broom-pictures-bewitched-none = Bewitched: none
# The role being played in the open turn.
broom-pictures-playing = Playing: { $role }
# A player's victory points: $vp is the number as drawn, $count the same for the plural.
broom-pictures-vp = { $count ->
    [one] { $vp } VP
   *[other] { $vp } VP
}
# The key under the board (each text follows its symbol).
broom-pictures-key-round = round tower
broom-pictures-key-square = square tower
broom-pictures-key-taken = taken
broom-pictures-key-cloud = stars to charm, lightning
broom-pictures-key-castle = castle

## A player's own picture

broom-pictures-your-roles = Your roles, round { $round }
broom-pictures-no-roles = no roles in hand
broom-pictures-your-turn = ▶ Your turn
broom-pictures-waiting = Waiting for { $players }
broom-pictures-game-over = Game over
# Beside a role already played this round, and a role bewitched this round.
broom-pictures-played = played
broom-pictures-is-bewitched = bewitched

## The chart

# The chart's plot: each player's victory points at the end of each round.
broom-pictures-chart-vp = Victory points
