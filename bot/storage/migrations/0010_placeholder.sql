-- PLACEHOLDER, NOT A REAL MIGRATION: number 0010 belongs to the `away` branch (issue 30,
-- holidays). This empty file only keeps the numbering without gaps on the `mygames` branch
-- (whose migration is 0011). Delete this file when merging: the away branch's 0010 replaces it.
SELECT 1;
