# The rules of Splendor in short (bot/games/splendor/adapter/rules.py: /splendor rules and
# the table's Rules button), with the values of the server's ruleset. The game's terms are in
# ../GLOSSARY.md; gem colours, cards and points come from splendor.ftl. Each field's text is
# at most 1024 characters, the goal at most 4096.
# $target arrives as text; counts ($count, $extra, $gold, $faceup, $players) as numbers.

splendor-rules-title = Splendor — the rules in short
# $target: the prestige points that end the game.
splendor-rules-goal = Collect gem tokens, buy development cards with them and earn prestige points. Every card you buy gives a bonus: a gem of its colour that pays part of every later card, for good. Reaching **{ $target }** points ends the game at the end of the round. On your turn do **one** of the four actions below.
splendor-rules-take-three-heading = 1. Take 3 gems
splendor-rules-take-three = Take 3 tokens of 3 different gem colours from the bank. Gold is never taken this way: it comes with a reserve.
# Said when the ruleset lets a player take fewer (ruleset take_fewer).
splendor-rules-take-fewer = With fewer than 3 colours left in the bank, take one token of each colour left.
splendor-rules-take-two-heading = 2. Take 2 gems of one colour
# $count: the tokens the pile must hold before taking (ruleset take_two_min).
splendor-rules-take-two = Take 2 tokens of the same colour, only from a pile that holds at least { $count } tokens.
splendor-rules-reserve-heading = 3. Reserve a card
# $count: the reserved cards a player may hold (ruleset reserve_limit; 0: no reserving).
splendor-rules-reserve = { $count ->
    [0] This ruleset allows no reserving.
   *[other] Take a face-up card into your hand, or the top card of a level's deck unseen (only you see it, the others see its level). Take 1 gold too, if the bank has any. You hold at most { $count } reserved cards; they stay until you buy them.
}
splendor-rules-buy-heading = 4. Buy a card
# $anytime: "yes" when gold may stand in for a colour the player holds (ruleset gold_anytime),
# "no" when gold pays only what the player's tokens cannot.
splendor-rules-buy = Buy a face-up card or one you reserved. Its cost, less your bonuses colour by colour, is paid in tokens, which go back to the bank; gold stands in for any colour{ $anytime ->
    [yes] {", even one you hold"}.
   *[no] {", only for what your tokens of that colour cannot pay"}.
} The card's bonus and points are yours for good. A face-up card taken (bought or reserved) is replaced from its deck.
splendor-rules-limit-heading = Token limit
# $count: the tokens a player may hold at the end of a turn (ruleset token_limit).
splendor-rules-limit = At the end of your turn you may hold at most { $count } tokens, gold included: return the ones over, of your choice.
splendor-rules-nobles-heading = Nobles
# $extra: how many more nobles than players are laid out (ruleset extra_nobles).
splendor-rules-nobles = { $extra ->
    [0] The table shows as many nobles as there are players.
    [one] The table shows one noble more than there are players.
   *[other] The table shows { $extra } nobles more than there are players.
} At the end of your turn, a noble whose required bonuses you have visits you and gives you its points: it is not an action and cannot be refused. One noble a turn; if several qualify, you choose.
splendor-rules-end-heading = The end and ties
# $target: the points that end the game; $tie: how a tie is settled after the fewest cards
# (ruleset tie: "share").
splendor-rules-end = When a player reaches { $target } points, the round is completed, so that everyone has played as many turns; then the most points wins. A tie goes to the fewest development cards; { $tie ->
   *[share] players still tied share the win.
} A player with no possible move passes; when everyone passes for a whole round, the game ends.
splendor-rules-ruleset-heading = This server's ruleset
# `standard`: the bank's tokens of each gem by players ($bank: a list of splendor-rules-gems-for),
# the gold tokens, the face-up cards of each level, who plays first ($first: "random" or
# "first_seat").
splendor-rules-ruleset = `{ $name }`: the bank holds, of each gem, { $bank }; { $gold } gold tokens; { $faceup } face-up cards per level; { $first ->
    [first_seat] seat 1 plays first.
   *[random] the first player is drawn at random.
}
# One entry of the bank's list: $count tokens of each gem with $players players.
splendor-rules-gems-for = { $count } tokens with { $players ->
    [one] 1 player
   *[other] { $players } players
}
splendor-rules-marks-heading = Gem marks
# $marks: each mark with its colour's name ("⚪ white · 🔵 blue · …"); $card: a card as the
# table and the log write it ("❤️ level 2 · 1 point · ⚪3 🟩2").
splendor-rules-marks = { $marks }. A card is written as its bonus, level, points and cost: { $card }.
