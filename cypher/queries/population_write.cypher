// Synthetic population (benchmarks and isolation tests only): many users' turns, records and facts in one
// statement, UNWIND over prepared maps, instead of one write-path call per turn.
// Parameters: $turns: list of {user_id, props: {turn properties}, records: [{label, props}], facts: [props]}.
UNWIND $turns AS t
MERGE (u:User {user_id: t.user_id})
ON CREATE SET u.created_at = datetime(), u.synthetic = true
SET u.memory_version = coalesce(u.memory_version, 0) + 1  // as a retain does: the recall's vector copy checks it
CREATE (turn:Turn)
SET turn = t.props
CREATE (u)-[:SAID]->(turn)
WITH turn, t
CALL (turn, t) {
  UNWIND range(0, size(t.records) - 1) AS i
  WITH turn, t.records[i] AS rec, i
  CREATE (r:Record)
  SET r = rec.props, r:$(rec.label), r.position = coalesce(rec.props.position, i)  // its place in the turn, as retain's
  CREATE (r)-[:FROM_TURN]->(turn)
}
CALL (turn, t) {
  UNWIND t.facts AS fact
  CREATE (f:Fact)
  SET f = fact
  CREATE (f)-[:FROM_TURN]->(turn)
}
RETURN count(turn) AS turns
