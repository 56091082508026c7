# Titolo e riassunto di ogni gioco (title_key e summary_key del GameSpec): titoli di sala
# d'attesa, tavolo e aiuto, nomi dei thread, e la descrizione del gruppo di comandi /<gioco>
# (il riassunto: al massimo 100 caratteri).
# I titoli sono i nomi dei giochi pubblicati: restano in inglese finché non esiste un'edizione
# italiana con un altro titolo.

village-title = Please Don't Burn My Village!
village-summary = Gioca a { village-title }

goofspiel-title = Goofspiel
goofspiel-summary = Gioca a Goofspiel: punta le tue carte sui premi, tutti insieme

splendor-title = Splendor
splendor-summary = Gioca a Splendor: gemme, carte e nobili, fino a 15 punti

yotd-title = Nell'Anno del Dragone
yotd-summary = Gioca a Nell'Anno del Dragone: palazzi, personaggi e un anno di calamità
