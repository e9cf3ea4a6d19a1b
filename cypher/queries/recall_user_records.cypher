// Read path, structured, in one round trip: does the user exist (and their profile as set through the service:
// sex, birth date), and the records the question points to, newest first: by coordinate (range index
// record_user_coordinate_time) and by type (record_user_type), in a time window, superseded ones included
// (r.superseded_by set) so a conflict shows the replaced value beside the new one. The client starts both
// lists with '' (no record's coordinate or type), so they are never empty: an empty list is another parameter
// type than a list of strings, and Neo4j would plan the statement once per combination. An empty list still
// skips its search. Only the properties the ranking and the
// context pack read come back (the recall path's record projection, the same in recall_facts_hybrid), dates
// and date-times as ISO-8601 text (toString: the client parses text far faster than the driver builds its
// temporal objects; pia_graph/retrieve/records.py `timed` turns them back into dates and datetimes).
// The user's served understanding (HU2) comes along, the rows `hu2_understanding_get` reads less its job's status
// (which the recall does not show): one round trip for both (session 25).
// Parameters: $user_id, $coordinates (list of term keys), $types (list), $since and $until (datetimes; pass
// wide bounds for an open window), $limit (per search).
OPTIONAL MATCH (u:User {user_id: $user_id})
CALL () {
  MATCH (r:Record)
  WHERE size($coordinates) > 0 AND r.user_id = $user_id AND r.coordinate IN $coordinates
    AND r.sort_time >= $since AND r.sort_time <= $until
  WITH r
  ORDER BY r.sort_time DESC, r.recorded_at DESC, r.record_id
  LIMIT $limit
  RETURN collect(r {.record_id, .turn_id, .type, .coordinate, .value, .unit, .band, .status, .reaction,
                    .relation, .negated, .duration_min, .frequency, .month, .year, .span, .time_expression,
                    .time_rule, .extractor, .confidence, .superseded_by,
                    date: toString(r.date), start: toString(r.start), end: toString(r.end),
                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                    recorded_at: toString(r.recorded_at)}) AS by_coordinate
}
CALL () {
  MATCH (r:Record)
  WHERE size($types) > 0 AND r.user_id = $user_id AND r.type IN $types
    AND r.sort_time >= $since AND r.sort_time <= $until
  WITH r
  ORDER BY r.sort_time DESC, r.recorded_at DESC, r.record_id
  LIMIT $limit
  RETURN collect(r {.record_id, .turn_id, .type, .coordinate, .value, .unit, .band, .status, .reaction,
                    .relation, .negated, .duration_min, .frequency, .month, .year, .span, .time_expression,
                    .time_rule, .extractor, .confidence, .superseded_by,
                    date: toString(r.date), start: toString(r.start), end: toString(r.end),
                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                    recorded_at: toString(r.recorded_at)}) AS by_type
}
CALL () {
  OPTIONAL MATCH (n:Understanding {user_id: $user_id})
  WITH n ORDER BY n.position
  RETURN collect(n {.field, .text, .sentences, .cited_ids, .generator, .lang, .recommended}) AS fields
}
RETURN u IS NOT NULL AS exists, u.sex AS sex, toString(u.birth_date) AS birth_date, by_coordinate, by_type,
       coalesce(u.memory_version, 0) AS memory_version, coalesce(u.understanding_version, 0) AS version,
       u.understanding_generated_at AS generated_at, fields
