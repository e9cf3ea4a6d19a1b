// Rebuilds the NEXT chain of one user at each given coordinate: current records in time order, with the
// user's series node pointing at the first (HEAD) and the last (TAIL). Run after every write, so a record
// that arrives out of order or a correction leaves the chain right.
UNWIND $coordinates AS coordinate
MATCH (s:Series {user_id: $user_id, coordinate: coordinate})
CALL (s) {
  MATCH (s)<-[:IN_SERIES]-(:Record)-[n:NEXT]->(:Record)
  DELETE n
}
CALL (s) {
  MATCH (s)-[e:HEAD|TAIL]->(:Record)
  DELETE e
}
CALL (s) {
  MATCH (s)<-[:IN_SERIES]-(r:Record)
  WHERE r.superseded_by IS NULL
  WITH r ORDER BY r.sort_time, r.recorded_at, r.record_id
  WITH collect(r) AS chain
  FOREACH (first IN chain[0..1] | CREATE (s)-[:HEAD]->(first))
  FOREACH (last IN chain[-1..] | CREATE (s)-[:TAIL]->(last))
  FOREACH (i IN range(0, size(chain) - 2) |
    FOREACH (a IN [chain[i]] | FOREACH (b IN [chain[i + 1]] |
      CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b))))
  RETURN CASE WHEN size(chain) > 1 THEN size(chain) - 1 ELSE 0 END AS links
}
RETURN coordinate, links
