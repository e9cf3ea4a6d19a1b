// Embedding jobs: claims one due job atomically for a worker, with a lease that expires (as hu2_job_claim). Due:
// pending and past its retry time, or running with an expired lease (its worker died). The claim is re-checked
// under the job's write lock, so two workers never hold the same job.
// Parameters: $worker, $token (unique per claim), $lease_s, $scan, $max_attempts.
MATCH (j:Job)
WHERE j.kind = 'embed' AND j.status IN ['pending', 'running'] AND j.attempts < $max_attempts
  AND ((j.status = 'pending' AND j.not_before <= datetime()) OR (j.status = 'running' AND j.lease_until < datetime()))
WITH j ORDER BY j.not_before ASC LIMIT $scan
WITH j ORDER BY rand() LIMIT 1
SET j._lock = true
WITH j
WHERE j.attempts < $max_attempts
  AND ((j.status = 'pending' AND j.not_before <= datetime()) OR (j.status = 'running' AND j.lease_until < datetime()))
WITH j, j.status = 'running' AS recovered
SET j.status = 'running', j.worker = $worker, j.claim_token = $token, j.claimed_at = datetime(),
    j.lease_until = datetime() + duration({seconds: $lease_s}), j.attempts = j.attempts + 1,
    j.recoveries = coalesce(j.recoveries, 0) + CASE WHEN recovered THEN 1 ELSE 0 END
REMOVE j._lock
RETURN j {.*} AS job
