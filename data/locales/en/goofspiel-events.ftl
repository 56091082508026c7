# Goofspiel: what a move did. Used by bot/games/goofspiel/adapter/events.py (the log line of
# a move, "Done: …" to the bidder). Numbers ($card, $prize, $round) are the cards' values.

# A seat with no name to show (a test, a log without names): $number from 1.
goofspiel-events-player = Player { $number }
# Only the bidder reads their card before the reveal.
goofspiel-events-bid = Bid { $card }
# What everyone else reads of a bid (after the bidder's name: "@Ann: Placed a bid.").
goofspiel-events-bid-hidden = Placed a bid
# One bid of the reveal; the bids are joined by commas ($bids below).
goofspiel-events-bid-of = { $name } bid { $card }
# The highest bid alone ($winner) wins the prize card $prize.
goofspiel-events-round-won = Prize { $prize }: { $bids } — { $winner } wins { $prize }
# The highest bids tie ($tied: two names or more): nobody wins the prize.
goofspiel-events-round-tied = Prize { $prize }: { $bids } — { $tied } tie, nobody wins { $prize }
# The next prize card is turned up.
goofspiel-events-prize = Round { $round }: the prize is { $prize }
# One winner ($winners: one name) with $count points.
goofspiel-events-game-won = The game is over: { $winners } wins with { $count ->
    [one] 1 point
   *[other] { $count } points
}
# Several players share the win ($winners: two names or more).
goofspiel-events-game-shared = The game is over: { $winners } share the win with { $count ->
    [one] 1 point
   *[other] { $count } points
}
