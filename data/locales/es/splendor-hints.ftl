# El porqué de una pista, tras "Por qué:".
splendor-hint-visit = Su bonificación completa lo que quiere un noble: { $noble } te visita.
splendor-hint-noble = Con su bonificación llegas a { $have } de las { $need } bonificaciones que quiere un noble ({ $noble }).
splendor-hint-points = Da { $points }.
