// One user's records, newest first; optional filters by type, coordinates and time window.
// `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of
// scanning every user's records (tests/integration/test_query_plans_scale.py).
// Records of equal times come in the order they were written: the turn's time (`recorded_at`, the turn's said_at),
// then the record's place in its turn (`position`, set at write time), then its id. Node ids are not used: Neo4j
// reuses them after deletes, so ties ordered by node swapped between runs.
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL
  AND ($types = [] OR r.type IN $types)
  AND ($coordinates = [] OR r.coordinate IN $coordinates)
  AND ($since IS NULL OR r.sort_time >= $since)
  AND ($until IS NULL OR r.sort_time <= $until)
  AND ($include_superseded OR r.superseded_by IS NULL)
RETURN r {.*, embedding: null} AS record
ORDER BY r.sort_time DESC, r.recorded_at DESC, r.position ASC, r.record_id ASC
LIMIT $limit
