// The current (not superseded) records of one user at the given coordinates, for supersession, in record_id order:
// one seek of the composite index (user_id, coordinate, sort_time) per coordinate (`sort_time IS NOT NULL`: every
// record has one; without a predicate on the index's last property Neo4j scans every Record).
UNWIND $coordinates AS coordinate
MATCH (r:Record {user_id: $user_id, coordinate: coordinate})
WHERE r.sort_time IS NOT NULL AND r.superseded_by IS NULL AND NOT r.record_id IN $exclude_ids
RETURN r.record_id AS record_id, r.type AS type, r.coordinate AS coordinate, r.relation AS relation,
       r.recorded_at AS recorded_at, r.sort_time AS sort_time
ORDER BY record_id
