// Embedding jobs: records why a claimed job failed and schedules a retry after $backoff_s, or marks it failed
// after $max_attempts (as hu2_job_fail); only the holder of the claim token may. The last five reasons are kept.
// Parameters: $job_id, $token, $reason, $max_attempts, $backoff_s.
MATCH (j:Job {job_id: $job_id})
SET j._lock = true
WITH j
WHERE j.status = 'running' AND j.claim_token = $token
SET j.status = CASE WHEN j.attempts >= $max_attempts THEN 'failed' ELSE 'pending' END,
    j.last_error = $reason, j.errors = (coalesce(j.errors, []) + [$reason])[-5..],
    j.not_before = datetime() + duration({seconds: $backoff_s}),
    j.claim_token = null, j.lease_until = null, j.updated_at = datetime()
REMOVE j._lock
RETURN j.status AS status, j.attempts AS attempts
