# In the Year of the Dragon: what each move and each month's event say (bot/games/yotd/adapter/
# events.py). $person is "you" for the mover's own "Done: …" and "they" for the channel's log,
# read after the mover's name ("@Ann: Took 💴 Taxes"). A played card ($card) is named to its
# owner only. Marks as in yotd-table.ftl.

yotd-events-you = you
yotd-events-player = Player { $number }
yotd-events-forced = { $person ->
    [you] Your only possible move was played
   *[they] { $name }'s only possible move was played
}
yotd-events-drafted = { $person ->
   *[any] Drafted { $persons } into { $count ->
        [one] palace { $palaces }
       *[other] palaces { $palaces }
    }: { $steps } steps on the track
}
yotd-events-month = Month { $month } begins: { $event }
yotd-events-fee = {" "}(paid { $fee } to join a taken group)
yotd-events-action = { $person ->
   *[any] Took { $mark } { $card ->
        [taxes] Taxes: +{ $gain } 💴
        [build] Build: { $gain ->
            [one] 1 floor
           *[other] { $gain } floors
        } to place
        [harvest] Harvest: +{ $gain } 🍚
        [fireworks] Fireworks: +{ $gain } 🎆
        [military] Military Parade: +{ $gain } 👣
       *[research] Research: +{ $gain } ⭐
    }{ $fee }
}
yotd-events-privilege = { $person ->
   *[any] Bought a { $size ->
        [large] large
       *[small] small
    } privilege { $marks } for { $cost }{ $fee }
}
yotd-events-refilled = { $person ->
   *[any] Took no action: { $same ->
        [yes] kept { $after }
       *[no] yuan topped up from { $before } to { $after }
    }
}
yotd-events-floor = { $person ->
   *[any] { $new ->
        [yes] Founded palace { $palace }
       *[no] Raised palace { $palace }
    }{ $left ->
        [0] {""}
        [one] {" "}(1 floor left)
       *[other] {" "}({ $left } floors left)
    }
}
yotd-events-build-stopped = { $person ->
   *[any] Stopped building: { $count } floors go back
}
# A dead card (no tile of its type left): named to its owner only.
yotd-events-dead-card = { $person ->
   *[any] Spent the { $card } card for nothing (none left)
}
yotd-events-dead-card-public = { $person ->
   *[any] Spent a person card for nothing (none of its type left)
}
# $shape: joined, replaced (someone released for the newcomer), let-go (the newcomer released
# at once). $card is empty for every reader but the owner.
yotd-events-recruited = { $shape ->
    [let-go] Took { $tile } and released it at once (palaces full): no steps
    [replaced] { $tile } replaced { $replaced } in palace { $palace }: +{ $steps } 👣
   *[joined] { $tile } joined palace { $palace }: +{ $steps } 👣
}{ $own ->
    [yes] {" "}· { $card }
   *[no] {""}
}
# What one seat paid, scored or owes at an event: "Ann: paid 2 🍚, owes 1 release".
yotd-events-seat = { $name }: { $parts }
yotd-events-paid = paid { $amount }
yotd-events-returned = returned { $amount }
yotd-events-owes = owes { $count ->
    [one] a release
   *[other] { $count } releases
}
yotd-events-event = { $event }{ $count ->
    [0] { $kind ->
        [peace] : nothing happens
        [dragon_festival] : nobody has fireworks
       *[other] : nobody is touched
    }
   *[other] : { $parts }
}
yotd-events-released = { $person ->
   *[any] Released { $tile } from palace { $palace }
}
yotd-events-all-released = { $person ->
    [you] You had to release everyone: { $count ->
        [one] your only person
       *[other] all { $count } persons
    } ({ $tiles })
   *[they] { $name } had to release everyone: { $count ->
        [one] their only person
       *[other] all { $count } persons
    } ({ $tiles })
}
yotd-events-nobody = { $person ->
    [you] You owed { $count } releases but had nobody left
   *[they] { $name } owed { $count } releases but had nobody left
}
yotd-events-decay-seat = { $name } lost { $floors ->
    [one] a floor
   *[other] { $floors } floors
}{ $fell ->
    [0] {""}
    [one] {" "}(a palace fell)
   *[other] {" "}({ $fell } palaces fell)
}
yotd-events-decay = Empty palaces decay: { $parts }
yotd-events-scored = Month { $month } scoring: { $parts }
yotd-events-final-seat = { $name } +{ $points } ⭐ (persons { $persons }, monks { $monks }, money { $money })
yotd-events-final = Final scoring: { $parts }
yotd-events-won = { $count ->
    [one] 🏆 { $winners } won with { $points } points
   *[other] 🏆 { $winners } share the win with { $points } points
}
