// Curators: the queue of unknown health words waiting for a decision, most seen first.
// :param status => 'pending'
MATCH (c:Candidate)
WHERE $status = '' OR c.status = $status
RETURN c
ORDER BY c.count DESC, c.last_seen DESC
LIMIT 50
