// Delete aliases that a curator (or a test) promoted, by norm prefix; dictionary aliases are untouched.
MATCH (al:Alias)
WHERE al.source = 'candidate' AND al.norm STARTS WITH $prefix AND size($prefix) >= 8
WITH al, al.norm AS norm
DETACH DELETE al
RETURN count(norm) AS deleted
