// What banding needs about one user: sex and birth date, from the profile or the newest current records.
// `sort_time IS NOT NULL` (every record has one) lets the composite index (user_id, coordinate, sort_time) seek;
// without a predicate on its last property Neo4j scans every Record of every user.
OPTIONAL MATCH (u:User {user_id: $user_id})
OPTIONAL MATCH (s:Record {user_id: $user_id, coordinate: 'profile:sex'})
  WHERE s.sort_time IS NOT NULL AND s.superseded_by IS NULL
OPTIONAL MATCH (b:Record {user_id: $user_id, coordinate: 'profile:birth_date'})
  WHERE b.sort_time IS NOT NULL AND b.superseded_by IS NULL
WITH u, s, b ORDER BY s.recorded_at DESC, b.recorded_at DESC
WITH u, head(collect(s.value)) AS record_sex, head(collect(b.value)) AS record_birth
RETURN coalesce(record_sex, u.sex) AS sex, coalesce(toString(record_birth), toString(u.birth_date)) AS birth_date
