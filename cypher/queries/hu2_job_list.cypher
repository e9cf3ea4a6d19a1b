// HU2 jobs of one status (or all with $status = null), newest change first, with their last error and lease.
// Parameters: $status, $limit.
MATCH (j:Job {kind: 'hu2'})
WHERE $status IS NULL OR j.status = $status
RETURN j.job_id AS job_id, j.user_id AS user_id, j.status AS status, j.attempts AS attempts,
       j.target_version AS target_version, j.done_version AS done_version, j.worker AS worker,
       j.lease_until AS lease_until, j.not_before AS not_before, j.last_error AS last_error,
       j.completions AS completions, j.updated_at AS updated_at
ORDER BY j.updated_at DESC
LIMIT $limit
