# Refusals and errors: bot/services/errors.py and the services that raise them
# (bot/services/*.py), the replies of bot/ui/replies.py and bot/client.py.
# Only the member who asked reads them (an ephemeral reply), in their Discord language.
# $game is a game's number (shown after "#"); $kind is a game's command group (village,
# goofspiel): `/{ $kind } new` is a slash command, keep it as it is.

## Games and lobbies (bot/services/errors.py)

errors-game-not-found = That game does not exist (any more).
errors-game-not-found-numbered = Game #{ $game } does not exist (any more).
errors-no-game-here = There is no open game in this channel.
errors-no-game-here-start = There is no open game in this channel. Start one with `/{ $kind } new`.
errors-channel-busy = This channel already has an open game (#{ $game }). Finish or cancel it first, or open the new game in another channel or thread.
# $status: why the lobby is closed (the game's state).
errors-not-in-lobby = Game #{ $game } is not taking players any more: { $status ->
    [running] it has already started
    [finished] it is over
    [cancelled] it was cancelled
    [expired] it was abandoned
    [broken] it is damaged
   *[other] { $status }
}.
errors-already-joined = You are already seated in game #{ $game }.
errors-not-joined = You are not seated in game #{ $game }.
errors-lobby-full = Game #{ $game } is full: all { $count } seats are taken.
errors-not-enough-players = The game needs at least { $need } players to start; { $have } seated.
errors-not-a-player = You are not playing in game #{ $game }, so you cannot act in it.
errors-stale-board = The board of game #{ $game } changed since you looked at it, so nothing was played. Here is the current one.
# $status: the game's state.
errors-game-not-running = Game #{ $game } { $status ->
    [lobby] has not started yet
    [finished] is over
    [cancelled] was cancelled
    [expired] was abandoned (no move for too long)
    [broken] is damaged and paused
   *[other] { $status }
}.
errors-game-broken = Game #{ $game }'s saved data is damaged, so it is paused. A server admin can run `python -m bot check-db` to see why. Other games are not affected.
errors-wrong-place = That button belongs to a game in another channel, so nothing happened. Use the buttons in the game's own channel.
errors-outdated-message = This message of game #{ $game } is out of date, so nothing happened.
# $link: the address of the game's current table (a Markdown link).
errors-outdated-message-link = This message of game #{ $game } is out of date, so nothing happened. The current table is [here]({ $link }).
# $user: a member's id (a Discord mention).
errors-not-seated = <@{ $user }> is not playing in game #{ $game }, so there is nobody to mark away.
# $title: the game's name ("Please Don't Burn My Village!").
errors-other-game-here = This channel's game (#{ $game }) is a game of { $title }: use the `/{ $kind } …` commands for it.
errors-unknown-game-kind = Game #{ $game } is a game of { $title }, which this bot does not run right now, so nothing happened. A server admin can check the bot's version.
errors-no-game-played-here = No game of { $title } was played in this channel yet. Start one with `/{ $kind } new`, or give a game number.
errors-game-elsewhere = Game #{ $game } is not played in this channel: use the command in its own channel.
errors-in-direct-messages = Hoard's commands work in a server's channels, not in direct messages.
errors-restarting = Hoard is restarting, so nothing was done. Try again in a minute: your game is saved.

## Whose turn (NotYourTurn). $who: the players still to move, as a list of mentions.

errors-not-your-turn-nobody = It is not your turn: nobody is to move now.
errors-not-your-turn-one = It is not your turn: it is { $who }'s.
errors-not-your-turn-many = It is not your turn: waiting for { $who }.
# In a step where every player chooses at once.
errors-already-chosen = You have already chosen: waiting for { $who }.

## The rules refuse a move: $reason is the rules' sentence, $rule the rule's id (R-M2).

errors-illegal-move = { $reason } ({ $rule }).

## Forgetting a member (/hoard forget)

# $games: a list of games with their state, "#4 (running), #7 (lobby)"; $count: how many.
errors-still-seated = Nothing was forgotten: you still hold a seat in { $count ->
    [one] game
   *[other] games
} { $games }. Leave the lobby, or wait until the game ends or is cancelled, then ask again.
# One game of that list: its number and its state.
errors-game-with-status = #{ $game } ({ $status ->
    [lobby] lobby
    [running] running
    [finished] finished
    [cancelled] cancelled
    [expired] expired
    [broken] broken
   *[other] { $status }
})
# The last item of that list when it is long: "… and 3 more".
errors-more-games = { $count } more
errors-not-a-member-id = { $user } is not a member's id (those are positive).

