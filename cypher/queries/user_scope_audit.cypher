// Isolation audit: user-scoped nodes linked to one user's turns, series, records, facts or candidate sightings
// that belong to someone else.
// The `IS NOT NULL` predicates name properties every node of that label has, so Neo4j seeks the composite
// indexes on the user instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (t:Turn {user_id: $user_id})
WHERE t.said_at IS NOT NULL
OPTIONAL MATCH (t)<-[:FROM_TURN]-(n)
WITH collect(DISTINCT n) + collect(DISTINCT t) AS turn_nodes
OPTIONAL MATCH (s:Series {user_id: $user_id}) WHERE s.coordinate IS NOT NULL
WITH turn_nodes, collect(DISTINCT s) AS series
UNWIND turn_nodes + series AS n
MATCH (n)-[]-(m)
WHERE m.user_id IS NOT NULL AND m.user_id <> $user_id
RETURN count(DISTINCT m) AS foreign_nodes
