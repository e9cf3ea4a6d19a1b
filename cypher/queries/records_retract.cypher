// A dropped reply that takes back the records of the user's turn just before ("that was my sister's result, not
// mine", "scratch that": ingest/followup_retract.py). Nothing is deleted or overwritten: the reply is stored as a
// Turn that was not retained (`retain` false, its gate reasons, `retracts` true), each record it retracts gets a
// RETRACTS edge from it ({reason, at}) and is marked `superseded_by` the retracting turn's id, `retracted_by` (the
// turn), `retraction_reason` and `retracted_at` (when we learned it; the turn's `said_at` is when it was said), so
// every read that takes current records (`superseded_by IS NULL`) leaves it out; the facts of its turn that tell
// it are marked the same way (`retracted_by`, read by every fact read: `f.retracted_by IS NULL`); it leaves its series' NEXT chain
// (rebuilt from the series' current records, as records_supersede_earlier.cypher does) and the understanding's
// regeneration job is queued as turns_write queues it. The analyst sees it: analyst_retractions.cypher,
// records_list with $include_superseded, trajectory_points. A record of another user, or one retracted or
// superseded already, is never touched. A turn id stored already writes nothing (a resend).
// Parameters: $user_id, $turn_id, $turn ({text, text_analysed, lang, retain_reasons}), $said_at (ISO date-time),
// $record_ids, $reason (followup_retract.RetractReason), $debounce_s, $max_wait_s.
// Every lookup is a unique-constraint seek on (user_id, turn_id) or (user_id, record_id) and the user's series.
OPTIONAL MATCH (old:Turn {user_id: $user_id, turn_id: $turn_id})
CALL (old) {
  WITH old WHERE old IS NULL
  MERGE (u:User {user_id: $user_id})
    ON CREATE SET u.created_at = datetime()
  CREATE (t:Turn)
  SET t = $turn, t.user_id = $user_id, t.turn_id = $turn_id, t.said_at = datetime($said_at), t.retain = false,
      t.retracts = true, t.ingested_at = datetime()
  CREATE (u)-[:SAID]->(t)
  WITH u, t
  CALL (t) {
    UNWIND $record_ids AS record_id
    MATCH (r:Record {user_id: $user_id, record_id: record_id})
    WHERE r.superseded_by IS NULL
    CREATE (t)-[:RETRACTS {reason: $reason, at: datetime()}]->(r)
    SET r.superseded_by = $turn_id, r.retracted_by = $turn_id, r.retraction_reason = $reason,
        r.retracted_at = datetime()
    RETURN collect(r.record_id) AS retracted, collect(DISTINCT r.coordinate) AS coordinates
  }
  // the sentences of the retracted records' turns go with them ("User's LDL was 160" is recalled as the record
  // was): a fact that mentions a retracted coordinate, or any fact of a turn left with no current record
  CALL (t, retracted) {
    UNWIND retracted AS record_id
    MATCH (r:Record {user_id: $user_id, record_id: record_id})-[:FROM_TURN]->(src:Turn)
    WITH src, collect(r.coordinate) AS gone
    MATCH (f:Fact)-[:FROM_TURN]->(src)
    WHERE f.user_id = $user_id AND f.retracted_by IS NULL
      AND (NOT EXISTS { MATCH (src)<-[:FROM_TURN]-(x:Record) WHERE x.superseded_by IS NULL }
           OR EXISTS { MATCH (f)-[:MENTIONS]->(s:Series) WHERE s.coordinate IN gone })
    CREATE (t)-[:RETRACTS {reason: $reason, at: datetime()}]->(f)
    SET f.retracted_by = $turn_id, f.retraction_reason = $reason, f.retracted_at = datetime()
    RETURN count(f) AS facts
  }
  RETURN u, retracted, coordinates
}
CALL (u, coordinates) {
  UNWIND coordinates AS coordinate
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
  }
}
// the understanding's regeneration job (turns_write.cypher's, when a record was retracted)
CALL (u, retracted) {
  WITH u WHERE size(retracted) > 0
  SET u.memory_version = coalesce(u.memory_version, 0) + 1
  MERGE (j:Job {job_id: 'hu2:' + $user_id})
    ON CREATE SET j.user_id = $user_id, j.kind = 'hu2', j.status = 'pending', j.attempts = 0,
                  j.created_at = datetime()
  WITH u, j, j.status IN ['done', 'failed'] AS reopened
  SET j.pending_since = CASE WHEN reopened OR j.pending_since IS NULL THEN datetime() ELSE j.pending_since END,
      j.attempts = CASE WHEN reopened THEN 0 ELSE j.attempts END,
      j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
      j.target_version = u.memory_version,
      j.updated_at = datetime()
  WITH j, datetime() + duration({seconds: $debounce_s}) AS settled,
       j.pending_since + duration({seconds: $max_wait_s}) AS deadline
  SET j.not_before = CASE WHEN settled < deadline THEN settled ELSE deadline END
}
RETURN retracted
