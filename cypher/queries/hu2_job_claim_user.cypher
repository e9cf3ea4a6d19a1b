// HU2: claims one user's job now, whatever its debounce (for `pia hu2 regenerate` and the evaluation): pending,
// failed, or running with an expired lease. A job another worker holds under a live lease is left alone.
// Parameters: $user_id, $worker, $token, $lease_s.
MATCH (j:Job {job_id: 'hu2:' + $user_id})
SET j._lock = true
WITH j
WHERE j.status IN ['pending', 'failed'] OR (j.status = 'running' AND j.lease_until < datetime())
WITH j, j.status = 'running' AS recovered
SET j.status = 'running', j.worker = $worker, j.claim_token = $token, j.claimed_at = datetime(),
    j.lease_until = datetime() + duration({seconds: $lease_s}), j.attempts = j.attempts + 1,
    j.claimed_version = j.target_version, j.pending_since = null,
    j.recoveries = coalesce(j.recoveries, 0) + CASE WHEN recovered THEN 1 ELSE 0 END
REMOVE j._lock
RETURN j {.*} AS job
