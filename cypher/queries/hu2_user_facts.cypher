// HU2 inputs: one user's free-text facts with the utterance each came from and the terms it mentions, newest first;
// `source`: who gave the drug a fact names, when someone else gave or advised it (null otherwise); `considered`:
// the fact tells a drug the user plans or weighs taking, not taken (true, else null).
// Parameters: $user_id, $limit (most facts read). Facts of equal times: the later said first, then one turn's facts
// in the order written (`position`, set at write time), then by fact id, so one memory always gives the same rows
// (HU2 quotes the first statement of a kind): fact ids hash the user id, so alone they order a turn's facts
// differently for each user.
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (f:Fact {user_id: $user_id})
WHERE f.sort_time IS NOT NULL AND f.retracted_by IS NULL
OPTIONAL MATCH (f)-[:FROM_TURN]->(t:Turn {user_id: $user_id})
OPTIONAL MATCH (f)-[:MENTIONS]->(term:Term)
WITH f, t, collect(term.key) AS term_keys
RETURN f.fact_id AS fact_id, f.text AS text, f.date AS date, f.month AS month, f.sort_time AS sort_time,
       t.text AS turn_text, t.said_at AS said_at, term_keys, f.source AS source,
       f.considered AS considered
ORDER BY f.sort_time DESC, t.said_at DESC, f.position, f.fact_id
LIMIT $limit
