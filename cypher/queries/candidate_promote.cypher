// Promote a candidate to an alias of an existing term or concept.
MATCH (c:Candidate {norm: $norm})
MATCH (t {key: $target})
WHERE t:Term OR t:Concept
MERGE (al:Alias {norm: c.norm, lang: coalesce(c.lang, $lang)})
  ON CREATE SET al.text = coalesce(c.text, c.norm), al.source = 'candidate'
MERGE (al)-[:ALIAS_OF]->(t)
SET c.status = 'promoted', c.promoted_to = t.key, c.decided_at = datetime($decided_at)
RETURN c.norm AS norm, t.key AS target, al.lang AS lang
