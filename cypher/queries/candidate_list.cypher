// The candidate queue, most seen first; $status '' lists every status.
MATCH (c:Candidate)
WHERE $status = '' OR c.status = $status
RETURN c.norm AS norm, c.text AS text, c.count AS count, c.status AS status, c.lang AS lang, c.cue AS cue,
       c.context AS context, toString(c.first_seen) AS first_seen, toString(c.last_seen) AS last_seen,
       c.promoted_to AS promoted_to
ORDER BY c.count DESC, c.last_seen DESC
LIMIT $limit
