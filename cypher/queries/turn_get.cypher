// A stored turn with the records and facts it produced (idempotency: a turn is stored once).
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
OPTIONAL MATCH (r:Record {user_id: $user_id})-[:FROM_TURN]->(t)
WITH t, collect(r {.*}) AS records
OPTIONAL MATCH (f:Fact {user_id: $user_id})-[:FROM_TURN]->(t)
RETURN t {.*} AS turn, records, collect(f {.fact_id, .text, .date, .month}) AS facts
