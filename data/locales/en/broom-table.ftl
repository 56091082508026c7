# Broom Service: the public table (bot/games/broom/adapter/table.py). $player, $players:
# mentions; $game: a game number; $stance: brave, cowardly or next; $stage: lead, follow or
# perform; $event: an event id.

broom-table-round = Round { $round } · { $event }
broom-table-bewitched = Bewitched: { $roles } (−{ $vp }⭐ when played)
broom-table-picking = { $player } picks roles
broom-table-choosing = { $player } decides for { $event ->
    [upper_hand] The Upper Hand
   *[other] The Works!
}
broom-table-deciding = { $player } { $stage ->
    [lead] leads a role
    [follow] follows: brave or cowardly
   *[perform] performs the brave action
}
broom-table-submitted = { $count ->
    [one] Done: { $players }
   *[other] Done: { $players }
}
# $when: a Discord timestamp; $then: broom-timeout.
broom-table-deadline = Time runs out { $when }: then { $then }.
broom-table-ping = { $players }, your turn in game #{ $game }.
broom-table-bots = Game #{ $game }: a bot is playing.
broom-table-over = Game #{ $game } is over: { $players }
broom-table-won = { $count ->
    [one] { $players } wins with { $vp }⭐.
   *[other] { $players } share the win with { $vp }⭐.
}
broom-table-turns = Round { $round }: the turns
broom-table-turn-line = { $role } — { $plays }
broom-table-no-role = (to lead)
broom-table-entry = { $player } { $stance ->
    [brave] brave
    [cowardly] cowardly
   *[next] passes
}{ $bewitched ->
    [yes] {" "}(bewitched)
   *[no] {""}
}{ $out ->
    [yes] {" "}(knocked out)
   *[no] {""}
}
broom-table-board = { $board }: clouds
broom-table-occupied = Occupied towers: { $towers }
broom-table-seat = Seat { $seat }
broom-table-to-decide = to decide
broom-table-away = away
broom-table-final = final { $vp }
broom-table-player = { $vp } · { $resources } · ☁️{ $clouds } ({ $lightning }⚡) · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
broom-table-played = Played: { $roles }
broom-table-footer = Broom Service on { $board } · 7 rounds · "Show my hand" to play
