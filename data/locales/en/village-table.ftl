# The public table of a village game (bot/games/village/adapter/table.py): the embed the
# channel sees, in the game's language, while the game runs and once it is over.
# Card names come from village.ftl; the game's terms are in ../GLOSSARY.md.
# $player and $players are Discord mentions; $when is a Discord timestamp that Discord shows
# in the reader's language ("in 5 minutes").

village-table-turn = It is { $player }'s turn: bribe the Dragon, visit the Black Market, or draw.
village-table-deadline = Their time runs out { $when } (then a card is drawn for them).
village-table-last-moves = **Last moves**
# A move of the log whose summary is missing.
village-table-played = played
village-table-favor = Dragon's Favor (top first)
village-table-market = Black Market
# A stall of the Black Market without cards.
village-table-stall-empty = empty
# A field's title: "Seat 2 ▶ to play · away (the bot plays for them)".
village-table-seat = Seat { $seat }
village-table-to-play = to play
village-table-away = away (the bot plays for them)
village-table-hand = { $player } · { $count ->
    [one] 1 card
   *[other] { $count } cards
} in hand
village-table-no-bribes = no bribes yet
# The discard pile without cards (after "Discard:").
village-table-discard-empty = empty
village-table-footer = Deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} · Discard: { $discard } · turn { $turn }
# A bot's turn: no one is pinged.
village-table-thinking = { $player } is thinking… (game #{ $game })
village-table-your-turn = { $player }, it's your turn in game #{ $game }.

## The final scores

village-table-final-title = { $title } · final scores
village-table-spared = 🏆 { $player }'s village is spared!
village-table-spared-many = 🏆 { $players } share the win: their villages are spared!
# $treasure: a card's name; $space: 1 for the top space of the Dragon's Favor, 2 below it…
village-table-tie-decided = Tied on points; decided by the most cards in the bribe of { $treasure } (space { $space } from the top).
village-table-tie-still = Still tied after comparing every space of the Dragon's Favor.
# A player's place and final score ($score may be negative).
village-table-rank = #{ $rank } · { $score ->
   *[other] { $score } points
}
# "+8 · King's Crown: 4 cards × 2": a bribe's points, its cards, the treasure's value.
village-table-score-bribe = { $points } · { $treasure }: { $count ->
    [one] 1 card
   *[other] { $count } cards
} × { $value }
# "−4 · 2 Phoenix Feathers left in hand × 2": $cards is a count of cards from village.ftl.
village-table-score-left = { $points } · { $cards } left in hand × { $value }
village-table-score-none = no bribes, empty hand
village-table-favor-end = Dragon's Favor at the end
village-table-over = Game #{ $game } is over! { $players }

## The turn clock (cogs/clock.py): what happens when a player's time runs out, in the
## reminder "… 5 minutes left before { this }." (a clause that reads on its own)

village-table-timeout = a card is drawn for you
