// Read path: the user's own words each ranked record was written from (its quote, pia_graph/retrieve/record_quotes.py).
// For each record id, the record's verbatim span with its offsets (which index the turn's analysed text) and the
// text of the turn it came from, verbatim and analysed; the client picks the sentence that holds the span. Only the
// records that a recall ranks (k at most) are asked, after fusion. Every lookup is a unique-constraint seek on
// (user_id, record_id), then the record's one turn, anchored on user_id.
// Parameters: $user_id, $record_ids (list).
UNWIND $record_ids AS record_id
MATCH (r:Record {user_id: $user_id, record_id: record_id})-[:FROM_TURN]->(t:Turn {user_id: $user_id})
RETURN r.record_id AS record_id, r.span AS span, r.span_start AS span_start, r.span_end AS span_end,
       t.text AS text, t.text_analysed AS text_analysed
