// Every alias with the keys of the terms/concepts it names and its ambiguity rules (builds the AliasIndex).
MATCH (al:Alias)-[:ALIAS_OF]->(t)
WHERE t:Term OR t:Concept
WITH al, collect(DISTINCT t.key) AS targets
RETURN al.norm AS norm, al.lang AS lang, al.text AS text, al.source AS source, targets,
       coalesce(al.ambiguous, false) AS ambiguous, coalesce(al.rule_terms, []) AS rule_terms,
       coalesce(al.rule_cues, []) AS rule_cues
ORDER BY norm, lang
