// Read path, depth 1 and 2, in one round trip: the user, the records the question points to, the user's served
// understanding (HU2), and the user's facts by meaning, words and substrings with the records and facts of their
// turns. One statement instead of two (`recall_user_records` and `recall_facts_hybrid` until session 26): a
// statement costs the client a session and a round trip and the server ~2 ms of CPU before it reads anything.
// The caller sends an empty $vector when the question's embedding is not wanted yet (the records may answer; see
// pia_graph/retrieve/recall.py), and sends the statement again with the vector and no coordinates or types when
// they do not; each part below is what those two statements asked, unchanged.
//
// Each record list reads a record's properties once (`properties(r)`, after the sort and the LIMIT) and projects
// them from that map: a map projection of the node (`r {.record_id, ...}`) reads each of its 27 properties
// apart: 300 records so cost 8.1-8.5 ms of the server's statement CPU, against 5.8 read once (`RETURN 1`: 1.9;
// session 55, docs/benchmarks.md: the same rows in the same order; a record the by-type list sends as its id is
// not read whole).
//
// Records: does the user exist (with sex and birth date as set through the service), and the records the question
// points to, newest first: by coordinate (range index record_user_coordinate_time) and by type (record_user_type),
// in a time window, superseded ones included (r.superseded_by set) so a conflict shows the replaced value beside
// the new one. The client starts both lists with '' (no record's coordinate or type), so they are never empty: an
// empty list is another parameter type than a list of strings, and Neo4j would plan the statement once per
// combination; a list of only '' finds nothing. A record found by type that the coordinate list already holds
// (sleep is a type and a coordinate) comes back as its id and type only: the client takes the rest from the
// coordinate list's copy (pia_graph/retrieve/structured.py; session 54: 요즘 잠 on a dense user read and projected
// the same 150 records twice). Only the properties the ranking and the context pack read come
// back (the recall path's record projection, the same for the records of the facts' turns), dates and date-times
// as ISO-8601 text (toString: the client parses text far faster than the driver builds its temporal objects;
// pia_graph/retrieve/records.py `timed` turns them back into dates and datetimes). The served understanding comes
// as `hu2_understanding_get` reads it, less its job's status (which the recall does not show).
//
// Facts: by meaning (exact cosine over the user's own fact embeddings, anchored on user_id: the true top-k, never
// filled by other users' facts), by words (full text: `fact_words_user`, one Lucene query per word of the
// question, each narrowed to the user inside the index and filtered exactly after it; see "Full text scored by
// the user's own statistics" below) and by substring (Korean compounds a Lucene token misses), each a ranked list;
// then, for the turns of every fact found, the records and the other facts written from the same turn
// (rehydration). Every MATCH is anchored on user_id. An empty $vector skips the cosine, an empty $lucenes the full
// text, an empty $terms the substrings (empty, not null: a null in place of a list or a string would plan the
// statement again, seconds of the server's CPU under load, for each combination).
// Ties: every ranked list has a total order (score, then the newest, then the id), so the same store gives the
// same ranking whatever set of rows reaches the sort (docs/read-path.md, session 24).
// The cosine's shortlist (session 24): `memory` fingerprints the user's facts (the user node's creation time,
// its memory_version, which every write of a turn bumps, and the count of its facts), read here, in the same
// statement as the facts. When it equals $memory, the caller's copy of the user's fact vectors
// (retrieve/vector_cache.py) was read at this state of memory and chose $shortlist: every fact within a margin of
// its k-th cosine, a superset of the true top k; only those are scored here, by the same cosine and order. When
// it differs (a write since, another process's included, or no copy), every fact of the user is scored, as
// before. `memory` comes back so the caller can refresh its copy.
// Each optional search is guarded by `UNWIND CASE WHEN <asked> THEN [...] ELSE [] END` before its MATCH, so a
// search not asked reads nothing (a WHERE on parameters alone was planned after the index seek: every fact of the
// user was sought, then dropped); the shortlist is read by the unique `fact_id` index, one seek per id, not by a
// seek over every fact of the user filtered by id (session 25).
// Full text scored by the user's own statistics (session 25): Lucene's own score is BM25 over the whole index,
// whose document frequencies and average length count every user's facts (and deleted ones until a merge),
// so one user's order moved when others wrote the same words. Lucene here only says which of the user's facts
// hold each word; a fact's score is the sum, over the question's words it holds, of the word's weight among
// the user's own facts, ln(1 + (N - n + 0.5) / (n + 0.5)) (BM25's idf, N the user's facts, n those holding the
// word). Nothing in it depends on another user's data, as long as one word's hits
// (the user's, and those of a user whose id holds the same tokens, dropped by the exact filter) stay within
// $candidates.
// The records' own sentences (session 65; before, a second statement after fusion, `recall_record_quotes`): each
// record comes with its span's offsets (`span_start`, `span_end`, which index its turn's analysed text), and
// `record_turns` holds, once per turn, the text of every turn a record above was written from (its analysed text,
// else its verbatim text): the client picks the sentence that holds the span (retrieve/record_quotes.py), for
// the ranking and for the item's quote. Each turn is one seek on the unique (user_id, turn_id) constraint.
// Parameters: $user_id; $coordinates (list of term keys), $types (list), $since_text and $until_text (ISO-8601
// date-times with their offset, e.g. '2026-03-01T00:00:00+09:00', read once per statement by datetime(): the same
// index seek as datetime parameters, without the driver's Python packing of two date-times per recall; pass wide
// bounds for an open window), $limit (records per search); $vector (list of floats, or []), $lucenes (list of
// Lucene queries, one per word, or []), $terms (list), $k, $candidates (full-text hits asked of the index per
// word before the user filter), $memory (string, or ''), $shortlist (list of fact ids, or ['']).
// The count of the user's facts counts retracted ones too (a retraction bumps memory_version, and the count stays
// index-only on Fact(user_id, sort_time); filtering it on retracted_by read every fact's properties per recall).
OPTIONAL MATCH (u:User {user_id: $user_id})
WITH u, COUNT { MATCH (f:Fact) WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL } AS facts
WITH u, facts, coalesce(toString(u.created_at), '-') + '/' + toString(coalesce(u.memory_version, 0)) + '/' +
     toString(facts) AS memory
