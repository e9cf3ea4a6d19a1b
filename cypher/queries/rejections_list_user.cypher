// One user's records the rules rejected (left out of the store, the rest of their turn kept), for curators: the
// columns and order of rejections_list_all.cypher (every user's). `code IS NOT NULL` (every rejection has one)
// lets Neo4j seek `Rejection(user_id, code)` on the user instead of scanning every user's rejections.
// Parameters: $user_id, $code ('' for every code: out_of_bounds, dated_after_said_at, part_of_rejected), $limit.
// Newest first.
MATCH (x:Rejection {user_id: $user_id})-[:FROM_TURN]->(t:Turn)
WHERE x.code IS NOT NULL AND ($code = '' OR x.code = $code)
RETURN x.user_id AS user_id, x.turn_id AS turn_id, t.said_at AS said_at, x.code AS code, x.reason AS reason,
       x.rule_id AS rule_id, x.coordinate AS coordinate, x.value AS value, x.span AS span,
       x.span_start AS span_start, x.span_end AS span_end, t.text_analysed AS text
ORDER BY said_at DESC, turn_id, span_start
LIMIT $limit
