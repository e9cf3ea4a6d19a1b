// Read path, structured: one user's records at the coordinates asked about, in a time window, newest first.
// Superseded records come too (r.superseded_by set), so a conflict shows the replaced value beside the new one.
// Served by the range index record_user_coordinate_time (user_id, coordinate, sort_time).
// Parameters: $user_id, $coordinates (list of term keys), $since and $until (datetimes; pass wide bounds for
// an open window), $limit.
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.coordinate IN $coordinates
  AND r.sort_time >= $since AND r.sort_time <= $until
RETURN r {.*} AS record
ORDER BY r.sort_time DESC, r.recorded_at DESC
LIMIT $limit
