// One user's facts with the terms they mention: the source of the user's own causal statements. Anchored on
// the (user_id, sort_time) index. Parameters: $user_id.
MATCH (f:Fact)
WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL
OPTIONAL MATCH (f)-[:MENTIONS]->(t:Term)
WITH f, collect(t.key) AS terms
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.date AS date, f.sort_time AS sort_time,
       terms
ORDER BY f.sort_time, f.fact_id
