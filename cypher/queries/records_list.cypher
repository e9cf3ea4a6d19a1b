// One user's records, newest first; optional filters by type, coordinates and time window.
// `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of
// scanning every user's records (tests/integration/test_query_plans_scale.py).
// Records of equal times come in node order (the node's number in its element id), the order the label scan
// this statement used to make gave them, so the rows are what they were.
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL
  AND ($types = [] OR r.type IN $types)
  AND ($coordinates = [] OR r.coordinate IN $coordinates)
  AND ($since IS NULL OR r.sort_time >= $since)
  AND ($until IS NULL OR r.sort_time <= $until)
  AND ($include_superseded OR r.superseded_by IS NULL)
RETURN r {.*, embedding: null} AS record
ORDER BY r.sort_time DESC, r.recorded_at DESC, toInteger(split(elementId(r), ':')[-1])
LIMIT $limit
