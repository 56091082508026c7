# /hoard: the server-wide commands (cogs/hoard.py). English is the bot's own words: a change
# here is a change of what the bot says.
# Command and option names: lowercase, at most 32 characters, letters, digits, - and _ only.
# Descriptions: at most 100 characters.

hoard-name = hoard
hoard-description = Hoard itself: what it keeps about you

hoard-games-name = games
hoard-games-description = This server's open games

hoard-notify-name = notify
hoard-notify-description = Also remind me by direct message
hoard-notify-dm-name = dm
hoard-notify-dm-description = on: reminders by direct message too; off: only in the channel

hoard-kick-name = kick
hoard-kick-description = Mark a player away: the bot plays their turns (host or mods)
hoard-kick-player-name = player
hoard-kick-player-description = The player to mark away in this channel's game

hoard-settings-name = settings
hoard-settings-description = Show this server's settings

hoard-forget-name = forget
hoard-forget-description = See what Hoard keeps about you, and remove it
hoard-forget-confirm-name = confirm
hoard-forget-confirm-description = True: remove it now (without it you only see what would be removed)
