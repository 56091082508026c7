# The house's words about the public table (cogs/table.py, cogs/guard.py). Its buttons are in
# the game's language (the channel sees them); what one member is told privately (a post that
# failed, a button of an older message) is in that member's Discord language.

table-show-hand = Show my hand
# The button that shows the game's rules.
table-rules = Rules

# A click on a button of a game's older public message. $game: the game's number.
table-outdated = That button is out of date, so nothing happened: game #{ $game } { $status ->
        [lobby] is still gathering players: use the buttons on its current message
        [running] has started
        [finished] is over
        [cancelled] was cancelled
        [expired] was abandoned (no move for too long)
       *[broken] is paused: its saved data is damaged
    }.

# A place in a game's final ranking, as the pictures draw it (1st, 2nd, 3rd, 4th).
# $place: the number; $form: its ordinal form in this language (one, two, few, many, other).
table-place = { $form ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    }
