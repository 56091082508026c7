# Please Don't Burn My Village!: why the rules refuse a move (bot/games/village/rules.py,
# simulate.py). Each is a sentence without its full stop: the reply adds the rule's id,
# "You have only a Wild in hand (R-B1)." (errors-illegal-move). The game's terms are in
# ../GLOSSARY.md.
# $card: a card's id (axe, feather, sword, scrolls, crown, goblet, wild), said with the
# card's words of village.ftl (its count messages read the refusal's $count); $stall: a
# stall's cost (0 to 3), its name: "the 2 stall"; $name: what a forged request named, shown
# as it came.

village-refusals-player-count = This game needs { $low } to { $high } players
village-refusals-game-over = The game is over
village-refusals-not-your-turn = It is not your turn
village-refusals-no-such-treasure = There is no treasure called '{ $name }'
village-refusals-no-such-card = There is no card called '{ $name }'
village-refusals-not-a-wild = Choose a treasure type, not a { -village-wild }
village-refusals-none-in-hand = You have no { $card ->
    [axe] { -village-axe(form: "other") }
    [feather] { -village-feather(form: "other") }
    [sword] { -village-sword(form: "other") }
    [scrolls] { -village-scrolls(form: "other") }
    [crown] { -village-crown(form: "other") }
    [goblet] { -village-goblet(form: "other") }
    [wild] { -village-wild(form: "other") }
   *[other] { $card }
} in hand
# $count: how many of the card the hand holds.
village-refusals-only-in-hand = You have only { $card ->
    [axe] { village-axe-count }
    [feather] { village-feather-count }
    [sword] { village-sword-count }
    [scrolls] { village-scrolls-count }
    [crown] { village-crown-count }
    [goblet] { village-goblet-count }
    [wild] { village-wild-count }
   *[other] { $card }
} in hand
village-refusals-negative-count = Card counts cannot be negative
village-refusals-play-a-card = Play at least one card
village-refusals-new-bribe = A new bribe needs at least one { $card ->
    [axe] { -village-axe }
    [feather] { -village-feather }
    [sword] { -village-sword }
    [scrolls] { -village-scrolls }
    [crown] { -village-crown }
    [goblet] { -village-goblet }
   *[other] { $card }
}; { -village-wild(form: "other") } alone may only be added to an existing bribe
# $costs: every stall's cost, "3, 2, 1 and 0".
village-refusals-no-such-stall = There is no { $stall } stall; the stalls cost { $costs }
village-refusals-stall-empty = The { $stall } stall is empty
village-refusals-free-stall = The 0 stall is free: pay nothing
village-refusals-free-stall-curse = Nothing is cursed at the free 0 stall
# $count: the stall's cost, a number of cards.
village-refusals-pay-exactly = You must pay exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
} for the { $stall } stall
village-refusals-pay-a-treasure = At least one paid card must be a treasure, not a { -village-wild }
village-refusals-choose-curse = Choose one of the paid treasures to curse
village-refusals-curse-paid = The cursed treasure must be one of the paid treasures
