// Read path, associative (the alternative measured by `pia bench recall`): the approximate vector index
// fact_embedding, asked for $candidates neighbours (oversampled), then filtered to one user. The index cannot
// pre-filter by user in Neo4j 5.26: with many users of similar facts the candidates can all be others'.
// Parameters: $user_id, $vector (list of floats), $candidates (oversampled count), $k.
CALL db.index.vector.queryNodes('fact_embedding', $candidates, $vector) YIELD node AS f, score
WITH f, score
WHERE f.user_id = $user_id AND f.retracted_by IS NULL
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
LIMIT $k
