# Holidays (issue 30): /hoard away and /hoard back (cogs/away.py), the lines on a table and in a
# lobby (bot/ui/away.py), the server's allowance (/hoard-config holidays, /hoard settings).
# Command and option names: lowercase, at most 32 characters, letters, digits, - and _ only.
# Descriptions: at most 100 characters. { $until } is a Discord date, shown in each reader's
# language and time zone.

away-name = away
away-description = Go on holiday: your clocks stop and nobody plays for you until you are back
away-days-name = days
away-days-description = How many days you are away (1 to 30)
away-reason-name = reason
away-reason-description = Why, if you like (shown beside your name on your games' tables)
back-name = back
back-description = End your holiday now: your clocks run again

away-done = You are away until { $until }: the clocks of your seats stop, nobody plays for you and you get no reminders.
away-allowance = { $days ->
    [0] This server does not stop clocks for holidays, so your clocks here keep running.
    [one] This server stops your clock for at most 1 day in any 30 days; past that it runs again. Use /hoard back when you return.
   *[other] This server stops your clock for at most { $days } days in any 30 days; past that it runs again. Use /hoard back when you return.
}
away-allowance-short = This server stops a clock for at most { $days ->
    [one] 1 holiday day
   *[other] { $days } holiday days
} in any 30 days, counting your earlier holidays: here your clock runs again from { $until }.
back-done = Welcome back: your clocks run again, and a game that waited for you gives you a whole turn from now.
away-not-away = You are not on holiday.
away-bad-days = A holiday lasts from 1 to { $most } days.
away-bad-reason = A reason is at most { $most } characters long.

away-table-stopped = 🏖️ { $player } is away until { $until }: their clock is stopped.
away-table-allowance-used = 🏖️ { $player } is away until { $until }, but has used up this server's holiday days: their clock runs again.
# A table's line about a holiday, followed by the member's own words about it.
away-table-reason = { $line } “{ $reason }”
away-lobby-title = On holiday
away-lobby-warning = { $player } is away until { $until }: once the game starts, their clock stops until they are back.

away-config-name = holidays
away-config-description = How many days a holiday may stop a member's clock in any 30 days
away-config-days-name = days
away-config-days-description = 0 to 30 (0: holidays stop no clock here)
away-config-show = Holidays
away-config-show-value = { $count ->
    [0] off: holidays stop no clock
    [one] a clock stops for at most 1 day in any 30 days
   *[other] a clock stops for at most { $count } days in any 30 days
}
