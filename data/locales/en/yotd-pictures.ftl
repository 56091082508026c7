# The words drawn on the In the Year of the Dragon pictures (bot/games/yotd/adapter/art.py):
# the public table, in the game's language, and a player's hand, in its reader's language, and
# the chart of a finished game. The pictures are 800 px wide and drawn at one font size: keep
# each text about as short as the English. The names of persons, cards, actions, events and
# ages are the shared ones (yotd.ftl). Persons and events are told by a symbol (an event: its
# shape) and a letter, all different within each kind, as well as by colour; an old person's
# tile has a folded corner.

## The table

# A player without a display name.
yotd-pictures-seat = Seat { $seat }
yotd-pictures-to-play = ▶ { $player } to play
yotd-pictures-over-won = Game over · { $player } wins
yotd-pictures-over-shared = Game over · { $count } share the win
# Top left: the month (1 to 12) and the phase being played.
yotd-pictures-month = Month { $month } · { $step ->
    [action] Actions
    [build] Building
    [recruit] Persons
    [release] Releases
   *[end] Over
}
# Top left before month 1: each player takes their first two persons.
yotd-pictures-draft = Draft
# The row of the players by turn order, each with their place on the person track.
yotd-pictures-order = Turn order
# A player's points: $points is the number as drawn, $count the same for the plural.
yotd-pictures-points = { $count ->
    [one] { $points } pt
   *[other] { $points } pts
}
# The key under the table: what the symbols and letters stand for.
yotd-pictures-key = Key
# Beside the name of a player who must release persons in this event, and of the player
# placing the floors of a Build.
yotd-pictures-owes = { $count } to release
yotd-pictures-builds = { $count ->
    [one] { $count } floor to build
   *[other] { $count } floors to build
}

## The resources (icons with a number)

yotd-pictures-resource = { $resource ->
    [yuan] yuan
    [rice] rice
    [fireworks] fireworks
    [small] small privilege
    [large] large privilege
    [cards] cards in hand
   *[track] person track
}

## The letters of the persons and the events

# The letter on a person tile, for players who do not tell the colours apart: one per type,
# all different, the initial of the type's name (yotd-person) where it can be (Court Lady: L);
# the wild card's is a question mark in every language.
yotd-pictures-person-letter = { $person ->
    [craftsman] C
    [court_lady] L
    [pyrotechnist] P
    [tax_collector] T
    [warrior] W
    [monk] M
    [healer] H
    [farmer] F
    [scholar] S
   *[wild] ?
}
# The letter on an event tile: one per event, all different, the initial of its name
# (yotd-event) where it can be.
yotd-pictures-event-letter = { $event ->
    [peace] P
    [imperial_tribute] T
    [drought] D
    [dragon_festival] F
    [mongol_invasion] M
   *[contagion] C
}

## A player's hand

yotd-pictures-your-hand = Your cards
yotd-pictures-your-turn = ▶ Your turn
yotd-pictures-their-turn = { $player } to play
yotd-pictures-game-over = Game over
# Beside a card: the person tiles of its type still in the supply.
yotd-pictures-left = left:
# A wild card: every person tile still in the supply.
yotd-pictures-left-all = { $count } tiles left
# A hand with no card left.
yotd-pictures-no-cards = no cards left

## The chart of a finished game

yotd-pictures-chart-points = Points at the end of each month
yotd-pictures-chart-track = Person track at the end of each month
