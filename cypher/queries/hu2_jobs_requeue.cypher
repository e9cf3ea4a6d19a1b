// HU2: queues the regeneration of the given users' understanding now (after a change of the composition rules,
// or for a benchmark), as a retain would: bumps memory_version and makes each job pending and due.
// Parameters: $user_ids.
MATCH (u:User)
WHERE u.user_id IN $user_ids
SET u.memory_version = coalesce(u.memory_version, 0) + 1
MERGE (j:Job {job_id: 'hu2:' + u.user_id})
  ON CREATE SET j.user_id = u.user_id, j.kind = 'hu2', j.attempts = 0, j.created_at = datetime()
SET j.status = CASE WHEN j.status = 'running' THEN 'running' ELSE 'pending' END,
    j.attempts = CASE WHEN j.status = 'running' THEN j.attempts ELSE 0 END,
    j.target_version = u.memory_version, j.pending_since = datetime(), j.not_before = datetime(),
    j.updated_at = datetime()
RETURN count(j) AS queued
