# Please Don't Burn My Village!: the private hand panel (bot/games/village/adapter/panel.py,
# steps.py, hand.py, words.py) in the reader's language, and the public table's one-tap
# buttons (panel.table_controls) in the game's language. The game's terms: ../GLOSSARY.md.
# Buttons and select options: at most 25 characters (the panel's LABEL_MAX); where a label has
# a shorter form (-short, or the same message with a count instead of names), the panel takes
# the first that fits.
# $cost is a stall's cost ("0", "1", "2", "3"); $value and $worth are card values, with their
# sign ("+3", "−2"); $cards is a number of cards ("3 cards") or cards by name.

## Numbers

village-panel-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# A score: $points is the number with its sign ("−3"), $count the same number for the plural.
village-panel-points = { $count ->
    [1] { $points } point
   *[other] { $points } points
}
# Cards with their figure, in a count option or a label: "1 King's Crown", "0 Wilds".
village-panel-tally = { $count ->
    [one] { $count } { $name }
   *[other] { $count } { $plural }
}
# A stall with no cards ("**3** · empty").
village-panel-empty = empty

## The cards' short names (in a label too short for the whole name)

village-panel-short-axe = { $count ->
    [one] Axe
   *[other] Axes
}
village-panel-short-feather = { $count ->
    [one] Feather
   *[other] Feathers
}
village-panel-short-sword = { $count ->
    [one] Sword
   *[other] Swords
}
village-panel-short-scrolls = { $count ->
    [one] Scrolls
   *[other] Scrolls
}
village-panel-short-crown = { $count ->
    [one] Crown
   *[other] Crowns
}
village-panel-short-goblet = { $count ->
    [one] Goblet
   *[other] Goblets
}
village-panel-short-wild = { $count ->
    [one] Wild
   *[other] Wilds
}

## What a move plays (the preview)

# $cards: the cards played, "2 King's Crowns and a Wild" (also the Confirm button).
village-panel-bribe-with = Bribe { $cards }
## The main step (buttons)
village-panel-bribe = Bribe the Dragon
village-panel-market = Black Market
village-panel-draw = Draw a card
village-panel-draw-last = Draw (ends the game)
village-panel-refresh = Refresh
village-panel-back = Back

## The public table's buttons (the game's language)

village-panel-table-draw-last = Draw (ends game)
village-panel-table-bribe = Bribe…
village-panel-table-market = Black Market…

## The draw step (an empty deck)

village-panel-draw-step = **The deck is empty**: drawing now ends the game at once.
village-panel-draw-confirm = Draw and end the game

## The bribe step

village-panel-bribe-step = **Bribe the Dragon**: pick a treasure. Every card of it in your hand is played; you can change how many, or add Wilds, before you confirm.
# $preview: what the bribe plays and how it moves the token.
village-panel-bribe-preview = **Bribe the Dragon**: { $preview }.
# A treasure to bribe with: $card its name and letter, $held how many the hand holds.
village-panel-facts = { $card }: { $held } in hand, { $value } a card in a bribe now
village-panel-facts-bribe = { $card }: { $held } in hand, { $value } a card in a bribe now, your bribe: { $cards }
village-panel-pick-bribe = Pick what to bribe
village-panel-bribe-placeholder = Treasure to bribe with
village-panel-count-placeholder = How many
village-panel-wilds-placeholder = With Wilds

## The Black Market steps

village-panel-market-step = **Black Market**: pick a stall. You pay its cost in cards (at least one of them a treasure), take every card of the stall, then curse one treasure you paid with: its token drops one space per card paid. The 0 stall is free.
# After a stall that cannot be paid for, in brackets.
village-panel-cannot-pay = you cannot pay for it now
village-panel-stall-free-long = Take the free 0 stall: { $cards }
village-panel-stall-free = Take 0 stall: { $cards }
village-panel-stall = { $cost } stall: { $cards }
# $cards: the stall's cards.
village-panel-pay-head = **Black Market, { $cost } stall** ({ $cards })
village-panel-pay-one = { $head }: pay one treasure; it is the one cursed. That tap buys the stall.
village-panel-pay-only = { $head }: the one payment you can make is { $paid }.
village-panel-pay-pick = { $head }: pick exactly { $cards } to pay with, at least one of them a treasure (you curse one of the treasures you pay).
village-panel-pay = Pay { $cards }
# The 1 stall: pay one treasure card and curse that treasure. $gender: the card's, for "it".
village-panel-pay-curse = Pay { $cards }, { $gender ->
   *[neuter] curse it
}
village-panel-pay-and-curse = Pay { $card }, curse it
village-panel-curse-step = **Black Market, { $cost } stall**: you pay { $paid }. Pick the treasure to curse: that tap buys the stall.
village-panel-curse = Buy: curse { $card } −{ $cost }
village-panel-curse-short = Curse { $card } −{ $cost }

## The hand

village-panel-title = Your hand · { $game }
village-panel-hand = Cards in hand ({ $count })
village-panel-worth = { $worth } each if kept
village-panel-worth-wild = { $worth } each if kept; join any bribe
# $card: the treasure's short name ("Crown").
village-panel-worth-joins = { $worth } each (joins your { $card } bribe)
village-panel-no-cards = no cards
village-panel-bribes = Your bribes
village-panel-no-bribes = no bribes yet
village-panel-if-ended = If the game ended now
village-panel-footer = Deck: { $cards } · only you can see this

## Refusals (a tap the panel cannot take)

village-panel-unreadable = That choice could not be read: please pick again.
village-panel-no-bribe-treasure = You cannot bribe with that treasure now: pick another.
village-panel-no-bribe = You cannot bribe now: a bribe needs a treasure card from your hand (or a Wild for a bribe you already have).
village-panel-no-market = You cannot visit the Black Market now: no stall you can pay for holds cards.
village-panel-no-draw = You cannot draw now: it is not your turn to move.
village-panel-no-stall = That stall cannot be visited now: it is empty, or your hand cannot pay for it. Pick another.
village-panel-no-treasure = That treasure is not in this game: pick another.
village-panel-old-payment = That payment is out of date: pick the stall again.
village-panel-old-choice = That choice is out of date: pick the stall again.
village-panel-no-confirm = Pick a treasure and how many cards to bribe with first.
village-panel-unknown-button = That button is not one of this panel's: open your hand again.
village-panel-wilds-alone = R-M2: at least one card you pay must be a treasure, since you then curse one of the treasures you paid: Wilds alone cannot pay. Pick again.
village-panel-bad-payment = You cannot pay with those cards: pick exactly { $cards } of your hand, at least one of them a treasure.
