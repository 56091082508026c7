# Please Don't Burn My Village!: the cards' names. English is the standard ruleset's own
# words (data/rulesets/village/standard.json); the game's terms are in ../GLOSSARY.md.
# Each card is a term (-village-<card>, with form: "one" or "other") carrying its .gender,
# a message with its name (and the same .gender, for the code to pass on to words that agree),
# and a count message: "a Wild", "an Enchanted Sword", "2 Phoenix Feathers".
# English has no grammatical gender: its cards say "neuter".

-village-axe = { $form ->
   *[one] Barbarian's Axe
    [other] Barbarian's Axes
  }
    .gender = neuter
village-axe = { -village-axe }
    .gender = neuter
village-axe-plural = { -village-axe(form: "other") }
village-axe-count = { $count ->
    [one] a { -village-axe }
   *[other] { $count } { -village-axe(form: "other") }
}

-village-feather = { $form ->
   *[one] Phoenix Feather
    [other] Phoenix Feathers
  }
    .gender = neuter
village-feather = { -village-feather }
    .gender = neuter
village-feather-plural = { -village-feather(form: "other") }
village-feather-count = { $count ->
    [one] a { -village-feather }
   *[other] { $count } { -village-feather(form: "other") }
}

-village-sword = { $form ->
   *[one] Enchanted Sword
    [other] Enchanted Swords
  }
    .gender = neuter
village-sword = { -village-sword }
    .gender = neuter
village-sword-plural = { -village-sword(form: "other") }
village-sword-count = { $count ->
    [one] an { -village-sword }
   *[other] { $count } { -village-sword(form: "other") }
}

-village-scrolls = { $form ->
   *[one] Magic Scrolls
    [other] Magic Scrolls
  }
    .gender = neuter
village-scrolls = { -village-scrolls }
    .gender = neuter
village-scrolls-plural = { -village-scrolls(form: "other") }
village-scrolls-count = { $count ->
    [one] a { -village-scrolls } card
   *[other] { $count } { -village-scrolls(form: "other") }
}

-village-crown = { $form ->
   *[one] King's Crown
    [other] King's Crowns
  }
    .gender = neuter
village-crown = { -village-crown }
    .gender = neuter
village-crown-plural = { -village-crown(form: "other") }
village-crown-count = { $count ->
    [one] a { -village-crown }
   *[other] { $count } { -village-crown(form: "other") }
}

-village-goblet = { $form ->
   *[one] Golden Goblet
    [other] Golden Goblets
  }
    .gender = neuter
village-goblet = { -village-goblet }
    .gender = neuter
village-goblet-plural = { -village-goblet(form: "other") }
village-goblet-count = { $count ->
    [one] a { -village-goblet }
   *[other] { $count } { -village-goblet(form: "other") }
}

-village-wild = { $form ->
   *[one] Wild
    [other] Wilds
  }
    .gender = neuter
village-wild = { -village-wild }
    .gender = neuter
village-wild-plural = { -village-wild(form: "other") }
village-wild-count = { $count ->
    [one] a { -village-wild }
   *[other] { $count } { -village-wild(form: "other") }
}
