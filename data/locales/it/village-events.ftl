# Please Don't Burn My Village!: che cosa ha fatto una mossa e che cosa farà.
# Usato da bot/games/village/adapter/events.py (la riga del registro di una mossa, "Fatto: …"
# a chi l'ha giocata) e bot/games/village/adapter/previews.py (le anteprime del pannello).
# I termini del gioco sono in ../GLOSSARY.md; i nomi delle carte vengono da village.ftl.
#
# $person: "you" quando legge chi ha mosso ("Fatto: hai corrotto…"), "they" nel registro del
# canale, dopo il nome di chi ha mosso ("@Ann: Ha corrotto…").
# $stall è il costo di una bancarella ("0", "2"); $value il valore di una casella ("−2", "3").
# Un messaggio che inizia con una parola comune va in minuscolo quando ne segue un altro
# ("…, poi hai pescato…").

## Carte e segnalini

# Un tesoro di un regolamento personalizzato che il catalogo non conosce: $name e $plural sono
# le parole del regolamento (in inglese). $initial e $looks servono solo all'inglese.
village-events-custom-count = { $count ->
    [one] { $looks ->
       *[any] { $initial ->
           *[any] una carta { $name }
        }
    }
   *[other] { $count } { $plural }
}

# Il segnalino di un tesoro sul Favore del Drago, come soggetto della frase.
village-events-token-axe = il segnalino dell'{ -village-axe }
village-events-token-feather = il segnalino della { -village-feather }
village-events-token-sword = il segnalino della { -village-sword }
village-events-token-scrolls = il segnalino della { -village-scrolls }
village-events-token-crown = il segnalino della { -village-crown }
village-events-token-goblet = il segnalino del { -village-goblet }
village-events-token-custom = il segnalino di { $name }

# Un tesoro come oggetto di "maledire", con l'articolo determinativo.
village-events-treasure-axe = l'{ -village-axe }
village-events-treasure-feather = la { -village-feather }
village-events-treasure-sword = la { -village-sword }
village-events-treasure-scrolls = la { -village-scrolls }
village-events-treasure-crown = la { -village-crown }
village-events-treasure-goblet = il { -village-goblet }

# Un elenco di carte vuoto.
village-events-nothing = niente

# Un posto senza nome da mostrare: $number da 1.
village-events-player = Giocatore { $number }

## Come si muove un segnalino ($direction "up" per un'offerta, "down" per una maledizione;
## $tense "past" per ciò che una mossa ha fatto, "future" per un'anteprima)

# Il segnalino non può muoversi: è nella casella più alta (up) o nella più bassa (down).
village-events-token-stays = { $tense ->
    [future] { $direction ->
        [up] { $token } resta in cima, vale { $value }
       *[down] { $token } resta in fondo, vale { $value }
    }
   *[past] { $direction ->
        [up] { $token } è già in cima, vale { $value }
       *[down] { $token } è già in fondo, vale { $value }
    }
}
# Il segnalino arriva in una casella di un altro valore.
village-events-token-moves-to = { $tense ->
    [future] { $direction ->
        [up] { $token } salirà a { $value }
       *[down] { $token } scenderà a { $value }
    }
   *[past] { $direction ->
        [up] { $token } sale a { $value }
       *[down] { $token } scende a { $value }
    }
}
# Il segnalino si muove di $count caselle, in una casella dello stesso valore.
village-events-token-moves-spaces = { $tense ->
    [future] { $direction ->
        [up] { $token } salirà di { $count ->
            [one] 1 casella
           *[other] { $count } caselle
        }, varrà ancora { $value }
       *[down] { $token } scenderà di { $count ->
            [one] 1 casella
           *[other] { $count } caselle
        }, varrà ancora { $value }
    }
   *[past] { $direction ->
        [up] { $token } sale di { $count ->
            [one] 1 casella
           *[other] { $count } caselle
        }, vale ancora { $value }
       *[down] { $token } scende di { $count ->
            [one] 1 casella
           *[other] { $count } caselle
        }, vale ancora { $value }
    }
}

## Che cosa ha fatto una mossa

