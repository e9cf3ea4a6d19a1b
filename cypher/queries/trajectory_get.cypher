// One coordinate of one user along its NEXT chain, oldest first, from the head of the user's series
// (analysts: set $user_id and $coordinate).
MATCH (:Series {user_id: $user_id, coordinate: $coordinate})-[:HEAD]->(first:Record)
MATCH path = (first)-[:NEXT*0..]->(last:Record)
WHERE NOT EXISTS { (last)-[:NEXT]->(:Record) }
UNWIND nodes(path) AS r
RETURN r.record_id AS record_id, r.value AS value, r.unit AS unit, r.date AS date, r.month AS month,
       r.start AS start, r.sort_time AS sort_time, r.band AS band, r.band_flag AS band_flag,
       r.status AS status, r.negated AS negated
