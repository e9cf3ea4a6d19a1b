// Embedding jobs: stores the vectors a worker computed and settles its job, in one statement; only the holder of
// the current claim token may (a worker whose lease expired and whose job was re-claimed gets no row and rolls
// back). The job is deleted when none of the user's facts lacks its vector (the graph is then the one retain
// leaves), or goes back to pending when more arrived meanwhile or the claim took only part of them.
// Parameters: $job_id, $token, $user_id, $vectors: [{fact_id, embedding}].
MATCH (j:Job {job_id: $job_id})
SET j._lock = true
WITH j
WHERE j.status = 'running' AND j.claim_token = $token
CALL (j) {
  UNWIND $vectors AS v
  MATCH (f:Fact {fact_id: v.fact_id})
  WHERE f.user_id = $user_id AND f.embedding IS NULL
  SET f.embedding = v.embedding
  RETURN count(f) AS stored
}
WITH j, stored, EXISTS {
  MATCH (f:Fact)
  WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.embedding IS NULL
} AS more
CALL (j, more) {
  WITH j WHERE more
  SET j.status = 'pending', j.attempts = 0, j.not_before = datetime(), j.claim_token = null,
      j.lease_until = null, j.last_error = null, j.updated_at = datetime()
  REMOVE j._lock
}
CALL (j, more) {
  WITH j WHERE NOT more
  DELETE j
}
RETURN stored, CASE WHEN more THEN 'pending' ELSE 'done' END AS status
