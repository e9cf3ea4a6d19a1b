// Queue an unknown health-like term for a curator, or count one more sighting of it. The context is the
// latest utterance around it; $user_id (or null) says whose, so that erasing that user blanks it.
MERGE (c:Candidate {norm: $norm})
  ON CREATE SET c.text = $text, c.count = 0, c.first_seen = datetime($seen_at), c.status = 'pending',
                c.lang = $lang, c.cue = $cue
SET c.count = c.count + 1, c.last_seen = datetime($seen_at), c.context = $context, c.context_user_id = $user_id
RETURN c.norm AS norm, c.count AS count, c.status AS status
