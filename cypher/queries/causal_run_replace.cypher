// Replaces one user's causal run: removes the previous candidates and CAUSES edges, stores every candidate
// (kept and pruned, with its reason) as a CausalCandidate, draws a CAUSES edge for each kept link (record to
// record, or record to the fact stating it), and stamps the run. Parameters: $user_id, $computed_at,
// $records (count seen), $max_ingested (newest record ingested_at seen), $stats (JSON text),
// $candidates (list of property maps), $links (list of {cause_record, effect_record, props}).
CALL () { MATCH (c:CausalCandidate) WHERE c.user_id = $user_id AND c.effect IS NOT NULL DETACH DELETE c }
CALL () { MATCH ()-[l:CAUSES]->() WHERE l.user_id = $user_id DELETE l }
CALL () {
  UNWIND $candidates AS cand
  CREATE (c:CausalCandidate)
  SET c = cand, c.user_id = $user_id, c.computed_at = $computed_at
}
CALL () {
  UNWIND $links AS link
  MATCH (a:Record {record_id: link.cause_record}) WHERE a.user_id = $user_id
  OPTIONAL MATCH (b:Record {record_id: link.effect_record}) WHERE b.user_id = $user_id
  OPTIONAL MATCH (f:Fact {fact_id: link.effect_record}) WHERE f.user_id = $user_id
  WITH a, link, coalesce(b, f) AS target
  WHERE target IS NOT NULL
  CREATE (a)-[l:CAUSES]->(target)
  SET l = link.props, l.user_id = $user_id
}
MERGE (run:CausalRun {user_id: $user_id})
SET run.computed_at = $computed_at, run.records = $records, run.max_ingested = $max_ingested, run.stats = $stats
RETURN run.computed_at AS computed_at
