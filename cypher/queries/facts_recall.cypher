// Associative recall over one user's facts: exact cosine similarity on the user's own facts only.
// Anchored on user_id first, so no other user's fact is ever scored (analysts: set $user_id, $vector, $k).
MATCH (f:Fact {user_id: $user_id})
WHERE f.embedding IS NOT NULL
WITH f, vector.similarity.cosine(f.embedding, $vector) AS score
ORDER BY score DESC
LIMIT $k
RETURN f.fact_id AS fact_id, f.text AS text, f.date AS date, f.month AS month, score
