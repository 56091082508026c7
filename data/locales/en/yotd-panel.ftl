# In the Year of the Dragon: a seat's private panel (bot/games/yotd/adapter/panel.py, sheet.py),
# in its reader's language. Marks as in yotd-table.ftl. Ids arrive as $card, $size, $kind.

yotd-panel-refresh = Refresh
yotd-panel-back = Back
# A button or pick the position no longer allows (an old panel, a forged value).
yotd-panel-stale = That choice is no longer possible: the panel was redrawn.
yotd-panel-palaces = Your palaces
yotd-panel-no-palace = no palace
yotd-panel-you = You
yotd-panel-cards = Your cards
yotd-panel-cards-value = { $cards } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
})
yotd-panel-cards-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
yotd-panel-groups = This month's groups

## The draft (Y-S6).

yotd-panel-draft = Choose your first two persons: two young persons of different types. They move you forward by their values. A pair someone already took is not allowed.
yotd-panel-draft-taken = Pairs taken: { $pairs }
yotd-panel-draft-pick = Pick two types of person
yotd-panel-draft-split = One in each palace
yotd-panel-draft-together = Both in palace 1
yotd-panel-pair-taken = Someone already took that pair: choose another.

## The action (Y-A2…Y-A11).

yotd-panel-action = Choose an action card. A group that already holds a dragon costs { $fee } 💴 (you have { $yuan } 💴). Or take no action: your yuan are topped up to { $top }.
# An action card's button: its name and what it gives you now.
yotd-panel-deed = { $action } +{ $gain }
# The same, when its group is taken and costs the fee.
yotd-panel-deed-fee = { $action } · { $fee } 💴
# $size: small or large; $marks: 🐉 or 🐉🐉.
yotd-panel-privilege = { $marks } { $name } ({ $cost } 💴)
yotd-panel-confirm = Pay { $fee } 💴: { $action }
yotd-panel-confirm-line = This group already holds a dragon: { $action } costs { $fee } 💴 more (you have { $yuan } 💴). Tap again to pay, or go back.
yotd-panel-refill = No action: top up to { $yuan } 💴

## Build (Y-A6): one floor per tap.

yotd-panel-build = Build: { $count ->
    [one] one floor
   *[other] { $count } floors
} to place, one per tap. Suggested: { $plan }.
yotd-panel-plan-raise = palace { $palace } to { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}
yotd-panel-plan-new = a new palace { $palace } of { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}
# The suggestion's parts joined: the first, then the rest (may be empty).
yotd-panel-plan-join = { $first }{ $more ->
    [0] {""}
   *[other] , then { $rest }
}
yotd-panel-plan-button = ✅ Suggested: { $floor }
yotd-panel-raise = 🏯 { $palace } → { $floors }
yotd-panel-found = 🏯 New palace
yotd-panel-build-stop = Stop building

## A person (Y-P1…Y-P6).

yotd-panel-person = Play a person card: pick the person it brings (its value moves you on the track; its symbols count for actions and events).
yotd-panel-person-pick = Pick a person
yotd-panel-with-card = with your { $card } card
yotd-panel-wild-option = 🃏 Wild card: any person…
yotd-panel-wild = Your wild card takes any person: pick it.
yotd-panel-wild-pick = Pick the person for your wild card
yotd-panel-dead-option = { $card }: spend it for nothing
yotd-panel-dead-hint = none of them is left: nobody joins, you do not move
yotd-panel-where = Where does { $person } go?
yotd-panel-full = Your palaces are full. Replace someone: { $person } moves you { $value } steps and the person replaced leaves the game. Or release the newcomer: you do not move, nobody leaves.
yotd-panel-swap = Replace { $person } (palace { $palace })
yotd-panel-swap-pick = Pick the person to replace
yotd-panel-let-go = Release the newcomer (no steps)

## Releases after an event (Y-E4…Y-E9).

# $kind: the event's id; $event: its mark and name.
yotd-panel-owe = { $kind ->
    [imperial_tribute] { $event }: you could not pay it all, so you owe { $count ->
        [one] a release
       *[other] { $count } releases
    } (one per missing yuan).
    [drought] { $event }: you owe { $count ->
        [one] a release
       *[other] { $count } releases, one from each unsupplied palace
    }.
    [mongol_invasion] { $event }: you have the fewest helmets, so you owe { $count ->
        [one] a release
       *[other] { $count } releases
    }.
   *[contagion] { $event }: you owe { $count ->
        [one] a release
       *[other] { $count } releases
    } (the contagion's toll less your mortars).
} Tap the person to release.
yotd-panel-owe-used = Already released from palace { $palaces }.
yotd-panel-release = Release { $person } (palace { $palace })
yotd-panel-release-pick = Pick the person to release
