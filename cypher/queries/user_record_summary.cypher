// What one user's memory holds: records by type with how many are current, and facts.
// `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of
// scanning every user's records (tests/integration/test_query_plans_scale.py).
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL
WITH r.type AS type, count(r) AS records, count(CASE WHEN r.superseded_by IS NULL THEN 1 END) AS current
RETURN type, records, current
ORDER BY records DESC, type
