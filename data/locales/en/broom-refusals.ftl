# Broom Service: why the rules refuse an action (bot/games/broom/refusals.py, docs/rules/broom.md
# B-J4). Each is a sentence without its full stop: the reply adds the rule's id.
# $seat, $low, $high, $size, $stars: numbers; $region: a region's name on the board; $role: what
# was sent as a role.

broom-refusals-player-count = This game needs { $low } to { $high } players
broom-refusals-game-over = The game is over
broom-refusals-no-seat = There is no seat { $seat } in this game
broom-refusals-form = That action is not well formed
broom-refusals-already-picked = You have already picked your roles this round; a pick is final
broom-refusals-already-chosen = You have already made your choice for this event; it is final
broom-refusals-not-leader = Only the starting player of this turn may lead a role
broom-refusals-not-your-turn = Wait until the turn reaches you in order
broom-refusals-not-claimant = Only the last brave player performs the brave action
broom-refusals-step-pick = Now every player picks their roles for the round
broom-refusals-step-lead = Now the starting player leads a role
broom-refusals-step-follow = Now you play the led role, brave or cowardly
broom-refusals-step-perform = Now you perform your brave action
broom-refusals-step-fist = Now every player chooses what to hold in their fist
broom-refusals-step-works = Now every player says whether they hand in a set
broom-refusals-unknown-role = There is no role { $role }
broom-refusals-role-twice = Pick each role only once
broom-refusals-pick-size = Pick exactly { $size } roles
broom-refusals-pick-range = Pick from { $low } to { $high } roles this round
broom-refusals-not-in-hand = That role is not in your hand
broom-refusals-brave-heart = Brave Heart: the starting player of every turn must be brave
broom-refusals-must-follow = You may only play the role that was led
broom-refusals-reward = That reward is not on offer here
broom-refusals-reward-resource = Choose one resource as your reward
broom-refusals-wrong-part = That role cannot do that
broom-refusals-no-gain = Take one of the gatherer's gains
broom-refusals-witch-deliver = A witch delivers only when brave, after moving, from the region she moved into
broom-refusals-no-pawn = You have only pawns 0 and 1
broom-refusals-twin-pawn = Both your pawns stand in the same region: name the first one
broom-refusals-not-next = A witch moves to a region next to her pawn
broom-refusals-water = Nobody may enter { $region }: it is water
broom-refusals-wrong-landscape = This witch cannot fly into { $region }
broom-refusals-cloudy = { $region } is still under a cloud
broom-refusals-druid-pawn = Name the pawn the druid delivers from
broom-refusals-druid-landscape = This druid does not serve { $region }
broom-refusals-tower-far = That tower cannot be served from { $region }
broom-refusals-tower-occupied = That round tower already has its potion
broom-refusals-no-potion = You have no potion of that tower's colour
broom-refusals-no-cloud-space = There is no such cloud space
broom-refusals-cloud-gone = That cloud has already been charmed away
broom-refusals-cloud-far = The cloud over { $region } is not next to one of your pawns
broom-refusals-few-wands = That cloud needs { $stars } wands
broom-refusals-fist-range = Your fist can hold only resources you have
broom-refusals-no-set = You have no full set to hand in
broom-refusals-not-legal = That action is not allowed now
