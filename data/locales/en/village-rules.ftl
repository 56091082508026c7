# The rules of village in short (bot/games/village/adapter/text.py: /village rules), with the
# values of the server's ruleset. Card names come from village.ftl (or the ruleset itself);
# the game's terms are in ../GLOSSARY.md. Each field's text is at most 1024 characters.

village-rules-title = Please Don't Burn My Village! — the rules in short
village-rules-goal = Bribe the Dragon with treasures so that the treasures you bribed are worth the most when the deck runs out. On your turn do **one** thing, then play passes on.
village-rules-bribe-heading = Bribe the Dragon
# $wild, $wilds: the Wild's name and plural; $order: the stalls in the order the market refills
# ("3 → 2 → 1 → 0 → 3 …").
village-rules-bribe = Play cards of one treasure type, plus any { $wilds }. A new bribe needs at least one real treasure; { $wilds } alone only join a bribe you have. The treasure's token climbs one space per card (tokens it passes slip down). Then the market refills from the deck, { $order }, until a card of your type or a { $wild } turns up. If the deck runs out first, the game ends.
village-rules-market-heading = Visit the Black Market
# $costs: the stalls' costs ("3, 2, 1, 0").
village-rules-market = Pick a stall with cards (costs { $costs }) and pay exactly its cost from your hand, at least one card a real treasure. Take all its cards, then curse one treasure type you paid with: its token drops one space per card paid.
# Said when the ruleset has a stall that costs 0.
village-rules-market-free = The 0 stall is free and curses nothing.
village-rules-draw-heading = Draw a card
village-rules-draw = Take the top card. Drawing from an empty deck ends the game. No hand limit.
village-rules-scoring-heading = Scoring
# $values: the Dragon's Favor's values, bottom space first; $penalty: what a Wild left in hand costs.
village-rules-scoring = Treasures in hand matching your bribes join them. Each bribe scores its cards × its treasure's value (bottom to top: { $values }); each treasure left in hand costs its value, each { $wild } in hand costs { $penalty }. Ties: most cards in the bribe of the top treasure, then the next one down, and so on.
village-rules-ruleset-heading = This server's ruleset
# `standard`: the treasures (with their letters); the copies of each; the Wilds by number of
# players; the cards dealt to each player.
village-rules-ruleset = `{ $name }`: { $treasures }; { $copies }; { $wilds } in play by players: { $counts }; hand of { $hand }.
village-rules-copies = { $count } of each
village-rules-copies-vary = see the ruleset
village-rules-wilds-for = { $players ->
    [one] 1 player
   *[other] { $players } players
}: { $count }
