# In the Year of the Dragon in Discord: the public table, and the names its panel, log and
# rules card share (bot/games/yotd/adapter/). English is the bot's own words.
# Marks (emoji) come with the names and are the same in every language: persons 🔨 👘 🚀 💰
# 🪖 🧘 🩺 🌾 📖 (wild 🃏), yuan 💴, rice 🍚, fireworks 🎆, points ⭐, person track 👣,
# privilege dragons 🐉. Ids arrive as $type, $card, $event, $age, $step; month, seat and game
# numbers as text or numbers as said.

## Words the table shares with the panel, the log and the rules card (the names of
## persons, tiles, actions and events are yotd.ftl's).

# A tile with its track value and its symbols ("🧘×2").
yotd-table-tile-facts = { $tile } · { $value ->
    [one] { $value } step
   *[other] { $value } steps
} · { $symbols }
# A palace with no person in it.
yotd-table-empty = empty
# A palace: its number, its floors and its persons.
yotd-table-palace = 🏯{ $number } · { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}: { $persons }
# Privileges held (small ones show 1 dragon, large ones 2).
yotd-table-privileges = 🐉 { $small ->
    [0] { $large ->
        [0] none
       *[other] { $large } large
    }
   *[other] { $small } small{ $large ->
        [0] {""}
       *[other] , { $large } large
    }
}
# What a seat's timeout does: an independent clause, read after "then" on the table.
yotd-timeout = the gentlest move is made for you (no action: yuan topped up; the cheapest choice elsewhere)

## The public table (the game's language).

# A player's resources: $yuan, $rice, $fireworks, $points, $track carry their marks.
yotd-table-player = { $yuan } · { $rice } · { $fireworks } · { $privileges } · { $points } · { $track } · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
# A group of action cards this month, and the dragons on it ($dragons: names).
yotd-table-group = { $number } · { $cards } — { $count ->
    [0] free
   *[other] 🐉 { $dragons }
}
yotd-table-month = Month { $month } of 12 · { $step ->
    [draft] the draft
    [action] actions
    [build] building
    [recruit] persons
    [release] the event's releases
   *[other] the end
}
yotd-table-deciding = { $player } { $step ->
    [draft] drafts two persons
    [action] chooses an action
    [recruit] plays a person card
   *[other] decides
}
yotd-table-building = { $player } places { $count ->
    [one] a floor
   *[other] { $count } floors
}
yotd-table-releasing = { $player } releases { $count ->
    [one] a person
   *[other] { $count } persons
} ({ $event })
# $when: a Discord timestamp ("in 2 hours"); $then: yotd-timeout.
yotd-table-deadline = Time runs out { $when }: then { $then }.
yotd-table-ping = { $player }, your turn in game #{ $game }.
yotd-table-bots = Game #{ $game }: a bot is playing.
yotd-table-over = Game #{ $game } is over: { $players }
yotd-table-won = { $count ->
    [one] 🏆 { $players } won with { $points } points.
   *[other] 🏆 { $players } share the win with { $points } points.
}
yotd-table-year = The year
yotd-table-groups = Actions of month { $month }
yotd-table-track = Person track (turn order)
yotd-table-seat = Seat { $seat }
yotd-table-to-decide = ▶ to decide
yotd-table-away = away
# A finished game's final scoring, in a player's field title.
yotd-table-final = final: persons { $persons }, monks { $monks }, money { $money }
yotd-table-no-palace = no palace
yotd-table-footer = Month { $month } · tap Show my hand to play
yotd-table-footer-over = Game over · the table is final
