// HU2: a user's memory version (bumped by every retain that wrote), the version the stored understanding was
// made from, the languages of the user's turns and when they last spoke. Parameters: $user_id.
// `said_at IS NOT NULL` (every turn has one) lets Neo4j seek `Turn(user_id, said_at)` on the user instead of
// scanning every user's turns (tests/integration/test_query_plans_scale.py).
MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (t:Turn {user_id: $user_id})
  WHERE t.said_at IS NOT NULL
WITH u, collect(t.lang) AS langs, max(t.said_at) AS last_said_at
RETURN coalesce(u.memory_version, 0) AS memory_version, coalesce(u.understanding_version, 0) AS understanding_version,
       langs, last_said_at