## Only the host (or a member who may manage the channel) may do this

errors-not-host-start = Only the host can start the game.
errors-not-host-cancel = Only the host can cancel the game (or a member who can manage this channel).
errors-not-host-add-bot = Only the host can add a bot.
errors-not-host-remove-bot = Only the host can remove a bot.
errors-not-host-mark-away = Only the host can mark another player away (or a member who can manage this channel).

## Opening a game and its lobby (bot/services/lobby.py)

errors-seats-range = A game has { $low } to { $high } seats.
# $channels: the channels where games may be opened, "<#1>, <#2> or <#3>".
errors-only-in-channels = On this server games can be opened only in { $channels }.
# $role: a role's id (a Discord role mention).
errors-opener-role = On this server only members with <@&{ $role }> can open games.
errors-open-games-limit = This server already has { $count } open games, its limit. Finish or cancel one first (`/hoard games` lists them).
# $low, $high: durations like 5m, 7d.
errors-turn-limit-range = On this server a turn limit must be from { $low } to { $high }.
# $levels: the bot levels, as the /… addbot command lists them.
errors-bot-levels = Bots come in { $levels }.
errors-no-bot-to-remove = Game #{ $game } has no bot to remove.
errors-unknown-ruleset = This game has no ruleset by that name: pick one of those the command offers.
errors-unknown-game = This bot does not know the game '{ $kind }'.

## Moves (bot/services/acting.py, play.py)

errors-move-not-allowed = That move is not allowed now: pick again.
# $reason: a technical detail, in English.
errors-move-not-understood = That move is not understood: { $reason }

## Settings (/hoard-config; bot/services/settings.py, durations.py, preferences.py)

errors-manage-server = Only members with the Manage Server permission can do that.
# $reason: one of the errors-setting-… sentences below.
errors-settings-not-changed = Not changed: { $reason }.
# $setting: the setting's technical name (absent_after), as the bot stores it.
errors-setting-where = { $setting }: { $reason }
errors-setting-at-least = it must be at least { $least }
errors-setting-at-most = it must be at most { $most }
errors-setting-invalid = that value cannot be used
# $languages: the language codes, "en, it or es".
errors-setting-language = the language must be one of { $languages }
errors-setting-reminder-count = at most { $count } reminder points
# $setting: which turn limit.
errors-setting-turn-range = { $setting ->
    [turn_min] the shortest turn limit
    [turn_max] the longest turn limit
   *[turn_default] the default turn limit
} must be from { $low } to { $high }
errors-setting-turn-default = the default turn limit must lie between the shortest ({ $low }) and the longest ({ $high })
# $shown: what the member typed, quoted; $allowed: errors-turn-range.
errors-bad-duration = { $shown } is not a duration I can use: write it like 30m, 24h or 2d (digits 0-9); { $allowed }.
errors-turn-range = a turn limit is from { $low } to { $high }
errors-reminder-percent = a percentage point must be from 1% to 99%, not { $shown }
errors-reminder-point = { $shown } is not a reminder point: write NN% of the turn or a time before its end, like 1h
errors-reminder-before-end = a reminder before the end must be more than 0m and shorter than { $longest } (the longest turn), not { $shown }

## Replies (bot/ui/replies.py, bot/client.py)

errors-apology = Sorry, something went wrong on our side and nothing was changed. Please try again in a moment.
# $done: what happened (a sentence without its full stop); $what: errors-not-posted-table or
# errors-not-posted-lobby; $retry: what to do. The permissions are Discord's own names.
errors-not-posted = { $done }, but I could not post { $what } in this channel: I need View Channel, Send Messages, Embed Links and Attach Files here (a server admin can check the channel's permissions). { $retry }
errors-not-posted-table = the table
errors-not-posted-table-retry = `/{ $kind } board` tries again.
errors-not-posted-lobby = the lobby
errors-not-posted-lobby-retry = The game itself is saved; the lobby's buttons work again once I may post.
errors-stale-component = This button belongs to a message that is no longer in use, so nothing happened. Type / in the channel to see the bot's commands.
errors-outdated-command = This command changed since your Discord app loaded it, so nothing happened. Reload Discord (Ctrl+R, or restart the app) and try again.
errors-bad-option = One of the values you gave could not be used here, so nothing happened. Check them and try again.
errors-check-failed = You cannot use this command here.
