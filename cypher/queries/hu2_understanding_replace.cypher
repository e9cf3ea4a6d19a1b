// HU2: stores a user's understanding (one :Understanding per field, linked CITES to the records and facts each
// field's sentences cite, and to the User when it cites the profile), replacing the previous version, and sets the
// user's understanding_version. Runs in the transaction that completes the job.
// Parameters: $user_id, $version, $generator, $lang, $recommended, $fields: a list of {field, position, text,
// sentences (JSON), cited_ids, record_ids, fact_ids, cites_profile}.
MATCH (u:User {user_id: $user_id})
CALL (u) {
  MATCH (old:Understanding {user_id: u.user_id})
  DETACH DELETE old
}
SET u.understanding_version = $version, u.understanding_generated_at = datetime(),
    u.understanding_generations = coalesce(u.understanding_generations, 0) + 1
WITH u
UNWIND $fields AS f
CREATE (n:Understanding {user_id: $user_id, field: f.field, position: f.position, version: $version, text: f.text,
                         sentences: f.sentences, cited_ids: f.cited_ids, generator: $generator, lang: $lang,
                         recommended: $recommended, generated_at: datetime()})
WITH u, n, f
CALL (n, f) {
  UNWIND f.record_ids AS rid
  MATCH (r:Record {record_id: rid})
  WHERE r.user_id = $user_id
  MERGE (n)-[:CITES]->(r)
}
CALL (n, f) {
  UNWIND f.fact_ids AS fid
  MATCH (x:Fact {fact_id: fid})
  WHERE x.user_id = $user_id
  MERGE (n)-[:CITES]->(x)
}
CALL (u, n, f) {
  WITH u, n, f
  WHERE f.cites_profile
  MERGE (n)-[:CITES]->(u)
}
RETURN count(n) AS fields
