# Splendor: what a move did. Used by bot/games/splendor/adapter/events.py: "Done: …" to its
# mover, and the log line of a move in the channel (after the mover's name: "@Ann: Took …").
# The game's terms are in ../GLOSSARY.md; the small words (cards, nobles, points) come from
# splendor.ftl.
#
# $person: "you" when the mover reads the words ("Done: Took …"), "they" in the channel's log
# and for every other player ("@Ann: Took …"). English says both alike, mostly.
# Tokens are marks and counts, the same in every language: $tokens, $paid, $gold ("⚪1 🔵1 🟩1",
# "⭐1"). $card is a development card ("❤️ level 2 · 1 point"), $noble a noble ("👑 3 points ·
# ⚪3 🔵3 🟩3"), $points prestige points with their word ("15 points"). $level (1 to 3) arrives
# as text; $count as a number.
# Each message is a sentence without its full stop: the code adds it.

# A seat with no name to show (a test, a log without names): $number from 1.
splendor-events-player = Player { $number }

## What a move did

# Gem tokens taken from the bank: 3 of different colours, or 2 of one.
splendor-events-took = { $person ->
   *[any] Took { $tokens }
}
# A face-up card reserved. $count: the gold tokens taken with it (1, or 0 when the bank had no
# gold left); $gold: them ("⭐1").
splendor-events-reserved = { $count ->
    [0] { $person ->
       *[any] Reserved { $card } (no gold left to take)
    }
   *[other] { $person ->
       *[any] Reserved { $card } and took { $gold }
    }
}
# A card reserved blind (the top card of a deck, unseen), as its owner reads it: only the
# owner learns which card it is.
splendor-events-reserved-blind = { $count ->
    [0] Reserved { $card } (blind; no gold left to take)
   *[other] Reserved { $card } (blind) and took { $gold }
}
# The same reserve as everyone else reads it (the channel, the other players): its level only.
splendor-events-reserved-hidden = { $count ->
    [0] Reserved a level { $level } card blind (no gold left to take)
   *[other] Reserved a level { $level } card blind and took { $gold }
}
# A face-up card bought. $price: "paid" ($paid: the tokens, gold included) or "free" (the
# player's bonuses covered the whole cost).
splendor-events-bought = { $price ->
    [free] { $person ->
       *[any] Bought { $card } for free, with bonuses alone
    }
   *[paid] { $person ->
       *[any] Bought { $card }, paid { $paid }
    }
}
# The same, for a card the player had reserved.
splendor-events-bought-reserved = { $price ->
    [free] { $person ->
        [you] Bought { $card } from your reserve for free, with bonuses alone
       *[they] Bought { $card } from their reserve for free, with bonuses alone
    }
   *[paid] { $person ->
        [you] Bought { $card } from your reserve, paid { $paid }
       *[they] Bought { $card } from their reserve, paid { $paid }
    }
}
# A face-up space filled again from its deck after a buy or a reserve, as a clause (it follows
# the buy: "Bought …; new face-up card: 🟩 level 2 · 1 point"; alone, its first letter is
# raised).
splendor-events-refilled = new face-up card: { $card }
# The same, when that level's deck is empty.
splendor-events-space-empty = the level { $level } space stays empty
# A buy or a reserve ($move) and the space it refilled ($refill) in one sentence.
splendor-events-and-refill = { $move }; { $refill }
# The player holds $count tokens above the limit and returns them in the same turn.
splendor-events-must-return = { $person ->
    [you] You hold { $count ->
        [one] 1 token over the limit: return it
       *[other] { $count } tokens over the limit: return them
    }
   *[they] Holds { $count ->
        [one] 1 token over the limit and returns it next
       *[other] { $count } tokens over the limit and returns them next
    }
}
# Tokens given back to the bank (down to the limit).
splendor-events-returned = { $person ->
   *[any] Returned { $tokens }
}
# Several nobles may visit; the player chooses one next. $nobles: them, joined by "or".
splendor-events-must-choose-noble = { $person ->
    [you] Choose the noble who visits you: { $nobles }
   *[they] Chooses the noble who visits them: { $nobles }
}
# A noble visited the player at the end of the turn (it gives its points).
splendor-events-noble-visited = { $person ->
    [you] The noble { $noble } visited you
   *[they] Was visited by the noble { $noble }
}
# The player had no legal move.
splendor-events-passed = { $person ->
   *[any] Passed: no move was possible
}
# $name reached the target ($points): every player plays the round to its end, then the game
# ends. $name is the mover (after the mover's own name in the log: "@Ann: … @Ann reached …").
splendor-events-last-round = { $person ->
    [you] You reached { $points }: the round is completed, then the game ends
   *[they] { $name } reached { $points }: the round is completed, then the game ends
}

## The end

# One winner ($winners: one name) with $points. $tie: "cards" when others had as many points
# and the winner won on fewer development cards, else "none".
splendor-events-game-won = The game is over: { $winners } wins with { $points }{ $tie ->
    [cards] {", on fewer development cards"}
   *[none] {""}
}
# Several players share the win ($winners: two names or more), with as many points and as many
# development cards; $tie as above (others had as many points but more cards).
splendor-events-game-shared = The game is over: { $winners } share the win with { $points }{ $tie ->
    [cards] {", on fewer development cards"}
   *[none] {""}
}
