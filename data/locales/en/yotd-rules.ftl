# In the Year of the Dragon: the rules card (/yotd rules, the table's Rules button), with the
# values of the game's ruleset (bot/games/yotd/adapter/rules.py). Yes/no settings arrive as
# "yes" or "no"; other settings as their ids.

yotd-rules-title = In the Year of the Dragon · the rules in short
yotd-rules-goal = Over { $months } months, keep your court alive through droughts, tributes, invasions and contagion. Each month: choose an action, then bring a person into your palaces; then the month's event strikes, empty palaces decay and everyone scores. The most points after the final scoring wins.
yotd-rules-start-heading = Start and draft
yotd-rules-start = Everyone starts with { $yuan } 💴 and { $palaces } palaces of { $floors } floors. In turn ({ $first ->
    [first_seat] seat 1 first
   *[random] a start player drawn at random
}), each takes two young persons of different types (no pair twice) and puts them { $placement ->
    [split] one in each palace
   *[free] in their palaces
}. Turn order follows the person track: farthest ahead first; on a shared space, the last to arrive.
yotd-rules-action-heading = Actions
yotd-rules-action = The 7 action cards lie in groups. Take a card: a group that already holds a dragon costs { $fee } 💴. Taxes, Build, Harvest, Fireworks, Military Parade and Research give 1 (Taxes 2) plus 1 per symbol on your matching persons. Privilege: small for { $small } 💴 (🐉), large for { $large } 💴 (🐉🐉). Or take no action: your yuan are topped up to { $top }. { $all ->
    [yes] Every floor of a Build must be placed.
   *[no] You may stop building and give floors back.
}
yotd-rules-person-heading = Persons
yotd-rules-person = Months 1 to 11: play one of your 11 cards (one per type, 2 wild) and take a young or old person of that type; its value moves you on the track. A palace holds one person per floor, up to { $floors } floors. Palaces full: replace someone, or release the newcomer. A card whose type has run out is spent for nothing{ $waste ->
    [yes] ; a wild card may be spent for nothing too
   *[no] {""}
}.
yotd-rules-events-heading = Events
yotd-rules-event = { $event }: { $kind ->
    [peace] nothing happens.
    [imperial_tribute] pay { $tribute } 💴; release a person per missing yuan.
    [drought] pay 1 🍚 per inhabited palace; release one person from each unsupplied palace.
    [dragon_festival] most fireworks +{ $first } ⭐, next +{ $second } ⭐; scorers return half their fireworks.
    [mongol_invasion] +1 ⭐ per helmet; the fewest helmets release a person.
   *[contagion] release { $contagion } persons, 1 fewer per mortar.
}
yotd-rules-month-heading = End of each month
yotd-rules-month = An empty palace loses a floor (a 1-floor palace disappears). Then score 1 ⭐ per palace, 1 per Court Lady and 1 per privilege dragon.
yotd-rules-end-heading = Final scoring
yotd-rules-end = { $person } ⭐ per person, each monk's buddhas × its palace's floors, and 1 ⭐ per { $rate } 💴 (rice and fireworks sold for { $sell } 💴 each). Ties: { $tie ->
    [track_space] the farthest on the track; players on the same space share
   *[track_order] the farthest on the track, then the marker on top
}.
yotd-rules-persons-heading = The persons
# What a person type's symbols do.
yotd-rules-ability = { $type ->
    [craftsman] +1 floor per hammer on Build
    [court_lady] +1 ⭐ per fan every month
    [pyrotechnist] +1 🎆 per rocket on Fireworks
    [tax_collector] +1 💴 per coin on Taxes
    [warrior] +1 👣 per helmet on Military Parade; Mongol Invasion
    [monk] final scoring: buddhas × floors
    [healer] 1 fewer release per mortar at a Contagion
    [farmer] +1 🍚 per sack on Harvest
   *[scholar] +1 ⭐ per book on Research
}
yotd-rules-ruleset-heading = Ruleset
yotd-rules-ruleset = { $name } · played cards { $public ->
    [yes] public
   *[no] hidden
} · hands { $open ->
    [yes] open
   *[no] private
}
yotd-rules-marks-heading = How a person reads
yotd-rules-marks = Each person shows its mark, its name, its age (old persons say so), the steps it moves you and its symbols: { $example }.
