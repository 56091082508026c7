# In the Year of the Dragon: why the rules refuse a move (bot/games/yotd/checks.py, rules.py).
# Each is a sentence without its full stop: the reply adds the rule's id (errors-illegal-move).
# $seat: a seat number; $size: a privilege's size (small, large); $count, $fee, $yuan, $cost,
# $low, $high: numbers.

yotd-refusals-player-count = This game needs { $low } to { $high } players
yotd-refusals-game-over = The game is over
yotd-refusals-no-seat = There is no seat { $seat } in this game
yotd-refusals-not-your-turn = It is not your turn
yotd-refusals-malformed = That is not a move of this game
yotd-refusals-not-offered = That move is not one of your choices now
yotd-refusals-draft-first = First draft your two persons
yotd-refusals-draft-types = Draft two persons of different types
yotd-refusals-draft-pair-taken = A player before you already drafted this pair of persons: choose another pair
yotd-refusals-draft-split = Put one drafted person in each palace
yotd-refusals-choose-action = First choose an action card, or take no action
yotd-refusals-no-such-action = There is no such action card
yotd-refusals-privilege-size = Choose a small or a large privilege, and only with the Privilege card
yotd-refusals-group-fee = This group is taken: joining it costs { $fee } yuan and you have { $yuan }
yotd-refusals-privilege-money = A { $size ->
    [small] small
   *[large] large
} privilege costs { $cost } yuan and you would have { $yuan }
yotd-refusals-place-floors = First place your { $count ->
    [one] floor
   *[other] { $count } floors
}
yotd-refusals-build-all = Every floor must be placed: { $count ->
    [one] one is
   *[other] { $count } are
} left
yotd-refusals-palace-top = A palace has { $count } floors at most
yotd-refusals-identical-palace = That palace is the same as one before it: choose the first of them
yotd-refusals-no-such-palace = You have no such palace
yotd-refusals-play-card = First play one of your person cards
yotd-refusals-card-not-in-hand = You do not hold that card
yotd-refusals-tile-not-card = That card cannot take that person
yotd-refusals-tile-gone = No tile of that person is left
yotd-refusals-wild-live = A wild card must take a person while any is left
yotd-refusals-must-take = That card can still take a person, so it must take one
yotd-refusals-first-dead-card = None of your cards can take a person: the first of them is played
yotd-refusals-room-left = You have a free floor: the new person must go into a palace with room
yotd-refusals-palace-full = That palace has no free floor
yotd-refusals-no-room = No palace has room: replace a person, or release the newcomer
yotd-refusals-not-in-palace = That person is not in that palace
yotd-refusals-release-first = First release { $count ->
    [one] one person
   *[other] { $count } persons
}
yotd-refusals-drought-palace = In a drought each release comes from a different palace
