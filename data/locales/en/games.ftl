# Each game's title and one-line summary (the GameSpec's title_key and summary_key): lobby,
# table and help titles, thread names, and the description of the /<game> command group (the
# summary: at most 100 characters).
# Titles are the published games' names: keep them as they are unless the game is published
# under another title in your language.

village-title = Please Don't Burn My Village!
village-summary = Play { village-title }

goofspiel-title = Goofspiel
goofspiel-summary = Play Goofspiel: bid your cards for the prizes, all at once

splendor-title = Splendor
splendor-summary = Play Splendor: gems, cards and nobles, first to 15 points

yotd-title = In the Year of the Dragon
yotd-summary = Play In the Year of the Dragon: palaces, persons and a year of disasters
