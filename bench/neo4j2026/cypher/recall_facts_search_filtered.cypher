// Neo4j 2026.x only (Cypher 25): the approximate vector index with the user filter applied inside the index
// (SEARCH ... WHERE on the index's additional property user_id): the index keeps searching until it has $k of
// this user's facts, instead of returning $k of anyone's and filtering after.
// Parameters: $user_id, $vector (list of floats), $k.
CYPHER 25
MATCH (f:Fact)
  SEARCH f IN (
    VECTOR INDEX fact_embedding_user
    FOR $vector
    WHERE f.user_id = $user_id
    LIMIT $k
  ) SCORE AS score
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
ORDER BY score DESC
