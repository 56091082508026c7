# Il perché di un suggerimento, dopo "Perché:".
splendor-hint-visit = Il suo bonus completa ciò che vuole un nobile: { $noble } ti fa visita.
splendor-hint-noble = Con il suo bonus arrivi a { $have } dei { $need } bonus che vuole un nobile ({ $noble }).
splendor-hint-points = Vale { $points }.
