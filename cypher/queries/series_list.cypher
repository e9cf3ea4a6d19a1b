// One user's series: the coordinate, the ontology term it is of, how many records hang on it, the head and tail
// of its NEXT chain, and how many of the user's records link to a Term directly (0: records hang on series only).
MATCH (s:Series {user_id: $user_id})
OPTIONAL MATCH (s)-[:OF]->(term:Term)
OPTIONAL MATCH (s)-[:HEAD]->(head:Record)
OPTIONAL MATCH (s)-[:TAIL]->(tail:Record)
WITH s, collect(DISTINCT term.key) AS terms, head, tail
RETURN s.coordinate AS coordinate, terms, COUNT { (s)<-[:IN_SERIES]-(:Record) } AS records,
       head.record_id AS head, tail.record_id AS tail,
       COUNT { (:Record {user_id: $user_id})-->(:Term) } AS records_on_terms
ORDER BY coordinate
