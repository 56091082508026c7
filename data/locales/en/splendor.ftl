# Splendor in Discord: its table, its hand panel and its rules card
# (bot/games/splendor/adapter/). English is the bot's own words: a change here is a change of
# what the bot says.
# Gems are written as marks and counts ("⚪2 🔵1 ⭐1": white, blue, green, red, black, gold),
# the same in every language; $gem is a colour's id (white, blue, green, red, black, gold).
# Level, seat, game and turn numbers arrive as text; counts ($count, $points) as numbers.

## Words shared by the table, the panel and the log.

# A list of tokens or gems with nothing in it.
splendor-none = none
# A gem colour's name in a sentence (lowercase where the language writes it so).
splendor-gem = { $gem ->
    [white] white
    [blue] blue
    [green] green
    [red] red
    [black] black
   *[gold] gold
}
# A gem colour's name on a button (capitalised), after its mark: "❤️ Red".
splendor-gem-label = { $gem ->
    [white] White
    [blue] Blue
    [green] Green
    [red] Red
    [black] Black
   *[gold] Gold
}
# Prestige points.
splendor-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# A development card: its bonus's mark, its level (1 to 3) and its prestige points.
splendor-card = { $mark } level { $level }{ $points ->
    [0] {""}
    [one] {" · "}{ $points } point
   *[other] {" · "}{ $points } points
}
# A final place: 1st, 2nd, 3rd, 4th (at most 4 players).
splendor-place = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
# Someone reached the target ($points): the round is being completed, then the game ends.
splendor-last-round = ⏳ Someone reached { $points } points: this is the last round.
# What a seat's timeout does. An independent clause, read after "then" on the table and after
# the time left in a reminder.
splendor-timeout = the first move the rules allow is made for you (tokens, if any are left)

## The public table (the game's language).

splendor-table-to-play = ▶ { $player } to play.
# The player to move holds too many tokens and is returning some.
splendor-table-returning = They are returning { $count ->
    [one] a token
   *[other] { $count } tokens
} (too many held).
splendor-table-choosing-noble = Several nobles qualify: they are choosing one.
splendor-table-goal = Reaching { $points } points ends the game at the end of that round.
# $when: a Discord timestamp ("in 2 hours"); $then: splendor-timeout.
splendor-table-deadline = Time runs out { $when }: then { $then }.
# The message's content: it pings the player to move.
splendor-table-ping = { $player }, your turn in game #{ $game }.
splendor-table-bots = Game #{ $game }: a bot is playing.
splendor-table-over = Game #{ $game } is over: { $players }
splendor-table-won = { $count ->
    [one] 🏆 { $players } won with { $points } points.
   *[other] 🏆 { $players } share the win with { $points } points.
}
splendor-table-footer = Turn { $turn } · tap Show my hand to play
# A finished game's footer, instead of the turn and the way to play.
splendor-table-footer-over = Game over · the table is final
# A field's title: a level of the tableau and the cards left in its deck.
splendor-level = Level { $level } · { $deck ->
    [one] 1 card in the deck
   *[other] { $deck } cards in the deck
}
# A space of the tableau left empty (its deck ran out).
splendor-empty-space = — empty —
splendor-nobles = Nobles
splendor-bank = Bank
splendor-seat = Seat { $seat }
splendor-seat-to-play = ▶ to play
splendor-seat-away = away
# One player's line: $points is splendor-points; $tokens and $bonuses marks and counts;
# $count the tokens held, $cards the cards bought, $reserved and $nobles counts.
# A card reserved blind from a deck, as the others see it: only its level ($level) is public.
splendor-reserved-unseen = a level { $level } card, reserved unseen
splendor-seat-value = { $player } · **{ $points }**
    Tokens { $tokens } ({ $count }/{ $limit }) · Bonuses { $bonuses }
    { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } · { $reserved } reserved · { $nobles ->
        [one] 1 noble
       *[other] { $nobles } nobles
    }

