// Creates a turn's records with their type label, provenance to the turn, and hangs each on its user's series
// of the coordinate (`series_merge` runs first; the series is linked OF the ontology term).
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
UNWIND $records AS rec
CREATE (r:Record)
SET r = rec.props, r:$(rec.label), r.ingested_at = datetime()
CREATE (r)-[:FROM_TURN]->(t)
WITH r
MATCH (s:Series {user_id: $user_id, coordinate: r.coordinate})
CREATE (r)-[:IN_SERIES]->(s)
RETURN count(r) AS created
