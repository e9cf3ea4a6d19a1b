// Benchmark: turns, records and facts of the users whose ids start with a prefix (a synthetic population).
// Parameters: $prefix: the user-id prefix.
MATCH (u:User)
WHERE u.user_id STARTS WITH $prefix
CALL (u) {
  OPTIONAL MATCH (u)-[:SAID]->(t:Turn)
  RETURN count(t) AS turns
}
CALL (u) {
  OPTIONAL MATCH (r:Record {user_id: u.user_id})
  RETURN count(r) AS records
}
CALL (u) {
  OPTIONAL MATCH (f:Fact {user_id: u.user_id})
  RETURN count(f) AS facts
}
RETURN count(u) AS users, sum(turns) AS turns, sum(records) AS records, sum(facts) AS facts
