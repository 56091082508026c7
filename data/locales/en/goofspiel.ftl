# Goofspiel in Discord: its table, its hand panel and its rules card
# (bot/games/goofspiel/adapter/). English is the bot's own words: a change here is a change of
# what the bot says.
# Card numbers, round numbers, game numbers and turn numbers arrive as text; counts ($count,
# $cards, $points) as numbers, for the plurals.

## Refusals (only the member who tapped reads them).

goofspiel-bad-choice = That choice is not valid.
goofspiel-bad-bid = That card cannot be bid now: pick again.

## What a seat's timeout does. An independent clause (indicative), read after "then" on the
## table and after the time left in a reminder.

goofspiel-timeout = your lowest card is bid for you

## Words shared by the table and the panel.

goofspiel-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# "none" for a list of cards in hand.
goofspiel-no-cards = none
# "none" for a list of prizes won.
goofspiel-no-prizes = none
# A player's score and the prizes they won ($prizes: "1, 4, 7" or goofspiel-no-prizes).
goofspiel-score = **{ $points }** (won { $prizes })
# The final place of a seat: 1st, 2nd, 3rd, 4th (at most 4 players).
goofspiel-place = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
# $players: the names of the players still to bid ("@Ann, @Bo and @Cy").
goofspiel-waiting = Waiting for { $players }.
# What the last revealed round gave; $bids: "@Ann 3, @Bo 5"; $result: one of the two below.
goofspiel-last-round = Round { $round }, prize **{ $prize }**: { $bids }. { $result }.
goofspiel-last-winner = { $player } won it
goofspiel-last-tie = A tie for the highest bid: nobody won it

## The public table (in the game's language).

goofspiel-table-round = Round { $round } of { $rounds }: the prize is **{ $prize }**. Everyone bids one card at once; the highest bid alone wins it.
# $when: a Discord timestamp Discord writes in the reader's language ("in 2 hours");
# $then: goofspiel-timeout.
goofspiel-table-deadline = Time runs out { $when } (then { $then }).
# $count: how many players won; $players: their names ("@Ann and @Bo").
goofspiel-table-won = { $count ->
    [one] 🏆 { $players } wins with { $points }!
   *[other] 🏆 { $players } share the win with { $points }!
}
# The message above the table's embed: pings the players still to bid ($players: mentions).
goofspiel-table-ping = { $players } bid in game #{ $game }.
goofspiel-table-bots = Game #{ $game }: the bots are bidding…
goofspiel-table-over = Game #{ $game } is over! { $players }
goofspiel-table-footer = Prizes left: { $prizes } · round { $round }
# A seat's field on the table, its name: "Seat 2 · has bid", once over "Seat 2 · 1st".
goofspiel-seat = Seat { $seat }
goofspiel-seat-bid = has bid
goofspiel-seat-choosing = choosing
goofspiel-seat-away = away (the bot plays for them)
goofspiel-seat-place = Seat { $seat } · { $place }
goofspiel-seat-cards = { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
}

## A seat's hand panel (only that player sees it, in their own language).

goofspiel-panel-title = Your hand · { $game }
goofspiel-panel-round = Round { $round } of { $rounds }: the prize is **{ $prize }**. Tap a card to bid it (everyone bids at once).
goofspiel-panel-bid = You bid **{ $bid }** for the prize { $prize }. Waiting for { $players }.
goofspiel-panel-cards = Your cards ({ $count })
goofspiel-panel-prizes = Your prizes
goofspiel-panel-footer = Prizes left: { $prizes } · only you can see this
# A button: draws the panel again.
goofspiel-refresh = Refresh

## The rules card (/goofspiel rules).

goofspiel-rules-title = Goofspiel — the rules in short
goofspiel-rules = Each player holds the cards 1 to { $cards }; a deck of prizes 1 to { $cards } is shuffled. Each round one prize is turned up and every player bids one card from their hand at once, in secret. The highest bid wins the prize; if the highest bids tie, nobody wins it. Bids are spent. After { $cards } rounds the most points (prizes won) wins; tied players share the win.

## Rulesets (the ruleset option of /goofspiel new and /goofspiel rules, the lobby).

goofspiel-ruleset-standard = Standard (8 cards each)
goofspiel-ruleset-classic = Classic (13 cards each)
