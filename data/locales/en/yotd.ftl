# In the Year of the Dragon: the names every part of the game shares (persons, tiles, cards,
# actions, events, resources). The panel, table, events, rules card and pictures use them.
# Terms: ../GLOSSARY.md.

## Persons: $type is a person type id (craftsman, court_lady, pyrotechnist, tax_collector,
## warrior, monk, healer, farmer, scholar), $tile a tile id (<type>-young, <type>-old), $card a
## card id (a type or wild).

yotd-person = { $type ->
    [craftsman] Craftsman
    [court_lady] Court Lady
    [pyrotechnist] Pyrotechnist
    [tax_collector] Tax Collector
    [warrior] Warrior
    [monk] Monk
    [healer] Healer
    [farmer] Farmer
   *[scholar] Scholar
}
# A tile: its type, and its age for the six types that come young and old.
yotd-tile = { $tile ->
    [craftsman-young] Craftsman
    [court_lady-young] Court Lady
    [pyrotechnist-young] Young Pyrotechnist
    [pyrotechnist-old] Old Pyrotechnist
    [tax_collector-young] Tax Collector
    [warrior-young] Young Warrior
    [warrior-old] Old Warrior
    [monk-young] Young Monk
    [monk-old] Old Monk
    [healer-young] Young Healer
    [healer-old] Old Healer
    [farmer-young] Young Farmer
    [farmer-old] Old Farmer
    [scholar-young] Young Scholar
   *[scholar-old] Old Scholar
}
# A person card in hand.
yotd-card = { $card ->
    [craftsman] Craftsman
    [court_lady] Court Lady
    [pyrotechnist] Pyrotechnist
    [tax_collector] Tax Collector
    [warrior] Warrior
    [monk] Monk
    [healer] Healer
    [farmer] Farmer
    [scholar] Scholar
   *[wild] Wild card
}
# A tile's age alone.
yotd-age = { $age ->
    [young] young
   *[old] old
}

## The action cards ($action) and the events ($event).

yotd-action = { $action ->
    [taxes] Taxes
    [build] Build
    [harvest] Harvest
    [fireworks] Fireworks
    [military] Military Parade
    [research] Research
   *[privilege] Privilege
}
yotd-event = { $event ->
    [peace] Peace
    [imperial_tribute] Imperial Tribute
    [drought] Drought
    [dragon_festival] Dragon Festival
    [mongol_invasion] Mongol Invasion
   *[contagion] Contagion
}

## Resources, counted.

yotd-yuan = { $count ->
    [one] { $count } yuan
   *[other] { $count } yuan
}
yotd-rice = { $count ->
    [one] { $count } rice
   *[other] { $count } rice
}
yotd-fireworks = { $count ->
    [one] { $count } fireworks
   *[other] { $count } fireworks
}
yotd-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
yotd-floors = { $count ->
    [one] { $count } floor
   *[other] { $count } floors
}
# A palace by its number, from 1.
yotd-palace = Palace { $palace }
yotd-privilege = { $size ->
    [small] Small privilege
   *[large] Large privilege
}
yotd-month = Month { $month }

## Rulesets (the ruleset option of /yotd new and /yotd rules, the lobby).

yotd-ruleset-standard = Standard (2007: large privilege 6 yuan)
yotd-ruleset-anniversary = 10th anniversary (large privilege 7 yuan)
