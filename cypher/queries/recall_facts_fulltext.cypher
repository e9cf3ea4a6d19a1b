// Read path, associative: full-text (Lucene) search over one user's facts. $lucene is built from the user's
// words with every Lucene special character escaped, and narrows to the user inside the index
// (`text:(...) AND user_id:"..."`); the WHERE below is the exact user filter that decides.
// Index fact_text_user on [f.text, f.user_id]. Parameters: $lucene (string), $user_id, $candidates, $k.
CALL db.index.fulltext.queryNodes('fact_text_user', $lucene, {limit: $candidates}) YIELD node AS f, score
WITH f, score
WHERE f.user_id = $user_id
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
ORDER BY score DESC, f.sort_time DESC, f.fact_id
LIMIT $k
