# A practice hint's why: $card, the bid; $prize, the prize card bid on now.
goofspiel-hint-closest = { $card } is the card of your hand closest to the prize ({ $prize }): bid what the prize is worth and keep your high cards for the big prizes.
