# Broom Service in Discord: the names its panel, table, log and rules card share
# (bot/games/broom/adapter/). English is the bot's own words. Marks (emoji) are the same in
# every language: gatherer 🧺, witch 🧹, druid 🌿, weather fairy 🧚, orange 🟠, green 🟢,
# purple 🟣, wand 🪄, VP ⭐, cloud ☁️ (stars ✦, lightning ⚡), pawn ♟️, tower 🗼.
# Ids arrive as $role (roles.json), $event (events.json), $shape (round, square).

broom-role = { $role ->
    [gatherer_orange] Orange gatherer
    [gatherer_green] Green gatherer
    [gatherer_purple] Purple gatherer
    [witch_forest] Forest witch
    [witch_prairie] Prairie witch
    [witch_hill] Hill witch
    [witch_mountain] Mountain witch
    [druid_valley] Valley druid
    [druid_peak] Peak druid
   *[weather_fairy] Weather fairy
}
broom-event = { $event ->
    [more_or_less] More or Less?
    [black_market] Black Market
    [black_distillery] Black Distillery
    [brave_heart] Brave Heart
    [perilous_places] Perilous Places
    [protected_places] Protected Places
    [upper_hand] The Upper Hand
    [empty_handed] Empty Handed
    [the_works] The Works!
   *[flock_together] Flock Together
}
# A tower: $id its id on the board, $colour its colour's mark, $vp and $wands its reward.
broom-tower = 🗼{ $id } { $colour } { $shape ->
    [round] round
   *[square] square
} · { $vp }⭐{ $wands ->
    [0] {""}
   *[other] {" "}+{ $wands }🪄
}
# The board a player sees: Hoard's own design, not the printed map.
broom-board = Hoard Vale (Hoard's own board)
broom-board-other = { $board } (not the printed map)
# What a seat's timeout does: an independent clause, read after "then" on the table.
broom-timeout = a gentle move is made for you (the first roles not bewitched; cowardly, doing nothing that costs)
