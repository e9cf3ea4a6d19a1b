// Benchmark: turns, records and facts of the users whose ids start with a prefix (a synthetic population).
// Parameters: $prefix: the user-id prefix.
// The `IS NOT NULL` predicates name properties every node of that label has, so Neo4j seeks the composite
// indexes on the user instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (u:User)
WHERE u.user_id STARTS WITH $prefix
CALL (u) {
  OPTIONAL MATCH (u)-[:SAID]->(t:Turn)
  RETURN count(t) AS turns
}
CALL (u) {
  OPTIONAL MATCH (r:Record {user_id: u.user_id}) WHERE r.type IS NOT NULL
  RETURN count(r) AS records
}
CALL (u) {
  OPTIONAL MATCH (f:Fact {user_id: u.user_id}) WHERE f.sort_time IS NOT NULL
  RETURN count(f) AS facts
}
RETURN count(u) AS users, sum(turns) AS turns, sum(records) AS records, sum(facts) AS facts
