// Records the rules rejected (left out of the store, the rest of their turn kept), every user's, for curators:
// what was said, why it was rejected (its reason code and detail), the rule that made it, and the evidence span
// in the turn's analysed text. A run of one rule's rejections on plausible values is a bound or a rule to fix.
// Reads every user's rejections; one user's: rejections_list_user.cypher (the same columns and order).
// Parameters: $code ('' for every code: out_of_bounds, dated_after_said_at, part_of_rejected), $limit.
// Newest first.
MATCH (x:Rejection)-[:FROM_TURN]->(t:Turn)
WHERE $code = '' OR x.code = $code
RETURN x.user_id AS user_id, x.turn_id AS turn_id, t.said_at AS said_at, x.code AS code, x.reason AS reason,
       x.rule_id AS rule_id, x.coordinate AS coordinate, x.value AS value, x.span AS span,
       x.span_start AS span_start, x.span_end AS span_end, t.text_analysed AS text
ORDER BY said_at DESC, turn_id, span_start
LIMIT $limit
