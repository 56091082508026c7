# Il perché di un suggerimento: $card, l'offerta; $prize, il premio in palio.
goofspiel-hint-closest = { $card } è la carta della tua mano più vicina al premio ({ $prize }): offri quanto vale il premio e tieni le carte alte per i premi grandi.
