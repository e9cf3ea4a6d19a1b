// One user's records, newest first; optional filters by type, coordinates and time window.
MATCH (r:Record {user_id: $user_id})
WHERE ($types = [] OR r.type IN $types)
  AND ($coordinates = [] OR r.coordinate IN $coordinates)
  AND ($since IS NULL OR r.sort_time >= $since)
  AND ($until IS NULL OR r.sort_time <= $until)
  AND ($include_superseded OR r.superseded_by IS NULL)
RETURN r {.*, embedding: null} AS record
ORDER BY r.sort_time DESC, r.recorded_at DESC
LIMIT $limit
