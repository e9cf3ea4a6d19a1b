// The curators' candidate queue as one tenant sees it: every term, but the quoted context only where it
// was said by one of the tenant's own users ($user_prefix is '<tenant>:'). Parameters: $status ('' for
// all), $user_prefix, $limit.
MATCH (c:Candidate)
WHERE $status = '' OR c.status = $status
RETURN c.norm AS norm, c.text AS text, c.count AS count, c.status AS status, c.lang AS lang, c.cue AS cue,
       CASE WHEN c.context_user_id STARTS WITH $user_prefix THEN c.context END AS context,
       toString(c.first_seen) AS first_seen, toString(c.last_seen) AS last_seen, c.promoted_to AS promoted_to
ORDER BY c.count DESC, c.last_seen DESC, c.norm
LIMIT $limit
