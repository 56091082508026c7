# A practice hint's why, after "Why:". $noble: a noble with the bonuses it wants
# ("👑 3 points · ⚪3 🔵3 🟩3"); $have, $need: bonuses counted toward it; $points: with their
# word ("2 points").
splendor-hint-visit = Its bonus completes what a noble wants: { $noble } visits you.
splendor-hint-noble = Its bonus reaches { $have } of the { $need } bonuses a noble wants ({ $noble }).
splendor-hint-points = It scores { $points }.
