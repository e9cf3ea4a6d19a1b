// HU2: claims one due job atomically for a worker, with a lease that expires. Due: pending and past its debounce,
// or running with an expired lease (its worker died). Two workers racing for the same job: the first SET takes the
// node's write lock, the second waits for it and then re-reads the job under the lock, finds it claimed and gets
// no row. Among the $scan oldest due jobs one is picked at random, so that concurrent workers rarely collide.
// Parameters: $worker, $token (unique per claim), $lease_s, $scan, $max_attempts.
MATCH (j:Job)
WHERE j.kind = 'hu2' AND j.status IN ['pending', 'running'] AND j.attempts < $max_attempts
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
    j.claimed_version = j.target_version, j.pending_since = null,
    j.recoveries = coalesce(j.recoveries, 0) + CASE WHEN recovered THEN 1 ELSE 0 END
REMOVE j._lock
RETURN j {.*} AS job
