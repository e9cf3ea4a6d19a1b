// `pia import`: what a batch's supersession is planned against (store/batch_supersession.py), read in the batch's
// transaction before `turns_import`: which of the batch's turns are stored already (they write nothing), and each
// user's current records at the coordinates the batch's superseding turns touch (turns_write's supersession read,
// for many users at once; one composite-index seek per user and coordinate).
// $turns: [{user_id, turn_id}]; $keys: [{user_id, coordinates}]. One row.
CALL () {
  UNWIND $turns AS k
  MATCH (t:Turn {user_id: k.user_id, turn_id: k.turn_id})
  RETURN collect([t.user_id, t.turn_id]) AS stored
}
CALL () {
  UNWIND $keys AS k
  UNWIND k.coordinates AS coordinate
  MATCH (r:Record {user_id: k.user_id, coordinate: coordinate})
  WHERE r.superseded_by IS NULL
  RETURN collect({user_id: r.user_id, record_id: r.record_id, type: r.type, coordinate: r.coordinate,
                  relation: r.relation, recorded_at: r.recorded_at, sort_time: r.sort_time}) AS current
}
RETURN stored, current
