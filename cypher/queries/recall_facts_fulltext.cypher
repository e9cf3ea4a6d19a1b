// Read path, associative: full-text (Lucene) search over one user's facts, scored by the user's own statistics.
// $lucenes holds one Lucene query per content word of the question, each built from the user's words with every
// Lucene special character escaped and narrowed to the user inside the index (`(text:(...) OR span:(...)) AND user_id:"..."`: the fact's text or
// its verbatim span);
// the WHERE after each is the exact user filter that decides. A fact's score is the sum, over the words it
// holds, of the word's weight among the user's own facts, ln(1 + (N - n + 0.5) / (n + 0.5)) (N the user's facts,
// n those holding the word): never Lucene's score, whose statistics count every user's facts
// (recall_records_facts says more). Index fact_words_user on [f.text, f.span, f.user_id].
// Parameters: $lucenes (list of strings), $user_id, $candidates (hits per word before the user filter), $k.
WITH COUNT { MATCH (f:Fact) WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL } AS facts
UNWIND range(0, size($lucenes) - 1) AS clause
CALL db.index.fulltext.queryNodes('fact_words_user', $lucenes[clause], {limit: $candidates}) YIELD node AS f
WITH facts, clause, f
WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL
WITH facts, clause, collect(f) AS matched
WITH matched, log(1.0 + (facts - size(matched) + 0.5) / (size(matched) + 0.5)) AS weight
UNWIND matched AS f
WITH f, sum(weight) AS score
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
LIMIT $k
