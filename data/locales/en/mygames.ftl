# /hoard mygames and the turn-start notice by direct message (cogs/mygames.py,
# cogs/notices.py). Only the member sees them: they are in that member's language.
# Command and option names: lowercase, at most 32 characters, letters, digits, - and _ only.
# Descriptions: at most 100 characters.

mygames-name = mygames
mygames-description = Every running game you sit in, on every server: yours to move first

mygames-notify-turns-name = turns
mygames-notify-turns-description = on: a direct message when your turn starts; off: none (the default)

## What /hoard mygames answers.

mygames-title = Your games
mygames-none = You are not playing in any running game.
# One line per game: $game is "[game #12](link)" (admin-games-link), $kind the game's title,
# $channel a channel mention, $server the server's name, $state whose turn it is (below, or
# admin-games-turn / admin-games-waiting / admin-games-damaged).
mygames-line = • { $game } — { $kind }, { $channel } on { $server }: { $state }
mygames-your-turn = **your turn**
# After the state, when the turn has a deadline: $when is a Discord timestamp ("in 5 hours").
mygames-due = { $state }, due { $when }

## The turn-start notice (a direct message). Nothing from anyone's hand: only where the game
## is, that it is the member's turn, the deadline and the link.

# $kind: the game's title; $channel: a channel mention; $server: the server's name.
mygames-dm-turn = It's your turn in { $kind } game #{ $game }, in { $channel } on { $server }.
# The same when the server's name is not known.
mygames-dm-turn-channel = It's your turn in { $kind } game #{ $game }, in { $channel }.
# $when: a Discord timestamp ("in 23 hours").
mygames-dm-deadline = Your time runs out { $when }.
mygames-dm-link = [Go to the table]({ $link })

## What /hoard notify adds to its answer (hoard-notify-on / hoard-notify-off).

mygames-turns-on = You will get a direct message when your turn starts (if your DMs are open).
mygames-turns-off = No direct message when your turn starts.
# /hoard notify with no option: what the member chose. $reminders and $turns are "on" or "off".
mygames-notify-status = Reminders by direct message: { $reminders ->
    [on] on
   *[off] off
}. A direct message when your turn starts: { $turns ->
    [on] on
   *[off] off
}.
mygames-dm-rule = If Discord refuses one (your DMs closed), I stop sending them until you run `/{ hoard-name } { hoard-notify-name }` again.
mygames-dm-retry = Discord refused my last direct message to you, so I had stopped sending them; I will try again from now on.
