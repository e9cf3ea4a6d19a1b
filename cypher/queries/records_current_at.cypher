// The current (not superseded) records of one user at the given coordinates, for supersession.
MATCH (r:Record {user_id: $user_id})
WHERE r.coordinate IN $coordinates AND r.superseded_by IS NULL AND NOT r.record_id IN $exclude_ids
RETURN r.record_id AS record_id, r.type AS type, r.coordinate AS coordinate, r.relation AS relation,
       r.recorded_at AS recorded_at, r.sort_time AS sort_time
