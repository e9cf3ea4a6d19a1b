// Curators: one term with its aliases, concepts, reference ranges and known mechanisms, as a graph.
// :param key => 'test:ldl_cholesterol'
MATCH (t:Term {key: $key})
OPTIONAL MATCH alias = (:Alias)-[:ALIAS_OF]->(t)
OPTIONAL MATCH concept = (t)-[:TAGGED]->(:Concept)
OPTIONAL MATCH range = (t)-[:HAS_RANGE]->(:ReferenceRange)
OPTIONAL MATCH mechanism = (t)-[:CAN_AFFECT]-(:Term)
RETURN t, collect(DISTINCT alias)[..60] AS aliases, collect(DISTINCT concept) AS concepts,
       collect(DISTINCT range) AS ranges, collect(DISTINCT mechanism) AS mechanisms
