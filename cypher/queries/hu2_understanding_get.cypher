// HU2: the latest stored understanding of one user, its version against the memory version (stale when older),
// and the state of the user's regeneration job. Parameters: $user_id.
MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (j:Job {job_id: 'hu2:' + $user_id})
OPTIONAL MATCH (n:Understanding {user_id: $user_id})
WITH u, j, n ORDER BY n.position
RETURN coalesce(u.memory_version, 0) AS memory_version, coalesce(u.understanding_version, 0) AS version,
       u.understanding_generated_at AS generated_at, j.status AS job_status,
       collect(n {.field, .text, .sentences, .cited_ids, .generator, .lang, .recommended}) AS fields