## A seat's private panel (the reader's language).

splendor-panel-refresh = Refresh
splendor-panel-clear = Start over
splendor-panel-pass = Pass (no move left)
# Refusal: the tap no longer fits the position (an old panel, a move already made).
splendor-panel-stale = That choice is no longer possible: the panel is up to date now.
# The first line of the panel on the player's turn: $count is how many different gems a take is.
splendor-panel-your-turn = ▶ Your turn: tap { $count ->
    [one] a gem to take it
   *[other] { $count } gems of different colours
}, or buy or reserve a card below.
# Gems picked for a take so far ($gems: "❤️ Red ⚪ White"), $count still to pick.
splendor-panel-picked = Taking { $gems }: tap { $count ->
    [one] one more gem of another colour
   *[other] { $count } more gems of other colours
}.
# A gem button: $gem is its mark and name ("❤️ Red").
splendor-panel-take-two = { $gem } ×2: take two
splendor-panel-unpick = ✓ { $gem } (tap to drop)
splendor-panel-take-last = { $gem }: take
splendor-panel-stuck = ▶ Your turn, but no move is possible: pass.
splendor-panel-return = ▶ You hold more than { $limit } tokens: tap { $count ->
    [one] the token to return
   *[other] the { $count } tokens to return, one tap each
}.
splendor-panel-returning = ▶ Returning { $chosen } so far, of { $count } to return: go on tapping.
# A return button: the colour and how many of it are still held.
splendor-panel-give = Return { $gem } ({ $count } held)
splendor-panel-choose-noble = ▶ { $count } nobles qualify to visit you: choose one.
splendor-panel-paying = ▶ Buying { $card }: choose how to pay below.
# The buy select: $count the cards the player can afford.
splendor-panel-buy = 💰 Buy a card ({ $count } you can afford)
splendor-panel-buy-option = Buy { $card }
splendor-panel-buy-reserved = Buy your reserved { $card }
# What a card takes after the player's bonuses ($tokens marks and counts, gold ⭐ last).
splendor-panel-pay = you pay { $tokens }
splendor-panel-free = free with your bonuses
splendor-panel-how-to-pay = How to pay for { $card }?
splendor-panel-reserve = 📌 Reserve a card (+⭐1 gold)
splendor-panel-reserve-no-gold = 📌 Reserve a card (no gold left to take)
splendor-panel-reserve-blind = Top of the level { $level } deck (unseen)
splendor-panel-reserve-blind-hint = Only you will see it
splendor-panel-tokens = Your tokens · { $count }/{ $limit }
splendor-panel-bonuses = Your bonuses
splendor-panel-points = Your points
splendor-panel-points-value = **{ $points }** · { $nobles ->
    [one] 1 noble
   *[other] { $nobles } nobles
}
splendor-panel-reserved = Reserved · { $count }/{ $limit }
# Beside a card reserved unseen from a deck: the others do not know it.
splendor-panel-blind = secret
splendor-panel-from-reserve = reserved
splendor-panel-can-buy = You can buy · { $count }
splendor-panel-can-buy-none = Nothing yet: take gems or reserve a card.
splendor-panel-footer = Bank: { $bank }
# Refusal: a select's value the panel never offers (forged, unreadable).
splendor-panel-unreadable = That choice could not be read: use the panel's own buttons and lists.
# The payment select when a card can be paid in more ways than one list holds: first the
# gold to use ($card: the card).
splendor-panel-how-much-gold = How much gold for { $card }?
# An amount of gold ($gold, a number) and how many ways of paying use it ($count, 2 or more).
splendor-panel-pay-gold = Use ⭐{ $gold } gold ({ $count } ways to pay)
# After an amount of gold: the other ways of paying with it ($count left on the next page).
splendor-panel-pay-more = More ways with this gold ({ $count })
# Back to the amounts of gold.
splendor-panel-pay-back = ↩ Another amount of gold
