# The words drawn on Splendor's pictures (bot/games/splendor/adapter/art.py): the public
# table, in the game's language, and a player's hand, in its reader's language. The pictures
# are 800 px wide and drawn at one font size: keep each text about as short as the English.
# The gems are told by colour, shape and letter (splendor-pictures-letter: W U G R K, gold ★);
# the numbers on cards and nobles need no words.

## The table

# A player without a display name.
splendor-pictures-seat = Seat { $seat }
splendor-pictures-to-play = ▶ { $player } to play
splendor-pictures-over-won = Game over · { $player } wins
splendor-pictures-over-shared = Game over · { $count } share the win
# Top left of the table: the prestige points that end the game (the round is then completed).
splendor-pictures-goal = { $points } points to win
# Someone reached the goal: the round is being completed.
splendor-pictures-last-round = Last round
# The tokens left to take.
splendor-pictures-bank = Bank
# An empty space of the tableau (its deck ran out).
splendor-pictures-empty = empty
# A player's prestige points: $points is the number as drawn, $count the same for the plural.
splendor-pictures-points = { $count ->
    [one] { $points } pt
   *[other] { $points } pts
}
# How many cards a player holds reserved (the cards are hidden from the others).
splendor-pictures-reserved = { $count } reserved

## A player's hand

splendor-pictures-your-hand = Your hand
splendor-pictures-your-turn = ▶ Your turn
splendor-pictures-their-turn = { $player } to play
splendor-pictures-game-over = Game over
# The row of the tokens a player holds, one column per colour.
splendor-pictures-tokens = Tokens
# The row of the bonuses of the development cards bought, one column per colour.
splendor-pictures-bonuses = Bonuses
# Tokens held out of the most a player may keep.
splendor-pictures-token-count = { $count } of { $limit } tokens
splendor-pictures-reserved-title = Reserved cards
splendor-pictures-reserved-count = { $count } of { $limit }
# Under a card reserved blind from the top of a deck: only its owner sees it.
splendor-pictures-blind = secret
splendor-pictures-no-reserved = none
splendor-pictures-offers = You can buy
# Beside "You can buy": the tokens shown are what a card takes after the bonuses, gold last.
splendor-pictures-offers-hint = you pay, after bonuses

splendor-pictures-no-offers = nothing yet
# A card whose cost the bonuses cover.
splendor-pictures-free = free

## The letters on the gems and the legend

# The letter that names a gem's colour on the pictures (the bank, the hand's columns, a card's
# bonus), for players who do not tell the colours apart: one per colour, all different, the
# initial of the colour's name where it can be (the usual Splendor notation: blUe, blacK);
# gold is a star in every language.
splendor-pictures-letter = { $gem ->
    [white] W
    [blue] U
    [green] G
    [red] R
    [black] K
   *[gold] ★
}
# The legend above the players' lines: a cream card holding a gem is a bonus (one per card
# bought), a gem alone is a token.
splendor-pictures-legend-bonuses = bonus (a card bought)
splendor-pictures-legend-tokens = token
