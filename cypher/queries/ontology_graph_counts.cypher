// Edge counts the check compares with the scripts.
CALL () { MATCH (:Alias)-[r:ALIAS_OF]->() RETURN count(r) AS alias_edges }
CALL () { MATCH (:Term)-[r:TAGGED]->(:Concept) RETURN count(r) AS tags }
CALL () { MATCH (:Term)-[r:HAS_RANGE]->(:ReferenceRange) RETURN count(r) AS has_range }
CALL () { MATCH (:Term)-[r:CAN_AFFECT]->(:Term) RETURN count(r) AS mechanisms }
CALL () { MATCH (:Term)-[r:INDICATED_FOR]->(:Term) RETURN count(r) AS indications }
RETURN alias_edges, tags, has_range, mechanisms, indications
