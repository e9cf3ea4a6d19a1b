// One candidate of the curators' queue by its normalised word: the word, language, status and count, and the
// surface form and context of its latest sighting (a user's words, gone when that user is erased).
MATCH (c:Candidate {norm: $norm})
CALL (c) {
  OPTIONAL MATCH (s:CandidateSighting {norm: c.norm})
  WITH s ORDER BY s.seen_at DESC
  LIMIT 1
  RETURN s.text AS seen_text, s.context AS seen_context
}
RETURN c.norm AS norm, coalesce(seen_text, c.text, c.norm) AS text, c.lang AS lang, c.status AS status,
       c.count AS count, coalesce(seen_context, c.context) AS context
