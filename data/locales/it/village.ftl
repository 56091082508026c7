# Please Don't Burn My Village!: i nomi delle carte (i termini del gioco: ../GLOSSARY.md).
# Ogni carta è un termine (-village-<carta>, con form: "one" o "other") con il suo .gender,
# un messaggio con il nome (e lo stesso .gender, che il codice passa alle parole che concordano)
# e un messaggio di conteggio: "un Jolly", "un'Ascia del Barbaro", "2 Piume di Fenice".

-village-axe = { $form ->
   *[one] Ascia del Barbaro
    [other] Asce del Barbaro
  }
    .gender = feminine
village-axe = { -village-axe }
    .gender = feminine
village-axe-plural = { -village-axe(form: "other") }
village-axe-count = { $count ->
    [one] un'{ -village-axe }
   *[other] { $count } { -village-axe(form: "other") }
}

-village-feather = { $form ->
   *[one] Piuma di Fenice
    [other] Piume di Fenice
  }
    .gender = feminine
village-feather = { -village-feather }
    .gender = feminine
village-feather-plural = { -village-feather(form: "other") }
village-feather-count = { $count ->
    [one] una { -village-feather }
   *[other] { $count } { -village-feather(form: "other") }
}

-village-sword = { $form ->
   *[one] Spada Incantata
    [other] Spade Incantate
  }
    .gender = feminine
village-sword = { -village-sword }
    .gender = feminine
village-sword-plural = { -village-sword(form: "other") }
village-sword-count = { $count ->
    [one] una { -village-sword }
   *[other] { $count } { -village-sword(form: "other") }
}

-village-scrolls = { $form ->
   *[one] Pergamena Magica
    [other] Pergamene Magiche
  }
    .gender = feminine
village-scrolls = { -village-scrolls }
    .gender = feminine
village-scrolls-plural = { -village-scrolls(form: "other") }
village-scrolls-count = { $count ->
    [one] una { -village-scrolls }
   *[other] { $count } { -village-scrolls(form: "other") }
}

-village-crown = { $form ->
   *[one] Corona del Re
    [other] Corone del Re
  }
    .gender = feminine
village-crown = { -village-crown }
    .gender = feminine
village-crown-plural = { -village-crown(form: "other") }
village-crown-count = { $count ->
    [one] una { -village-crown }
   *[other] { $count } { -village-crown(form: "other") }
}

-village-goblet = { $form ->
   *[one] Calice d'Oro
    [other] Calici d'Oro
  }
    .gender = masculine
village-goblet = { -village-goblet }
    .gender = masculine
village-goblet-plural = { -village-goblet(form: "other") }
village-goblet-count = { $count ->
    [one] un { -village-goblet }
   *[other] { $count } { -village-goblet(form: "other") }
}

-village-wild = { $form ->
   *[one] Jolly
    [other] Jolly
  }
    .gender = masculine
village-wild = { -village-wild }
    .gender = masculine
village-wild-plural = { -village-wild(form: "other") }
village-wild-count = { $count ->
    [one] un { -village-wild }
   *[other] { $count } { -village-wild(form: "other") }
}
