// One user's series: the coordinate, the ontology term it is of, how many records hang on it, the head and tail
// of its NEXT chain, and how many of the user's records link to a Term directly (0: records hang on series only).
// The `IS NOT NULL` predicates name properties every node of that label has, so Neo4j seeks the composite
// indexes on the user instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (s:Series {user_id: $user_id})
WHERE s.coordinate IS NOT NULL
OPTIONAL MATCH (s)-[:OF]->(term:Term)
OPTIONAL MATCH (s)-[:HEAD]->(head:Record)
OPTIONAL MATCH (s)-[:TAIL]->(tail:Record)
WITH s, collect(DISTINCT term.key) AS terms, head, tail
RETURN s.coordinate AS coordinate, terms, COUNT { (s)<-[:IN_SERIES]-(:Record) } AS records,
       head.record_id AS head, tail.record_id AS tail,
       COUNT { (r:Record {user_id: $user_id})-->(:Term) WHERE r.type IS NOT NULL } AS records_on_terms
ORDER BY coordinate
