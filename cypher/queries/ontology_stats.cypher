// Counts of what the loaded dictionary holds.
CALL () { MATCH (t:Term) RETURN count(t) AS terms }
CALL () { MATCH (a:Alias) RETURN count(a) AS aliases }
CALL () { MATCH (c:Concept) RETURN count(c) AS concepts }
CALL () { MATCH (r:ReferenceRange) RETURN count(r) AS ranges, count(CASE WHEN r.sex <> 'any' THEN 1 END) AS sex_specific_ranges }
CALL () { MATCH (:Term)-[m:CAN_AFFECT]->(:Term) RETURN count(m) AS mechanisms }
CALL () { MATCH (:Term)-[g:TAGGED]->(:Concept) RETURN count(g) AS tags }
CALL () { MATCH (c:Candidate) RETURN count(CASE WHEN c.status = 'pending' THEN 1 END) AS pending_candidates }
RETURN terms, aliases, concepts, ranges, sex_specific_ranges, mechanisms, tags, pending_candidates
