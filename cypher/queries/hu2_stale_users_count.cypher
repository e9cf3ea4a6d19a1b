// HU2: users whose stored understanding is older than their memory (or missing). No parameters.
MATCH (u:User)
WHERE coalesce(u.memory_version, 0) > coalesce(u.understanding_version, 0)
RETURN count(u) AS stale
