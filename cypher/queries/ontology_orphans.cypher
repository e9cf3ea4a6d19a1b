// Structural problems in the loaded dictionary: aliases naming nothing, ranges or tags hanging loose.
CALL () { MATCH (al:Alias) WHERE NOT (al)-[:ALIAS_OF]->() RETURN count(al) AS aliases_without_target }
CALL () { MATCH (r:ReferenceRange) WHERE NOT ()-[:HAS_RANGE]->(r) RETURN count(r) AS ranges_without_term }
CALL () { MATCH (c:Concept) WHERE NOT ()-[:TAGGED]->(c) RETURN count(c) AS concepts_without_terms }
CALL () { MATCH (t:Term) WHERE NOT ()-[:ALIAS_OF]->(t) RETURN count(t) AS terms_without_alias }
RETURN aliases_without_target, ranges_without_term, concepts_without_terms, terms_without_alias
