# Broom Service: what a move did, for its mover ("Done: …") and for the channel's log
# (bot/games/broom/adapter/events.py). $person: you or they; $name: a player's name (or
# broom-events-you); $stance: brave or cowardly; $role, $event: names.

broom-events-you = you
broom-events-player = seat { $number }
broom-events-picked = { $person ->
    [you] You picked your roles
   *[they] { $name } picked their roles
}
broom-events-pick-closed = Everybody has picked: the turns begin
broom-events-count = { $name }: { $count } { $vp }
broom-events-counts = The picks are revealed: { $parts }
broom-events-played = { $person ->
    [you] You
   *[they] { $name }
} { $lead ->
    [yes] led
   *[no] followed with
} the { $role }, { $stance ->
    [brave] brave
   *[cowardly] cowardly
}{ $vp ->
    [0] {""}
   *[other] {" "}(bewitched: −{ $vp }⭐)
}
broom-events-knocked-out = { $name } is knocked out by { $by }
broom-events-passed = { $name } passes
broom-events-acted = { $person ->
    [you] You
   *[they] { $name }
} performed the { $role } ({ $stance ->
    [brave] brave
   *[cowardly] cowardly
}): { $did }
broom-events-gain = took { $gain }
broom-events-move = moved pawn { $pawn } to { $region }
broom-events-deliver = delivered to { $tower }
broom-events-charm = charmed a cloud in { $region }
broom-events-nothing = nothing
broom-events-reward = took the reward{ $kind ->
    [vp] {""}
   *[resource] {" "}{ $resource }
}
broom-events-round-done = The round's last turn is over
broom-events-next-leader = { $name } leads the next turn
broom-events-chose = { $person ->
    [you] You made your choice
   *[they] { $name } made their choice
}
broom-events-works = { $yes ->
    [true] handed in a set
   *[false] kept everything
}
broom-events-seat = { $name } { $vp } { $shown }
broom-events-event = { $event }: { $count ->
    [0] nobody is affected
   *[other] { $parts }
}
broom-events-round = Round { $round } begins: { $event }{ $count ->
    [0] {""}
   *[other] ; bewitched: { $bewitched }
}
broom-events-won = { $count ->
    [one] { $winners } wins with { $vp }⭐
   *[other] { $winners } share the win with { $vp }⭐
}
