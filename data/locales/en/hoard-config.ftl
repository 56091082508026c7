# /hoard-config: the commands that change a server's settings, and the settings as /hoard
# settings and every change show them (cogs/hoard_config.py). Only the member who asked sees
# the answers. Durations keep the bot's notation in every language (what admins type):
# d days, h hours, m minutes, s seconds ("24h", "1d 12h", "30m").
# Command and option names: lowercase, at most 32 characters, letters, digits, - and _ only.
# Descriptions: at most 100 characters.

hoard-config-name = hoard-config
hoard-config-description = Change this server's Hoard settings (Manage Server)

hoard-config-turns-name = turns
hoard-config-turns-description = The turn limit: default, shortest and longest
hoard-config-turns-default-name = default
hoard-config-turns-default-description = Like 24h
hoard-config-turns-shortest-name = shortest
hoard-config-turns-shortest-description = Like 5m (at least 5m)
hoard-config-turns-longest-name = longest
hoard-config-turns-longest-description = Like 7d (at most 7d)

hoard-config-reminders-name = reminders
hoard-config-reminders-description = When to remind a player of their turn
hoard-config-reminders-points-name = points
hoard-config-reminders-points-description = Like '50%, 1h': half-way, and one hour before the end

hoard-config-absent-name = absent
hoard-config-absent-description = Timeouts in a row before a player is away
hoard-config-absent-timeouts-name = timeouts
hoard-config-absent-timeouts-description = How many turns in a row run out of time (1 to 20)

hoard-config-channel-name = channel
hoard-config-channel-description = Allow or disallow games in a channel
hoard-config-channel-channel-name = channel
hoard-config-channel-channel-description = The channel
hoard-config-channel-allow-name = allow
hoard-config-channel-allow-description = Allowed? (no channel listed: every channel is allowed)

hoard-config-opener-name = opener
hoard-config-opener-description = Who may open games: a role, or everyone
hoard-config-opener-role-name = role
hoard-config-opener-role-description = Only members with this role (leave empty: everyone)

hoard-config-limits-name = limits
hoard-config-limits-description = Open games per server; days before abandoned games end
hoard-config-limits-open-name = open_games
hoard-config-limits-open-description = At most this many games open at once (1 to 500)
hoard-config-limits-expire-name = expire_days
hoard-config-limits-expire-description = Days without a move before a game ends (1 to 365)

hoard-config-pictures-name = pictures
hoard-config-pictures-description = Show the table and hands as pictures
hoard-config-pictures-on-name = on
hoard-config-pictures-on-description = True: pictures; False: text only

hoard-config-threads-name = threads
hoard-config-threads-description = Open each new game in its own thread of the channel
hoard-config-threads-on-name = on
hoard-config-threads-on-description = True: a thread per game (I need Create Public Threads and Send Messages in Threads)

hoard-config-language-name = language
hoard-config-language-description = The language of new games' messages in the channel
hoard-config-language-choice-name = choice
hoard-config-language-choice-description = Automatic: the server's language if it is a Community server, else English
# The choices: "automatic", then each language named in its own language (the same in every
# file: a member looks for their own language's name).
hoard-config-language-automatic = automatic
hoard-config-language-en = English
hoard-config-language-it = Italiano
hoard-config-language-es = Español

## Answers.

hoard-config-saved = Saved. New games use these settings.
hoard-config-nothing = Nothing to change: give at least one value.

## The settings, as /hoard settings and every change show them: a title, a field per setting
## (a name and its value), a footer.

hoard-config-show-title = Hoard settings for this server
hoard-config-show-footer = Change them with /{ hoard-config-name } … (Manage Server)
hoard-config-show-turns = Turn limit
hoard-config-show-turns-value = { $default } by default, { $shortest } to { $longest } allowed
hoard-config-show-reminders = Reminders
# The points are listed with commas, "50%, 1h before the end": a percentage of the turn as it
# is, a time before the turn's end with this.
hoard-config-show-reminders-before = { $point } before the end
hoard-config-show-reminders-none = none
hoard-config-show-absent = Absent after
hoard-config-show-absent-value = { $count ->
    [one] { $count } turn timed out
   *[other] { $count } turns in a row timed out
}
hoard-config-show-channels = Channels
hoard-config-show-channels-every = every channel
hoard-config-show-opener = Who may open games
hoard-config-show-opener-everyone = everyone
hoard-config-show-open-games = Open games per server
hoard-config-show-expire = Abandoned games end after
hoard-config-show-expire-value = { $count ->
    [one] { $count } day without a move
   *[other] { $count } days without a move
}
hoard-config-show-pictures = Pictures
hoard-config-show-pictures-on = on
hoard-config-show-pictures-off = off
hoard-config-show-threads = Games in threads
hoard-config-show-threads-on = on: each new game opens its own thread
hoard-config-show-threads-off = off
hoard-config-show-language = Language of new games
hoard-config-show-language-automatic = automatic: the server's language if it is a Community server, else English
