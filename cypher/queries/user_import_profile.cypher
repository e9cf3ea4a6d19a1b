// `pia import`'s view of one user's profile, read once per user (memory/import_profiles.py): the user node's sex and
// birth date, the current records the profile comes from (sex, birth date, regimens: user_profile_on's sources) with
// what supersession compares and what the profile takes (`value` as toString, regimen bounds as date() and
// `comparable` as user_regimen_spans), the user's stored turn ids (a turn sent again writes nothing) and whether a
// question of the user is kept (`Ask`; with no turn and no Ask stored, the import answers the user's thread from its
// own turns: memory/import_threads.py).
// Parameters: $user_id. One row.
OPTIONAL MATCH (u:User {user_id: $user_id})
CALL () {
  UNWIND ['medication_regimen', 'sex', 'birth_date'] AS type
  MATCH (r:Record {user_id: $user_id, type: type})
  WHERE r.superseded_by IS NULL
  RETURN collect({record_id: r.record_id, type: r.type, coordinate: r.coordinate, relation: r.relation,
                  recorded_at: r.recorded_at, sort_time: r.sort_time, value: toString(r.value), status: r.status,
                  start: date(r.start), end: date(r.end), expected_end: r.expected_end,
                  comparable: r.expected_end IS NULL OR (r.expected_end >= date('2000-01-01')) IS NOT NULL}) AS records
}
CALL () {
  MATCH (t:Turn {user_id: $user_id})
  RETURN collect(t.turn_id) AS turn_ids
}
RETURN u.sex AS sex, toString(u.birth_date) AS birth_date, records, turn_ids,
       EXISTS { MATCH (a:Ask) WHERE a.user_id = $user_id AND a.said_at IS NOT NULL } AS asks
