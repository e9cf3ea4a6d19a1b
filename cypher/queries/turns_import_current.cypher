// `pia import`: what a batch's supersession is planned against (store/batch_supersession.py), read in the batch's
// transaction before `turns_import`: which of the batch's turns are stored already (they write nothing), and each
// user's current records at the coordinates the batch's superseding turns touch (turns_write's supersession read,
// for many users at once; one composite-index seek per user and coordinate).
// $turns: [{user_id, turn_id}]; $keys: [{user_id, coordinates}]. One row.
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
// Records of equal times come in the order they were written: the turn's time (`recorded_at`, the turn's said_at),
// then the record's place in its turn (`position`, set at write time), then its id. Node ids are not used: Neo4j
// reuses them after deletes, so ties ordered by node swapped between runs.
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
  WITH r ORDER BY i, j, r.recorded_at, r.position, r.record_id
  RETURN collect({user_id: r.user_id, record_id: r.record_id, type: r.type, coordinate: r.coordinate,
                  relation: r.relation, recorded_at: r.recorded_at, sort_time: r.sort_time,
                  source: r.source}) AS current
}
RETURN stored, current
