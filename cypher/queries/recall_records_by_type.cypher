// Read path, structured: one user's records of the given types (allergies, medications, sleep...), in a time
// window, newest first; current ones only unless $include_superseded.
// Served by the range index record_user_type (user_id, type).
// Dates and date-times come back as ISO-8601 text (toString), parsed on the client
// (pia_graph/retrieve/records.py `timed`): faster than the driver's temporal objects.
// Parameters: $user_id, $types (list), $since and $until (datetimes), $include_superseded (bool), $limit.
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.type IN $types
  AND r.sort_time >= $since AND r.sort_time <= $until
  AND ($include_superseded OR r.superseded_by IS NULL)
RETURN r {.*, date: toString(r.date), start: toString(r.start), end: toString(r.end),
                expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                recorded_at: toString(r.recorded_at), ingested_at: toString(r.ingested_at)} AS record
ORDER BY r.sort_time DESC, r.recorded_at DESC, r.record_id
LIMIT $limit
