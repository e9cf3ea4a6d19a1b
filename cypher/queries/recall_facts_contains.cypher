// Read path, associative: the user's facts that contain the question's content words as substrings (Korean
// compounds and glued particles that a Lucene token misses: "피부과" inside "맑은피부과에서"). Anchored on
// user_id (range index fact_user_time), so it scales with one user's facts. Score: how many words matched.
// Parameters: $user_id, $terms (lower-case stems), $k.
MATCH (f:Fact)
WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL
WITH f, size([t IN $terms WHERE toLower(f.text) CONTAINS t]) AS score
WHERE score > 0
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
LIMIT $k
