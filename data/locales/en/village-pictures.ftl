# The words drawn on village's pictures (bot/games/village/adapter/pictures.py and art.py):
# the public table, in the game's language, and a seat's hand, in its reader's language.
# The pictures are 800 px wide and drawn at one font size: keep each text about as short as
# the English. A title and the hint beside it share a line; a status ("▶ … to play") is cut
# with "…" when the name is long. The game's terms are in ../GLOSSARY.md.

## The table

# A player without a display name.
village-pictures-seat = Seat { $seat }
# Beside the face-down deck: the cards left in it.
village-pictures-deck = Deck { $count }
village-pictures-to-play = ▶ { $player } to play
village-pictures-over-won = Game over · { $player } wins
village-pictures-over-shared = Game over · { $count } share the win
village-pictures-tie-shared = Tied on points and bribes: a shared win
# $treasures: a card's plural name ("King's Crowns").
village-pictures-tie-most = Tied on points: most { $treasures } wins
village-pictures-favor = Dragon's Favor
village-pictures-favor-hint = points per card, top first
# A player's points: $points is the number as drawn (with a true minus), $count the same for
# the plural.
village-pictures-points = { $count ->
   *[other] { $points } pts
}
village-pictures-in-hand = { $count } in hand
# A player's final place: 1st, 2nd…
village-pictures-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $place }th
}
village-pictures-market = Black Market
village-pictures-market-hint = pay the cost, take the stall
# A stall of the Black Market without cards.
village-pictures-stall-empty = empty
village-pictures-discard = Discard pile
village-pictures-discard-count = { $count ->
    [0] none yet
    [one] 1 card
   *[other] { $count } cards
}

## A seat's hand

village-pictures-game-over = Game over
village-pictures-your-turn = ▶ Your turn
village-pictures-their-turn = { $player } to play
village-pictures-your-hand = Your hand
village-pictures-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
# Beside the hand: the figure under each card is what one card of it counts.
village-pictures-worth-now = points each if it ended now
village-pictures-worth-end = points each, left at the end
village-pictures-no-cards = No cards in hand
village-pictures-your-bribes = Your bribes
# Beside the final score: the seat won, or its place (village-pictures-place).
village-pictures-final-winner = final · ★ winner
village-pictures-final-place = final · { $place }
village-pictures-score-now = score if it ended now
# Under a bribe (a column about 120 px wide: at most 9 characters).
village-pictures-bribe-points = { $count ->
    [one] 1 pt
   *[other] { $count } pts
}

## Short card names, under the cards of the Dragon's Favor (a column about 118 px wide: at most
## 8 letters, abbreviated with a period if need be)

village-pictures-short-axe = Axe
village-pictures-short-feather = Feather
village-pictures-short-sword = Sword
village-pictures-short-scrolls = Scrolls
village-pictures-short-crown = Crown
village-pictures-short-goblet = Goblet
village-pictures-short-wild = Wild

## The letter on each card (and after its name in the texts: "Wild (W)"), for players who do
## not tell the colours apart: one capital, a different one for each card, read from the
## card's name in the language (the standard ruleset's cards; a custom ruleset keeps its own)

village-pictures-letter-axe = A
village-pictures-letter-feather = F
village-pictures-letter-sword = S
village-pictures-letter-scrolls = M
village-pictures-letter-crown = K
village-pictures-letter-goblet = G
village-pictures-letter-wild = W
