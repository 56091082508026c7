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