CALL () {
  MATCH (r:Record)
  WHERE size($coordinates) > 0 AND r.user_id = $user_id AND r.coordinate IN $coordinates
    AND r.sort_time >= datetime($since_text) AND r.sort_time <= datetime($until_text)
  WITH r
  ORDER BY r.sort_time DESC, r.recorded_at DESC, r.coordinate, r.value, r.record_id
  LIMIT $limit
  WITH properties(r) AS r
  RETURN collect(r {.record_id, .turn_id, .type, .coordinate, .value, .unit, .band, .status, .reaction,
                    .relation, .negated, .duration_min, .frequency, .month, .year, .span, .span_start, .span_end,
                    .time_expression,
                    .time_rule, .extractor, .confidence, .superseded_by, .source, .source_said,
                    date: toString(r.date), start: toString(r.start), end: toString(r.end),
                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                    recorded_at: toString(r.recorded_at)}) AS by_coordinate
}
CALL (by_coordinate) {
  WITH [x IN by_coordinate | x.record_id] AS held
  MATCH (r:Record)
  WHERE size($types) > 0 AND r.user_id = $user_id AND r.type IN $types
    AND r.sort_time >= datetime($since_text) AND r.sort_time <= datetime($until_text)
  WITH r, held
  ORDER BY r.sort_time DESC, r.recorded_at DESC, r.coordinate, r.value, r.record_id
  LIMIT $limit
  WITH r, r.coordinate IN $coordinates AND r.record_id IN held AS slim
  WITH CASE WHEN slim THEN r {.record_id, .type} ELSE properties(r) END AS r, slim
  RETURN collect(CASE WHEN slim
                            THEN r
                            ELSE r {.record_id, .turn_id, .type, .coordinate, .value, .unit, .band, .status,
                                    .reaction, .relation, .negated, .duration_min, .frequency, .month, .year,
                                    .span, .span_start, .span_end, .time_expression, .time_rule, .extractor,
                                    .confidence, .superseded_by, .source, .source_said,
                                    date: toString(r.date), start: toString(r.start), end: toString(r.end),
                                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                                    recorded_at: toString(r.recorded_at)} END) AS by_type
}
CALL () {
  OPTIONAL MATCH (n:Understanding {user_id: $user_id})
  WITH n ORDER BY n.position
  RETURN collect(n {.field, .text, .sentences, .cited_ids, .generator, .lang, .recommended}) AS fields
}
CALL (memory) {
  CALL (memory) {
    UNWIND CASE WHEN size($vector) > 0 AND memory <> $memory THEN [true] ELSE [] END AS scan
    MATCH (f:Fact)
    WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL AND f.embedding IS NOT NULL
    RETURN f
    UNION
    UNWIND CASE WHEN size($vector) > 0 AND memory = $memory THEN $shortlist ELSE [] END AS fact_id
    MATCH (f:Fact {fact_id: fact_id})
    WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL AND f.embedding IS NOT NULL
    RETURN f
  }
  WITH f, vector.similarity.cosine(f.embedding, $vector) AS score
  ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
  LIMIT $k
  RETURN collect(f {.fact_id, .turn_id, .text, .span, date: toString(f.date), .month, said_at: toString(f.recorded_at), .lang,
                    score: score}) AS by_vector
}
CALL (facts) {
  UNWIND range(0, size($lucenes) - 1) AS clause
  CALL db.index.fulltext.queryNodes('fact_words_user', $lucenes[clause], {limit: $candidates}) YIELD node AS f
  WITH facts, clause, f
  WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL
  WITH facts, clause, collect(f) AS matched
  WITH matched, log(1.0 + (facts - size(matched) + 0.5) / (size(matched) + 0.5)) AS weight
  UNWIND matched AS f
  WITH f, sum(weight) AS score
  ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
  LIMIT $k
  RETURN collect(f {.fact_id, .turn_id, .text, .span, date: toString(f.date), .month, said_at: toString(f.recorded_at), .lang,
                    score: score}) AS by_text
}
CALL () {
  UNWIND CASE WHEN size($terms) > 0 THEN [true] ELSE [] END AS scan
  MATCH (f:Fact)
  WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL
  WITH f, size([t IN $terms WHERE toLower(f.text) CONTAINS t]) AS score
  WHERE score > 0
  ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
  LIMIT $k
  RETURN collect(f {.fact_id, .turn_id, .text, .span, date: toString(f.date), .month, said_at: toString(f.recorded_at), .lang,
                    score: score}) AS by_substring
}
WITH u, memory, by_coordinate, by_type, fields, by_vector, by_text, by_substring,
     [x IN by_vector + by_text + by_substring | x.turn_id] AS turn_ids
