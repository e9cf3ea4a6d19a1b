// The curators' candidate queue as one tenant sees it: every term, but the surface form and quoted context
// only from the latest sighting by one of the tenant's own users ($user_prefix is '<tenant>:'). Parameters:
// $status ('' for all), $user_prefix, $limit.
MATCH (c:Candidate)
WHERE $status = '' OR c.status = $status
CALL (c) {
  OPTIONAL MATCH (s:CandidateSighting {norm: c.norm})
  WHERE s.user_id STARTS WITH $user_prefix
  WITH s ORDER BY s.seen_at DESC
  LIMIT 1
  RETURN s.text AS seen_text, s.context AS seen_context
}
RETURN c.norm AS norm, coalesce(seen_text, c.norm) AS text, c.count AS count, c.status AS status, c.lang AS lang,
       c.cue AS cue, seen_context AS context, toString(c.first_seen) AS first_seen,
       toString(c.last_seen) AS last_seen, c.promoted_to AS promoted_to
ORDER BY c.count DESC, c.last_seen DESC, c.norm
LIMIT $limit
