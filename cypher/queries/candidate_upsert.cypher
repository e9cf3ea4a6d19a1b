// Queue an unknown health-like term for a curator, or count one more sighting of it.
MERGE (c:Candidate {norm: $norm})
  ON CREATE SET c.text = $text, c.count = 0, c.first_seen = datetime($seen_at), c.status = 'pending',
                c.lang = $lang, c.cue = $cue
SET c.count = c.count + 1, c.last_seen = datetime($seen_at), c.context = $context
RETURN c.norm AS norm, c.count AS count, c.status AS status