CALL (turn_ids) {
  MATCH (t:Turn)
  WHERE t.user_id = $user_id AND t.turn_id IN turn_ids
  MATCH (r:Record)-[:FROM_TURN]->(t)
  WHERE r.user_id = $user_id
  WITH r
  ORDER BY r.sort_time DESC, r.coordinate, r.value, r.record_id
  WITH properties(r) AS r
  RETURN collect(r {.record_id, .turn_id, .type, .coordinate, .value, .unit, .band, .status, .reaction,
                    .relation, .negated, .duration_min, .frequency, .month, .year, .span, .span_start, .span_end,
                    .time_expression,
                    .time_rule, .extractor, .confidence, .superseded_by, .source, .source_said,
                    date: toString(r.date), start: toString(r.start), end: toString(r.end),
                    expected_end: toString(r.expected_end), sort_time: toString(r.sort_time),
                    recorded_at: toString(r.recorded_at)}) AS records
}
CALL (turn_ids) {
  MATCH (t:Turn)
  WHERE t.user_id = $user_id AND t.turn_id IN turn_ids
  MATCH (f:Fact)-[:FROM_TURN]->(t)
  WHERE f.user_id = $user_id
  RETURN collect(f {.fact_id, .turn_id, .text, .span, date: toString(f.date), .month, said_at: toString(f.recorded_at), .lang}) AS turn_facts
}
CALL (by_coordinate, by_type, records) {
  UNWIND by_coordinate + by_type + records AS r
  WITH DISTINCT r.turn_id AS turn_id
  WHERE turn_id IS NOT NULL
  MATCH (t:Turn {user_id: $user_id, turn_id: turn_id})
  RETURN collect(t {.turn_id, text: CASE WHEN coalesce(t.text_analysed, '') <> '' THEN t.text_analysed
                                         ELSE t.text END}) AS record_turns
}
RETURN u IS NOT NULL AS exists, u.sex AS sex, toString(u.birth_date) AS birth_date, by_coordinate, by_type,
       coalesce(u.memory_version, 0) AS memory_version, coalesce(u.understanding_version, 0) AS version,
       u.understanding_generated_at AS generated_at, fields,
       memory, by_vector, by_text, by_substring, records, turn_facts, record_turns
