// Alias texts with their stored norm, so a check can recompute the norm in Python and compare.
MATCH (al:Alias)
RETURN al.text AS text, al.norm AS norm, al.lang AS lang
ORDER BY norm, lang
