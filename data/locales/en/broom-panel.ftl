# Broom Service: a seat's private panel (bot/games/broom/adapter/panel.py). $role, $roles:
# role names; $region: a region's name with its mark; $vp, $count: numbers.

broom-panel-stale = That choice is no longer open: the panel shows what you can do now
broom-panel-refresh = Refresh
broom-panel-back = Back
broom-panel-round = Round { $round } · { $event }
broom-panel-bewitched = Bewitched this round: { $roles } (−{ $vp }⭐ each when played)
broom-panel-bewitched-role = { $role } (bewitched: −{ $vp }⭐)
broom-panel-bewitched-hint = Bewitched this round: playing it costs { $vp }⭐
broom-panel-hand = Your hand
broom-panel-picked = Picked: { $roles }
broom-panel-no-hand = No roles in hand
broom-panel-you = You
broom-panel-you-line = { $vp } · { $resources } · { $pawns } · ☁️{ $clouds }
broom-panel-pick = Pick { $count } roles for this round: nobody sees them before they are played.
broom-panel-pick-select = Pick { $count } roles
broom-panel-size = Pick { $count } instead
broom-panel-pick-check = Your pick: { $roles }. { $count ->
    [0] None of them is bewitched.
    [one] Bewitched: { $bewitched } (−{ $vp }⭐ when played).
   *[other] Bewitched: { $bewitched } (−{ $vp }⭐ each when played).
} A pick is final.
broom-panel-pick-confirm = Confirm: { $roles }
broom-panel-lead = You lead this turn: which role?
broom-panel-stance = { $lead ->
    [yes] You lead the { $role }:
   *[no] You follow with the { $role }:
} brave (act at the end of the turn, if nobody braver follows) or cowardly (act now)?
broom-panel-cowardly-steps = The { $role }, cowardly: choose the next step.
broom-panel-perform = You were the bravest: perform the { $role }'s brave action.
broom-panel-brave = Brave
broom-panel-cowardly = Cowardly: { $action }
broom-panel-walk-pick = Choose { $what ->
    [pawn] a pawn
    [to] a region
    [tower] a tower
    [cloud] a cloud
   *[other] an option
}
broom-panel-reward-vp = Reward instead: +{ $vp }
broom-panel-reward-resource = Reward instead: { $resource }
broom-panel-gain = Take { $gain }
broom-panel-nothing = Do nothing
broom-panel-pawn = Pawn { $pawn } in { $region }
broom-panel-to = Fly to { $region }
broom-panel-no-delivery = No delivery
broom-panel-deliver = Deliver to { $tower }
broom-panel-charm = Charm the { $cloud } in { $region } ({ $stars }, { $lightning })
broom-panel-fist = The Upper Hand: choose what to hold in your fist (the largest fist wins VP and gives it up).
broom-panel-hold-none = Hold nothing
broom-panel-hold-all = Hold everything
broom-panel-hold-these = Hold { $fist }
broom-panel-fist-pick = How many { $resource }?
broom-panel-works = The Works!: hand in a set for VP?
broom-panel-works-yes = Hand in a set
broom-panel-works-no = Keep my resources
