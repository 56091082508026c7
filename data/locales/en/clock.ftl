# The turn clock's notices (cogs/clock.py): in the game's language, in the channel and by direct
# message alike (a direct message has no reader's language to follow).

# The reminder re-posted with the table. $players: the mentions of who is to move; $left: how
# long is left, in the bot's notation ("12h", "1d 6h": d days, h hours, m minutes); $timeout:
# what happens then, a whole clause from the game ("a card is drawn for you").
clock-reminder = { $players }, it's still your turn in game #{ $game }: { $left } left before { $timeout }.
# The same, when several players are still to move at once.
clock-reminder-several = { $players }, it's still your turn in game #{ $game }: { $left } left before { $timeout }.
# By direct message (to who asked for it with /hoard notify).
clock-dm = Your turn in game #{ $game } is waiting.
clock-dm-link = Your turn in game #{ $game } is waiting. [Go to the table]({ $link })
clock-expired = Game #{ $game } ended: nobody moved for too long. No result was recorded.

## A duration as the bot says it (bot/services/durations.py said_duration): a reminder's time
## left, the settings, the allowed turn limits. $n is a whole number; $first and $second are
## two of these (days and hours, hours and minutes …).
duration-days = { $n }d
duration-hours = { $n }h
duration-minutes = { $n }m
duration-seconds = { $n }s
duration-two = { $first } { $second }
