// The coordinates one user has numeric records of, with how many and the latest time (for the report).
MATCH (r:Record {user_id: $user_id})
WHERE r.superseded_by IS NULL
  AND (valueType(r.value) STARTS WITH 'FLOAT' OR valueType(r.value) STARTS WITH 'INTEGER')
WITH r.coordinate AS coordinate, r.type AS type, count(r) AS n, max(r.sort_time) AS latest
RETURN coordinate, type, n, latest
ORDER BY n DESC, coordinate
