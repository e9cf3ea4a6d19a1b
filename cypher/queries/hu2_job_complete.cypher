// HU2: completes a claimed job, in the same transaction that stores the understanding; only the holder of the
// current claim token may (a worker whose lease expired and whose job was re-claimed gets no row, and its
// transaction is rolled back). Done, or pending again when memory changed after the claim.
// Parameters: $job_id, $token, $version (the memory version the understanding was made from).
MATCH (j:Job {job_id: $job_id})
SET j._lock = true
WITH j
WHERE j.status = 'running' AND j.claim_token = $token
WITH j, j.target_version > $version AS moved
SET j.status = CASE WHEN moved THEN 'pending' ELSE 'done' END,
    j.pending_since = CASE WHEN moved THEN datetime() ELSE null END,
    j.attempts = CASE WHEN moved THEN 0 ELSE j.attempts END,
    j.done_version = $version, j.completions = coalesce(j.completions, 0) + 1, j.finished_at = datetime(),
    j.run_ms = duration.inSeconds(j.claimed_at, datetime()).milliseconds,
    j.last_error = null, j.claim_token = null, j.lease_until = null, j.updated_at = datetime()
REMOVE j._lock
RETURN j.status AS status, j.completions AS completions
