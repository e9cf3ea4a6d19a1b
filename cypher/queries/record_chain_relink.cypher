// Rebuilds the NEXT chain of one user at each given coordinate: current records in time order.
// Run after every write, so a record that arrives out of order or a correction leaves the chain right.
UNWIND $coordinates AS coordinate
CALL (coordinate) {
  MATCH (:Record {user_id: $user_id, coordinate: coordinate})-[n:NEXT]->(:Record)
  DELETE n
}
CALL (coordinate) {
  MATCH (r:Record {user_id: $user_id, coordinate: coordinate})
  WHERE r.superseded_by IS NULL
  WITH r ORDER BY r.sort_time, r.recorded_at, r.record_id
  WITH collect(r) AS chain
  UNWIND range(0, size(chain) - 2) AS i
  WITH chain[i] AS a, chain[i + 1] AS b
  CREATE (a)-[:NEXT {gap_days: duration.inDays(a.sort_time, b.sort_time).days}]->(b)
  RETURN count(*) AS links
}
RETURN coordinate, links
