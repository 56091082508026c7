# Goofspiel: why the rules refuse a bid (bot/games/goofspiel/rules.py). Each is a sentence
# without its full stop: the reply adds the rule's id, "The cards are numbered 1 to 13
# (G-S2)." (errors-illegal-move).
# $card, $seat, $round: numbers; $high: the highest card.

goofspiel-refusals-player-count = This game needs { $low } to { $high } players
goofspiel-refusals-game-over = The game is over: every prize has been played
goofspiel-refusals-no-seat = There is no seat { $seat } in this game
goofspiel-refusals-already-bid = You have already bid this round; a bid is final
goofspiel-refusals-one-card = The only move in Goofspiel is a bid of one card
goofspiel-refusals-card-range = The cards are numbered 1 to { $high }
goofspiel-refusals-not-in-hand = You have no { $card } in hand: you bid it in round { $round }
