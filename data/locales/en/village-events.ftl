# Please Don't Burn My Village!: what a move did and what a move will do.
# Used by bot/games/village/adapter/events.py (the log line of a move, "Done: …" to its mover)
# and bot/games/village/adapter/previews.py (the hand panel's previews before a tap).
# The game's terms are in ../GLOSSARY.md; the cards' names come from village.ftl.
#
# $person: "you" when the mover reads the words ("Done: …"), "they" in the channel's log
# (after the mover's name: "@Ann: Bribed …"). English says both alike.
# $stall is a stall's cost ("0", "2"); $value a space's worth on the Dragon's Favor ("−2", "3").
# A message starting with a common word is lowered when it follows another ("…, then drew …").

## Cards and tokens

# A custom ruleset's treasure the catalogue does not know: $name and $plural are the ruleset's
# own (English) words; $initial ("vowel"/"consonant") is the name's first letter, $looks
# ("plural"/"singular") whether the name of one card is the same as its plural ("Sheep").
village-events-custom-count = { $count ->
    [one] { $looks ->
        [plural] { $initial ->
            [vowel] an { $name } card
           *[consonant] a { $name } card
        }
       *[singular] { $initial ->
            [vowel] an { $name }
           *[consonant] a { $name }
        }
    }
   *[other] { $count } { $plural }
}

# A treasure's marker on the Dragon's Favor, as the subject of a sentence.
village-events-token-axe = the { -village-axe } token
village-events-token-feather = the { -village-feather } token
village-events-token-sword = the { -village-sword } token
village-events-token-scrolls = the { -village-scrolls } token
village-events-token-crown = the { -village-crown } token
village-events-token-goblet = the { -village-goblet } token
village-events-token-custom = the { $name } token

# A treasure as the object of "cursed"/"cursing" (English: its name alone, as on the card).
village-events-treasure-axe = { -village-axe }
village-events-treasure-feather = { -village-feather }
village-events-treasure-sword = { -village-sword }
village-events-treasure-scrolls = { -village-scrolls }
village-events-treasure-crown = { -village-crown }
village-events-treasure-goblet = { -village-goblet }

# A list of cards that holds none.
village-events-nothing = nothing

# A seat with no name to show (a test, a log without names): $number from 1.
village-events-player = Player { $number }

## How a token moves ($direction "up" for a bribe, "down" for a curse; $tense "past" for what a
## move did, "future" for a preview)

# The token cannot move: it is on the top space (up) or the bottom one (down).
village-events-token-stays = { $tense ->
    [future] { $direction ->
        [up] { $token } stays on top, worth { $value }
       *[down] { $token } stays at the bottom, worth { $value }
    }
   *[past] { $direction ->
        [up] { $token } is already on top, worth { $value }
       *[down] { $token } is already at the bottom, worth { $value }
    }
}
# The token reaches a space of another worth.
village-events-token-moves-to = { $tense ->
    [future] { $direction ->
        [up] { $token } will rise to { $value }
       *[down] { $token } will drop to { $value }
    }
   *[past] { $direction ->
        [up] { $token } rises to { $value }
       *[down] { $token } drops to { $value }
    }
}
# The token moves $count spaces, to a space of the same worth.
village-events-token-moves-spaces = { $tense ->
    [future] { $direction ->
        [up] { $token } will rise { $count ->
            [one] 1 space
           *[other] { $count } spaces
        }, still worth { $value }
       *[down] { $token } will drop { $count ->
            [one] 1 space
           *[other] { $count } spaces
        }, still worth { $value }
    }
   *[past] { $direction ->
        [up] { $token } rises { $count ->
            [one] 1 space
           *[other] { $count } spaces
        }, still worth { $value }
       *[down] { $token } drops { $count ->
            [one] 1 space
           *[other] { $count } spaces
        }, still worth { $value }
    }
}

## What a move did

# $paid: the cards ("2 Phoenix Feathers and a Wild"); $move: how the token moved.
village-events-bribed = { $person ->
   *[any] Bribed { $paid }: { $move }
}
# The same, for a treasure the player had no bribe of yet.
village-events-bribed-new = { $person ->
   *[any] Bribed { $paid } (a new bribe): { $move }
}
# $count cards dealt onto the stalls; the last one, $card ("a Wild"), on the $stall stall.
village-events-refilled = { $person ->
   *[any] Refilled the market with { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, stopping on { $card } in the { $stall } stall
}
# The deck ran out before a card of the bribe's type or a Wild was dealt.
village-events-refill-ran-out = The deck ran out while refilling the market ({ $count ->
    [one] 1 card
   *[other] { $count } cards
} dealt)
# What a visit took: $cards ("2 Phoenix Feathers and a Wild"), $count of them.
village-events-took = { $person ->
   *[any] took { $count ->
        [0] { $cards }
        [one] { $cards }
       *[other] { $count } cards: { $cards }
    }
}
# $took: village-events-took.
village-events-visited-free = { $person ->
   *[any] Visited the free { $stall } stall and { $took }
}
village-events-visited = { $person ->
   *[any] Paid { $paid } at the { $stall } stall and { $took }
}
# $treasure: village-events-treasure-*; $move: how its token dropped.
village-events-cursed = { $person ->
   *[any] Cursed { $treasure }: { $move }
}
# Only the drawer reads which card: $card ("a Golden Goblet").
village-events-drew = Drew { $card }
# What everyone else reads of a draw.
village-events-drew-hidden = Drew a card
# $why: "refill" (the deck ran out while refilling the market), "draw" (the deck was empty
# when a card was to be drawn), "other".
village-events-game-over = The game is over: { $why ->
    [refill] the deck ran out during the market refill
    [draw] the deck was empty when a card was to be drawn
   *[other] the deck ran out
}
# At the end, the cards left in $name's hand join their bribes: $cards.
village-events-hand-merged = { $name } added { $cards } from hand to their bribes
# One move's events in one sentence: the first, then what followed ($rest: a list).
village-events-then = { $first }, then { $rest }

## What a move will do (the hand panel's previews)

# $cards: what the bribe plays ("2 Phoenix Feathers and a Wild").
village-events-preview-bribe = Bribe { $cards }
village-events-preview-take-free = Take the { $stall } stall for free
# $paid: the cards paid.
village-events-preview-buy = Buy the { $stall } stall with { $paid }
# $treasure: village-events-treasure-*.
village-events-preview-buy-cursing = Buy the { $stall } stall with { $paid }, cursing { $treasure }
village-events-preview-draw = Draw a card
# Under a bribe's preview: the deck is empty, so its market refill ends the game.
village-events-ending-empty = The deck is empty: this bribe ends the game.
# The deck holds $count cards: the refill ends the game unless $card (of the bribe's type) or
# $wild ("a Wild") is dealt.
village-events-ending-near = Only { $count ->
    [one] 1 card
   *[other] { $count } cards
} left: unless { $card } or { $wild } turns up, this ends the game.
