# Please Don't Burn My Village!: los nombres de las cartas (los términos del juego: ../GLOSSARY.md).
# Cada carta es un término (-village-<carta>, con form: "one" u "other") con su .gender,
# un mensaje con el nombre (y el mismo .gender, que el código pasa a las palabras que concuerdan)
# y un mensaje de cantidad: "un Comodín", "un Hacha del Bárbaro", "2 Plumas de Fénix".
# "un Hacha": femenino, pero "un" ante a tónica (como "el hacha"); el .gender sigue femenino.

-village-axe = { $form ->
   *[one] Hacha del Bárbaro
    [other] Hachas del Bárbaro
  }
    .gender = feminine
village-axe = { -village-axe }
    .gender = feminine
village-axe-plural = { -village-axe(form: "other") }
village-axe-count = { $count ->
    [one] un { -village-axe }
   *[other] { $count } { -village-axe(form: "other") }
}

-village-feather = { $form ->
   *[one] Pluma de Fénix
    [other] Plumas de Fénix
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
   *[one] Espada Encantada
    [other] Espadas Encantadas
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
   *[one] Pergamino Mágico
    [other] Pergaminos Mágicos
  }
    .gender = masculine
village-scrolls = { -village-scrolls }
    .gender = masculine
village-scrolls-plural = { -village-scrolls(form: "other") }
village-scrolls-count = { $count ->
    [one] un { -village-scrolls }
   *[other] { $count } { -village-scrolls(form: "other") }
}

-village-crown = { $form ->
   *[one] Corona del Rey
    [other] Coronas del Rey
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
   *[one] Cáliz de Oro
    [other] Cálices de Oro
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
   *[one] Comodín
    [other] Comodines
  }
    .gender = masculine
village-wild = { -village-wild }
    .gender = masculine
village-wild-plural = { -village-wild(form: "other") }
village-wild-count = { $count ->
    [one] un { -village-wild }
   *[other] { $count } { -village-wild(form: "other") }
}
