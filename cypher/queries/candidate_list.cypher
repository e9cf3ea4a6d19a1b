// The candidate queue, most seen first; $status '' lists every status. The surface form and context shown are
// those of the latest sighting (a user's words, gone when that user is erased).
MATCH (c:Candidate)
WHERE $status = '' OR c.status = $status
CALL (c) {
  OPTIONAL MATCH (s:CandidateSighting {norm: c.norm})
  WITH s ORDER BY s.seen_at DESC
  LIMIT 1
  RETURN s.text AS seen_text, s.context AS seen_context
}
RETURN c.norm AS norm, coalesce(seen_text, c.text) AS text, c.count AS count, c.status AS status, c.lang AS lang,
       c.cue AS cue, coalesce(seen_context, c.context) AS context, toString(c.first_seen) AS first_seen,
       toString(c.last_seen) AS last_seen, c.promoted_to AS promoted_to
ORDER BY c.count DESC, c.last_seen DESC
LIMIT $limit