# $paid: le carte ("2 Piume di Fenice e un Jolly"); $move: come si è mosso il segnalino.
village-events-bribed = { $person ->
    [you] Hai corrotto il Drago con { $paid }: { $move }
   *[they] Ha corrotto il Drago con { $paid }: { $move }
}
# Lo stesso, per un tesoro di cui il giocatore non aveva ancora un'offerta.
village-events-bribed-new = { $person ->
    [you] Hai corrotto il Drago con { $paid } (nuova offerta): { $move }
   *[they] Ha corrotto il Drago con { $paid } (nuova offerta): { $move }
}
# $count carte distribuite sulle bancarelle; l'ultima, $card ("un Jolly"), sulla bancarella
# da $stall.
village-events-refilled = { $person ->
    [you] Hai rifornito il Mercato Nero con { $count ->
        [one] 1 carta
       *[other] { $count } carte
    }, fino a { $card } nella bancarella da { $stall }
   *[they] Ha rifornito il Mercato Nero con { $count ->
        [one] 1 carta
       *[other] { $count } carte
    }, fino a { $card } nella bancarella da { $stall }
}
# Il mazzo è finito prima che uscisse una carta del tipo dell'offerta o un Jolly.
village-events-refill-ran-out = Il mazzo si è esaurito durante il rifornimento del Mercato Nero ({ $count ->
    [one] 1 carta distribuita
   *[other] { $count } carte distribuite
})
# Che cosa ha preso una visita: $cards ("2 Piume di Fenice e un Jolly"), $count carte.
village-events-took = { $person ->
    [you] hai preso { $count ->
        [0] { $cards }
        [one] { $cards }
       *[other] { $count } carte: { $cards }
    }
   *[they] ha preso { $count ->
        [0] { $cards }
        [one] { $cards }
       *[other] { $count } carte: { $cards }
    }
}
# $took: village-events-took.
village-events-visited-free = { $person ->
    [you] Hai visitato gratis la bancarella da { $stall } e { $took }
   *[they] Ha visitato gratis la bancarella da { $stall } e { $took }
}
village-events-visited = { $person ->
    [you] Hai pagato { $paid } alla bancarella da { $stall } e { $took }
   *[they] Ha pagato { $paid } alla bancarella da { $stall } e { $took }
}
# $treasure: village-events-treasure-*; $move: come è sceso il suo segnalino.
village-events-cursed = { $person ->
    [you] Hai maledetto { $treasure }: { $move }
   *[they] Ha maledetto { $treasure }: { $move }
}
# Solo chi pesca legge quale carta: $card ("un Calice d'Oro").
village-events-drew = Hai pescato { $card }
# Ciò che tutti gli altri leggono di una pescata.
village-events-drew-hidden = Ha pescato una carta
# $why: "refill" (il mazzo è finito rifornendo il Mercato Nero), "draw" (il mazzo era vuoto
# quando si doveva pescare), "other".
village-events-game-over = La partita è finita: { $why ->
    [refill] il mazzo si è esaurito durante il rifornimento del Mercato Nero
    [draw] il mazzo era vuoto al momento di pescare una carta
   *[other] il mazzo si è esaurito
}
# Alla fine, le carte rimaste nella mano di $name si uniscono alle sue offerte: $cards.
village-events-hand-merged = { $name } ha aggiunto { $cards } dalla mano alle sue offerte
# Gli eventi di una mossa in una frase: il primo, poi ciò che ne è seguito ($rest: un elenco).
village-events-then = { $first }, poi { $rest }

## Che cosa farà una mossa (le anteprime del pannello)

# $cards: ciò che l'offerta gioca ("2 Piume di Fenice e un Jolly").
village-events-preview-bribe = Corrompi con { $cards }
village-events-preview-take-free = Prendi gratis la bancarella da { $stall }
# $paid: le carte pagate.
village-events-preview-buy = Compra la bancarella da { $stall } con { $paid }
# $treasure: village-events-treasure-*.
village-events-preview-buy-cursing = Compra la bancarella da { $stall } con { $paid }, maledicendo { $treasure }
village-events-preview-draw = Pesca una carta
# Sotto l'anteprima di un'offerta: il mazzo è vuoto, quindi il rifornimento finisce la partita.
village-events-ending-empty = Il mazzo è vuoto: questa offerta termina la partita.
# Nel mazzo restano $count carte: il rifornimento finisce la partita a meno che esca $card
# (del tipo dell'offerta) o $wild ("un Jolly").
village-events-ending-near = { $count ->
    [one] Resta solo 1 carta
   *[other] Restano solo { $count } carte
}: se non esce { $card } o { $wild }, la partita finisce.
