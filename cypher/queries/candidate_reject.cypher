// Reject a candidate: it stays, so it is not queued again, with status 'rejected'.
MATCH (c:Candidate {norm: $norm})
SET c.status = 'rejected', c.decided_at = datetime($decided_at), c.reason = $reason
RETURN c.norm AS norm, c.status AS status
