// One user's kept causal links (CAUSES edges only: pruned candidates are never returned) and the stamp of the
// run that drew them. Parameters: $user_id.
OPTIONAL MATCH (run:CausalRun {user_id: $user_id})
CALL (run) {
  OPTIONAL MATCH (a)-[l:CAUSES]->(b)
  WHERE l.user_id = $user_id AND a.user_id = $user_id AND b.user_id = $user_id
  RETURN collect(properties(l)) AS links
}
RETURN run.records AS records, run.max_ingested AS max_ingested, run.computed_at AS computed_at, links
