// One user's medication timeline: regimens (start, end, status) and intakes (taken or missed), oldest first,
// to draw beside a trajectory (analysts: set $user_id).
MATCH (r:Record {user_id: $user_id})
WHERE r.type IN ['medication_regimen', 'medication_intake'] AND r.superseded_by IS NULL
RETURN r.record_id AS record_id, r.type AS type, r.coordinate AS coordinate, r.status AS status,
       r.sort_time AS sort_time, r.start AS start, r.end AS end, r.negated AS negated
ORDER BY r.sort_time
