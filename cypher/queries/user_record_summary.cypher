// What one user's memory holds: records by type with how many are current, and facts.
MATCH (r:Record {user_id: $user_id})
WITH r.type AS type, count(r) AS records, count(CASE WHEN r.superseded_by IS NULL THEN 1 END) AS current
RETURN type, records, current
ORDER BY records DESC, type
