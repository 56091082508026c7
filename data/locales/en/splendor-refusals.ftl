# Splendor: why the rules refuse a move (bot/games/splendor/checks.py, rules.py). Each is a
# sentence without its full stop: the reply adds the rule's id, "Take 2 tokens of a colour
# only from a pile of at least 4 (S-T4)." (errors-illegal-move).
# $gem: a gem colour's id (white, blue, green, red, black); $card: a card's id as it came
# (L1-W-3); $level: a deck's level (1 to 3); $seat: a seat number; $count, $left, $low,
# $high: numbers.

splendor-refusals-player-count = This game needs { $low } to { $high } players
splendor-refusals-game-over = The game is over
splendor-refusals-no-seat = There is no seat { $seat } in this game
splendor-refusals-not-your-turn = It is not your turn
splendor-refusals-unknown-action = That is not a move of this game
splendor-refusals-return-first = First return { $count ->
    [one] one token
   *[other] { $count } tokens
}: you may keep { $limit } at most
splendor-refusals-choose-noble-first = First choose which noble visits you
splendor-refusals-noble-not-visiting = That noble cannot visit you: choose one whose bonuses you meet
splendor-refusals-nothing-to-return = You have no tokens to return now
splendor-refusals-no-noble-waiting = No noble is waiting to visit you
splendor-refusals-no-pass = You can still move, so you cannot pass
splendor-refusals-no-such-gem = There is no such gem colour
splendor-refusals-gold-not-taken = Gold is never taken: you get it by reserving a card
splendor-refusals-three-different = Take 3 tokens of different colours
splendor-refusals-pile-empty = There are no { $gem ->
    [white] white
    [blue] blue
    [green] green
    [red] red
    [black] black
   *[other] { $gem }
} tokens left
splendor-refusals-take-fewer = There are still { $count } colours in the bank: take one of each
splendor-refusals-take-two-pile = Take 2 { $gem ->
    [white] white
    [blue] blue
    [green] green
    [red] red
    [black] black
   *[other] { $gem }
} tokens only from a pile of at least { $count }; it holds { $left }
splendor-refusals-reserve-limit = You already hold { $count } reserved cards, the most you may
splendor-refusals-reserve-what = Reserve a face-up card or the top card of one deck
splendor-refusals-not-face-up = The card { $card } is not face up on the table
splendor-refusals-no-such-level = There is no level { $level } deck
splendor-refusals-deck-empty = The level { $level } deck is empty
splendor-refusals-not-for-sale = You can buy only a face-up card or one you reserved, not { $card }
splendor-refusals-bad-payment = That is not a way to pay for this card
splendor-refusals-cannot-afford = You cannot pay for { $card }, even with your gold
splendor-refusals-gold-only-missing = Gold may pay only for what your gems cannot
splendor-refusals-return-not-held = You can return only tokens you hold
splendor-refusals-return-count = Return exactly { $count ->
    [one] one token
   *[other] { $count } tokens
}
