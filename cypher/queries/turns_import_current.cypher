// `pia import`: what a batch's supersession is planned against (store/batch_supersession.py), read in the batch's
// transaction before `turns_import`: which of the batch's turns are stored already (they write nothing), and each
// user's current records at the coordinates the batch's superseding turns touch (turns_write's supersession read,
// for many users at once; one composite-index seek per user and coordinate).
// $turns: [{user_id, turn_id}]; $keys: [{user_id, coordinates}]. One row.
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
// Records of equal times come in node order (the node's number in its element id), the order the label scan
// this statement used to make gave them, so the rows are what they were.
CALL () {
  UNWIND $turns AS k
  MATCH (t:Turn {user_id: k.user_id, turn_id: k.turn_id})
  RETURN collect([t.user_id, t.turn_id]) AS stored
}
CALL () {
  UNWIND range(0, size($keys) - 1) AS i
  UNWIND range(0, size($keys[i].coordinates) - 1) AS j
  WITH i, j, $keys[i].user_id AS user_id, $keys[i].coordinates[j] AS coordinate
  MATCH (r:Record {user_id: user_id, coordinate: coordinate})
  WHERE r.sort_time IS NOT NULL AND r.superseded_by IS NULL
  WITH r ORDER BY i, j, toInteger(split(elementId(r), ':')[-1])
  RETURN collect({user_id: r.user_id, record_id: r.record_id, type: r.type, coordinate: r.coordinate,
                  relation: r.relation, recorded_at: r.recorded_at, sort_time: r.sort_time}) AS current
}
RETURN stored, current
