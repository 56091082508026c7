# Broom Service's rules in short (bot/games/broom/adapter/rules.py), with a ruleset's values.
# $kind: gatherer, witch, druid or weather_fairy; $event: an event id.

broom-rules-title = Broom Service: the rules in short
broom-rules-goal = { $rounds } rounds. Deliver potions to the towers and charm clouds away: the most VP wins (you start with { $vp }).
broom-rules-pick-heading = The pick
broom-rules-pick = Each round everybody secretly picks { $count } of their 10 roles. Nobody sees them before they are played.
broom-rules-turn-heading = A turn
broom-rules-turn = The leader plays a role, brave or cowardly. Then, in order, whoever holds the same role must play it too (the others pass). Cowardly acts at once, a little. Brave waits: the last brave player does the big action, the earlier brave ones get nothing. The last brave player leads the next turn.
broom-rules-roles-heading = The roles
broom-rules-role = { $kind ->
    [gatherer] brave: 2 potions of its colour and a wand; cowardly: 1 potion
    [witch] fly a pawn into a neighbouring region of its landscape; brave: then deliver a potion to a tower there
    [druid] deliver a potion from where a pawn stands; brave: +{ $bonus }⭐ if you deliver
   *[weather_fairy] pay wands to charm a cloud next to a pawn; brave: +{ $bonus }⭐ if you charm
}
broom-rules-bewitched-heading = Bewitched roles
broom-rules-bewitched = With fewer than 5 players some roles are bewitched each round: playing one costs { $vp }⭐.
broom-rules-board-heading = The board
broom-rules-board = { $board }, with { $towers } towers: a round tower takes one potion in the whole game, a square one any number. Clouds block the regions they cover. The board, its clouds, the lightning table and some event values are Hoard's own design: the printed ones were never published.
broom-rules-board-printed = { $board }, with { $towers } towers: a round tower takes one potion in the whole game, a square one any number. Clouds block the regions they cover. The board is the printed map, supplied by this server; what the server did not supply (the clouds, the lightning table, some event values) is Hoard's own design.
broom-rules-events-heading = The events (7 of them, one per round)
broom-rules-event = { $event ->
    [more_or_less] pick 1 to 5 roles instead of 4; fewer pays VP
    [black_market] a cowardly player may take 3⭐ instead of the action
    [black_distillery] a cowardly player may take a resource instead of the action
    [brave_heart] every leader must be brave
    [perilous_places] pawns in forests and prairies lose VP at the round's end
    [protected_places] pawns in forests and prairies earn VP at the round's end
    [upper_hand] the largest fist of resources wins VP and is given up
    [empty_handed] lose VP for each kind of resource you have none of
    [the_works] hand in one of each resource for VP
   *[flock_together] both pawns in the same landscape earn VP
}
broom-rules-end-heading = The end
broom-rules-end = After the last round: VP for the lightning on your charmed clouds, { $four }⭐ per set of 4 different resources and { $three }⭐ per set of 3.
