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
# The choices of /hoard notify's option (their values stay "on" and "off").
hoard-notify-dm-on = on
hoard-notify-dm-off = off

## What /hoard notify answers (only the member who asked sees it).

hoard-notify-on = You will also get your reminders by direct message (if your DMs are open).
hoard-notify-off = Your reminders will come only in the game's channel.

## What /hoard forget answers (only the member who asked sees it). $what is a list of the
## pieces below ("your direct-message reminder choice, 2 half-made moves and …").

hoard-forget-choice = your direct-message reminder choice
hoard-forget-drafts = { $count ->
    [one] { $count } half-made move
   *[other] { $count } half-made moves
}
hoard-forget-names = your display name in { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}
# A sentence added after the others when ended games keep the member's id.
hoard-forget-kept = { $count ->
    [one] { $count } ended game keeps
   *[other] { $count } ended games keep
} your user id (with your score and rank once finished) as the game's record: saved games name their players by id.
hoard-forget-nothing = Hoard keeps no preferences, half-made moves or names of yours.
hoard-forget-preview = Hoard keeps { $what }.
# After the preview (and the sentence on ended games, if any). The command is written with its
# own names in the reader's language.
hoard-forget-how = To remove them, run `/{ hoard-name } { hoard-forget-name } { hoard-forget-confirm-name }:True`. Nothing was changed yet.
hoard-forget-done = Done: Hoard removed { $what }.
