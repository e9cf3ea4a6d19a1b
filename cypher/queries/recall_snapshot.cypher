// Read path, depth 2 and 3: the snapshot's records in one statement, one round trip (until session 28 two
// managed reads, `recall_records_by_type` and `recall_latest_per_coordinate`, each with its own COMMIT round trip
// and the server's fixed cost of a statement), and, when $with_stamp, the depth-3 stamp
// (`recall_depth3_stamp`'s, read here so that a depth-3 answer served from the process's copy costs no statement
// of its own). Each part is what those statements asked, unchanged:
// - typed: one user's current records of the snapshot's types, newest first (range index record_user_type);
// - latest: the latest current record of each coordinate of the measured types that the user has measured since
//   $active_since_text (an "active" coordinate), newest first, at most $latest_limit coordinates. Found in two steps
//   (session 55): each active coordinate's newest time (an aggregate over the measured records, reading three
//   properties each, no sort), then the records of that coordinate from that time on (range index
//   record_user_coordinate_time), filtered as before and sorted by the whole order (newest, latest said,
//   coordinate, value, id): the first is the record the sort of every measured record gave (until session 54),
//   ties included; 3,900 -> 2,400 db hits and a third less of the server's CPU on a dense user;
// - stamps: [the stamp] when $with_stamp, else [] (an aggregate over no row is one row: the statement always
//   returns its one row).
// Dates and date-times come back as ISO-8601 text (toString), parsed on the client
// (pia_graph/retrieve/records.py `timed`): faster than the driver's temporal objects.
// Parameters: $user_id, $types (list), $since_text and $until_text (ISO-8601 text), $limit; $measured (list of
// types), $active_since_text (ISO-8601 text), $latest_limit; $with_stamp (bool). The instants go as text, read by
// `datetime()` once per statement (a runtime constant in the same range seeks): the driver's Python packing of a
// date-time parameter cost ~0.06 ms each (session 66, snap66; perf66 did the same for `recall_records_facts`).
CALL () {
  MATCH (r:Record)
  WHERE r.user_id = $user_id AND r.type IN $types
    AND r.sort_time >= datetime($since_text) AND r.sort_time <= datetime($until_text)
    AND r.superseded_by IS NULL
  WITH r
  ORDER BY r.sort_time DESC, r.recorded_at DESC, r.coordinate, r.value, r.record_id
  LIMIT $limit
  RETURN collect(r {.*, date: toString(r.date), start: toString(r.start), end: toString(r.end),
                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                    recorded_at: toString(r.recorded_at), ingested_at: toString(r.ingested_at)}) AS typed
}
CALL () {
  MATCH (r:Record)
  WHERE r.user_id = $user_id AND r.type IN $measured AND r.superseded_by IS NULL
    AND r.sort_time >= datetime($active_since_text)
  WITH r.coordinate AS coordinate, max(r.sort_time) AS newest
  CALL (coordinate, newest) {
    MATCH (r:Record)
    WHERE r.user_id = $user_id AND r.coordinate = coordinate AND r.sort_time >= newest
      AND r.type IN $measured AND r.superseded_by IS NULL
    WITH r ORDER BY r.sort_time DESC, r.recorded_at DESC, r.coordinate, r.value, r.record_id
    LIMIT 1
    RETURN r AS latest
  }
  WITH latest
  ORDER BY latest.sort_time DESC, latest.coordinate
  LIMIT $latest_limit
  RETURN collect(latest {.*, date: toString(latest.date), start: toString(latest.start), end: toString(latest.end),
                         expected_end: toString(latest.expected_end), sort_time: toString(latest.sort_time),
                         recorded_at: toString(latest.recorded_at),
                         ingested_at: toString(latest.ingested_at)}) AS latest
}
CALL () {
  UNWIND CASE WHEN $with_stamp THEN [true] ELSE [] END AS asked
  OPTIONAL MATCH (u:User {user_id: $user_id})
  OPTIONAL MATCH (run:CausalRun {user_id: $user_id})
  RETURN collect(coalesce(toString(u.created_at), '-') + '/' + toString(coalesce(u.memory_version, 0)) + '/' +
                 coalesce(toString(run.computed_at), '-')) AS stamps
}
RETURN typed, latest, stamps
