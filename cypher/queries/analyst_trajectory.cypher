// Analysts: one user's trajectory of one coordinate along NEXT, with each record's reference range and the
// records it superseded (drawn as a graph in Neo4j Browser; the band is on each record as `band`).
// :param user_id => 'demo-user'
// :param coordinate => 'test:fasting_glucose'
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (r:Record {user_id: $user_id, coordinate: $coordinate})
WHERE r.sort_time IS NOT NULL AND r.superseded_by IS NULL
OPTIONAL MATCH step = (r)-[:NEXT]->(:Record)
OPTIONAL MATCH replaced = (r)-[:SUPERSEDES]->(:Record)
OPTIONAL MATCH (term:Term {key: $coordinate})-[:HAS_RANGE]->(range:ReferenceRange)
RETURN r, step, replaced, term, collect(range) AS ranges
