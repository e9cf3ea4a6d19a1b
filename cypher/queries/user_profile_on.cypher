// What extraction may know of one user on a day, in one statement (the write path reads it before every
// extraction): user_profile_get's sex and birth date, and user_active_regimens' coordinates on $on (same rules,
// sorted, distinct). One row. Parameters: $user_id, $on (ISO date).
// `sort_time IS NOT NULL` (every record has one) lets the composite index (user_id, coordinate, sort_time) seek;
// without a predicate on its last property Neo4j scans every Record of every user.
// replan=skip: every lookup is an index seek on the user (the plan on an empty store and on one of 200k records is the
// same); a replan when the label counts drift cost 180-250 ms of Neo4j CPU, on the turn that met it.
CYPHER replan=skip
OPTIONAL MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (s:Record {user_id: $user_id, coordinate: 'profile:sex'})
  WHERE s.sort_time IS NOT NULL AND s.superseded_by IS NULL
OPTIONAL MATCH (b:Record {user_id: $user_id, coordinate: 'profile:birth_date'})
  WHERE b.sort_time IS NOT NULL AND b.superseded_by IS NULL
WITH u, s, b ORDER BY s.recorded_at DESC, b.recorded_at DESC
WITH u, head(collect(s.value)) AS record_sex, head(collect(b.value)) AS record_birth
WITH coalesce(record_sex, u.sex) AS sex, coalesce(toString(record_birth), toString(u.birth_date)) AS birth_date
CALL () {
  MATCH (r:Record {user_id: $user_id, type: 'medication_regimen'})
  WHERE r.superseded_by IS NULL
    AND coalesce(r.status, 'active') = 'active'
    AND (r.start IS NULL OR date(r.start) <= date($on))
    AND (r.end IS NULL OR date(r.end) >= date($on))
    AND (r.expected_end IS NULL OR r.expected_end >= date($on))
  WITH DISTINCT r.coordinate AS coordinate
  ORDER BY coordinate
  RETURN collect(coordinate) AS active_regimens
}
RETURN sex, birth_date, active_regimens
