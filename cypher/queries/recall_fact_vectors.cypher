// Read path: one user's fact vectors for the service's copy (retrieve/vector_cache.py), with the fingerprint of
// the user's memory read in the same statement (the same expression as in recall_records_facts: the user node's
// creation time, its memory_version, the count of its facts: retracted ones too, since a retraction bumps
// memory_version, which keeps the count an index-only count on Fact(user_id, sort_time)). Only the facts the cosine scores (a time to sort
// by and an embedding). A fact never changes once written, so the vectors of the ids in $known are not sent
// again while the user node is the same one ($created, its creation time as text): [] in their place.
// One list of [id, vector] pairs, never two lists: collect() drops nulls, and a fact deleted while this statement
// reads it (`pia eval` erases a user as soon as it is answered, while the copy is still refreshed) reads as null
// for whatever was not read yet; a pair keeps its place, and the copy drops a read with a null in it.
// Parameters: $user_id, $known (list of fact ids, or ['']), $created (string, or '').
OPTIONAL MATCH (u:User {user_id: $user_id})
WITH coalesce(toString(u.created_at), '-') + '/' + toString(coalesce(u.memory_version, 0)) + '/' +
     toString(COUNT { MATCH (f:Fact) WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL }) AS memory,
     coalesce(toString(u.created_at), '-') AS created
CALL (created) {
  MATCH (f:Fact)
  WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL AND f.embedding IS NOT NULL
  RETURN collect([f.fact_id, CASE WHEN created = $created AND f.fact_id IN $known THEN [] ELSE f.embedding END])
         AS pairs
}
RETURN memory, pairs
