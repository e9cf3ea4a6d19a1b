// Read path, depth 2: the latest current record of each coordinate of the given types that the user has
// measured since $active_since (an "active" coordinate), newest first.
// Served by the range index record_user_type (user_id, type).
// Parameters: $user_id, $types (list, e.g. ['lab_result', 'vital_sign', 'body_measurement']), $active_since
// (datetime), $limit (coordinates).
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.type IN $types AND r.superseded_by IS NULL AND r.sort_time >= $active_since
WITH r ORDER BY r.sort_time DESC, r.recorded_at DESC
WITH r.coordinate AS coordinate, collect(r)[0] AS latest
RETURN latest {.*} AS record
ORDER BY latest.sort_time DESC
LIMIT $limit
