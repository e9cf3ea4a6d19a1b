// One user's records of one coordinate, oldest first, superseded ones included (with what replaced them),
// for the trajectory table and plot (analysts: set $user_id and $coordinate).
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (r:Record {user_id: $user_id, coordinate: $coordinate})
WHERE r.sort_time IS NOT NULL
RETURN r.record_id AS record_id, r.value AS value, r.unit AS unit, r.sort_time AS sort_time, r.date AS date,
       r.band AS band, r.status AS status, r.negated AS negated, r.superseded_by AS superseded_by,
       r.turn_id AS turn_id, r.span AS span
ORDER BY r.sort_time, r.recorded_at, r.record_id
