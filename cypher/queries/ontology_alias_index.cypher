// Every alias with the keys of the terms/concepts it names and its ambiguity rules (builds the AliasIndex),
// and every stop form (stop = true, no targets: an ordinary phrase that hides a shorter alias, e.g. "ran out").
MATCH (al:Alias)
OPTIONAL MATCH (al)-[:ALIAS_OF]->(t)
WHERE t:Term OR t:Concept
WITH al, collect(DISTINCT t.key) AS targets
WHERE size(targets) > 0 OR coalesce(al.stop, false)
RETURN al.norm AS norm, al.lang AS lang, al.text AS text, al.source AS source, targets,
       coalesce(al.ambiguous, false) AS ambiguous, coalesce(al.rule_terms, []) AS rule_terms,
       coalesce(al.rule_cues, []) AS rule_cues, coalesce(al.needs_cue, false) AS needs_cue,
       coalesce(al.stop, false) AS stop
ORDER BY norm, lang
