// The coordinates one user has numeric records of, with how many and the latest time (for the report).
// `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of
// scanning every user's records (tests/integration/test_query_plans_scale.py).
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL AND r.superseded_by IS NULL
  AND (valueType(r.value) STARTS WITH 'FLOAT' OR valueType(r.value) STARTS WITH 'INTEGER')
WITH r.coordinate AS coordinate, r.type AS type, count(r) AS n, max(r.sort_time) AS latest
RETURN coordinate, type, n, latest
ORDER BY n DESC, coordinate
