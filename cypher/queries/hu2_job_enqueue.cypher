// HU2: runs inside the write transaction of a retain that changed memory. Bumps the user's memory_version and
// queues the regeneration of their understanding: one :Job per user, whose target version moves with every
// change. Debounced: the job may start $debounce_s after the latest change, and no later than $max_wait_s after it
// first became pending. A running job stays running; on completion it goes back to pending when the target moved.
// Parameters: $user_id, $debounce_s, $max_wait_s.
MATCH (u:User {user_id: $user_id})
SET u.memory_version = coalesce(u.memory_version, 0) + 1
MERGE (j:Job {job_id: 'hu2:' + $user_id})
  ON CREATE SET j.user_id = $user_id, j.kind = 'hu2', j.status = 'pending', j.attempts = 0, j.created_at = datetime()
WITH u, j, j.status IN ['done', 'failed'] AS reopened
SET j.pending_since = CASE WHEN reopened OR j.pending_since IS NULL THEN datetime() ELSE j.pending_since END,
    j.attempts = CASE WHEN reopened THEN 0 ELSE j.attempts END,
    j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
    j.target_version = u.memory_version,
    j.updated_at = datetime()
WITH u, j, datetime() + duration({seconds: $debounce_s}) AS settled,
     j.pending_since + duration({seconds: $max_wait_s}) AS deadline
SET j.not_before = CASE WHEN settled < deadline THEN settled ELSE deadline END
RETURN j.job_id AS job_id, u.memory_version AS memory_version
