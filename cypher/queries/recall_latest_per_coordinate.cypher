// Read path, depth 2: the latest current record of each coordinate of the given types that the user has
// measured since $active_since (an "active" coordinate), newest first.
// Served by the range index record_user_type (user_id, type).
// Dates and date-times come back as ISO-8601 text (toString), parsed on the client
// (pia_graph/retrieve/records.py `timed`): faster than the driver's temporal objects.
// Parameters: $user_id, $types (list, e.g. ['lab_result', 'vital_sign', 'body_measurement']), $active_since
// (datetime), $limit (coordinates).
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.type IN $types AND r.superseded_by IS NULL AND r.sort_time >= $active_since
WITH r ORDER BY r.sort_time DESC, r.recorded_at DESC, r.record_id
WITH r.coordinate AS coordinate, collect(r)[0] AS latest
RETURN latest {.*, date: toString(latest.date), start: toString(latest.start), end: toString(latest.end),
                     expected_end: toString(latest.expected_end), sort_time: toString(latest.sort_time),
                     recorded_at: toString(latest.recorded_at), ingested_at: toString(latest.ingested_at)} AS record
ORDER BY latest.sort_time DESC, latest.coordinate
LIMIT $limit
