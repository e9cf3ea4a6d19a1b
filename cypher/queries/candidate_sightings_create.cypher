// Queues the unknown health-like words of a retained turn for curators. The user's words live in one
// CandidateSighting per word (surface form and the context around it, provenance to the turn, erased with the
// user); the shared Candidate, keyed by the word's norm, keeps only a count of sightings and the curators'
// status. $sightings: [{norm, text, cue, lang, context, seen_at}], sorted by norm (one lock order).
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
UNWIND $sightings AS sg
MERGE (c:Candidate {norm: sg.norm})
  ON CREATE SET c.count = 0, c.first_seen = datetime(sg.seen_at), c.status = 'pending', c.lang = sg.lang,
                c.cue = sg.cue
SET c.count = c.count + 1,
    c.last_seen = CASE WHEN c.last_seen IS NULL OR c.last_seen < datetime(sg.seen_at)
                       THEN datetime(sg.seen_at) ELSE c.last_seen END
CREATE (s:CandidateSighting {user_id: $user_id, turn_id: $turn_id, norm: sg.norm})
SET s.text = sg.text, s.context = sg.context, s.cue = sg.cue, s.lang = sg.lang, s.seen_at = datetime(sg.seen_at)
CREATE (s)-[:FROM_TURN]->(t)
RETURN count(s) AS sightings
