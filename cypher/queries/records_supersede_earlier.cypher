// A turn's records that correct records of the user's earlier turns (ingest/followup_resolve.py): each new record
// SUPERSEDES the earlier one it names; nothing is overwritten, the earlier record stays, marked superseded_by, and
// leaves its series' NEXT chain (rebuilt from the series' current records, as turns_write.cypher does). Run in the
// turn's own transaction, after turns_write (store/write_turn.py).
// Parameters: $user_id, $links ([{newer, older}] record ids), $reason (store/supersession.SupersedeReason: correction,
// completion or status). A link the turn's own statement made already (a newer statement of a one-value type) takes
// the follow-up's reason, which says more of why.
UNWIND $links AS link
MATCH (newer:Record {record_id: link.newer, user_id: $user_id})
MATCH (older:Record {record_id: link.older, user_id: $user_id})
MERGE (newer)-[s:SUPERSEDES]->(older)
  ON CREATE SET s.at = datetime()
SET s.reason = $reason
SET older.superseded_by = newer.record_id
WITH DISTINCT older.coordinate AS coordinate
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
RETURN count(*) AS rebuilt
